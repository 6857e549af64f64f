/**
 * Turns whatever Octokit throws into a small, typed error the action can branch on
 * (warn and continue on `forbidden`, retry later on `rate-limited`, ...).
 *
 * Octokit's `RequestError` is duck-typed on purpose: `@octokit/request-error` is only a
 * transitive dependency, and a second copy of it would break `instanceof`.
 */
import http from 'node:http';
import { isRecord } from '../util/is-record.js';

export type GitHubErrorKind = 'forbidden' | 'not-found' | 'rate-limited' | 'other';

/** GitHub's message when an installation token (GITHUB_TOKEN, an App token) lacks a permission. */
export const INTEGRATION_FORBIDDEN_MESSAGE = 'Resource not accessible by integration';

/** What to do about "Resource not accessible by integration": the token lacks a permission, or the run is a fork's. */
export const INTEGRATION_FORBIDDEN_ADVICE =
  'The token lacks a permission: give the job the `permissions:` the README lists, and for pull requests from forks ' +
  '(whose token is read-only) use the two-workflow setup in the README section "Pull requests from forks".';

/**
 * GitHub answered (a status and headers arrived) but the JSON body could not be read whole: the
 * connection dropped mid-body, the body stalled past the client's timeout, or it was empty or
 * not JSON. Thrown from the client's fetch, so Octokit reports it as a failed request and its
 * retry plugin retries it like a server error; `classifyGitHubError` keeps the status GitHub
 * answered with, so a create whose 201 was cut off is known to have been written.
 */
export class UnreadableResponseError extends Error {
  /** The status GitHub answered with. */
  readonly status: number;
  /** What came, e.g. "a body cut off after 9 of 1234 bytes (other side closed)", "an empty body". */
  readonly reason: string;

  constructor(request: { method: string; url: string }, status: number, reason: string, options?: { cause?: unknown }) {
    super(`${request.method} ${request.url}: GitHub answered ${statusText(status)} with ${reason}`, options);
    this.name = 'UnreadableResponseError';
    this.status = status;
    this.reason = reason;
  }
}

export interface GitHubErrorDetails {
  kind: GitHubErrorKind;
  /** HTTP status GitHub answered with; undefined when no response arrived (network error, timeout). */
  status?: number;
  /** GitHub's own `message` (or the transport error's message). */
  apiMessage: string;
  documentationUrl?: string;
  /** Seconds to wait before retrying, from `retry-after` or `x-ratelimit-reset`, when GitHub said so. */
  retryAfterSeconds?: number;
  /** True for GitHub's "Resource not accessible by integration": the token lacks a permission (fork PRs). */
  integrationForbidden: boolean;
  /** The request, e.g. "POST /repos/o/r/issues/7/comments", when the error names it. */
  endpoint?: string;
}

export class GitHubApiError extends Error {
  readonly kind: GitHubErrorKind;
  readonly status?: number;
  readonly apiMessage: string;
  readonly documentationUrl?: string;
  readonly retryAfterSeconds?: number;
  readonly integrationForbidden: boolean;
  readonly endpoint?: string;
  /** What we were doing, e.g. "list comments on o/r#7". */
  readonly operation: string;

  constructor(operation: string, details: GitHubErrorDetails, message?: string, options?: { cause?: unknown }) {
    super(message ?? defaultMessage(operation, details), options);
    this.name = 'GitHubApiError';
    this.operation = operation;
    this.kind = details.kind;
    this.status = details.status;
    this.apiMessage = details.apiMessage;
    this.documentationUrl = details.documentationUrl;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.integrationForbidden = details.integrationForbidden;
    this.endpoint = details.endpoint;
  }
}

/** "HTTP 502 Bad Gateway", or "no HTTP response" for a transport failure. */
export function statusText(status: number | undefined): string {
  if (status === undefined) return 'no HTTP response';
  const text = http.STATUS_CODES[status];
  return text ? `HTTP ${status} ${text}` : `HTTP ${status}`;
}

