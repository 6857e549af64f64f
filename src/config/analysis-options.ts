import type { Correction } from '../stats/multiple-testing.js';
import type { BenchmarkPolicy } from './benchmark-policy.js';

export const DECISION_RULES = ['interval', 'overlap'] as const;
export type DecisionRule = (typeof DECISION_RULES)[number];

export const COMPARISON_DESIGNS = ['auto', 'paired', 'independent'] as const;
export type ComparisonDesign = (typeof COMPARISON_DESIGNS)[number];

export interface AnalysisOptions {
  confidence: number;
  /** Smallest relative change worth flagging, e.g. 0.01 for 1 %. */
  minEffect: number;
  rule: DecisionRule;
  correction: Correction;
  design: ComparisonDesign;
  /** Use a Huber M-estimate as each execution's mean (stats/robust-mean.ts). */
  robust: boolean;
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
  /** Moderate each benchmark's variance with an empirical-Bayes prior from the whole suite (limma's squeezeVar). */
  moderate: boolean;
}

export const DEFAULT_ANALYSIS_OPTIONS: AnalysisOptions = {
  confidence: 0.95,
  minEffect: 0.01,
  rule: 'interval',
  correction: 'holm',
  design: 'auto',
  robust: false,
  detectWarmup: true,
  maxFailureShare: 0.25,
  seed: 1,
  bootstrapReplicates: 1000,
  policies: [],
  moderate: true,
};
