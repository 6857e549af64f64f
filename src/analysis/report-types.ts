import type { Better } from '../results/results-format.js';
import type { BenchmarkPolicy } from './benchmark-policy.js';
import type { ImpactFactor, ImpactFactors } from '../stats/impact-factors.js';
import type { Correction } from '../stats/multiple-testing.js';
import type { RecommendedCounts } from '../stats/repetition-counts.js';
import type { VarianceComponents } from '../stats/variance-components.js';

export const VERDICTS = ['regression', 'improvement', 'unchanged', 'inconclusive'] as const;
export type Verdict = (typeof VERDICTS)[number];

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
  /** Use the resampled median of subset means as each execution's mean (METHOD.md §4). */
  robust: boolean;
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
  maxFailureShare: 0.25,
  seed: 1,
  bootstrapReplicates: 1000,
  policies: [],
  moderate: true,
};

export interface VersionReport {
  mean: number;
  ci: [number, number];
  /**
   * The level whose spread gave the interval: `binary`, or `execution` when there is one binary
   * or the build is deterministic; `runner` when the binaries were measured on several runners
   * (replicas) and the runner is the top level.
   */
  level: 'runner' | 'binary' | 'execution';
  df: number;
  /** With runners, also `runner`: σ_R² (RunnerComponents). */
  components: VarianceComponents & { runner?: number | null };
  counts: { binaries: number; executions: number; measurements: number; failedExecutions: number; warmupMeasurements: number };
  /** With runners, also `runner`: SD of binary means across runners over SD within one. */
  impact: ImpactFactors & { runner?: ImpactFactor };
  /** Number of runners with data, when the binaries carry runner ids (replicas); absent otherwise. */
  runners?: number;
  /** Kalibera's eq. 17 interval, conservative, for reference. */
  paper: [number, number];
  deterministicBuild: boolean;
  /** Mean lag-1 autocorrelation within executions (null below 3 measurements). */
  lag1: number | null;
}

export interface DeltaReport {
  /** head / base − 1 in the benchmark's own unit; whether positive is worse depends on `better`. */
  relative: number;
  ci: [number, number];
  pValue: number;
  /** p-value after the suite-wide correction. */
  pAdjusted: number;
  design: 'paired' | 'independent';
  df: number;
  /**
   * Confidence level of `ci`: the run's confidence, or the stricter level the suite-wide
   * correction demands of this benchmark (1 − α·p/p_adjusted), so that `ci` excludes 0
   * exactly when the adjusted p-value is below α. The verdict is read off this interval.
   */
  ciLevel: number;
  /** The suite-wide moderation: prior degrees of freedom added to this benchmark's own. */
  priorDf?: number;
}

export interface BenchmarkReport {
  name: string;
  unit: string;
  better: Better;
  base: VersionReport | null;
  head: VersionReport | null;
  delta: DeltaReport | null;
  verdict: Verdict;
  changeDetected: boolean;
  /** `gate`: a regression fails the check; `report`: shown only. */
  gate: 'gate' | 'report';
  /** The min-effect this benchmark was judged with (its policy's, or the run's). */
  minEffect: number;
  recommended: RecommendedCounts | null;
  /** Why a verdict is inconclusive, and anything else the reader should know. */
  notes: string[];
}

export interface SuiteReport {
  version: 1;
  options: AnalysisOptions;
  benchmarks: BenchmarkReport[];
  summary: {
    regressions: number;
    /** Regressions of benchmarks whose policy is `gate`: these fail the check. */
    gatingRegressions: number;
    improvements: number;
    unchanged: number;
    inconclusive: number;
  };
  /** Benchmarks left out by an `ignore` policy. */
  ignored: string[];
  meta?: Record<string, unknown>;
}
