/**
 * The run's deadline on the GitHub API, with the real client against a server that accepts every
 * connection and never answers. On main each request waited its 30 s timeout 4 times (with 1, 4
 * and 9 s between), and nothing bounded the run's requests together; this test then timed out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiDeadline, ApiDeadlineError } from '../../src/github/api-deadline.js';
import { createOctokit } from '../../src/github/octokit.js';
import { startSilentServer } from '../support/silent-server.js';

let silent: Awaited<ReturnType<typeof startSilentServer>>;
beforeAll(async () => {
  silent = await startSilentServer();
});
afterAll(() => silent.close());

const issue = { owner: 'acme', repo: 'widgets', issue_number: 1 };

describe('the API deadline of a run', () => {
  it('cuts off the request under way and refuses the rest at once, naming each', { timeout: 60_000 }, async () => {
    const deadline = new ApiDeadline(1500);
    // The default timeout and retries: only the deadline can end these requests in time.
    const octokit = createOctokit('token', silent.url, { deadline });
    const other = createOctokit('token', silent.url, { deadline });
    const errors: unknown[] = [];
    for (const work of [
      () => octokit.rest.issues.listComments(issue),
      () => other.rest.issues.listLabelsOnIssue(issue),
      () => octokit.rest.issues.createComment({ ...issue, body: 'hello' }),
    ]) {
      errors.push(
        await work().then(
          () => null,
          (error: unknown) => error,
        ),
      );
    }
    for (const error of errors) expect(error).toBeInstanceOf(ApiDeadlineError);
    expect(deadline.skipped).toEqual([
      'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
      'GET /repos/{owner}/{repo}/issues/{issue_number}/labels',
      'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
    ]);
    expect((errors[0] as Error).message).toBe(
      "the run's 1.5 s of waiting on the GitHub API is spent, so GET /repos/{owner}/{repo}/issues/{issue_number}/comments was skipped " +
        '(the API did not answer in time; the verdict stands)',
    );
    // Only the first request reached the server: the later ones were refused before sending.
    expect(silent.connections()).toBe(1);
  });

  it('counts only the time spent waiting on the API, not the time between requests', async () => {
    const deadline = new ApiDeadline(60_000);
    deadline.begin();
    deadline.end();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(deadline.spent).toBe(false);
    expect(new ApiDeadline(0).spent).toBe(true);
  });
});
