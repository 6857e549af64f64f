import { describe, expect, it } from 'vitest';
import type { BenchmarkReport, SuiteReport, VersionReport } from '../../src/analysis/report-types.js';
import { DEFAULT_ANALYSIS_OPTIONS } from '../../src/config/analysis-options.js';
import { pullRequestTrendCell, trendForPullRequest } from '../../src/trend/pull-request-trend.js';
import { sparkline } from '../../src/trend/sparkline.js';
import { shaOf, trendHistory } from './trend-fixture.js';

function version(mean: number, ci: [number, number]): VersionReport {
  return {
    mean,
    ci,
    level: 'binary',
    df: 2,
    components: { binary: 0, execution: 0, measurement: 0 },
    counts: { binaries: 3, executions: 15, measurements: 450, failedExecutions: 0, warmupMeasurements: 0 },
    impact: { execution: { estimate: null, ci: null }, binary: { estimate: null, ci: null } },
    paper: ci,
    deterministicBuild: false,
    lag1: null,
  };
}

function report(benchmarks: Array<{ name: string; unit?: string; base: VersionReport | null }>): SuiteReport {
  return {
    version: 1,
    options: DEFAULT_ANALYSIS_OPTIONS,
    benchmarks: benchmarks.map((b): BenchmarkReport => ({
      name: b.name,
      unit: b.unit ?? 'ns',
      better: 'lower',
      base: b.base,
      head: b.base,
      delta: null,
      verdict: 'inconclusive',
      changeDetected: false,
      gate: 'gate',
      minEffect: 0.01,
      recommended: null,
      notes: [],
    })),
    summary: { regressions: 0, gatingRegressions: 0, improvements: 0, unchanged: 0, inconclusive: benchmarks.length },
    ignored: [],
  };
}

describe('sparkline', () => {
  it.each([
    [[1, 2, 3, 4, 5, 6, 7, 8], '▁▂▃▄▅▆▇█'],
    [[5, 5, 5], '▄▄▄'],
    [[10, 0], '█▁'],
    [[], ''],
    [[1, Number.NaN, 3], '▁█'],
  ])('%j → %s', (values, expected) => {
    expect(sparkline(values)).toBe(expected);
  });
});

describe('trendForPullRequest', () => {
  const history = trendHistory();
  const base = shaOf(39);
  const stored = history.entries[39].benchmarks.find((b) => b.name === 'parse/large')!;

  it('draws the last main-branch means of each benchmark', () => {
    const [trend] = trendForPullRequest(history, base, report([{ name: 'parse/large', base: version(stored.mean, stored.ci) }]), { runs: 8 });
    expect(trend.runs).toBe(8);
    expect([...trend.sparkline]).toHaveLength(8);
    // The regression at run 36 shows as the last four bars standing high.
    expect([...trend.sparkline].slice(0, 4).every((c) => '▁▂▃'.includes(c))).toBe(true);
    expect([...trend.sparkline].slice(4).every((c) => '▆▇█'.includes(c))).toBe(true);
    expect(trend.storedBase).toEqual([{ mean: stored.mean, ci: stored.ci, runId: '9039' }]);
    expect(trend.baseDisagrees).toBe(false);
    expect(pullRequestTrendCell(trend)).toBe(trend.sparkline);
  });

  it('flags a base measured in the PR whose interval misses the stored one for the same commit', () => {
    const far = version(stored.ci[1] * 1.05, [stored.ci[1] * 1.02, stored.ci[1] * 1.08]);
    const touching = version(stored.ci[1] * 1.05, [stored.ci[1], stored.ci[1] * 1.1]);
    const trends = trendForPullRequest(history, base, report([{ name: 'parse/large', base: far }]));
    expect(trends[0].baseDisagrees).toBe(true);
    expect(pullRequestTrendCell(trends[0])).toMatch(/ ⚠️ runner noise\?$/);
    expect(trendForPullRequest(history, base, report([{ name: 'parse/large', base: touching }]))[0].baseDisagrees).toBe(false);
  });

  it('agrees when any of several stored runs of the base commit overlaps', () => {
    const repeated = shaOf(33); // runs 33 and 34 measured this commit
    const runs = history.entries.filter((e) => e.sha === repeated).map((e) => e.benchmarks.find((b) => b.name === 'runner/sensitive')!);
    expect(runs).toHaveLength(2);
    const [trend] = trendForPullRequest(history, repeated, report([{ name: 'runner/sensitive', base: version(runs[1].mean, runs[1].ci) }]));
    expect(trend.storedBase).toHaveLength(2);
    expect(trend.baseDisagrees).toBe(false);
  });

  it('has nothing to say about benchmarks, units or commits the history does not know', () => {
    const trends = trendForPullRequest(
      history,
      'f'.repeat(40),
      report([
        { name: 'parse/large', base: version(1, [0.9, 1.1]) },
        { name: 'brand/new', base: version(1, [0.9, 1.1]) },
        { name: 'io/write', unit: 'ms', base: null },
      ]),
    );
    expect(trends.map((t) => [t.name, t.baseDisagrees, t.storedBase.length])).toEqual([
      ['parse/large', false, 0],
      ['brand/new', false, 0],
      ['io/write', false, 0],
    ]);
    expect(trends[1].sparkline).toBe('');
    expect(trends[2].sparkline).toBe('');
    expect(pullRequestTrendCell(trends[1])).toBe('—');
  });
});
