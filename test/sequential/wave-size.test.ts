import { describe, expect, it } from 'vitest';
import type { PairedNoise } from '../../src/planning/paired-noise.js';
import { WAVE_BLOCKS, waveBlocks, type NoiseAtLook, type WaveContext } from '../../src/sequential/wave-size.js';

/** A benchmark's noise at the first look; 2.6 df is what the comparison model gives 3 builds × 2 rounds of the Gaussian generator. */
const noise = (binary: number, execution = 8e-4, df = 2.6): NoiseAtLook => {
  const paired: PairedNoise = { binary, execution, measurement: 2.5e-3, measurements: 30, deterministicBuild: false, warmup: 0, rounds: 2 };
  return { noise: paired, df };
};

/** After 2 rounds of 3 builds (6 blocks), 90 s left, builds 3 s, executions 1 s. */
const context: WaveContext = { builds: 3, blocks: 6, remainingSeconds: 90, buildPairSeconds: 6, blockSeconds: 2, level: 0.05, maxPairs: 27 };

describe('waveBlocks', () => {
  it('adds builds with one block each when the build level dominates and builds are cheap', () => {
    expect(waveBlocks([noise(1e-3, 1e-4)], context)).toBe(1);
  });

  it('runs the most blocks per build when the builds show no variance: builds cannot narrow the interval', () => {
    expect(waveBlocks([noise(0)], context)).toBe(WAVE_BLOCKS.max);
  });

  it('runs more blocks per build as builds get dearer', () => {
    const cheap = waveBlocks([noise(2e-4)], context);
    const dear = waveBlocks([noise(2e-4)], { ...context, buildPairSeconds: 60, remainingSeconds: 900 });
    expect(dear).toBeGreaterThan(cheap);
  });

  it('with few builds, prefers more builds than variance × cost alone (eq. 21) would: the t quantile needs their degrees of freedom', () => {
    // Eq. 21: m* = √(perBlock · c_pair / (binary · c_block)) = √(9.67e-4 · 6 / (2e-4 · 2)) ≈ 3.8.
    expect(waveBlocks([noise(2e-4)], context)).toBe(2);
    // With plenty of degrees of freedom already, the t quantile hardly moves and variance per second decides.
    expect(waveBlocks([noise(2e-4, 8e-4, 200)], context)).toBeGreaterThan(2);
  });

  it('with builds so cheap that the cap on builds would come first, runs more blocks per build to use the budget', () => {
    const cheap = { ...context, buildPairSeconds: 0.1, blockSeconds: 0.5, remainingSeconds: 114 };
    expect(waveBlocks([noise(1e-3, 1e-4)], { ...cheap, maxPairs: 1000 })).toBe(1);
    // 27 pairs of 1 block would end the run after 16 s of its 114: more blocks each fill it.
    expect(waveBlocks([noise(1e-3, 1e-4)], cheap)).toBeGreaterThan(4);
  });

  it('follows the median benchmark, and falls back without any estimate', () => {
    expect(waveBlocks([noise(1e-3, 1e-4), noise(1e-3, 1e-4), noise(0)], context)).toBe(1);
    expect(waveBlocks([], context)).toBe(WAVE_BLOCKS.unknown);
  });
});
