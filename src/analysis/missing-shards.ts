import type { ResultsFile } from '../results/results-format.js';
import { isRecord } from '../util/is-record.js';

/**
 * A shard (or a replica of one) of a merged run that delivered no measurements: its artifact
 * never arrived (the job timed out, was cancelled, failed before the upload), or it uploaded a
 * failure (its build failed). Read from `meta.merge` of a merged results file.
 */
export interface MissingShard {
  /** `shard 2/4`, or `shard 2/4 replica 1/3`. */
  shard: string;
  /** The failure the shard uploaded; absent when nothing arrived. */
  failure?: string;
}

/** What the run lost with its missing shards: they, and the benchmarks no shard measured (`meta.notMeasured`). */
export interface IncompleteRun {
  shards: MissingShard[];
  notMeasured: string[];
}

const text = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * The shards of a merged run that delivered no measurements, in the merge's order; empty for a
 * run that was not merged or lost nothing. `meta` may come from another job's artifact: only
 * strings are taken, and the report escapes them.
 */
export function incompleteRun(results: ResultsFile): IncompleteRun {
  const merge: unknown = results.meta?.merge;
  if (!isRecord(merge)) return { shards: [], notMeasured: [] };
  const failed = (Array.isArray(merge.inputs) ? merge.inputs : []).flatMap((input: unknown): MissingShard[] => {
    if (!isRecord(input) || !text(input.failure) || !text(input.shard)) return [];
    const replica =
      typeof input.replica === 'number' && typeof merge.replicas === 'number' && merge.replicas > 1 ? ` replica ${input.replica}/${merge.replicas}` : '';
    return [{ shard: `shard ${input.shard}${replica}`, failure: input.failure }];
  });
  const missing = (Array.isArray(merge.missing) ? merge.missing : []).filter(text).map((shard): MissingShard => ({ shard }));
  const notMeasured = (results.meta?.notMeasured ?? []).map((entry) => entry.name).filter(text);
  return { shards: [...failed, ...missing], notMeasured };
}

/** `shard 1/2 did not deliver results`, `shard 2/4 failed (head build 1 failed: …)`: one phrase per shard, joined. */
export function describeMissingShards(shards: readonly MissingShard[]): string {
  return shards.map((s) => (s.failure === undefined ? `${s.shard} did not deliver results` : `${s.shard} failed (${s.failure})`)).join('; ');
}

/** `hash, sort`: up to 10 names, then how many more. */
export function listNames(names: readonly string[]): string {
  return names.length > 10 ? `${names.slice(0, 10).join(', ')} and ${names.length - 10} more` : names.join(', ');
}

/** `2 benchmarks were`, for `… not measured`. */
export function countNotMeasured(names: readonly string[]): string {
  return `${names.length} benchmark${names.length === 1 ? ' was' : 's were'}`;
}

/**
 * Why an incomplete run fails the check, for the check's message: the shards, the benchmarks
 * lost, and the setting that accepts partial results.
 */
export function incompleteRunMessage(run: IncompleteRun): string {
  const lost = run.notMeasured.length > 0 ? `, so ${countNotMeasured(run.notMeasured)} not measured (${listNames(run.notMeasured)})` : '';
  return `the run is incomplete: ${describeMissingShards(run.shards)}${lost}; allow-missing-shards: true accepts partial results`;
}
