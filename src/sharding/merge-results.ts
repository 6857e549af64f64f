import type { BenchmarkRecord, NotMeasuredBenchmark, ResultsFile } from '../results/results-format.js';
import { compareNames } from './assign-shards.js';
import { combineReplicas } from './combine-replicas.js';
import { MergeError } from './merge-error.js';
import { shardArtifactName } from './shard-manifest.js';
import { describeSetting, firstDifference, MERGE_SETTING_KEYS, mergeSettings } from './settings-fingerprint.js';
import { getKnown } from '../util/get-known.js';
import {
  checkCommits,
  describePart,
  isSharded,
  measuring,
  ordered,
  readPart,
  type Coverage,
  type Layout,
  type MergeInput,
  type Part,
  type ShardedPart,
} from './merge-parts.js';
import { mergedMeta } from './merged-meta.js';
import { mergeProofs, provedOnlyIfComplete } from './merge-proofs.js';

export type { MergeInput } from './merge-parts.js';
export { parseShardResults } from './merge-parts.js';

export interface MergeOptions {
  /** The number of shards the run was split into (`--expect N`); checked against the files. */
  expect?: number;
  /**
   * Files without a shard manifest are runs of the same benchmarks on different runners
   * (`--replicas`): a benchmark in several of them is combined with the runner as top level,
   * instead of being refused as measured twice.
   */
  replicas?: boolean;
}

export interface MergeOutcome {
  results: ResultsFile;
  /** Also in `results.meta.notMeasured`: the analysis reports these as inconclusive. */
  notMeasured: NotMeasuredBenchmark[];
  /** Things the reader should know that do not stop the merge (a missing replica, a shard that reported an unassigned benchmark). */
  warnings: string[];
}

/**
 * Refuses parts run with different settings, compared from each part's own `meta` (the
 * fingerprinted run settings and the whole recorded analysis, the seed aside): the fingerprint a
 * manifest claims is not trusted. A part that failed before measuring and reports nothing is not
 * compared; one that claims a failure but reports benchmarks is.
 */
function checkSettings(parts: readonly Part[]): void {
  const checked = parts.filter((part) => measuring(part) || part.results.benchmarks.length > 0);
  const first = checked[0];
  if (!first) return;
  const reference = mergeSettings(first.results.meta);
  for (const other of checked.slice(1)) {
    const settings = mergeSettings(other.results.meta);
    const differences = MERGE_SETTING_KEYS.flatMap((key) => {
      const found = firstDifference(reference[key], settings[key], key);
      return found ? [{ key, found }] : [];
    });
    if (differences.length === 0) continue;
    const keys = differences.map((d) => d.key);
    const { found } = differences[0];
    const detail = `: ${found.path} is ${describeSetting(found.a)} in ${first.source}, ${describeSetting(found.b)} in ${other.source}`;
    throw new MergeError(
      `${describePart(first)} and ${describePart(other)} were run with different settings (${keys.join(', ')} ` +
        `${keys.length === 1 ? 'differs' : 'differ'}${detail}): merging them would analyse unlike measurements as one`,
      [first.source, other.source],
    );
  }
}

function checkShards(parts: readonly Part[], options: MergeOptions): Layout | null {
  const sharded = parts.filter(isSharded);
  if (sharded.length === 0) {
    if (options.expect !== undefined && options.expect !== parts.length) {
      throw new MergeError(
        `expected ${options.expect} results files (--expect), got ${parts.length}; files without a shard manifest (meta.shard) cannot say which ` +
          `benchmarks a missing one had`,
        parts.map((p) => p.source),
      );
    }
    return null;
  }
  const first = sharded[0];
  const count = first.manifest.count;
  const replicas = first.manifest.replicas ?? 1;
  for (const part of sharded) {
    if (part.manifest.count !== count || (part.manifest.replicas ?? 1) !== replicas) {
      throw new MergeError(`the files belong to different splits: ${first.source} is ${first.label}, ${part.source} is ${part.label}`, [
        first.source,
        part.source,
      ]);
    }
  }
  if (options.expect !== undefined && options.expect !== count) {
    throw new MergeError(
      `expected ${options.expect} shards (--expect), but the files are shards of ${count}`,
      sharded.map((p) => p.source),
    );
  }
  const seen = new Map<string, Part>();
  for (const part of sharded) {
    const key = `${part.manifest.index}/${part.manifest.replica ?? 1}`;
    const earlier = seen.get(key);
    if (earlier) throw new MergeError(`${part.label} was given twice: ${earlier.source} and ${part.source}`, [earlier.source, part.source]);
    seen.set(key, part);
  }
  return { count, replicas };
}

const isReplica = (part: Part, options: MergeOptions) => (part.manifest ? (part.manifest.replicas ?? 1) > 1 : options.replicas === true);

