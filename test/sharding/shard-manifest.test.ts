import { describe, expect, it } from 'vitest';
import { ResultsFormatError } from '../../src/results/validate-results.js';
import {
  createShardManifest,
  expectedArtifactNames,
  failedShardResults,
  parseShardArtifactName,
  readShardManifest,
  shardArtifactName,
} from '../../src/sharding/shard-manifest.js';
import { FINGERPRINT_KEYS, fingerprintSettings, settingsFingerprint } from '../../src/sharding/settings-fingerprint.js';
import { plan, runMeta, SHAS, shardResults } from './shard-fixtures.js';

describe('shard artifact names', () => {
  it('are benchgate-shard-<i>-of-<N>, with -replica-<r> when replicated', () => {
    expect(shardArtifactName({ index: 2, count: 4 })).toBe('benchgate-shard-2-of-4');
    expect(shardArtifactName({ index: 2, count: 4 }, { index: 3, count: 3 })).toBe('benchgate-shard-2-of-4-replica-3');
    expect(shardArtifactName({ index: 2, count: 4 }, { index: 1, count: 1 })).toBe('benchgate-shard-2-of-4');
    expect(expectedArtifactNames(2)).toEqual(['benchgate-shard-1-of-2', 'benchgate-shard-2-of-2']);
    expect(expectedArtifactNames(2, 2)).toEqual([
      'benchgate-shard-1-of-2-replica-1',
      'benchgate-shard-1-of-2-replica-2',
      'benchgate-shard-2-of-2-replica-1',
      'benchgate-shard-2-of-2-replica-2',
    ]);
  });

  it('read back into the shard and replica, and nothing else matches', () => {
    for (const name of expectedArtifactNames(3, 2))
      expect(shardArtifactName(parseShardArtifactName(name)!.shard, { index: parseShardArtifactName(name)!.replica!, count: 2 })).toBe(name);
    expect(parseShardArtifactName('benchgate-shard-3-of-4')).toEqual({ shard: { index: 3, count: 4 } });
    for (const other of [
      'benchgate-results',
      'benchgate-shard-5-of-4',
      'benchgate-shard-0-of-4',
      'benchgate-shard-1-of-4-replica-',
      'x-benchgate-shard-1-of-2',
    ]) {
      expect(parseShardArtifactName(other)).toBeNull();
    }
  });
});

describe('shard manifest', () => {
  it('records the shard, its benchmarks, the whole plan, the commits and the settings fingerprint, and reads back', () => {
    const shardPlan = plan(3);
    const results = shardResults(shardPlan, 2, { replica: { index: 1, count: 2 } });
    const manifest = readShardManifest(results.meta)!;
    expect(manifest).toEqual({
      index: 2,
      count: 3,
      replica: 1,
      replicas: 2,
      assigned: shardPlan.shards[1],
      plan: shardPlan.shards,
      costSource: 'count',
      shas: SHAS,
      settings: settingsFingerprint(results.meta),
    });
    expect(readShardManifest(JSON.parse(JSON.stringify(results.meta)))).toEqual(manifest);
    expect(readShardManifest({})).toBeNull();
  });

  it('refuses a plan for another number of shards', () => {
    expect(() => createShardManifest({ shard: { index: 1, count: 2 }, plan: plan(3), shas: SHAS, meta: {} })).toThrow(
      /plan for 3 shards cannot serve shard 1\/2/,
    );
  });

  it('says where a damaged manifest is wrong', () => {
    const meta = shardResults(plan(2), 1).meta!;
    const damaged = (change: (shard: Record<string, unknown>) => void) => {
      const copy = structuredClone(meta);
      change(copy.shard as Record<string, unknown>);
      return () => readShardManifest(copy);
    };
    expect(damaged((s) => (s.index = 3))).toThrow('meta.shard.index: shard 3 of 2 does not exist');
    expect(damaged((s) => (s.count = 0))).toThrow('meta.shard.count: expected a whole number ≥ 1, got number 0');
    expect(damaged((s) => (s.plan = [[]]))).toThrow('meta.shard.plan: expected 2 lists of benchmark names, one per shard');
    expect(damaged((s) => (s.assigned = ['other']))).toThrow("meta.shard.assigned: differs from plan[0], this shard's part of the plan");
    expect(damaged((s) => (s.shas = { base: 'x' }))).toThrow('meta.shard.shas: expected { base, head } commit SHAs');
    expect(damaged((s) => (s.replica = 3))).toThrow('meta.shard.replicas: expected a whole number ≥ 1, got nothing');
    expect(damaged((s) => Object.assign(s, { replica: 3, replicas: 2 }))).toThrow('meta.shard.replica: replica 3 of 2 does not exist');
    expect(damaged(() => undefined)).not.toThrow();
    expect(() => readShardManifest({ shard: 'x' })).toThrow(ResultsFormatError);
  });

  it('for a shard that could not measure, carries the failure and no benchmarks', () => {
    const shardPlan = plan(2);
    const results = failedShardResults({
      shard: { index: 2, count: 2 },
      plan: shardPlan,
      shas: SHAS,
      meta: { runner: 'x' },
      failure: 'head build 1 failed: `npm run build` exited with code 2',
    });
    expect(results.benchmarks).toEqual([]);
    expect(readShardManifest(results.meta)).toMatchObject({
      index: 2,
      failure: 'head build 1 failed: `npm run build` exited with code 2',
      assigned: shardPlan.shards[1],
    });
  });
});

describe('settings fingerprint', () => {
  it('is equal for shards of one run (the seed, runner and timings may differ; env names in any order)', () => {
    const a = runMeta({ seed: 1, totalSeconds: 50, runner: 'one', envNames: ['A', 'B'] });
    const b = runMeta({ seed: 2, totalSeconds: 70, runner: 'two', envNames: ['B', 'A'] });
    expect(settingsFingerprint(a)).toBe(settingsFingerprint(b));
    expect(settingsFingerprint(a)).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('is equal when shards kept different numbers of builds (what they found, not what was set)', () => {
    const design = (kept: number) => ({
      binaries: 3,
      executions: 5,
      interleaving: 'blocks',
      builds: { base: kept, head: kept },
      executionsPerBuild: Math.ceil(15 / kept),
      extraRounds: 0,
      identicalBuilds: { base: kept < 3, head: kept < 3 },
    });
    expect(settingsFingerprint(runMeta({ design: design(2) }))).toBe(settingsFingerprint(runMeta({ design: design(3) })));
    expect(settingsFingerprint(runMeta({ design: { ...design(2), binaries: 4 } }))).not.toBe(settingsFingerprint(runMeta({ design: design(2) })));
  });

  it('differs when a setting that changes the measurements differs, and names it', () => {
    const a = runMeta();
    for (const [key, value] of [
      ['design', { binaries: 3, executions: 10 }],
      ['commands', { build: 'make', clean: null, bench: 'node bench.mjs' }],
      ['format', 'plain'],
      ['timeoutSeconds', 60],
      ['envNames', ['NODE_ENV']],
      ['workdir', 'packages/core'],
      ['maxFailureShare', 0.5],
    ] as const) {
      const b = runMeta({ [key]: value });
      expect(settingsFingerprint(b), key).not.toBe(settingsFingerprint(a));
      const [settingsA, settingsB] = [fingerprintSettings(a), fingerprintSettings(b)];
      expect(FINGERPRINT_KEYS.filter((k) => JSON.stringify(settingsA[k]) !== JSON.stringify(settingsB[k]))).toEqual([key]);
    }
  });
});
