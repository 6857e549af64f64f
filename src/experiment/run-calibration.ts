import type { AnalysisOptions } from '../config/analysis-options.js';
import type { RunSettings } from '../config/run-settings.js';
import type { ResultsFile } from '../results/results-format.js';
import { runExperiment, type ExperimentContext } from '../runner/run-experiment.js';
import { DEFAULT_MAX_LOOKS, DEFAULT_SPENDING } from '../stats/alpha-spending.js';
import { stopWhenBudgetSpent } from '../sequential/budget-stop.js';
import { planRun, type AdaptiveRunOptions } from '../planning/plan-run.js';
import { calibrate, type Calibration } from '../planning/calibration.js';
import { analyse } from './analyse.js';
import { recordSettings } from './gate.js';
import { adaptiveExecutionsPerBuild } from '../planning/plan-design.js';
import { logOutputNote } from './measure.js';

/**
 * The calibration run: `settings.head` against itself (A/A) for the whole budget, with the
 * builds per version a run of that budget would use (from the prior, or the settings), then
 * calibrate() on the analysis of the gate both front ends call (gate.ts: the settings recorded
 * in `meta.analysis`, then analysed once). Glue for `benchgate calibrate` and the action's
 * `mode: calibrate`: the runner does the I/O. `keep` stores the measured results, with their
 * record, before anything is analysed or fitted, so that no failure of the fit loses the run.
 * Throws what runExperiment throws.
 */
export async function runCalibration(
  settings: RunSettings,
  analysis: AnalysisOptions,
  adaptive: Pick<AdaptiveRunOptions, 'budgetSeconds' | 'prior' | 'binaries'>,
  context: ExperimentContext,
  keep: (results: ResultsFile) => Promise<void>,
): Promise<{ results: ResultsFile; calibration: Calibration | null }> {
  const { budgetSeconds } = adaptive;
  // An A/A measures noise: a proof would find head's inputs identical to its own and measure nothing.
  const aa = { ...settings, base: settings.head, proveUnchanged: false };
  const plan = planRun(aa, analysis, adaptive);
  for (const reason of plan.reasons) context.logger.info(`plan: ${reason}`);
  const results = await runExperiment(
    { ...aa, binaries: plan.binaries, executions: adaptiveExecutionsPerBuild(plan.binaries) },
    { onOutputNote: logOutputNote(context.logger), ...context, afterBlock: stopWhenBudgetSpent(budgetSeconds), budgetSeconds },
  );
  const options = recordSettings(results, { measured: analysis });
  await keep(results);
  const measured = results.benchmarks.some((b) => b.head.binaries.some((binary) => binary.executions.some((e) => e.values.length > 0)));
  if (!measured) return { results, calibration: null };
  const calibration = calibrate(results, analyse(results, options).report, options, { budgetSeconds, maxLooks: DEFAULT_MAX_LOOKS, spending: DEFAULT_SPENDING });
  calibration.meta = { sha: results.meta?.shas?.head, runner: results.meta?.runner, startedAt: results.meta?.startedAt, seed: settings.seed };
  return { results, calibration };
}
