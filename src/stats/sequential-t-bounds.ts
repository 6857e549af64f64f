import jStat from 'jstat';
import { spendingIncrements, type Spending } from './alpha-spending.js';
import { tQuantile } from './distributions.js';
import { createRandom, randomNormal, type Random } from './rng.js';

/**
 * Boundaries for the repeated paired t test: block differences d_i, iid normal, tested after
 * n_1 < n_2 < … blocks with T_k = mean/(sd/√n_k) on n_k − 1 df, two-sided.
 *
 * The group-sequential recursion (group-sequential-bounds.ts) is exact for a known variance.
 * With the variance estimated, taking each look's t quantile at the z recursion's nominal
 * level (the "significance level" approach) is accurate for large df but liberal for small
 * ones: looks after 4, 6, …, 12 blocks reject a true null in 5.7 % of 400,000 simulated runs
 * at α = 5 % (docs/statistics.md). Here the joint law of (T_1, …, T_K) is simulated instead:
 * it depends only on the n_k, and each path needs only the running sum and sum of squares,
 * updated per look by the sum of the new blocks (normal) and their own sum of squares about
 * their mean (χ² with Δn − 1 df). Boundary k is the quantile of |T_k| among the paths that
 * have not crossed before, so that the share crossing first at look k is the look's
 * increment. The first boundary is the exact t quantile. A fixed seed makes the boundaries a
 * function of their inputs, so a replay of the looks reaches the same ones. A look without new
 * blocks tests the same statistics at a lower bound.
 *
 * With an empirical-Bayes prior for the variance (s0² on d0 df: a history prior,
 * analysis/history-prior.ts), each look's variance is s̃² = (d0·s0² + SS_k)/(d0 + n_k − 1) on
 * d0 + n_k − 1 df, and under the prior's model d0·s0²/σ² ~ χ²(d0), one draw shared by every
 * look. Each path draws it once, with the first look's blocks (`priorDf`): the joint law of the
 * moderated statistics, simulated the same way.
 */
const PATHS = 200_000;
const SEED = 0x5eed_7b0d;
/**
 * Below this many crossing paths the simulated quantile is too noisy, and with one seed its
 * error is shared by every benchmark of a suite. Such small increments (α split over many
 * benchmarks) take the look's own t quantile instead, P(|T_k| > c_k) = increment: never above
 * the increment, and close to it when the crossings of different looks rarely overlap, which
 * is when increments are small.
 */
const FEWEST_CROSSING_PATHS = 1000;

/**
 * Two-sided boundaries c_k on the |T_k| scale for looks after `blocks` (non-decreasing, ≥ 2),
 * each look k crossed first with probability `increments[k]` under the null (at most that,
 * for small increments). Infinity where a look may spend nothing. `priorDf` d0 ≥ 0: the
 * variance is moderated by a prior on d0 df (above); 0 (the default) is the plain paired t.
 */
export function pairedTBounds(blocks: readonly number[], increments: readonly number[], priorDf = 0): number[] {
  if (blocks.length !== increments.length || blocks.length === 0) throw new RangeError('one increment per look is needed');
  blocks.forEach((n, k) => {
    if (!Number.isInteger(n) || n < 2) throw new RangeError(`a paired t look needs at least 2 blocks, got ${n}`);
    if (k > 0 && n < blocks[k - 1]) throw new RangeError(`looks must not lose blocks, got ${blocks.join(', ')}`);
  });
  if (!(priorDf >= 0) || !Number.isFinite(priorDf)) throw new RangeError(`a prior's degrees of freedom must be finite and 0 or more, got ${priorDf}`);
  const key = `${blocks.join(',')}|${increments.join(',')}|${priorDf}`;
  const known = memo.get(key);
  if (known) return known.slice();
  if (memo.size >= MEMO_LIMIT) memo.clear();
  const bounds = simulatedBounds(blocks, increments, priorDf);
  memo.set(key, bounds);
  return bounds.slice();
}

const memo = new Map<string, number[]>();
const MEMO_LIMIT = 256;

/** The simulated paths after some looks; a run asks for its looks one by one, each extending the last. */
interface PathState {
  key: string;
  seen: number;
  sum: Float64Array;
  squares: Float64Array;
  crossed: Uint8Array;
  bounds: number[];
}

/** The last paths of each prior df (0: none), so that benchmarks with and without a prior each extend their own. */
const lastStates = new Map<number, PathState>();
const STATES_LIMIT = 16;

function prefixKey(blocks: readonly number[], increments: readonly number[], looks: number): string {
  return `${blocks.slice(0, looks).join(',')}|${increments.slice(0, looks).join(',')}`;
}

