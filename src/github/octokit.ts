/**
 * Builds the REST client the GitHub adapters take as a parameter.
 *
 * Uses `@octokit/rest` rather than `@actions/github`'s `getOctokit`: importing `@actions/github`
 * reads `GITHUB_EVENT_PATH`/`GITHUB_API_URL` at import time, and this module must read nothing
 * from the environment. The caller passes the token and `GITHUB_API_URL` in.
 *
 * `@octokit/rest` ships no retry or throttling plugin, so a failed request fails once, at once:
 * tests stay fast and the action decides itself whether a failure is worth a retry.
 */
import { Octokit } from '@octokit/rest';
import type { Logger } from '../ports/logger.js';

/** The client type every adapter in src/github takes. */
export type GitHubClient = Octokit;

export const DEFAULT_GITHUB_API_URL = 'https://api.github.com';

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
   * Deprecation notices (`warn`) go to `warning`. Default: warn → console.warn, the rest discarded.
   */
  logger?: Logger;
}

/**
 * @param token   GITHUB_TOKEN, an App installation token or a PAT; empty/undefined = anonymous.
 * @param baseUrl REST API root, i.e. the value of `GITHUB_API_URL` (GHES: `https://host/api/v3`).
 */
export function createOctokit(
  token: string | undefined,
  baseUrl: string = DEFAULT_GITHUB_API_URL,
  options: CreateOctokitOptions = {},
): GitHubClient {
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
  return new Octokit({
    auth: token ? token : undefined,
    baseUrl: (baseUrl || DEFAULT_GITHUB_API_URL).replace(/\/+$/, ''),
    userAgent: options.userAgent ?? 'benchgate',
    request: { fetch: fetchWithTimeout },
    log: logger
      ? {
          debug: (m: string) => logger.debug(m),
          info: (m: string) => logger.debug(m),
          warn: (m: string) => logger.warning(m),
          error: (m: string) => logger.debug(m),
        }
      : { debug: () => {}, info: () => {}, warn: (m: string) => console.warn(m), error: () => {} },
  });
}
