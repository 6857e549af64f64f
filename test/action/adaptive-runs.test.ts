/**
 * End to end: the bundled action with a `budget` (the adaptive design with early stopping) and
 * with `mode: calibrate` (an A/A run of one commit whose calibration.json is a prior).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useActionFixture } from './support/action-fixture.js';
import { describeRun, projectFiles, runBundledAction, tempDir } from './support/runner.js';

const fixture = useActionFixture({ firstRunId: 8_000_000_001 });

const pushCommit = (parent: string, files: Record<string, string>, branch?: string) => fixture.origin.pushCommit(parent, files, branch);

describe('budget: the adaptive design', () => {
  it('plans, stops when the 2× slowdown is decided, and says why in the summary', async () => {
    const after = pushCommit(fixture.origin.base, projectFiles({ sortWork: 2 }));
    const run = await runBundledAction({
      bundle: fixture.bundle,
      ...fixture.pushStep(fixture.origin.base, after, { budget: '0.75', binaries: '2' }),
    });
    expect(run.exitCode, describeRun(run)).toBe(1);
    expect(run.outputs.verdict).toBe('regression');
    expect(run.summary).toMatch(/Adaptive design: stopped after \d+ blocks/);
    expect(run.summary).toContain('repeated confidence intervals');
    const results = JSON.parse(readFileSync(run.outputs['results-json'], 'utf8'));
    expect(results.meta.sequential).toBeTypeOf('object');
    expect(results.meta.plan).toBeTypeOf('object');
  });

  it('runs adaptive with the default 4-minute budget when no budget, binaries or executions is given, and says so', async () => {
    const after = pushCommit(fixture.origin.base, projectFiles({ sortWork: 2 }), 'default-design');
    const run = await runBundledAction({
      bundle: fixture.bundle,
      ...fixture.pushStep(fixture.origin.base, after, { binaries: '', executions: '' }),
    });
    expect(run.exitCode, describeRun(run)).toBe(1);
    expect(run.outputs.verdict).toBe('regression');
    const results = JSON.parse(readFileSync(run.outputs['results-json'], 'utf8'));
    expect(results.meta.sequential.budgetSeconds).toBe(240);
    expect(run.summary).toMatch(/Adaptive design: stopped after \d+ blocks .* because [^;]+; .+? of the 4 min budget spent\./);
    expect(run.summary).toContain('adaptive with the default budget of 4 min');
  });

  it('keeps the fixed design when only binaries and executions are given', async () => {
    const after = pushCommit(fixture.origin.base, projectFiles({ sortWork: 2 }), 'fixed-design');
    const run = await runBundledAction({
      bundle: fixture.bundle,
      ...fixture.pushStep(fixture.origin.base, after, { binaries: '2', executions: '6' }),
    });
    expect(run.exitCode, describeRun(run)).toBe(1);
    const results = JSON.parse(readFileSync(run.outputs['results-json'], 'utf8'));
    expect(results.meta.sequential).toBeUndefined();
    expect(run.summary).not.toContain('default budget');
  });

  it('refuses a budget that is not a number of minutes, naming the input', async () => {
    const workspace = tempDir('benchgate-workspace-');
    const run = await runBundledAction({
      bundle: fixture.bundle,
      ...fixture.dispatchStep(fixture.origin.base, { base: 'main' }, { base: 'main', budget: 'ten' }, { workspace }),
    });
    expect(run.exitCode).toBe(1);
    expect(run.errors.join('\n')).toContain('input "budget": expected minutes');
  });
});

describe('mode: calibrate', () => {
  it('runs the head commit against itself and uploads a calibration that is a prior', async () => {
    const artifactDir = tempDir('benchgate-artifacts-');
    const overrides = { mode: 'calibrate', budget: '0.2', 'artifact-name': 'benchgate-calibration' };
    const run = await runBundledAction({ bundle: fixture.bundle, ...fixture.dispatchStep(fixture.origin.base, {}, overrides, { artifactDir }) });
    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(run.summary).toContain('benchgate calibrate');
    const stored = join(artifactDir, 'benchgate-calibration', 'files', 'calibration.json');
    expect(existsSync(stored), describeRun(run)).toBe(true);
    const calibration = JSON.parse(readFileSync(stored, 'utf8'));
    expect(calibration.benchmarks.map((b: { name: string }) => b.name).sort()).toEqual(['parse', 'sort']);
    // It is a prior: an adaptive run can plan from it.
    const { parsePrior } = await import('../../src/planning/prior.js');
    expect(parsePrior(readFileSync(stored, 'utf8'), 'calibration.json').benchmarks.length).toBe(2);
  });
});
