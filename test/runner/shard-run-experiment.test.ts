import { afterEach, describe, expect, it } from 'vitest';
import { resolveRunSettings } from '../../src/config/run-settings.js';
import type { ResultsFile } from '../../src/results/results-format.js';
import { validateResults } from '../../src/results/validate-results.js';
import { DiscoveryFailedError, runExperiment } from '../../src/runner/run-experiment.js';
import { mergeResults } from '../../src/sharding/merge-results.js';
import { readShardManifest } from '../../src/sharding/shard-manifest.js';
import type { ShardMeta } from '../../src/results/results-meta.js';
import { createRepo, recordingLogger, removeDir } from './git-fixture.js';

const repos: string[] = [];
afterEach(() => {
  for (const repo of repos.splice(0)) removeDir(repo);
});

// Runs only the benchmarks in BENCHGATE_BENCHMARKS (all of them without it, and in discovery),
// and reports what it saw in the environment as a failure when something is off.
const BENCH = `
const all = ['alpha', 'beta', 'gamma'];
const e = process.env;
const discovery = e.BENCHGATE_DISCOVERY === '1';
if (!discovery && (e.BENCHGATE_BENCHMARKS === undefined || !/^\\d+\\/2$/.test(e.BENCHGATE_SHARD ?? ''))) {
  console.error('no shard environment'); process.exit(9);
}
if (discovery && e.BENCHGATE_BENCHMARKS !== undefined) { console.error('discovery saw a shard'); process.exit(8); }
const wanted = discovery ? all : e.BENCHGATE_BENCHMARKS.split('\\n').filter(Boolean);
for (const name of wanted) {
  for (let i = 0; i < 4; i++) console.log(JSON.stringify({ name, value: 10 + i * 0.1, unit: 'ms', ...(i === 0 ? { warmup: true } : {}) }));
}
`;

function settingsFor(repo: string) {
  return resolveRunSettings(repo, [{ base: 'base', head: 'head', bench: ['node', 'bench.mjs'], binaries: 2, executions: 2, seed: 3, timeoutSeconds: 30 }]);
}

