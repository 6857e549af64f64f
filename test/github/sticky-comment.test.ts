import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOctokit, type GitHubClient } from '../../src/github/octokit.js';
import {
  buildMarker,
  CommentError,
  findStickyComment,
  FORKS_README_SECTION,
  GITHUB_ACTIONS_BOT_LOGIN,
  upsertStickyComment,
  updateStickyComment,
} from '../../src/github/sticky-comment.js';
import { FORK_TOKEN, GITHUB_ACTIONS_BOT, HUBOT, OCTOCAT, ROUTES, startGitHubApiServer, type GitHubApiServer } from '../support/github-api-server.js';

const owner = 'acme';
const repo = 'widgets';
const marker = buildMarker('Benchmarks');

let api: GitHubApiServer;
let octokit: GitHubClient;
let nextPr = 1;
/** Each test gets its own PR so state never leaks between tests. */
const newPr = () => api.pullRequest(nextPr++).number;

beforeAll(async () => {
  api = await startGitHubApiServer({ owner, repo });
  octokit = createOctokit(api.token, api.url, { timeoutMs: 5_000, retries: 0 });
});
afterAll(() => api.close());
afterEach(() => api.clearFaults());

/** Requests made for one PR's comments (its list pages, creates) plus PATCHes, in order. */
const callsFor = (issueNumber: number) =>
  api.requests.filter(
    (r) =>
      r.path.endsWith(`/issues/${issueNumber}/comments`) ||
      (r.route === ROUTES.updateComment && api.commentsOn(issueNumber).some((c) => r.path.endsWith(`/${c.id}`))),
  );

async function expectCommentError(promise: Promise<unknown>): Promise<CommentError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CommentError);
  return error as CommentError;
}

describe('buildMarker', () => {
  it('is a hidden HTML comment, stable per workflow and distinct between workflows', () => {
    expect(buildMarker('Benchmarks')).toBe('<!-- benchgate:benchmarks -->');
    expect(buildMarker('Benchmarks')).toBe(buildMarker('  benchmarks '));
    expect(buildMarker('CI / perf (linux)')).toBe('<!-- benchgate:ci-perf-linux -->');
    expect(buildMarker('perf-linux')).not.toBe(buildMarker('perf-macos'));
  });

  it('cannot be broken out of by the workflow name', () => {
    const m = buildMarker('evil --> <b>x</b> <!--');
    expect(m.match(/-->/g)).toHaveLength(1);
    expect(m.endsWith(' -->')).toBe(true);
    expect(m.slice('<!--'.length)).not.toContain('<!--');
    expect(buildMarker('---')).toBe('<!-- benchgate:default -->');
  });
});

