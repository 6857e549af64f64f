import { mean, median, sampleVariance } from './descriptive.js';
import { tCritical } from './distributions.js';
import { InsufficientDataError } from './insufficient-data.js';
import { percentileInterval } from './percentile-interval.js';
import { createRandom, randomIndex, randomNormal, type Random } from './rng.js';
import { getKnown } from '../util/get-known.js';

/**
 * Change points in a series of per-run means: E-divisive means (Matteson & James 2014,
 * "A nonparametric approach for multiple change point analysis of multivariate data",
 * JASA 109:505), with a rule that keeps runner noise out.
 *
 * 1. Divergence. For a segment Z, X = Z[0, τ) (n points) and Y = Z[τ, κ) (m points), α = 1:
 *      Ê = 2/(nm) Σ|x−y| − 2/(n(n−1)) Σ_{i<k}|x_i−x_k| − 2/(m(m−1)) Σ_{j<k}|y_j−y_k|,
 *      Q̂(τ, κ) = nm/(n+m) · Ê.
 *    (τ̂, κ̂) maximise Q̂ over n, m ≥ minSegment, and the segment is split at τ̂. Searching κ
 *    too (not only κ = end of segment) finds a short excursion inside a long segment: a
 *    regression fixed a few runs later. O(T²) time, O(T) memory per evaluation.
 * 2. Significance. CI history is serially correlated (runner fleets drift over days), and a
 *    permutation test assumes exchangeable runs: on 40-run null series with AR(1) ρ = 0.8 it
 *    raised a false change point in 75 % of series. So by default (`serialCorrelation: 'ar1'`)
 *    a segment is tested by a likelihood-ratio scan for one mean shift with AR(1) errors
 *    (conditional least squares, ρ profiled), whose null distribution is simulated from
 *    stationary AR(1) series with the segment's bias-corrected null ρ (drawn around it).
 *    With 'independent': the segment is shuffled `permutations` times (seeded),
 *    p = (1 + #{max Q̂ of a shuffle ≥ the observed max}) / (1 + permutations). Either count
 *    stops early once p can no longer fall to `significance`. Measured rates: bench/trend.ts
 *    and docs/statistics.md.
 * 3. Multiple change points by recursive bisection: a significant split is kept and both
 *    sides are searched again; a segment shorter than 2·minSegment is not split.
 * 4. Noise rule (runner noise is not a change). Each point is one CI run: it carries its own
 *    measurement error (the variance of its mean, from its interval) and the run-to-run noise
 *    of the runner. The per-point noise σ is estimated as
 *      σ = max(1.4826 · MAD of the residuals around the segment means of step 3,
 *              √median(per-point variance of the mean)),
 *    i.e. from the spread of runs around their segments (robust to outliers), and never
 *    below what the runs' own intervals say. A change point stays only when the step between
 *    the means of its adjacent segments is at least `noiseFactor`·σ and at least
 *    `minRelativeStep` of the earlier segment's mean: a shift smaller than the scatter of
 *    single runs is what day-to-day runner noise looks like, however many runs confirm it.
 *    Change points that fail are removed one at a time, the weakest first, and the steps of
 *    the remaining ones are recomputed on the merged segments.
 *
 * The defaults (p ≤ 0.04, 1.5 σ, 1 %) were chosen with bench/trend.ts (false change points on
 * 40-run null series ≤ 5 % for independent, AR(1) 0.5 and 0.8 noise; power at a +5 % step);
 * its figures are in docs/statistics.md.
 * 5. Step interval. The step at a split chosen by a search is biased towards larger values;
 *    with 'ar1' its interval comes from a parametric bootstrap that repeats the search
 *    (`searchedStepInterval`), otherwise from Welch's interval at the chosen split.
 *
 * Degenerate input: fewer than 2·minSegment points throws InsufficientDataError (no split
 * is possible); invalid options or non-finite values throw RangeError.
 *
 * Example: 20 points of 100 then 20 of 110 with 1 % noise → one change point at index 20,
 * relative step ≈ +10 %.
 */
