import jStat from 'jstat';
import { describe, expect, it } from 'vitest';
import { CI_JOB_SECONDS, recommendCounts, type RecommendInput } from '../../src/stats/repetition-counts.js';
import { recommendationReasonsText } from '../../src/report/recommendation-reason.js';

const base: RecommendInput = {
  components: { binary: 100, execution: 16, measurement: 400 },
  mean: 1000,
  costs: { build: 1000, warmup: 10, measurementSeconds: 0.001 },
  minEffect: 0.02,
  confidence: 0.95,
  deterministicBuild: false,
  singleBuildSuffices: false,
  executionsRun: 5,
};

/** The power rule written out with jStat's t quantile: (t_df(0.975) + z_0.8)·sqrt(2·v/c) ≤ target. */
const detects = (variance: number, count: number, df: number, target: number) =>
  (jStat.studentt.inv(0.975, df) + jStat.normal.inv(0.8, 0, 1)) * Math.sqrt((2 * variance) / count) <= target;

describe('recommended counts never ask for a level that showed no variance', () => {
  it('no process variance: the executions that ran, and the measurements the power needs (not the 100,000 cap)', () => {
    const counts = recommendCounts({ ...base, components: { binary: 0, execution: 0, measurement: 100 }, deterministicBuild: true, minEffect: 0.002 });
    expect(counts.binaries).toBe(2);
    expect(counts.executions).toBe(5);
    // 10 executions of n measurements: variance 100/n per execution, df 9, target 2.
    expect(detects(100 / counts.measurements, 10, 9, 2)).toBe(true);
    expect(detects(100 / (counts.measurements - 1), 10, 9, 2)).toBe(false);
    expect(recommendationReasonsText(counts.reasons)).toMatch(/no process-to-process variation measured/);
    expect(counts.measurements).toBeLessThan(1000);
    expect(recommendationReasonsText(counts.reasons)).not.toMatch(/over more executions/);
  });

  it('no process variance and thousands of measurements needed: says the same total may be spread over more executions', () => {
    const counts = recommendCounts({ ...base, components: { binary: 0, execution: 0, measurement: 10_000 }, deterministicBuild: true, minEffect: 0.002 });
    expect(counts.measurements).toBeGreaterThan(1000);
    expect(recommendationReasonsText(counts.reasons)).toContain(`(or the same ${2 * 5 * counts.measurements} measurements per version over more executions)`);
  });

  it('no build variance measured on builds that differ: 2 builds, the rest on executions', () => {
    const counts = recommendCounts({ ...base, components: { binary: 0, execution: 16, measurement: 400 } });
    expect(counts.binaries).toBe(2);
    expect(recommendationReasonsText(counts.reasons)).toMatch(/no build-to-build variation measured/);
    const varying = recommendCounts(base);
    expect(varying.binaries).toBeGreaterThan(2);
  });
});

describe('recommended counts and costs', () => {
  it('say when the costs are unknown', () => {
    const counts = recommendCounts({ ...base, costs: { build: 11, warmup: 11, measurementSeconds: null } });
    expect(recommendationReasonsText(counts.reasons)).toMatch(/costs unknown/);
    expect(recommendationReasonsText(counts.reasons)).toMatch(/eq\. 21 with assumed costs/);
    expect(counts.seconds).toBeNull();
    expect(recommendationReasonsText(recommendCounts(base).reasons)).not.toMatch(/costs unknown/);
  });

  it('are capped at what one CI job can run, and say what min-effect would need', () => {
    const expensive = { ...base, costs: { build: 600_000, warmup: 10, measurementSeconds: 0.001 }, minEffect: 0.005 };
    const counts = recommendCounts(expensive);
    expect(counts.seconds).not.toBeNull();
    expect(counts.seconds ?? Infinity).toBeLessThanOrEqual(CI_JOB_SECONDS);
    // Each build alone costs 600 s: 2 builds per version of each are already 40 minutes.
    expect(counts.binaries).toBe(2);
    expect(recommendationReasonsText(counts.reasons)).toMatch(
      /would need about .* of runner time; capped at what one 60-minute CI job can run, which detects about ±/,
    );
    const cheap = recommendCounts({ ...expensive, costs: { build: 1000, warmup: 10, measurementSeconds: 0.001 } });
    expect(recommendationReasonsText(cheap.reasons)).not.toMatch(/capped/);
  });
});