/** What the user can do about an error of this kind; empty when there is nothing to add. */
export function adviceFor(d: GitHubErrorDetails): string {
  if (d.integrationForbidden) return INTEGRATION_FORBIDDEN_ADVICE;
  if (d.status === 401) return 'The token is missing, expired or revoked: check the `token` input.';
  if (d.kind === 'not-found') return 'Check the repository and number, and that the token can see the repository.';
  if (d.kind === 'rate-limited') return 'benchgate waits out short limits itself; run the job again after the reset.';
  if (d.status !== undefined && d.status >= 500) return 'GitHub had trouble answering (retried); run the job again later, or see https://www.githubstatus.com.';
  return '';
}

function defaultMessage(operation: string, d: GitHubErrorDetails): string {
  const endpoint = d.endpoint ? ` (${d.endpoint})` : '';
  const advice = adviceFor(d);
  return `GitHub API: could not ${operation}${endpoint}: ${d.apiMessage} (${statusText(d.status)})${advice ? `. ${advice}` : ''}`;
}

interface ResponseLike {
  status?: number;
  headers?: Record<string, string | number | undefined>;
  data?: unknown;
}

function header(response: ResponseLike | undefined, name: string): string | undefined {
  const value = response?.headers?.[name];
  return value === undefined ? undefined : String(value);
}

/** Classifies an error thrown by an Octokit request (or by fetch underneath it). */
export function classifyGitHubError(error: unknown): GitHubErrorDetails {
  if (!isRecord(error)) {
    return { kind: 'other', apiMessage: String(error), integrationForbidden: false };
  }
  // Octokit wraps what its fetch throws; a body that could not be read still had a status.
  const unreadable = error instanceof UnreadableResponseError ? error : error.cause instanceof UnreadableResponseError ? error.cause : undefined;
  if (unreadable !== undefined) {
    const status = unreadable.status;
    const kind: GitHubErrorKind = status === 404 || status === 410 ? 'not-found' : status === 401 || status === 403 ? 'forbidden' : 'other';
    const endpoint = endpointOf(error);
    return {
      kind,
      status,
      apiMessage: `GitHub answered with ${unreadable.reason}`,
      integrationForbidden: false,
      ...(endpoint === undefined ? {} : { endpoint }),
    };
  }
  const response = isRecord(error.response) ? (error.response as ResponseLike) : undefined;
  // Octokit reports transport failures (ECONNREFUSED, timeouts, aborts) as status 500 with
  // no response; that is not GitHub answering 500, so the status is dropped.
  const status = response && typeof error.status === 'number' ? error.status : response?.status;
  const data = isRecord(response?.data) ? response.data : undefined;
  const apiMessage =
    typeof data?.message === 'string'
      ? data.message
      : typeof response?.data === 'string' && response.data !== ''
        ? describeBody(response.data, header(response, 'content-type'))
        : response !== undefined && response.data instanceof ArrayBuffer
          ? 'GitHub answered with a body that is not JSON'
          : transportMessage(error);
  const documentationUrl = typeof data?.documentation_url === 'string' ? data.documentation_url : undefined;
  const errorsSuffix = Array.isArray(data?.errors) ? validationDetail(data.errors) : '';

  const retryAfter = retryAfterSeconds(response);
  const rateLimited = status === 429 || (status === 403 && (header(response, 'x-ratelimit-remaining') === '0' || /rate limit/i.test(apiMessage)));
  const integrationForbidden = status === 403 && apiMessage.includes(INTEGRATION_FORBIDDEN_MESSAGE);

  let kind: GitHubErrorKind;
  if (status === undefined) kind = 'other';
  else if (rateLimited) kind = 'rate-limited';
  else if (status === 401 || status === 403) kind = 'forbidden';
  else if (status === 404 || status === 410) kind = 'not-found';
  else kind = 'other';

  const resets = rateLimited ? resetNote(response, retryAfter) : '';
  const endpoint = endpointOf(error);
  return {
    kind,
    status,
    apiMessage: apiMessage + errorsSuffix + resets,
    documentationUrl,
    retryAfterSeconds: rateLimited ? retryAfter : undefined,
    integrationForbidden,
    ...(endpoint === undefined ? {} : { endpoint }),
  };
}

