import { afterAll, describe, expect, it } from 'vitest';
import { resolveRunSettings } from '../../src/config/run-settings.js';
import { processMetricOf } from '../../src/parsers/process-metric-names.js';
import { runExperiment } from '../../src/runner/run-experiment.js';
import { createRepo, recordingLogger, removeDir } from './git-fixture.js';

// The counter inside the runner, with real processes under the real valgrind: a small sh suite
// (cheap under valgrind) that runs the benchmarks named in BENCHGATE_BENCHMARKS (all without it)
// and, in the version that says so, refuses to run under valgrind (valgrind preloads its core
// into the client: LD_PRELOAD names vgpreload).
/** The benchmarks of a run but the process metrics every execution records beside them (GNU time). */
const namesBesideProcessMetrics = (results: { benchmarks: { name: string }[] }) =>
  results.benchmarks.map((b) => b.name).filter((name) => processMetricOf(name) === null);

const suite = (refuseValgrind: boolean) => `
${refuseValgrind ? 'case "$LD_PRELOAD" in *vgpreload*) echo "not under valgrind" >&2; exit 3;; esac' : ''}
for name in \${BENCHGATE_BENCHMARKS:-alpha beta}; do
  echo "{\\"name\\":\\"$name\\",\\"value\\":1.5,\\"unit\\":\\"ms\\"}"
done
`;

const dirs: string[] = [];
afterAll(() => dirs.splice(0).forEach(removeDir));

function settingsFor(files: Record<string, string>, extra: Record<string, unknown> = {}) {
  const repo = createRepo(files, { 'README.md': 'head\n' });
  dirs.push(repo);
  return resolveRunSettings(repo, [
    {
      base: 'base',
      head: 'head',
      bench: ['/bin/sh', 'bench.sh'],
      binaries: 1,
      executions: 2,
      seed: 3,
      timeoutSeconds: 30,
      metrics: ['instructions'],
      ...extra,
    },
  ]);
}

describe('the instruction counter in the block loop', () => {
  it('split-benchmarks: one count per part, process part k/instructions, mirroring the timed executions', async () => {
    const results = await runExperiment(settingsFor({ 'bench.sh': suite(false) }, { splitBenchmarks: 1 }), { logger: recordingLogger() });
    expect(namesBesideProcessMetrics(results)).toEqual(['alpha', 'beta', 'process part 1/instructions', 'process part 2/instructions']);
    for (const name of ['process part 1/instructions', 'process part 2/instructions']) {
      const record = results.benchmarks.find((b) => b.name === name)!;
      expect(record.unit).toBe('instructions');
      const timed = results.benchmarks.find((b) => b.name === 'alpha')!;
      for (const side of ['base', 'head'] as const) {
        const counted = record[side].binaries[0].executions;
        expect(counted).toHaveLength(2);
        // The same blocks and order as the timed executions, one whole-number count each.
        expect(counted.map((e) => [e.block, e.order])).toEqual(timed[side].binaries[0].executions.map((e) => [e.block, e.order]));
        for (const e of counted) {
          expect(e.values).toHaveLength(1);
          expect(Number.isSafeInteger(e.values[0]) && e.values[0] > 10_000).toBe(true);
        }
      }
    }
    // The shell of both versions runs the same instructions: the counts of base and head are equal or nearly so.
    const part1 = results.benchmarks.find((b) => b.name === 'process part 1/instructions')!;
    const all = [...part1.base.binaries[0].executions, ...part1.head.binaries[0].executions].map((e) => e.values[0]);
    expect(Math.max(...all) / Math.min(...all)).toBeLessThan(1.01);
  });

  it('a benchmark that fails only under valgrind: its time is measured as usual, the counts are left out with a warning that gives the reason', async () => {
    const logger = recordingLogger();
    const results = await runExperiment(settingsFor({ 'bench.sh': suite(true) }), { logger });
    expect(namesBesideProcessMetrics(results)).toEqual(['alpha', 'beta']);
    expect(results.meta?.failedExecutions).toEqual({ base: 0, head: 0 });
    expect(logger.lines).toContain('warning: base binary 1, execution 1 under valgrind: exited with code 3: not under valgrind');
    expect(logger.lines.filter((line) => line.startsWith('warning: metrics: instructions: no execution under valgrind succeeded'))).toEqual([
      'warning: metrics: instructions: no execution under valgrind succeeded, so no instructions are reported; the first: exited with code 3: not under valgrind',
    ]);
  });
});
