import type { HistoryFile } from '../results/history-format.js';
import type { Better } from '../results/results-format.js';
import { tCritical } from '../stats/distributions.js';

/** One run's measurement of one benchmark, in history order. */
export interface SeriesRun {
  /** Index of the entry in the history. */
  entry: number;
  sha: string;
  date: string;
  runId: string;
  mean: number;
  ci: [number, number];
  /** Variance of the run's mean: (half-width of its interval / t quantile)². */
  variance: number;
}

export interface BenchmarkSeries {
  name: string;
  unit: string;
  better: Better;
  runs: SeriesRun[];
  /** Runs left out because they were recorded in another unit than the newest one. */
  otherUnit: number;
}

/**
 * Every benchmark's series of per-run means, oldest first, in order of the benchmarks' first
 * appearance. A benchmark whose unit changed keeps only the runs in its newest unit (means
 * in different units are not one series).
 */
export function benchmarkSeries(history: HistoryFile): BenchmarkSeries[] {
  const byName = new Map<string, { unit: string; better: Better; runs: Array<SeriesRun & { unit: string }> }>();
  history.entries.forEach((entry, index) => {
    for (const b of entry.benchmarks) {
      const halfWidth = (b.ci[1] - b.ci[0]) / 2;
      const se = halfWidth / tCritical(entry.confidence, b.df);
      const run = { entry: index, sha: entry.sha, date: entry.date, runId: entry.runId, mean: b.mean, ci: b.ci, variance: se * se, unit: b.unit };
      const series = byName.get(b.name);
      if (series) {
        series.runs.push(run);
        series.unit = b.unit;
        series.better = b.better;
      } else {
        byName.set(b.name, { unit: b.unit, better: b.better, runs: [run] });
      }
    }
  });
  return [...byName].map(([name, s]) => {
    const runs = s.runs.filter((r) => r.unit === s.unit).map(({ unit: _unit, ...run }) => run);
    return { name, unit: s.unit, better: s.better, runs, otherUnit: s.runs.length - runs.length };
  });
}
