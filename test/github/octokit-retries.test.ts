import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GitHubApiError, toGitHubApiError } from '../../src/github/api-error.js';
import { createOctokit, type CreateOctokitOptions } from '../../src/github/octokit.js';
import { recordingLogger } from '../runner/git-fixture.js';
import { ROUTES, startGitHubApiServer, type GitHubApiServer } from '../support/github-api-server.js';

let api: GitHubApiServer;
beforeAll(async () => {
  api = await startGitHubApiServer({ owner: 'acme', repo: 'widgets', pullRequests: [1] });
});
afterAll(() => api.close());

const issue = { owner: 'acme', repo: 'widgets', issue_number: 1 };

/** The real client with the plugins' waits in milliseconds instead of seconds, and every request timed. */
function client(options: CreateOctokitOptions = {}) {
  const logger = recordingLogger();
  const sent: number[] = [];
  const octokit = createOctokit(api.token, api.url, {
    retryUnitMs: 1,
    logger,
    fetch: (input, init) => {
      sent.push(performance.now());
      return globalThis.fetch(input, init);
    },
    ...options,
  });
  return { octokit, logger, sent };
}

async function failure(work: Promise<unknown>, operation: string): Promise<GitHubApiError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).not.toBeNull();
  return toGitHubApiError(error, operation);
}

describe('the GitHub client retries what is worth retrying (real Octokit, local API server)', () => {
  it('a 502 then a 200 is retried: one transient failure does not lose the request', async () => {
    const { octokit, sent } = client();
    api.failNext(ROUTES.getIssue, 502);
    const { data } = await octokit.rest.issues.get(issue);
    expect(data.number).toBe(1);
    expect(sent).toHaveLength(2);
  });

  it('a secondary rate limit (403 with retry-after) waits what GitHub asks, then retries', async () => {
    const unit = 20;
    const { octokit, logger, sent } = client({ retryUnitMs: unit });
    api.failNext(ROUTES.createComment, { status: 403, variant: 'secondary-rate-limit', headers: { 'retry-after': '5' } });
    const { data } = await octokit.rest.issues.createComment({ ...issue, body: 'hello' });
    expect(data.body).toBe('hello');
    expect(sent).toHaveLength(2);
    // Waited retry-after (5 units) before the second attempt.
    expect(sent[1] - sent[0]).toBeGreaterThanOrEqual(5 * unit);
    expect(logger.lines).toContain(
      'warning: GitHub API: secondary rate limit on POST /repos/{owner}/{repo}/issues/{issue_number}/comments; retrying in 5 s (attempt 2)',
    );
  });

  it('a 404 is not retried, and the message names the status, the endpoint and what to check', async () => {
    const { octokit, sent } = client();
    api.failNext(ROUTES.getIssue, 404);
    const error = await failure(octokit.rest.issues.get(issue), 'read issue acme/widgets#1');
    expect(sent).toHaveLength(1);
    expect(error.kind).toBe('not-found');
    expect(error.message).toBe(
      'GitHub API: could not read issue acme/widgets#1 (GET /repos/acme/widgets/issues/1): Not Found (HTTP 404 Not Found). ' +
        'Check the repository and number, and that the token can see the repository.',
    );
  });

  it('"Resource not accessible by integration" is not retried and points to the fork-safe setup', async () => {
    const { octokit, sent } = client();
    api.failNext(ROUTES.createComment, 403);
    const error = await failure(octokit.rest.issues.createComment({ ...issue, body: 'x' }), 'comment on acme/widgets#1');
    expect(sent).toHaveLength(1);
    expect(error.integrationForbidden).toBe(true);
    expect(error.message).toContain('Resource not accessible by integration (HTTP 403 Forbidden)');
    expect(error.message).toContain('the README section "Pull requests from forks"');
  });

  it('an exhausted primary rate limit that resets in 30 min is not waited for; the message gives the reset time', async () => {
    const { octokit, sent } = client();
    const reset = Math.floor(Date.now() / 1000) + 1800;
    api.failNext(ROUTES.getIssue, { status: 403, variant: 'rate-limit', headers: { 'x-ratelimit-reset': String(reset) } });
    const error = await failure(octokit.rest.issues.get(issue), 'read issue acme/widgets#1');
    expect(sent).toHaveLength(1);
    expect(error.kind).toBe('rate-limited');
    const at = new Date(reset * 1000).toISOString().slice(11, 19);
    expect(error.message).toContain(`API rate limit exceeded for installation ID 51234567.; the limit resets at ${at} UTC (in 30 min)`);
  });

  it('gives up after the retries with the last answer, retrying each server error', async () => {
    const { octokit, sent } = client({ retries: 2 });
    api.failNext(ROUTES.getIssue, 503, 3);
    const error = await failure(octokit.rest.issues.get(issue), 'read issue acme/widgets#1');
    expect(sent).toHaveLength(3);
    expect(error.message).toMatch(/Service Unavailable \(HTTP 503 Service Unavailable\)\. GitHub had trouble answering \(retried\)/);
  });
});

