import type { AnalysisSettings } from '../config/analysis-config.js';
import { analysisOptions, COMPARISON_DESIGNS, DECISION_RULES, DEFAULT_ANALYSIS_OPTIONS, type AnalysisOptions } from '../config/analysis-options.js';
import type { RunSettings } from '../config/run-settings.js';
import type { AdaptiveRunOptions } from '../planning/plan-run.js';
import { buildVariancePriors } from '../planning/prior.js';
import { isCompleteAnalysis, type AnalysisMeta, type HistoryPriorRecord } from '../results/analysis-record.js';
import type { ResultsMeta } from '../results/results-meta.js';
import { CORRECTIONS } from '../stats/multiple-testing.js';

/**
 * The settings that describe how the results were measured: the run order's and resampling's
 * seed, the failure limit, a calibration prior's build variances (which stand in for the
 * build level when the run had one build per version), and the estimator each execution was
 * summarised by (a run recorded before the default changed keeps its own). Gating again from a
 * run's results takes these from its record; the gate policy may come from elsewhere (`gatePolicy`).
 */
export const MEASURED_SETTINGS = ['seed', 'maxFailureShare', 'buildVariancePriors', 'historyPriors', 'estimator'] as const;
type MeasuredSetting = (typeof MEASURED_SETTINGS)[number];

/**
 * The one place the complete analysis settings are made, for every mode: the defaults, then
 * `measured` (what the run used: its own settings when it runs, its record `meta.analysis` when
 * gating again), then `policy` (the gate policy: the run's config and flags; when gating again,
 * what a trusted place gives: `analyze`'s flags, the label run's base-commit config, the
 * comment workflow's own). Undefined values count as not given.
 */
export function analysisSettings(measured: Partial<AnalysisOptions>, policy: Partial<AnalysisOptions> = {}): AnalysisOptions {
  return analysisOptions(measured, policy);
}

/**
 * The settings a run measures and reports with: its gate policy (config file, inputs or flags),
 * its seed and failure limit, and the build variances of its prior (an adaptive run planned
 * from one). `measure` records them whole in `meta.analysis`.
 */
export function runAnalysisOptions(
  policy: Partial<AnalysisOptions>,
  settings: Pick<RunSettings, 'seed' | 'maxFailureShare'>,
  adaptive: AdaptiveRunOptions | null,
): AnalysisOptions {
  const priors = adaptive?.prior ? buildVariancePriors(adaptive.prior) : {};
  return analysisSettings({ seed: settings.seed, maxFailureShare: settings.maxFailureShare, buildVariancePriors: priors }, policy);
}

/**
 * The gate policy of the action's modes as complete settings, all but the measured ones:
 * confidence, min-effect, correction, rule, detect-warmup and per-benchmark policies as given,
 * and the comparison's method as the action always runs it (the defaults: it has no inputs for
 * them). Laid over a run's record, it is what a label run or `mode: comment` gates with.
 */
export function gatePolicy(settings: AnalysisSettings): Omit<AnalysisOptions, MeasuredSetting> {
  const {
    seed: _seed,
    maxFailureShare: _limit,
    buildVariancePriors: _priors,
    historyPriors: _history,
    estimator: _estimator,
    ...method
  } = DEFAULT_ANALYSIS_OPTIONS;
  return { ...method, ...settings };
}

// meta.analysis records every setting: a new one fails to compile here until it is recorded.
type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false;
// (`robust` is only the old readers' copy of `estimator`.)
const RECORDED_WHOLE: SameKeys<Omit<AnalysisMeta, 'robust'>, Required<AnalysisOptions>> = true;
void RECORDED_WHOLE;

/** `meta.analysis`: the settings whole, as a plain JSON object (equal settings are deeply equal records). */
export function analysisRecord(options: AnalysisOptions): AnalysisMeta {
  return {
    confidence: options.confidence,
    minEffect: options.minEffect,
    correction: options.correction,
    rule: options.rule,
    design: options.design,
    estimator: options.estimator,
    robust: options.estimator === 'huber',
    detectWarmup: options.detectWarmup !== false,
    policies: options.policies.map((p) => ({
      match: p.match,
      ...(p.gate === undefined ? {} : { gate: p.gate }),
      ...(p.minEffect === undefined ? {} : { minEffect: p.minEffect }),
    })),
    seed: options.seed,
    maxFailureShare: options.maxFailureShare,
    bootstrapReplicates: options.bootstrapReplicates,
    moderate: options.moderate,
    buildVariancePriors: { ...options.buildVariancePriors },
    historyPriors: copyHistoryPriors(options.historyPriors),
  };
}

function copyHistoryPriors(priors: AnalysisOptions['historyPriors']): Record<string, HistoryPriorRecord> {
  return Object.fromEntries(Object.entries(priors ?? {}).map(([name, prior]) => [name, { ...prior }]));
}

/**
 * What a run's results say it was analysed with, for gating again: the whole record
 * (`meta.analysis`, checked when the file was read). A file from before the record was whole
 * gives what it has: the settings its partial record names (names this version knows), its
 * `meta.seed` and `meta.maxFailureShare`.
 */
export function recordedRunOptions(meta: ResultsMeta | undefined): Partial<AnalysisOptions> {
  const recorded = meta?.analysis;
  if (recorded !== undefined && isCompleteAnalysis(recorded)) {
    const { robust: _robust, ...settings } = recorded;
    return {
      ...settings,
      policies: recorded.policies.map((p) => ({ ...p })),
      buildVariancePriors: { ...recorded.buildVariancePriors },
      historyPriors: copyHistoryPriors(recorded.historyPriors),
    };
  }
  const known = <T extends string>(value: string, names: readonly T[]): T | undefined => names.find((name) => name === value);
  return {
    ...(recorded === undefined
      ? {}
      : {
          confidence: recorded.confidence,
          minEffect: recorded.minEffect,
          correction: known(recorded.correction, CORRECTIONS),
          rule: known(recorded.rule, DECISION_RULES),
          design: known(recorded.design, COMPARISON_DESIGNS),
          estimator: recorded.robust ? 'huber' : 'mean',
          detectWarmup: recorded.detectWarmup,
        }),
    ...(meta?.seed !== undefined && meta.seed < 2 ** 32 ? { seed: meta.seed } : {}),
    ...(meta?.maxFailureShare !== undefined ? { maxFailureShare: meta.maxFailureShare } : {}),
  };
}
