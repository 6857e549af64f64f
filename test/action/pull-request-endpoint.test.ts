/**
 * The fake server's `GET /repos/{owner}/{repo}/pulls/{pull_number}`, which `mode: comment` uses
 * (through src/github/pull-request-head.ts) to check that a PR still has the measured head.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOctokit, type GitHubClient } from '../../src/github/octokit.js';
import { pullRequestHeadSha } from '../../src/github/pull-request-head.js';
import { GitHubApiError } from '../../src/github/api-error.js';
import { ROUTES, startGitHubApiServer, type GitHubApiServer } from '../support/github-api-server.js';

let api: GitHubApiServer;
let octokit: GitHubClient;

beforeAll(async () => {
  api = await startGitHubApiServer({ owner: 'acme', repo: 'widgets' });
  octokit = createOctokit(api.token, api.url, { retries: 0 });
});
afterAll(() => api.close());

describe('GET /repos/{owner}/{repo}/pulls/{pull_number}', () => {
  it('answers GitHub’s pull-request shape with the head and base that were set', async () => {
    api.setPullRequestRefs(31, { head: { sha: '1'.repeat(40), ref: 'perf-fix', owner: 'contributor' }, base: { sha: '2'.repeat(40), ref: 'main' } });
    const { data, status } = await octokit.rest.pulls.get({ owner: 'acme', repo: 'widgets', pull_number: 31 });
    expect(status).toBe(200);
    expect(data).toMatchObject({
      number: 31,
      state: 'open',
      url: `${api.url}/repos/acme/widgets/pulls/31`,
      html_url: 'https://github.com/acme/widgets/pull/31',
      head: { sha: '1'.repeat(40), ref: 'perf-fix', label: 'contributor:perf-fix', repo: { full_name: 'contributor/widgets', fork: true } },
      base: { sha: '2'.repeat(40), ref: 'main', label: 'acme:main', repo: { full_name: 'acme/widgets', fork: false, id: 700123456 } },
      merged: false,
      draft: false,
    });
    expect(typeof data.merge_commit_sha).toBe('string');
    expect(data.user?.login).toBe('octocat');
    expect(await pullRequestHeadSha(octokit, 'acme', 'widgets', 31)).toBe('1'.repeat(40));
    expect(api.requestsTo(ROUTES.getPullRequest).at(-1)!.path).toBe('/repos/acme/widgets/pulls/31');
  });

  it('gives every PR a distinct default head and base', async () => {
    api.pullRequest(32);
    api.pullRequest(33);
    const [a, b] = await Promise.all([32, 33].map((n) => octokit.rest.pulls.get({ owner: 'acme', repo: 'widgets', pull_number: n })));
    expect(a.data.head.sha).toMatch(/^[0-9a-f]{40}$/);
    expect(a.data.head.sha).not.toBe(b.data.head.sha);
    expect(a.data.head.sha).not.toBe(a.data.base.sha);
  });

  it('404 for an unknown PR, and failNext works on the route', async () => {
    const missing = await pullRequestHeadSha(octokit, 'acme', 'widgets', 404).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(GitHubApiError);
    expect((missing as GitHubApiError).kind).toBe('not-found');
    api.failNext(ROUTES.getPullRequest, 500);
    const failed = await pullRequestHeadSha(octokit, 'acme', 'widgets', 31).catch((e: unknown) => e);
    expect((failed as GitHubApiError).status).toBe(500);
    expect(await pullRequestHeadSha(octokit, 'acme', 'widgets', 31)).toBe('1'.repeat(40));
  });
});
