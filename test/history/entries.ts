import { HISTORY_FORMAT_VERSION, type HistoryBenchmark, type HistoryEntry, type HistoryFile } from '../../src/results/history-format.js';

/** A small valid benchmark record for tests; `mean` sets the level, the rest is plausible filler. */
export function benchmark(name: string, mean: number, halfWidth = mean * 0.01): HistoryBenchmark {
  return {
    name,
    unit: 'ns',
    better: 'lower',
    mean,
    ci: [mean - halfWidth, mean + halfWidth],
    df: 2,
    variance: [1, 2, 3],
    counts: [3, 15, 450, 0],
    impact: [1.5, 1.1],
    means: [[mean], [mean], [mean]],
  };
}

/** An entry for day `day` (2025-01-01 + day); run id and sha derived from it unless given. */
export function entry(day: number, overrides: Partial<HistoryEntry> = {}, benchmarks: HistoryBenchmark[] = [benchmark('parse', 100)]): HistoryEntry {
  const date = new Date(Date.UTC(2025, 0, 1 + day, 3, 17)).toISOString();
  return {
    sha: `sha${String(day).padStart(4, '0')}`,
    date,
    measuredAt: date,
    runId: String(1000 + day),
    runAttempt: 1,
    runner: 'test runner',
    confidence: 0.95,
    benchmarks,
    ...overrides,
  };
}

export function history(entries: HistoryEntry[]): HistoryFile {
  return { version: HISTORY_FORMAT_VERSION, entries };
}

export const keys = (h: HistoryFile) => h.entries.map((e) => `${e.sha}/${e.runId}#${e.runAttempt}`);
