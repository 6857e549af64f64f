import { adaptiveOptions } from '../experiment/prior-file.js';
import { measure } from '../experiment/measure.js';
import { runAnalysisOptions } from '../experiment/analysis-settings.js';
import type { ActionJob, MeasuringJob } from './job-context.js';
import { githubMeta } from './job-context.js';
import { publishRun } from './publish-run.js';
import { BuildFailedError } from '../runner/build.js';
import { commentBuildFailure } from './build-failure-comment.js';

/**
 * `mode: run` (without `shard`): measure base and head (fixed design, or adaptive with
 * `budget`), analyse, and report everywhere the run can: outputs, job summary, error
 * annotations, the artifact and (on pull requests) the sticky comment. Fails the check when a
 * version could not be measured, or a gated benchmark regressed unless a maintainer accepted it by label.
 */
export async function runMode(job: ActionJob, resolved: MeasuringJob): Promise<void> {
  const { inputs, port, github } = job;
  const adaptive = await adaptiveOptions({ budgetMinutes: inputs.budgetMinutes, prior: inputs.prior, binaries: inputs.binaries }, resolved.repo);
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
    notes: resolved.notes,
  });
}
