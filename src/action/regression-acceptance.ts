import { findRegressionAcceptance, type RegressionAcceptance } from '../github/accepted-regression.js';
import type { GitHubClient } from '../github/octokit.js';
import { headPushedAt } from '../github/workflow-runs.js';
import type { SuiteReport } from '../analysis/report-types.js';
import type { RunNote } from '../analysis/notes.js';
import { acceptLabelText } from '../report/run-notes.js';
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
  // The log's warning in the report's words, unescaped (report/run-notes.ts).
  for (const note of acceptedNote(acceptance, inputs.acceptLabel))
    if (note.kind === 'accept-label-not-for-head' || note.kind === 'accept-label-not-authorised')
      port.logger.warning(`benchgate: ${acceptLabelText(note, (text) => text)}`);
  return acceptance;
}

/** The report's note when a maintainer accepted the regression, or when the label on the PR does not accept this head's. */
export function acceptedNote(acceptance: RegressionAcceptance, label: string): RunNote[] {
  if (acceptance.accepted) return [{ kind: 'regression-accepted', label, by: acceptance.by ?? null }];
  const { by, at } = acceptance;
  const who = by === undefined ? {} : { by };
  if (acceptance.notAuthorised !== undefined) return [{ kind: 'accept-label-not-authorised', label, ...who, why: acceptance.notAuthorised }];
  const head = acceptance.notForHead;
  if (head === undefined) return [];
  return [{ kind: 'accept-label-not-for-head', label, ...who, ...(at === undefined ? {} : { at }), ...head }];
}
