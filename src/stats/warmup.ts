import { batchedVariance, lag1Autocorrelation } from './autocorrelation.js';
import { mean, median, sampleVariance } from './descriptive.js';
import { meanVarianceInflation } from './within-dependence.js';

/**
 * Warm-up detection by MSER-5 (White 1997; Hoad, Robinson & Davies 2010): average the series
 * in batches of 5, and truncate the d leading batches that minimise the marginal standard
 * error of what remains, MSER(d) = Σ_{i≥d} (z_i − z̄_d)² / (B − d)². A JIT or cache ramp at the
 * start inflates the spread of the kept part until it is cut off; a stable series is cut
 * little or not at all. Truncation is limited to half the series (seed 001 keeps the stable
 * segment only when it holds more than half the samples), and series shorter than 4 batches
 * are left whole. O(n).
 *
 * MSER alone trims stationary short series by chance (about 18 % of 30-value series here),
 * so a cut is kept only when the cut batches really differ from the rest: their mean must lie
 * more than 3 standard errors from the kept values' mean. The standard errors allow for serial
 * dependence inside the process (`meanInflation`: batch means, or an AR(1) fit for short
 * series): with AR(1) ρ = 0.7 an independence-based error cut 28 % of stationary executions.
 * The mean test alone still cut where nothing warms up: one 10× outlier among the first values
 * moves the cut part's mean (7 % of 30-value log-normal executions with 0.5 % outliers), and
 * AR(1) wanders (4 %). So the mean test leaves out the cut part's most extreme value, and
 * the start must also depart by its median (`startDeparts`); then 0.01–0.6 % of such
 * executions are cut and a ramp of 10 values from +50 % still in 99.6 %.
 *
 * Returns how many leading values are warm-up.
 */
const BATCH = 5;
const MIN_BATCHES = 4;
/** The fewest values in which a warm-up can be found: shorter executions are left whole. */
export const MIN_WARMUP_SERIES = BATCH * MIN_BATCHES;
const GUARD_STANDARD_ERRORS = 3;
/** Batch means are trusted for the standard error only with this many batches (fewer: their own spread is too rough). */
const MIN_INDEPENDENT_BATCHES = 32;

export function detectWarmupLength(values: readonly number[]): number {
  const batchCount = Math.floor(values.length / BATCH);
  if (batchCount < MIN_BATCHES) return 0;
  const batchMeans = new Float64Array(batchCount);
  for (let b = 0; b < batchCount; b++) {
    let sum = 0;
    for (let i = b * BATCH; i < (b + 1) * BATCH; i++) sum += values[i];
    batchMeans[b] = sum / BATCH;
  }
  // Suffix sums give the mean and sum of squares of every tail in one pass. Centering on the
  // overall mean first keeps the one-pass variance formula accurate.
  let center = 0;
  for (const z of batchMeans) center += z / batchCount;
  let tailSum = 0;
  let tailSquares = 0;
  const mser = new Float64Array(batchCount);
  for (let d = batchCount - 1; d >= 0; d--) {
    const z = batchMeans[d] - center;
    tailSum += z;
    tailSquares += z * z;
    const kept = batchCount - d;
    mser[d] = (tailSquares - (tailSum * tailSum) / kept) / (kept * kept);
  }
  let best = 0;
  for (let d = 1; d <= Math.floor(batchCount / 2); d++) if (mser[d] < mser[best]) best = d;
  return best > 0 && cutDiffersFromRest(values, batchCount, best) ? best * BATCH : 0;
}

