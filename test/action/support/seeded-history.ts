import type { HistoryEntry } from '../../../src/results/history-format.js';

/**
 * Run-to-run scatter of the seeded runs, in %: a fixed sequence with a standard deviation of
 * about 1.5 %, what nightly runs of one commit on one runner type show. Copies of one entry
 * without it would tell the change-point noise rule that the runner never varies, and a real run
 * on a busy machine would then look like a step of its own.
 */
const SCATTER_PERCENT = [0.4, -1.3, 1.9, -0.6, 1.1, -2.2, 0.8, -0.2, 1.6, -1.7, 0.1, 2.3, -0.9, 0.6, -1.4, 1.3, -0.3, -1.9, 0.9, 0.2];

function scaled<T extends HistoryEntry['benchmarks'][number]>(b: T, factor: number): T {
  return { ...b, mean: b.mean * factor, ci: [b.ci[0] * factor, b.ci[1] * factor], means: b.means.map((m) => m.map((x) => x * factor)) };
}

/**
 * A copy of `entry` as the trend run of commit `sha` (a made-up one by default), dated `index`
 * days into 2020: every benchmark scaled by the index's scatter, and `sort` also by `sortFactor`.
 */
export function seededRun(entry: HistoryEntry, index: number, sortFactor: number, sha = index.toString(16).padStart(2, '0').repeat(20)): HistoryEntry {
  const date = new Date(Date.UTC(2020, 0, 1 + index)).toISOString();
  const scatter = 1 + SCATTER_PERCENT[index % SCATTER_PERCENT.length] / 100;
  return {
    ...entry,
    sha,
    date,
    measuredAt: date,
    runId: String(1000 + index),
    benchmarks: entry.benchmarks.map((b) => scaled(b, scatter * (b.name === 'sort' ? sortFactor : 1))),
  };
}

/** The issue whose body carries `marker` (exactly one, or the test fails with what there is). */
export function issueWithMarker<T extends { number: number; title: string; body?: string | null }>(issues: readonly T[], marker: string): T {
  const matching = issues.filter((i) => (i.body ?? '').includes(marker));
  if (matching.length !== 1) {
    throw new Error(`expected one issue with ${marker}, found ${matching.length}: ${issues.map((i) => `#${i.number} ${i.title}`).join('; ') || 'no issues'}`);
  }
  return matching[0];
}
