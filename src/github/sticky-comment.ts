/**
 * One comment per pull request per workflow, edited in place on every run.
 *
 * The comment is recognised by a hidden HTML marker (`<!-- benchgate:<id> -->`). All pages of
 * the PR's comments are searched (a busy PR easily has more than 100), and only comments
 * written by the token's own identity are candidates: a human, or another bot (renovate[bot]
 * quoting our marker), never gets their comment overwritten. The identity is asked of the API
 * (`GET /user`, which answers for a PAT); installation tokens (GITHUB_TOKEN, GitHub Apps) get 403
 * there, and then the configured login is used (`github-actions[bot]` unless told otherwise).
 */
import type { RestEndpointMethodTypes } from '@octokit/rest';
import { classifyGitHubError, GitHubApiError, statusText, type GitHubErrorDetails } from './api-error.js';
import { htmlUrlOf, serverErrorRetriesOf, type GitHubClient } from './octokit.js';

/** Login of the user GITHUB_TOKEN acts as. `GET /user` answers 403 to GITHUB_TOKEN, so it can't be asked there. */
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
   * the user's login for a PAT); default `github-actions[bot]`. Only comments by this login are
   * ever edited. upsertStickyComment asks the API first and uses this only when it cannot tell.
   */
  botLogin?: string;
}

export interface UpsertStickyCommentOptions extends FindStickyCommentOptions {
  /** Markdown body. The marker is prepended when the body does not already contain it. */
  body: string;
}

export interface StickyCommentResult {
  /** `unchanged`: our comment already had this body, so it was left alone. */
  action: 'created' | 'updated' | 'unchanged';
  id: number;
  /** The comment's html_url (https://github.com/o/r/pull/7#issuecomment-123); '' when GitHub's answer had none. */
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
    const verb = { list: 'list the comments of', create: 'create the comment on', update: 'update the comment on' }[commentOperation];
    const status = details.status === undefined ? 'no HTTP response' : `HTTP ${details.status}`;
    const hint = details.integrationForbidden ? FORKS_HINT : undefined;
    const message = `Could not ${verb} ${where}: ${details.apiMessage} (${status}).` + (hint ? ` ${hint}` : '');
    super(`${verb} ${where}`, details, message, { cause });
    this.name = 'CommentError';
    this.commentOperation = commentOperation;
    this.hint = hint;
  }
}

/** True when the comment was written by `login` (GitHub logins compare case-insensitively). */
function writtenBy(comment: IssueComment, login: string): boolean {
  const user = comment.user;
  if (!user) return false; // deleted account ("ghost") comments come back with user: null
  return user.login.toLowerCase() === login.toLowerCase();
}

/** Where the login used to recognise our own comments came from. */
export interface OwnIdentity {
  login: string;
  /** `api`: GET /user answered; `fallback`: it could not (installation token, or an error). */
  source: 'api' | 'fallback';
}

/**
 * The login the token acts as. `GET /user` answers for a personal access token; installation
 * tokens (GITHUB_TOKEN, GitHub Apps) get 403 "Resource not accessible by integration", and then
 * `fallback` is used: that is safe, because a wrong guess only means a new comment is created
 * instead of ours being found; no one else's comment is ever edited.
 */
export async function resolveOwnIdentity(octokit: GitHubClient, fallback: string = GITHUB_ACTIONS_BOT_LOGIN): Promise<OwnIdentity> {
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    if (typeof data.login === 'string' && data.login !== '') return { login: data.login, source: 'api' };
  } catch {
    // 403 for installation tokens, or any failure: the configured login.
  }
  return { login: fallback, source: 'fallback' };
}

function toFound(comment: IssueComment): FoundStickyComment {
  return {
    rawId: comment.id,
    id: Number(comment.id),
    url: htmlUrlOf(comment),
    body: comment.body ?? '',
    authorLogin: comment.user?.login,
  };
}

/**
 * Looks through every page of the PR's comments for our marker. Returns the oldest comment with
 * the marker written by `botLogin` (default github-actions[bot]), else undefined: a comment by
 * anyone else, bot or human, is never ours.
 */
export async function findStickyComment(octokit: GitHubClient, options: FindStickyCommentOptions): Promise<FoundStickyComment | undefined> {
  const { owner, repo, issueNumber, marker } = options;
  const login = options.botLogin || GITHUB_ACTIONS_BOT_LOGIN;
  try {
    const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
      owner,
      repo,
      issue_number: issueNumber,
      per_page: 100,
    });
    for await (const page of pages) {
      for (const comment of page.data) {
        if (comment.body?.includes(marker) && writtenBy(comment, login)) return toFound(comment);
      }
    }
  } catch (error) {
    throw new CommentError('list', options, classifyGitHubError(error), error);
  }
  return undefined;
}

/**
 * What a run does with the sticky comment under the `comment` input:
 * - `upsert`: update ours, or create it (`always`, or `on-change` when a change was detected);
 * - `update`: update ours if there is one, create none (`on-change` with nothing detected: an
 *   earlier comment, say a regression since fixed, must not stay up stale);
 * - `none`: leave the PR alone (`never`).
 */
export function stickyCommentWrite(policy: 'always' | 'on-change' | 'never', changeDetected: boolean): 'upsert' | 'update' | 'none' {
  if (policy === 'never') return 'none';
  return policy === 'always' || changeDetected ? 'upsert' : 'update';
}

/** Updates our marker comment in place if there is one, else creates it. */
export async function upsertStickyComment(octokit: GitHubClient, options: UpsertStickyCommentOptions): Promise<StickyCommentResult> {
  return writeStickyComment(octokit, options, true);
}

