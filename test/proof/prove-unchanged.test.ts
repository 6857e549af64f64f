import { readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { analyzeCommand } from '../../src/cli/analyze-command.js';
import { validateResults } from '../../src/results/validate-results.js';
import { runInProcess as cli } from '../support/run-in-process.js';
import { TempDirs } from '../support/temp-dirs.js';

// Real git repositories, real processes under the real strace, through `benchgate run`.
const temp = new TempDirs();
afterEach(() => temp.cleanUp());

/** The demo project (fixtures/demo: a build that copies src/ to dist/, two benchmarks), as files. */
function demoFiles(): Record<string, string> {
  const root = join(import.meta.dirname, '../../fixtures/demo');
  const files: Record<string, string> = {
    'package.json': readFileSync(join(root, 'package.json'), 'utf8'),
    'build.mjs': readFileSync(join(root, 'build.mjs'), 'utf8'),
  };
  for (const name of readdirSync(join(root, 'src'))) files[`src/${name}`] = readFileSync(join(root, 'src', name), 'utf8');
  return files;
}

const FIXED = ['--base', 'base', '--head', 'head', '--binaries', '2', '--executions', '2', '--seed', '5'];
const DEMO = [...FIXED, '--build', 'node build.mjs', '--bench', 'node dist/bench.mjs', '--env', 'DEMO_ITERATIONS=3'];

function outputs(out: string) {
  return {
    results: validateResults(JSON.parse(readFileSync(join(out, 'results.json'), 'utf8'))),
    rawMeta: JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')).meta,
    report: JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')),
  };
}

describe('benchgate run --prove-unchanged', () => {
  it('a README-only change of the demo project: every benchmark unchanged (identical inputs), nothing measured, exit 0', async () => {
    const { repo, out } = temp.repo({ ...demoFiles(), 'README.md': '# demo\n' }, { 'README.md': '# demo\n\nA sentence more.\n' });
    const { code, stdout, stderr } = await cli([...DEMO, '--prove-unchanged', '--out', out], repo);
    expect(code, stderr).toBe(0);
    const { rawMeta, report } = outputs(out);
    expect(rawMeta.executionsPerVersion).toBe(0);
    expect(rawMeta.proof).toMatchObject({ proved: true, proof: { kind: 'identical-inputs', changedNotRead: ['README.md'] } });
    expect(rawMeta.proof.proof.filesRead).toBeGreaterThan(3);
    expect(rawMeta.proof.proof.hash).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(report.benchmarks.map((b: { name: string }) => b.name).sort()).toEqual(['hash/strings', 'sort/numbers']);
    for (const b of report.benchmarks) {
      expect(b).toMatchObject({ verdict: 'unchanged', delta: null, verdictSource: { kind: 'identical-inputs' } });
    }
    expect(stdout).toMatch(/^### benchgate: ✅ 2 unchanged/);
    expect(stdout.match(/⚪ unchanged \(identical inputs\)/g)).toHaveLength(2);
    expect(stdout).toContain('Not measured: in one traced execution of each version, both read byte-identical inputs');
    expect(stdout).toContain("The diff's changes no process read: README.md.");
    expect(stderr).not.toContain('Measuring: ');
    // A re-gate from the results file (as `benchgate analyze` or the accept label does) reads the proof back.
    let again = '';
    const regate = await analyzeCommand([join(out, 'results.json'), '--json'], { stdout: (t) => (again += t), stderr: () => {}, cwd: repo });
    expect(regate).toBe(0);
    expect(JSON.parse(again).benchmarks.map((b: { verdictSource?: { kind: string } }) => b.verdictSource?.kind)).toEqual([
      'identical-inputs',
      'identical-inputs',
    ]);
    expect(stdout).toMatch(
      /- proof of no change: \d+ files read \(\d+ executables?\), \d+ paths only looked at, .*hash sha256:[0-9a-f]{64}; changed but not read: README\.md/,
    );
  });

  it('a change to a source file no benchmark loads: proved unchanged, the file listed as not read', async () => {
    const { repo, out } = temp.repo({ ...demoFiles(), 'src/cli.mjs': 'export const usage = 1;\n' }, { 'src/cli.mjs': 'export const usage = 2;\n' });
    const { code, stderr } = await cli([...DEMO, '--prove-unchanged', '--out', out], repo);
    expect(code, stderr).toBe(0);
    const { rawMeta, report } = outputs(out);
    expect(rawMeta.proof).toMatchObject({ proved: true, proof: { changedNotRead: ['src/cli.mjs'] } });
    expect(rawMeta.executionsPerVersion).toBe(0);
    expect(report.summary).toMatchObject({ unchanged: 2, regressions: 0, inconclusive: 0 });
  });

  it('a change to a data file the benchmark reads, no code: measured, the file named', async () => {
    const { repo, out } = temp.repo({ 'bench.mjs': DATA_BENCH, 'data.json': '[1,2,3]\n' }, { 'data.json': '[1,2,3,4]\n' });
    const { stdout, stderr } = await cli([...FIXED, '--bench', 'node bench.mjs', '--prove-unchanged', '--out', out], repo);
    const { rawMeta, report } = outputs(out);
    expect(rawMeta.proof).toMatchObject({ proved: false, reason: { kind: 'inputs-differ', paths: ['data.json'] } });
    expect(rawMeta.executionsPerVersion, stderr).toBe(4);
    expect(report.benchmarks[0].verdictSource).toBeUndefined();
    expect(stdout).toContain('Measured, not proved unchanged: the benchmark read files that differ: data.json.');
  });

  it('a benchmark that opens a socket: measured, with the reason', async () => {
    const socketBench = `import { connect } from 'node:net';
const s = connect(9, '127.0.0.1');
s.on('error', () => {});
s.on('close', () => { for (let i = 0; i < 4; i++) console.log(JSON.stringify({ name: 'net', value: 10 + (i % 2), unit: 'ms' })); });
`;
    const { repo, out } = temp.repo({ 'bench.mjs': socketBench, 'README.md': 'a\n' }, { 'README.md': 'b\n' });
    const { stdout } = await cli([...FIXED, '--bench', 'node bench.mjs', '--prove-unchanged', '--out', out], repo);
    const { rawMeta } = outputs(out);
    expect(rawMeta.proof).toMatchObject({ proved: false, reason: { kind: 'network' } });
    expect(rawMeta.executionsPerVersion).toBe(4);
    expect(stdout).toContain('Measured, not proved unchanged: the benchmark used a socket');
  });

  it('split-benchmarks: 1, one benchmark opens a socket: its part is measured with the reason, the other part is proved and not run', async () => {
    // Each benchmark in its own module; the runner loads only those BENCHGATE_BENCHMARKS names.
    const runner = `const all = ['net', 'calc'];
const wanted = process.env.BENCHGATE_BENCHMARKS;
const names = wanted === undefined ? all : all.filter((n) => wanted.split('\\n').includes(n));
for (const name of names) {
  if (process.env.BENCHGATE_DISCOVERY === '1') { console.log(JSON.stringify({ name, value: 0, unit: 'ms' })); continue; }
  await import('./benches/' + name + '.mjs');
}
`;
    const net = `import { connect } from 'node:net';
await new Promise((done) => { const s = connect(9, '127.0.0.1'); s.on('error', () => {}); s.on('close', done); });
for (let i = 0; i < 4; i++) console.log(JSON.stringify({ name: 'net', value: 10 + (i % 2), unit: 'ms' }));
`;
    const calc = `for (let i = 0; i < 4; i++) console.log(JSON.stringify({ name: 'calc', value: 20 + (i % 2), unit: 'ms' }));
`;
    const { repo, out } = temp.repo({ 'bench.mjs': runner, 'benches/net.mjs': net, 'benches/calc.mjs': calc, 'README.md': 'a\n' }, { 'README.md': 'b\n' });
    const { code, stdout, stderr } = await cli([...FIXED, '--bench', 'node bench.mjs', '--split-benchmarks', '1', '--prove-unchanged', '--out', out], repo);
    expect(code, stderr).toBe(0);
    const { rawMeta, report, results } = outputs(out);
    expect(rawMeta.proof.proved).toBe(false);
    expect(rawMeta.proof.parts).toMatchObject([
      { names: ['calc'], proved: true, proof: { kind: 'identical-inputs', changedNotRead: ['README.md'] } },
      { names: ['net'], proved: false, reason: { kind: 'network' } },
    ]);
    // Only the socket's part ran while measuring.
    expect(results.benchmarks.map((b) => b.name).filter((n) => !n.startsWith('process part '))).toEqual(['net']);
    const rows = Object.fromEntries(
      report.benchmarks.map((b: { name: string; verdictSource?: { kind: string } }) => [b.name, b.verdictSource?.kind ?? 'measured']),
    );
    expect(rows).toMatchObject({ calc: 'identical-inputs', net: 'measured' });
    expect(stdout).toContain('Proved unchanged part by part: 1 of 2 parts (calc)');
    expect(stdout).toContain('Measured, not proved unchanged: part 2 (net): the benchmark used a socket');
  });

  it('a benchmark that reads a file outside the checkout that differs between the versions: measured, with the path', async () => {
    const outside = temp.make();
    writeFileSync(join(outside, 'base.txt'), 'one\n');
    writeFileSync(join(outside, 'head.txt'), 'two\n');
    const bench = `import { readFileSync } from 'node:fs';
readFileSync(process.env.OUTSIDE + '/' + process.env.BENCHGATE_VERSION + '.txt');
for (let i = 0; i < 4; i++) console.log(JSON.stringify({ name: 'outside', value: 10 + (i % 2), unit: 'ms' }));
`;
    const { repo, out } = temp.repo({ 'bench.mjs': bench, 'README.md': 'a\n' }, { 'README.md': 'b\n' });
    await cli([...FIXED, '--bench', 'node bench.mjs', '--env', `OUTSIDE=${outside}`, '--prove-unchanged', '--out', out], repo);
    const { rawMeta } = outputs(out);
    expect(rawMeta.proof).toMatchObject({ proved: false, reason: { kind: 'outside-inputs-differ' } });
    expect(rawMeta.proof.reason.paths).toEqual(expect.arrayContaining([join(outside, 'base.txt'), join(outside, 'head.txt')]));
    expect(rawMeta.executionsPerVersion).toBe(4);
  });

  it('a benchmark that reads and rewrites a file outside the checkout (a cache both versions share): measured', async () => {
    const outside = temp.make();
    writeFileSync(join(outside, 'cache.txt'), 'cold\n');
    // Base reads "cold" and leaves "warm"; head reads "warm": the same code, different inputs.
    const bench = `import { readFileSync, writeFileSync } from 'node:fs';
readFileSync(process.env.OUTSIDE + '/cache.txt');
writeFileSync(process.env.OUTSIDE + '/cache.txt', 'warm\\n');
for (let i = 0; i < 4; i++) console.log(JSON.stringify({ name: 'cache', value: 10 + (i % 2), unit: 'ms' }));
`;
    const { repo, out } = temp.repo({ 'bench.mjs': bench, 'README.md': 'a\n' }, { 'README.md': 'b\n' });
    const { stdout } = await cli([...FIXED, '--bench', 'node bench.mjs', '--env', `OUTSIDE=${outside}`, '--prove-unchanged', '--out', out], repo);
    const { rawMeta } = outputs(out);
    expect(rawMeta.proof).toMatchObject({ proved: false, reason: { kind: 'outside-state', paths: [join(outside, 'cache.txt')] } });
    expect(stdout).toContain('Measured, not proved unchanged: the benchmark read files outside the checkout that it also writes');
  });

  it('no strace on the PATH the benchmark gets, the proof on by default: measured, one line on how to get strace, and a note', async () => {
    const bin = temp.make();
    symlinkSync(process.execPath, join(bin, 'node'));
    const { repo, out } = temp.repo({ 'bench.mjs': DATA_BENCH, 'data.json': '[1]\n', 'README.md': 'a\n' }, { 'README.md': 'b\n' });
    const { code, stdout, stderr } = await cli([...FIXED, '--bench', 'node bench.mjs', '--env', `PATH=${bin}`, '--out', out], repo);
    const { rawMeta } = outputs(out);
    expect(rawMeta.proof).toMatchObject({ proved: false, reason: { kind: 'no-tracer' } });
    expect(rawMeta.executionsPerVersion, stderr).toBe(4);
    expect(code).not.toBe(3);
    // One line, and no tracing group around it.
    expect(stderr.split('\n').filter((line) => line.includes('strace'))).toEqual([
      'warning: prove-unchanged: strace is not on the PATH, so the run is measured without the proof; ' +
        "on GitHub's Ubuntu runners a step `sudo apt-get install -y strace` before benchgate adds it; " +
        '`prove-unchanged: false` (`--no-prove-unchanged`) turns the proof off.',
    ]);
    expect(stderr).not.toContain('Tracing');
    expect(stdout).toContain('Measured, not proved unchanged: no tracer on the runner (strace is not on the PATH the benchmark gets); ');
    expect(stdout).toContain('`sudo apt-get install -y strace`');
  });

  it('a benchmark that deletes its own input: not proved (the input cannot be hashed), measured', async () => {
    const bench = `import { existsSync, readFileSync, rmSync } from 'node:fs';
if (existsSync('input.txt')) { readFileSync('input.txt'); rmSync('input.txt'); }
for (let i = 0; i < 4; i++) console.log(JSON.stringify({ name: 'gone', value: 10 + (i % 2), unit: 'ms' }));
`;
    const { repo, out } = temp.repo({ 'bench.mjs': bench, 'input.txt': 'x\n', 'README.md': 'a\n' }, { 'README.md': 'b\n' });
    await cli([...FIXED, '--bench', 'node bench.mjs', '--prove-unchanged', '--out', out], repo);
    const { rawMeta } = outputs(out);
    expect(rawMeta.proof).toMatchObject({ proved: false, reason: { kind: 'unhashable' } });
    expect(rawMeta.proof.reason.detail).toMatch(/input\.txt: read during the trace but gone after it/);
  });

  it('a benchmark that reads a 10 GB sparse file: not proved (too large to hash), measured', async () => {
    const bench = `import { closeSync, existsSync, openSync, readSync, truncateSync, writeFileSync } from 'node:fs';
if (!existsSync('big.bin')) { writeFileSync('big.bin', ''); truncateSync('big.bin', 10 * 1024 ** 3); }
const fd = openSync('big.bin', 'r'); readSync(fd, Buffer.alloc(1), 0, 1, 0); closeSync(fd);
for (let i = 0; i < 4; i++) console.log(JSON.stringify({ name: 'big', value: 10 + (i % 2), unit: 'ms' }));
`;
    const { repo, out } = temp.repo({ 'bench.mjs': bench, 'README.md': 'a\n' }, { 'README.md': 'b\n' });
    await cli([...FIXED, '--bench', 'node bench.mjs', '--prove-unchanged', '--out', out], repo);
    const { rawMeta } = outputs(out);
    expect(rawMeta.proof).toMatchObject({ proved: false, reason: { kind: 'unhashable' } });
    expect(rawMeta.proof.reason.detail).toMatch(/big\.bin is 10737418240 bytes, over the hashing limit/);
  });

  it('a child that refuses to be traced (PTRACE_TRACEME under strace): not proved, measured', async () => {
    const bench = `import { spawnSync } from 'node:child_process';
spawnSync('python3', ['-c', 'import ctypes; ctypes.CDLL(None).ptrace(0, 0, 0, 0)']);
for (let i = 0; i < 4; i++) console.log(JSON.stringify({ name: 'hostile', value: 10 + (i % 2), unit: 'ms' }));
`;
    const { repo, out } = temp.repo({ 'bench.mjs': bench, 'README.md': 'a\n' }, { 'README.md': 'b\n' });
    await cli([...FIXED, '--bench', 'node bench.mjs', '--prove-unchanged', '--out', out], repo);
    const { rawMeta } = outputs(out);
    expect(rawMeta.proof).toMatchObject({ proved: false, reason: { kind: 'trace-incomplete' } });
    expect(JSON.stringify(rawMeta.proof.reason.gaps)).toContain('PTRACE_TRACEME');
  });

  it('a docs-only change under the defaults (no design, no proof flag): unchanged (identical inputs), nothing measured, exit 0', async () => {
    const { repo, out } = temp.repo({ ...demoFiles(), 'README.md': '# demo\n' }, { 'README.md': '# demo, documented\n' });
    const defaults = ['--base', 'base', '--head', 'head', '--build', 'node build.mjs', '--bench', 'node dist/bench.mjs', '--env', 'DEMO_ITERATIONS=3'];
    const { code, stdout, stderr } = await cli([...defaults, '--out', out], repo);
    expect(code, stderr).toBe(0);
    const { rawMeta, report } = outputs(out);
    expect(rawMeta.proof).toMatchObject({ proved: true, proof: { changedNotRead: ['README.md'] } });
    expect(rawMeta.executionsPerVersion).toBe(0);
    expect(report.benchmarks.map((b: { verdict: string; verdictSource?: { kind: string } }) => [b.verdict, b.verdictSource?.kind])).toEqual([
      ['unchanged', 'identical-inputs'],
      ['unchanged', 'identical-inputs'],
    ]);
    expect(stdout).toMatch(/^### benchgate: ✅ 2 unchanged/);
    expect(stdout.match(/⚪ unchanged \(identical inputs\)/g)).toHaveLength(2);
    expect(stderr).toContain('an adaptive run with the default budget of 4 minutes');
    expect(stderr).toMatch(/identical inputs: both versions read the same \d+ files/);
  });

  it('the adaptive design (--budget): proved unchanged before any block, no look, exit 0', async () => {
    const { repo, out } = temp.repo({ ...demoFiles(), 'README.md': '# demo\n' }, { 'README.md': '# demo!\n' });
    const adaptive = ['--base', 'base', '--head', 'head', '--build', 'node build.mjs', '--bench', 'node dist/bench.mjs', '--env', 'DEMO_ITERATIONS=3'];
    const { code, stdout, stderr } = await cli([...adaptive, '--budget', '1', '--seed', '5', '--prove-unchanged', '--out', out], repo);
    expect(code, stderr).toBe(0);
    const { rawMeta, report } = outputs(out);
    expect(rawMeta.proof).toMatchObject({ proved: true });
    expect(rawMeta.executionsPerVersion).toBe(0);
    expect(report.summary).toMatchObject({ unchanged: 2, regressions: 0, inconclusive: 0 });
    expect(stdout).toMatch(/^### benchgate: ✅ 2 unchanged/);
  });

  it('with --no-prove-unchanged nothing is traced: the README-only change is measured', async () => {
    const { repo, out } = temp.repo({ 'bench.mjs': DATA_BENCH, 'data.json': '[1]\n', 'README.md': 'a\n' }, { 'README.md': 'b\n' });
    const { stderr } = await cli([...FIXED, '--bench', 'node bench.mjs', '--no-prove-unchanged', '--out', out], repo);
    const { rawMeta } = outputs(out);
    expect(rawMeta.proof).toBeUndefined();
    expect(rawMeta.executionsPerVersion).toBe(4);
    expect(stderr).not.toContain('Tracing');
  });
});

/** Reads data.json and prints four values per execution. */
const DATA_BENCH = `import { readFileSync } from 'node:fs';
const data = JSON.parse(readFileSync('data.json', 'utf8'));
for (let i = 0; i < 4; i++) console.log(JSON.stringify({ name: 'data', value: 10 + data.length + (i % 2), unit: 'ms' }));
`;
