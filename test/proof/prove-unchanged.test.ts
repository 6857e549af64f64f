import { chmodSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/cli/run-command.js';
import { validateResults } from '../../src/results/validate-results.js';
import { createRepo, removeDir, tempDir } from '../runner/git-fixture.js';

// Real git repositories, real processes under the real strace, through `benchgate run`.
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach(removeDir));

/** The demo project (fixtures/demo: a build that copies src/ to dist/, two benchmarks), as files. */
function demoFiles(): Record<string, string> {
  const root = join(import.meta.dirname, '../../fixtures/demo');
  const files: Record<string, string> = { 'package.json': readFileSync(join(root, 'package.json'), 'utf8'), 'build.mjs': readFileSync(join(root, 'build.mjs'), 'utf8') };
  for (const name of readdirSync(join(root, 'src'))) files[`src/${name}`] = readFileSync(join(root, 'src', name), 'utf8');
  return files;
}

async function cli(args: string[], cwd: string) {
  let stdout = '';
  let stderr = '';
  const code = await runCommand(args, { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), cwd });
  return { code, stdout, stderr };
}

function setup(base: Record<string, string>, head: Record<string, string>) {
  const repo = createRepo(base, head);
  const out = tempDir();
  dirs.push(repo, out);
  return { repo, out };
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
    const { repo, out } = setup({ ...demoFiles(), 'README.md': '# demo\n' }, { 'README.md': '# demo\n\nA sentence more.\n' });
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
    expect(stdout).toContain('The diff\'s changes no process read: README.md.');
    expect(stderr).not.toContain('Measuring: ');
  });
});
