import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ResultFileOutsideError, resultFilePath, runExecution } from '../../src/runner/execute.js';
import { readFixture } from '../parsers/helpers.js';
import { TempDirs } from '../support/temp-dirs.js';

const env = { PATH: process.env.PATH ?? '/usr/bin:/bin' };
const temp = new TempDirs();
afterEach(() => temp.cleanUp());
const workdir = () => temp.make('benchgate-result-file-');

/** A benchmark that prints noise on stdout and writes the real hyperfine fixture to `file` (relative to its cwd). */
function writer(file: string, content: string): string[] {
  const script =
    `console.log('Benchmark 1: sleep 0.01 (human-readable report)'); require('node:fs').writeFileSync(${JSON.stringify(file)}, ` +
    `${JSON.stringify(content)});`;
  return [process.execPath, '-e', script];
}

describe('result-file: the benchmark writes its results to a file, read instead of stdout', () => {
  const hyperfine = readFixture('hyperfine-two-commands.json');

  it('parses the file, not stdout, and the file of a previous execution is removed before the next', async () => {
    const dir = workdir();
    mkdirSync(join(dir, 'out'));
    const request = { format: 'hyperfine' as const, resultFile: 'out/bench.json', dir, env, timeoutMs: 20_000 };
    const first = await runExecution({ ...request, bench: writer('out/bench.json', hyperfine) });
    expect(first.ok).toBe(true);
    expect(first.ok && first.measurements).toHaveLength(10);

    // The next execution writes nothing: the stale file must not be read again.
    const second = await runExecution({ ...request, bench: [process.execPath, '-e', 'console.log("forgot to export")'] });
    expect(second).toMatchObject({ ok: false, failure: 'exited with code 0 but wrote no result file out/bench.json' });
    expect(existsSync(join(dir, 'out/bench.json'))).toBe(false);
  });

  it('names the file when its content is unreadable', async () => {
    const dir = workdir();
    const outcome = await runExecution({ format: 'hyperfine', resultFile: 'r.json', dir, env, timeoutMs: 20_000, bench: writer('r.json', 'not json') });
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.failure).toMatch(/^unreadable result file r\.json: hyperfine output: not valid JSON/);
  });

  it('refuses a file that is a link leading outside the working directory', async () => {
    const dir = workdir();
    const outside = workdir();
    writeFileSync(join(outside, 'secret.json'), hyperfine);
    const bench = [process.execPath, '-e', `require('node:fs').symlinkSync(${JSON.stringify(join(outside, 'secret.json'))}, 'r.json')`];
    const outcome = await runExecution({ format: 'hyperfine', resultFile: 'r.json', dir, env, timeoutMs: 20_000, bench });
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.failure).toMatch(/^result file r\.json leads outside the working directory/);
  });

  it.each(['../r.json', '/tmp/r.json', 'a/../../r.json', '.'])('refuses the path %s, which is not inside the working directory', (path) => {
    expect(() => resultFilePath('/work/tree', path)).toThrow(ResultFileOutsideError);
  });

  it('resolves a path inside the working directory', () => {
    expect(resultFilePath('/work/tree', 'target/out.json')).toBe('/work/tree/target/out.json');
    expect(resultFilePath('/work/tree', './a/../b.json')).toBe('/work/tree/b.json');
  });

  it('leaves a symlinked working directory alone: the check compares real paths', async () => {
    const real = workdir();
    const link = join(workdir(), 'link');
    symlinkSync(real, link);
    const outcome = await runExecution({ format: 'hyperfine', resultFile: 'r.json', dir: link, env, timeoutMs: 20_000, bench: writer('r.json', hyperfine) });
    expect(outcome.ok).toBe(true);
  });
});
