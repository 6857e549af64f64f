/**
 * Builds the REST client the GitHub adapters take as a parameter.
 *
 * Uses `@octokit/rest` rather than `@actions/github`'s `getOctokit`: importing `@actions/github`
 * reads `GITHUB_EVENT_PATH`/`GITHUB_API_URL` at import time, and this module must read nothing
 * from the environment. The caller passes the token and `GITHUB_API_URL` in.
 *
 * Octokit's maintained plugins make a flaky API survivable:
 * - `@octokit/plugin-retry` retries a server error (5xx, 409) or a request that got no response,
 *   after 1, 4, 9 s (3 retries); 4xx answers that will not change (400, 401, 403, 404, 410, 422,
 *   451) are not retried; a POST that creates something is not safe to repeat blindly (GitHub may
 *   have written it before the 502), so its caller turns this off for it and retries itself after
 *   checking (see sticky-comment.ts);
 * - `@octokit/plugin-throttling` honours a rate limit: on a secondary limit (403/429 with
 *   `retry-after`) or an exhausted primary one it waits what GitHub asks, up to
 *   `maxRateLimitWaitSeconds`, and retries twice at most; a longer wait fails at once with the
 *   reset time in the message. Its spacing of writes (1 s, 3 s for comments) is switched off:
 *   a run makes a handful of writes, far below the secondary limits.
 * A JSON reply is read whole before Octokit sees it, under the request's timeout: a body cut off
 * mid-way (the connection dropped), one that stalls past the timeout, and a 2xx body that is empty,
 * not valid JSON or not an object or array are errors (`UnreadableResponseError`), retried like a
 * server error, never data: `@octokit/request` itself reads a body it could not read as `""`, which
 * the adapters took for an empty list.
 *
 * With a `deadline` (api-deadline.ts), the run's requests share one time with the API: once it
 * is spent, the request under way is aborted (not retried) and every later one fails at once with
 * an `ApiDeadlineError` naming it, so an API that never answers holds the job for that long at most.
 */
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { Octokit } from '@octokit/rest';
import Bottleneck from 'bottleneck/light.js';
import type { Logger } from '../ports/logger.js';
import { formatDuration } from '../util/format-numbers.js';
import { ApiDeadlineError, type ApiDeadline } from './api-deadline.js';
import { UnreadableResponseError } from './api-error.js';

const GitHubOctokit = Octokit.plugin(retry, throttling);

/** The client type every adapter in src/github takes. */
export type GitHubClient = InstanceType<typeof GitHubOctokit>;

export const DEFAULT_GITHUB_API_URL = 'https://api.github.com';

/** Statuses the retry plugin leaves alone: the answer will not change, or (429) the throttling plugin handles it. */
const DO_NOT_RETRY = [400, 401, 403, 404, 410, 422, 429, 451];

export interface CreateOctokitOptions {
  /**
   * Abort any single request after this many ms (default 30 000), from sending it to the last byte
   * of its body: a body that stalls or trickles past it is an error, retried. 0 disables the timeout.
   */
  timeoutMs?: number;
  /** Extra user-agent prefix; default "benchgate". */
  userAgent?: string;
  /** fetch implementation (e.g. a proxy-aware one); default globalThis.fetch. */
  fetch?: typeof globalThis.fetch;
  /**
   * Where Octokit's own log lines go. `@octokit/rest` bundles plugin-request-log, which logs every
   * failed request at `error` level ("POST /repos/… - 403 with id … in 2ms") before it is thrown;
   * the adapters turn those throws into typed errors, so those lines go to `debug` here.
   * Deprecation notices and the waits for a rate limit (`warn`) go to `warning`. Default: warn →
   * console.warn, the rest discarded.
   */
  logger?: Logger;
  /** Retries of a request that failed with a server error or got no response (default 3), and of a rate limit (at most 2); 0: none. */
  retries?: number;
  /**
   * Milliseconds per unit of the plugins' waits (default 1000): the n-th retry of a server error
   * waits n² units, a rate limit its `retry-after` seconds in units. Tests pass 1.
   */
  retryUnitMs?: number;
  /** Longest rate-limit wait, in seconds (default 60); a longer one fails with the reset time. */
  maxRateLimitWaitSeconds?: number;
  /** The run's time with the API, shared by every client of the run (api-deadline.ts); none: no overall deadline. */
  deadline?: ApiDeadline;
}

