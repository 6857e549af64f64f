/**
 * The result file is data the benchmark controls: it must be a regular file inside the worktree,
 * checked before it is opened and measured before it is read, and the delete before each
 * execution must not follow a directory link out of the worktree. Real processes, real files,
 * and `benchgate run` as its own process on a real git repository.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runExecution } from '../../src/runner/execute.js';
import { STDOUT_LIMIT_BYTES } from '../../src/runner/run-process.js';
import { createRepo, git } from './git-fixture.js';
import { TempDirs } from '../support/temp-dirs.js';
import { runArgs } from '../support/run-args.js';

const cliEntry = new URL('../../src/cli-entry.ts', import.meta.url).pathname;
const projectRoot = new URL('../..', import.meta.url).pathname;
const env = { PATH: process.env.PATH ?? '/usr/bin:/bin' };

const temp = new TempDirs();
afterEach(() => temp.cleanUp());
const workdir = () => temp.make('benchgate-result-file-');

/** `benchgate run` as its own process. The kill after 3 minutes only ends a hung run (the test then fails on the signal); no test waits on it. */
function benchgateRun(args: string[]): Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', cliEntry, 'run', ...args],
      { cwd: projectRoot, timeout: 180_000, killSignal: 'SIGKILL', maxBuffer: 16 * 1024 * 1024 },
      (_error, _stdout, stderr) => resolve({ code: child.exitCode, signal: child.signalCode, stderr: String(stderr) }),
    );
  });
}

describe('a FIFO at the result-file path', () => {
  it('fails each execution with the reason, within the timeout, and the run ends and removes its worktrees', async () => {
    // What a benchmark (or a PR changing it) can do: leave a named pipe where the result file goes.
    const script = 'rm -f res.json; mkfifo res.json; exit 0\n';
    const repo = createRepo({ 'bench.sh': script }, { 'bench.sh': script });
    const out = workdir();
    temp.keep(repo);
    // The same script in both versions: measured, as the test means, not proved unchanged.
    const run = await benchgateRun(
      runArgs({
        repo,
        base: 'base',
        head: 'head',
        bench: 'sh bench.sh',
        format: 'hyperfine',
        'result-file': 'res.json',
        timeout: 3,
        binaries: 1,
        executions: 2,
        seed: 1,
        'prove-unchanged': false,
        out,
      }),
    );
    expect(run.signal, run.stderr).toBeNull();
    expect(run.code, run.stderr).toBe(3);
    const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8'));
    const reasons: string[] = (results.meta.failures ?? []).map((f: { reason: string }) => f.reason);
    expect(reasons.length).toBeGreaterThan(0);
    for (const reason of reasons) expect(reason).toBe('result file res.json is not a regular file (a FIFO); not read');
    // Only the repository's own worktree is left registered.
    expect(git(repo, 'worktree', 'list', '--porcelain').match(/^worktree /gm)).toHaveLength(1);
  }, 240_000);
});

/** Bytes this process has read (`rchar` in /proc/self/io: every read(2), from the page cache too); null off Linux. */
function bytesRead(): number | null {
  if (!existsSync('/proc/self/io')) return null;
  return Number(/^rchar: (\d+)$/m.exec(readFileSync('/proc/self/io', 'utf8'))?.[1]);
}

describe('the size of the result file', () => {
  it('a sparse file over the limit (the stdout limit) is refused by its size, without reading it', async () => {
    const dir = workdir();
    const size = STDOUT_LIMIT_BYTES + 1;
    // Sparse: the size is set, no data written; a read would still get every byte (as zeros).
    const bench = [process.execPath, '-e', `const fs = require('node:fs'); fs.writeFileSync('r.json', ''); fs.truncateSync('r.json', ${size});`];
    const before = bytesRead();
    const outcome = await runExecution({ format: 'hyperfine', resultFile: 'r.json', dir, env, timeoutMs: 20_000, bench });
    const after = bytesRead();
    expect(outcome).toMatchObject({ ok: false, failure: `result file r.json is ${size} bytes, more than the limit of 100 MiB; not read` });
    // Reading it would add at least `size` bytes; the test's own reads are a few kB.
    if (before !== null && after !== null) expect(after - before).toBeLessThan(size / 2);
  });
});

describe('the delete before each execution', () => {
  it('does not follow a directory link out of the worktree: the outside file stays, and the execution fails saying why', async () => {
    const dir = workdir();
    const outside = workdir();
    writeFileSync(join(outside, 'r.json'), 'precious');
    symlinkSync(outside, join(dir, 'out'));
    const outcome = await runExecution({
      format: 'hyperfine',
      resultFile: 'out/r.json',
      dir,
      env,
      timeoutMs: 20_000,
      bench: [process.execPath, '-e', `require('node:fs').writeFileSync(${JSON.stringify(join(dir, 'ran'))}, '1')`],
    });
    const ran = existsSync(join(dir, 'ran'));
    expect(readFileSync(join(outside, 'r.json'), 'utf8')).toBe('precious');
    expect(outcome).toMatchObject({
      ok: false,
      failure: `result file out/r.json is in a directory that leads outside the working directory (${outside}); not removed or read`,
    });
    expect(ran).toBe(false);
  });

  it('a directory at the path fails the execution, not the run', async () => {
    const dir = workdir();
    mkdirSync(join(dir, 'r.json'));
    const outcome = await runExecution({ format: 'hyperfine', resultFile: 'r.json', dir, env, timeoutMs: 20_000, bench: [process.execPath, '-e', '0'] });
    expect(outcome).toMatchObject({ ok: false, failure: 'result file r.json is not a regular file (a directory); not removed' });
  });
});
