import { describe, expect, it } from 'vitest';
import { detectableEffect } from '../../src/planning/detectable-effect.js';
import { comparisonDf, logRatioVariance, type PairedNoise } from '../../src/planning/paired-noise.js';
import { adaptiveExecutionsPerBuild, budgetToSettle, designFor, DETERMINISTIC_MAX_BLOCKS, planDesign } from '../../src/planning/plan-design.js';
import { executionsPerBuild } from '../../src/runner/rebuild-savings.js';
import { costsInMeasurements, type RunCosts } from '../../src/planning/run-costs.js';
import { normalQuantile } from '../../src/stats/distributions.js';

const noisy: PairedNoise = { binary: 0.0008, execution: 0.0032, measurement: 0.0025, deterministicBuild: false, measurements: 30, warmup: 10, rounds: 10 };
const costs: RunCosts = { buildSeconds: 60, executionSeconds: 2, startupSeconds: 0.5 };

describe('costs in units of one measurement', () => {
  it('splits an execution into start-up and measurement slots', () => {
    // τ = (2 − 0.5)/(10 + 30) = 0.0375 s; b = 60/τ = 1600; w = 10 + 0.5/τ = 23.33.
    const units = costsInMeasurements(costs, 10, 30);
    expect(units.measurementSeconds).toBeCloseTo(0.0375, 12);
    expect(units.build).toBeCloseTo(1600, 9);
    expect(units.warmup).toBeCloseTo(10 + 0.5 / 0.0375, 9);
  });
});

describe('designFor (eq. 21, l as large as the budget allows)', () => {
  it("reports eq. 21's m₀ and n₀, and takes the number of builds that detects the smallest change", () => {
    // m₀ = sqrt((1600/23.33)·0.0032/0.0008) = 16.6 → 17; a pair of builds with 17 rounds costs
    // 2·60 + 2·17·2 = 188 s, so eq. 21 fits 3 builds in 600 s. n₀ = sqrt(23.33·2·0.0025/0.0032) = 6.0.
    const design = designFor(noisy, costs, 600, 0.04);
    expect(design.optimalRounds).toBe(17);
    expect(design.optimalMeasurements).toBe(6);
    expect(design.measurements).toBe(30);
    expect(design.reason).toMatch(/m₀ = 17 executions per build .* so 3 builds per version would fit/);
    // Every other count of builds (with all the rounds that fit) detects less.
    const effect = (binaries: number) => {
      const rounds = Math.floor((600 - 2 * binaries * 60) / (2 * binaries * 2));
      return detectableEffect(Math.sqrt(logRatioVariance(noisy, { binaries, rounds, measurements: 30 })), binaries - 1, 0.04)!;
    };
    expect(design.rounds).toBe(Math.floor((600 - 2 * design.binaries * 60) / (2 * design.binaries * 2)));
    for (const binaries of [2, 3, 4]) if (binaries !== design.binaries) expect(effect(binaries)).toBeGreaterThan(effect(design.binaries));
    expect(design.fits).toBe(true);
  });

  it('builds once per version when the build is deterministic and gives the rest to rounds', () => {
    const design = designFor({ ...noisy, deterministicBuild: true, binary: 0 }, costs, 600, 0.04);
    expect(design.binaries).toBe(1);
    // The time of 2 builds per version (to see identical outputs) comes off first.
    expect(design.rounds).toBe((600 - 240) / 4);
    expect(design.reason).toMatch(/identical build outputs .*binary impact factor 1\.0.*: 1 build per version/);
  });

  it('keeps 2 builds for a random build level even when they do not fit, and says so', () => {
    const design = designFor(noisy, { ...costs, buildSeconds: 400 }, 600, 0.04);
    expect(design.binaries).toBe(2);
    expect(design.fits).toBe(false);
  });
});

