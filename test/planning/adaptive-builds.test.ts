import { describe, expect, it } from 'vitest';
import { DEFAULT_ANALYSIS_OPTIONS } from '../../src/config/analysis-options.js';
import { resolveRunSettings, type RunSettingsInput } from '../../src/config/run-settings.js';
import type { Prior } from '../../src/planning/prior.js';
import { planRun } from '../../src/planning/plan-run.js';
import { sequentialReportLines } from '../../src/report/sequential-notes.js';
import type { SequentialSuiteReport } from '../../src/sequential/analyze-sequential.js';
import { decidedSequentialRecord } from '../support/decided-sequential-record.js';

const settings = (overrides: RunSettingsInput) =>
  resolveRunSettings('/nowhere', [{ base: 'base', head: 'head', bench: ['node', 'bench.mjs'], seed: 1 }, overrides]);

const prior = (deterministicBuild: boolean): Prior => ({
  version: 1,
  kind: 'benchgate-prior',
  costs: { buildSeconds: 20, executionSeconds: 0.5, startupSeconds: 0.05 },
  benchmarks: [
    {
      name: 'work',
      unit: 'ms',
      noise: { binary: deterministicBuild ? 0 : 0.0004, execution: 0.0004, measurement: 0.0004, deterministicBuild, measurements: 8, warmup: 0, rounds: 20 },
    },
  ],
});

describe('planRun and deterministic builds', () => {
  it('plans 2 builds, not 1, when the prior found identical outputs and there is a build command: their hashes prove it again', () => {
    const plan = planRun(settings({ build: ['npm', 'ci'] }), DEFAULT_ANALYSIS_OPTIONS, { budgetSeconds: 600, prior: prior(true) });
    expect(plan.forecast!.binaries).toBe(1);
    expect(plan.binaries).toBe(2);
    expect(plan.reasons).toContainEqual(expect.stringMatching(/^2 builds per version rather than 1: the prior found identical build outputs/));
  });

  it('keeps 1 build without a build command (the source is the binary) and when l is configured', () => {
    expect(planRun(settings({ build: null }), DEFAULT_ANALYSIS_OPTIONS, { budgetSeconds: 600, prior: prior(true) }).binaries).toBe(1);
    expect(planRun(settings({ build: ['npm', 'ci'] }), DEFAULT_ANALYSIS_OPTIONS, { budgetSeconds: 600, prior: prior(true), binaries: 1 }).binaries).toBe(1);
  });

  it("leaves a non-deterministic prior's plan alone and says builds beyond 2 may be skipped", () => {
    const plan = planRun(settings({ build: ['npm', 'ci'] }), DEFAULT_ANALYSIS_OPTIONS, { budgetSeconds: 3600, prior: prior(false) });
    expect(plan.binaries).toBe(plan.forecast!.binaries);
    expect(plan.binaries).toBeGreaterThan(2);
    expect(plan.reasons).toContainEqual(expect.stringMatching(/^builds beyond the first 2 are skipped once those of both versions have identical outputs/));
  });

  it('without a prior, takes l from the settings as an upper bound', () => {
    const plan = planRun(settings({ binaries: 4 }), DEFAULT_ANALYSIS_OPTIONS, { budgetSeconds: 600 });
    expect(plan).toMatchObject({ source: 'settings', binaries: 4 });
    expect(plan.reasons[0]).toMatch(/^no prior: up to 4 builds per version from the settings/);
    expect(plan.reasons[1]).toMatch(/^builds beyond the first 2 are skipped/);
    expect(planRun(settings({ binaries: 1 }), DEFAULT_ANALYSIS_OPTIONS, { budgetSeconds: 600 }).reasons).toEqual([
      expect.stringMatching(/^no prior: 1 build per version/),
    ]);
  });

  it('writes reasons the report shows whole: none is cut to the length a forged results.json is cut to', () => {
    const plans = [
      planRun(settings({ binaries: 4 }), DEFAULT_ANALYSIS_OPTIONS, { budgetSeconds: 600 }),
      planRun(settings({ build: ['npm', 'ci'] }), DEFAULT_ANALYSIS_OPTIONS, { budgetSeconds: 600, prior: prior(true) }),
      planRun(settings({ build: ['npm', 'ci'] }), DEFAULT_ANALYSIS_OPTIONS, { budgetSeconds: 3600, prior: prior(false) }),
    ];
    for (const plan of plans) {
      const report = { meta: { plan: { reasons: plan.reasons } }, sequential: SEQUENTIAL } as unknown as SequentialSuiteReport;
      const shown = sequentialReportLines(report).filter((line) => line.startsWith('Plan: '));
      expect(shown).toHaveLength(plan.reasons.length);
      for (const line of shown) expect(line, line).not.toContain('…');
    }
  });
});

const SEQUENTIAL = decidedSequentialRecord({ kind: 'hwang-shih-decani', gamma: -1 });
