import type { AnalysisOptions } from '../config/analysis-options.js';
import { pairedNoiseOf } from '../planning/paired-noise.js';
import { budgetToSettle } from '../planning/plan-design.js';
import type { RunCosts } from '../planning/run-costs.js';
import type { ResultsFile } from '../results/results-format.js';
import { InsufficientDataError } from '../stats/insufficient-data.js';

/**
 * The budget that would settle the benchmark at min-effect, from its noise so far and the
 * costs given (plan-design.ts budgetToSettle); null when none up to a day would, or when its
 * data cannot tell yet. What the report recommends, and what futility stopping defers to.
 */
export function settleBudget(results: ResultsFile, name: string, costs: RunCosts, minEffect: number, level: number, options: AnalysisOptions): number | null {
  const record = results.benchmarks.find((b) => b.name === name);
  if (!record) return null;
  try {
    return budgetToSettle(pairedNoiseOf(record, options), costs, minEffect, level);
  } catch (error) {
    if (error instanceof InsufficientDataError) return null;
    throw error;
  }
}
