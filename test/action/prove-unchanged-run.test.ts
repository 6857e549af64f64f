/**
 * prove-unchanged through the bundled action as a runner runs it (`node dist/index.js`, every
 * action.yml default as INPUT_*, the local GitHub API stand-in): a README-only pull request on
 * the tiny npm project is traced once per version, proved unchanged, not measured, and green.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useActionFixture } from './support/action-fixture.js';
import { describeRun, Origin, projectFiles, runBundledAction, tempDir } from './support/runner.js';

const fixture = useActionFixture({ baseFiles: { ...projectFiles(), 'README.md': '# widgets\n' } });

async function runOn(number: number, headFiles: Record<string, string>, inputs: Record<string, string>) {
  const pr = fixture.openPullRequest(number, headFiles);
  const artifactDir = tempDir('benchgate-artifacts-');
  const run = await runBundledAction({
    bundle: fixture.bundle,
    ...fixture.pullRequestStep(pr, inputs, { runId: 7_000_000_000 + number, artifactDir }),
  });
  return { run, artifactDir };
}

describe('prove-unchanged in the bundled action', () => {
  it('a README-only pull request: every benchmark unchanged (identical inputs), zero measured executions, the check green', async () => {
    const { run, artifactDir } = await runOn(41, { 'README.md': '# widgets\n\nNow with a sentence more.\n' }, { 'prove-unchanged': 'true' });
    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(run.outputs.verdict).toBe('unchanged');
    expect(run.summary).toMatch(/✅ 2 unchanged/);
    expect(run.summary.match(/⚪ unchanged \(identical inputs\)/g)).toHaveLength(2);
    expect(run.summary).toContain("The diff's changes no process read: README.md.");
    const results = JSON.parse(readFileSync(join(artifactDir, 'benchgate-results', 'files', 'results.json'), 'utf8'));
    expect(results.meta.executionsPerVersion).toBe(0);
    expect(results.meta.proof).toMatchObject({ proved: true, proof: { kind: 'identical-inputs', changedNotRead: ['README.md'] } });
    const report = JSON.parse(readFileSync(join(artifactDir, 'benchgate-results', 'files', 'report.json'), 'utf8'));
    expect(report.benchmarks.map((b: { verdict: string; verdictSource?: { kind: string } }) => [b.verdict, b.verdictSource?.kind])).toEqual([
      ['unchanged', 'identical-inputs'],
      ['unchanged', 'identical-inputs'],
    ]);
  });

  it('the same change without the input: proved too (on by default on a pull request); with `prove-unchanged: false` it is measured', async () => {
    const byDefault = await runOn(42, { 'README.md': '# widgets\n\nAnother sentence.\n' }, {});
    expect(byDefault.run.exitCode, describeRun(byDefault.run)).toBe(0);
    expect(byDefault.run.summary.match(/⚪ unchanged \(identical inputs\)/g)).toHaveLength(2);
    const proved = JSON.parse(readFileSync(join(byDefault.artifactDir, 'benchgate-results', 'files', 'results.json'), 'utf8'));
    expect(proved.meta.proof).toMatchObject({ proved: true });
    expect(proved.meta.executionsPerVersion).toBe(0);

    const { run, artifactDir } = await runOn(44, { 'README.md': '# widgets\n\nA third sentence.\n' }, { 'prove-unchanged': 'false' });
    expect(run.exitCode, describeRun(run)).toBe(0);
    const results = JSON.parse(readFileSync(join(artifactDir, 'benchgate-results', 'files', 'results.json'), 'utf8'));
    expect(results.meta.proof).toBeUndefined();
    expect(results.meta.executionsPerVersion).toBeGreaterThan(0);
    expect(run.stdout).not.toContain('Tracing one execution');
  });

  it('issue 43: a loop count read with readlink only, from a link the build makes from a changed file: refused, measured, the check red', async () => {
    // On main this was `unchanged (identical inputs)` with nothing measured: the link was stat'ed
    // (both dangling: "missing" in both versions), never read as text.
    const build = `import { copyFileSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
mkdirSync('out', { recursive: true });
copyFileSync('bench.src.mjs', 'out/bench.mjs');
rmSync('out/mode', { force: true });
symlinkSync(readFileSync('mode.txt', 'utf8').trim(), 'out/mode');
`;
    const project = projectFiles();
    const bench = `import { readlinkSync } from 'node:fs';\n${project['bench.src.mjs'].replace('sort: 1 }', "sort: readlinkSync('out/mode') === 'ten' ? 10 : 1 }")}`;
    expect(bench).toContain("readlinkSync('out/mode')");
    const linked = new Origin({ ...project, 'build.mjs': build, 'bench.src.mjs': bench, 'mode.txt': 'one\n' });
    const pr = fixture.openPullRequest(43, { 'mode.txt': 'ten\n' }, linked);
    const artifactDir = tempDir('benchgate-artifacts-');
    const run = await fixture.runOnPullRequest(pr, { 'prove-unchanged': 'true' }, { origin: linked, runId: 7_000_000_043, artifactDir });
    const results = JSON.parse(readFileSync(join(artifactDir, 'benchgate-results', 'files', 'results.json'), 'utf8'));
    expect(results.meta.proof, describeRun(run)).toMatchObject({ proved: false, reason: { kind: 'inputs-differ', paths: ['out/mode'] } });
    expect(results.meta.executionsPerVersion).toBeGreaterThan(0);
    expect(run.summary).toContain('Measured, not proved unchanged: the benchmark read files that differ: out/mode.');
    expect(run.outputs.verdict).toBe('regression');
    expect(run.exitCode).not.toBe(0);
  });
});