export interface SeriesPoint {
  value: number;
  /** Variance of this point's own mean (its standard error squared), when known. */
  variance?: number;
}

export interface EDivisiveOptions {
  /** Fewest points on each side of a change point (≥ 2). */
  minSegment: number;
  /** Level of the test of each split (permutation test, or the AR(1) bootstrap test). */
  significance: number;
  /** Shuffles (independent) or simulated AR(1) series (ar1) per tested split. */
  permutations: number;
  seed: number;
  /** A step must be at least this many per-point noise SDs. */
  noiseFactor: number;
  /** …and at least this fraction of the earlier segment's mean. */
  minRelativeStep: number;
  /** Confidence of the step intervals. */
  confidence: number;
  /**
   * 'ar1' (default): runs may be serially correlated (a runner fleet drifts): each split is
   * tested by a likelihood-ratio scan for a mean shift with AR(1) errors against simulated
   * AR(1) series (`ar1PValue`), and step intervals come from a parametric bootstrap that
   * repeats the search (`searchedStepInterval`). 'independent': the permutation test of
   * exchangeable runs and Welch intervals at the chosen split.
   */
  serialCorrelation: 'ar1' | 'independent';
  /** Bootstrap replicates of a step interval ('ar1'). */
  intervalReplicates: number;
}

export const DEFAULT_E_DIVISIVE_OPTIONS: EDivisiveOptions = {
  minSegment: 4,
  significance: 0.04,
  permutations: 199,
  seed: 1,
  noiseFactor: 1.5,
  minRelativeStep: 0.01,
  confidence: 0.95,
  serialCorrelation: 'ar1',
  intervalReplicates: 199,
};

export interface Segment {
  /** First index. */
  start: number;
  /** One past the last index. */
  end: number;
  mean: number;
  sd: number;
}

export interface ChangePoint {
  /** Index of the first point after the change. */
  index: number;
  /** Mean after − mean before, in the series' unit. */
  difference: number;
  /** Mean after / mean before − 1, with its interval (searched bootstrap or Welch, on the log scale); null unless both means are positive. */
  relative: number | null;
  ci: [number, number] | null;
  /** Permutation p-value of the split when it was found. */
  pValue: number;
  /** The step in units of the per-point noise σ. */
  noiseRatio: number;
}

export interface EDivisiveResult {
  changePoints: ChangePoint[];
  segments: Segment[];
  /** Per-point noise σ used by the noise rule, and its two ingredients. */
  noise: { sd: number; residualSd: number; withinRunSd: number | null };
  /** Splits that were significant but failed the noise rule. */
  rejected: Array<{ index: number; relative: number | null; noiseRatio: number }>;
}

function checkOptions(o: EDivisiveOptions): void {
  const bad = (name: string, value: number, want: string) => {
    throw new RangeError(`e-divisive: ${name} must be ${want}, got ${value}`);
  };
  if (!Number.isInteger(o.minSegment) || o.minSegment < 2) bad('minSegment', o.minSegment, 'a whole number ≥ 2');
  if (!(o.significance > 0 && o.significance < 1)) bad('significance', o.significance, 'between 0 and 1');
  if (!Number.isInteger(o.permutations) || o.permutations < 1) bad('permutations', o.permutations, 'a whole number ≥ 1');
  if (!(o.noiseFactor >= 0)) bad('noiseFactor', o.noiseFactor, '≥ 0');
  if (!(o.minRelativeStep >= 0)) bad('minRelativeStep', o.minRelativeStep, '≥ 0');
  if (!(o.confidence > 0 && o.confidence < 1)) bad('confidence', o.confidence, 'between 0 and 1');
}

/** Scratch space for one segment length, reused across permutations. */
interface Workspace {
  /** between[τ] = Σ_{i<τ≤j<κ} |z_i − z_j| for the current κ. */
  between: Float64Array;
  /** prefix[k] = Σ_{i<j<k} |z_i − z_j|. */
  prefix: Float64Array;
  /** inverse[k] = 1/(k − 1). */
  inverse: Float64Array;
}

