import type { AnalysisOptions } from '../config/analysis-options.js';
import type { RunSettings } from '../config/run-settings.js';
import { adaptiveExecutionsPerBuild } from '../planning/plan-design.js';
import { planRun, type AdaptiveRunOptions } from '../planning/plan-run.js';
import type { ResultsFile } from '../results/results-format.js';
import { runExperiment, type ExperimentContext } from '../runner/run-experiment.js';
import { DEFAULT_MAX_LOOKS, DEFAULT_SPENDING } from '../stats/alpha-spending.js';
import { SequentialController } from '../sequential/sequential-controller.js';
import type { SequentialOutcome } from '../sequential/fold-looks.js';
import { processMetricOf } from '../parsers/process-metric-names.js';

/**
 * The adaptive experiment: plans l, builds, then runs rounds of interleaved blocks until the
 * sequential analysis decides every benchmark or the budget is spent. The results carry the
 * plan (`meta.plan`) and the design with every look (`meta.sequential`), which
 * analyzeWithStopping (analyze-sequential.ts) replays for the verdicts. Glue: the runner does
 * the I/O, the controller decides.
 */
export async function runAdaptiveExperiment(
  settings: RunSettings,
  analysis: AnalysisOptions,
  adaptive: AdaptiveRunOptions,
  context: ExperimentContext,
): Promise<ResultsFile> {
  const plan = planRun(settings, analysis, adaptive);
  for (const reason of plan.reasons) context.logger.info(`plan: ${reason}`);
  const controller = new SequentialController(
    {
      alpha: 1 - analysis.confidence,
      spending: adaptive.spending ?? DEFAULT_SPENDING,
      maxLooks: adaptive.maxLooks ?? DEFAULT_MAX_LOOKS,
      budgetSeconds: adaptive.budgetSeconds,
      maxFailureShare: settings.maxFailureShare,
      format: settings.format,
      ...(adaptive.question === undefined ? {} : { question: adaptive.question }),
    },
    analysis,
    (message) => context.logger.info(message),
  );
  const results = await runExperiment(
    { ...settings, binaries: plan.binaries, executions: adaptiveExecutionsPerBuild(plan.binaries) },
    { ...context, afterBlock: controller.afterBlock, budgetSeconds: adaptive.budgetSeconds, changeDetected: () => changeDetected(controller.decisions) },
  );
  // A run the proof took (every part proved) measured nothing: the design never had a look to stop at.
  const proved = results.meta?.proof?.proved === true;
  results.meta = { ...results.meta, plan, sequential: controller.record(proved ? 'proof' : null) };
  return results;
}

/** A benchmark of the suite (not a process metric) whose deciding look detected a change: the rows "Where the time went" goes under. */
function changeDetected(outcomes: ReadonlyMap<string, SequentialOutcome>): boolean {
  return [...outcomes.values()].some((o) => o.analysis.decision?.changeDetected === true && processMetricOf(o.name) === null);
}
