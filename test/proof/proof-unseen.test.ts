import { execFileSync, spawnSync } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TRACED_SYSCALLS } from '../../src/proof/strace-output.js';
import { compileHostileHelper, helperBench } from './support/hostile-helper.js';
import { runInProcess as cli } from '../support/run-in-process.js';
import { TempDirs } from '../support/temp-dirs.js';
import { FIXED, writtenMeta } from './support/prove-cli.js';

// Issue 43: a loop count read where `strace -f` does not see it (io_uring, a CLONE_UNTRACED
// child, System V shared memory, another process's /proc) was proved `unchanged (identical
// inputs)` while head does 10× the work. Real processes, the real strace, a C helper compiled
// here with raw syscalls, through `benchgate run --prove-unchanged`.
const temp = new TempDirs();
const tools = new TempDirs();
let hostile: string;
/** System V keys this file created, removed after it. */
const keys: number[] = [];

beforeAll(() => {
  hostile = compileHostileHelper(tools.make());
});
afterEach(() => temp.cleanUp());
afterAll(() => {
  for (const key of keys) spawnSync('ipcrm', ['-M', String(key)]);
  tools.cleanUp();
});

async function proveRun(bench: string, base: Record<string, string>, head: Record<string, string>) {
  const { repo, out } = temp.repo({ 'bench.mjs': bench, ...base }, head);
  const { code, stdout, stderr } = await cli([...FIXED, '--bench', 'node bench.mjs', '--env', `HOSTILE=${hostile}`, '--prove-unchanged', '--out', out], repo);
  return { code, stdout, stderr, meta: writtenMeta(out) };
}

describe('prove-unchanged refuses what strace does not see', () => {
  it('strace accepts the traced set (an unknown name would fail every trace)', () => {
    const run = spawnSync('strace', ['-f', '-q', '-o', '/dev/null', '-e', `trace=${TRACED_SYSCALLS}`, '--', 'true'], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
  });

  it('a loop count read through io_uring (IORING_OP_OPENAT, IORING_OP_READ): refused, measured', async () => {
    const { stdout, stderr, meta } = await proveRun(helperBench(`['uring', 'count.txt']`), { 'count.txt': '1\n' }, { 'count.txt': '10\n' });
    expect(meta.proof, stderr).toMatchObject({ proved: false, reason: { kind: 'trace-incomplete' } });
    expect(meta.proof.reason.gaps[0]).toMatchObject({ kind: 'unseen-syscall', syscall: 'io_uring_setup' });
    expect(meta.executionsPerVersion).toBe(4);
    expect(stdout).toContain(
      'Measured, not proved unchanged: the trace could not follow every process (io\\_uring\\_setup, which reads what no traced path names: io\\_uring',
    );
    expect(stdout).toMatch(/^### benchgate: 🔴 1 regression/);
  });

  it.each(['untraced', 'untraced3'])('a loop count read by a child started with CLONE_UNTRACED (%s): refused, measured', async (mode) => {
    const { stdout, meta } = await proveRun(helperBench(`['${mode}', 'count.txt']`), { 'count.txt': '1\n' }, { 'count.txt': '10\n' });
    const syscall = mode === 'untraced' ? 'clone' : 'clone3';
    expect(meta.proof).toMatchObject({ proved: false, reason: { kind: 'trace-incomplete' } });
    expect(meta.proof.reason.gaps[0]).toMatchObject({ kind: 'untraced-child', syscall });
    expect(meta.proof.reason.gaps[0].detail).toContain('CLONE_UNTRACED');
    expect(meta.executionsPerVersion).toBe(4);
    expect(stdout).toContain('(a child the tracer does not follow: CLONE\\_UNTRACED');
  });

  it('a loop count read from System V shared memory another process filled per version: refused, measured', async () => {
    const base = 0x4267_0000 + (process.pid % 0x8000) * 2;
    keys.push(base, base + 1);
    execFileSync(hostile, ['shm-put', String(base), '1']);
    execFileSync(hostile, ['shm-put', String(base + 1), '10']);
    const bench = helperBench(`['shm', String(${base} + (process.env.BENCHGATE_VERSION === 'head' ? 1 : 0))]`);
    const { meta } = await proveRun(bench, { 'README.md': 'a\n' }, { 'README.md': 'b\n' });
    expect(meta.proof).toMatchObject({ proved: false, reason: { kind: 'trace-incomplete' } });
    expect(meta.proof.reason.gaps[0]).toMatchObject({ kind: 'unseen-syscall', syscall: 'shmget' });
    expect(meta.proof.reason.gaps[0].detail).toContain('System V IPC');
    expect(meta.executionsPerVersion).toBe(4);
  });

  it("a benchmark that reads another process's /proc/<pid>/environ (the tracer's, its parent): refused, measured", async () => {
    const bench = `import { readFileSync } from 'node:fs';
const n = readFileSync('/proc/' + process.ppid + '/environ', 'utf8').includes('BENCHGATE_VERSION=head') ? 10 : 1;
for (let i = 0; i < 4; i++) console.log(JSON.stringify({ name: 'work', value: 10 * n + (i % 2), unit: 'ms' }));
`;
    const { meta } = await proveRun(bench, { 'README.md': 'a\n' }, { 'README.md': 'b\n' });
    expect(meta.proof).toMatchObject({ proved: false, reason: { kind: 'trace-incomplete' } });
    expect(meta.proof.reason.gaps[0]).toMatchObject({ kind: 'proc-path' });
    expect(meta.proof.reason.gaps[0].detail).toMatch(/another process's \/proc\/\d+/);
    expect(meta.executionsPerVersion).toBe(4);
  });

  it('the helper reading its file plainly (no hidden channel) is still proved when nothing it reads changed', async () => {
    const bench = helperBench(`['cat', 'count.txt']`);
    const { meta } = await proveRun(bench, { 'count.txt': '1\n', 'README.md': 'a\n' }, { 'README.md': 'b\n' });
    expect(meta.proof).toMatchObject({ proved: true, proof: { changedNotRead: ['README.md'] } });
  });
});
