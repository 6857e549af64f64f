import type { AnalysisOptions } from '../config/analysis-options.js';
import type { BenchmarkPolicies } from '../config/benchmark-policy.js';
import { pairedNoiseFit, type PairedNoise } from '../planning/paired-noise.js';
import type { ResultsFile } from '../results/results-format.js';
import { InsufficientDataError } from '../stats/insufficient-data.js';
import { tCritical } from '../stats/distributions.js';

/**
 * The first build pair added after the first look runs its `waveBlocks` blocks on top of the
 * first look's (2 rounds of the first builds, e.g. 6 blocks): with 8 blocks the next look would
 * see 2.3 × the blocks, a far larger step than any later pair or the geometric looks of the
 * rounds mode make. A change that the outliers of a few executions kept undecided at the first
 * look then waited for the whole pair. So with at least `minBlocks` blocks in that pair, the run
 * also looks halfway through them (their first half pairs the two new builds already). The look's
 * fraction is the share of the budget spent, as for every look in this mode; it only depends on
 * the wave size, chosen from costs and variances, never on the estimate. Measured with
 * bench:verdict-time (docs/statistics.md, "Time to a verdict").
 */
export const MID_PAIR_LOOK = { minBlocks: 4 } as const;

/**
 * Blocks run on each build pair added during an adaptive run: the bounds (the most, unless the
 * cap on builds needs more per pair to use the budget), and the size when the noise cannot be
 * estimated.
 */
export const WAVE_BLOCKS = { min: 1, max: 8, unknown: 2 } as const;

/** One benchmark's noise at the first look, with the degrees of freedom its comparison had there. */
export interface NoiseAtLook {
  noise: PairedNoise;
  df: number;
}

/** Where the run stands when the wave size is chosen (the first look), and what is left to spend. */
export interface WaveContext {
  /** Builds per version so far, and blocks run on them. */
  builds: number;
  blocks: number;
  /** Seconds of budget left, one build pair's seconds and one block's. */
  remainingSeconds: number;
  buildPairSeconds: number;
  blockSeconds: number;
  /** Two-sided level of the final interval (α over the benchmarks). */
  level: number;
  /** The most pairs the run may still add (builds per version are capped). */
  maxPairs: number;
}

/**
 * How many blocks to run on each added pair of builds (one per version). Eq. 21 alone, the
 * m that minimises variance × cost, ignores that the build level's degrees of freedom grow
 * only with builds, and with few builds the t quantile is what keeps an interval wide. So each
 * m from WAVE_BLOCKS is tried as the rest of the budget would go: as many pairs of m blocks as
 * fit (at most `maxPairs`, so cheap builds do not end the run at the cap with budget left),
 * then the final interval's half-width t·se, with
 *
 *   se² = binary/L + perBlock/N        (L builds per version, N blocks; paired-noise.ts terms),
 *   df  = df₀ · (L − 1)/(L₀ − 1)       with a build variance (the comparison's df at the first
 *                                       look, L₀ builds, grown with the builds that carry them),
 *   df  = N − 1                         without one,
 *
 * and the m with the narrowest median half-width over the benchmarks wins (the smaller m on
 * a tie). Without any estimate: WAVE_BLOCKS.unknown.
 */
export function waveBlocks(noises: readonly NoiseAtLook[], context: WaveContext): number {
  const { builds, blocks, remainingSeconds, buildPairSeconds, blockSeconds, level, maxPairs } = context;
  if (noises.length === 0 || !(blockSeconds > 0) || !(buildPairSeconds >= 0)) return WAVE_BLOCKS.unknown;
  let best: number = WAVE_BLOCKS.unknown;
  let narrowest = Infinity;
  // Under the cap on builds, the pairs that are left may need more blocks each to use the budget.
  const filling = maxPairs > 0 ? Math.ceil((remainingSeconds / maxPairs - buildPairSeconds) / blockSeconds) : 0;
  for (let m = WAVE_BLOCKS.min; m <= Math.max(WAVE_BLOCKS.max, filling); m++) {
    const pairs = Math.min(maxPairs, Math.max(0, Math.floor(remainingSeconds / (buildPairSeconds + m * blockSeconds))));
    const width = median(noises.map((at) => halfWidth(at, builds, builds + pairs, blocks + pairs * m, level)));
    if (width < narrowest) {
      narrowest = width;
      best = m;
    }
  }
  return best;
}

function halfWidth({ noise, df: firstDf }: NoiseAtLook, firstBuilds: number, builds: number, blocks: number, level: number): number {
  const perBlock = noise.execution + (2 * noise.measurement) / noise.measurements;
  const buildLevel = !noise.deterministicBuild && noise.binary > 0;
  const variance = (buildLevel ? noise.binary / builds : 0) + perBlock / blocks;
  if (!(variance > 0)) return 0;
  const df = buildLevel ? (Math.max(1, firstDf) * (builds - 1)) / Math.max(1, firstBuilds - 1) : blocks - 1;
  return tCritical(1 - level, Math.max(1, df)) * Math.sqrt(variance);
}

function median(values: number[]): number {
  const sorted = values.slice().sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 === 1 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The paired noise and comparison df of every compared benchmark that has enough blocks to estimate them. */
export function noisesAtLook(results: ResultsFile, options: AnalysisOptions, policies: BenchmarkPolicies): NoiseAtLook[] {
  const noises: NoiseAtLook[] = [];
  for (const record of results.benchmarks) {
    if (policies.of(record.name).gate === 'ignore') continue;
    try {
      noises.push(pairedNoiseFit(record, options));
    } catch (error) {
      // Too few blocks or values for this benchmark: it does not vote on the wave size.
      if (!(error instanceof InsufficientDataError)) throw error;
    }
  }
  return noises;
}
