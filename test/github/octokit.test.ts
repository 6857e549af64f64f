import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyGitHubError } from '../../src/github/api-error.js';
import { createOctokit } from '../../src/github/octokit.js';
import { ROUTES, startGitHubApiServer, type GitHubApiServer } from '../support/github-api-server.js';

let api: GitHubApiServer;
beforeAll(async () => {
  // Served under /api/v3 like GHES, to check baseUrl with a path is honoured.
  api = await startGitHubApiServer({ owner: 'acme', repo: 'widgets', pathPrefix: '/api/v3', pullRequests: [1] });
});
afterAll(() => api.close());

describe('createOctokit', () => {
  it('honours a GITHUB_API_URL with a path (and a trailing slash), sends the token and a benchgate user agent', async () => {
    expect(api.url).toMatch(/\/api\/v3$/);
    const octokit = createOctokit(api.token, `${api.url}/`);
    const { data } = await octokit.rest.issues.get({ owner: 'acme', repo: 'widgets', issue_number: 1 });
    expect(data.number).toBe(1);
    expect(data.pull_request?.html_url).toBe('https://github.com/acme/widgets/pull/1');
    const request = api.requestsTo(ROUTES.getIssue).at(-1);
    expect(request?.path).toBe('/repos/acme/widgets/issues/1');
    expect(request?.headers.authorization).toBe(`token ${api.token}`);
    expect(request?.headers['user-agent']).toMatch(/^benchgate /);
  });

  it('times out slow requests (no retries asked for)', async () => {
    const octokit = createOctokit(api.token, api.url, { timeoutMs: 50, retries: 0 });
    api.delayNext(ROUTES.getIssue, 500);
    const error = await octokit.rest.issues.get({ owner: 'acme', repo: 'widgets', issue_number: 1 }).catch((e: unknown) => e);
    // Octokit reports transport failures as status 500 without a response; classification drops that status.
    expect(error).toMatchObject({ status: 500 });
    expect(classifyGitHubError(error)).toMatchObject({ kind: 'other', status: undefined });
  });

  it('GET /user is refused to GITHUB_TOKEN (why the bot login is a constant, not looked up)', async () => {
    const octokit = createOctokit(api.token, api.url);
    const error = await octokit.rest.users.getAuthenticated().catch((e: unknown) => e);
    expect(classifyGitHubError(error)).toEqual({
      kind: 'forbidden',
      status: 403,
      apiMessage: 'Resource not accessible by integration',
      documentationUrl: 'https://docs.github.com/rest/users/users#get-the-authenticated-user',
      retryAfterSeconds: undefined,
      integrationForbidden: true,
      endpoint: 'GET /api/v3/user',
    });
  });

  it('works anonymously (reads only)', async () => {
    const octokit = createOctokit(undefined, api.url);
    await octokit.rest.issues.get({ owner: 'acme', repo: 'widgets', issue_number: 1 });
    expect(api.requestsTo(ROUTES.getIssue).at(-1)?.headers.authorization).toBeUndefined();
    const error = await octokit.rest.issues.createComment({ owner: 'acme', repo: 'widgets', issue_number: 1, body: 'x' }).catch((e: unknown) => e);
    expect(classifyGitHubError(error)).toMatchObject({ kind: 'forbidden', status: 401, apiMessage: 'Requires authentication' });
  });
});
