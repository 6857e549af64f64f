/**
 * Turns whatever Octokit throws into a small, typed error the action can branch on
 * (warn and continue on `forbidden`, retry later on `rate-limited`, ...).
 *
 * Octokit's `RequestError` is duck-typed on purpose: `@octokit/request-error` is only a
 * transitive dependency, and a second copy of it would break `instanceof`.
 */

export type GitHubErrorKind = 'forbidden' | 'not-found' | 'rate-limited' | 'other';

/** GitHub's message when an installation token (GITHUB_TOKEN, an App token) lacks a permission. */
export const INTEGRATION_FORBIDDEN_MESSAGE = 'Resource not accessible by integration';

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
}

export class GitHubApiError extends Error {
  readonly kind: GitHubErrorKind;
  readonly status?: number;
  readonly apiMessage: string;
  readonly documentationUrl?: string;
  readonly retryAfterSeconds?: number;
  readonly integrationForbidden: boolean;
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
  }
}

function defaultMessage(operation: string, d: GitHubErrorDetails): string {
  const status = d.status === undefined ? 'no HTTP response' : `HTTP ${d.status}`;
  return `GitHub API: could not ${operation}: ${d.apiMessage} (${status})`;
}

interface ResponseLike {
  status?: number;
  headers?: Record<string, string | number | undefined>;
  data?: unknown;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function header(response: ResponseLike | undefined, name: string): string | undefined {
  const value = response?.headers?.[name];
  return value === undefined ? undefined : String(value);
}

/** Classifies an error thrown by an Octokit request (or by fetch underneath it). */
export function classifyGitHubError(error: unknown): GitHubErrorDetails {
  if (!isObject(error)) {
    return { kind: 'other', apiMessage: String(error), integrationForbidden: false };
  }
  const response = isObject(error.response) ? (error.response as ResponseLike) : undefined;
  // Octokit reports transport failures (ECONNREFUSED, timeouts, aborts) as status 500 with
  // no response; that is not GitHub answering 500, so the status is dropped.
  const status = response && typeof error.status === 'number' ? error.status : response?.status;
  const data = isObject(response?.data) ? response.data : undefined;
  const apiMessage =
    typeof data?.message === 'string'
      ? data.message
      : typeof response?.data === 'string' && response.data !== ''
        ? response.data
        : transportMessage(error);
  const documentationUrl = typeof data?.documentation_url === 'string' ? data.documentation_url : undefined;
  const errorsSuffix = Array.isArray(data?.errors) ? validationDetail(data.errors) : '';

  const retryAfter = retryAfterSeconds(response);
  const rateLimited =
    status === 429 ||
    (status === 403 && (header(response, 'x-ratelimit-remaining') === '0' || /rate limit/i.test(apiMessage)));
  const integrationForbidden = status === 403 && apiMessage.includes(INTEGRATION_FORBIDDEN_MESSAGE);

  let kind: GitHubErrorKind;
  if (status === undefined) kind = 'other';
  else if (rateLimited) kind = 'rate-limited';
  else if (status === 401 || status === 403) kind = 'forbidden';
  else if (status === 404 || status === 410) kind = 'not-found';
  else kind = 'other';

  return {
    kind,
    status,
    apiMessage: apiMessage + errorsSuffix,
    documentationUrl,
    retryAfterSeconds: rateLimited ? retryAfter : undefined,
    integrationForbidden,
  };
}

function transportMessage(error: Record<string, unknown>): string {
  const cause = error.cause;
  const name = typeof error.name === 'string' ? error.name : '';
  const message = typeof error.message === 'string' ? error.message : 'unknown error';
  if (name === 'TimeoutError' || name === 'AbortError') return `request aborted (${name}): ${message}`;
  if (isObject(cause) && isObject(cause.cause) && typeof cause.cause.code === 'string') {
    return `${message} (${cause.cause.code})`;
  }
  return message;
}

/** 422 bodies carry `errors: [{resource, code, field, message?}]`; keep what explains the failure. */
function validationDetail(errors: unknown[]): string {
  const parts = errors
    .map((e) => {
      if (typeof e === 'string') return e;
      if (!isObject(e)) return '';
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
