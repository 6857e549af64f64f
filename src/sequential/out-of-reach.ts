import type { AnalysisOptions } from '../config/analysis-options.js';
import type { BenchmarkPolicies } from '../config/benchmark-policy.js';
import type { ResultsFile } from '../results/results-format.js';
import type { BlockProgress } from './block-progress.js';
import type { SequentialOutcome } from './fold-looks.js';
import { futile } from './futility.js';
import { settleBudget } from './settle-budget.js';

/** A look that is not the final one, as futility stopping reads it. */
export interface LookForFutility {
  results: ResultsFile;
  progress: BlockProgress;
  /** The undecided benchmarks' outcomes so far. */
  undecided: readonly SequentialOutcome[];
  /** The information fraction the projection takes (the smallest of the look's and the planned shares). */
  fraction: number;
  /** Each benchmark's whole error, α over the look's divisor. */
  alpha: number;
  budgetSeconds: number;
  /** The look's number, 1-based. */
  look: number;
}

/**
 * Why no undecided benchmark can be decided within the budget (futility.ts), or null. A
 * benchmark without an interval yet is never out of reach, nor one whose measured noise and
 * costs would let a run planned for this budget settle it (budgetToSettle, what the report
 * recommends): the report never says both.
 */
export function outOfReach(look: LookForFutility, options: AnalysisOptions, policies: BenchmarkPolicies): string | null {
  const { undecided, progress } = look;
  if (undecided.length === 0) return null;
  const costs = {
    buildSeconds: progress.buildSeconds ?? 0,
    executionSeconds: progress.measureSeconds / Math.max(1, 2 * progress.blocks),
    startupSeconds: null,
  };
  const all = undecided.every((o) => {
    const change = o.analysis.change;
    const { minEffect } = policies.of(o.name);
    if (change === null || !futile({ change, fraction: look.fraction, alpha: look.alpha, minEffect })) return false;
    const settle = settleBudget(look.results, o.name, costs, minEffect, o.analysis.level, options);
    return settle === null || settle > look.budgetSeconds;
  });
  if (!all) return null;
  const which = undecided.length === 1 ? `${undecided[0].name} is` : `the ${undecided.length} undecided benchmarks are`;
  return (
    `at look ${look.look}, ${which} out of reach of the budget: even its last round could not narrow the interval to ±min-effect, ` +
    'and what it measured so far makes a change improbable'
  );
}
