/**
 * Issue 43, reserved names: a benchmark cannot supply a value under a name benchgate measures
 * itself. Through the bundled action as a runner runs it (every action.yml default as INPUT_*,
 * the local GitHub API stand-in): the base commit gates `process/max-rss` at 10 %, as
 * docs/runner.md shows; head keeps 64 MiB more than base and prints one line
 * `{"name":"process/max-rss","value":40000,"unit":"KiB"}`. On main the run kept the printed
 * value and dropped the measured one, and the check passed (exit 0).
 */
import { describe, expect, it } from 'vitest';
import { useActionFixture } from './support/action-fixture.js';
import { describeRun, Origin, projectFiles } from './support/runner.js';

const fixture = useActionFixture();

/** The project's bench.src.mjs with a buffer of `mib` MiB kept while it runs, and `extra` printed after its own lines. */
function allocating(mib: number, extra = ''): Record<string, string> {
  const files = projectFiles();
  return {
    'bench.src.mjs': `const kept = Buffer.alloc(${mib} * 1024 * 1024, 1);\n${files['bench.src.mjs']}if (kept[12345] !== 1) console.error('lost');\n${extra}`,
  };
}

type Row = { name: string; verdict: string; gate: string };
type MetricRecord = { name: string; base: { binaries: { executions: { values: number[] }[] }[] }; head: MetricRecord['base'] };

describe('a name benchgate measures itself, printed by the benchmark', () => {
  it('process/max-rss printed by head is recorded as harness/process/max-rss; the measured +64 MiB fails the gate', { timeout: 300_000 }, async () => {
    const config = { '.github/benchgate.yml': 'benchmarks:\n  - match: "process/max-rss"\n    min-effect: 10%\n' };
    const origin = new Origin({ ...projectFiles(), ...allocating(64), ...config });
    const forged = `console.log(JSON.stringify({ name: 'process/max-rss', value: 40000, unit: 'KiB' }));\n`;
    const number = 53;
    const pr = fixture.openPullRequest(number, allocating(128, forged), origin);
    const { run, results, report } = await fixture.runOnPullRequestWithResults(pr, {}, { origin, runId: 7_100_000_000 + number });

    expect(run.exitCode, describeRun(run)).not.toBe(0);
    expect(run.outputs.verdict).toBe('regression');
    expect(report.benchmarks.find((b: Row) => b.name === 'process/max-rss')).toMatchObject({ verdict: 'regression', gate: 'gate' });
    // benchgate's own record holds only what GNU time measured: one value per process, all far above the printed 40000 KiB.
    const measured = results.benchmarks.find((b: MetricRecord) => b.name === 'process/max-rss');
    const headValues = measured.head.binaries.flatMap((b: MetricRecord['base']['binaries'][number]) => b.executions.flatMap((e) => e.values));
    expect(headValues).toHaveLength(12);
    for (const value of headValues) expect(value).toBeGreaterThan(100 * 1024);
    // The printed value is kept, visibly, under the harness's prefix.
    const printed = results.benchmarks.find((b: MetricRecord) => b.name === 'harness/process/max-rss');
    expect(printed.head.binaries.flatMap((b: MetricRecord['base']['binaries'][number]) => b.executions.flatMap((e) => e.values))).toEqual(
      Array(12).fill(40000),
    );
    expect(run.summary).toContain(
      '**Reserved names.** The benchmark printed values under names benchgate measures itself; they are recorded as harness/process/max-rss.',
    );
    expect(run.warnings.join('\n')).toContain(
      'the benchmark output reports "process/max-rss", a name benchgate measures itself: its values are recorded as "harness/process/max-rss"',
    );
  });
});
