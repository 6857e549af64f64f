/**
 * A reply whose body is cut off (the connection drops after the headers and a few bytes) or never
 * ends (it stalls past the client's timeout) is an error, retried like a server error; it is never
 * read as an empty list or an empty object. Real Octokit against the local API server, whose
 * `cutNext` sends the real status and headers, 9 bytes of the body, then resets the connection.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findRegressionAcceptance } from '../../src/github/accepted-regression.js';
import { GitHubApiError } from '../../src/github/api-error.js';
import { createOctokit, type CreateOctokitOptions } from '../../src/github/octokit.js';
import { buildMarker, CommentError, upsertStickyComment } from '../../src/github/sticky-comment.js';
import { recordingLogger } from '../runner/git-fixture.js';
import { GITHUB_ACTIONS_BOT, ROUTES, startGitHubApiServer, type GitHubApiServer, type UserSeed } from '../support/github-api-server.js';

const owner = 'acme';
const repo = 'widgets';
const marker = buildMarker('Benchmarks');
const label = 'benchgate:accept-regression';
const maintainer: UserSeed = { login: 'perf-lead', id: 7_000_001, type: 'User' };

let api: GitHubApiServer;
let nextPr = 1;
const newPr = () => api.pullRequest(nextPr++).number;

beforeAll(async () => {
  api = await startGitHubApiServer({ owner, repo });
  api.setPermission(maintainer.login, 'write');
});
afterAll(() => api.close());
afterEach(() => api.clearFaults());

/** The real client, retrying 3 times with waits of 1, 4, 9 ms; every request counted. */
function client(options: CreateOctokitOptions = {}) {
  const logger = recordingLogger();
  let sent = 0;
  const octokit = createOctokit(api.token, api.url, {
    timeoutMs: 10_000,
    retryUnitMs: 1,
    logger,
    fetch: (input, init) => {
      sent += 1;
      return globalThis.fetch(input, init);
    },
    ...options,
  });
  return { octokit, logger, sent: () => sent };
}

const requestsFor = (route: Parameters<GitHubApiServer['requestsTo']>[0], pr: number) =>
  api.requestsTo(route).filter((r) => r.path.includes(`/issues/${pr}/`) || r.path.endsWith(`/issues/${pr}`));

async function rejection(work: Promise<unknown>): Promise<unknown> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeDefined();
  return error;
}

/** The head was pushed before the stand-in's clock starts (2024-03-01T09:00Z), so any label accepts it. */
const PUSHED_BEFORE_THE_LABEL = { sha: 'a'.repeat(40), since: () => Promise.resolve({ at: '2024-01-01T00:00:00Z' }) };

