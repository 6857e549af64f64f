import type { ResultsFile, NotMeasuredBenchmark, VersionSide } from '../results/results-format.js';
import { parseResults, ResultsFormatError, validateResults } from '../results/validate-results.js';
import { MergeError } from './merge-error.js';
import { readShardManifest } from './shard-manifest.js';
import type { ShardMeta } from '../results/results-meta.js';

/*
 * The files a merge reads, as parts: each with its shard manifest (or none), a label for
 * messages, the runner id its binaries get, and the checks that all parts measured the same
 * commits. merge-results.ts combines them; merged-meta.ts writes the merged file's meta.
 */

/** One results file to merge, named as the user or the artifact gave it. */
export interface MergeInput {
  source: string;
  results: ResultsFile;
  /**
   * Why the file's `meta.proof` was dropped while reading it (parseShardResults): the rest of the
   * file was valid. Its benchmarks are then measured or not measured, never proved.
   */
  proofRefused?: string;
}

export interface Part {
  source: string;
  results: ResultsFile;
  /** MergeInput's: why the file's proof was dropped on reading. */
  proofRefused?: string;
  manifest: ShardMeta | null;
  /** `shard 2/4`, `shard 2/4 replica 1/3`, or the source for a file without a manifest. */
  label: string;
  /** The runner id its binaries get when it is one of several replicas (`replica-2`; `runner-3` for the third file given with --replicas). */
  runner: string;
  /** Position among the inputs, for a stable order of files without a manifest. */
  position: number;
}

/** A part with a shard manifest. */
export type ShardedPart = Part & { manifest: ShardMeta };
export const isSharded = (part: Part): part is ShardedPart => part.manifest !== null;

const short = (sha: string) => sha.slice(0, 12);
/** `a.json (shard 2/4)`, or just the source for a file without a manifest. */
export const describePart = (part: Part) => (part.manifest ? `${part.source} (${part.label})` : part.source);
function labelOf(manifest: ShardMeta | null, source: string): string {
  if (!manifest) return source;
  const shard = `shard ${manifest.index}/${manifest.count}`;
  return manifest.replicas && manifest.replicas > 1 ? `${shard} replica ${manifest.replica}/${manifest.replicas}` : shard;
}

/**
 * A shard's results.json as the merge reads it: validated as any results file, except that a
 * malformed `meta.proof` does not refuse the file. The proof is dropped and the reason kept
 * (`proofRefused`), so the shard's measured benchmarks still count and its proved ones are
 * reported as not measured. Any other problem throws ResultsFormatError.
 */
export function parseShardResults(text: string, source: string): MergeInput {
  try {
    return { source, results: parseResults(text, source) };
  } catch (error) {
    if (!(error instanceof ResultsFormatError) || !/^meta\.proof(\.|\[|$)/.test(error.path)) throw error;
    const value = JSON.parse(text) as { meta: Record<string, unknown> };
    const { proof: _dropped, ...meta } = value.meta;
    return { source, results: validateResults({ ...value, meta }), proofRefused: error.message };
  }
}

export function readPart(input: MergeInput, position: number): Part {
  if (input.results.meta?.sequential !== undefined) {
    // Its intervals hold only with the levels of its looks, which a merged file would lose.
    throw new MergeError(
      `${input.source} is an adaptive run (meta.sequential): its verdicts come from its looks, which a merge cannot keep; analyse it on its own ` +
        `with benchgate analyze (shards run the fixed design)`,
      [input.source],
    );
  }
  let manifest: ShardMeta | null;
  try {
    manifest = readShardManifest(input.results.meta);
  } catch (error) {
    if (error instanceof ResultsFormatError) throw new MergeError(`${input.source}: ${error.message}`, [input.source]);
    throw error;
  }
  return {
    ...input,
    manifest,
    label: labelOf(manifest, input.source),
    runner: manifest ? (manifest.replica !== undefined ? `replica-${manifest.replica}` : `shard-${manifest.index}`) : `runner-${position + 1}`,
    position,
  };
}

/** The commits a part measured: its manifest's, else `meta.shas`, else the records' `sha`. */
function commitsOf(part: Part): Partial<Record<VersionSide, string>> {
  const fromManifest = part.manifest?.shas;
  const fromMeta = part.results.meta?.shas ?? {};
  const fromRecords = (side: VersionSide) => part.results.benchmarks.find((b) => typeof b[side].sha === 'string')?.[side].sha;
  const pick = (side: VersionSide) => {
    const candidates = [fromManifest?.[side], fromMeta[side], fromRecords(side)];
    return candidates.find((sha): sha is string => typeof sha === 'string' && sha !== '');
  };
  const base = pick('base');
  const head = pick('head');
  return { ...(base ? { base } : {}), ...(head ? { head } : {}) };
}

export function checkCommits(parts: readonly Part[], warnings: string[]): Partial<Record<VersionSide, string>> {
  const groups = new Map<string, { commits: Record<VersionSide, string>; parts: Part[] }>();
  for (const part of parts) {
    const commits = commitsOf(part);
    if (!commits.base || !commits.head) {
      warnings.push(`${part.source} records no base and head commit SHAs: could not check that it measured the same commits as the others`);
      continue;
    }
    const key = `${commits.base}..${commits.head}`;
    const group = groups.get(key) ?? { commits: commits as Record<VersionSide, string>, parts: [] };
    group.parts.push(part);
    groups.set(key, group);
  }
  if (groups.size > 1) {
    const lines = [...groups.values()].map((g) => `  base ${short(g.commits.base)}, head ${short(g.commits.head)}: ${g.parts.map(describePart).join(', ')}`);
    throw new MergeError(
      `the files measured different commits, so they cannot make one comparison:\n${lines.join('\n')}`,
      [...groups.values()].flatMap((g) => g.parts.map((p) => p.source)),
    );
  }
  return groups.size === 1 ? [...groups.values()][0].commits : {};
}

/** A shard that failed before measuring contributes no measurements: its settings are not checked. */
export const measuring = (part: Part) => part.manifest?.failure === undefined;

export interface Layout {
  count: number;
  replicas: number;
}

export interface Coverage {
  notMeasured: NotMeasuredBenchmark[];
  /** Labels of the shards (and replicas) that did not deliver. */
  missing: string[];
  plansAgree: boolean;
}

/** Shards in order (by shard, then replica), files without a manifest after them in the order given. */
export function ordered(parts: readonly Part[]): Part[] {
  const rank = (p: Part) => (p.manifest ? [0, p.manifest.index, p.manifest.replica ?? 1] : [1, p.position, 0]);
  return parts.slice().sort((a, b) => {
    const [x, y] = [rank(a), rank(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  });
}
