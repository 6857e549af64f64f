import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/cli/run-command.js';
import { errorLine, runExecution } from '../../src/runner/execute.js';
import { runProcess, STDERR_TAIL_BYTES } from '../../src/runner/run-process.js';
import { createRepo, removeDir, tempDir } from './git-fixture.js';
import { runArgs } from '../support/run-args.js';

// Real processes throughout. A benchmark that starts a child in a new session (outside its
// process group, so the group kill does not reach it) which keeps stdout and stderr open.
// Each escaped child's pid goes to PID_FILE, so the test can end it.
const PID_FILE = join(mkdtempSync(join(tmpdir(), 'benchgate-escaped-')), 'pids');
const ESCAPE = `
const { spawn } = require('node:child_process');
const child = spawn('sleep', ['60'], { detached: true, stdio: ['ignore', 'inherit', 'inherit'] });
child.unref();
require('node:fs').appendFileSync(${JSON.stringify(PID_FILE)}, child.pid + '\\n');
console.log(JSON.stringify({ name: 'escaped-pid', value: child.pid, unit: 'ms' }));
`;

const dirs: string[] = [];
afterEach(() => {
  const pids = existsSync(PID_FILE) ? readFileSync(PID_FILE, 'utf8').split('\n').filter(Boolean).map(Number) : [];
  rmSync(PID_FILE, { force: true });
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }
  dirs.splice(0).forEach(removeDir);
});

const env = { PATH: process.env.PATH ?? '/usr/bin:/bin' };
const cwd = tmpdir();

describe('runProcess and runExecution: the timeout holds', () => {
  it('stops waiting on pipes an escaped child keeps open after a successful exit, and does not call it a timeout', async () => {
    const result = await runProcess(['node', '-e', ESCAPE], { cwd, env, timeoutMs: 2000 });
    expect(result.stdout).toMatch(/escaped-pid/);
    expect(result.exitCode).toBe(0);
    expect(result.timedOut).toBe(false);
    expect(result.pipesHeldOpen).toBe(true);

    const outcome = await runExecution({ bench: ['node', '-e', ESCAPE], format: 'jsonl', dir: cwd, env, timeoutMs: 2000 });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.failure).toMatch(/^exited with code 0, but a process it started outside its process group kept its output open until the timeout of 2 s$/);
      expect(outcome.failure).not.toMatch(/timed out/);
    }
  }, 30_000);

  it('records a timeout when the process itself is still running at the deadline, even with an escaped child holding stdout', async () => {
    const bench = `${ESCAPE}\nsetTimeout(() => {}, 60_000);`;
    const result = await runProcess(['node', '-e', bench], { cwd, env, timeoutMs: 2000 });
    expect(result.timedOut).toBe(true);
    expect(result.pipesHeldOpen).toBe(false);
    const outcome = await runExecution({ bench: ['node', '-e', bench], format: 'jsonl', dir: cwd, env, timeoutMs: 2000 });
    expect(outcome.ok ? '' : outcome.failure).toBe('timed out after 2 s');
  }, 30_000);

  it('does not record a quick successful execution as timed out', async () => {
    const outcome = await runExecution({
      bench: ['node', '-e', `console.log(JSON.stringify({ name: 'x', value: 1, unit: 'ms' }))`],
      format: 'jsonl',
      dir: cwd,
      env,
      timeoutMs: 30_000,
    });
    expect(outcome.ok).toBe(true);
  }, 30_000);

  it('a run with --timeout 2 and an escaping child returns and records the timeout in its failures', async () => {
    const repo = createRepo({ 'bench.cjs': ESCAPE }, { 'bench.cjs': ESCAPE });
    const out = tempDir();
    dirs.push(repo, out);
    let stderr = '';
    const code = await runCommand(
      runArgs({ base: 'base', head: 'head', bench: 'node bench.cjs', binaries: 1, executions: 2, seed: 1, timeout: 2, 'prove-unchanged': false, out }),
      { stdout: () => undefined, stderr: (s) => (stderr += s), cwd: repo },
    );
    const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8'));
    const reasons: string[] = (results.meta.failures ?? []).map((f: { reason: string }) => f.reason);
    expect(code, stderr).toBe(3);
    expect(reasons.length).toBeGreaterThan(0);
    for (const reason of reasons) expect(reason).toMatch(/until the timeout of 2 s/);
  }, 120_000);
});

describe('failure reasons say what failed', () => {
  it('names the error line of a Node crash, not the trailing "Node.js v…" line', async () => {
    const outcome = await runExecution({ bench: ['node', '-e', `throw new Error('boom')`], format: 'jsonl', dir: cwd, env, timeoutMs: 30_000 });
    expect(outcome.ok ? '' : outcome.failure).toBe('exited with code 1: Error: boom');
  }, 30_000);

  it.each([
    ['Traceback (most recent call last):\n  File "x.py", line 1\nValueError: bad value\n', ': ValueError: bad value'],
    [
      'TypeError [ERR_INVALID_ARG_TYPE]: The "path" argument\n    at foo (x.js:1:1)\n\nNode.js v20.20.2\n',
      ': TypeError [ERR_INVALID_ARG_TYPE]: The "path" argument',
    ],
    ["thread 'main' panicked at src/main.rs:2:5\npanic: oh no\n", ': panic: oh no'],
    ['something went wrong\n', ': something went wrong'],
    ['', ''],
  ])('errorLine(%j)', (stderr, expected) => {
    expect(errorLine(stderr)).toBe(expected);
  });

  it('names the stdout limit when a benchmark prints past it', async () => {
    const bench =
      `const mb = Buffer.alloc(1 << 20, 97); let i = 0; (function w() { while (i++ < 101) if (!process.stdout.write(mb)) return ` +
      `process.stdout.once('drain', w); })();`;
    const outcome = await runExecution({ bench: ['node', '-e', bench], format: 'jsonl', dir: cwd, env, timeoutMs: 60_000 });
    expect(outcome.ok ? '' : outcome.failure).toBe('printed more than the stdout limit of 100 MiB and was killed');
  }, 60_000);

  it('keeps only a bounded tail of stderr, ending with its last line', async () => {
    const bench =
      `const line = 'x'.repeat(1023) + '\\n'; const mb = line.repeat(1024); let i = 0; (function w() { while (i++ < 20) if ` +
      `(!process.stderr.write(mb)) return process.stderr.once('drain', w); process.stderr.write('the end\\n'); })();`;
    const result = await runProcess(['node', '-e', bench], { cwd, env, timeoutMs: 60_000 });
    expect(result.exitCode).toBe(0);
    expect(Buffer.byteLength(result.stderr)).toBeLessThanOrEqual(STDERR_TAIL_BYTES);
    expect(result.stderr.endsWith('the end\n')).toBe(true);
  }, 60_000);

  it('reports a command that cannot start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'benchgate-exec-'));
    try {
      const outcome = await runExecution({ bench: ['benchgate-no-such-command'], format: 'jsonl', dir, env, timeoutMs: 30_000 });
      expect(outcome.ok ? '' : outcome.failure).toMatch(/^could not start: .*ENOENT/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
