import {
  buildMarker,
  CommentError,
  FORKS_HINT,
  GITHUB_ACTIONS_BOT_LOGIN,
  stickyCommentWrite,
  updateStickyComment,
  upsertStickyComment,
} from '../github/sticky-comment.js';
import type { GitHubClient } from '../github/octokit.js';
import type { ActionPort } from './action-port.js';
import type { CommentPolicy } from './action-inputs.js';
import { fitCommentBody } from './comment-body.js';
import { fitJobSummary } from './job-summary.js';

export interface CommentTarget {
  owner: string;
  repo: string;
  pullRequest: number;
  workflow: string;
}

/**
 * Posts or updates the one sticky comment for this PR and workflow (`changed`: the report
 * detected a change, or has news the policy `on-change` comments on). Never throws: comment
 * trouble is infrastructure trouble, reported as a warning (or, for a fork's read-only token,
 * as a notice pointing to the two-workflow setup) while the verdict stands.
 */
export async function publishComment(
  port: ActionPort,
  octokit: GitHubClient,
  target: CommentTarget,
  markdown: string,
  policy: CommentPolicy,
  changed: boolean,
): Promise<string | undefined> {
  const write = stickyCommentWrite(policy, changed);
  if (write === 'none') {
    port.logger.info(`Comment skipped (comment: ${policy}).`);
    return undefined;
  }
  const marker = buildMarker(target.workflow);
  try {
    const result = await (write === 'upsert' ? upsertStickyComment : updateStickyComment)(octokit, {
      owner: target.owner,
      repo: target.repo,
      issueNumber: target.pullRequest,
      marker,
      // The marker goes in before the fit: added afterwards it pushed a cut report over the limit (HTTP 422).
      body: fitCommentBody(`${marker}\n${markdown}`),
      botLogin: port.env.BENCHGATE_BOT_LOGIN || GITHUB_ACTIONS_BOT_LOGIN,
    });
    if (result === null) {
      port.logger.info(`Comment skipped (comment: ${policy}: no change detected and no earlier comment to bring up to date).`);
      return undefined;
    }
    port.logger.info(`Comment ${result.action}${result.url ? `: ${result.url}` : " (GitHub's answer gave no URL)"}`);
    return result.url || undefined;
  } catch (error) {
    if (error instanceof CommentError && error.kind === 'forbidden') {
      // The error's message already ends with the forks hint when GitHub said "Resource not accessible by integration".
      port.notice(`benchgate could not comment on the pull request: ${error.message}${error.hint ? '' : ` ${FORKS_HINT}`}`);
      return undefined;
    }
    port.logger.warning(`benchgate could not comment on the pull request: ${(error as Error).message}`);
    return undefined;
  }
}

/** Writes the job summary, cut to GitHub's 1 MiB limit when it is larger; a failure is a warning. */
export async function publishSummary(port: ActionPort, markdown: string): Promise<void> {
  try {
    await port.writeSummary(fitJobSummary(markdown));
  } catch (error) {
    port.logger.warning(`benchgate could not write the job summary: ${(error as Error).message}`);
  }
}
