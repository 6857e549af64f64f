/**
 * Process metrics through the bundled action as a runner runs it (`node dist/index.js`, every
 * action.yml default as INPUT_*, the local GitHub API stand-in): the JSON-lines benchmark of the
 * tiny npm project keeps a 64 MiB buffer on base and a 128 MiB one on head. Peak RSS follows the
 * pages touched, nearly to the page, so +64 MiB over a ~110 MiB process cannot hide in machine
 * load; the benchmark's own times (CPU time of fixed work) are the same in both versions.
 */
import { describe, expect, it } from 'vitest';
import { useActionFixture } from './support/action-fixture.js';
import { describeRun, Origin, projectFiles } from './support/runner.js';

const fixture = useActionFixture();

/** The project's bench.src.mjs with a buffer of `mib` MiB kept (filled, so its pages are resident) while the benchmark runs. */
function allocating(mib: number): Record<string, string> {
  const files = projectFiles();
  return { 'bench.src.mjs': `const kept = Buffer.alloc(${mib} * 1024 * 1024, 1);\n${files['bench.src.mjs']}if (kept[12345] !== 1) console.error('lost');\n` };
}

async function runOn(origin: Origin, number: number) {
  const pr = fixture.openPullRequest(number, allocating(128), origin);
  return fixture.runOnPullRequestWithResults(pr, {}, { origin, runId: 7_100_000_000 + number });
}

type Row = { name: string; verdict: string; gate: string; delta: { relative: number } | null };
type MetricRecord = { name: string; unit: string; base: { binaries: { executions: { values: number[] }[] }[] } };

describe('process metrics in the bundled action', () => {
  it('records CPU time and peak RSS for every execution; an allocation increase is reported, not gated, when no policy names max-rss', async () => {
    const origin = new Origin({ ...projectFiles(), ...allocating(64) });
    const { run, results, report } = await runOn(origin, 51);
    expect(run.exitCode, describeRun(run)).toBe(0);
    // Every execution of the JSON-lines benchmark has its process's CPU time and peak RSS.
    for (const name of ['process/cpu', 'process/max-rss']) {
      const record = results.benchmarks.find((b: MetricRecord) => b.name === name);
      expect(record, name).toBeDefined();
      for (const side of ['base', 'head'] as const) {
        const executions = record[side].binaries.flatMap((b: MetricRecord['base']['binaries'][number]) => b.executions);
        expect(executions).toHaveLength(12);
        for (const e of executions) expect(e.values).toHaveLength(1);
      }
    }
    // Report-only, apart from the suite: the suite's verdict is the time benchmarks'.
    expect(report.benchmarks.map((b: Row) => b.name).sort()).toEqual(['parse', 'sort']);
    const rss = report.metrics.find((m: Row) => m.name === 'process/max-rss');
    expect(rss).toMatchObject({ verdict: 'regression', gate: 'report' });
    expect(rss.delta.relative).toBeGreaterThan(0.3);
    expect(run.outputs.verdict).not.toBe('regression');
    expect(run.summary).toContain('Process metrics that changed');
    expect(run.summary).toMatch(/\| process\/max-rss \| [\d.]+ ± [\d.]+ MiB \| [\d.]+ ± [\d.]+ MiB \| \+/);
    // Time stays the first table.
    expect(run.summary.indexOf('| parse |')).toBeLessThan(run.summary.indexOf('| process/max-rss |'));
  });

  it('fails the check on the same allocation increase when the base config names max-rss', async () => {
    const config = { '.github/benchgate.yml': 'benchmarks:\n  - match: "process/max-rss"\n    min-effect: 10%\n' };
    const origin = new Origin({ ...projectFiles(), ...allocating(64), ...config });
    const { run, report } = await runOn(origin, 52);
    expect(run.exitCode, describeRun(run)).not.toBe(0);
    expect(run.outputs.verdict).toBe('regression');
    const rss = report.benchmarks.find((b: Row) => b.name === 'process/max-rss');
    expect(rss).toMatchObject({ verdict: 'regression', gate: 'gate', minEffect: 0.1 });
    expect(run.stdout).toMatch(/::error[^\n]*process\/max-rss/);
  });
});
