import jStat from 'jstat';
import { normalQuantile, tQuantile } from '../../src/stats/distributions.js';

/**
 * The design that knows the noise: the variance components (relative to the mean, so they
 * describe the log ratio) and the costs are given, not estimated, so its test is a z-test with
 * the true variance and needs no degrees of freedom. It is the lower bound the adaptive
 * design is measured against in bench/verdict-time.ts.
 */
export interface TrueNoise {
  /** σ_V²/μ²: one build's level; 0 when the builds are identical. */
  binary: number;
  /** σ_B²/μ² left in one block's comparison (the block drift both executions share cancels). */
  execution: number;
  /** Variance of the mean of one execution's measurements, relative: σ_E²/(n·μ²) with dependence counted. */
  executionMean: number;
  /** Identical builds: one build per version is enough, and the oracle knows it. */
  deterministicBuild: boolean;
}

export interface TrueCosts {
  buildSeconds: number;
  executionSeconds: number;
}

export interface OracleDesign {
  binaries: number;
  rounds: number;
  seconds: number;
  power: number;
}

/** Variance of log(Ȳ_head/Ȳ_base) for l builds per version and m executions per build (paired blocks). */
export function trueLogRatioVariance(noise: TrueNoise, binaries: number, rounds: number): number {
  const binary = noise.deterministicBuild ? 0 : noise.binary;
  return (2 * binary) / binaries + (2 * (noise.execution + noise.executionMean)) / (binaries * rounds);
}

const phi = (x: number): number => jStat.normal.cdf(x, 0, 1);

/**
 * Probability that the verdict rule (analysis/decide.ts) decides correctly with a z interval
 * of standard error `se` on the log scale: for a true change, an interval that excludes 0 and
 * reaches min-effect on the change's side; for no change (min-effect > 0), an interval inside
 * ±min-effect.
 */
export function decisionPower(change: number, minEffect: number, se: number, confidence: number, df = Infinity): number {
  const z = Number.isFinite(df) ? tQuantile(1 - (1 - confidence) / 2, df) : normalQuantile(1 - (1 - confidence) / 2);
  const truth = Math.log1p(change);
  if (change === 0) {
    const low = Math.log1p(-minEffect) + z * se;
    const high = Math.log1p(minEffect) - z * se;
    return high > low ? Math.max(0, phi((high - truth) / se) - phi((low - truth) / se)) : 0;
  }
  if (change > 0) return phi((truth - Math.max(z * se, Math.log1p(minEffect) - z * se)) / se);
  return phi((Math.min(-z * se, Math.log1p(-minEffect) + z * se) - truth) / se);
}

/**
 * Degrees of freedom of the analysis's interval for l builds × m rounds, as the comparison
 * model has them when the build level dominates (planning/paired-noise.ts `comparisonDf`):
 * 2(l − 1) for builds that differ, l·m − 1 blocks for identical ones.
 */
export function analysisDf(noise: TrueNoise, binaries: number, rounds: number): number {
  return noise.deterministicBuild || binaries < 2 ? binaries * rounds - 1 : 2 * (binaries - 1);
}

/**
 * The least runner time (2l builds, then l·m blocks of one base and one head execution) whose
 * test decides with at least `power`: eq. 21's trade-off between builds and executions,
 * searched over whole numbers instead of solved in closed form. Null when no design of up to
 * 30 builds × 5000 rounds reaches it.
 *
 * - `z` (the default): a z-test on the true variance, a bound no analysis that estimates the
 *   variance can reach (it needs no degrees of freedom: one build and one round can do).
 * - `t`: the best fixed design for the known noise analysed as benchgate analyses it, with a t
 *   quantile at `analysisDf`: what knowing the noise buys a design, not a test.
 */
export function oracleDesign(
  noise: TrueNoise,
  costs: TrueCosts,
  change: number,
  minEffect: number,
  power: number,
  confidence: number,
  test: 'z' | 't' = 'z',
): OracleDesign | null {
  let best: OracleDesign | null = null;
  const maxBinaries = noise.deterministicBuild ? 1 : 30;
  // benchgate's analysis decides nothing from one build that is not proven deterministic: the t design needs two.
  const minBinaries = test === 't' && !noise.deterministicBuild ? 2 : 1;
  for (let binaries = minBinaries; binaries <= maxBinaries; binaries++) {
    const builds = 2 * binaries * costs.buildSeconds;
    if (best && builds >= best.seconds) break;
    // Power grows with the rounds: bisect for the fewest that reach it.
    // A t interval needs at least one degree of freedom: one build and one block is no design for it.
    const df = (rounds: number) => (test === 'z' ? Infinity : analysisDf(noise, binaries, rounds));
    const reach = (rounds: number) =>
      df(rounds) >= 1 ? decisionPower(change, minEffect, Math.sqrt(trueLogRatioVariance(noise, binaries, rounds)), confidence, df(rounds)) : 0;
    if (reach(5000) < power) continue;
    let low = 0;
    let high = 5000;
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (reach(middle) >= power) high = middle;
      else low = middle;
    }
    const seconds = builds + binaries * high * 2 * costs.executionSeconds;
    if (!best || seconds < best.seconds) best = { binaries, rounds: high, seconds, power: reach(high) };
  }
  return best;
}
