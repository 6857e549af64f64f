/**
 * `benchgate run` with a benchmark that leaves a detached daemon behind (test/support/leftover-daemon.ts):
 * the run names it on stderr and in the report, and it is not alive once the command returns.
 * On main before the sweep (process-sweeper.ts) the daemon outlived the run, still writing its file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.js';
import { aliveAfterKill, daemonPids, daemonStarter, killDaemons } from '../support/leftover-daemon.js';
import { createRepo, removeDir, tempDir } from '../runner/git-fixture.js';

const dirs: string[] = [];
const started: number[] = [];
afterEach(() => {
  killDaemons(started.splice(0));
  dirs.splice(0).forEach(removeDir);
});

const bench = (center: number) => `
const j = Number(process.env.BENCHGATE_EXECUTION), k = Number(process.env.BENCHGATE_BINARY);
for (let i = 0; i < 8; i++) console.log(JSON.stringify({ name: 'work', value: ${center} * (1 + 0.01 * ((i * 7 + j * 3 + k) % 5)), unit: 'ms' }));
`;

async function runWithDaemon(daemonDir: string, clearEnvironment: boolean, flags: string[] = ['--no-prove-unchanged']) {
  const repo = createRepo({ 'bench.mjs': bench(10) }, { 'bench.mjs': `${daemonStarter(daemonDir, { clearEnvironment })}${bench(10)}` });
  const out = tempDir();
  dirs.push(daemonDir, repo, out);
  let stderr = '';
  const code = await runCli(
    ['run', '--base', 'base', '--head', 'head', '--bench', 'node bench.mjs', '--binaries', '2', '--executions', '2', '--seed', '3', ...flags, '--out', out],
    { stdout: () => {}, stderr: (s) => (stderr += s), cwd: repo },
  );
  const pids = daemonPids(daemonDir);
  started.push(...pids);
  return { code, stderr, pids, out };
}

// The sweep while measuring: without the proof's traced execution, which would leave a daemon of its own.
describe('benchgate run with a benchmark that leaves a daemon', () => {
  it('ends the daemon, names it on stderr and in the report, and none is alive when the command returns', async () => {
    const { code, stderr, pids, out } = await runWithDaemon(tempDir('benchgate-daemon-'), false);
    expect(pids, stderr).toHaveLength(1);
    expect(code, stderr).not.toBe(3);
    expect(await aliveAfterKill(pids), 'the daemon outlived benchgate run').toEqual([]);
    // Other test files' orphans (a browser's crash handler) may be ended and named in the same line.
    expect(stderr).toMatch(/benchgate ended (a process|\d+ processes) that a benchmark or build left running outside its process group: /);
    expect(stderr).toContain(`pid ${pids[0]} "node" left by "head binary 1, execution 1 (node)"`);
    const report = readFileSync(join(out, 'report.md'), 'utf8');
    expect(report).toContain(`**Leftover processes ended:**`);
    expect(report).toContain(`pid ${pids[0]} "node" left by "head binary 1, execution 1 (node)", found after head binary 1, execution 1 (node)`);
    // The results record it, so a re-gate of them says the same (on main only the run's own report did).
    let regated = '';
    await runCli(['analyze', join(out, 'results.json')], { stdout: (s) => (regated += s), stderr: () => {}, cwd: out });
    expect(regated).toBe(report);
  });

  it('ends a daemon that cleared its environment (no mark): an orphan of the run, in a session of its own', async () => {
    const { code, stderr, pids } = await runWithDaemon(tempDir('benchgate-daemon-'), true);
    expect(pids, stderr).toHaveLength(1);
    expect(code, stderr).not.toBe(3);
    expect(await aliveAfterKill(pids), 'the daemon outlived benchgate run').toEqual([]);
    expect(stderr).toContain(`pid ${pids[0]} "node" without benchgate’s mark (an orphan of this run), found after head binary 1, execution 1 (node)`);
  });
});

describe('the proof (on by default) with a benchmark that leaves a daemon', () => {
  it('does not wait for the daemon under strace until the timeout: the proof is refused, the run measured, every daemon ended', async () => {
    // Before trace-watch.ts, strace -f waited for the daemon, and the traced execution for its 300 s timeout.
    const { code, stderr, pids, out } = await runWithDaemon(tempDir('benchgate-daemon-'), false, []);
    expect(code, stderr).not.toBe(3);
    const meta = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')).meta;
    expect(meta.proof, stderr).toMatchObject({ proved: false, reason: { kind: 'trace-failed' } });
    expect(meta.executionsPerVersion).toBe(4);
    expect(pids.length, stderr).toBeGreaterThanOrEqual(1);
    expect(await aliveAfterKill(pids), 'a daemon outlived benchgate run').toEqual([]);
  });
});
