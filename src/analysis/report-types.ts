import type { FromZeroSource } from './decide-from-zero.js';
import type { HistoryNoise } from '../results/history-format.js';
import type { AnalysisOptions } from '../config/analysis-options.js';
import type { Better } from '../results/results-format.js';
import type { ResultsMeta } from '../results/results-meta.js';
import type { ImpactFactor, ImpactFactors } from '../stats/impact-factors.js';
import type { RecommendedCounts } from '../stats/repetition-counts.js';
import type { VarianceComponents } from '../stats/variance-components.js';
import type { AnalysisNote, HistoryPriorUse, VerdictNote } from './notes.js';

export const VERDICTS = ['regression', 'improvement', 'unchanged', 'inconclusive'] as const;
export type Verdict = (typeof VERDICTS)[number];

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
  /**
   * Executions recorded without a warm-up split in which the analysis found one and cut it
   * (stats/warmup.ts): how many, of how many, and the largest relative move of an execution's
   * mean, |mean of all values / mean of the kept ones − 1|. Absent when nothing was cut.
   */
  warmupCut?: { executions: number; of: number; largestShift: number };
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

/**
 * Why a benchmark cannot be decided however much more it is measured (a value, not a sentence:
 * report/ renders it). `zero-base-mean`: base's mean is exactly 0, and a relative change from
 * zero is undefined.
 */
export type UndecidedReason = {
  kind: 'zero-base-mean';
  /** Every value base recorded is 0 (a count base never incurs), while head's are not all 0. */
  baseAllZero?: true;
};

/**
 * A verdict reached without measuring (a value: report/ renders it). `identical-inputs`: both
 * versions read byte-identical inputs in a traced execution (src/proof/, docs/proof.md);
 * `identical-values`: every value both versions recorded is the same number.
 */
export type VerdictSource =
  | { kind: 'identical-inputs'; filesRead: number; hash: string }
  /**
   * Every value of both versions is the same number (`process/major-faults` at 0 in every
   * process): unchanged with no interval, since there is no variation to estimate one from.
   */
  | { kind: 'identical-values'; value: number }
  /** Base was 0 in every process, head on one side of 0 in every process: Δ = `change`, in the benchmark's unit (decide-from-zero.ts). */
  | FromZeroSource;

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
  /** What the analysis found that the reader should know (failures, fallbacks, builds, warm-up), as values that report/ words. */
  notes: AnalysisNote[];
  /** Why the fixed design's interval flagged no change, from the decision itself (analysis/decide.ts). */
  verdictNote?: VerdictNote;
  /** Set when no amount of data could decide this benchmark (it is then inconclusive). */
  undecided?: UndecidedReason;
  /** The comparison's own noise before any prior moderated it (what a history entry records: analysis/history-prior.ts). */
  noise?: HistoryNoise;
  /** What became of the benchmark's history prior, when the analysis had one. */
  historyPrior?: HistoryPriorUse;
  /** Set when the verdict was reached without measuring (then `delta`, `base` and `head` are null). */
  verdictSource?: VerdictSource;
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
  /**
   * A process's own metrics (CPU time, peak RSS, context switches, major page faults) that no
   * policy names: analysed apart and report-only, outside `benchmarks`, `summary` and the verdict
   * (analyze-results.ts analyzeApart). Absent when there are none.
   */
  metrics?: BenchmarkReport[];
  meta?: ResultsMeta;
}
