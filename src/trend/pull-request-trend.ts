import type { SuiteReport } from '../analysis/report-types.js';
import type { HistoryFile } from '../results/history-format.js';
import { benchmarkSeries } from './benchmark-series.js';
import { sparkline } from './sparkline.js';

export interface PullRequestTrend {
  name: string;
  /** The last main-branch means, oldest first, as ▁▂▃▄▅▆▇█ ('' without history). */
  sparkline: string;
  /** Runs in the sparkline. */
  runs: number;
  /** The stored runs of the PR's base commit (several when the commit was measured more than once). */
  storedBase: Array<{ mean: number; ci: [number, number]; runId: string }>;
  /**
   * The base as measured in this PR run does not overlap any stored interval for the same
   * commit: the same code measured differently, so the runner (not the code) differs.
   */
  baseDisagrees: boolean;
}

function overlaps(a: readonly [number, number], b: readonly [number, number]): boolean {
  return a[0] <= b[1] && b[0] <= a[1];
}

/**
 * For each benchmark of a PR's report: a sparkline of the last `runs` main-branch means and
 * whether the base measured in the PR disagrees with the history for the same base commit.
 * Pure. A benchmark the history does not know gets an empty sparkline and no flag.
 */
export function trendForPullRequest(history: HistoryFile, baseSha: string, report: SuiteReport, options: { runs?: number } = {}): PullRequestTrend[] {
  const limit = options.runs ?? 20;
  const series = new Map(benchmarkSeries(history).map((s) => [s.name, s]));
  return report.benchmarks.map((benchmark) => {
    const s = series.get(benchmark.name);
    const recent = s && s.unit === benchmark.unit ? s.runs.slice(-limit) : [];
    const storedBase = s && s.unit === benchmark.unit ? s.runs.filter((r) => r.sha === baseSha).map((r) => ({ mean: r.mean, ci: r.ci, runId: r.runId })) : [];
    const measured = benchmark.base?.ci;
    return {
      name: benchmark.name,
      sparkline: sparkline(recent.map((r) => r.mean)),
      runs: recent.length,
      storedBase,
      baseDisagrees: measured !== undefined && storedBase.length > 0 && !storedBase.some((stored) => overlaps(stored.ci, measured)),
    };
  });
}

/** A compact table cell: the sparkline, and "⚠️ runner noise?" when the base disagrees with history. */
export function pullRequestTrendCell(trend: PullRequestTrend): string {
  const parts = [trend.sparkline || '—'];
  if (trend.baseDisagrees) parts.push('⚠️ runner noise?');
  return parts.join(' ');
}
