import type { ResultsFile, VersionSide } from '../results/results-format.js';
import type { ShardPlan } from './assign-shards.js';
import { formatShard, type ShardId } from './parse-shard.js';
import { createShardManifest, withShardManifest, type ReplicaId } from './shard-manifest.js';

/**
 * What a shard's run needs around the runner: the environment that tells the benchmark command
 * which benchmarks to run, and the step that turns the run's results into the shard's results.
 */
export const SHARD_ENV = {
  /** The names this shard measures, one per line (names may hold spaces and commas, not newlines). */
  benchmarks: 'BENCHGATE_BENCHMARKS',
  /** `i/N`, for harnesses that shard by themselves. */
  shard: 'BENCHGATE_SHARD',
} as const;

/** Environment for every execution of shard `shard`: a harness that reads it runs only its benchmarks. */
export function shardEnvironment(shard: ShardId, assigned: readonly string[]): Record<string, string> {
  return { [SHARD_ENV.benchmarks]: assigned.join('\n'), [SHARD_ENV.shard]: formatShard(shard) };
}

function shasOf(results: ResultsFile): Record<VersionSide, string> {
  const meta = results.meta?.shas;
  const pick = (side: VersionSide) => {
    const recorded = meta?.[side] ?? results.benchmarks.find((b) => b[side].sha)?.[side].sha;
    return recorded ?? '';
  };
  return { base: pick('base'), head: pick('head') };
}

/**
 * A run's results as shard `shard` uploads them: only the benchmarks assigned to it (a harness
 * that ignores `BENCHGATE_BENCHMARKS` runs everything; the others are dropped here, so each
 * benchmark counts from its own shard only), with the manifest in `meta.shard`. The commits
 * come from `meta.shas` as `benchgate run` records them.
 */
export function toShardResults(results: ResultsFile, input: { shard: ShardId; replica?: ReplicaId; plan: ShardPlan }): ResultsFile {
  const assigned = new Set(input.plan.shards[input.shard.index - 1]);
  const kept: ResultsFile = { ...results, benchmarks: results.benchmarks.filter((b) => assigned.has(b.name)) };
  return withShardManifest(kept, createShardManifest({ ...input, shas: shasOf(results), meta: results.meta }));
}
