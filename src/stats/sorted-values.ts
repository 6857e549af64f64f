/**
 * `values` sorted ascending into a buffer kept between calls: valid until the next call. The
 * same array `Float64Array.prototype.sort` gives (a sort's result is unique, except for the
 * order of −0 and +0, so values with a zero, a NaN or an infinity are left to it).
 *
 * Why not the built-in sort alone: the winsorized mean sorts every execution's values (tens of
 * thousands of executions of ~100 values in a large results file), and a comparison sort of
 * ~100 doubles spends its time on mispredicted branches (4 µs an execution, issue 47). Values
 * of one execution are dense in their range, so they are first distributed over as many
 * buckets as values, by (v − min)·scale (monotone in v), and an insertion sort finishes:
 * 1.8 µs. A bucket that gets many values (a spike stretched the range) is sorted the same way
 * over its own range, a few levels deep at most, then by the built-in sort.
 *
 * Example: sortedValues([3, 1, 2]) → [1, 2, 3] (a view of the buffer).
 */
export function sortedValues(values: readonly number[]): Float64Array {
  const n = values.length;
  if (buffer.length < n) {
    buffer = new Float64Array(Math.max(n, 2 * buffer.length));
    scratch = new Float64Array(buffer.length);
    counts = new Int32Array(buffer.length + 1);
  }
  const sorted = buffer.subarray(0, n);
  let min = Infinity;
  let max = -Infinity;
  let bucketed = true;
  for (let i = 0; i < n; i++) {
    const v = values[i];
    buffer[i] = v;
    if (v < min) min = v;
    if (v > max) max = v;
    // Also false for NaN.
    if (!(v !== 0 && Math.abs(v) < Infinity)) bucketed = false;
  }
  if (!bucketed) return sorted.sort();
  sortRange(buffer, 0, n, min, max, 0, counts);
  return sorted;
}

let buffer = new Float64Array(256);
let scratch = new Float64Array(256);
let counts = new Int32Array(257);

/** Ranges this short are left to the final insertion sort. */
const SHORT = 16;
/** Levels of bucketing before a range goes to the built-in sort. */
const MAX_DEPTH = 4;

/** Sorts a[lo, hi), whose values (no zero, all finite) lie in [min, max]. */
function sortRange(a: Float64Array, lo: number, hi: number, min: number, max: number, depth: number, bucketEnds: Int32Array): void {
  const length = hi - lo;
  if (length <= SHORT || min === max) {
    insertionSort(a, lo, hi);
    return;
  }
  const scale = (length - 1) / (max - min);
  if (depth >= MAX_DEPTH || !(scale < Infinity)) {
    a.subarray(lo, hi).sort();
    return;
  }
  // Counts per bucket, then where each bucket starts; the values go to scratch in bucket order and back.
  bucketEnds.fill(0, 0, length + 1);
  for (let i = lo; i < hi; i++) bucketEnds[1 + Math.floor((a[i] - min) * scale)]++;
  for (let b = 1; b <= length; b++) bucketEnds[b] += bucketEnds[b - 1];
  for (let i = lo; i < hi; i++) {
    const v = a[i];
    scratch[lo + bucketEnds[Math.floor((v - min) * scale)]++] = v;
  }
  a.set(scratch.subarray(lo, hi), lo);
  // bucketEnds[b] is now where bucket b ends. A crowded bucket is sorted over its own range.
  let start = 0;
  for (let b = 0; b < length; b++) {
    const end = bucketEnds[b];
    if (end - start > SHORT) {
      let bucketMin = Infinity;
      let bucketMax = -Infinity;
      for (let i = lo + start; i < lo + end; i++) {
        if (a[i] < bucketMin) bucketMin = a[i];
        if (a[i] > bucketMax) bucketMax = a[i];
      }
      sortRange(a, lo + start, lo + end, bucketMin, bucketMax, depth + 1, new Int32Array(end - start + 1));
    }
    start = end;
  }
  // What is left out of order is inside short buckets.
  insertionSort(a, lo, hi);
}

function insertionSort(a: Float64Array, lo: number, hi: number): void {
  for (let i = lo + 1; i < hi; i++) {
    const v = a[i];
    let j = i - 1;
    while (j >= lo && a[j] > v) {
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = v;
  }
}
