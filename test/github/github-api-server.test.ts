/** The fake API itself: raw HTTP, so its shapes are checked without Octokit smoothing anything over. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORK_TOKEN, GITHUB_ACTIONS_BOT, ROUTES, startGitHubApiServer, type GitHubApiServer } from '../support/github-api-server.js';

let api: GitHubApiServer;
beforeAll(async () => {
  api = await startGitHubApiServer({ owner: 'acme', repo: 'widgets', repoId: 4242 });
  api.seedComments(5, 65);
  api.addComment(5, { body: 'hello', user: GITHUB_ACTIONS_BOT });
});
afterAll(() => api.close());

const get = (path: string, token = api.token) => fetch(`${api.url}${path}`, { headers: { authorization: `token ${token}` } });

describe('fake GitHub API', () => {
  it('paginates with GitHub’s Link header (prev, next, last, first on /repositories/{id} URLs)', async () => {
    const first = await get('/repos/acme/widgets/issues/5/comments?per_page=30');
    expect(first.status).toBe(200);
    expect(first.headers.get('link')).toBe(
      `<${api.url}/repositories/4242/issues/5/comments?per_page=30&page=2>; rel="next", ` +
        `<${api.url}/repositories/4242/issues/5/comments?per_page=30&page=3>; rel="last"`,
    );
    expect(await first.json()).toHaveLength(30);

    const middle = await get('/repositories/4242/issues/5/comments?per_page=30&page=2');
    expect(middle.headers.get('link')).toBe(
      `<${api.url}/repositories/4242/issues/5/comments?per_page=30&page=1>; rel="prev", ` +
        `<${api.url}/repositories/4242/issues/5/comments?per_page=30&page=3>; rel="next", ` +
        `<${api.url}/repositories/4242/issues/5/comments?per_page=30&page=3>; rel="last", ` +
        `<${api.url}/repositories/4242/issues/5/comments?per_page=30&page=1>; rel="first"`,
    );
    const last = await get('/repos/acme/widgets/issues/5/comments?per_page=30&page=3');
    expect(last.headers.get('link')).not.toContain('rel="next"');
    expect(await last.json()).toHaveLength(6);
    expect(await (await get('/repos/acme/widgets/issues/5/comments?page=9')).json()).toEqual([]);
  });

  it('defaults per_page to 30 and caps it at 100', async () => {
    expect(await (await get('/repos/acme/widgets/issues/5/comments')).json()).toHaveLength(30);
    expect(await (await get('/repos/acme/widgets/issues/5/comments?per_page=500')).json()).toHaveLength(66);
  });

  it('serves issue comments in GitHub’s shape', async () => {
    const comments = (await (await get('/repos/acme/widgets/issues/5/comments?per_page=100')).json()) as Record<string, unknown>[];
    const bot = comments.at(-1)!;
    expect(Object.keys(bot).sort()).toEqual(
      [
        'author_association',
        'body',
        'created_at',
        'html_url',
        'id',
        'issue_url',
        'node_id',
        'performed_via_github_app',
        'reactions',
        'updated_at',
        'url',
        'user',
      ].sort(),
    );
    expect(bot).toMatchObject({
      body: 'hello',
      url: `${api.url}/repos/acme/widgets/issues/comments/${bot.id as number}`,
      html_url: `https://github.com/acme/widgets/pull/5#issuecomment-${bot.id as number}`,
      issue_url: `${api.url}/repos/acme/widgets/issues/5`,
      author_association: 'NONE',
      user: { login: 'github-actions[bot]', id: 41898282, type: 'Bot', html_url: 'https://github.com/apps/github-actions' },
      performed_via_github_app: { slug: 'github-actions', id: 15368 },
      reactions: { total_count: 0, '+1': 0, '-1': 0 },
    });
    expect(bot.id as number).toBeGreaterThan(2 ** 31);
    expect(comments[0]).toMatchObject({ user: { login: 'octocat', type: 'User' }, performed_via_github_app: null });
  });

  it('answers errors with GitHub’s JSON error body', async () => {
    const user = await get('/user');
    expect(user.status).toBe(403);
    expect(await user.json()).toEqual({
      message: 'Resource not accessible by integration',
      documentation_url: 'https://docs.github.com/rest/users/users#get-the-authenticated-user',
      status: '403',
    });
    const fork = await fetch(`${api.url}/repos/acme/widgets/issues/5/comments`, {
      method: 'POST',
      headers: { authorization: `token ${FORK_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'x' }),
    });
    expect(fork.status).toBe(403);
    const missing = await get('/repos/acme/other-repo/issues/5/comments');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: 'Not Found', status: '404' });
  });

  it('records requests and applies queued faults in order', async () => {
    api.failNext(ROUTES.getIssue, 500);
    expect((await get('/repos/acme/widgets/issues/5')).status).toBe(500);
    const ok = await get('/repos/acme/widgets/issues/5');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ number: 5, comments: 66, pull_request: { merged_at: null } });
    expect(api.requestsTo(ROUTES.getIssue).map((r) => r.status)).toEqual([500, 200]);
  });
});
