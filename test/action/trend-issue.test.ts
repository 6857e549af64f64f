/**
 * End to end: `trend-issue: true` on main opens one issue for a change point the trend analysis
 * finds in the history (a git branch in a local bare repository), and a later run that finds
 * the same change point again updates that issue instead of opening another.
 *
 * E-divisive needs at least 4 runs on each side of a step, so the older runs are seeded: one
 * real trend run gives a realistic history entry, which is copied (with a runner's run-to-run
 * scatter) into 10 runs at the old level and 5 with `sort` twice as slow; then real runs measure
 * commits whose `sort` is 2× slower. Those real runs' absolute times move with the machine's
 * load, so another benchmark may show a change point of its own (what an anchor tells apart; not
 * this test's subject): sort's issue, and the requests that write it, are found by its marker.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { HistoryFile } from '../../src/results/history-format.js';
import { type GitHubApiServer, ROUTES } from '../support/github-api-server.js';
import { useActionFixture } from './support/action-fixture.js';
import { issueWithMarker, seededRun } from './support/seeded-history.js';
import { describeRun, projectFiles, runBundledAction, HistoryServer } from './support/runner.js';

const fixture = useActionFixture({ firstRunId: 9_100_000_001 });
let history: HistoryServer;

/** Sort's change point: between the last seeded run at the old level and the first 2× one. */
const SORT_MARKER = `<!-- benchgate-change:default:sort:${'0a'.repeat(20)} -->`;
const sortIssue = () => issueWithMarker(fixture.api.issues(), SORT_MARKER);
/** Requests to `route` that carry sort's marker in their body. */
const sortRequests = (route: Parameters<GitHubApiServer['requestsTo']>[0]) =>
  fixture.api.requestsTo(route).filter((r) => JSON.stringify(r.body ?? '').includes(SORT_MARKER));

const pushCommit = (parent: string, files: Record<string, string>) => fixture.origin.pushCommit(parent, files);

/** Replaces history.json on the history branch with `content`. */
const seedHistory = (content: HistoryFile) => history.seed(content);

async function trendRun(before: string, after: string, overrides: Record<string, string> = {}) {
  // The push's own base-vs-head comparison also sees the slower sort; that is not the subject here.
  const inputs = { executions: '4', ...history.inputs, suite: 'default', 'trend-issue': 'true', 'fail-on-regression': 'false', ...overrides };
  return runBundledAction({ bundle: fixture.bundle, ...fixture.pushStep(before, after, inputs, { fetchDepth: 1 }), env: history.env });
}

beforeAll(async () => {
  history = new HistoryServer();
});

describe('trend-issue', () => {
  const commits: string[] = [];

  it('a trend run without a change point opens no issue', async () => {
    commits.push(pushCommit(fixture.origin.base, { 'README.md': 'one\n' }));
    const first = await trendRun(fixture.origin.base, commits[0]);
    expect(first.exitCode, describeRun(first)).toBe(0);
    expect(fixture.api.requestsTo(ROUTES.listIssues)).toHaveLength(0);
    expect(fixture.api.issues()).toHaveLength(0);

    const [measured] = history.stored<HistoryFile>().entries;
    const seeded = [...Array.from({ length: 10 }, (_, i) => seededRun(measured, i, 1)), ...Array.from({ length: 5 }, (_, i) => seededRun(measured, 10 + i, 2))];
    seedHistory({ version: history.stored<HistoryFile>().version, entries: seeded });
  });

  it('the run that completes a 2× step in `sort` opens exactly one issue for it', async () => {
    commits.push(pushCommit(commits[0], projectFiles({ sortWork: 2 })));
    const run = await trendRun(commits[0], commits[1]);
    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(history.stored<HistoryFile>().entries).toHaveLength(16);
    expect(run.summary).toContain('## benchgate trend');

    const issue = sortIssue();
    expect(issue.title).toMatch(/^benchgate: sort regressed \+\d+\.\d % between 0909090 and 0a0a0a0$/);
    expect(issue.body).toContain('🔴 regression');
    expect(issue.body).toContain(`actions/runs/${fixture.peekRunId() - 1}`);
    expect(sortRequests(ROUTES.createIssue)).toHaveLength(1);
  });

  it('the next run finds the same change point again and updates the issue', async () => {
    commits.push(pushCommit(commits[1], { 'README.md': 'three\n' }));
    const run = await trendRun(commits[1], commits[2]);
    expect(run.exitCode, describeRun(run)).toBe(0);
    const issue = sortIssue();
    expect(sortRequests(ROUTES.createIssue)).toHaveLength(1);
    expect(sortRequests(ROUTES.updateIssue)).toHaveLength(1);
    expect(issue.body).toContain(`actions/runs/${fixture.peekRunId() - 1}`);
  });

  it('an API failure is a warning, never a failure', async () => {
    commits.push(pushCommit(commits[2], { 'README.md': 'three and a half\n' }));
    fixture.api.failAlways(ROUTES.listIssues, 403);
    try {
      const run = await trendRun(commits[2], commits[3]);
      expect(run.exitCode, describeRun(run)).toBe(0);
      expect(run.stdout).toMatch(
        /::warning::benchgate could not open the change point issue for sort: Could not list the issues of acme\/widgets: Resource not accessible by integration \(HTTP 403\)/,
      );
    } finally {
      fixture.api.clearFaults();
    }
    expect(fixture.api.issues().filter((i) => (i.body ?? '').includes(SORT_MARKER))).toHaveLength(1);
  });

  it('without trend-issue nothing is opened or listed', async () => {
    commits.push(pushCommit(commits[3], { 'README.md': 'four\n' }));
    const before = fixture.api.requests.length;
    const run = await trendRun(commits[3], commits[4], { 'trend-issue': 'false' });
    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(
      fixture.api.requests.slice(before).filter((r) => r.route === ROUTES.listIssues || r.route === ROUTES.createIssue || r.route === ROUTES.updateIssue),
    ).toHaveLength(0);
  });
});