describe('runExperiment with a shard', () => {
  it('skips identical rebuilds but adds no rounds: the shards of a suite keep one design', async () => {
    const repo = createRepo({ 'bench.mjs': BENCH });
    repos.push(repo);
    // A build that takes a while and writes nothing: identical outputs, time saved by skipping the third.
    const settings = resolveRunSettings(repo, [
      {
        base: 'base',
        head: 'head',
        bench: ['node', 'bench.mjs'],
        build: ['node', '-e', 'setTimeout(() => {}, 800)'],
        binaries: 3,
        executions: 2,
        seed: 3,
        timeoutSeconds: 30,
      },
    ]);
    const results = await runExperiment(settings, { logger: recordingLogger(), shard: { index: 1, count: 2 } });
    expect(results.meta?.design).toMatchObject({
      binaries: 3,
      executions: 2,
      builds: { base: 2, head: 2 },
      executionsPerBuild: 3,
      extraRounds: 0,
      identicalBuilds: { base: true, head: true },
    });
    for (const benchmark of results.benchmarks) expect(benchmark.head.binaries.map((b) => b.executions.length)).toEqual([3, 3]);
    expect(results.meta?.executionsPerVersion).toBe(6);
  });

  it('discovers the benchmarks, measures only its part with BENCHGATE_BENCHMARKS, and two shards cover all', async () => {
    const repo = createRepo({ 'bench.mjs': BENCH });
    repos.push(repo);
    const shards: ShardMeta[] = [];
    for (const index of [1, 2]) {
      const results = await runExperiment(settingsFor(repo), { logger: recordingLogger(), shard: { index, count: 2 } });
      validateResults(JSON.parse(JSON.stringify(results)));
      expect(results.meta?.failedExecutions).toEqual({ base: 0, head: 0 });
      const manifest = readShardManifest(results.meta)!;
      expect(manifest.index).toBe(index);
      expect(results.benchmarks.map((b) => b.name)).toEqual(manifest.assigned);
      expect((results.meta?.discovery as { benchmarks: string[] }).benchmarks).toEqual(['alpha', 'beta', 'gamma']);
      // Discovery is not measured: each benchmark has l × m executions per version.
      for (const b of results.benchmarks) expect(b.head.binaries.flatMap((x) => x.executions)).toHaveLength(4);
      shards.push(manifest);
    }
    expect(shards[0].plan).toEqual(shards[1].plan);
    expect([...shards[0].assigned, ...shards[1].assigned].sort()).toEqual(['alpha', 'beta', 'gamma']);
    expect(shards[0].assigned.filter((n) => shards[1].assigned.includes(n))).toEqual([]);
  }, 60_000);

  it('records the result file in meta, and shards that read different ones do not merge', async () => {
    // The same lines on stdout and in two files: only the result-file setting tells the runs apart.
    const bench = BENCH.replace('console.log(JSON.stringify(', 'out.push(JSON.stringify(');
    const writing = `import { writeFileSync } from 'node:fs';\nconst out = [];\n${bench}\nfor (const f of ['a.jsonl', 'b.jsonl']) writeFileSync(f, out.join('\\n') + '\\n');\n`;
    const repo = createRepo({ 'bench.mjs': writing });
    repos.push(repo);
    const run = (index: number, resultFile: string) =>
      runExperiment(resolveRunSettings(repo, [{ ...settingsFor(repo), resultFile }]), { logger: recordingLogger(), shard: { index, count: 2 } });
    const [first, second, other] = [await run(1, 'a.jsonl'), await run(2, 'a.jsonl'), await run(2, 'b.jsonl')];
    expect(first.meta?.resultFile).toBe('a.jsonl');
    expect(first.benchmarks.length + second.benchmarks.length).toBe(3);
    expect(readShardManifest(first.meta)!.settings).toBe(readShardManifest(second.meta)!.settings);
    expect(readShardManifest(other.meta)!.settings).not.toBe(readShardManifest(second.meta)!.settings);
    const input = (source: string, results: ResultsFile) => ({ source, results: validateResults(JSON.parse(JSON.stringify(results))) });
    expect(mergeResults([input('1.json', first), input('2.json', second)]).results.meta?.resultFile).toBe('a.jsonl');
    expect(() => mergeResults([input('1.json', first), input('2.json', other)])).toThrow(/were run with different settings \(resultFile differs: /);
  }, 60_000);

  it('an empty shard (more shards than benchmarks) measures nothing and returns its manifest', async () => {
    const repo = createRepo({ 'bench.mjs': BENCH.replace('/^\\\\d+\\\\/2$/', '/^\\\\d+\\\\/4$/') });
    repos.push(repo);
    const results = await runExperiment(settingsFor(repo), { logger: recordingLogger(), shard: { index: 4, count: 4 } });
    expect(results.benchmarks).toEqual([]);
    const manifest = readShardManifest(results.meta)!;
    expect(manifest.assigned).toEqual([]);
    expect(manifest.plan.flat().sort()).toEqual(['alpha', 'beta', 'gamma']);
    expect(results.meta?.executionsPerVersion).toBe(0);
  }, 60_000);

  it('a failing discovery execution stops the run with DiscoveryFailedError', async () => {
    const repo = createRepo({ 'bench.mjs': "if (process.env.BENCHGATE_DISCOVERY === '1') { console.error('no list mode'); process.exit(3); }\n" });
    repos.push(repo);
    const error = await runExperiment(settingsFor(repo), { logger: recordingLogger(), shard: { index: 1, count: 2 } }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DiscoveryFailedError);
    expect((error as DiscoveryFailedError).version).toBe('base');
    expect((error as Error).message).toMatch(/^benchmark discovery \(base build 1, BENCHGATE_DISCOVERY=1\) failed: /);
  }, 60_000);
});
