import { describe, expect, it } from 'vitest';
import type { ResultsFile } from '../../src/results/results-format.js';
import { readShardManifest } from '../../src/sharding/shard-manifest.js';
import { shardEnvironment, toShardResults } from '../../src/sharding/shard-run.js';
import { settingsFingerprint } from '../../src/sharding/settings-fingerprint.js';
import { NAMES, plan, record, runMeta, SHAS } from './shard-fixtures.js';

describe('a shard’s run', () => {
  it('tells the benchmark command its benchmarks, one per line, and which shard it is', () => {
    const env = shardEnvironment({ index: 2, count: 4 }, ['a b', 'c,d']);
    expect(env).toEqual({ BENCHGATE_BENCHMARKS: 'a b\nc,d', BENCHGATE_SHARD: '2/4' });
  });

  it('keeps only its benchmarks from a run that measured everything, and records the manifest', () => {
    const shardPlan = plan(3);
    const run: ResultsFile = { version: 1, benchmarks: NAMES.map((n) => record(n)), meta: runMeta() };
    const shard = toShardResults(run, { shard: { index: 3, count: 3 }, plan: shardPlan });
    expect(shard.benchmarks.map((b) => b.name).sort()).toEqual(shardPlan.shards[2]);
    expect(readShardManifest(shard.meta)).toMatchObject({
      index: 3,
      count: 3,
      shas: SHAS,
      settings: settingsFingerprint(runMeta()),
      assigned: shardPlan.shards[2],
    });
    expect(run.benchmarks).toHaveLength(NAMES.length);
  });
});
