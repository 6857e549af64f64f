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
 * A 200 whose JSON body does not parse is an error ("not valid JSON"), not data.
 */
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { Octokit } from '@octokit/rest';
import Bottleneck from 'bottleneck/light.js';
import type { Logger } from '../ports/logger.js';
import { InvalidJsonResponseError } from './api-error.js';

const GitHubOctokit = Octokit.plugin(retry, throttling);

/** The client type every adapter in src/github takes. */
export type GitHubClient = InstanceType<typeof GitHubOctokit>;

export const DEFAULT_GITHUB_API_URL = 'https://api.github.com';

/** Statuses the retry plugin leaves alone: the answer will not change, or (429) the throttling plugin handles it. */
const DO_NOT_RETRY = [400, 401, 403, 404, 410, 422, 429, 451];

export interface CreateOctokitOptions {
  /** Abort any single request after this many ms (default 30 000). 0 disables the timeout. */
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
  const fetchWithTimeout: typeof globalThis.fetch =
    timeoutMs > 0
      ? (input, init) => {
          const timeout = AbortSignal.timeout(timeoutMs);
          const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
          return baseFetch(input, { ...init, signal });
        }
      : baseFetch;

  const logger = options.logger;
  const warn = (m: string) => (logger ? logger.warning(m) : console.warn(m));
  const maxWait = options.maxRateLimitWaitSeconds ?? 60;
  const retries = options.retries ?? 3;
  const rateLimitRetries = Math.min(2, retries);
  const waitFor = (kind: string) => (retryAfter: number, request: { method: string; url: string }, _octokit: unknown, retryCount: number) => {
    const endpoint = `${request.method} ${request.url}`;
    if (retryCount >= rateLimitRetries || retryAfter > maxWait) return false;
    warn(`GitHub API: ${kind} on ${endpoint}; retrying in ${retryAfter} s (attempt ${retryCount + 2})`);
    return true;
  };
  // One write at a time, as GitHub asks, but without the plugin's pauses between them.
  const unspaced = () => new Bottleneck.Group({ maxConcurrent: 1, minTime: 0 });
  const octokit = new GitHubOctokit({
    auth: token ? token : undefined,
    baseUrl: (baseUrl || DEFAULT_GITHUB_API_URL).replace(/\/+$/, ''),
    userAgent: options.userAgent ?? 'benchgate',
    request: { fetch: fetchWithTimeout },
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
  octokit.hook.after('request', (response, request) => {
    const type = String(response.headers['content-type'] ?? '');
    if (/json/i.test(type) && typeof response.data === 'string' && response.data !== '') {
      throw new InvalidJsonResponseError(request.method, response);
    }
  });
  serverErrorRetries.set(octokit, { retries, retryUnitMs: options.retryUnitMs ?? 1000 });
  return octokit;
}