function cutDiffersFromRest(values: readonly number[], batchCount: number, cut: number): boolean {
  const cutEnd = cut * BATCH;
  const keptEnd = batchCount * BATCH;
  const kept = values.slice(cutEnd, keptEnd);
  const keptMean = mean(kept);
  // The cut part's mean without its value farthest from the kept mean: one 10× outlier must
  // not make the cut differ (a warm-up departs by many values, not one).
  let cutSum = 0;
  let farthest = 0;
  for (let i = 0; i < cutEnd; i++) {
    cutSum += values[i];
    if (Math.abs(values[i] - keptMean) > Math.abs(values[farthest] - keptMean)) farthest = i;
  }
  const cutMean = (cutSum - values[farthest]) / (cutEnd - 1);
  const variance = sampleVariance(kept);
  if (variance === 0) return cutMean !== keptMean;
  const inflation = meanInflation(kept, cutEnd, variance);
  const standardError = Math.sqrt(variance * (inflation.kept / kept.length + inflation.cut / cutEnd));
  if (!(Math.abs(cutMean - keptMean) > GUARD_STANDARD_ERRORS * standardError)) return false;
  return startDeparts(values.slice(0, BATCH), kept, inflation, Math.sign(cutMean - keptMean));
}

/**
 * The same question asked of the first batch by its median, which one outlier cannot move
 * (log-normal values with rare 10× outliers cut 7 % of 30-value executions on the mean test
 * alone): a warm-up is a sustained departure of the start, so the first 5 values' median
 * must lie more than ROBUST_GUARD robust standard errors from the kept values' median, on the
 * side the cut part's mean departs to (an outlier later in the cut must not carry a start
 * that is merely low), and at least 4 of the 5 on that side. Scale: 1.4826·MAD of the kept values (σ for
 * normal data); a median's variance is π/2 times a mean's; the mean test's inflation allows
 * for serial dependence. Checking the first batch, not the whole cut, leaves
 * MSER's choice of where the warm-up ends alone.
 */
function startDeparts(start: readonly number[], kept: readonly number[], inflation: { kept: number; cut: number }, direction: number): boolean {
  const keptMedian = median(kept);
  const departure = median(start) - keptMedian;
  if (Math.sign(departure) !== direction) return false;
  const scale = MAD_TO_SD * median(kept.map((v) => Math.abs(v - keptMedian)));
  if (scale === 0) return departure !== 0;
  const standardError = scale * Math.sqrt((Math.PI / 2) * (inflation.kept / kept.length + inflation.cut / start.length));
  if (!(Math.abs(departure) > ROBUST_GUARD * standardError)) return false;
  const sameSide = start.filter((v) => Math.sign(v - keptMedian) === Math.sign(departure)).length;
  return sameSide >= SAME_SIDE_SHARE * start.length;
}
/** σ of normal data from the median absolute deviation. */
const MAD_TO_SD = 1.482602218505602;
/** Robust standard errors between the start's median and the rest's (4: 0.5 % of stationary 30-value AR(1) φ = 0.7 executions cut). */
const ROBUST_GUARD = 4;
/** At least 4 of the first 5 values on the side of the departure. */
const SAME_SIDE_SHARE = 0.8;

/**
 * How much serial dependence inflates the variance of a mean over independent values, for the
 * kept part and for the cut part (τ_n·σ²/n instead of σ²/n): by batch means
 * (`batchedVariance`) when the kept part is long enough for its batch means to decorrelate,
 * otherwise from an AR(1) fit of the kept values (lag-1 bias-corrected, within-dependence.ts).
 * Without dependence both are 1.
 */
function meanInflation(kept: readonly number[], cutLength: number, variance: number): { kept: number; cut: number } {
  const batched = batchedVariance(kept);
  const n = kept.length;
  const fitted = (n * lag1Autocorrelation(kept) + 1) / (n - 3);
  // A short series estimates ρ roughly; one standard error up keeps a stationary process whole.
  const rho = Math.max(0, Math.min(0.95, fitted + Math.sqrt(Math.max(0, 1 - fitted * fitted) / n)));
  const arKept = meanVarianceInflation(rho, n);
  // The AR(1) fit also corrects the sample variance, which dependence biases low: E[s²] = σ²(n − τ)/(n − 1).
  const marginal = (n - 1) / Math.max(1, n - arKept);
  if (batched.independent && batched.batchSize > 1 && n / batched.batchSize >= MIN_INDEPENDENT_BATCHES) {
    const keptInflation = batched.effectiveVariance / variance;
    return { kept: keptInflation, cut: keptInflation };
  }
  return { kept: arKept * marginal, cut: meanVarianceInflation(rho, cutLength) * marginal };
}
