import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createRepo, git, jsonlBench, removeDir, tempDir } from './git-fixture.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach(removeDir));

// Writes its working directory and pid to $MARKER, then hangs (and so does a child it starts).
const HANGING_BENCH = `
import { writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
const child = spawn('sleep', ['60'], { stdio: 'ignore' });
writeFileSync(process.env.MARKER, JSON.stringify({ cwd: process.cwd(), pid: process.pid, child: child.pid }));
setTimeout(() => {}, 60_000);
`;

// Writes a different stamp each time (so the builds differ and a control may add one); build 3
// writes its working directory and pid to $MARKER and hangs.
const HANGING_THIRD_BUILD = `
import { writeFileSync } from 'node:fs';
writeFileSync('stamp.txt', String(Math.random()));
if (process.env.BENCHGATE_BINARY === '2') {
  writeFileSync(process.env.MARKER, JSON.stringify({ cwd: process.cwd(), pid: process.pid }));
  setTimeout(() => {}, 60_000);
}
`;

/** Running, not a zombie waiting to be reaped (SIGKILL lands asynchronously; orphans are reaped by pid 1). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return process.platform !== 'linux';
  }
}

async function waitFor(condition: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts interrupt-child.ts on `repo`; its hanging command writes `marker`. `output` collects its stdout and stderr. */
function startChild(repo: string, marker: string, mode?: 'add-build') {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'interrupt-child.ts'), repo, marker, ...(mode === undefined ? [] : [mode])],
    {
      cwd: join(import.meta.dirname, '../..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const started = {
    child,
    output: '',
    exited: new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, sig) => resolve({ code, signal: sig }))),
  };
  child.stdout.on('data', (d) => (started.output += d));
  child.stderr.on('data', (d) => (started.output += d));
  return started;
}

/** What the hanging command wrote to `marker`, once it is there. */
async function readMarker<T>(marker: string): Promise<T> {
  await waitFor(() => existsSync(marker) && readFileSync(marker, 'utf8').endsWith('}'), 30_000);
  return JSON.parse(readFileSync(marker, 'utf8')) as T;
}

describe.each(['SIGINT', 'SIGTERM'] as const)('on %s', (signal) => {
  it('kills the running benchmark, removes every worktree and ends by the signal', async () => {
    const repo = createRepo({ 'bench.mjs': HANGING_BENCH });
    const scratch = tempDir();
    dirs.push(repo, scratch);
    const marker = join(scratch, 'marker.json');
    const run = startChild(repo, marker);

    const bench = await readMarker<{ cwd: string; pid: number; child: number }>(marker);
    expect(existsSync(bench.cwd)).toBe(true);
    run.child.kill(signal);
    const end = await run.exited;

    expect(end, run.output).toEqual({ code: null, signal });
    expect(run.output).toContain(`warning: received ${signal}: stopping, removing worktrees`);
    expect(run.output).not.toContain('finished without interruption');
    expect(existsSync(bench.cwd)).toBe(false);
    expect(git(repo, 'worktree', 'list', '--porcelain').match(/^worktree /gm)).toHaveLength(1);
    expect(existsSync(join(repo, '.git', 'worktrees'))).toBe(false);
    await waitFor(() => !alive(bench.pid) && !alive(bench.child), 2000);
  });
});

describe('on SIGINT during a build the control added', () => {
  it('kills the build and removes its worktree with the others', async () => {
    const repo = createRepo({ 'build.mjs': HANGING_THIRD_BUILD, 'bench.mjs': jsonlBench(['a']), '.gitignore': '' });
    const scratch = tempDir();
    dirs.push(repo, scratch);
    const marker = join(scratch, 'marker.json');
    const run = startChild(repo, marker, 'add-build');

    const build = await readMarker<{ cwd: string; pid: number }>(marker);
    expect(build.cwd).toMatch(/\/(base|head)-2$/);
    expect(run.output).toContain('block 1/');
    run.child.kill('SIGINT');
    const end = await run.exited;

    expect(end, run.output).toEqual({ code: null, signal: 'SIGINT' });
    expect(existsSync(build.cwd)).toBe(false);
    expect(git(repo, 'worktree', 'list', '--porcelain').match(/^worktree /gm)).toHaveLength(1);
    expect(existsSync(join(repo, '.git', 'worktrees'))).toBe(false);
    await waitFor(() => !alive(build.pid), 2000);
  });
});
