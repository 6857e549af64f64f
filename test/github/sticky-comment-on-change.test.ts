import { analysisOptions } from '../../src/config/analysis-options.js';
/**
 * `comment: on-change` (issue 19.2): a run that detects nothing posts no new comment, but an
 * earlier comment of ours is brought up to date, so a regression fixed by a later push never
 * leaves a stale red comment. Driven through publishComment, the action's decision, against the
 * local GitHub API server with the real Octokit client.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishComment } from '../../src/action/publish-report.js';
import type { ActionPort } from '../../src/action/action-port.js';
import { analyzeResults } from '../../src/analysis/analyze-results.js';
import type { SuiteReport } from '../../src/analysis/report-types.js';
import { createOctokit, type GitHubClient } from '../../src/github/octokit.js';
import { buildMarker, stickyCommentWrite } from '../../src/github/sticky-comment.js';
import { renderMarkdownReport } from '../support/render-report.js';
import { parseResults } from '../../src/results/validate-results.js';
import { ROUTES, startGitHubApiServer, type GitHubApiServer } from '../support/github-api-server.js';

const owner = 'acme';
const repo = 'widgets';
const workflow = 'Benchmarks';
const marker = buildMarker(workflow);

const regressed = analyzeResults(
  parseResults(readFileSync(new URL('../../fixtures/results/simulated-suite.json', import.meta.url), 'utf8')),
  analysisOptions({
    minEffect: 0.02,
  }),
);
/** The same suite after the fix: every benchmark decided unchanged. */
const fixed: SuiteReport = {
  ...structuredClone(regressed),
  benchmarks: regressed.benchmarks.map((b) => ({ ...structuredClone(b), verdict: 'unchanged', changeDetected: false })),
  summary: { regressions: 0, gatingRegressions: 0, improvements: 0, unchanged: regressed.benchmarks.length, inconclusive: 0 },
};

let api: GitHubApiServer;
let octokit: GitHubClient;
let nextPr = 100;
const newPr = () => api.pullRequest(nextPr++).number;

/** The action's port with its log kept: what publishComment said it did. */
function recordingPort(): ActionPort & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    logger: { info: (m) => lines.push(`info: ${m}`), warning: (m) => lines.push(`warning: ${m}`), debug: () => {}, group: (_title, work) => work() },
    env: {},
    readInput: () => '',
    setOutput: () => {},
    writeSummary: async () => {},
    annotateError: (m) => lines.push(`error: ${m}`),
    notice: (m) => lines.push(`notice: ${m}`),
    setFailed: (m) => lines.push(`failed: ${m}`),
  };
}

const publish = (port: ActionPort, pullRequest: number, report: SuiteReport, policy: 'always' | 'on-change' | 'never') =>
  publishComment(
    port,
    octokit,
    { owner, repo, pullRequest, workflow },
    renderMarkdownReport(report),
    policy,
    report.benchmarks.some((b) => b.changeDetected),
  );

const writesTo = (pr: number) =>
  api.requests.filter(
    (r) =>
      (r.route === ROUTES.createComment && r.path.endsWith(`/issues/${pr}/comments`)) ||
      (r.route === ROUTES.updateComment && api.commentsOn(pr).some((c) => r.path.endsWith(`/comments/${c.id}`))),
  );

beforeAll(async () => {
  api = await startGitHubApiServer({ owner, repo });
  octokit = createOctokit(api.token, api.url, { timeoutMs: 5_000 });
});
afterAll(() => api.close());

describe('stickyCommentWrite', () => {
  it.each([
    ['always', false, 'upsert'],
    ['always', true, 'upsert'],
    ['on-change', true, 'upsert'],
    ['on-change', false, 'update'],
    ['never', true, 'none'],
    ['never', false, 'none'],
  ] as const)('comment: %s with a change detected = %s → %s', (policy, changed, write) => {
    expect(stickyCommentWrite(policy, changed)).toBe(write);
  });
});

describe('comment: on-change', () => {
  it('updates a stale regression comment to ✅ when a later push fixes the regression, without adding a comment', async () => {
    const pr = newPr();
    const first = recordingPort();
    const url = await publish(first, pr, regressed, 'on-change');
    expect(api.commentsOn(pr)).toHaveLength(1);
    expect(api.commentsOn(pr)[0]?.body).toContain('### benchgate: 🔴 1 regression');
    expect(first.lines).toEqual([`info: Comment created: ${url}`]);

    const second = recordingPort();
    const updatedUrl = await publish(second, pr, fixed, 'on-change');
    const comments = api.commentsOn(pr);
    expect(comments).toHaveLength(1);
    expect(updatedUrl).toBe(url);
    expect(comments[0]?.body.startsWith(`${marker}\n### benchgate: ✅ 4 unchanged`)).toBe(true);
    expect(comments[0]?.body).not.toContain('🔴');
    expect(second.lines).toEqual([`info: Comment updated: ${url}`]);
    expect(writesTo(pr).map((r) => r.route)).toEqual([ROUTES.createComment, ROUTES.updateComment]);
  });

  it('creates no comment when nothing changed and there is none yet', async () => {
    const pr = newPr();
    const port = recordingPort();
    await expect(publish(port, pr, fixed, 'on-change')).resolves.toBeUndefined();
    expect(api.commentsOn(pr)).toEqual([]);
    expect(writesTo(pr)).toEqual([]);
    expect(port.lines).toEqual(['info: Comment skipped (comment: on-change: no change detected and no earlier comment to bring up to date).']);
  });

  it('leaves a comment that already says the same alone (no PATCH, no notification)', async () => {
    const pr = newPr();
    await publish(recordingPort(), pr, regressed, 'always');
    const port = recordingPort();
    await publish(port, pr, regressed, 'on-change');
    expect(writesTo(pr).map((r) => r.route)).toEqual([ROUTES.createComment]);
    expect(port.lines[0]).toMatch(/^info: Comment unchanged: /);
  });

  it('never touches the pull request with comment: never, even to update a stale comment', async () => {
    const pr = newPr();
    await publish(recordingPort(), pr, regressed, 'always');
    const before = api.requests.length;
    const port = recordingPort();
    await publish(port, pr, fixed, 'never');
    expect(api.requests.length).toBe(before);
    expect(api.commentsOn(pr)[0]?.body).toContain('🔴');
    expect(port.lines).toEqual(['info: Comment skipped (comment: never).']);
  });
});
