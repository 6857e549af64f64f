import type { ResultsFile } from '../../src/results/results-format.js';
import { assignShards, type ShardPlan } from '../../src/sharding/assign-shards.js';
import { createShardManifest, withShardManifest, type ReplicaId } from '../../src/sharding/shard-manifest.js';
import { DEFAULT_SPEC, simulateBenchmark } from '../../bench/simulation/nested-model.js';

export const SHAS = { base: '1111111111111111111111111111111111111111', head: '2222222222222222222222222222222222222222' };

/** `meta` as `benchgate run` writes it (docs/runner.md), with overrides. */
export function runMeta(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    tool: 'benchgate run',
    refs: { base: 'main', head: 'pull/7/merge' },
    shas: SHAS,
    seed: 7,
    design: { binaries: 3, executions: 5, interleaving: 'blocks of one base and one head execution, ABBA order, rounds of shuffled binaries' },
    format: 'jsonl',
    commands: { build: 'npm run build', clean: null, bench: 'node bench.mjs' },
    workdir: '.',
    timeoutSeconds: 300,
    envNames: ['NODE_ENV', 'FAST'],
    runner: { os: 'Linux 6.8 x64', cpu: 'AMD EPYC 7763', cpus: 4, node: 'v20.19.0' },
    startedAt: '2025-05-02T03:17:40.000Z',
    totalSeconds: 100,
    failedExecutions: { base: 0, head: 0 },
    failures: [],
    maxFailureShare: 0.25,
    failureShareExceeded: [],
    ...overrides,
  };
}

export const NAMES = [
  'io/read',
  'io/write',
  'parse/large',
  'parse/small',
  'sort/1e3',
  'sort/1e4',
  'sort/1e5',
  'hash/md5',
  'hash/sha1',
  'hash/sha256',
  'json/parse',
  'json/stringify',
];

const seedOf = (name: string) => [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

/** One benchmark's record, the same for a name (and replica) every time. */
export function record(name: string, replica = 0, change = 0) {
  const simulated = simulateBenchmark({ ...DEFAULT_SPEC, change }, seedOf(name) + replica * 1000, name);
  simulated.base.sha = SHAS.base;
  simulated.head.sha = SHAS.head;
  return simulated;
}

export interface ShardOptions {
  replica?: ReplicaId;
  meta?: Record<string, unknown>;
  /** Assigned benchmarks the shard does not report (as if no execution printed them). */
  omit?: string[];
  /** Benchmarks it reports although the plan gave them to another shard. */
  extra?: string[];
  shas?: { base: string; head: string };
}

export function plan(count = 4, names = NAMES): ShardPlan {
  return assignShards(names, count);
}

/** The results file shard `index` of `shardPlan` uploads. */
export function shardResults(shardPlan: ShardPlan, index: number, options: ShardOptions = {}): ResultsFile {
  const meta = runMeta({ seed: 100 + index, ...(options.shas ? { shas: options.shas } : {}), ...options.meta });
  const names = [...shardPlan.shards[index - 1].filter((n) => !options.omit?.includes(n)), ...(options.extra ?? [])];
  const results: ResultsFile = { version: 1, benchmarks: names.map((n) => record(n, options.replica ? options.replica.index : 0)), meta };
  const manifest = createShardManifest({
    shard: { index, count: shardPlan.count },
    replica: options.replica,
    plan: shardPlan,
    shas: options.shas ?? SHAS,
    meta,
  });
  return withShardManifest(results, manifest);
}

export function allShards(shardPlan: ShardPlan): { source: string; results: ResultsFile }[] {
  return shardPlan.shards.map((_, i) => ({ source: `shard-${i + 1}.json`, results: shardResults(shardPlan, i + 1) }));
}