/** A body that is not GitHub's JSON error: an HTML error page (a 502 from the load balancer) or text that does not parse. */
function describeBody(body: string, contentType: string | undefined): string {
  if (/html/i.test(contentType ?? '') || /^\s*</.test(body)) return 'GitHub answered with an HTML error page instead of JSON';
  const preview = body.length > 80 ? `${body.slice(0, 80)}…` : body;
  if (/json/i.test(contentType ?? '')) return `GitHub answered with a body that is not valid JSON: ${JSON.stringify(preview)}`;
  return preview.replace(/\s+/g, ' ').trim();
}

/** "; the limit resets at 14:05:00 UTC (in 30 min)" from `x-ratelimit-reset`, or the `retry-after` wait. */
function resetNote(response: ResponseLike | undefined, retryAfter: number | undefined): string {
  const reset = Number(header(response, 'x-ratelimit-reset'));
  if (header(response, 'retry-after') === undefined && Number.isFinite(reset) && reset > 0) {
    const at = new Date(reset * 1000).toISOString().slice(11, 19);
    return `; the limit resets at ${at} UTC (in ${waitText(Math.max(0, Math.ceil(reset - Date.now() / 1000)))})`;
  }
  return retryAfter === undefined ? '' : `; GitHub asks to wait ${waitText(retryAfter)}`;
}

function waitText(seconds: number): string {
  return seconds < 120 ? `${seconds} s` : `${Math.round(seconds / 60)} min`;
}

/** "GET /repos/o/r/issues/1" from the request Octokit attaches to its errors (no query string). */
function endpointOf(error: Record<string, unknown>): string | undefined {
  const request = isRecord(error.request) ? error.request : undefined;
  if (typeof request?.method !== 'string' || typeof request.url !== 'string') return undefined;
  try {
    return `${request.method} ${new URL(request.url).pathname}`;
  } catch {
    return `${request.method} ${request.url.split('?')[0]}`;
  }
}

function transportMessage(error: Record<string, unknown>): string {
  const cause = error.cause;
  const name = typeof error.name === 'string' ? error.name : '';
  const message = typeof error.message === 'string' ? error.message : 'unknown error';
  if (name === 'TimeoutError' || name === 'AbortError') return `request aborted (${name}): ${message}`;
  if (isRecord(cause) && isRecord(cause.cause) && typeof cause.cause.code === 'string') {
    return `${message} (${cause.cause.code})`;
  }
  return message;
}

/** 422 bodies carry `errors: [{resource, code, field, message?}]`; keep what explains the failure. */
function validationDetail(errors: unknown[]): string {
  const parts = errors
    .map((e) => {
      if (typeof e === 'string') return e;
      if (!isRecord(e)) return '';
      if (typeof e.message === 'string') return e.message;
      return [e.resource, e.field, e.code].filter((p) => typeof p === 'string').join(' ');
    })
    .filter((p) => p !== '');
  return parts.length > 0 ? `: ${parts.join('; ')}` : '';
}

function retryAfterSeconds(response: ResponseLike | undefined): number | undefined {
  const retryAfter = Number(header(response, 'retry-after'));
  if (Number.isFinite(retryAfter) && retryAfter >= 0 && header(response, 'retry-after') !== undefined) {
    return retryAfter;
  }
  const reset = Number(header(response, 'x-ratelimit-reset'));
  if (Number.isFinite(reset) && reset > 0) {
    return Math.max(0, Math.ceil(reset - Date.now() / 1000));
  }
  return undefined;
}

/** Wraps an error thrown while doing `operation` into a GitHubApiError (passes one through untouched). */
export function toGitHubApiError(error: unknown, operation: string): GitHubApiError {
  if (error instanceof GitHubApiError) return error;
  return new GitHubApiError(operation, classifyGitHubError(error), undefined, { cause: error });
}
