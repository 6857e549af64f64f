/**
 * One comment per pull request per workflow, edited in place on every run.
 *
 * The comment is recognised by a hidden HTML marker (`<!-- benchgate:<id> -->`). All pages of
 * the PR's comments are searched (a busy PR easily has more than 100), and only comments
 * authored by a bot (or by `botLogin`, for PAT setups) are candidates, so a human who quotes
 * the marker never gets their comment overwritten.
 */
import type { RestEndpointMethodTypes } from '@octokit/rest';
import { classifyGitHubError, GitHubApiError, type GitHubErrorDetails } from './api-error.js';
import type { GitHubClient } from './octokit.js';

/** Login of the user GITHUB_TOKEN acts as. `GET /user` answers 403 to GITHUB_TOKEN, so it can't be asked. */
export const GITHUB_ACTIONS_BOT_LOGIN = 'github-actions[bot]';

/** Title of the README section that explains the two-workflow setup for fork PRs. */
export const FORKS_README_SECTION = 'Pull requests from forks';

export const FORKS_HINT =
  `A pull request from a fork gets a read-only GITHUB_TOKEN, so the comment cannot be posted from this workflow. ` +
  `See the README section "${FORKS_README_SECTION}": run benchgate with \`mode: run\` on \`pull_request\` ` +
  `(it uploads the results as an artifact) and with \`mode: comment\` in a second workflow triggered by ` +
  `\`workflow_run\` (it downloads them and posts this comment).`;

const MARKER_PREFIX = '<!-- benchgate:';

/**
 * The hidden marker for one workflow (pass the workflow name, or any stable id).
 * Characters that could end the HTML comment or vary between runs are folded to `-`.
 */
export function buildMarker(workflowId: string): string {
  const slug = workflowId
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}._]+/gu, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
  return `${MARKER_PREFIX}${slug === '' ? 'default' : slug} -->`;
}

export interface StickyCommentTarget {
  owner: string;
  repo: string;
  /** PR number (PRs are issues for the comments API). */
  issueNumber: number;
}

export interface FindStickyCommentOptions extends StickyCommentTarget {
  /** Full marker as returned by buildMarker. */
  marker: string;
  /**
   * Login the token acts as (`github-actions[bot]` for GITHUB_TOKEN, `<app>[bot]` for an App,
   * the user's login for a PAT). Comments by this login win; otherwise any `type: "Bot"` author.
   */
  botLogin?: string;
}

export interface UpsertStickyCommentOptions extends FindStickyCommentOptions {
  /** Markdown body. The marker is prepended when the body does not already contain it. */
  body: string;
}

export interface StickyCommentResult {
  action: 'created' | 'updated';
  id: number;
  /** The comment's html_url (https://github.com/o/r/pull/7#issuecomment-123). */
  url: string;
}

type IssueComment = RestEndpointMethodTypes['issues']['listComments']['response']['data'][number];

export interface FoundStickyComment {
  /** As Octokit returned it; Octokit parses ids above 2^53 as bigint, so pass this back to the API. */
  rawId: IssueComment['id'];
  id: number;
  url: string;
  body: string;
  authorLogin?: string;
}

export type CommentOperation = 'list' | 'create' | 'update';

/** A failed comment call; `kind` says whether it is worth a retry, a warning, or a hard failure. */
export class CommentError extends GitHubApiError {
  readonly commentOperation: CommentOperation;
  /** Advice for the user (the fork setup pointer for "Resource not accessible by integration"). */
  readonly hint?: string;

  constructor(commentOperation: CommentOperation, target: StickyCommentTarget, details: GitHubErrorDetails, cause: unknown) {
    const where = `${target.owner}/${target.repo}#${target.issueNumber}`;
    const verb = { list: 'list the comments of', create: 'create the comment on', update: 'update the comment on' }[
      commentOperation
    ];
    const status = details.status === undefined ? 'no HTTP response' : `HTTP ${details.status}`;
    const hint = details.integrationForbidden ? FORKS_HINT : undefined;
    const message = `Could not ${verb} ${where}: ${details.apiMessage} (${status}).` + (hint ? ` ${hint}` : '');
    super(`${verb} ${where}`, details, message, { cause });
    this.name = 'CommentError';
    this.commentOperation = commentOperation;
    this.hint = hint;
  }
}

/** Ranks a marker comment's author: 0 = the token's own login, 1 = some bot, undefined = not ours. */
function authorRank(comment: IssueComment, botLogin: string | undefined): 0 | 1 | undefined {
  const user = comment.user;
  if (!user) return undefined; // deleted account ("ghost") comments come back with user: null
  if (botLogin && user.login.toLowerCase() === botLogin.toLowerCase()) return 0;
  if (user.type === 'Bot') return 1;
  return undefined;
}

function toFound(comment: IssueComment): FoundStickyComment {
  return {
    rawId: comment.id,
    id: Number(comment.id),
    url: comment.html_url,
    body: comment.body ?? '',
    authorLogin: comment.user?.login,
  };
}

/**
 * Looks through every page of the PR's comments for our marker. Returns the oldest comment by
 * `botLogin`, else the oldest by any bot, else undefined. Stops paging at the first `botLogin` hit.
 */
export async function findStickyComment(
  octokit: GitHubClient,
  options: FindStickyCommentOptions,
): Promise<FoundStickyComment | undefined> {
  const { owner, repo, issueNumber, marker, botLogin } = options;
  let fallback: IssueComment | undefined;
  try {
    const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
      owner,
      repo,
      issue_number: issueNumber,
      per_page: 100,
    });
    for await (const page of pages) {
      for (const comment of page.data) {
        if (!comment.body?.includes(marker)) continue;
        const rank = authorRank(comment, botLogin);
        if (rank === 0) return toFound(comment);
        if (rank === 1 && fallback === undefined) fallback = comment;
      }
    }
  } catch (error) {
    throw new CommentError('list', options, classifyGitHubError(error), error);
  }
  return fallback === undefined ? undefined : toFound(fallback);
}

/** Updates our marker comment in place if there is one, else creates it. */
export async function upsertStickyComment(
  octokit: GitHubClient,
  options: UpsertStickyCommentOptions,
): Promise<StickyCommentResult> {
  const { owner, repo, issueNumber, marker } = options;
  if (!marker.startsWith(MARKER_PREFIX) || !marker.endsWith('-->')) {
    throw new TypeError(`upsertStickyComment: marker must come from buildMarker(), got ${JSON.stringify(marker)}`);
  }
  const body = options.body.includes(marker) ? options.body : `${marker}\n${options.body}`;

  const existing = await findStickyComment(octokit, options);
  if (existing) {
    try {
      const { data } = await octokit.rest.issues.updateComment({ owner, repo, comment_id: existing.rawId, body });
      return { action: 'updated', id: Number(data.id), url: data.html_url };
    } catch (error) {
      throw new CommentError('update', options, classifyGitHubError(error), error);
    }
  }
  try {
    const { data } = await octokit.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body });
    return { action: 'created', id: Number(data.id), url: data.html_url };
  } catch (error) {
    throw new CommentError('create', options, classifyGitHubError(error), error);
  }
}