/** How a client retries a server error: `retries` times, the n-th after n² × `retryUnitMs`. */
export interface ServerErrorRetries {
  retries: number;
  retryUnitMs: number;
}

const DEFAULT_SERVER_ERROR_RETRIES: ServerErrorRetries = { retries: 3, retryUnitMs: 1000 };
const serverErrorRetries = new WeakMap<GitHubClient, ServerErrorRetries>();

/**
 * The retry settings `client` was built with, for a caller that must retry a request itself (a
 * create that is not safe to repeat blindly); the defaults for a client not built by createOctokit.
 */
export function serverErrorRetriesOf(client: GitHubClient): ServerErrorRetries {
  return serverErrorRetries.get(client) ?? DEFAULT_SERVER_ERROR_RETRIES;
}

/**
 * @param token   GITHUB_TOKEN, an App installation token or a PAT; empty/undefined = anonymous.
 * @param baseUrl REST API root, i.e. the value of `GITHUB_API_URL` (GHES: `https://host/api/v3`).
 */
export function createOctokit(token: string | undefined, baseUrl: string = DEFAULT_GITHUB_API_URL, options: CreateOctokitOptions = {}): GitHubClient {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const baseFetch = options.fetch ?? globalThis.fetch;
  const deadline = options.deadline;
  const fetchWhole: typeof globalThis.fetch = async (input, init) => {
    const timeout = timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined;
    // An abort by the deadline is an AbortError, which @octokit/request throws as it is and the retry plugin does not retry.
    const signals = [init?.signal, timeout, deadline?.signal].filter((s): s is AbortSignal => s !== undefined && s !== null);
    const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
    const response = await baseFetch(input, { ...init, ...(signal ? { signal } : {}) });
    const request = { method: init?.method ?? 'GET', url: response.url || String(input instanceof Request ? input.url : input) };
    return readWhole(response, request, () => (timeout?.aborted && !init?.signal?.aborted ? timeoutMs : undefined));
  };

  const logger = options.logger;
  const warn = (m: string) => (logger ? logger.warning(m) : console.warn(m));
  const maxWait = options.maxRateLimitWaitSeconds ?? 60;
  const retries = options.retries ?? 3;
  const rateLimitRetries = Math.min(2, retries);
  const waitFor = (kind: string) => (retryAfter: number, request: { method: string; url: string }, _octokit: unknown, retryCount: number) => {
    const endpoint = `${request.method} ${request.url}`;
    if (retryCount >= rateLimitRetries || retryAfter > maxWait || deadline?.spent === true) return false;
    warn(`GitHub API: ${kind} on ${endpoint}; retrying in ${retryAfter} s (attempt ${retryCount + 2})`);
    return true;
  };
  // One write at a time, as GitHub asks, but without the plugin's pauses between them.
  const unspaced = () => new Bottleneck.Group({ maxConcurrent: 1, minTime: 0 });
  const octokit = new GitHubOctokit({
    auth: token ? token : undefined,
    baseUrl: (baseUrl || DEFAULT_GITHUB_API_URL).replace(/\/+$/, ''),
    userAgent: options.userAgent ?? 'benchgate',
    request: { fetch: fetchWhole },
    retry: { retries, retryAfterBaseValue: options.retryUnitMs ?? 1000, doNotRetry: DO_NOT_RETRY },
    throttle: {
      retryAfterBaseValue: options.retryUnitMs ?? 1000,
      write: unspaced(),
      notifications: unspaced(),
      search: unspaced(),
      onRateLimit: waitFor('rate limit exhausted'),
      onSecondaryRateLimit: waitFor('secondary rate limit'),
    },
    log: logger
      ? {
          debug: (m: string) => logger.debug(m),
          info: (m: string) => logger.debug(m),
          warn: (m: string) => logger.warning(m),
          error: (m: string) => logger.debug(m),
        }
      : { debug: () => {}, info: () => {}, warn: (m: string) => console.warn(m), error: () => {} },
  });
  serverErrorRetries.set(octokit, { retries, retryUnitMs: options.retryUnitMs ?? 1000 });
  if (deadline !== undefined) withDeadline(octokit, deadline);
  return octokit;
}

