/**
 * A create that failed with a server error or no answer may still have written the comment:
 * it is looked for before the POST is sent again, so a PR never gets a second sticky comment.
 * Real Octokit (retry and throttling plugins, waits in milliseconds) against the local API server.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOctokit, type CreateOctokitOptions } from '../../src/github/octokit.js';
import { buildMarker, CommentError, upsertStickyComment } from '../../src/github/sticky-comment.js';
import { recordingLogger } from '../runner/git-fixture.js';
import { GITHUB_ACTIONS_BOT, ROUTES, startGitHubApiServer, type GitHubApiServer } from '../support/github-api-server.js';

const owner = 'acme';
const repo = 'widgets';
const marker = buildMarker('Benchmarks');
const body = `${marker}\n## Benchmarks\nno change`;

let api: GitHubApiServer;
let nextPr = 1;
/** Each test gets its own PR so state never leaks between tests. */
const newPr = () => api.pullRequest(nextPr++).number;

beforeAll(async () => {
  api = await startGitHubApiServer({ owner, repo });
});
afterAll(() => api.close());
afterEach(() => api.clearFaults());

/** The real client, retrying server errors 3 times (the default) with waits of 1, 4, 9 ms. */
function client(options: CreateOctokitOptions = {}) {
  const logger = recordingLogger();
  const octokit = createOctokit(api.token, api.url, { timeoutMs: 5_000, retryUnitMs: 1, logger, ...options });
  return { octokit, logger };
}

const posts = (pr: number) => api.requestsTo(ROUTES.createComment).filter((r) => r.path.endsWith(`/issues/${pr}/comments`));
const lists = (pr: number) => api.requestsTo(ROUTES.listComments).filter((r) => r.path.endsWith(`/issues/${pr}/comments`));
const patchesOf = (commentId: number) => api.requestsTo(ROUTES.updateComment).filter((r) => r.path.endsWith(`/comments/${commentId}`));
const recheckLines = (lines: string[]) => lines.filter((l) => l.includes('looking for it before trying again'));

async function commentError(work: Promise<unknown>): Promise<CommentError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CommentError);
  return error as CommentError;
}

