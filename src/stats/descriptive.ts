/** Arithmetic mean; NaN for an empty list (callers check lengths first). */
export function mean(values: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i];
  return sum / values.length;
}

/** Sum of squared deviations from the mean (two-pass, for accuracy). */
export function sumOfSquares(values: readonly number[], center = mean(values)): number {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += (values[i] - center) ** 2;
  return sum;
}

/** Sample variance with n − 1 in the denominator; 0 for fewer than two values. */
export function sampleVariance(values: readonly number[]): number {
  return values.length < 2 ? 0 : sumOfSquares(values) / (values.length - 1);
}

/** Median (average of the two middle values for an even count). */
export function median(values: ArrayLike<number>): number {
  return medianInPlace(Float64Array.from(values));
}

/**
 * The median of `data`, whose order it changes: the middle order statistics by selection
 * (Hoare's quickselect, O(n)), not a sort, as the results of a run hold millions of values.
 * The order is a numeric sort's (−0 before +0, NaN last), so the result is the sorted median's.
 */
export function medianInPlace(data: Float64Array): number {
  const n = data.length;
  if (n === 0) return NaN;
  // NaN sorts last: move them to the end and select among the numbers.
  let numbers = 0;
  for (let i = 0; i < n; i++) {
    if (!Number.isNaN(data[i])) {
      const value = data[i];
      data[i] = data[numbers];
      data[numbers++] = value;
    }
  }
  const orderStatistic = (k: number) => (k < numbers ? signedZero(data, numbers, k, select(data, numbers, k)) : NaN);
  const middle = n >> 1;
  if (n % 2) return orderStatistic(middle);
  const upper = orderStatistic(middle);
  // After selecting the upper middle, the lower one is the largest value left of it.
  let lower = -Infinity;
  for (let i = 0; i < Math.min(middle, numbers); i++) if (data[i] > lower) lower = data[i];
  return (signedZero(data, numbers, middle - 1, middle - 1 < numbers ? lower : NaN) + upper) / 2;
}

/** Moves the k-th smallest of data[0, length) to index k, smaller ones before it, larger after; returns it. */
function select(data: Float64Array, length: number, k: number): number {
  let left = 0;
  let right = length - 1;
  while (right > left) {
    const pivot = data[(left + right) >> 1];
    let i = left;
    let j = right;
    while (i <= j) {
      while (data[i] < pivot) i++;
      while (data[j] > pivot) j--;
      if (i <= j) {
        const value = data[i];
        data[i++] = data[j];
        data[j--] = value;
      }
    }
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else break;
  }
  return data[k];
}

/** A zero as the k-th smallest carries the sign a sort gives it: −0 while the negatives and −0s reach past k. */
function signedZero(data: Float64Array, length: number, k: number, value: number): number {
  if (value !== 0) return value;
  let belowOrNegativeZero = 0;
  for (let i = 0; i < length; i++) if (data[i] < 0 || Object.is(data[i], -0)) belowOrNegativeZero++;
  return belowOrNegativeZero > k ? -0 : 0;
}

/** Quantile by linear interpolation between order statistics (type 7 in R). */
export function quantileSorted(sorted: ArrayLike<number>, probability: number): number {
  const position = (sorted.length - 1) * probability;
  const below = Math.floor(position);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below] + (sorted[above] - sorted[below]) * (position - below);
}
