import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveRunSettings } from '../../src/config/run-settings.js';
import { runExperiment } from '../../src/runner/run-experiment.js';
import { mergeParts, splitParts } from '../../src/runner/split-benchmarks.js';
import { createRepo, recordingLogger, removeDir, tempDir } from './git-fixture.js';

/**
 * A suite of 5 benchmarks that runs only those named in BENCHGATE_BENCHMARKS (all without it),
 * prints only the names under BENCHGATE_DISCOVERY=1, and appends one line per process to a log
 * outside the checkout: version, execution, and the benchmarks it ran. Each value is the
 * number of benchmarks its process ran.
 */
const bench = (log: string) => `
import { appendFileSync } from 'node:fs';
const all = ['alpha', 'beta', 'gamma', 'delta', 'epsilon'];
const wanted = process.env.BENCHGATE_BENCHMARKS;
const names = wanted === undefined ? all : all.filter((n) => wanted.split('\\n').includes(n));
if (process.env.BENCHGATE_DISCOVERY !== '1')
  appendFileSync(${JSON.stringify(log)}, JSON.stringify({ version: process.env.BENCHGATE_VERSION, execution: process.env.BENCHGATE_EXECUTION, names }) + '\\n');
for (const name of names) for (let i = 0; i < 3; i++) console.log(JSON.stringify({ name, value: names.length + i * 0.01, unit: 'ms' }));
`;

const dirs: string[] = [];
afterAll(() => dirs.splice(0).forEach(removeDir));

describe('split-benchmarks', () => {
  it('runs each execution as processes of at most N benchmarks, base and head of each part back to back', async () => {
    const logDir = tempDir();
    const log = join(logDir, 'processes.jsonl');
    const repo = createRepo({ 'bench.mjs': bench(log) }, { 'bench.mjs': `${bench(log)}\n// head` });
    dirs.push(repo, logDir);
    const settings = resolveRunSettings(repo, [
      { base: 'base', head: 'head', bench: ['node', 'bench.mjs'], binaries: 1, executions: 3, seed: 7, timeoutSeconds: 30, splitBenchmarks: 2 },
    ]);
    const results = await runExperiment(settings, { logger: recordingLogger() });
    // 5 benchmarks in parts of at most 2: 3 processes per execution, each value from a process that ran only its part.
    expect(results.meta!.splitBenchmarks).toEqual({ perProcess: 2, processes: 3 });
    expect(results.meta!.discovery!.benchmarks).toEqual(['alpha', 'beta', 'delta', 'epsilon', 'gamma']);
    const sizes = Object.fromEntries(splitParts(['alpha', 'beta', 'delta', 'epsilon', 'gamma'], 2).flatMap((part) => part.map((n) => [n, part.length])));
    // Each part's process has its own metrics, named by the part.
    const partMetrics = results.benchmarks.filter((b) => b.name.startsWith('process part ')).map((b) => b.name);
    expect(partMetrics.filter((n) => n.endsWith('/max-rss')).sort()).toEqual(['process part 1/max-rss', 'process part 2/max-rss', 'process part 3/max-rss']);
    for (const b of results.benchmarks.filter((record) => !record.name.startsWith('process part '))) {
      for (const side of [b.base, b.head]) {
        const executions = side.binaries.flatMap((binary) => binary.executions);
        expect(executions).toHaveLength(3);
        for (const e of executions) expect(e.values.map(Math.floor)).toEqual([sizes[b.name], sizes[b.name], sizes[b.name]]);
      }
    }
    // The processes in the order they ran: 3 blocks × 3 parts × (base, head); within a block, each part's two processes are adjacent.
    const processes = readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { version: string; execution: string; names: string[] });
    expect(processes).toHaveLength(3 * 3 * 2);
    for (let i = 0; i < processes.length; i += 2) {
      const [first, second] = [processes[i], processes[i + 1]];
      expect(new Set([first.version, second.version])).toEqual(new Set(['base', 'head']));
      expect(first.names).toEqual(second.names);
      expect(first.execution).toBe(second.execution);
    }
    // Every part ran once per execution and version.
    const counted = new Map<string, number>();
    for (const p of processes) counted.set(`${p.version}/${p.names.join(',')}`, (counted.get(`${p.version}/${p.names.join(',')}`) ?? 0) + 1);
    expect([...counted.values()]).toEqual([3, 3, 3, 3, 3, 3]);
  }, 120_000);
});

describe('mergeParts', () => {
  const common = { startedAt: '2026-11-27T10:00:01.000Z', durationMs: 100, exitCode: 0, stderrTail: '' };
  it('joins the parts’ measurements and durations, and fails the execution naming the part that failed', () => {
    const a = { ...common, ok: true as const, measurements: [{ name: 'a', value: 1, unit: 'ms' }] };
    const b = { ...common, startedAt: '2026-11-27T10:00:00.000Z', ok: true as const, measurements: [{ name: 'b', value: 2, unit: 'ms' }] };
    const merged = mergeParts([a, b], [['a'], ['b']]);
    expect(merged).toMatchObject({ ok: true, durationMs: 200, startedAt: '2026-11-27T10:00:00.000Z', measurements: [{ name: 'a' }, { name: 'b' }] });
    const failed = mergeParts([a, { ...common, ok: false as const, failure: 'exit code 1', canceled: false, exitCode: 1 }], [['a'], ['b', 'c']]);
    expect(failed).toMatchObject({ ok: false, failure: 'part 2 of 2 (b, c): exit code 1', exitCode: 1 });
  });
});