describe('creating the sticky comment when GitHub answers a server error or not at all', () => {
  it('a POST that wrote the comment but answered 502: found, not posted again; one comment, result `created`', async () => {
    const pr = newPr();
    const { octokit, logger } = client();
    api.failNext(ROUTES.createComment, { status: 502, applied: true });

    const result = await upsertStickyComment(octokit, { owner, repo, issueNumber: pr, marker, body });

    const comments = api.commentsOn(pr);
    expect(comments).toHaveLength(1);
    expect(comments[0]).toMatchObject({ body, user: GITHUB_ACTIONS_BOT });
    expect(result).toEqual({ action: 'created', id: comments[0].id, url: `https://github.com/${owner}/${repo}/pull/${pr}#issuecomment-${comments[0].id}` });
    expect(posts(pr)).toHaveLength(1);
    expect(patchesOf(comments[0].id)).toHaveLength(0); // its body is already ours
    expect(recheckLines(logger.lines)).toEqual([
      `warning: Creating the comment on ${owner}/${repo}#${pr} failed (HTTP 502 Bad Gateway); looking for it before trying again.`,
    ]);
  });

  it('a POST that wrote the comment but whose connection dropped before the answer: one comment', async () => {
    const pr = newPr();
    const { octokit, logger } = client();
    api.failNext(ROUTES.createComment, { status: 0, applied: true, noResponse: true });

    const result = await upsertStickyComment(octokit, { owner, repo, issueNumber: pr, marker, body });

    const comments = api.commentsOn(pr);
    expect(comments).toHaveLength(1);
    expect(result).toMatchObject({ action: 'created', id: comments[0].id });
    expect(posts(pr)).toHaveLength(1);
    expect(recheckLines(logger.lines)).toEqual([
      `warning: Creating the comment on ${owner}/${repo}#${pr} failed (no HTTP response); looking for it before trying again.`,
    ]);
  });

  it('a 502 that wrote nothing: looked for, not there, posted again; one comment', async () => {
    const pr = newPr();
    const { octokit, logger } = client();
    api.failNext(ROUTES.createComment, 502);

    const result = await upsertStickyComment(octokit, { owner, repo, issueNumber: pr, marker, body });

    const comments = api.commentsOn(pr);
    expect(comments).toHaveLength(1);
    expect(result).toMatchObject({ action: 'created', id: comments[0].id });
    expect(posts(pr).map((r) => r.status)).toEqual([502, 201]);
    expect(lists(pr)).toHaveLength(2); // the first search, and the one after the 502
    expect(recheckLines(logger.lines)).toHaveLength(1);
  });

  it('a 502 on every POST: CommentError as before, after 1 + 3 POSTs and no comment', async () => {
    const pr = newPr();
    const { octokit, logger } = client();
    api.failAlways(ROUTES.createComment, 502);

    const error = await commentError(upsertStickyComment(octokit, { owner, repo, issueNumber: pr, marker, body }));

    expect(error).toMatchObject({ commentOperation: 'create', kind: 'other', status: 502 });
    expect(error.message).toBe(`Could not create the comment on ${owner}/${repo}#${pr}: Server Error (HTTP 502).`);
    expect(posts(pr)).toHaveLength(4);
    expect(api.commentsOn(pr)).toHaveLength(0);
    expect(recheckLines(logger.lines)).toHaveLength(4);
  });

  it('the POSTs follow the client’s retry count: retries 0 posts once, and still looks before failing', async () => {
    const pr = newPr();
    const { octokit } = client({ retries: 0 });
    api.failAlways(ROUTES.createComment, 503);

    const error = await commentError(upsertStickyComment(octokit, { owner, repo, issueNumber: pr, marker, body }));

    expect(error).toMatchObject({ commentOperation: 'create', status: 503 });
    expect(posts(pr)).toHaveLength(1);
    expect(lists(pr)).toHaveLength(2);
  });

  it('a comment of ours that appeared meanwhile with another body (a concurrent run) is brought up to ours', async () => {
    const pr = newPr();
    const logger = recordingLogger();
    let concurrent: number | undefined;
    // The other run's comment lands between our failed POST and the search that follows it.
    const octokit = createOctokit(api.token, api.url, {
      retryUnitMs: 1,
      logger: {
        ...logger,
        warning: (message) => {
          logger.warning(message);
          concurrent ??= api.addComment(pr, { body: `${marker}\nolder report`, user: GITHUB_ACTIONS_BOT }).id;
        },
      },
    });
    api.failNext(ROUTES.createComment, 502);

    const result = await upsertStickyComment(octokit, { owner, repo, issueNumber: pr, marker, body });

    expect(concurrent).toBeDefined();
    expect(api.commentsOn(pr).map((c) => ({ id: c.id, body: c.body }))).toEqual([{ id: concurrent, body }]);
    expect(result).toMatchObject({ action: 'created', id: concurrent });
    expect(posts(pr)).toHaveLength(1);
    expect(patchesOf(concurrent!)).toHaveLength(1);
  });

  it('a 502 that the gateway answers before the write behind it lands (20 ms later): waited for, found, one comment', async () => {
    const pr = newPr();
    let first = true;
    // The gateway answers 502 at once; the backend finishes the same POST 20 ms later.
    const lateWrite: typeof fetch = async (input, init) => {
      if (first && init?.method === 'POST') {
        first = false;
        setTimeout(() => void fetch(input, { ...init, signal: undefined }), 20);
        return new Response(JSON.stringify({ message: 'Server Error' }), { status: 502, headers: { 'content-type': 'application/json' } });
      }
      return fetch(input, init);
    };
    const { octokit } = client({ retryUnitMs: 100, fetch: lateWrite });
    const result = await upsertStickyComment(octokit, { owner, repo, issueNumber: pr, marker, body });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(result.action).toBe('created');
    expect(api.commentsOn(pr)).toHaveLength(1);
  });

  it('a 409 (a refusal the client retries) is posted again without a search, as before', async () => {
    const pr = newPr();
    const { octokit, logger } = client();
    api.failNext(ROUTES.createComment, 409);

    const result = await upsertStickyComment(octokit, { owner, repo, issueNumber: pr, marker, body });

    expect(result).toMatchObject({ action: 'created', id: api.commentsOn(pr)[0].id });
    expect(posts(pr).map((r) => r.status)).toEqual([409, 201]);
    expect(lists(pr)).toHaveLength(1);
    expect(recheckLines(logger.lines)).toHaveLength(0);
  });

  it('a refusal that wrote nothing for sure (422) is not looked for nor posted again', async () => {
    const pr = newPr();
    const { octokit, logger } = client();
    api.failNext(ROUTES.createComment, 422);

    const error = await commentError(upsertStickyComment(octokit, { owner, repo, issueNumber: pr, marker, body }));

    expect(error).toMatchObject({ commentOperation: 'create', status: 422 });
    expect(posts(pr)).toHaveLength(1);
    expect(lists(pr)).toHaveLength(1);
    expect(recheckLines(logger.lines)).toHaveLength(0);
  });
});

describe('updating the sticky comment keeps the client’s retries (a PATCH is safe to repeat)', () => {
  it('a PATCH answering 502 once is retried and succeeds', async () => {
    const pr = newPr();
    const ours = api.addComment(pr, { body: `${marker}\nolder report`, user: GITHUB_ACTIONS_BOT });
    const { octokit, logger } = client();
    api.failNext(ROUTES.updateComment, 502);

    const result = await upsertStickyComment(octokit, { owner, repo, issueNumber: pr, marker, body });

    expect(result).toMatchObject({ action: 'updated', id: ours.id });
    expect(patchesOf(ours.id).map((r) => r.status)).toEqual([502, 200]);
    expect(api.commentsOn(pr).map((c) => c.body)).toEqual([body]);
    expect(posts(pr)).toHaveLength(0);
    expect(recheckLines(logger.lines)).toHaveLength(0);
  });
});
