import { createHash } from 'node:crypto';
import type { VersionSide } from '../results/results-format.js';
import type { ProofBenchmark, ProofMeta, ProofPartMeta } from '../results/results-meta.js';
import { isRecord } from '../util/is-record.js';
import { isSharded, type Part, type ShardedPart } from './merge-parts.js';

/*
 * prove-unchanged in a sharded run: each shard proves its own benchmarks part by part
 * (`meta.proof.parts`), and the merge checks and combines those proofs. A shard's artifact is
 * outside data: a proof that is malformed, claims benchmarks that are not the shard's, or belongs
 * to other commits proves nothing, and its benchmarks are then measured (when the shard measured
 * them) or not measured, never unchanged.
 */

/** What the merge takes from the shards' proofs. */
export interface MergedProofs {
  /** The merged `meta.proof`; absent when no shard carried a proof (or had one refused). */
  proof?: ProofMeta;
  /** Benchmarks a shard proved unchanged and no shard measured: covered, though they have no values. */
  proved: Set<string>;
  /** The shards whose proof was refused, with the reason. */
  refused: Map<ShardedPart, string>;
}

const SHA256 = /^sha256:[0-9a-f]{64}$/;
const COUNTS = ['filesRead', 'executables', 'probed', 'processes', 'kernelPaths'] as const;
const wholeCount = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** A proved part's proof has every field a proof has, of its type; the reason when it has not. */
function badProof(proof: unknown): string | null {
  if (!isRecord(proof)) return 'a proved part without its proof';
  if (proof.kind !== 'identical-inputs') return 'a proof of an unknown kind';
  for (const key of COUNTS) if (!wholeCount(proof[key])) return `proof.${key} is not a whole number`;
  if (typeof proof.hash !== 'string' || !SHA256.test(proof.hash)) return 'proof.hash is not a sha256: hash';
  if (!Array.isArray(proof.changedNotRead) || proof.changedNotRead.some((p) => typeof p !== 'string')) return 'proof.changedNotRead is not a list of paths';
  return null;
}

/**
 * Why a shard's `meta.proof` cannot be taken, or null when it can: it must list its parts (a
 * shard proves part by part), each part naming only benchmarks assigned to this shard, no
 * benchmark in two parts; a proved part must carry a whole proof and report every benchmark it
 * names, none of which the shard also measured (a proved part is not run); `proved` must say
 * whether every part is; and the shard's recorded commits must be the merge's.
 */
export function shardProofProblem(part: ShardedPart, commits: Partial<Record<VersionSide, string>>): string | null {
  const proof: unknown = part.results.meta?.proof;
  if (!isRecord(proof)) return 'meta.proof is not an object';
  if (part.manifest.failure !== undefined) return 'the shard failed, so it proved nothing';
  const shas = part.results.meta?.shas;
  for (const side of ['base', 'head'] as const) {
    const sha = commits[side];
    if (sha === undefined || part.manifest.shas[side] !== sha || (shas?.[side] !== undefined && shas[side] !== sha))
      return `it does not record the merged ${side} commit${sha === undefined ? '' : ` ${sha.slice(0, 12)}`}`;
  }
  if (!Array.isArray(proof.parts) || proof.parts.length === 0) return 'meta.proof.parts is missing (a shard proves part by part)';
  const assigned = new Set(part.manifest.assigned);
  const measured = new Set(part.results.benchmarks.map((b) => b.name));
  const named = new Set<string>();
  for (const [i, entry] of (proof.parts as unknown[]).entries()) {
    const at = `meta.proof.parts[${i}]`;
    if (!isRecord(entry)) return `${at} is not an object`;
    const names = entry.names;
    if (!Array.isArray(names) || names.length === 0 || names.some((n) => typeof n !== 'string')) return `${at}.names is not a list of benchmark names`;
    for (const name of names as string[]) {
      if (!assigned.has(name)) return `${at} names ${JSON.stringify(name)}, which is not assigned to this shard`;
      if (named.has(name)) return `${at} names ${JSON.stringify(name)}, which an earlier part names too`;
      named.add(name);
    }
    if (typeof entry.proved !== 'boolean') return `${at}.proved is not true or false`;
    if (!Array.isArray(entry.benchmarks) || entry.benchmarks.some((b) => !isRecord(b) || typeof b.name !== 'string' || typeof b.unit !== 'string'))
      return `${at}.benchmarks is not a list of benchmarks`;
    if (!entry.proved) {
      if (!isRecord(entry.reason) || typeof entry.reason.kind !== 'string') return `${at} is not proved and gives no reason`;
      continue;
    }
    const bad = badProof(entry.proof);
    if (bad !== null) return `${at}: ${bad}`;
    const reported = new Set((entry.benchmarks as { name: string }[]).map((b) => b.name));
    for (const name of names as string[]) {
      if (!reported.has(name)) return `${at} is proved but its traced executions did not report ${JSON.stringify(name)}`;
      if (measured.has(name)) return `${at} is proved, yet the shard measured ${JSON.stringify(name)} (a proved part is not run)`;
    }
  }
  const allProved = (proof.parts as { proved: boolean }[]).every((p) => p.proved);
  if (allProved) {
    const bad = badProof(proof.proof);
    if (bad !== null) return `meta.proof: ${bad}`;
  }
  if (proof.proved !== allProved) return `meta.proof.proved is ${String(proof.proved)}, but ${allProved ? 'every part is proved' : 'a part is not proved'}`;
  return null;
}

