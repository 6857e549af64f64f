import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { streamIo } from '../../src/cli/cli-io.js';
import { createRepo, git, removeDir, tempDir } from '../runner/git-fixture.js';
import { runArgs } from '../support/run-args.js';

const cliIo = new URL('../../src/cli/cli-io.ts', import.meta.url).pathname;
const cliEntry = new URL('../../src/cli-entry.ts', import.meta.url).pathname;
const projectRoot = new URL('../..', import.meta.url).pathname;

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach(removeDir));

describe('streamIo: the reader of stdout goes away', () => {
  it('drops stdout quietly after EPIPE and keeps stderr', () => {
    const written: string[] = [];
    const stdout = new Writable({
      write(chunk, _encoding, callback) {
        written.push(String(chunk));
        callback(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
      },
    });
    let stderr = '';
    const io = streamIo(stdout, { write: (text: string) => (stderr += text), on: () => undefined }, '/');
    io.stdout('first\n');
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        io.stdout('second\n');
        io.stderr('note\n');
        expect(written).toEqual(['first\n']);
        expect(stderr).toBe('note\n');
        resolve();
      }),
    );
  });

  it('through a real pipe into `head -1`: no stack trace, and the exit code survives pipefail', () => {
    const dir = mkdtempSync(join(tmpdir(), 'benchgate-pipe-'));
    const script = join(dir, 'writer.mts');
    writeFileSync(
      script,
      `import { streamIo } from ${JSON.stringify(cliIo)};
const io = streamIo(process.stdout, process.stderr, process.cwd());
for (let round = 0; round < 50; round++) {
  for (let line = 0; line < 2000; line++) io.stdout(\`row \${round} \${line} of a long report\\n\`);
  await new Promise((resolve) => setTimeout(resolve, 2));
}
process.exitCode = 1;
`,
    );
    const errors = join(dir, 'stderr.txt');
    const run = () =>
      execFileSync('bash', ['-c', `set -o pipefail; node --import tsx ${JSON.stringify(script)} 2>${JSON.stringify(errors)} | head -1; echo "exit $?"`], {
        cwd: new URL('../..', import.meta.url).pathname,
        encoding: 'utf8',
      });
    const output = run();
    expect(output).toBe('row 0 0 of a long report\nexit 1\n');
    expect(execFileSync('cat', [errors], { encoding: 'utf8' })).toBe('');
  });
});

describe('benchgate run whose log reader goes away', () => {
  it('`run … 2>&1 | head -3` finishes: its exit code, its files, and no worktree left in the repository', () => {
    const bench = (center: number) =>
      `const j = Number(process.env.BENCHGATE_EXECUTION);\nfor (let i = 0; i < 8; i++) console.log(JSON.stringify({ name: 'work', value: ${center} * (1 + 0.01 * ((i * 7 + j * 3) % 5)), unit: 'ms' }));\n`;
    const repo = createRepo({ 'bench.mjs': bench(10) }, { 'bench.mjs': bench(20) });
    const out = tempDir();
    dirs.push(repo, out);
    const args = runArgs({ repo, base: 'base', head: 'head', bench: 'node bench.mjs', binaries: 2, executions: 3, seed: 3, out });
    const command = `set -o pipefail; node --import tsx ${JSON.stringify(cliEntry)} run ${args.map((a) => JSON.stringify(a)).join(' ')} 2>&1 | head -3 >/dev/null; echo "exit $?"`;
    const output = execFileSync('bash', ['-c', command], { cwd: projectRoot, encoding: 'utf8' });
    // 1: the regression the run found (a crash on the closed pipe also exited 1, but wrote no results).
    expect(output).toBe('exit 1\n');
    expect(JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')).benchmarks[0]).toMatchObject({ name: 'work', verdict: 'regression' });
    expect(git(repo, 'worktree', 'list', '--porcelain').match(/^worktree /gm)).toHaveLength(1);
  });
});