/** Two contributions of one benchmark are replicas: replicas of one shard, or files merged with `--replicas`. */
function sameUnit(a: Part, b: Part, options: MergeOptions): boolean {
  if (a.manifest && b.manifest) return isReplica(a, options) && a.manifest.index === b.manifest.index;
  return !a.manifest && !b.manifest && options.replicas === true;
}

function collect(parts: readonly Part[], options: MergeOptions, warnings: string[]): { records: BenchmarkRecord[]; measured: Set<string> } {
  const contributions = new Map<string, Part[]>();
  const records = new Map<string, BenchmarkRecord[]>();
  for (const part of parts) {
    const assigned = part.manifest ? new Set(part.manifest.assigned) : null;
    const unassigned: string[] = [];
    for (const record of part.results.benchmarks) {
      if (assigned && !assigned.has(record.name)) {
        unassigned.push(record.name);
        continue;
      }
      contributions.set(record.name, [...(contributions.get(record.name) ?? []), part]);
      records.set(record.name, [...(records.get(record.name) ?? []), record]);
    }
    if (unassigned.length > 0) {
      const shown = unassigned
        .slice(0, 5)
        .map((n) => JSON.stringify(n))
        .join(', ');
      warnings.push(
        `${describePart(part)} also reported ${unassigned.length} benchmark${unassigned.length > 1 ? 's' : ''} assigned to other shards ` +
          `(${shown}${unassigned.length > 5 ? ', …' : ''}): left out, each counts from its own shard only`,
      );
    }
  }

  const duplicates = [...contributions].filter(([, from]) => from.length > 1 && from.some((p) => !sameUnit(from[0], p, options)));
  if (duplicates.length > 0) {
    const lines = duplicates.slice(0, 5).map(([name, from]) => `  ${JSON.stringify(name)}: ${from.map(describePart).join(', ')}`);
    const plans = new Set(parts.filter(isSharded).map((p) => JSON.stringify(p.manifest.plan)));
    const hint = plans.size > 1 ? '\nThe shards planned different assignments: give every shard the same benchmark names and costs.' : '';
    throw new MergeError(
      `${duplicates.length} benchmark${duplicates.length > 1 ? 's were' : ' was'} measured by more than one shard; each must come from one ` +
        `shard, or from replicas of one shard (merge with --replicas when the files are runs of the same benchmarks on different ` +
        `runners):\n${lines.join('\n')}${duplicates.length > 5 ? '\n  …' : ''}${hint}`,
      [...new Set(duplicates.flatMap(([, from]) => from.map((p) => p.source)))],
    );
  }

  const merged: BenchmarkRecord[] = [];
  for (const [name, from] of contributions) {
    const list = getKnown(records, name);
    const mismatch = list.find((r) => r.unit !== list[0].unit || r.better !== list[0].better);
    if (mismatch) {
      throw new MergeError(
        `benchmark ${JSON.stringify(name)} is in ${list[0].unit} (${list[0].better} is better) in ${from[0].source} but in ${mismatch.unit} ` +
          `(${mismatch.better} is better) in ${from[list.indexOf(mismatch)].source}`,
        [from[0].source, from[list.indexOf(mismatch)].source],
      );
    }
    merged.push(isReplica(from[0], options) ? combineReplicas(list.map((record, i) => ({ runner: from[i].runner, record }))) : list[0]);
  }
  return { records: merged, measured: new Set(contributions.keys()) };
}