function workspace(length: number): Workspace {
  const inverse = new Float64Array(length + 1);
  for (let k = 2; k <= length; k++) inverse[k] = 1 / (k - 1);
  return { between: new Float64Array(length + 1), prefix: new Float64Array(length + 1), inverse };
}

/**
 * The best split of a segment over all τ < κ: X = z[0, τ), Y = z[τ, κ). κ grows one point at
 * a time; adding z_p adds Σ_{i<τ}|z_i − z_p| to between[τ] for every τ, a running sum over
 * i, so each κ costs O(κ) and the whole search O(T²), with O(T) memory. The within-sum of Y
 * follows from W(0, κ) = W(0, τ) + W(τ, κ) + between[τ]. With n = τ, m = κ − τ:
 *   Q̂ = nm/(n+m) · (2B/(nm) − 2W_X/(n(n−1)) − 2W_Y/(m(m−1))) = 2/κ · (B − W_X·m/(n−1) − W_Y·n/(m−1)).
 */
function bestSplit(values: Float64Array, minSegment: number, ws: Workspace, stopAt = Infinity): { tau: number; kappa: number; q: number } {
  const { between, prefix, inverse } = ws;
  const length = values.length;
  between.fill(0);
  prefix[0] = 0;
  let bestQ = -Infinity;
  let bestTau = -1;
  let bestKappa = -1;
  for (let p = 0; p < length; p++) {
    const xp = values[p];
    let distances = 0;
    for (let i = 0; i < p; i++) {
      const d = values[i] - xp;
      distances += d < 0 ? -d : d;
      between[i + 1] += distances;
    }
    const kappa = p + 1;
    const whole = prefix[p] + distances;
    prefix[kappa] = whole;
    const scale = 2 / kappa;
    for (let tau = minSegment; tau <= kappa - minSegment; tau++) {
      const m = kappa - tau;
      const b = between[tau];
      const left = prefix[tau];
      const q = scale * (b - left * m * inverse[tau] - (whole - left - b) * tau * inverse[m]);
      if (q > bestQ) {
        bestQ = q;
        bestTau = tau;
        bestKappa = kappa;
      }
    }
    if (bestQ >= stopAt) break;
  }
  return { tau: bestTau, kappa: bestKappa, q: bestQ };
}

/** The split of `values` that maximises Q̂ (τ = size of X, κ = size of X and Y) and Q̂ there; exported for tests. */
export function bestEnergySplit(values: readonly number[], minSegment: number): { tau: number; kappa: number; q: number } {
  return bestSplit(Float64Array.from(values), minSegment, workspace(values.length));
}

/** Permutation p-value of the best split; stops counting once p cannot reach `significance`. */
function permutationPValue(values: Float64Array, observed: number, options: EDivisiveOptions, random: Random, ws: Workspace): number {
  const v = values.slice();
  const limit = Math.floor(options.significance * (options.permutations + 1));
  // A relative tolerance so that ties with the observed statistic count as "at least as large".
  const threshold = observed * (1 - 1e-12);
  let exceed = 0;
  let done = 0;
  while (done < options.permutations) {
    for (let i = v.length - 1; i > 0; i--) {
      const j = randomIndex(random, i + 1);
      const t = v[i];
      v[i] = v[j];
      v[j] = t;
    }
    done++;
    if (bestSplit(v, options.minSegment, ws, threshold).q >= threshold) exceed++;
    if (exceed >= limit) break;
  }
  return (1 + exceed) / (1 + done);
}

/**
 * Lag-1 autocorrelation of the residuals around the given segments' means, corrected for the
 * bias of a short series with means removed (≈ −(k + 3ρ)/n with k means, after Marriott &
 * Pope 1954), clamped to [0, 0.95]: a negative ρ only makes the plain test conservative.
 */