describe('upsertStickyComment against the fake GitHub API', () => {
  it('creates the comment on the first run, as github-actions[bot], with the marker in it', async () => {
    const pr = newPr();
    const result = await upsertStickyComment(octokit, {
      owner,
      repo,
      issueNumber: pr,
      marker,
      body: '## Benchmarks\nno change',
      botLogin: GITHUB_ACTIONS_BOT_LOGIN,
    });

    const comments = api.commentsOn(pr);
    expect(comments).toHaveLength(1);
    expect(result).toEqual({
      action: 'created',
      id: comments[0].id,
      url: `https://github.com/${owner}/${repo}/pull/${pr}#issuecomment-${comments[0].id}`,
    });
    expect(comments[0].user?.login).toBe('github-actions[bot]');
    expect(comments[0].body).toBe(`${marker}\n## Benchmarks\nno change`);
    expect(callsFor(pr).map((r) => r.route)).toEqual([ROUTES.listComments, ROUTES.createComment]);
    expect(api.requestsTo(ROUTES.createComment).at(-1)!.body).toEqual({ body: `${marker}\n## Benchmarks\nno change` });
  });

  it('updates the same comment on the second run instead of adding one', async () => {
    const pr = newPr();
    const first = await upsertStickyComment(octokit, { owner, repo, issueNumber: pr, marker, body: `${marker}\nrun 1` });
    const second = await upsertStickyComment(octokit, { owner, repo, issueNumber: pr, marker, body: `${marker}\nrun 2` });

    expect(second.action).toBe('updated');
    expect(second.id).toBe(first.id);
    expect(second.url).toBe(first.url);
    const comments = api.commentsOn(pr);
    expect(comments).toHaveLength(1);
    expect(comments[0].body).toBe(`${marker}\nrun 2`); // body already had the marker: not doubled
    const patches = api.requestsTo(ROUTES.updateComment).filter((r) => r.path.endsWith(`/issues/comments/${first.id}`));
    expect(patches).toHaveLength(1);
    expect(patches[0].body).toEqual({ body: `${marker}\nrun 2` });
  });

  it('finds the marker comment on page 3 of 250+ comments (follows Link rel="next")', async () => {
    const pr = newPr();
    api.seedComments(pr, 250); // humans chatting
    const ours = api.addComment(pr, { body: `${marker}\nold results`, user: GITHUB_ACTIONS_BOT });
    api.seedComments(pr, 5);

    const result = await upsertStickyComment(octokit, {
      owner,
      repo,
      issueNumber: pr,
      marker,
      body: 'new results',
      botLogin: GITHUB_ACTIONS_BOT_LOGIN,
    });

    expect(result).toMatchObject({ action: 'updated', id: ours.id });
    expect(api.commentsOn(pr)).toHaveLength(256);
    expect(api.commentsOn(pr).find((c) => c.id === ours.id)!.body).toBe(`${marker}\nnew results`);
    const pages = callsFor(pr)
      .filter((r) => r.method === 'GET')
      .map((r) => ({ path: r.path, page: r.query.page ?? '1', perPage: r.query.per_page }));
    // Page 1 via /repos/..., later pages via the Link header's /repositories/{id}/... URLs.
    expect(pages).toEqual([
      { path: `/repos/${owner}/${repo}/issues/${pr}/comments`, page: '1', perPage: '100' },
      { path: `/repositories/${api.state.repoId}/issues/${pr}/comments`, page: '2', perPage: '100' },
      { path: `/repositories/${api.state.repoId}/issues/${pr}/comments`, page: '3', perPage: '100' },
    ]);
    expect(callsFor(pr).some((r) => r.method === 'POST')).toBe(false);
  });

  it('does not hijack a human comment that contains the marker when a bot one exists', async () => {
    const pr = newPr();
    const human = api.addComment(pr, { body: `quoting the bot:\n${marker}\n> regression!`, user: OCTOCAT });
    api.seedComments(pr, 120);
    const bot = api.addComment(pr, { body: `${marker}\nresults`, user: GITHUB_ACTIONS_BOT });

    const result = await upsertStickyComment(octokit, {
      owner,
      repo,
      issueNumber: pr,
      marker,
      body: 'updated results',
      botLogin: GITHUB_ACTIONS_BOT_LOGIN,
    });

    expect(result).toMatchObject({ action: 'updated', id: bot.id });
    expect(api.commentsOn(pr).find((c) => c.id === human.id)!.body).toBe(`quoting the bot:\n${marker}\n> regression!`);
    // Same without botLogin: the human's earlier comment is still passed over for the bot's.
    expect((await findStickyComment(octokit, { owner, repo, issueNumber: pr, marker }))?.id).toBe(bot.id);
    expect(api.requestsTo(ROUTES.updateComment).some((r) => r.path.endsWith(`/${human.id}`))).toBe(false);
  });

  it('creates a new comment rather than edit one only a human wrote', async () => {
    const pr = newPr();
    const human = api.addComment(pr, { body: `${marker}\ncopied by hand`, user: HUBOT });

    const result = await upsertStickyComment(octokit, { owner, repo, issueNumber: pr, marker, body: 'results' });

    expect(result.action).toBe('created');
    expect(result.id).not.toBe(human.id);
    expect(api.commentsOn(pr).find((c) => c.id === human.id)!.body).toBe(`${marker}\ncopied by hand`);
  });

  it('finds only the comment by botLogin: another bot’s never, and github-actions[bot] when botLogin is not given', async () => {
    const pr = newPr();
    const otherBot = api.addComment(pr, { body: `${marker}\nfrom another app`, user: { login: 'perf-app[bot]', id: 9001, type: 'Bot' } });
    const actionsBot = api.addComment(pr, { body: `${marker}\nfrom actions`, user: GITHUB_ACTIONS_BOT });

    const withLogin = await findStickyComment(octokit, { owner, repo, issueNumber: pr, marker, botLogin: 'github-actions[bot]' });
    expect(withLogin?.id).toBe(actionsBot.id);
    expect((await findStickyComment(octokit, { owner, repo, issueNumber: pr, marker }))?.id).toBe(actionsBot.id);
    expect((await findStickyComment(octokit, { owner, repo, issueNumber: pr, marker, botLogin: 'perf-app[bot]' }))?.id).toBe(otherBot.id);
    const onlyOther = newPr();
    api.addComment(onlyOther, { body: `${marker}\nfrom another app`, user: { login: 'perf-app[bot]', id: 9001, type: 'Bot' } });
    expect(await findStickyComment(octokit, { owner, repo, issueNumber: onlyOther, marker })).toBeUndefined();
    // A PAT user (type "User") is recognised by login.
    const pat = api.addComment(newPr(), { body: `${marker}\nvia PAT`, user: OCTOCAT });
    expect((await findStickyComment(octokit, { owner, repo, issueNumber: pat.issueNumber, marker, botLogin: 'OctoCat' }))?.id).toBe(pat.id);
  });

  it('keeps one comment per workflow: different markers do not touch each other', async () => {
    const pr = newPr();
    const linux = buildMarker('perf linux');
    const mac = buildMarker('perf macos');
    const a = await upsertStickyComment(octokit, { owner, repo, issueNumber: pr, marker: linux, body: 'linux 1' });
    const b = await upsertStickyComment(octokit, { owner, repo, issueNumber: pr, marker: mac, body: 'mac 1' });
    const a2 = await upsertStickyComment(octokit, { owner, repo, issueNumber: pr, marker: linux, body: 'linux 2' });

    expect([a.action, b.action, a2.action]).toEqual(['created', 'created', 'updated']);
    expect(a2.id).toBe(a.id);
    expect(api.commentsOn(pr).map((c) => c.body)).toEqual([`${linux}\nlinux 2`, `${mac}\nmac 1`]);
  });

  it('rejects a marker that did not come from buildMarker', async () => {
    await expect(upsertStickyComment(octokit, { owner, repo, issueNumber: newPr(), marker: 'benchgate', body: 'x' })).rejects.toThrow(TypeError);
  });
});

