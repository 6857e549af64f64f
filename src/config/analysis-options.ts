import type { Correction } from '../stats/multiple-testing.js';
import type { BenchmarkPolicy } from './benchmark-policy.js';

// The names are the results format's (meta.analysis records them): defined there, below config/.
export { COMPARISON_DESIGNS, DECISION_RULES, type ComparisonDesign, type DecisionRule } from '../results/analysis-record.js';
import type { ComparisonDesign, DecisionRule, HistoryPriorRecord } from '../results/analysis-record.js';
import type { ExecutionEstimator } from '../stats/execution-location.js';
export { EXECUTION_ESTIMATORS, type ExecutionEstimator } from '../stats/execution-location.js';

/**
 * Every setting of an analysis. `meta.analysis` records them whole (results/analysis-record.ts)
 * and experiment/analysis-settings.ts makes them for every mode, so that gating again from the
 * results uses what the run used.
 */
export interface AnalysisOptions {
  confidence: number;
  /** Smallest relative change worth flagging, e.g. 0.01 for 1 %. */
  minEffect: number;
  rule: DecisionRule;
  correction: Correction;
  design: ComparisonDesign;
  /**
   * How each execution's level is estimated (stats/execution-location.ts): the 8 % winsorized
   * mean unless given; `huber` is `--robust`.
   */
  estimator: ExecutionEstimator;
  /** Detect warm-up in executions recorded without a `warmup` split, as `run` does (stats/warmup.ts); on unless false. */
  detectWarmup?: boolean;
  /** A version with a larger share of failed executions is not analysed. */
  maxFailureShare: number;
  seed: number;
  bootstrapReplicates: number;
  /** Per-benchmark gate mode and min-effect, first matching pattern wins. */
  policies: BenchmarkPolicy[];
  /**
   * Per benchmark name, the build-to-build variance relative to the mean squared (σ_V²/μ²),
   * known from a calibration prior (`buildVariancePriors` in planning/prior.ts): used when the
   * data hold too few builds to estimate it.
   */
  buildVariancePriors?: Readonly<Record<string, number>>;
  /**
   * Per benchmark name, an empirical-Bayes prior for its comparison variance from the noise
   * earlier runs on the same runner recorded in the history (analysis/history-prior.ts); used
   * when the run's design is the prior's and its own variance agrees with it.
   */
  historyPriors?: Readonly<Record<string, HistoryPriorRecord>>;
  /** Moderate each benchmark's variance with an empirical-Bayes prior from the whole suite (limma's squeezeVar). */
  moderate: boolean;
}

export const DEFAULT_ANALYSIS_OPTIONS: AnalysisOptions = {
  confidence: 0.95,
  minEffect: 0.01,
  rule: 'interval',
  correction: 'holm',
  design: 'auto',
  estimator: 'winsorized',
  detectWarmup: true,
  maxFailureShare: 0.25,
  seed: 1,
  bootstrapReplicates: 1000,
  policies: [],
  buildVariancePriors: {},
  historyPriors: {},
  moderate: true,
};

/**
 * Complete analysis options: the defaults under what is given (undefined values count as not
 * given). The one place defaults are applied; the analysis itself takes only complete options.
 * A run's settings are made here through experiment/analysis-settings.ts (its record and gate
 * policy layered); a test or a simulation names only what it changes.
 */
export function analysisOptions(...layers: Partial<AnalysisOptions>[]): AnalysisOptions {
  const given = (layer: Partial<AnalysisOptions>) => Object.fromEntries(Object.entries(layer).filter(([, value]) => value !== undefined));
  const options = layers.reduce<AnalysisOptions>((whole, layer) => ({ ...whole, ...given(layer) }), DEFAULT_ANALYSIS_OPTIONS);
  return {
    ...options,
    detectWarmup: options.detectWarmup !== false,
    policies: options.policies.map((policy) => ({ ...policy })),
    buildVariancePriors: { ...options.buildVariancePriors },
    historyPriors: Object.fromEntries(Object.entries(options.historyPriors ?? {}).map(([name, prior]) => [name, { ...prior }])),
  };
}
