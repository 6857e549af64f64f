import type { AnalysisOptions } from '../config/analysis-options.js';
import type { BenchmarkReport } from './report-types.js';
import { decideVerdict } from './verdict.js';

/** A benchmark's notes without the one its fixed verdict added (decideVerdict's), e.g. when another rule decides. */
export function withoutVerdictNote(benchmark: BenchmarkReport, options: AnalysisOptions): string[] {
  if (!benchmark.delta || !benchmark.base || !benchmark.head) return benchmark.notes.slice();
  const { note } = decideVerdict({
    ...benchmark.delta,
    better: benchmark.better,
    minEffect: benchmark.minEffect,
    rule: options.rule,
    baseCi: benchmark.base.ci,
    headCi: benchmark.head.ci,
  });
  return benchmark.notes.filter((n) => n !== note);
}
