import { describe, expect, it } from 'vitest';
import { analyzeBenchmark } from '../../src/analysis/analyze-benchmark.js';
import { DEFAULT_ANALYSIS_OPTIONS } from '../../src/config/analysis-options.js';
import { comparisonDf, logRatioVariance, pairedNoiseOf, type PairedNoise } from '../../src/planning/paired-noise.js';
import { sampleVariance } from '../../src/stats/descriptive.js';
import { DEFAULT_SPEC, simulateBenchmark, type NestedModelSpec } from '../../bench/simulation/nested-model.js';

const lean = { ...DEFAULT_ANALYSIS_OPTIONS, bootstrapReplicates: 0 };

function deterministic(record: ReturnType<typeof simulateBenchmark>) {
  for (const side of [record.base, record.head]) for (const b of side.binaries) b.outputHash = 'sha256:same';
  return record;
}

/** The paired noise the simulation's spec implies: 2σ_V², 2σ_B² (drift shared within a block cancels), σ_E². */
function truth(spec: NestedModelSpec, deterministicBuild: boolean): PairedNoise {
  return {
    binary: deterministicBuild ? 0 : 2 * spec.binarySd ** 2,
    execution: 2 * spec.executionSd ** 2,
    measurement: spec.measurementSd ** 2,
    deterministicBuild,
    measurements: spec.measurements,
    warmup: 0,
    rounds: spec.executions,
  };
}

describe('pairedNoiseOf', () => {
  it('recovers process and measurement noise of a deterministic build, with the block drift cancelled', () => {
    const spec = { ...DEFAULT_SPEC, binaries: 2, binarySd: 0, blockSd: 0.05, executions: 200 };
    const noise = pairedNoiseOf(deterministic(simulateBenchmark(spec, 7)));
    const expected = truth(spec, true);
    expect(noise.deterministicBuild).toBe(true);
    expect(noise.binary).toBe(0);
    expect(noise.execution / expected.execution).toBeGreaterThan(0.8);
    expect(noise.execution / expected.execution).toBeLessThan(1.2);
    expect(noise.measurement / expected.measurement).toBeCloseTo(1, 1);
    expect(noise.measurements).toBe(30);
    expect(noise.rounds).toBe(200);
  });

  it('recovers the build level with the comparison model (crossed builds)', () => {
    const spec = { ...DEFAULT_SPEC, binaries: 24, binarySd: 0.02, executions: 12 };
    const expected = truth(spec, false);
    // One run's estimate of σ_V² from 2 × 24 builds has a relative SD of about 20 %: average five.
    const runs = [8, 9, 10, 11, 12].map((seed) => pairedNoiseOf(simulateBenchmark(spec, seed)));
    const average = (key: 'binary' | 'execution') => runs.reduce((sum, n) => sum + n[key], 0) / runs.length;
    expect(average('binary') / expected.binary).toBeGreaterThan(0.75);
    expect(average('binary') / expected.binary).toBeLessThan(1.3);
    expect(average('execution') / expected.execution).toBeGreaterThan(0.85);
    expect(average('execution') / expected.execution).toBeLessThan(1.15);
  });

  it('predicts the variance of the comparison the analysis computes, for both kinds of build', () => {
    for (const [spec, det] of [
      [{ ...DEFAULT_SPEC, binaries: 4, executions: 6 }, false],
      [{ ...DEFAULT_SPEC, binaries: 1, binarySd: 0, executions: 20 }, true],
    ] as const) {
      const logRatios: number[] = [];
      for (let seed = 0; seed < 400; seed++) {
        const record = simulateBenchmark(spec, 5_000 + seed);
        logRatios.push(analyzeBenchmark(det ? deterministic(record) : record, lean).change!.logRatio);
      }
      const design = { binaries: spec.binaries, rounds: spec.executions, measurements: spec.measurements };
      // 400 draws: the sample variance is within ±20 % of the truth with high probability.
      expect(sampleVariance(logRatios) / logRatioVariance(truth(spec, det), design)).toBeGreaterThan(0.8);
      expect(sampleVariance(logRatios) / logRatioVariance(truth(spec, det), design)).toBeLessThan(1.2);
    }
  });

  it('counts degrees of freedom as the comparison model does when builds dominate: each version’s builds, 2(l − 1)', () => {
    const noise = truth(DEFAULT_SPEC, false);
    expect(comparisonDf(noise, { binaries: 5, rounds: 10, measurements: 30 })).toBe(8);
    expect(comparisonDf({ ...noise, deterministicBuild: true }, { binaries: 1, rounds: 10, measurements: 30 })).toBe(9);
  });

  it('needs at least 3 complete blocks', () => {
    expect(() => pairedNoiseOf(simulateBenchmark({ ...DEFAULT_SPEC, binaries: 1, executions: 2 }, 1))).toThrow(/at least 3 complete/);
  });
});
