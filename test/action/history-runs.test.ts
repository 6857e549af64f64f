/**
 * End to end: trend runs on main record history in a durable git branch, and a pull request run
 * reads it back into the comment. The "server" is a local bare repository standing where
 * `${GITHUB_SERVER_URL}/<owner>/<repo>.git` points.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubApiServer, type GitHubApiServer } from '../support/github-api-server.js';
import { actionBundle } from './support/action-bundle.js';
import {
  checkout,
  describeRun,
  OWNER,
  Origin,
  projectFiles,
  pullRequestEvent,
  pushEvent,
  REPO,
  removeTempDirs,
  runBundledAction,
  tempDir,
  measureInputs,
  HistoryServer,
} from './support/runner.js';

let bundle: string;
let api: GitHubApiServer;
let origin: Origin;
let history: HistoryServer;
let nextRunId = 9_000_000_001;

const inputs = (overrides: Record<string, string> = {}) =>
  measureInputs(api.token, tempDir('benchgate-artifacts-'), {
    executions: '4',
    history: 'git-branch',
    'history-branch': 'benchgate-data',
    suite: 'default',
    ...overrides,
  });

const pushCommit = (parent: string, files: Record<string, string>) => origin.pushCommit(parent, files);

async function trendRun(before: string, after: string) {
  const workspace = checkout(origin, after, 'refs/remotes/origin/main', 1);
  return runBundledAction({
    bundle,
    apiUrl: api.url,
    eventName: 'push',
    event: pushEvent(before, after),
    sha: after,
    workspace,
    runId: nextRunId++,
    inputs: inputs(),
    env: { GITHUB_SERVER_URL: history.serverUrl, GITHUB_REF_NAME: 'main' },
  });
}

beforeAll(async () => {
  bundle = await actionBundle();
  api = await startGitHubApiServer({ owner: OWNER, repo: REPO });
  origin = new Origin(projectFiles());
  history = new HistoryServer();
});

afterAll(async () => {
  await api?.close();
  removeTempDirs();
});

describe('history across runs', () => {
  const commits: string[] = [];

  it('a trend run on main appends the measured commit to the history branch and reports the trend', async () => {
    commits.push(pushCommit(origin.base, { 'README.md': 'one\n' }));
    const first = await trendRun(origin.base, commits[0]);
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
    const pr = origin.addPullRequest(3, projectFiles({ extra: { 'NOTES.md': 'docs only\n' } }));
    api.setPullRequestRefs(3, { head: { sha: pr.head, ref: 'feature-3', owner: OWNER }, base: { sha: pr.base, ref: 'main' } });
    const workspace = checkout(origin, pr.merge, 'refs/remotes/pull/3/merge', 0);
    const before = history.head();
    const run = await runBundledAction({
      bundle,
      apiUrl: api.url,
      eventName: 'pull_request',
      event: pullRequestEvent(pr),
      sha: pr.merge,
      ref: 'refs/pull/3/merge',
      workspace,
      runId: nextRunId++,
      // Measured (a docs-only change is otherwise proved unchanged, on by default): the trend column sits beside measured rows.
      inputs: inputs({ 'prove-unchanged': 'false' }),
      env: { GITHUB_SERVER_URL: history.serverUrl },
    });
    expect(run.exitCode, describeRun(run)).toBe(0);
    const body = api.commentsOn(3).at(-1)!.body;
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
