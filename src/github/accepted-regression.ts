/**
 * "Accepted regression" is a PR label (e.g. `benchgate:accept-regression`). It accepts the
 * regression of the head commit it was added for: the check passes while the label is on the PR
 * and was added after that commit became the PR's head by someone with write access or a login
 * the workflow lists (label-authority.ts), and the comment names who added it. A push after the
 * label (a new head) needs the label again.
 */
import type { RestEndpointMethodTypes } from '@octokit/rest';
import { toGitHubApiError } from './api-error.js';
import { labelAuthority, type NotAuthorised } from './label-authority.js';
import type { GitHubClient } from './octokit.js';

export interface RegressionAcceptanceQuery {
  owner: string;
  repo: string;
  issueNumber: number;
  /** Label name; compared case-insensitively, as GitHub does. */
  label: string;
  /**
   * The head commit whose regression the label would accept, and when it became the pull
   * request's head by GitHub's clock (`since`, asked only when the label is on the PR).
   */
  head: { sha: string; since: () => Promise<HeadSince> };
  /** Logins whose label counts without asking GitHub for their permission (`accept-label-from`). */
  trusted?: readonly string[];
}

/** When the head commit became the pull request's head, or why that cannot be told. */
export type HeadSince = { at: string } | { unknown: string };

export interface RegressionAcceptance {
  /** The label is on the PR now, and was added after the head commit was pushed. */
  accepted: boolean;
  /** Login of whoever added the label most recently (absent if not accepted, or no event was found). */
  by?: string;
  /** When they added it (ISO 8601). */
  at?: string;
  /**
   * The label is on the PR but does not accept this head's regression: it was added before the
   * head commit was pushed (`pushedAt`), or when it was added or pushed cannot be told (`why`).
   */
  notForHead?: { headSha: string; pushedAt?: string; why?: string };
  /** The label was added for this head, but by someone whose label does not count, and why. */
  notAuthorised?: NotAuthorised;
}

type IssueEvent = RestEndpointMethodTypes['issues']['listEvents']['response']['data'][number];

const sameLabel = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/**
 * Reads the PR's current labels (all pages); only if the label is there, walks the issue events
 * (all pages) for the latest `labeled` event of that label (its actor and time) and the latest
 * `head_ref_force_pushed`, asks when the head became the head, and accepts only a label added
 * after that (`acceptanceForHead`) by someone whose label counts (`labelAuthority`; a permission
 * that cannot be read is `notAuthorised`, never thrown).
 *
 * @throws GitHubApiError (kind forbidden / not-found / rate-limited / other)
 */
export async function findRegressionAcceptance(octokit: GitHubClient, query: RegressionAcceptanceQuery): Promise<RegressionAcceptance> {
  const { owner, repo, issueNumber, label } = query;
  const where = `${owner}/${repo}#${issueNumber}`;

  const page = { owner, repo, issue_number: issueNumber, per_page: 100 };
  const labels: { name: string }[] = await listing(`list the labels of ${where}`, () => octokit.paginate(octokit.rest.issues.listLabelsOnIssue, { ...page }));
  if (!labels.some((l) => sameLabel(l.name, label))) return { accepted: false };
  const events: IssueEvent[] = await listing(`list the events of ${where}`, () => octokit.paginate(octokit.rest.issues.listEvents, { ...page }));

  let latest: IssueEvent | undefined;
  let forcePushedAt: string | undefined;
  for (const event of events) {
    // A force push sets the head to any commit, also one pushed (and dated by a run) before the label.
    if (event.event === 'head_ref_force_pushed' && (forcePushedAt === undefined || Date.parse(event.created_at) > Date.parse(forcePushedAt))) {
      forcePushedAt = event.created_at;
    }
    if (event.event !== 'labeled') continue;
    const name = 'label' in event ? event.label?.name : undefined;
    if (name === undefined || !sameLabel(name, label)) continue;
    // Events come oldest first; compare timestamps anyway rather than trust the order.
    if (latest === undefined || Date.parse(event.created_at) >= Date.parse(latest.created_at)) latest = event;
  }
  const by = latest?.actor?.login;
  const labeled = { ...(by === undefined ? {} : { by }), ...(latest === undefined ? {} : { at: latest.created_at }) };
  const forHead = acceptanceForHead(labeled, query.head.sha, laterOf(await query.head.since(), forcePushedAt));
  if (!forHead.accepted) return forHead;
  const authority = await labelAuthority(octokit, { owner, repo, login: by, trusted: query.trusted ?? [] });
  return authority.counts ? forHead : { ...forHead, accepted: false, notAuthorised: authority.why };
}

/** The later of when the runs date the head and the last force push (a force push makes the head whatever it pushed). */
function laterOf(since: HeadSince, forcePushedAt: string | undefined): HeadSince {
  if ('unknown' in since || forcePushedAt === undefined) return since;
  return Date.parse(forcePushedAt) > Date.parse(since.at) ? { at: forcePushedAt } : since;
}

/**
 * The label (on the PR, added by `by` at `at`) accepts the regression of `headSha` only when it
 * was added after that commit became the head (strictly later: a tie cannot say which came
 * first). A label that cannot be dated, or a head whose push cannot be, accepts nothing.
 */
export function acceptanceForHead(labeled: { by?: string; at?: string }, headSha: string, since: HeadSince): RegressionAcceptance {
  const who = { ...(labeled.by === undefined ? {} : { by: labeled.by }), ...(labeled.at === undefined ? {} : { at: labeled.at }) };
  if (labeled.at === undefined || !Number.isFinite(Date.parse(labeled.at))) {
    return { accepted: false, ...who, notForHead: { headSha, why: 'no `labeled` event of the pull request dates the label' } };
  }
  if ('unknown' in since) return { accepted: false, ...who, notForHead: { headSha, why: since.unknown } };
  if (Date.parse(labeled.at) > Date.parse(since.at)) return { accepted: true, ...who };
  return { accepted: false, ...who, notForHead: { headSha, pushedAt: since.at } };
}

/** Every page of a listing; a failure as a GitHubApiError saying what was being listed. */
async function listing<T>(what: string, list: () => Promise<T[]>): Promise<T[]> {
  try {
    return await list();
  } catch (error) {
    throw toGitHubApiError(error, what);
  }
}
