import type { PairedNoise } from '../planning/paired-noise.js';

/** Blocks run on each build pair added during an adaptive run: the bounds, and the size when the noise cannot be estimated. */
export const WAVE_BLOCKS = { min: 1, max: 8, unknown: 2 } as const;

/**
 * How many blocks to run on each added pair of builds (one per version): eq. 21's executions
 * per build, m* = √(c_build·v_block / (c_block·v_binary)), where a build pair adds `binary`
 * to the log ratio's variance and a block `execution + 2·measurement/n` (paired-noise.ts);
 * c_build is one pair of builds' seconds and c_block one block's. The median over the
 * benchmarks that could be estimated, rounded, within WAVE_BLOCKS. No build variance means
 * builds cannot narrow the interval: the most blocks per build.
 */
export function waveBlocks(noises: readonly PairedNoise[], buildPairSeconds: number, blockSeconds: number): number {
  if (noises.length === 0 || !(blockSeconds > 0) || !(buildPairSeconds >= 0)) return WAVE_BLOCKS.unknown;
  const best = noises
    .map((noise) => {
      const perBlock = noise.execution + (2 * noise.measurement) / noise.measurements;
      if (!(noise.binary > 0)) return WAVE_BLOCKS.max;
      return Math.sqrt((perBlock * buildPairSeconds) / (noise.binary * blockSeconds));
    })
    .sort((a, b) => a - b);
  const middle = best.length / 2;
  const median = best.length % 2 === 1 ? best[Math.floor(middle)] : (best[middle - 1] + best[middle]) / 2;
  return Math.min(WAVE_BLOCKS.max, Math.max(WAVE_BLOCKS.min, Math.round(median)));
}
