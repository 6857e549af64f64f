/**
 * The bundled action as a runner runs it (`node dist/index.js`, action.yml's defaults as INPUT_*,
 * the local GitHub API stand-in), on a pull request whose benchmark leaves a detached daemon
 * behind (test/support/leftover-daemon.ts): the log names it, the report notes it, and it is not
 * alive once the action has exited. On main before the sweep (process-sweeper.ts) the daemon
 * outlived the action and could still write under RUNNER_TEMP.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { useActionFixture } from './support/action-fixture.js';
import { aliveAfterKill, daemonPids, daemonStarter, killDaemons } from '../support/leftover-daemon.js';
import { describeRun, Origin, projectFiles, tempDir } from './support/runner.js';

const fixture = useActionFixture();
const started: number[] = [];

afterEach(() => killDaemons(started.splice(0)));

describe('a benchmark that leaves a daemon, in the bundled action', () => {
  it('is ended and named in the log and the report, and is not alive after the action exits', async () => {
    const daemonDir = tempDir('benchgate-daemon-');
    const origin = new Origin(projectFiles());
    const number = 43;
    const pr = fixture.openPullRequest(number, { 'bench.src.mjs': `${daemonStarter(daemonDir)}${projectFiles()['bench.src.mjs']}` }, origin);
    // The sweep while measuring, without the proof's traced execution (test/cli/leftover-processes.test.ts has the proof's case).
    const overrides = { executions: '3', 'prove-unchanged': 'false' };
    const run = await fixture.runOnPullRequest(pr, overrides, { origin, runId: 7_200_000_000 + number, timeoutMs: 300_000 });
    const pids = daemonPids(daemonDir);
    started.push(...pids);
    expect(pids, describeRun(run)).toHaveLength(1);
    expect(await aliveAfterKill(pids), `the daemon outlived the action\n${describeRun(run)}`).toEqual([]);
    expect(run.exitCode, describeRun(run)).toBe(0);
    const [pid] = pids;
    // Other test files' orphans (a browser's crash handler) may be ended and named in the same warning.
    const named = `pid ${pid} "node" left by "head binary 1, execution 1 (node)", found after head binary 1, execution 1 (node)`;
    expect(
      run.warnings.some(
        (w) => /^benchgate ended (a process|\d+ processes) that a benchmark or build left running outside its process group: /.test(w) && w.includes(named),
      ),
      describeRun(run),
    ).toBe(true);
    expect(run.summary).toMatch(/\*\*Leftover processes ended:\*\* benchmarks or builds left \d+ process(es)? running outside their process group/);
    expect(run.summary).toContain(`pid ${pid} "node" left by "head binary 1, execution 1 (node)"`);
  });
});
