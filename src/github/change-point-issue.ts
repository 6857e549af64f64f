/**
 * One issue per change point, opened on the default branch's trend run and updated in place
 * when a later run finds the same change point again.
 *
 * The issue is recognised by a hidden marker in its body
 * (`<!-- benchgate-change:<suite>:<benchmark>:<newer sha> -->`). All pages of the repository's
 * open issues are searched; the issues endpoint lists pull requests too, and those are skipped.
 * A closed issue is not reopened: closing it is how a maintainer says "seen, accepted".
 */
import { classifyGitHubError, GitHubApiError, type GitHubErrorDetails } from './api-error.js';
import { htmlUrlOf, type GitHubClient } from './octokit.js';

const MARKER_PREFIX = '<!-- benchgate-change:';

/** Characters that could end the HTML comment or split the marker's fields are folded to `-`. */
function slug(text: string): string {
  const folded = text
    .trim()
    .replace(/[^\p{L}\p{N}._/-]+/gu, '-')
    .replace(/-{2,}/g, '-');
  return folded === '' ? 'default' : folded;
}

/** The hidden marker of one change point: suite, benchmark and the first commit after the change. */
export function changePointMarker(suite: string, benchmark: string, newerSha: string): string {
  return `${MARKER_PREFIX}${slug(suite)}:${slug(benchmark)}:${slug(newerSha)} -->`;
}

export interface ChangePointIssueOptions {
  owner: string;
  repo: string;
  /** Full marker from changePointMarker. */
  marker: string;
  title: string;
  /**
   * Markdown body, or a function of the open issue's present body (undefined when there is none
   * yet) that returns it. The marker is prepended when the body does not already contain it.
   */
  body: string | ((existing: string | undefined) => Promise<string> | string);
  /** Labels for a new issue (an existing issue keeps its labels). */
  labels?: string[];
}

export interface ChangePointIssueResult {
  action: 'created' | 'updated';
  number: number;
  /** The issue's html_url; '' when GitHub's answer had none. */
  url: string;
}

export type IssueOperation = 'list' | 'create' | 'update';

/** A failed issue call; `kind` says whether it is worth a retry, a warning, or a hard failure. */
export class ChangePointIssueError extends GitHubApiError {
  readonly issueOperation: IssueOperation;

  constructor(issueOperation: IssueOperation, target: { owner: string; repo: string; number?: number }, details: GitHubErrorDetails, cause: unknown) {
    const where = `${target.owner}/${target.repo}${target.number === undefined ? '' : `#${target.number}`}`;
    const verb = { list: 'list the issues of', create: 'open an issue in', update: 'update the issue' }[issueOperation];
    const status = details.status === undefined ? 'no HTTP response' : `HTTP ${details.status}`;
    const hint = details.integrationForbidden ? ' The workflow needs `permissions: issues: write`.' : '';
    super(`${verb} ${where}`, details, `Could not ${verb} ${where}: ${details.apiMessage} (${status}).${hint}`, { cause });
    this.name = 'ChangePointIssueError';
    this.issueOperation = issueOperation;
  }
}

/** The open issue (not pull request) whose body holds `marker`, searching every page; the oldest wins. */
export async function findChangePointIssue(
  octokit: GitHubClient,
  options: { owner: string; repo: string; marker: string },
): Promise<{ number: number; url: string; body: string } | undefined> {
  const { owner, repo, marker } = options;
  let found: { number: number; url: string; body: string } | undefined;
  try {
    const pages = octokit.paginate.iterator(octokit.rest.issues.listForRepo, { owner, repo, state: 'open', per_page: 100 });
    for await (const page of pages) {
      for (const issue of page.data) {
        if (issue.pull_request || !issue.body?.includes(marker)) continue;
        // Listed newest first: keep going so that the oldest match wins.
        found = { number: issue.number, url: htmlUrlOf(issue), body: issue.body };
      }
    }
  } catch (error) {
    throw new ChangePointIssueError('list', options, classifyGitHubError(error), error);
  }
  return found;
}

/** Updates the open issue holding the marker if there is one, else opens it. */
export async function upsertChangePointIssue(octokit: GitHubClient, options: ChangePointIssueOptions): Promise<ChangePointIssueResult> {
  const { owner, repo, marker, title } = options;
  if (!marker.startsWith(MARKER_PREFIX) || !marker.endsWith('-->')) {
    throw new TypeError(`upsertChangePointIssue: marker must come from changePointMarker(), got ${JSON.stringify(marker)}`);
  }
  const existing = await findChangePointIssue(octokit, options);
  const text = typeof options.body === 'string' ? options.body : await options.body(existing?.body);
  const body = text.includes(marker) ? text : `${marker}\n${text}`;
  if (existing) {
    try {
      const { data } = await octokit.rest.issues.update({ owner, repo, issue_number: existing.number, title, body });
      return { action: 'updated', number: data.number, url: htmlUrlOf(data) };
    } catch (error) {
      throw new ChangePointIssueError('update', { owner, repo, number: existing.number }, classifyGitHubError(error), error);
    }
  }
  try {
    const labels = options.labels && options.labels.length > 0 ? { labels: options.labels } : {};
    const { data } = await octokit.rest.issues.create({ owner, repo, title, body, ...labels });
    return { action: 'created', number: data.number, url: htmlUrlOf(data) };
  } catch (error) {
    throw new ChangePointIssueError('create', options, classifyGitHubError(error), error);
  }
}
