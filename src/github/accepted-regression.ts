/**
 * "Accepted regression" is a PR label (e.g. `benchgate:accept-regression`). The gate passes
 * while the label is on the PR, and the comment names who added it.
 */
import type { RestEndpointMethodTypes } from '@octokit/rest';
import { toGitHubApiError } from './api-error.js';
import type { GitHubClient } from './octokit.js';

export interface RegressionAcceptanceQuery {
  owner: string;
  repo: string;
  issueNumber: number;
  /** Label name; compared case-insensitively, as GitHub does. */
  label: string;
}

export interface RegressionAcceptance {
  /** The label is on the PR now. */
  accepted: boolean;
  /** Login of whoever added the label most recently (absent if not accepted, or no event was found). */
  by?: string;
  /** When they added it (ISO 8601). */
  at?: string;
}

type IssueEvent = RestEndpointMethodTypes['issues']['listEvents']['response']['data'][number];

const sameLabel = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/**
 * Reads the PR's current labels (all pages); only if the label is there, walks the issue events
 * (all pages) for the latest `labeled` event of that label to find its actor.
 *
 * @throws GitHubApiError (kind forbidden / not-found / rate-limited / other)
 */
export async function findRegressionAcceptance(octokit: GitHubClient, query: RegressionAcceptanceQuery): Promise<RegressionAcceptance> {
  const { owner, repo, issueNumber, label } = query;
  const where = `${owner}/${repo}#${issueNumber}`;

  let labels: { name: string }[];
  try {
    labels = await octokit.paginate(octokit.rest.issues.listLabelsOnIssue, {
      owner,
      repo,
      issue_number: issueNumber,
      per_page: 100,
    });
  } catch (error) {
    throw toGitHubApiError(error, `list the labels of ${where}`);
  }
  if (!labels.some((l) => sameLabel(l.name, label))) return { accepted: false };

  let events: IssueEvent[];
  try {
    events = await octokit.paginate(octokit.rest.issues.listEvents, {
      owner,
      repo,
      issue_number: issueNumber,
      per_page: 100,
    });
  } catch (error) {
    throw toGitHubApiError(error, `list the events of ${where}`);
  }

  let latest: IssueEvent | undefined;
  for (const event of events) {
    if (event.event !== 'labeled') continue;
    const name = 'label' in event ? event.label?.name : undefined;
    if (name === undefined || !sameLabel(name, label)) continue;
    // Events come oldest first; compare timestamps anyway rather than trust the order.
    if (latest === undefined || Date.parse(event.created_at) >= Date.parse(latest.created_at)) latest = event;
  }
  const by = latest?.actor?.login;
  return by === undefined ? { accepted: true } : { accepted: true, by, at: latest?.created_at };
}