export function residualLag1(values: ArrayLike<number>, bounds: readonly number[]): number {
  const n = values.length;
  const residuals = new Float64Array(n);
  for (let s = 0; s + 1 < bounds.length; s++) {
    let sum = 0;
    for (let i = bounds[s]; i < bounds[s + 1]; i++) sum += values[i];
    const center = sum / (bounds[s + 1] - bounds[s]);
    for (let i = bounds[s]; i < bounds[s + 1]; i++) residuals[i] = values[i] - center;
  }
  let products = 0;
  let squares = residuals[0] * residuals[0];
  for (let i = 1; i < n; i++) {
    products += residuals[i] * residuals[i - 1];
    squares += residuals[i] * residuals[i];
  }
  if (squares === 0 || n <= 4) return 0;
  const raw = products / squares;
  const segments = bounds.length - 1;
  return Math.max(0, Math.min(MAX_RHO, (n * raw + segments) / (n - 3)));
}

const MAX_RHO = 0.95;

const RHO_GRID = Array.from({ length: 24 }, (_, i) => -0.2 + 0.05 * i);

/**
 * The likelihood-ratio scan for one mean shift in a series with AR(1) errors, by conditional
 * least squares profiled over a grid of ρ (−0.2 to 0.95):
 *   null:  x_t − ρx_{t−1} = (1 − ρ)μ + η_t,
 *   shift at τ: the same with μ₀ before τ and μ₁ from τ on (the point at τ sees μ₁ − ρμ₀),
 *   LR = (n − 1)·ln(RSS₀ / min_τ RSS₁(τ)), each RSS minimised over the grid.
 * For a fixed ρ every τ costs O(1) from prefix sums, so a scan costs O(24·n). Returns the
 * statistic and the null's ρ (the CLS estimate under no change).
 */
export function ar1ShiftScan(values: ArrayLike<number>, minSegment: number): { statistic: number; rho: number } {
  const n = values.length;
  const m = n - 1;
  const y = new Float64Array(m);
  const prefix = new Float64Array(m + 1);
  const prefixSquares = new Float64Array(m + 1);
  let rss0 = Infinity;
  let rho0 = 0;
  let rss1 = Infinity;
  for (const rho of RHO_GRID) {
    for (let t = 0; t < m; t++) {
      y[t] = values[t + 1] - rho * values[t];
      prefix[t + 1] = prefix[t] + y[t];
      prefixSquares[t + 1] = prefixSquares[t] + y[t] * y[t];
    }
    const c = 1 - rho;
    // Null: y_t = c·μ + η; least squares over all m points.
    const null0 = prefixSquares[m] - (prefix[m] * prefix[m]) / m;
    if (null0 < rss0) {
      rss0 = null0;
      rho0 = rho;
    }
    // Shift at τ (first index of the new level, values[τ]): y index j = τ − 1 is the transition point.
    for (let tau = minSegment; tau <= n - minSegment; tau++) {
      const j = tau - 1;
      // Before: y[0, j) ~ c·μ₀; transition y[j] ~ μ₁ − ρμ₀; after: y(j, m) ~ c·μ₁.
      const nb = j;
      const na = m - j - 1;
      const sb = prefix[j];
      const sa = prefix[m] - prefix[j + 1];
      const yj = y[j];
      // Normal equations for (μ₀, μ₁): minimise Σ_b (y − cμ₀)² + (yj − μ₁ + ρμ₀)² + Σ_a (y − cμ₁)².
      const a11 = nb * c * c + rho * rho;
      const a12 = -rho;
      const a22 = na * c * c + 1;
      const b1 = c * sb - rho * yj;
      const b2 = c * sa + yj;
      const det = a11 * a22 - a12 * a12;
      if (!(Math.abs(det) > 1e-300)) continue;
      const mu0 = (b1 * a22 - a12 * b2) / det;
      const mu1 = (a11 * b2 - a12 * b1) / det;
      const total = prefixSquares[m];
      // RSS = Σy² − 2(μ₀b1 + μ₁b2) + [μ₀ μ₁] A [μ₀ μ₁]ᵀ
      const rss = total - 2 * (mu0 * b1 + mu1 * b2) + (a11 * mu0 * mu0 + 2 * a12 * mu0 * mu1 + a22 * mu1 * mu1);
      if (rss < rss1) rss1 = rss;
    }
  }
  if (!(rss1 > 0) || !(rss0 > 0)) return { statistic: rss0 > 0 ? Infinity : 0, rho: rho0 };
  return { statistic: m * Math.log(rss0 / rss1), rho: rho0 };
}

