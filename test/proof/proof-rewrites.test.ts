import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runInProcess as cli } from '../support/run-in-process.js';
import { TempDirs } from '../support/temp-dirs.js';
import { FIXED, writtenMeta } from './support/prove-cli.js';

// Issue 43: each of these was proved `unchanged (identical inputs)` with nothing measured while
// head does 10× the work. Real repositories, real processes under the real strace, through
// `benchgate run --prove-unchanged`; each must now be refused, measured, with the reason.
const temp = new TempDirs();
afterEach(() => temp.cleanUp());

/** Prints 4 values of `work` proportional to the loop count `n` (a name in scope). */
const PRINT = `for (let i = 0; i < 4; i++) console.log(JSON.stringify({ name: 'work', value: 10 * n + (i % 2), unit: 'ms' }));\n`;

async function proveRun(base: Record<string, string>, head: Record<string, string>, extra: string[] = []) {
  const { repo, out } = temp.repo(base, head);
  const { code, stdout, stderr } = await cli([...FIXED, '--bench', 'node bench.mjs', ...extra, '--prove-unchanged', '--out', out], repo);
  const meta = writtenMeta(out);
  return { code, stdout, stderr, meta };
}

describe('prove-unchanged: what was read is what is compared', () => {
  it('an input the benchmark reads and then rewrites in place to base bytes: refused (read and written), measured', async () => {
    const bench = `import { readFileSync, writeFileSync } from 'node:fs';
const n = Number(readFileSync('count.txt', 'utf8'));
writeFileSync('count.txt', '1\\n');
${PRINT}`;
    const { stdout, stderr, meta } = await proveRun({ 'bench.mjs': bench, 'count.txt': '1\n' }, { 'count.txt': '10\n' });
    expect(meta.proof, stderr).toMatchObject({ proved: false, reason: { kind: 'read-and-written', paths: ['count.txt'] } });
    expect(meta.executionsPerVersion).toBe(4);
    expect(stdout).toContain('Measured, not proved unchanged: the benchmark read files in the checkout that it also wrote');
  });

  it('a head module that writes base bytes back over itself while it runs: refused, measured', async () => {
    const baseWork = 'export const n = 1;\n';
    const headWork = `import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
export const n = 10;
writeFileSync(fileURLToPath(import.meta.url), ${JSON.stringify(baseWork)});
`;
    const bench = `import { n } from './work.mjs';\n${PRINT}`;
    const { stdout, meta } = await proveRun({ 'bench.mjs': bench, 'work.mjs': baseWork }, { 'work.mjs': headWork });
    expect(meta.proof).toMatchObject({ proved: false, reason: { kind: 'read-and-written', paths: ['work.mjs'] } });
    expect(meta.executionsPerVersion).toBe(4);
    expect(stdout).toContain('that it also wrote, so what it read is not what was compared: work.mjs');
  });

  it('an input rewritten to base bytes by a process outside the trace while the benchmark waits: refused (changed during the trace)', async () => {
    // The test stands in for a process the PR left behind: it rewrites head's count.txt after
    // the benchmark read it, then wakes the benchmark. The trace sees no write.
    const signals = temp.make();
    // One signal file for every execution (the same path for both versions); the test removes it when it answers.
    const bench = `import { readFileSync, renameSync, writeFileSync } from 'node:fs';
const n = Number(readFileSync('count.txt', 'utf8'));
await new Promise((done) => {
  const timer = setTimeout(done, 60000);
  process.once('SIGUSR1', () => { clearTimeout(timer); done(); });
  writeFileSync(process.env.SIGNALS + '/next', [process.pid, process.env.BENCHGATE_VERSION, process.cwd()].join('\\n'));
  renameSync(process.env.SIGNALS + '/next', process.env.SIGNALS + '/ready');
});
${PRINT}`;
    const writer = setInterval(() => {
      if (!existsSync(join(signals, 'ready'))) return;
      const [pid, version, cwd] = readFileSync(join(signals, 'ready'), 'utf8').split('\n');
      rmSync(join(signals, 'ready'));
      if (version === 'head') writeFileSync(join(cwd, 'count.txt'), '1\n');
      process.kill(Number(pid), 'SIGUSR1');
    }, 20);
    try {
      const { stdout, meta } = await proveRun({ 'bench.mjs': bench, 'count.txt': '1\n' }, { 'count.txt': '10\n' }, ['--env', `SIGNALS=${signals}`]);
      expect(meta.proof).toMatchObject({ proved: false, reason: { kind: 'changed-during-trace', paths: ['count.txt'] } });
      expect(meta.executionsPerVersion).toBe(4);
      expect(stdout).toContain('Measured, not proved unchanged: files the benchmark read changed while it was traced');
    } finally {
      clearInterval(writer);
    }
  });
});

