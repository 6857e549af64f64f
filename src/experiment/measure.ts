import { DEFAULT_ANALYSIS_OPTIONS, type AnalysisOptions } from '../config/analysis-options.js';
import type { RunSettings } from '../config/run-settings.js';
import type { AdaptiveRunOptions } from '../planning/plan-run.js';
import { buildVariancePriors } from '../planning/prior.js';
import type { Logger } from '../ports/logger.js';
import type { ResultsFile } from '../results/results-format.js';
import { runExperiment, type ExperimentShard } from '../runner/run-experiment.js';
import { analysisMetaOf } from './recorded-analysis.js';
import { runAdaptiveExperiment } from './run-adaptive.js';

export interface MeasureRequest {
  settings: RunSettings;
  /** The analysis the adaptive design decides with (its looks); unused by the fixed design. */
  analysis: Partial<AnalysisOptions>;
  /** The adaptive design (a budget), or null for the fixed one. */
  adaptive: AdaptiveRunOptions | null;
  /** Measure only this shard of the suite (fixed design only). */
  shard?: ExperimentShard;
  logger: Logger;
}

/**
 * Runs the experiment, fixed or adaptive, the same for the CLI and the action. The adaptive
 * design's analysis uses the run's seed and failure limit, so its looks and a later
 * re-analysis of the results agree.
 */
export async function measure(request: MeasureRequest): Promise<ResultsFile> {
  const results = await measureWith(request);
  // What the run will report with, so that a later analysis of the file can say where it differs.
  results.meta = { ...results.meta, analysis: analysisMetaOf(request.analysis) };
  return results;
}

async function measureWith(request: MeasureRequest): Promise<ResultsFile> {
  const { settings, adaptive, shard, logger } = request;
  if (adaptive === null) return runExperiment(settings, { logger, ...(shard === undefined ? {} : { shard }) });
  if (shard !== undefined) throw new RangeError('a shard runs the fixed design: an adaptive run cannot be sharded');
  const analysis = { ...DEFAULT_ANALYSIS_OPTIONS, ...request.analysis, ...runAnalysisOptions(settings, adaptive) };
  return runAdaptiveExperiment(settings, analysis, adaptive, { logger });
}

/**
 * What the run's own analysis takes from the run: one seed for the run order and the
 * resampling (the whole run replays from it), its failure limit, and a prior's build
 * variances, which stand in where the run's builds cannot show them (one build per version).
 */
export function runAnalysisOptions(
  settings: RunSettings,
  adaptive: AdaptiveRunOptions | null,
): Pick<AnalysisOptions, 'seed' | 'maxFailureShare' | 'buildVariancePriors'> {
  return {
    seed: settings.seed,
    maxFailureShare: settings.maxFailureShare,
    ...(adaptive?.prior ? { buildVariancePriors: buildVariancePriors(adaptive.prior) } : {}),
  };
}