describe('upsertStickyComment errors', () => {
  it('a fork PR’s read-only token: 403 "Resource not accessible by integration" → forbidden, with the fork pointer', async () => {
    const pr = newPr();
    const forkClient = createOctokit(FORK_TOKEN, api.url);
    const error = await expectCommentError(upsertStickyComment(forkClient, { owner, repo, issueNumber: pr, marker, body: 'results' }));

    expect(error.kind).toBe('forbidden');
    expect(error.status).toBe(403);
    expect(error.commentOperation).toBe('create');
    expect(error.integrationForbidden).toBe(true);
    expect(error.apiMessage).toBe('Resource not accessible by integration');
    expect(error.documentationUrl).toBe('https://docs.github.com/rest/issues/comments#create-an-issue-comment');
    expect(error.hint).toContain(FORKS_README_SECTION);
    expect(error.message).toContain('Pull requests from forks');
    expect(error.message).toContain('mode: run');
    expect(error.message).toContain('mode: comment');
    expect(error.message).toContain('workflow_run');
    expect(error.message).toContain(`${owner}/${repo}#${pr}`);
    expect(api.commentsOn(pr)).toHaveLength(0);
  });

  it('403 on the update → forbidden, operation update', async () => {
    const pr = newPr();
    api.addComment(pr, { body: `${marker}\nold`, user: GITHUB_ACTIONS_BOT });
    api.failNext(ROUTES.updateComment, 403);
    const error = await expectCommentError(upsertStickyComment(octokit, { owner, repo, issueNumber: pr, marker, body: 'new' }));
    expect(error).toMatchObject({ kind: 'forbidden', status: 403, commentOperation: 'update' });
    expect(error.hint).toContain(FORKS_README_SECTION);
  });

  it('404 on the update (deleted after it was listed) → the result is posted as a new comment; updateStickyComment still creates none', async () => {
    const pr = newPr();
    api.addComment(pr, { body: `${marker}\nold`, user: GITHUB_ACTIONS_BOT });
    api.failNext(ROUTES.updateComment, 404);
    const result = await upsertStickyComment(octokit, { owner, repo, issueNumber: pr, marker, body: `${marker}\nnew` });
    expect(result.action).toBe('created');
    expect(api.requestsTo(ROUTES.createComment).at(-1)!.body).toEqual({ body: `${marker}\nnew` });
    api.failNext(ROUTES.updateComment, 404);
    const error = await expectCommentError(updateStickyComment(octokit, { owner, repo, issueNumber: pr, marker, body: `${marker}\nnewer` }));
    expect(error).toMatchObject({ status: 404, commentOperation: 'update' });
  });

  it('500 while listing → other, and no comment is created blindly (no duplicates)', async () => {
    const pr = newPr();
    api.addComment(pr, { body: `${marker}\nold`, user: GITHUB_ACTIONS_BOT });
    api.failNext(ROUTES.listComments, 500);
    const error = await expectCommentError(upsertStickyComment(octokit, { owner, repo, issueNumber: pr, marker, body: 'new' }));

    expect(error).toMatchObject({ kind: 'other', status: 500, commentOperation: 'list', apiMessage: 'Server Error' });
    expect(error.hint).toBeUndefined();
    expect(error.integrationForbidden).toBe(false);
    expect(callsFor(pr).map((r) => r.method)).toEqual(['GET']); // no retry, no POST
    expect(api.commentsOn(pr)).toHaveLength(1);
  });

  it('a 500 on page 2 also aborts (a half-read list must not look like "no comment yet")', async () => {
    const pr = newPr();
    api.seedComments(pr, 150);
    api.addComment(pr, { body: `${marker}\nold`, user: GITHUB_ACTIONS_BOT });
    // Faults are consumed in order, one per request: page 1 passes (a zero delay), page 2 fails.
    api.delayNext(ROUTES.listComments, 0);
    api.failNext(ROUTES.listComments, 502);
    const error = await expectCommentError(upsertStickyComment(octokit, { owner, repo, issueNumber: pr, marker, body: 'x' }));
    expect(error).toMatchObject({ kind: 'other', status: 502, commentOperation: 'list' });
    expect(
      callsFor(pr)
        .filter((r) => r.method === 'GET')
        .map((r) => r.query.page ?? '1'),
    ).toEqual(['1', '2']);
    expect(callsFor(pr).some((r) => r.method === 'POST')).toBe(false);
  });

  it('404 (no such PR, or no access to a private repo) → not-found', async () => {
    const error = await expectCommentError(upsertStickyComment(octokit, { owner, repo, issueNumber: 999_999, marker, body: 'x' }));
    expect(error).toMatchObject({ kind: 'not-found', status: 404, commentOperation: 'list', apiMessage: 'Not Found' });
  });

  it('primary rate limit (403 + x-ratelimit-remaining: 0) → rate-limited with a retry delay, not forbidden', async () => {
    api.failNext(ROUTES.listComments, { status: 403, variant: 'rate-limit' });
    const error = await expectCommentError(upsertStickyComment(octokit, { owner, repo, issueNumber: newPr(), marker, body: 'x' }));
    expect(error.kind).toBe('rate-limited');
    expect(error.status).toBe(403);
    expect(error.hint).toBeUndefined();
    expect(error.retryAfterSeconds).toBeGreaterThan(1700);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(1800);
  });

  it('secondary rate limit (403 or 429 + retry-after) → rate-limited', async () => {
    api.failNext(ROUTES.createComment, { status: 403, variant: 'secondary-rate-limit' });
    const e1 = await expectCommentError(upsertStickyComment(octokit, { owner, repo, issueNumber: newPr(), marker, body: 'x' }));
    expect(e1).toMatchObject({ kind: 'rate-limited', status: 403, retryAfterSeconds: 60, commentOperation: 'create' });
    api.failNext(ROUTES.createComment, 429);
    const e2 = await expectCommentError(upsertStickyComment(octokit, { owner, repo, issueNumber: newPr(), marker, body: 'x' }));
    expect(e2).toMatchObject({ kind: 'rate-limited', status: 429, retryAfterSeconds: 60 });
  });

  it('422 for a body over 65536 characters → other, with GitHub’s validation message', async () => {
    const error = await expectCommentError(upsertStickyComment(octokit, { owner, repo, issueNumber: newPr(), marker, body: 'x'.repeat(70_000) }));
    expect(error).toMatchObject({ kind: 'other', status: 422, commentOperation: 'create' });
    expect(error.message).toContain('body is too long (maximum is 65536 characters)');
  });

  it('no HTTP response (timeout) → other with no status', async () => {
    const impatient = createOctokit(api.token, api.url, { timeoutMs: 100, retries: 0 });
    api.delayNext(ROUTES.listComments, 1_000);
    const error = await expectCommentError(upsertStickyComment(impatient, { owner, repo, issueNumber: newPr(), marker, body: 'x' }));
    expect(error.kind).toBe('other');
    expect(error.status).toBeUndefined();
    expect(error.message).toMatch(/timeout|aborted/i);
  });
});
