import jStat from 'jstat';
import { normalQuantile } from './distributions.js';

/**
 * One-sided group-sequential boundaries for the canonical joint distribution (Jennison &
 * Turnbull, Group Sequential Methods, 2000, §3.1 and ch. 19): Z_1 … Z_K standard normal with
 * Cor(Z_j, Z_k) = sqrt(I_j/I_k) for j < k, as when each look's estimate adds independent
 * increments to the last. Given the error α_k to spend at each look, boundary c_k is chosen so
 * that under no change
 *
 *     P(Z_1 < c_1, …, Z_{k−1} < c_{k−1}, Z_k ≥ c_k) = α_k,
 *
 * computed by the recursive numerical integration of Armitage, McPherson & Rowe (1969): the
 * sub-density of the score S_k = Z_k·sqrt(I_k) on the continuation region is convolved with
 * the normal increment of variance I_k − I_{k−1}, on a uniform grid with Simpson's rule.
 *
 * `information` may be on any scale (only ratios matter). An increment of 0 gives c_k = ∞.
 */
export function oneSidedBounds(information: readonly number[], increments: readonly number[]): number[] {
  if (information.length !== increments.length) throw new RangeError('oneSidedBounds: one increment per look');
  information.forEach((value, k) => {
    if (!(value > 0) || (k > 0 && !(value > information[k - 1])))
      throw new RangeError(`oneSidedBounds: information must be positive and increasing, got ${information.join(', ')}`);
  });
  const bounds: number[] = [];
  let density: Grid | null = null;
  for (let k = 0; k < information.length; k++) {
    const alpha = increments[k];
    if (density === null) {
      const c = alpha > 0 ? normalQuantile(1 - alpha) : Infinity;
      bounds.push(c);
      density = firstDensity(information[0], c);
      continue;
    }
    const variance = information[k] - information[k - 1];
    const scale = Math.sqrt(information[k]);
    const c = alpha > 0 ? solveBound(density, variance, scale, alpha) : Infinity;
    bounds.push(c);
    if (k + 1 < information.length) density = nextDensity(density, variance, information[k], c);
  }
  return bounds;
}

/** The sub-density of the score S on [low, high], tabulated on an odd number of equally spaced points. */
interface Grid {
  low: number;
  step: number;
  values: Float64Array;
}

const TAIL = 8; // standard deviations: the mass beyond is below 1e-15
const POINTS_PER_SD = 24;
const MAX_POINTS = 6001;

const phi = (x: number) => Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);
const upperTail = (x: number) => jStat.normal.cdf(-x, 0, 1);

function gridPoints(low: number, high: number, spacing: number): { count: number; step: number } {
  let count = Math.ceil((high - low) / spacing) + 1;
  count = Math.min(MAX_POINTS, Math.max(5, count % 2 === 0 ? count + 1 : count));
  return { count, step: (high - low) / (count - 1) };
}

function simpsonWeight(i: number, count: number): number {
  if (i === 0 || i === count - 1) return 1 / 3;
  return i % 2 === 1 ? 4 / 3 : 2 / 3;
}

function firstDensity(information: number, bound: number): Grid {
  const sd = Math.sqrt(information);
  const low = -TAIL * sd;
  const high = Math.min(bound, TAIL) * sd;
  const { count, step } = gridPoints(low, high, sd / POINTS_PER_SD);
  const values = new Float64Array(count);
  for (let i = 0; i < count; i++) values[i] = phi((low + i * step) / sd) / sd;
  return { low, step, values };
}

/** P(cross at this look) for a boundary c on the Z scale: ∫ f(u)·P(u + increment ≥ c·scale) du. */
function crossing(density: Grid, variance: number, scale: number, c: number): number {
  const sd = Math.sqrt(variance);
  const { low, step, values } = density;
  let sum = 0;
  for (let i = 0; i < values.length; i++) {
    const u = low + i * step;
    sum += simpsonWeight(i, values.length) * values[i] * upperTail((c * scale - u) / sd);
  }
  return sum * step;
}

function solveBound(density: Grid, variance: number, scale: number, alpha: number): number {
  let low = -TAIL;
  let high = TAIL + 2;
  if (crossing(density, variance, scale, high) >= alpha) return high;
  if (crossing(density, variance, scale, low) <= alpha) return low;
  for (let iteration = 0; iteration < 80 && high - low > 1e-10; iteration++) {
    const middle = (low + high) / 2;
    if (crossing(density, variance, scale, middle) > alpha) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

function nextDensity(previous: Grid, variance: number, information: number, bound: number): Grid {
  const sd = Math.sqrt(variance);
  const total = Math.sqrt(information);
  const low = -TAIL * total;
  const high = Math.min(bound, TAIL) * total;
  const { count, step } = gridPoints(low, high, Math.min(sd, total) / POINTS_PER_SD);
  const values = new Float64Array(count);
  const n = previous.values.length;
  const weights = new Float64Array(n);
  for (let j = 0; j < n; j++) weights[j] = simpsonWeight(j, n) * previous.values[j] * previous.step;
  for (let i = 0; i < count; i++) {
    const s = low + i * step;
    let sum = 0;
    for (let j = 0; j < n; j++) sum += weights[j] * phi((s - (previous.low + j * previous.step)) / sd);
    values[i] = sum / sd;
  }
  return { low, step, values };
}