function coverage(
  parts: readonly Part[],
  layout: Layout,
  measured: ReadonlySet<string>,
  warnings: string[],
  refused: ReadonlyMap<Part, string> = new Map(),
): Coverage {
  const sharded = parts.filter(isSharded);
  const plans = new Map<string, string[][]>();
  // A shard whose build failed before discovery knows no names: its empty plan is no plan.
  const unplanned = (part: ShardedPart) => part.manifest.failure !== undefined && part.manifest.plan.every((names) => names.length === 0);
  for (const part of sharded.filter((p) => !unplanned(p))) plans.set(JSON.stringify(part.manifest.plan), part.manifest.plan);
  const plansAgree = plans.size <= 1;
  if (!plansAgree) {
    warnings.push(
      `the shards planned different assignments (costs from history changed between the jobs?): every benchmark of any plan is checked for coverage`,
    );
  }
  const shardLabel = (index: number) => `shard ${index}/${layout.count}`;
  const missing: string[] = [];
  const deliveredBy = new Map<number, ShardedPart[]>();
  for (const part of sharded) deliveredBy.set(part.manifest.index, [...(deliveredBy.get(part.manifest.index) ?? []), part]);
  for (let index = 1; index <= layout.count; index++) {
    const delivered = new Set((deliveredBy.get(index) ?? []).map((p) => p.manifest.replica ?? 1));
    for (let replica = 1; replica <= layout.replicas; replica++) {
      if (delivered.has(replica)) continue;
      missing.push(layout.replicas > 1 ? `${shardLabel(index)} replica ${replica}/${layout.replicas}` : shardLabel(index));
      if (delivered.size > 0) {
        warnings.push(
          `${shardLabel(index)} replica ${replica}/${layout.replicas} did not deliver results: its benchmarks were measured on ${delivered.size} ` +
            `of ${layout.replicas} runners`,
        );
      }
    }
  }

  // Which shard each benchmark belonged to, in any plan, in plan order.
  const owners = new Map<string, Set<number>>();
  for (const plan of plans.values()) {
    plan.forEach((names, i) => {
      for (const name of names) owners.set(name, (owners.get(name) ?? new Set()).add(i + 1));
    });
  }
  const names = [...owners.keys()].sort((a, b) => Math.min(...getKnown(owners, a)) - Math.min(...getKnown(owners, b)) || compareNames(a, b));
  const notMeasured: NotMeasuredBenchmark[] = [];
  for (const name of names) {
    if (measured.has(name)) continue;
    const reasons = [...getKnown(owners, name)]
      .sort((a, b) => a - b)
      .map((index) => {
        const delivered = deliveredBy.get(index) ?? [];
        const ran = delivered.filter(measuring);
        const refusal = ran.map((p) => refused.get(p)).find((why) => why !== undefined);
        if (refusal !== undefined)
          return `the proof of no change of ${shardLabel(index)} was refused (${refusal}), and no execution of base or head reported it`;
        if (ran.length > 0) return `${shardLabel(index)} ran, but no execution of base or head reported it`;
        if (delivered.length > 0) return `${shardLabel(index)} failed: ${delivered[0].manifest.failure}`;
        return (
          `${shardLabel(index)} did not deliver results (no artifact ` +
          `${shardArtifactName({ index, count: layout.count })}${layout.replicas > 1 ? '-replica-…' : ''})`
        );
      });
    notMeasured.push({ name, reason: reasons.join('; ') });
  }
  return { notMeasured, missing, plansAgree };
}

/**
 * Merges the results of the shards of one run (or results files from any source) into one
 * results file for one analysis, so the suite-wide error control covers every benchmark.
 *
 * Refused with a MergeError naming the files: different base/head commits; different settings
 * (the fingerprinted run settings and the recorded analysis settings, the seed aside, read from
 * each file's own `meta`, with the first difference named); shards of different splits; one shard given twice; a benchmark
 * measured by two shards (unless they are replicas of one shard, or `replicas` is set for
 * files without a manifest: then its records are combined with the runner as the top level);
 * one benchmark in two units; `expect` not matching.
 *
 * Never silent: every benchmark of the shards' plan that no file measured (its shard missing,
 * failed, or its executions did not report it) is listed in `meta.notMeasured` with the reason,
 * and the analysis reports it as inconclusive. A benchmark a shard reported although the plan
 * gave it to another shard is left out with a warning.
 */
export function mergeResults(inputs: readonly MergeInput[], options: MergeOptions = {}): MergeOutcome {
  if (inputs.length === 0) throw new MergeError('nothing to merge: give at least one results file');
  const warnings: string[] = [];
  const parts = ordered(inputs.map(readPart));
  const commits = checkCommits(parts, warnings);
  checkSettings(parts);
  const layout = checkShards(parts, options);
  const { records, measured } = collect(parts, options, warnings);
  // prove-unchanged: each shard's proof, checked; a benchmark its shard proved is covered without values.
  const proofs = mergeProofs(parts, commits, measured);
  for (const [part, why] of proofs.refused)
    warnings.push(`the proof of no change of ${describePart(part)} was refused: ${why}; its benchmarks count only where it measured them`);
  const cover = layout ? coverage(parts, layout, new Set([...measured, ...proofs.proved]), warnings, proofs.refused) : null;
  const incomplete =
    cover === null
      ? null
      : cover.missing.length > 0
        ? 'not every shard delivered'
        : cover.notMeasured.length > 0
          ? 'not every benchmark was measured or proved'
          : null;
  const proof = proofs.proof === undefined ? undefined : provedOnlyIfComplete(proofs.proof, parts.some((p) => !measuring(p)) ? 'a shard failed' : incomplete);
  const meta = mergedMeta(parts, layout, commits, cover, warnings, { proof, refused: proofs.refused });
  const results: ResultsFile = { version: 1, benchmarks: records, meta };
  return { results, notMeasured: cover?.notMeasured ?? [], warnings };
}