/**
 * Single outlying runs (a bad runner) pulled back to 5 robust SDs from the running median of 5,
 * which follows a step without lag: the least-squares scan then sees levels, not spikes. The
 * simulated null series go through the same filter.
 */
export function despike(values: Float64Array): Float64Array {
  const n = values.length;
  const center = new Float64Array(n);
  const window: number[] = [];
  for (let i = 0; i < n; i++) {
    window.length = 0;
    for (let j = Math.max(0, i - 2); j <= Math.min(n - 1, i + 2); j++) window.push(values[j]);
    center[i] = median(window);
  }
  const residuals = Array.from(values, (value, i) => value - center[i]);
  const scale = 1.4826 * median(residuals.map((r) => Math.abs(r)));
  if (!(scale > 0)) return values;
  const limit = 5 * scale;
  return Float64Array.from(residuals, (residual, i) => center[i] + Math.max(-limit, Math.min(limit, residual)));
}

/**
 * p-value of a change in a segment under a serially correlated null: the likelihood-ratio scan
 * (`ar1ShiftScan`) against its distribution over stationary AR(1) series with the null's ρ
 * (bias-corrected for a short series), simulated with the segment's length. The statistic
 * does not depend on the mean or the scale. p = (1 + #{LR* ≥ LR})/(1 + draws), counting stopped
 * early once p can no longer fall to the level. Both go through `despike` first.
 */
function ar1PValue(values: Float64Array, options: EDivisiveOptions, random: Random): number {
  const observed = ar1ShiftScan(despike(values), options.minSegment);
  const n = values.length;
  const rho = Math.max(0, Math.min(MAX_RHO, observed.rho + (1 + 3 * Math.max(0, observed.rho)) / n));
  const threshold = observed.statistic * (1 - 1e-12);
  const limit = Math.floor(options.significance * (options.permutations + 1));
  const spread = Math.sqrt((1 - rho * rho) / n);
  const simulated = new Float64Array(n);
  let exceed = 0;
  let done = 0;
  while (done < options.permutations) {
    // ρ itself is uncertain: each null series draws it from its approximate sampling distribution.
    const drawn = Math.max(0, Math.min(MAX_RHO, rho + spread * randomNormal(random)));
    const innovation = Math.sqrt(1 - drawn * drawn);
    let noise = randomNormal(random);
    for (let i = 0; i < n; i++) {
      if (i > 0) noise = drawn * noise + innovation * randomNormal(random);
      simulated[i] = noise;
    }
    done++;
    if (ar1ShiftScan(despike(simulated), options.minSegment).statistic >= threshold) exceed++;
    if (exceed >= limit) break;
  }
  return (1 + exceed) / (1 + done);
}

/**
 * Interval of the relative step at a change point that accounts for the search: a parametric
 * bootstrap of the fitted model (the two segments' means, AR(1) noise with the residuals'
 * ρ and SD) in which each replicate is searched again (`bestSplit`) and the step is measured
 * at the split the search found. The studentised spread of those steps around the fitted one
 * (bootstrap-t, so that a short segment's uncertain SD widens the interval as Welch's t does),
 * including the search's pull towards larger steps, gives the interval on the log scale.
 * Null unless both means are positive.
 */
