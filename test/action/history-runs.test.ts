/**
 * End to end: trend runs on main record history in a durable git branch, and a pull request run
 * reads it back into the comment. The "server" is a local bare repository standing where
 * `${GITHUB_SERVER_URL}/<owner>/<repo>.git` points.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useActionFixture } from './support/action-fixture.js';
import { checkout, describeRun, projectFiles, pushEvent, runBundledAction, tempDir, measureInputs, HistoryServer } from './support/runner.js';

const fixture = useActionFixture({ firstRunId: 9_000_000_001 });
let history: HistoryServer;

const inputs = (overrides: Record<string, string> = {}) =>
  measureInputs(fixture.api.token, tempDir('benchgate-artifacts-'), {
    executions: '4',
    ...history.inputs,
    suite: 'default',
    ...overrides,
  });

const pushCommit = (parent: string, files: Record<string, string>) => fixture.origin.pushCommit(parent, files);

async function trendRun(before: string, after: string) {
  const workspace = checkout(fixture.origin, after, 'refs/remotes/origin/main', 1);
  return runBundledAction({
    bundle: fixture.bundle,
    apiUrl: fixture.api.url,
    eventName: 'push',
    event: pushEvent(before, after),
    sha: after,
    workspace,
    runId: fixture.nextRunId(),
    inputs: inputs(),
    env: history.env,
  });
}

beforeAll(async () => {
  history = new HistoryServer();
});

describe('history across runs', () => {
  const commits: string[] = [];

  it('a trend run on main appends the measured commit to the history branch and reports the trend', async () => {
    commits.push(pushCommit(fixture.origin.base, { 'README.md': 'one\n' }));
    const first = await trendRun(fixture.origin.base, commits[0]);
    expect(first.exitCode, describeRun(first)).toBe(0);
    expect(history.stored().entries.map((e) => e.sha)).toEqual([commits[0]]);
    expect(first.summary).toContain('## benchgate trend');
    expect(first.summary).toContain('History: 1 run of 1 commit');
  });

  it('the next trend run keeps the earlier entry and adds its own', async () => {
    commits.push(pushCommit(commits[0], { 'README.md': 'two\n' }));
    const second = await trendRun(commits[0], commits[1]);
    expect(second.exitCode, describeRun(second)).toBe(0);
    const entries = history.stored().entries;
    expect(entries.map((e) => e.sha)).toEqual(commits);
    expect(new Set(entries.map((e) => e.runId)).size).toBe(2);
    expect(second.summary).toContain('History: 2 runs of 2 commits');
  });

  it('a pull request run reads the history: its comment has a main-trend column, and it writes nothing', async () => {
    const pr = fixture.openPullRequest(3, projectFiles({ extra: { 'NOTES.md': 'docs only\n' } }));
    const before = history.head();
    // Measured (a docs-only change is otherwise proved unchanged, on by default): the trend column sits beside measured rows.
    const overrides = { executions: '4', ...history.inputs, suite: 'default', 'prove-unchanged': 'false' };
    const run = await fixture.runOnPullRequest(pr, overrides, { env: { GITHUB_SERVER_URL: history.serverUrl } });
    expect(run.exitCode, describeRun(run)).toBe(0);
    const body = fixture.api.commentsOn(3).at(-1)!.body;
    expect(body).toContain('| Benchmark | Main trend |');
    // The trend table (in the collapsed section) comes after the main table: its row is the last one for parse.
    const parseRow = body
      .split('\n')
      .filter((line) => line.startsWith('| parse |'))
      .at(-1)!;
    expect(parseRow).toMatch(/[▁▂▃▄▅▆▇█]{2} \|$/);
    expect(history.head()).toBe(before);
  });
});
