import { findRegressionAcceptance, type RegressionAcceptance } from '../github/accepted-regression.js';
import type { GitHubClient } from '../github/octokit.js';
import { headPushedAt } from '../github/workflow-runs.js';
import type { SuiteReport } from '../analysis/report-types.js';
import { escapeMarkdown } from '../report/escape-markdown.js';
import type { Comparison } from './event-comparison.js';
import type { ActionJob } from './job-context.js';

export const NOT_ACCEPTED: RegressionAcceptance = { accepted: false };

/**
 * Whether a maintainer accepted the PR's regression with the accept label (read only when there
 * is a gated regression): the label must have been added after the head commit was pushed, as
 * this workflow's runs date the push (`headPushedAt`), by someone with write access or a login
 * in `accept-label-from`.
 */
export async function acceptanceFor(job: ActionJob, octokit: GitHubClient, comparison: Comparison, report: SuiteReport): Promise<RegressionAcceptance> {
  const pullRequest = comparison.pullRequest;
  if (pullRequest === undefined || report.summary.gatingRegressions === 0) return NOT_ACCEPTED;
  const { github, inputs, port } = job;
  const headSha = job.payload.pull_request?.head?.sha ?? '';
  const since = () => headPushedAt(octokit, { owner: github.owner, repo: github.repo, runId: Number(github.runId), headSha });
  const acceptance = await findRegressionAcceptance(octokit, {
    owner: github.owner,
    repo: github.repo,
    issueNumber: pullRequest,
    label: inputs.acceptLabel,
    head: { sha: headSha, since },
    trusted: inputs.acceptLabelFrom,
  }).catch((error: unknown) => {
    port.logger.warning(`benchgate could not read the PR's labels: ${error instanceof Error ? error.message : String(error)}`);
    return NOT_ACCEPTED;
  });
  if (acceptance.notForHead !== undefined) port.logger.warning(`benchgate: ${notForHeadText(acceptance, inputs.acceptLabel, (s) => s)}`);
  if (acceptance.notAuthorised !== undefined) port.logger.warning(`benchgate: ${notAuthorisedText(acceptance, inputs.acceptLabel, (s) => s)}`);
  return acceptance;
}

/** Why the accept label on the PR does not accept this head's regression. */
function notForHeadText(acceptance: RegressionAcceptance, label: string, escape: (text: string) => string): string {
  const { notForHead, by, at } = acceptance;
  const head = escape((notForHead?.headSha ?? '').slice(0, 12));
  const added = `The label \`${escape(label)}\` was added${by === undefined ? '' : ` by @\u200b${escape(by)}`}${at === undefined ? '' : ` at ${escape(at)}`}`;
  if (notForHead?.pushedAt !== undefined) {
    return (
      `${added} before ${head} was pushed (${escape(notForHead.pushedAt)}), so it accepted an earlier commit's regression, not this one: ` +
      'to accept this one, remove the label and add it again.'
    );
  }
  return (
    `${added}, but benchgate cannot tell whether that was after ${head} was pushed (${escape(notForHead?.why ?? 'unknown')}), so it does not ` +
    'accept this regression: remove the label and add it again once the run for this commit has finished.'
  );
}

/** Why the accept label, added for this head, does not count: who added it may not accept. */
function notAuthorisedText(acceptance: RegressionAcceptance, label: string, escape: (text: string) => string): string {
  const why = acceptance.notAuthorised;
  const added = `The label \`${escape(label)}\` was added${acceptance.by === undefined ? '' : ` by @\u200b${escape(acceptance.by)}`}`;
  const rule = 'only someone with write access to the repository, or a login the workflow lists in `accept-label-from`, accepts a regression.';
  if (why?.kind === 'no-write-access') {
    const access = why.role !== undefined && why.role !== why.permission ? `${why.role} (${why.permission})` : why.permission;
    return `${added}, who has ${escape(access)} access to this repository, so it does not accept this regression: ${rule}`;
  }
  if (why?.kind === 'permission-unreadable') {
    return `${added}, but benchgate could not read their permission (${escape(why.reason)}), so it does not accept this regression: ${rule}`;
  }
  return `${added}, but no \`labeled\` event names who added it, so it does not accept this regression: ${rule}`;
}

/** The report's note when a maintainer accepted the regression, or when the label on the PR does not accept this head's. */
export function acceptedNote(acceptance: RegressionAcceptance, label: string): string[] {
  if (acceptance.accepted) {
    return [
      `**Regression accepted** by @\u200b${escapeMarkdown(acceptance.by ?? 'a maintainer')} with the label \`${escapeMarkdown(label)}\`: the check passes.`,
    ];
  }
  if (acceptance.notAuthorised !== undefined) return [notAuthorisedText(acceptance, label, escapeMarkdown)];
  return acceptance.notForHead === undefined ? [] : [notForHeadText(acceptance, label, escapeMarkdown)];
}