describe('answers that are not GitHub JSON', () => {
  let server: http.Server;
  let url: string;
  const replies: Array<{ status: number; type: string; body: string }> = [];
  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      const reply = replies.shift() ?? { status: 500, type: 'text/plain', body: 'no reply queued' };
      res.writeHead(reply.status, { 'content-type': reply.type }).end(reply.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const html = '<!DOCTYPE html>\n<html><head><title>Unicorn! · GitHub</title></head><body>…</body></html>';

  it('a 502 HTML error page, every time: retried, then a readable message without the HTML', async () => {
    replies.push(...Array.from({ length: 4 }, () => ({ status: 502, type: 'text/html; charset=utf-8', body: html })));
    const octokit = createOctokit('t', url, { retryUnitMs: 1, logger: recordingLogger() });
    const error = await failure(octokit.rest.issues.get(issue), 'read issue acme/widgets#1');
    expect(replies).toHaveLength(0);
    expect(error.message).toBe(
      'GitHub API: could not read issue acme/widgets#1 (GET /repos/acme/widgets/issues/1): GitHub answered with an HTML error page instead of JSON ' +
        '(HTTP 502 Bad Gateway). GitHub had trouble answering (retried); run the job again later, or see https://www.githubstatus.com.',
    );
    expect(error.message).not.toContain('<');
  });

  const json = 'application/json; charset=utf-8';

  it('a 200 whose JSON does not parse, every time: retried, then an error saying so, not "no HTTP response"', async () => {
    replies.push(...Array.from({ length: 4 }, () => ({ status: 200, type: json, body: '{"number": 1, "title": "trunc' })));
    const octokit = createOctokit('t', url, { retryUnitMs: 1, logger: recordingLogger() });
    const error = await failure(octokit.rest.issues.get(issue), 'read issue acme/widgets#1');
    expect(replies).toHaveLength(0);
    expect(error.message).toBe(
      'GitHub API: could not read issue acme/widgets#1 (GET /repos/acme/widgets/issues/1): ' +
        'GitHub answered with a body that is not valid JSON: "{\\"number\\": 1, \\"title\\": \\"trunc" (HTTP 200 OK)',
    );
  });

  it('a 200 with an empty JSON body is retried, not read as an empty answer', async () => {
    replies.push({ status: 200, type: json, body: '' }, { status: 200, type: json, body: '{"number": 1}' });
    const octokit = createOctokit('t', url, { retryUnitMs: 1, logger: recordingLogger() });
    const { data } = await octokit.rest.issues.get(issue);
    expect(data.number).toBe(1);
    expect(replies).toHaveLength(0);
  });

  it('a 200 with an empty JSON body every time: an error saying the body was empty', async () => {
    replies.push(...Array.from({ length: 4 }, () => ({ status: 200, type: json, body: '' })));
    const octokit = createOctokit('t', url, { retryUnitMs: 1, logger: recordingLogger() });
    const error = await failure(octokit.rest.issues.get(issue), 'read issue acme/widgets#1');
    expect(replies).toHaveLength(0);
    expect(error.message).toBe(
      'GitHub API: could not read issue acme/widgets#1 (GET /repos/acme/widgets/issues/1): GitHub answered with an empty body (HTTP 200 OK)',
    );
  });

  it('a 204 with no body is a success (a DELETE)', async () => {
    replies.push({ status: 204, type: '', body: '' });
    const octokit = createOctokit('t', url, { retryUnitMs: 1, logger: recordingLogger() });
    const { status } = await octokit.rest.issues.deleteComment({ owner: 'acme', repo: 'widgets', comment_id: 1 });
    expect(status).toBe(204);
    expect(replies).toHaveLength(0);
  });
});
