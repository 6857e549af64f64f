/**
 * The sticky comment edits only comments by the token's own identity (issue 17, security item 6).
 * It used to fall back to any `type: Bot` author when none of its own existed, so it edited
 * renovate[bot]'s comment when that quoted the marker (or failed with 403 on every run where
 * GitHub refused). The identity now comes from the API (`GET /user` for a PAT); installation
 * tokens, which GitHub answers 403 there, use the configured login.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOctokit } from '../../src/github/octokit.js';
import { buildMarker, resolveOwnIdentity, upsertStickyComment } from '../../src/github/sticky-comment.js';
import { GITHUB_ACTIONS_BOT, OCTOCAT, ROUTES, startGitHubApiServer, type GitHubApiServer, type UserSeed } from '../support/github-api-server.js';

const owner = 'acme';
const repo = 'widgets';
const marker = buildMarker('benchgate');
const RENOVATE: UserSeed = { login: 'renovate[bot]', id: 29139614, type: 'Bot' };
const PERF_APP: UserSeed = { login: 'perf-app[bot]', id: 9001, type: 'Bot' };
/** A personal access token of octocat: GET /user answers 200 for it. */
const PAT = 'ghp_benchgateOctocatPersonalAccessToken01';
/** An installation token of another GitHub App: GET /user answers 403, comments are by perf-app[bot]. */
const APP_TOKEN = 'ghs_benchgatePerfAppInstallationToken0001';

let api: GitHubApiServer;
let nextPr = 1;
const newPr = () => api.pullRequest(nextPr++).number;
const patchesOf = (id: number) => api.requestsTo(ROUTES.updateComment).filter((r) => r.path.endsWith(`/issues/comments/${id}`));

beforeAll(async () => {
  api = await startGitHubApiServer({
    owner,
    repo,
    tokens: { [PAT]: { user: OCTOCAT, installation: false }, [APP_TOKEN]: { user: PERF_APP, installation: true } },
  });
});
afterAll(() => api.close());
afterEach(() => api.clearFaults());

describe('resolveOwnIdentity', () => {
  it('asks GET /user: a PAT answers with its login', async () => {
    await expect(resolveOwnIdentity(createOctokit(PAT, api.url))).resolves.toEqual({ login: 'octocat', source: 'api' });
  });

  it('an installation token gets 403 there, so the configured login is used', async () => {
    const before = api.requestsTo(ROUTES.getAuthenticatedUser).length;
    await expect(resolveOwnIdentity(createOctokit(api.token, api.url))).resolves.toEqual({ login: 'github-actions[bot]', source: 'fallback' });
    await expect(resolveOwnIdentity(createOctokit(APP_TOKEN, api.url), 'perf-app[bot]')).resolves.toEqual({ login: 'perf-app[bot]', source: 'fallback' });
    expect(
      api
        .requestsTo(ROUTES.getAuthenticatedUser)
        .slice(before)
        .map((r) => r.status),
    ).toEqual([403, 403]);
  });

  it('a failing GET /user (500) falls back as well', async () => {
    api.failNext(ROUTES.getAuthenticatedUser, 500);
    await expect(resolveOwnIdentity(createOctokit(PAT, api.url, { retries: 0 }), 'fallback[bot]')).resolves.toEqual({
      login: 'fallback[bot]',
      source: 'fallback',
    });
  });
});

describe('upsertStickyComment never edits another identity’s comment', () => {
  it('renovate[bot] quoting the marker: a new comment is created, renovate’s is untouched', async () => {
    const pr = newPr();
    const renovate = api.addComment(pr, { body: `Dependency update.\n\n> ${marker}\n> benchgate said: regression`, user: RENOVATE });

    const result = await upsertStickyComment(createOctokit(api.token, api.url), { owner, repo, issueNumber: pr, marker, body: 'results' });

    expect(result.action).toBe('created');
    expect(result.id).not.toBe(renovate.id);
    expect(patchesOf(renovate.id)).toEqual([]);
    expect(api.commentsOn(pr).find((c) => c.id === renovate.id)!.body).toBe(`Dependency update.\n\n> ${marker}\n> benchgate said: regression`);
    expect(api.commentsOn(pr).find((c) => c.id === result.id)!.user?.login).toBe('github-actions[bot]');
  });

  it('a second run then updates its own comment, still not renovate’s', async () => {
    const pr = newPr();
    const renovate = api.addComment(pr, { body: `${marker}\nquoted`, user: RENOVATE });
    const client = createOctokit(api.token, api.url);
    const first = await upsertStickyComment(client, { owner, repo, issueNumber: pr, marker, body: 'run 1' });
    const second = await upsertStickyComment(client, { owner, repo, issueNumber: pr, marker, body: 'run 2' });

    expect([first.action, second.action]).toEqual(['created', 'updated']);
    expect(second.id).toBe(first.id);
    expect(patchesOf(renovate.id)).toEqual([]);
  });

  it('a PAT finds its own comment by the login GET /user gave, not the configured bot login, and leaves the bot’s alone', async () => {
    const pr = newPr();
    const actionsBot = api.addComment(pr, { body: `${marker}\nby GITHUB_TOKEN`, user: GITHUB_ACTIONS_BOT });
    const own = api.addComment(pr, { body: `${marker}\nby the PAT`, user: OCTOCAT });

    const result = await upsertStickyComment(createOctokit(PAT, api.url), {
      owner,
      repo,
      issueNumber: pr,
      marker,
      body: 'new',
      botLogin: 'github-actions[bot]',
    });

    expect(result).toMatchObject({ action: 'updated', id: own.id });
    expect(patchesOf(actionsBot.id)).toEqual([]);
  });

  it('an App token whose login was configured edits its own comment, never github-actions[bot]’s', async () => {
    const pr = newPr();
    const actionsBot = api.addComment(pr, { body: `${marker}\nby GITHUB_TOKEN`, user: GITHUB_ACTIONS_BOT });
    const own = api.addComment(pr, { body: `${marker}\nby the app`, user: PERF_APP });

    const result = await upsertStickyComment(createOctokit(APP_TOKEN, api.url), {
      owner,
      repo,
      issueNumber: pr,
      marker,
      body: 'new',
      botLogin: 'perf-app[bot]',
    });

    expect(result).toMatchObject({ action: 'updated', id: own.id });
    expect(patchesOf(actionsBot.id)).toEqual([]);
  });
});