describe('a reply cut off mid-body', () => {
  it('is retried: the list comes back whole, not empty', async () => {
    const pr = newPr();
    api.seedComments(pr, 3);
    const { octokit, sent } = client();
    api.cutNext(ROUTES.listComments);
    const { data } = await octokit.rest.issues.listComments({ owner, repo, issue_number: pr });
    expect(data.map((c) => c.body)).toEqual(['comment 0', 'comment 1', 'comment 2']);
    expect(sent()).toBe(2);
  });

  it('cut every time: an error that says the body was cut off and which request it was, after the retries', async () => {
    const pr = newPr();
    api.seedComments(pr, 1);
    const { octokit } = client({ retries: 2 });
    api.cutNext(ROUTES.listComments, { times: 3 });
    const error = await rejection(octokit.rest.issues.listComments({ owner, repo, issue_number: pr }));
    expect(requestsFor(ROUTES.listComments, pr)).toHaveLength(3);
    expect(String((error as Error).message)).toMatch(/body .*cut off/i);
  });

  it('on the comment list: the sticky comment is found on the retry and updated; no second comment', async () => {
    const pr = newPr();
    api.seedComments(pr, 2);
    const ours = api.addComment(pr, { body: `${marker}\nold verdict`, user: GITHUB_ACTIONS_BOT });
    const { octokit } = client();
    api.cutNext(ROUTES.listComments);
    const result = await upsertStickyComment(octokit, { owner, repo, issueNumber: pr, marker, body: `${marker}\nnew verdict` });
    expect(result).toMatchObject({ action: 'updated', id: ours.id });
    expect(requestsFor(ROUTES.createComment, pr)).toHaveLength(0);
    expect(api.commentsOn(pr).filter((c) => c.body.includes(marker))).toEqual([expect.objectContaining({ id: ours.id, body: `${marker}\nnew verdict` })]);
  });

  it('on the comment list, every time: the upsert fails with the list error and creates nothing', async () => {
    const pr = newPr();
    api.addComment(pr, { body: `${marker}\nold verdict`, user: GITHUB_ACTIONS_BOT });
    const { octokit } = client();
    api.cutNext(ROUTES.listComments, { times: 4 });
    const error = await rejection(upsertStickyComment(octokit, { owner, repo, issueNumber: pr, marker, body: `${marker}\nnew verdict` }));
    expect(error).toBeInstanceOf(CommentError);
    expect((error as CommentError).commentOperation).toBe('list');
    expect(requestsFor(ROUTES.createComment, pr)).toHaveLength(0);
    expect(api.commentsOn(pr)).toHaveLength(1);
  });

  it("on the comment POST (the comment was written): found again, one comment, and the result has the comment's URL", async () => {
    const pr = newPr();
    const { octokit } = client();
    api.cutNext(ROUTES.createComment);
    const result = await upsertStickyComment(octokit, { owner, repo, issueNumber: pr, marker, body: `${marker}\nverdict` });
    const comments = api.commentsOn(pr);
    expect(comments).toHaveLength(1);
    expect(requestsFor(ROUTES.createComment, pr)).toHaveLength(1);
    expect(result).toEqual({ action: 'created', id: comments[0].id, url: `https://github.com/${owner}/${repo}/pull/${pr}#issuecomment-${comments[0].id}` });
  });

  it('on the label list: retried, and the accept label is seen', async () => {
    const pr = newPr();
    api.addLabel(pr, label, maintainer);
    const { octokit } = client();
    api.cutNext(ROUTES.listLabels);
    expect(await findRegressionAcceptance(octokit, { owner, repo, issueNumber: pr, label, head: PUSHED_BEFORE_THE_LABEL })).toMatchObject({
      accepted: true,
      by: 'perf-lead',
    });
    expect(requestsFor(ROUTES.listLabels, pr)).toHaveLength(2);
  });

  it('on the label list, every time: an error (the caller warns), not "no label"', async () => {
    const pr = newPr();
    api.addLabel(pr, label, maintainer);
    const { octokit } = client();
    api.cutNext(ROUTES.listLabels, { times: 4 });
    const error = await rejection(findRegressionAcceptance(octokit, { owner, repo, issueNumber: pr, label, head: PUSHED_BEFORE_THE_LABEL }));
    expect(error).toBeInstanceOf(GitHubApiError);
    expect((error as GitHubApiError).message).toMatch(
      /^GitHub API: could not list the labels of acme\/widgets#\d+ \(GET \/repos\/acme\/widgets\/issues\/\d+\/labels\): .*cut off/,
    );
  });
});

describe('a body that stalls', () => {
  it('past the client timeout: aborted and retried, and the retry reads the whole list', async () => {
    const pr = newPr();
    api.seedComments(pr, 2);
    const { octokit, sent } = client({ timeoutMs: 300 });
    api.stallNext(ROUTES.listComments, 600_000);
    const { data } = await octokit.rest.issues.listComments({ owner, repo, issue_number: pr });
    expect(data.map((c) => c.body)).toEqual(['comment 0', 'comment 1']);
    expect(sent()).toBe(2);
  });

  it('past the client timeout every time: an error that names the timeout, not an empty list', async () => {
    const pr = newPr();
    api.seedComments(pr, 2);
    const { octokit } = client({ timeoutMs: 200, retries: 1 });
    api.stallNext(ROUTES.listComments, 600_000, { times: 2 });
    const error = await rejection(octokit.rest.issues.listComments({ owner, repo, issue_number: pr }));
    expect(requestsFor(ROUTES.listComments, pr)).toHaveLength(2);
    expect(String((error as Error).message)).toMatch(/within 0\.2 s/);
  });

  it('for less than the timeout: read whole, once', async () => {
    const pr = newPr();
    api.seedComments(pr, 2);
    const { octokit, sent } = client({ timeoutMs: 60_000 });
    api.stallNext(ROUTES.listComments, 20);
    const { data } = await octokit.rest.issues.listComments({ owner, repo, issue_number: pr });
    expect(data).toHaveLength(2);
    expect(sent()).toBe(1);
  });
});
