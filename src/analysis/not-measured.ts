import type { AnalysisNote } from './notes.js';
import type { NotMeasuredBenchmark, ResultsFile } from '../results/results-format.js';

/**
 * The benchmarks a merged results file lists in `meta.notMeasured` (validated by
 * `validateResults`), by name. A name listed twice keeps its first reason.
 */
export function notMeasuredBenchmarks(results: ResultsFile): Map<string, NotMeasuredBenchmark> {
  const list = results.meta?.notMeasured;
  const byName = new Map<string, NotMeasuredBenchmark>();
  for (const entry of list ?? []) if (!byName.has(entry.name)) byName.set(entry.name, entry);
  return byName;
}

/** The note an unmeasured benchmark's report carries. */
export function notMeasuredNote(entry: NotMeasuredBenchmark): AnalysisNote {
  return { kind: 'not-measured', reason: entry.reason };
}
