/**
 * publishComment and publishSummary: comment policy, and comment trouble never failing the check
 * (a fork's read-only token is a notice with the setup hint, anything else a warning).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActionPort } from '../../src/action/action-port.js';
import { publishComment, publishSummary } from '../../src/action/publish-report.js';
import { createOctokit, type GitHubClient } from '../../src/github/octokit.js';
import { buildMarker } from '../../src/github/sticky-comment.js';
import { FORK_TOKEN, ROUTES, startGitHubApiServer, type GitHubApiServer } from '../support/github-api-server.js';

let api: GitHubApiServer;
let octokit: GitHubClient;
let nextPr = 100;

beforeAll(async () => {
  api = await startGitHubApiServer({ owner: 'acme', repo: 'widgets' });
  octokit = createOctokit(api.token, api.url, { retries: 0 });
});
afterAll(() => api.close());

function recordingPort(summary: (markdown: string) => Promise<void> = async () => {}) {
  const lines: string[] = [];
  const port: ActionPort = {
    logger: {
      info: (m) => lines.push(`info: ${m}`),
      warning: (m) => lines.push(`warning: ${m}`),
      debug: (m) => lines.push(`debug: ${m}`),
      group: (_t, work) => work(),
    },
    env: {},
    readInput: () => '',
    setOutput: (n, v) => lines.push(`output: ${n}=${v}`),
    writeSummary: summary,
    annotateError: (m) => lines.push(`error: ${m}`),
    notice: (m) => lines.push(`notice: ${m}`),
    setFailed: (m) => lines.push(`failed: ${m}`),
  };
  return { port, lines };
}

/** Whether the report detected a change: what the comment policy `on-change` looks at. */
const report = (changeDetected: boolean) => changeDetected;
const target = (pullRequest: number) => ({ owner: 'acme', repo: 'widgets', pullRequest, workflow: 'benchgate' });

describe('publishComment', () => {
  it('creates the marked comment and returns its URL', async () => {
    const pr = nextPr++;
    api.pullRequest(pr);
    const { port } = recordingPort();
    const url = await publishComment(port, octokit, target(pr), '### benchgate: ✅\n', 'always', report(false));
    const [comment] = api.commentsOn(pr);
    expect(comment.body).toBe(`${buildMarker('benchgate')}\n### benchgate: ✅\n`);
    expect(url).toBe(`https://github.com/acme/widgets/pull/${pr}#issuecomment-${comment.id}`);
  });

  it('never makes no API call; on-change without a change creates no comment (it only looks for one to update)', async () => {
    const pr = nextPr++;
    api.pullRequest(pr);
    const before = api.requests.length;
    const { port, lines } = recordingPort();
    expect(await publishComment(port, octokit, target(pr), 'x', 'never', report(true))).toBeUndefined();
    expect(api.requests.length).toBe(before);
    expect(await publishComment(port, octokit, target(pr), 'x', 'on-change', report(false))).toBeUndefined();
    expect(api.requests.slice(before).filter((r) => r.method !== 'GET')).toEqual([]);
    expect(api.commentsOn(pr)).toEqual([]);
    expect(lines).toEqual([
      'info: Comment skipped (comment: never).',
      'info: Comment skipped (comment: on-change: no change detected and no earlier comment to bring up to date).',
    ]);
    await publishComment(port, octokit, target(pr), 'x', 'on-change', report(true));
    expect(api.commentsOn(pr)).toHaveLength(1);
  });

  it('cuts a body over GitHub’s limit instead of having it refused', async () => {
    const pr = nextPr++;
    api.pullRequest(pr);
    const { port, lines } = recordingPort();
    const url = await publishComment(port, octokit, target(pr), `${'| row |\n'.repeat(20_000)}`, 'always', report(false));
    expect(
      lines.filter((l) => !l.startsWith('info: ')),
      'no warning',
    ).toEqual([]);
    expect(url).toBeDefined();
    const body = api.commentsOn(pr)[0].body;
    // Marker included: the whole body GitHub stores is within the limit, and cut as little as that allows.
    expect(body.startsWith(`${buildMarker('benchgate')}\n| row |`)).toBe(true);
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body.length).toBeGreaterThan(65_536 - 20);
    expect(body).toContain("This report was cut to fit GitHub's 65,536-character comment limit.");
  });

  it('a fork’s read-only token: a notice with the forks hint once, no throw', async () => {
    const pr = nextPr++;
    api.pullRequest(pr);
    const { port, lines } = recordingPort();
    const url = await publishComment(port, createOctokit(FORK_TOKEN, api.url), target(pr), 'x', 'always', report(true));
    expect(url).toBeUndefined();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^notice: benchgate could not comment on the pull request: Could not create the comment on acme\/widgets#\d+: Resource not accessible by integration \(HTTP 403\)\./,
    );
    expect(lines[0].split('Pull requests from forks')).toHaveLength(2);
  });

  it('a 403 that is not the integration one (rate limit) is a warning, not the forks notice', async () => {
    const pr = nextPr++;
    api.pullRequest(pr);
    api.failNext(ROUTES.listComments, { status: 403, variant: 'rate-limit' });
    const { port, lines } = recordingPort();
    expect(await publishComment(port, octokit, target(pr), 'x', 'always', report(true))).toBeUndefined();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^warning: benchgate could not comment on the pull request: .*rate limit/i);
  });

  it('a server error is a warning, no throw', async () => {
    const pr = nextPr++;
    api.pullRequest(pr);
    api.failNext(ROUTES.createComment, 500);
    const { port, lines } = recordingPort();
    expect(await publishComment(port, octokit, target(pr), 'x', 'always', report(true))).toBeUndefined();
    expect(lines).toEqual([expect.stringMatching(/^warning: benchgate could not comment on the pull request: .*HTTP 500/)]);
  });
});

describe('publishSummary', () => {
  it('a summary that cannot be written is a warning', async () => {
    const { port, lines } = recordingPort(async () => {
      throw new Error('Unable to access summary file');
    });
    await publishSummary(port, '# x');
    expect(lines).toEqual(['warning: benchgate could not write the job summary: Unable to access summary file']);
  });
});
