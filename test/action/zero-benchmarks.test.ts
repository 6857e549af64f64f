/**
 * End to end: head's benchmark command runs but measures nothing (libtest's `running 0 tests …
 * 0 measured`, as after a filter that matches no benchmark), read with `format: auto`. A run in
 * which a version measured no benchmark cannot pass: the bundled action fails the check, and the
 * comment says why (issue 32).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubApiServer, type GitHubApiServer } from '../support/github-api-server.js';
import { actionBundle } from './support/action-bundle.js';
import {
  checkout,
  describeRun,
  measureInputs,
  Origin,
  projectFiles,
  pullRequestEvent,
  removeTempDirs,
  runBundledAction,
  tempDir,
  type ActionRun,
} from './support/runner.js';

const nothingMeasured = `process.stdout.write('running 0 tests\\n\\ntest result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\\n\\n');\n`;

let api: GitHubApiServer;
let run: ActionRun;
const PR = 43;

beforeAll(async () => {
  const bundle = await actionBundle();
  api = await startGitHubApiServer({ owner: 'acme', repo: 'widgets' });
  const origin = new Origin(projectFiles());
  const pr = origin.addPullRequest(PR, { 'bench.src.mjs': nothingMeasured });
  api.setPullRequestRefs(PR, { head: { sha: pr.head }, base: { sha: pr.base } });
  run = await runBundledAction({
    bundle,
    apiUrl: api.url,
    eventName: 'pull_request',
    event: pullRequestEvent(pr),
    sha: pr.merge,
    ref: `refs/pull/${PR}/merge`,
    workspace: checkout(origin, pr.merge, `refs/remotes/pull/${PR}/merge`, 0),
    runId: 6_000_000_043,
    inputs: measureInputs(api.token, tempDir('benchgate-artifacts-'), { format: 'auto', executions: '2' }),
    timeoutMs: 300_000,
  });
}, 600_000);

afterAll(async () => {
  await api?.close();
  removeTempDirs();
});

describe('a head that measured no benchmark', () => {
  it('fails the check, and the comment says that libtest measured nothing', () => {
    expect(run.exitCode, describeRun(run)).toBe(1);
    const failure = run.errors.find((e) => e.startsWith('benchgate: head could not be measured'));
    expect(failure, describeRun(run)).toBeDefined();
    expect(failure).toContain('cargo output: no benchmark was measured');
    const body = api.commentsOn(PR).at(-1)!.body;
    expect(body).toContain('❌ head could not be measured');
    expect(body).toContain('no benchmark was measured');
    expect(body).toContain('0 measured');
  });
});