function simulatedBounds(blocks: readonly number[], increments: readonly number[], priorDf: number): number[] {
  const last = lastStates.get(priorDf) ?? null;
  const resume = last !== null && last.bounds.length < blocks.length && last.key === prefixKey(blocks, increments, last.bounds.length);
  const state: PathState = resume
    ? { ...last, sum: last.sum.slice(), squares: last.squares.slice(), crossed: last.crossed.slice(), bounds: last.bounds.slice() }
    : { key: '', seen: 0, sum: new Float64Array(PATHS), squares: new Float64Array(PATHS), crossed: new Uint8Array(PATHS), bounds: [] };
  const statistics = new Float64Array(PATHS);
  for (let k = state.bounds.length; k < blocks.length; k++) {
    const n = blocks[k];
    // A look without new blocks sees the same statistics again: it can still spend its share on the paths below the last bound.
    const added = n - state.seen;
    // Each look's draws come from a seed of its own, so a look's boundary does not depend on how it was reached.
    const random = createRandom(SEED + k);
    const { sum, squares, crossed } = state;
    let alive = 0;
    for (let p = 0; p < PATHS; p++) {
      if (crossed[p]) continue;
      if (added > 0) {
        // The new blocks: their sum and their sum of squares about their own mean, then the pooled sum of squares.
        const batchSum = Math.sqrt(added) * randomNormal(random);
        const batchSquares = added > 1 ? chiSquare(random, added - 1) : 0;
        if (state.seen > 0) {
          const gap = batchSum / added - sum[p] / state.seen;
          squares[p] += batchSquares + ((state.seen * added) / n) * gap * gap;
        } else {
          // The prior's sum of squares joins the first look's (drawn after it: without a prior the draws are as before).
          squares[p] = batchSquares + (priorDf > 0 ? chiSquare(random, priorDf) : 0);
        }
        sum[p] += batchSum;
      }
      statistics[alive++] = Math.abs(sum[p] / n) / Math.sqrt(squares[p] / (n - 1 + priorDf) / n);
    }
    state.seen = n;
    const simulated = k > 0 && increments[k] * PATHS >= FEWEST_CROSSING_PATHS;
    const bound = simulated ? boundAmong(statistics.subarray(0, alive), increments[k]) : marginalBound(increments[k], n - 1 + priorDf);
    state.bounds.push(bound);
    // The statistics were written in path order, skipping the paths that had crossed.
    let index = 0;
    for (let p = 0; p < PATHS; p++) {
      if (crossed[p]) continue;
      if (statistics[index++] > bound) crossed[p] = 1;
    }
  }
  state.key = prefixKey(blocks, increments, blocks.length);
  if (!lastStates.has(priorDf) && lastStates.size >= STATES_LIMIT) lastStates.clear();
  lastStates.set(priorDf, state);
  return state.bounds.slice();
}

/** The bound the t statistic on `df` df exceeds with probability `increment` (two-sided). */
function marginalBound(increment: number, df: number): number {
  return increment > 0 ? tQuantile(1 - increment / 2, df) : Infinity;
}

/** The value that `increment`·PATHS of the surviving statistics exceed. */
function boundAmong(statistics: Float64Array, increment: number): number {
  const exceeding = Math.round(increment * PATHS);
  if (exceeding < 1) return Infinity;
  if (exceeding >= statistics.length) return 0;
  const sorted = Float64Array.from(statistics).sort();
  const below = sorted.length - exceeding;
  return (sorted[below - 1] + sorted[below]) / 2;
}

/** χ² with `df` degrees of freedom: 2·Gamma(df/2), by Marsaglia & Tsang (2000). */
function chiSquare(random: Random, df: number): number {
  return 2 * gamma(random, df / 2);
}

function gamma(random: Random, shape: number): number {
  if (shape < 1) {
    let u = 0;
    while (u === 0) u = random();
    return gamma(random, shape + 1) * u ** (1 / shape);
  }
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    let x: number;
    let v: number;
    do {
      x = randomNormal(random);
      v = 1 + c * x;
    } while (v <= 0);
    v = v * v * v;
    const u = random();
    if (u < 1 - 0.0331 * x ** 4) return d * v;
    if (u > 0 && Math.log(u) < 0.5 * x * x + d * (1 - v + Math.log(v))) return d * v;
  }
}

/**
 * The two-sided nominal level of the paired t interval at the last of these looks, for a
 * benchmark whose complete blocks at the looks were `blocks`: the level at which its t
 * interval on n_K − 1 df is Δ ± c_K·se, with α spent by `spending` over `fractions` as in
 * alpha-spending.ts. Looks at which the benchmark had fewer than 2 blocks tested nothing:
 * their share of α is left unspent.
 *
 * With a variance prior on `priorDf` d0 df (pairedTBounds), the interval is on n_K − 1 + d0 df.
 * The boundaries are simulated for d0 rounded down to the grid 1, 1.5, 2, 3, 4, 6, 8, 12, …
 * (priorDfGrid: a suite's priors share a few simulations, and a fitted d0 varies run to run),
 * which is conservative: fewer prior df give heavier tails and higher boundaries. The level is
 * read on the actual df, so that the interval is still Δ ± c_K·se.
 */
export function pairedTLevel(spending: Spending, fractions: readonly number[], alpha: number, final: boolean, blocks: readonly number[], priorDf = 0): number {
  const increments = spendingIncrements(spending, fractions, alpha / 2, final).map((i) => 2 * i);
  const tested = blocks.flatMap((n, k) => (n >= 2 ? [k] : []));
  const last = blocks.length - 1;
  if (tested.at(-1) !== last) return 0;
  const bounds = pairedTBounds(
    tested.map((k) => blocks[k]),
    tested.map((k) => increments[k]),
    priorDfGrid(priorDf),
  );
  const bound = bounds[bounds.length - 1];
  if (!Number.isFinite(bound)) return 0;
  return 2 * (1 - jStat.studentt.cdf(bound, blocks[last] - 1 + priorDf));
}

/** The largest of 0, 1, 1.5, 2, 3, 4, 6, 8, 12, … (2^k and 1.5·2^k) at most `df`, up to 2^20. */
export function priorDfGrid(df: number): number {
  if (!(df >= 1)) return 0;
  const power = 2 ** Math.min(20, Math.floor(Math.log2(df)));
  return df >= 1.5 * power && power < 2 ** 20 ? 1.5 * power : power;
}
