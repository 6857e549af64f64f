// Discovery: one execution per version that lists the suite's names (BENCHGATE_DISCOVERY=1), for a
// shard's split or split-benchmarks' parts, before the measuring starts.
import type { RunSettings } from '../config/run-settings.js';
import type { Logger } from '../ports/logger.js';
import { VERSION_SIDES, type VersionSide } from '../results/results-format.js';
import { type Binaries } from './build.js';
import { commandEnvironment } from './environment.js';
import { runExecution } from './execute.js';
import { throwIfInterrupted } from './interrupts.js';
import { assignShards, compareNames, type ShardPlan } from '../sharding/assign-shards.js';
import { formatShard, type ShardId } from '../sharding/parse-shard.js';
import type { ReplicaId } from '../sharding/shard-manifest.js';
import { seconds } from './run-record.js';

/** A shard of a sharded suite: which part this runner measures (docs/sharding.md). */
export interface ExperimentShard extends ShardId {
  replica?: ReplicaId;
  /** Cost per benchmark (e.g. from history), for a balanced split; without it the split is by count. */
  costs?: ReadonlyMap<string, number>;
}

/** The discovery execution of a shard failed: without the names, no shard can be planned. */
export class DiscoveryFailedError extends Error {
  constructor(
    readonly version: VersionSide,
    readonly reason: string,
  ) {
    super(`benchmark discovery (${version} build 1, BENCHGATE_DISCOVERY=1) failed: ${reason}`);
    this.name = 'DiscoveryFailedError';
  }
}

/** The environment variable set for the discovery executions of a sharded run. */
export const DISCOVERY_ENV = 'BENCHGATE_DISCOVERY';

export interface Discovery {
  /** The union of the names both versions reported, sorted. */
  names: string[];
  plan: ShardPlan;
  assigned: string[];
  seconds: number;
}

/**
 * One execution per version on its first build with `BENCHGATE_DISCOVERY=1`: the names it
 * reports (values discarded) are the suite. Both versions count: a benchmark added or removed
 * by the change is still assigned to exactly one shard.
 */
export async function discover(
  settings: RunSettings,
  binaries: Binaries,
  shard: ExperimentShard,
  context: { logger: Logger; now: () => number; signal: AbortSignal },
): Promise<Discovery> {
  const start = context.now();
  const sorted = await discoverNames(settings, binaries, context.signal);
  const plan = assignShards(sorted, shard.count, shard.costs);
  const assigned = plan.shards[shard.index - 1];
  context.logger.info(`${sorted.length} benchmarks; shard ${formatShard(shard)} measures ${assigned.length}: ${assigned.join(', ') || '(none)'}`);
  return { names: sorted, plan, assigned, seconds: seconds(context.now() - start) };
}

/** The suite's names, sorted: one execution per version on its first build with `BENCHGATE_DISCOVERY=1` (values discarded). */
export async function discoverNames(settings: RunSettings, binaries: Binaries, signal: AbortSignal): Promise<string[]> {
  const context = { signal };
  const names = new Set<string>();
  for (const version of VERSION_SIDES) {
    throwIfInterrupted(context.signal);
    const outcome = await runExecution({
      bench: settings.bench,
      format: settings.format,
      resultFile: settings.resultFile,
      dir: binaries[version][0].dir,
      env: { ...commandEnvironment(settings.env, { version, binary: 0, execution: 0 }), [DISCOVERY_ENV]: '1' },
      timeoutMs: settings.timeoutSeconds * 1000,
      signal: context.signal,
    });
    throwIfInterrupted(context.signal);
    if (!outcome.ok) throw new DiscoveryFailedError(version, outcome.failure);
    for (const m of outcome.measurements) names.add(m.name);
  }
  return [...names].sort(compareNames);
}
