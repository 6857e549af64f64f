import { mean, median, sampleVariance } from './descriptive.js';
import { tCritical } from './distributions.js';
import { InsufficientDataError } from './insufficient-data.js';
import { createRandom, randomIndex, type Random } from './rng.js';

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
 * 2. Significance. A permutation test: the segment is shuffled `permutations` times (seeded),
 *    p = (1 + #{max Q̂ of a shuffle ≥ the observed max}) / (1 + permutations). The count stops
 *    early once p can no longer fall to `significance`.
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
 * The defaults (p ≤ 0.01, 1.5 σ, 1 %) were chosen with bench/trend.ts; its measured precision
 * and recall are in docs/history-format.md.
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
  /** Permutation test level. */
  significance: number;
  permutations: number;
  seed: number;
  /** A step must be at least this many per-point noise SDs. */
  noiseFactor: number;
  /** …and at least this fraction of the earlier segment's mean. */
  minRelativeStep: number;
  /** Confidence of the step intervals. */
  confidence: number;
}

export const DEFAULT_E_DIVISIVE_OPTIONS: EDivisiveOptions = {
  minSegment: 4,
  significance: 0.01,
  permutations: 199,
  seed: 1,
  noiseFactor: 1.5,
  minRelativeStep: 0.01,
  confidence: 0.95,
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
  /** Mean after / mean before − 1, with its interval (Welch, on the log scale); null unless both means are positive. */
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
    throw new InsufficientDataError(`change points need at least ${2 * options.minSegment} runs (2 × min segment ${options.minSegment}); there are ${points.length}`);
  }
  const values = Float64Array.from(points, (p) => p.value);
  const random = createRandom(options.seed);
  const workspaces = new Map<number, Workspace>();
  const pValues = new Map<number, number>();

  const search = (start: number, end: number): void => {
    if (end - start < 2 * options.minSegment) return;
    const segment = values.slice(start, end);
    const ws = workspaces.get(segment.length) ?? workspace(segment.length);
    workspaces.set(segment.length, ws);
    const best = bestSplit(segment, options.minSegment, ws);
    if (!(best.q > 0)) return;
    const p = permutationPValue(segment, best.q, options, random, ws);
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
      return {
        changePoints: indices.map((index, k) => ({
          index,
          difference: segments[k + 1].mean - segments[k].mean,
          relative: verdicts[k].step.relative,
          ci: verdicts[k].step.ci,
          pValue: pValues.get(index)!,
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