function searchedStepInterval(
  local: Float64Array,
  split: number,
  rho: number,
  options: EDivisiveOptions,
  random: Random,
): { relative: number | null; ci: [number, number] | null } {
  const observed = logStep(local, split, local.length);
  if (!observed) return { relative: null, ci: null };
  const before = mean(Array.from(local.subarray(0, split)));
  const after = mean(Array.from(local.subarray(split)));
  let squares = 0;
  for (let i = 0; i < local.length; i++) squares += (local[i] - (i < split ? before : after)) ** 2;
  const sd = Math.sqrt(squares / Math.max(1, local.length - 2));
  const innovation = sd * Math.sqrt(1 - rho * rho);
  const ws = workspace(local.length);
  const simulated = new Float64Array(local.length);
  const pivots: number[] = [];
  for (let r = 0; r < options.intervalReplicates; r++) {
    let noise = sd * randomNormal(random);
    for (let i = 0; i < local.length; i++) {
      if (i > 0) noise = rho * noise + innovation * randomNormal(random);
      simulated[i] = (i < split ? before : after) + noise;
    }
    const found = bestSplit(simulated, options.minSegment, ws);
    const step = found.tau < 0 ? null : logStep(simulated, found.tau, found.kappa);
    if (step && step.se > 0) pivots.push((step.log - observed.log) / step.se);
  }
  const relative = Math.expm1(observed.log);
  const spread = percentileInterval(pivots, options.confidence);
  if (!spread || !(observed.se > 0)) return { relative, ci: null };
  return { relative, ci: [Math.expm1(observed.log - spread[1] * observed.se), Math.expm1(observed.log - spread[0] * observed.se)] };
}

/** log(mean of [split, end) / mean of [0, split)) and its delta-method standard error; null unless both means are positive. */
function logStep(values: Float64Array, split: number, end: number): { log: number; se: number } | null {
  const left = Array.from(values.subarray(0, split));
  const right = Array.from(values.subarray(split, end));
  const a = mean(left);
  const b = mean(right);
  if (!(a > 0 && b > 0) || left.length < 2 || right.length < 2) return null;
  return { log: Math.log(b / a), se: Math.sqrt(sampleVariance(left) / left.length / (a * a) + sampleVariance(right) / right.length / (b * b)) };
}

function segmentOf(values: Float64Array, start: number, end: number): Segment {
  const slice = Array.from(values.subarray(start, end));
  return { start, end, mean: mean(slice), sd: Math.sqrt(sampleVariance(slice)) };
}

function segmentsFor(values: Float64Array, indices: readonly number[]): Segment[] {
  const bounds = [0, ...indices, values.length];
  return bounds.slice(1).map((end, i) => segmentOf(values, bounds[i], end));
}

/** Relative step after/before − 1 with a Welch interval on the log scale; null unless both means are positive. */
function relativeStep(before: Segment, after: Segment, confidence: number): { relative: number | null; ci: [number, number] | null } {
  if (!(before.mean > 0 && after.mean > 0)) return { relative: null, ci: null };
  const logRatio = Math.log(after.mean / before.mean);
  const termBefore = before.sd ** 2 / (before.end - before.start) / before.mean ** 2;
  const termAfter = after.sd ** 2 / (after.end - after.start) / after.mean ** 2;
  const variance = termBefore + termAfter;
  const relative = Math.expm1(logRatio);
  if (variance === 0) return { relative, ci: [relative, relative] };
  const df = variance ** 2 / (termBefore ** 2 / (before.end - before.start - 1) + termAfter ** 2 / (after.end - after.start - 1));
  const half = tCritical(confidence, df) * Math.sqrt(variance);
  return { relative, ci: [Math.expm1(logRatio - half), Math.expm1(logRatio + half)] };
}

function noiseOf(values: Float64Array, segments: readonly Segment[], points: readonly SeriesPoint[]): EDivisiveResult['noise'] {
  const residuals: number[] = [];
  for (const s of segments) for (let i = s.start; i < s.end; i++) residuals.push(values[i] - s.mean);
  const center = median(residuals);
  const residualSd = 1.4826 * median(residuals.map((r) => Math.abs(r - center)));
  const variances = points.map((p) => p.variance).filter((v): v is number => v !== undefined && Number.isFinite(v) && v >= 0);
  const withinRunSd = variances.length > 0 ? Math.sqrt(median(variances)) : null;
  return { sd: Math.max(residualSd, withinRunSd ?? 0), residualSd, withinRunSd };
}