/**
 * Wraps every request, outside the retry and throttling plugins, in the run's deadline: refused
 * once it is spent, and given up (its retries left to fail at once) when it runs out meanwhile.
 */
function withDeadline(octokit: GitHubClient, deadline: ApiDeadline): void {
  octokit.hook.wrap('request', async (request, options) => {
    // A page after the first is asked for by its full address: its path names it well enough.
    const endpoint = `${options.method} ${/^https?:\/\//.test(options.url) ? new URL(options.url).pathname : options.url}`;
    if (deadline.spent) throw deadline.refuse(endpoint);
    deadline.begin();
    let onAbort: (() => void) | undefined;
    const stopped = new Promise<never>((_, reject) => {
      onAbort = () => reject(deadline.refuse(endpoint));
      deadline.signal.addEventListener('abort', onAbort, { once: true });
    });
    const answer = Promise.resolve().then(() => request(options));
    // What it does after the deadline gave up on it is of no interest.
    answer.catch(() => {});
    stopped.catch(() => {});
    try {
      return await Promise.race([answer, stopped]);
    } catch (error) {
      if (error instanceof ApiDeadlineError || !deadline.spent) throw error;
      throw deadline.refuse(endpoint, error);
    } finally {
      if (onAbort !== undefined) deadline.signal.removeEventListener('abort', onAbort);
      deadline.end();
    }
  });
}

/** The `html_url` of a comment or issue GitHub returned, or '' when the answer has none (never `undefined`). */
export function htmlUrlOf(data: { html_url?: unknown }): string {
  return typeof data.html_url === 'string' ? data.html_url : '';
}

/** Statuses whose replies carry no body. */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * `response` with its JSON body read whole into memory, so that Octokit never reads a partial one;
 * other replies (a redirect, a download, no body) as they are.
 *
 * @param timedOutAfter the request's timeout in ms when it is what stopped the read, else undefined
 * @throws UnreadableResponseError for a body that was cut off or stalled past the timeout, and for
 *   a 2xx body that is empty, not valid JSON, or not an object or array
 */
async function readWhole(response: Response, request: { method: string; url: string }, timedOutAfter: () => number | undefined): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  if (!/json/i.test(type) || request.method === 'HEAD' || NO_BODY.has(response.status)) return response;
  const fail = (reason: string, cause?: unknown) => new UnreadableResponseError(request, response.status, reason, { cause });
  const chunks: Uint8Array[] = [];
  let received = 0;
  if (response.body !== null) {
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        received += value.byteLength;
      }
    } catch (error) {
      const timeout = timedOutAfter();
      if (timeout !== undefined) throw fail(`a body that did not arrive in full within ${formatDuration(timeout / 1000)} (${received} bytes read)`, error);
      if (isAbort(error)) throw error; // the caller's own abort
      const expected = Number(response.headers.get('content-length'));
      const of = Number.isFinite(expected) && expected > 0 ? ` of ${expected}` : '';
      throw fail(`a body cut off after ${received}${of} bytes (${causeOf(error)})`, error);
    }
  }
  const bytes = Buffer.concat(chunks);
  const ok = response.status >= 200 && response.status < 300;
  if (ok) {
    const text = bytes.toString('utf8');
    if (text.trim() === '') throw fail('an empty body');
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw fail(`a body that is not valid JSON: ${JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text)}`);
    }
    if (typeof parsed !== 'object' || parsed === null) throw fail(`a JSON body that is not an object or array: ${JSON.stringify(text.slice(0, 80))}`);
  }
  const whole = new Response(bytes, { status: response.status, statusText: response.statusText, headers: response.headers });
  // Octokit reports `response.url` (the address after redirects); a constructed Response has none.
  Object.defineProperty(whole, 'url', { value: response.url });
  return whole;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** "other side closed", "ECONNRESET": what undici says ended the body. */
function causeOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Error) {
    const code = (cause as { code?: unknown }).code;
    return typeof code === 'string' && !cause.message.includes(code) ? `${cause.message}, ${code}` : cause.message;
  }
  return error.message;
}
