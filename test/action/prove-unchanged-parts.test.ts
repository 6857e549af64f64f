/**
 * prove-unchanged with split-benchmarks, through the bundled action as a runner runs it: each
 * part of the suite is traced once per version and proved on its own. A pull request that changes
 * one benchmark's file and not the other's measures the changed one and proves the other.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useActionFixture } from './support/action-fixture.js';
import { spinModule, splitProject } from './support/bench-scripts.js';
import { describeRun, runBundledAction, tempDir } from './support/runner.js';

const fixture = useActionFixture({ baseFiles: splitProject('split-bench') });

async function runOn(number: number, headFiles: Record<string, string>) {
  const pr = fixture.openPullRequest(number, headFiles);
  const artifactDir = tempDir('benchgate-artifacts-');
  const run = await runBundledAction({
    bundle: fixture.bundle,
    ...fixture.pullRequestStep(
      pr,
      { build: '', bench: 'node bench.mjs', 'split-benchmarks': '1', 'prove-unchanged': 'true' },
      { runId: 7_100_000_000 + number, artifactDir },
    ),
  });
  const read = (file: string) => JSON.parse(readFileSync(join(artifactDir, 'benchgate-results', 'files', file), 'utf8'));
  return { run, results: read('results.json'), report: read('report.json') };
}

describe('prove-unchanged per part (split-benchmarks: 1)', () => {
  it('a README-only change: every part proved, nothing measured, the run proved', async () => {
    const { run, results, report } = await runOn(52, { 'README.md': '# widgets\n\nOne more line.\n' });
    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(results.meta.proof).toMatchObject({ proved: true, proof: { kind: 'identical-inputs', changedNotRead: ['README.md'] } });
    expect(results.meta.proof.parts.map((p: { names: string[]; proved: boolean }) => [p.names, p.proved])).toEqual([
      [['parse'], true],
      [['sort'], true],
    ]);
    expect(results.meta.executionsPerVersion).toBe(0);
    expect(results.meta.splitBenchmarks).toEqual({ perProcess: 1, processes: 0, proved: 2 });
    expect(report.benchmarks.map((b: { name: string; verdictSource?: { kind: string } }) => [b.name, b.verdictSource?.kind])).toEqual([
      ['parse', 'identical-inputs'],
      ['sort', 'identical-inputs'],
    ]);
    expect(run.summary).toContain('in one traced execution of each version per part (2 parts), both read byte-identical inputs');
  });

  it('two benchmark files, one changed: the untouched one is proved and not measured, the changed one is measured', async () => {
    const { run, results, report } = await runOn(51, { 'benches/sort.mjs': `${spinModule(1)}// a comment: the file differs\n` });
    expect(run.exitCode, describeRun(run)).toBe(0);
    const proof = results.meta.proof;
    expect(proof.proved).toBe(false);
    expect(proof.parts).toHaveLength(2);
    const byName = Object.fromEntries(proof.parts.map((p: { names: string[] }) => [p.names.join(','), p]));
    expect(byName.parse).toMatchObject({ proved: true, proof: { kind: 'identical-inputs' } });
    expect(byName.parse.proof.changedNotRead).toEqual(['benches/sort.mjs']);
    expect(byName.sort).toMatchObject({ proved: false, reason: { kind: 'inputs-differ', paths: ['benches/sort.mjs'] } });
    // Only the changed benchmark was measured: its part alone ran in every execution.
    const measured = results.benchmarks.map((b: { name: string }) => b.name);
    expect(measured).toContain('sort');
    expect(measured).not.toContain('parse');
    expect(measured.filter((n: string) => n.startsWith('process part ')).every((n: string) => n.startsWith('process part 2/'))).toBe(true);
    expect(results.meta.splitBenchmarks).toEqual({ perProcess: 1, processes: 1, proved: 1 });
    expect(results.meta.executionsPerVersion).toBeGreaterThan(0);
    const rows = Object.fromEntries(
      report.benchmarks.map((b: { name: string; verdict: string; verdictSource?: { kind: string }; delta: unknown }) => [b.name, b]),
    );
    expect(rows.parse).toMatchObject({ verdict: 'unchanged', verdictSource: { kind: 'identical-inputs' }, delta: null });
    expect(rows.sort.verdictSource?.kind).not.toBe('identical-inputs');
    expect(rows.sort.delta).not.toBeNull();
    expect(run.summary).toMatch(/\| parse \|[^\n]*⚪ unchanged \(identical inputs\)/);
    expect(run.summary).toContain('Proved unchanged part by part: 1 of 2 parts (parse)');
    expect(run.summary).toContain('Measured, not proved unchanged: part 2 (sort): the benchmark read files that differ: benches/sort.mjs.');
  });
});