describe('prove-unchanged: files named through /proc, and link texts', () => {
  it('an ELF executed as `sh -c "exec /proc/self/cwd/bin"`: refused (executed through /proc), measured', async () => {
    const bench = `import { execFileSync } from 'node:child_process';
const n = Number(execFileSync('sh', ['-c', 'exec /proc/self/cwd/bin'], { encoding: 'utf8' }).trim());
${PRINT}`;
    // write(2), not stdio: stdio's fstat of the stdout socket would refuse the proof on its own.
    const source = (n: number) => `#include <unistd.h>\nint main(void) { write(1, "${n}\\n", ${String(n).length + 1}); return 0; }\n`;
    const { stdout, meta } = await proveRun({ 'bench.mjs': bench, 'bin.c': source(1) }, { 'bin.c': source(10) }, ['--build', 'gcc -O1 -o bin bin.c']);
    expect(meta.proof).toMatchObject({ proved: false, reason: { kind: 'trace-incomplete' } });
    expect(meta.proof.reason.gaps[0]).toMatchObject({ kind: 'proc-path', syscall: 'execve' });
    expect(meta.proof.reason.gaps[0].detail).toContain('/proc/self/cwd/bin');
    expect(meta.executionsPerVersion).toBe(4);
    expect(stdout).toContain('Measured, not proved unchanged: the trace could not follow every process (a file named through /proc or /dev/fd');
  });

  it('a loop count from the size of a file looked at through /proc/self/cwd: the path is placed and compared', async () => {
    const bench = `import { statSync } from 'node:fs';
const n = statSync('/proc/self/cwd/count.txt').size;
${PRINT}`;
    const { meta } = await proveRun({ 'bench.mjs': bench, 'count.txt': '1' }, { 'count.txt': '1234567890' });
    expect(meta.proof).toMatchObject({ proved: false, reason: { kind: 'inputs-differ', paths: ['count.txt'] } });
    expect(meta.executionsPerVersion).toBe(4);
  });

  it.each([
    ['dangling, different texts', { 'one.txt': undefined }, 'one', 'ten'],
    ['two different targets of the same size', { 'one.txt': 'x\n', 'ten.txt': 'y\n' }, 'one.txt', 'ten.txt'],
  ])('a loop count read with readlink only, from a link %s: refused (inputs differ), measured', async (_, targets, baseText, headText) => {
    // The build makes the link from link-text (which the benchmark never reads).
    const build = `import { readFileSync, rmSync, symlinkSync } from 'node:fs';
rmSync('count', { force: true });
symlinkSync(readFileSync('link-text', 'utf8').trim(), 'count');
`;
    const bench = `import { readlinkSync } from 'node:fs';
const n = readlinkSync('count').startsWith('ten') ? 10 : 1;
${PRINT}`;
    const files = Object.fromEntries(Object.entries(targets).filter((e): e is [string, string] => e[1] !== undefined));
    const { meta } = await proveRun({ 'bench.mjs': bench, 'build.mjs': build, 'link-text': baseText, ...files }, { 'link-text': headText }, [
      '--build',
      'node build.mjs',
    ]);
    expect(meta.proof).toMatchObject({ proved: false, reason: { kind: 'inputs-differ', paths: ['count'] } });
    expect(meta.executionsPerVersion).toBe(4);
  });

  it('a link both versions give the same text: still proved (the comparison is by text and target)', async () => {
    const build = `import { rmSync, symlinkSync } from 'node:fs';\nrmSync('count', { force: true });\nsymlinkSync('one.txt', 'count');\n`;
    const bench = `import { readlinkSync } from 'node:fs';\nconst n = readlinkSync('count').length;\n${PRINT}`;
    const { meta } = await proveRun({ 'bench.mjs': bench, 'build.mjs': build, 'one.txt': 'x\n', 'README.md': 'a\n' }, { 'README.md': 'b\n' }, [
      '--build',
      'node build.mjs',
    ]);
    expect(meta.proof).toMatchObject({ proved: true, proof: { changedNotRead: ['README.md'] } });
    expect(meta.executionsPerVersion).toBe(0);
  });
});
