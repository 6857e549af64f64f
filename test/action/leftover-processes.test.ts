/**
 * The bundled action as a runner runs it (`node dist/index.js`, action.yml's defaults as INPUT_*,
 * the local GitHub API stand-in), on a pull request whose benchmark leaves a detached daemon
 * behind (test/support/leftover-daemon.ts): the log names it, the report notes it, and it is not
 * alive once the action has exited. On main before the sweep (process-sweeper.ts) the daemon
 * outlived the action and could still write under RUNNER_TEMP.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startGitHubApiServer, type GitHubApiServer } from '../support/github-api-server.js';
import { aliveAfterKill, daemonPids, daemonStarter, killDaemons } from '../support/leftover-daemon.js';
import { actionBundle } from './support/action-bundle.js';
import { checkout, describeRun, measureInputs, Origin, projectFiles, pullRequestEvent, removeTempDirs, runBundledAction, tempDir } from './support/runner.js';

let bundle: string;
let api: GitHubApiServer;
const started: number[] = [];

beforeAll(async () => {
  bundle = await actionBundle();
  api = await startGitHubApiServer({ owner: 'acme', repo: 'widgets' });
});

afterEach(() => killDaemons(started.splice(0)));

afterAll(async () => {
  await api?.close();
  removeTempDirs();
});

describe('a benchmark that leaves a daemon, in the bundled action', () => {
  it('is ended and named in the log and the report, and is not alive after the action exits', async () => {
    const daemonDir = tempDir('benchgate-daemon-');
    const origin = new Origin(projectFiles());
    const number = 43;
    const pr = origin.addPullRequest(number, { 'bench.src.mjs': `${daemonStarter(daemonDir)}${projectFiles()['bench.src.mjs']}` });
    api.setPullRequestRefs(number, { head: { sha: pr.head, ref: `feature-${number}`, owner: 'acme' }, base: { sha: pr.base, ref: 'main' } });
    const run = await runBundledAction({
      bundle,
      apiUrl: api.url,
      eventName: 'pull_request',
      event: pullRequestEvent(pr),
      sha: pr.merge,
      ref: `refs/pull/${number}/merge`,
      workspace: checkout(origin, pr.merge, `refs/remotes/pull/${number}/merge`, 0),
      runId: 7_200_000_000 + number,
      // The sweep while measuring, without the proof's traced execution (test/cli/leftover-processes.test.ts has the proof's case).
      inputs: measureInputs(api.token, tempDir('benchgate-artifacts-'), { executions: '3', 'prove-unchanged': 'false' }),
      timeoutMs: 300_000,
    });
    const pids = daemonPids(daemonDir);
    started.push(...pids);
    expect(pids, describeRun(run)).toHaveLength(1);
    expect(await aliveAfterKill(pids), `the daemon outlived the action\n${describeRun(run)}`).toEqual([]);
    expect(run.exitCode, describeRun(run)).toBe(0);
    const [pid] = pids;
    expect(run.warnings).toContain(
      `benchgate ended a process that a benchmark or build left running outside its process group: pid ${pid} "node" left by "head binary 1, execution 1 (node)", found after head binary 1, execution 1 (node)`,
    );
    expect(run.summary).toContain(`**Leftover processes ended:** benchmarks or builds left 1 process running outside their process group`);
    expect(run.summary).toContain(`pid ${pid} "node" left by "head binary 1, execution 1 (node)"`);
  });
});
