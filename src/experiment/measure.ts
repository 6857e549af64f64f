import type { AnalysisOptions } from '../config/analysis-options.js';
import type { RunSettings } from '../config/run-settings.js';
import type { AdaptiveRunOptions } from '../planning/plan-run.js';
import type { Logger } from '../ports/logger.js';
import type { ResultsFile } from '../results/results-format.js';
import type { OutputNote } from '../results/output-notes.js';
import { outputNoteText } from '../report/output-notes.js';
import { processSweeper } from '../runner/process-sweeper.js';
import { runExperiment, type ExperimentShard } from '../runner/run-experiment.js';
import type { ProfileRequest } from '../runner/cpu-profiler.js';
import { runAdaptiveExperiment } from './run-adaptive.js';

export interface MeasureRequest {
  settings: RunSettings;
  /**
   * The run's complete analysis settings (`runAnalysisOptions`): the adaptive design decides its
   * looks with them. The gate records them whole in `meta.analysis` when it analyses (gate.ts).
   */
  analysis: AnalysisOptions;
  /** The adaptive design (a budget), or null for the fixed one. */
  adaptive: AdaptiveRunOptions | null;
  /** Measure only this shard of the suite (fixed design only). */
  shard?: ExperimentShard;
  logger: Logger;
  /** Stops the measuring from outside (a bisection's deadline): rejects with the signal's reason, the worktrees removed. */
  signal?: AbortSignal;
  /** Profile one more execution of each run per block (runner/cpu-profiler.ts); absent: no profiling. */
  profile?: ProfileRequest;
}

/**
 * Runs the experiment, fixed or adaptive, the same for the CLI and the action. The adaptive
 * design's looks use `analysis`; the gate (gate.ts `analyseRun`) records the same settings in
 * `meta.analysis`, so the run's own report and a later re-gate of the results all use them.
 */
export async function measure(request: MeasureRequest): Promise<ResultsFile> {
  let results: ResultsFile;
  try {
    results = await measureWith(request);
  } finally {
    // Before anything is written from the results: nothing a benchmark started may still run.
    processSweeper().sweepAll('after measuring');
  }
  return results;
}

async function measureWith(request: MeasureRequest): Promise<ResultsFile> {
  const { settings, adaptive, shard, logger } = request;
  const extra = {
    ...(request.signal === undefined ? {} : { signal: request.signal }),
    ...(request.profile === undefined ? {} : { profile: request.profile }),
    onOutputNote: logOutputNote(logger),
  };
  if (adaptive === null) return runExperiment(settings, { logger, planTarget: request.analysis, ...extra, ...(shard === undefined ? {} : { shard }) });
  if (shard !== undefined) throw new RangeError('a shard runs the fixed design: an adaptive run cannot be sharded');
  return runAdaptiveExperiment(settings, request.analysis, adaptive, { logger, ...extra });
}

/** Logs each different note about the executions' output once, when first seen, in report/'s words (the report shows them too). */
export function logOutputNote(logger: Logger): (note: OutputNote) => void {
  return (note) => logger.warning(outputNoteText(note));
}