export function eDivisive(points: readonly SeriesPoint[], overrides: Partial<EDivisiveOptions> = {}): EDivisiveResult {
  const options = { ...DEFAULT_E_DIVISIVE_OPTIONS, ...overrides };
  checkOptions(options);
  points.forEach((p, i) => {
    if (!Number.isFinite(p.value)) throw new RangeError(`e-divisive: point ${i} is not a finite number (${p.value})`);
  });
  if (points.length < 2 * options.minSegment) {
    throw new InsufficientDataError(
      `change points need at least ${2 * options.minSegment} runs (2 × min segment ${options.minSegment}); there are ${points.length}`,
    );
  }
  const values = Float64Array.from(points, (p) => p.value);
  const random = createRandom(options.seed);
  const workspaces = new Map<number, Workspace>();
  const pValues = new Map<number, number>();

  /**
   * p-value of a segment's best split: the permutation test for independent runs; with 'ar1'
   * a parametric bootstrap under an AR(1) null (`ar1PValue`).
   */
  const significanceOf = (segment: Float64Array, best: { tau: number; kappa: number; q: number }): number => {
    const ws = workspaces.get(segment.length) ?? workspace(segment.length);
    workspaces.set(segment.length, ws);
    if (options.serialCorrelation === 'ar1') return ar1PValue(segment, options, random);
    return permutationPValue(segment, best.q, options, random, ws);
  };

  const search = (start: number, end: number): void => {
    if (end - start < 2 * options.minSegment) return;
    const segment = values.slice(start, end);
    const ws = workspaces.get(segment.length) ?? workspace(segment.length);
    workspaces.set(segment.length, ws);
    const best = bestSplit(segment, options.minSegment, ws);
    if (!(best.q > 0)) return;
    const p = significanceOf(segment, best);
    if (p > options.significance) return;
    pValues.set(start + best.tau, p);
    search(start, start + best.tau);
    search(start + best.tau, end);
  };
  search(0, values.length);

  let indices = [...pValues.keys()].sort((a, b) => a - b);
  const noise = noiseOf(values, segmentsFor(values, indices), points);
  const rejected: EDivisiveResult['rejected'] = [];
  const judge = (segments: Segment[], k: number) => {
    const before = segments[k];
    const after = segments[k + 1];
    const step = relativeStep(before, after, options.confidence);
    const noiseRatio = noise.sd > 0 ? Math.abs(after.mean - before.mean) / noise.sd : Infinity;
    const relativeSize = before.mean !== 0 ? Math.abs(after.mean / before.mean - 1) : Infinity;
    const passes = noiseRatio >= options.noiseFactor && relativeSize >= options.minRelativeStep;
    return { step, noiseRatio, passes, strength: Math.min(noiseRatio / (options.noiseFactor || 1), relativeSize / (options.minRelativeStep || 1)) };
  };
  for (;;) {
    const segments = segmentsFor(values, indices);
    const verdicts = indices.map((_, k) => judge(segments, k));
    let weakest = -1;
    verdicts.forEach((v, k) => {
      if (!v.passes && (weakest < 0 || v.strength < verdicts[weakest].strength)) weakest = k;
    });
    if (weakest < 0) {
      const steps = indices.map((index, k) => {
        if (options.serialCorrelation !== 'ar1') return verdicts[k].step;
        const local = values.slice(segments[k].start, segments[k + 1].end);
        const split = index - segments[k].start;
        return searchedStepInterval(local, split, residualLag1(local, [0, split, local.length]), options, random);
      });
      return {
        changePoints: indices.map((index, k) => ({
          index,
          difference: segments[k + 1].mean - segments[k].mean,
          relative: steps[k].relative,
          ci: steps[k].ci,
          pValue: getKnown(pValues, index),
          noiseRatio: verdicts[k].noiseRatio,
        })),
        segments,
        noise,
        rejected,
      };
    }
    rejected.push({ index: indices[weakest], relative: verdicts[weakest].step.relative, noiseRatio: verdicts[weakest].noiseRatio });
    indices = indices.filter((_, k) => k !== weakest);
  }
}
