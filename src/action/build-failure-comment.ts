import { escapeMarkdown } from '../report/escape-markdown.js';
import type { BuildFailedError } from '../runner/build.js';
import { runUrl } from './github-env.js';
import type { ActionJob } from './job-context.js';
import { publishComment } from './publish-report.js';

/**
 * A build failed before anything was measured: the pull request's sticky comment says so, so
 * that it no longer shows the verdict of an earlier commit while the check fails. Neither the
 * command (it may hold a secret, which GitHub masks in logs but not in comments) nor its output
 * (the PR's, and long) goes into the comment: both are in the job log, which it links to.
 */
export async function commentBuildFailure(job: ActionJob, pullRequest: number, headSha: string, error: BuildFailedError): Promise<void> {
  const { port, inputs, github, services } = job;
  const markdown = buildFailureMarkdown(error, headSha, runUrl(github));
  const target = { owner: github.owner, repo: github.repo, pullRequest, workflow: github.workflow };
  await publishComment(port, services.github(inputs.token, github.apiUrl), target, markdown, inputs.comment, true);
}

export function buildFailureMarkdown(error: BuildFailedError, headSha: string, logUrl: string): string {
  return [
    `### benchgate: ❌ the ${error.version} build failed`,
    '',
    `Build ${error.binary + 1} of ${error.version} ${escapeMarkdown(error.reason)}, so nothing was measured for ${headSha.slice(0, 12)} ` +
      `and the check fails. The command and its output are in the [job log](${logUrl}).`,
    '',
  ].join('\n');
}