/**
 * The shards' proofs, checked (shardProofProblem) and combined. Parts are kept in shard order,
 * each with its shard (`shard: "i/N"`); with replicas, a part one replica of a shard already
 * gave is not repeated. A benchmark is proved when an accepted part proves it and no shard
 * measured it. The merged run is proved only when `complete` (every shard delivered, none
 * failed, nothing else went unmeasured), no proof was refused, nothing was measured and every
 * part is proved: then its proof is one over the shards' own (counts summed over the shards,
 * each shard counting a path once; the hash over the shards' hashes in order; the diff's
 * changes no shard read). Files without a shard manifest are merged as before: their proofs
 * are not taken.
 */
export function mergeProofs(parts: readonly Part[], commits: Partial<Record<VersionSide, string>>, measured: ReadonlySet<string>): MergedProofs {
  const refused = new Map<ShardedPart, string>();
  const accepted: { part: ShardedPart; proof: ProofMeta }[] = [];
  for (const part of parts.filter(isSharded)) {
    const onRead = part.proofRefused;
    if (onRead !== undefined) {
      refused.set(part, onRead);
      continue;
    }
    if (part.results.meta?.proof === undefined) continue;
    const problem = shardProofProblem(part, commits);
    if (problem === null) accepted.push({ part, proof: part.results.meta.proof });
    else refused.set(part, problem);
  }
  if (accepted.length === 0 && refused.size === 0) return { proved: new Set(), refused };

  const merged: (ProofPartMeta & { shard: string })[] = [];
  const seen = new Set<string>();
  for (const { part, proof } of accepted) {
    for (const entry of proof.parts ?? []) {
      const key = `${part.manifest.index}\0${entry.names.join('\n')}`;
      if (seen.has(key)) continue;
      seen.add(key);
      merged.push({ shard: `${part.manifest.index}/${part.manifest.count}`, ...entry });
    }
  }
  const proved = new Set(merged.filter((p) => p.proved).flatMap((p) => p.names.filter((name) => !measured.has(name))));
  const benchmarks = new Map<string, ProofBenchmark>();
  for (const entry of merged) for (const b of entry.benchmarks) if (entry.names.includes(b.name) && !benchmarks.has(b.name)) benchmarks.set(b.name, b);
  const seconds = accepted.reduce((total, { proof }) => total + (Number.isFinite(proof.seconds) ? proof.seconds : 0), 0);
  const base = { benchmarks: [...benchmarks.values()], seconds, parts: merged };
  return { proof: { ...base, ...outcome(accepted, merged, refused, measured) }, proved, refused };
}

/**
 * The merged proof once coverage is known: a run with a shard missing or failed, or a benchmark
 * of the plan no shard measured or proved, is not proved as a whole (its proved parts stay).
 */
export function provedOnlyIfComplete(proof: ProofMeta, incomplete: string | null): ProofMeta {
  if (!proof.proved || incomplete === null) return proof;
  const { proof: _whole, ...rest } = proof;
  return { ...rest, proved: false, reason: { kind: 'trace-failed', detail: incomplete } };
}

/** The merged run's `proved` with the proof, or the reason it is not proved. */
function outcome(
  accepted: readonly { part: ShardedPart; proof: ProofMeta }[],
  merged: readonly ProofPartMeta[],
  refused: ReadonlyMap<ShardedPart, string>,
  measured: ReadonlySet<string>,
): Pick<ProofMeta, 'proved' | 'proof' | 'reason'> {
  const unproved = merged.find((p) => !p.proved);
  if (unproved?.reason !== undefined) return { proved: false, reason: unproved.reason };
  const [first] = refused;
  if (first !== undefined)
    return { proved: false, reason: { kind: 'trace-failed', detail: `the proof of no change of ${first[0].label} was refused: ${first[1]}` } };
  const unprovedShard = accepted.find(({ proof }) => !proof.proved || !isRecord(proof.proof));
  if (measured.size > 0 || unprovedShard !== undefined || merged.length === 0)
    return { proved: false, reason: { kind: 'trace-failed', detail: 'some benchmarks were measured without a proof' } };
  const proofs = accepted.filter(({ part }) => (part.manifest.replica ?? 1) === 1).map(({ proof }) => proof.proof as Record<string, unknown>);
  const hash = createHash('sha256');
  for (const proof of proofs) hash.update(`${String(proof.hash)}\n`);
  const sum = (key: (typeof COUNTS)[number]) => proofs.reduce((total, proof) => total + (proof[key] as number), 0);
  const notRead = proofs.map((proof) => new Set(proof.changedNotRead as string[]));
  return {
    proved: true,
    proof: {
      kind: 'identical-inputs',
      filesRead: sum('filesRead'),
      executables: sum('executables'),
      probed: sum('probed'),
      processes: sum('processes'),
      kernelPaths: sum('kernelPaths'),
      hash: `sha256:${hash.digest('hex')}`,
      changedNotRead: (proofs[0]?.changedNotRead as string[] | undefined)?.filter((path) => notRead.every((set) => set.has(path))) ?? [],
    },
  };
}