/** Updates our marker comment in place if there is one; creates none. Null when there was none. */
export async function updateStickyComment(octokit: GitHubClient, options: UpsertStickyCommentOptions): Promise<StickyCommentResult | null> {
  return writeStickyComment(octokit, options, false);
}

/** Writes `body` into the comment `rawId`: its id and address. */
async function updateComment(
  octokit: GitHubClient,
  options: { owner: string; repo: string },
  rawId: number,
  body: string,
): Promise<{ id: number; url: string }> {
  const { data } = await octokit.rest.issues.updateComment({ owner: options.owner, repo: options.repo, comment_id: rawId, body });
  return { id: Number(data.id), url: htmlUrlOf(data) };
}
async function writeStickyComment(octokit: GitHubClient, options: UpsertStickyCommentOptions, create: true): Promise<StickyCommentResult>;
async function writeStickyComment(octokit: GitHubClient, options: UpsertStickyCommentOptions, create: boolean): Promise<StickyCommentResult | null>;
async function writeStickyComment(octokit: GitHubClient, options: UpsertStickyCommentOptions, create: boolean): Promise<StickyCommentResult | null> {
  const { marker } = options;
  if (!marker.startsWith(MARKER_PREFIX) || !marker.endsWith('-->')) {
    throw new TypeError(`upsertStickyComment: marker must come from buildMarker(), got ${JSON.stringify(marker)}`);
  }
  const body = options.body.includes(marker) ? options.body : `${marker}\n${options.body}`;

  const identity = await resolveOwnIdentity(octokit, options.botLogin || GITHUB_ACTIONS_BOT_LOGIN);
  const existing = await findStickyComment(octokit, { ...options, botLogin: identity.login });
  if (existing) {
    if (existing.body === body) return { action: 'unchanged', id: existing.id, url: existing.url };
    try {
      return { action: 'updated', ...(await updateComment(octokit, options, existing.rawId, body)) };
    } catch (error) {
      const details = classifyGitHubError(error);
      // Deleted since it was listed: the result still belongs on the pull request.
      if (details.status === 404 && create) return createStickyComment(octokit, { ...options, botLogin: identity.login }, body);
      throw new CommentError('update', options, details, error);
    }
  }
  if (!create) return null;
  return createStickyComment(octokit, { ...options, botLogin: identity.login }, body);
}

/**
 * True when a failed create may still have written the comment: GitHub answered a server error
 * (a 502 from the load balancer can come after the write), no answer arrived, or a 2xx answer
 * could not be read.
 */
function mayHaveBeenWritten(details: GitHubErrorDetails): boolean {
  return details.status === undefined || details.status >= 500 || (details.status >= 200 && details.status < 300);
}

function wasAccepted(details: GitHubErrorDetails): boolean {
  return details.status !== undefined && details.status >= 200 && details.status < 300;
}

/** Searches again for our comment after a create whose outcome is unknown, saying so in the log. */
function lookAgain(octokit: GitHubClient, options: FindStickyCommentOptions, details: GitHubErrorDetails): Promise<FoundStickyComment | undefined> {
  const { owner, repo, issueNumber } = options;
  octokit.log.warn(`Creating the comment on ${owner}/${repo}#${issueNumber} failed (${statusText(details.status)}); looking for it before trying again.`);
  return findStickyComment(octokit, options);
}

/**
 * Creates the comment without ever posting it twice. The client's retry plugin would repeat the
 * POST after a 502 even when GitHub had written the comment, leaving a stale duplicate that later
 * runs never update; so the POST goes out with the plugin's retries off, and after a failure that
 * may hide a write the comments are searched again first. The retries keep the client's count and
 * its n² backoff. Rate limits are still waited out by the throttling plugin: those are refusals.
 */
async function createStickyComment(
  octokit: GitHubClient,
  options: UpsertStickyCommentOptions & { botLogin: string },
  body: string,
): Promise<StickyCommentResult> {
  const { owner, repo, issueNumber } = options;
  const { retries, retryUnitMs } = serverErrorRetriesOf(octokit);
  for (let attempt = 0; ; attempt++) {
    try {
      const { data } = await octokit.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body, request: { retries: 0 } });
      return { action: 'created', id: Number(data.id), url: htmlUrlOf(data) };
    } catch (error) {
      const details = classifyGitHubError(error);
      const failure = new CommentError('create', options, details, error);
      const next = attempt + 1;
      const backoff = () => new Promise((resolve) => setTimeout(resolve, next * next * retryUnitMs));
      // A 409 is a refusal the client would retry as it is: nothing was written.
      if (details.status === 409) {
        if (attempt >= retries) throw failure;
        await backoff();
        continue;
      }
      if (!mayHaveBeenWritten(details)) throw failure;
      // A gateway's 502 can come before the write behind it lands: wait before looking, not only before posting again.
      await backoff();
      const written = await lookAgain(octokit, options, details).catch(() => {
        throw failure; // the create's failure says more than the search's
      });
      if (written) {
        if (written.body === body) return { action: 'created', id: written.id, url: written.url };
        try {
          return { action: 'created', ...(await updateComment(octokit, options, written.rawId, body)) };
        } catch (updateError) {
          throw new CommentError('update', options, classifyGitHubError(updateError), updateError);
        }
      }
      // A 2xx whose body could not be read was written: not finding it (another login) must not post it again.
      if (attempt >= retries || wasAccepted(details)) throw failure;
    }
  }
}
