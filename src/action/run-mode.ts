import { adaptiveOptions, DEFAULT_BUDGET_MINUTES, effectiveBudget } from '../experiment/prior-file.js';
import { measure } from '../experiment/measure.js';
import { runAnalysisOptions } from '../experiment/analysis-settings.js';
import type { ActionJob, MeasuringJob } from './job-context.js';
import { githubMeta } from './job-context.js';
import { publishRun } from './publish-run.js';
import { BuildFailedError } from '../runner/build.js';
import { commentBuildFailure } from './build-failure-comment.js';

/**
 * `mode: run` (without `shard`): measure base and head (adaptive with `budget`, or with the
 * default budget when neither `budget` nor `binaries`/`executions` is given; the fixed design
 * when `binaries` or `executions` is given without `budget`), analyse, and report everywhere the run can: outputs, job summary, error
 * annotations, the artifact and (on pull requests) the sticky comment. Fails the check when a
 * version could not be measured, or a gated benchmark regressed unless a maintainer accepted it by label.
 */
export async function runMode(job: ActionJob, resolved: MeasuringJob): Promise<void> {
  const { inputs, port, github } = job;
  const budget = effectiveBudget({ budgetMinutes: inputs.budgetMinutes, designGiven: resolved.designGiven });
  if (budget.defaulted)
    port.logger.info(
      `benchgate: no \`budget\`, \`binaries\` or \`executions\` given: an adaptive run with the default budget of ${DEFAULT_BUDGET_MINUTES} minutes ` +
        '(give `binaries` and `executions` for the fixed design).',
    );
  const adaptive = await adaptiveOptions({ budgetMinutes: budget.budgetMinutes, prior: inputs.prior, binaries: inputs.binaries }, resolved.repo);
  const notes = budget.defaulted
    ? [
        ...resolved.notes,
        `The workflow named no design, so this run was adaptive with the default budget of ${DEFAULT_BUDGET_MINUTES} min; ` +
          '`binaries` and `executions` give the fixed design, `budget` another length.',
      ]
    : resolved.notes;
  const analysis = runAnalysisOptions(resolved.analysis, resolved.settings, adaptive);
  const results = await measure({ settings: resolved.settings, analysis, adaptive, logger: port.logger }).catch(async (error: unknown) => {
    if (error instanceof BuildFailedError && resolved.comparison.pullRequest !== undefined) {
      await commentBuildFailure(job, resolved.comparison.pullRequest, resolved.headSha, error);
    }
    throw error;
  });
  results.meta = { ...results.meta, github: githubMeta(github, resolved.comparison) };
  await publishRun(job, {
    payload: resolved.payload,
    comparison: resolved.comparison,
    repo: resolved.repo,
    results,
    baseSha: resolved.baseSha,
    headSha: resolved.headSha,
    analysis: resolved.analysis,
    analysisOptions: analysis,
    notes,
    // The adaptive design's looks decide without it (docs/statistics.md, "History prior").
    fitHistoryPrior: adaptive === null,
  });
}