describe('detectable effect and the budget that settles min-effect', () => {
  it('is (t + z₀.₈)·se on the log scale', () => {
    expect(detectableEffect(0.01, 1e7, 0.05)).toBeCloseTo(Math.expm1((normalQuantile(0.975) + normalQuantile(0.8)) * 0.01), 6);
    expect(detectableEffect(0.01, 0, 0.05)).toBeNull();
    expect(detectableEffect(0.01, 5, 0)).toBeNull();
  });

  it('finds the smallest budget, to its 10 % steps, whose design detects min-effect', () => {
    const level = 0.04;
    const budget = budgetToSettle(noisy, costs, 0.02, level)!;
    const effectAt = (seconds: number) => {
      const d = designFor(noisy, costs, seconds, level);
      return detectableEffect(Math.sqrt(logRatioVariance(noisy, d)), comparisonDf(noisy, d), level)!;
    };
    expect(effectAt(budget)).toBeLessThanOrEqual(0.02);
    expect(effectAt(budget / 1.25)).toBeGreaterThan(0.02);
    expect(budgetToSettle(noisy, costs, 0, level)).toBeNull();
    // A build level this large cannot be averaged away within a day by 30 builds.
    expect(budgetToSettle({ ...noisy, binary: 0.02 }, costs, 0.01, level)).toBeNull();
  });

  it('finds a budget for identical builds that needs more than 1000 blocks, as long as a run can measure them', () => {
    // An A/A on a noisy runner, as one measured it: processes differ by ~22 %, executions of 0.9 s.
    const aa: PairedNoise = { binary: 0, execution: 0.05, measurement: 0.24, deterministicBuild: true, measurements: 110, warmup: 50, rounds: 53 };
    const runnerCosts: RunCosts = { buildSeconds: 0.93, executionSeconds: 0.9, startupSeconds: 0.1 };
    const level = 0.029;
    const blocksFor = (minEffect: number) => {
      const budget = budgetToSettle(aa, runnerCosts, minEffect, level);
      return budget === null ? null : designFor(aa, runnerCosts, budget, level).rounds;
    };
    // ±2 % needs between 1000 and 2000 blocks: the budget is found, and its design measures them.
    const budget = budgetToSettle(aa, runnerCosts, 0.02, level)!;
    expect(budget).toBeGreaterThan(1000 * 2 * 0.9);
    expect(blocksFor(0.02)).toBeGreaterThan(1000);
    expect(blocksFor(0.02)).toBeLessThanOrEqual(DETERMINISTIC_MAX_BLOCKS);
    const design = designFor(aa, runnerCosts, budget, level);
    expect(detectableEffect(Math.sqrt(logRatioVariance(aa, design)), comparisonDf(aa, design), level)).toBeLessThanOrEqual(0.02);
    // ±1 % would need about four times as many blocks: more than one run measures, so no budget is promised.
    expect(budgetToSettle(aa, runnerCosts, 0.01, level)).toBeNull();
    expect(designFor(aa, runnerCosts, 24 * 3600, level).rounds).toBe(DETERMINISTIC_MAX_BLOCKS);
  });

  it('schedules at least that many blocks in every adaptive run, whatever the builds planned and kept', () => {
    for (const planned of [1, 2, 3, 4, 10, 30]) {
      const perBuild = adaptiveExecutionsPerBuild(planned);
      expect(perBuild).toBeGreaterThanOrEqual(1000);
      // All planned builds kept, or (identical outputs) the planned executions spread over the 2 kept.
      expect(planned * perBuild).toBeGreaterThanOrEqual(DETERMINISTIC_MAX_BLOCKS);
      if (planned > 2) expect(2 * executionsPerBuild(planned, perBuild, 2)).toBeGreaterThanOrEqual(DETERMINISTIC_MAX_BLOCKS);
    }
    expect(adaptiveExecutionsPerBuild(1)).toBe(DETERMINISTIC_MAX_BLOCKS);
  });
});

describe('planDesign', () => {
  it('plans for the benchmark that would detect the least, and explains it', () => {
    const quiet = { ...noisy, binary: 0.00005, execution: 0.0004 };
    const plan = planDesign({
      benchmarks: [
        { name: 'quiet', noise: quiet },
        { name: 'noisy', noise: noisy },
      ],
      costs,
      budgetSeconds: 600,
      minEffect: 0.02,
      confidence: 0.95,
      divisor: 2,
      maxLooks: 8,
      spending: { kind: 'obrien-fleming' },
    });
    expect(plan.binding).toBe('noisy');
    expect(plan.binaries).toBe(plan.benchmarks[1].design.binaries);
    const [quietPlan, noisyPlan] = plan.benchmarks;
    expect(quietPlan.detectableEffect!).toBeLessThan(noisyPlan.detectableEffect!);
    expect(plan.reasons[0]).toMatch(/^planned for noisy/);
    expect(plan.reasons.join(' ')).toMatch(/n₀ = 6 measurements per execution/);
    expect(plan.reasons.join(' ')).toMatch(/detects ±\d+\.\d+ % with 80 % power/);
  });
});
