import { mkdtemp, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { measurementFailures } from '../analysis/measurement-failure.js';
import { analyzeWithStopping } from '../sequential/analyze-sequential.js';
import { sequentialReportLines } from '../sequential/sequential-notes.js';
import { createOctokit } from '../github/octokit.js';
import { pullRequestHeadSha } from '../github/pull-request-head.js';
import type { ArtifactStore } from '../ports/artifact-store.js';
import { renderMarkdownReport } from '../report/markdown.js';
import { parseResults } from '../results/validate-results.js';
import { Output, type ActionInputs } from './action-inputs.js';
import type { ActionPort } from './action-port.js';
import { parseRunContext } from './action-context.js';
import { readEventPayload, type GitHubEnv } from './github-env.js';
import { overallVerdict } from './overall-verdict.js';
import { publishComment, publishSummary } from './publish-report.js';

/**
 * `mode: comment`, for a `workflow_run` workflow with write permission: download the results
 * artifact of the run that measured the PR, re-analyse the raw results (nothing rendered by
 * that untrusted run is posted as is), and post the sticky comment. It never checks out or
 * runs PR code. The PR named in the artifact must have the head commit that the triggering run
 * measured, so a forged artifact cannot comment on another PR.
 */
export async function commentMode(port: ActionPort, inputs: ActionInputs, github: GitHubEnv, artifacts: ArtifactStore): Promise<void> {
  const payload = await readEventPayload(github);
  const dir = await mkdtemp(join(github.tempDir, 'benchgate-comment-'));
  await artifacts.download(inputs.artifactName, dir);
  const context = parseRunContext(await readFile(join(dir, 'context.json'), 'utf8'));
  const results = parseResults(await readFile(join(dir, 'results.json'), 'utf8'), `results.json in artifact ${inputs.artifactName}`);
  const report = analyzeWithStopping(results, {
    ...context.analysis,
    policies: context.analysis.policies ?? [],
    ...recordedRunOptions(results.meta),
  });
  // The same headline as the measuring run's check: a version it could not measure failed that check.
  const markdown = renderMarkdownReport(report, { runUrl: context.runUrl, extraNotes: sequentialReportLines(report), measurementFailures: measurementFailures(results) });
  await publishSummary(port, markdown);
  port.setOutput(Output.Verdict, overallVerdict(report));
  port.setOutput(Output.Regressions, String(report.summary.gatingRegressions));

  if (context.pullRequest === null) {
    port.logger.info('The measured run was not for a pull request: nothing to comment on.');
    return;
  }
  const octokit = createOctokit(inputs.token, github.apiUrl);
  const measuredHead: string | undefined = payload.workflow_run?.head_sha;
  if (measuredHead) {
    const prHead = await pullRequestHeadSha(octokit, github.owner, github.repo, context.pullRequest);
    if (prHead !== measuredHead) {
      port.logger.warning(`Not commenting: pull request #${context.pullRequest} has head ${prHead}, but the measured run was for ${measuredHead}.`);
      return;
    }
  }
  const url = await publishComment(port, octokit, { owner: github.owner, repo: github.repo, pullRequest: context.pullRequest, workflow: context.workflow }, markdown, inputs.comment, report);
  port.setOutput(Output.CommentUrl, url ?? '');
}

/**
 * The seed and max-failure-share the measuring run analysed with (recorded in results.json's
 * meta), so the comment says what the check decided: with the defaults instead, a run whose
 * config allowed more failed executions would be "inconclusive" here but a regression there.
 */
function recordedRunOptions(meta: Record<string, unknown> | undefined): { seed?: number; maxFailureShare?: number } {
  const { seed, maxFailureShare } = meta ?? {};
  return {
    ...(typeof seed === 'number' && Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32 ? { seed } : {}),
    ...(typeof maxFailureShare === 'number' && maxFailureShare >= 0 && maxFailureShare <= 1 ? { maxFailureShare } : {}),
  };
}
