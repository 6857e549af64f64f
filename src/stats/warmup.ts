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
 * more than 3 standard errors (from the spread of the kept values) from the kept values' mean.
 *
 * Returns how many leading values are warm-up.
 */
const BATCH = 5;
const MIN_BATCHES = 4;
const GUARD_STANDARD_ERRORS = 3;

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
  let cutMean = 0;
  let keptMean = 0;
  for (let i = 0; i < cutEnd; i++) cutMean += values[i] / cutEnd;
  for (let i = cutEnd; i < keptEnd; i++) keptMean += values[i] / (keptEnd - cutEnd);
  let keptSquares = 0;
  for (let i = cutEnd; i < keptEnd; i++) keptSquares += (values[i] - keptMean) ** 2;
  const keptSd = Math.sqrt(keptSquares / (keptEnd - cutEnd - 1));
  if (keptSd === 0) return cutMean !== keptMean;
  return Math.abs(cutMean - keptMean) > GUARD_STANDARD_ERRORS * keptSd * Math.sqrt(1 / cutEnd + 1 / (keptEnd - cutEnd));
}
