/**
 * Bisection of a step between two commits: which commit in a range made a benchmark change.
 * Pure: the measured comparisons in, the next commit to probe and the culprit out
 * (experiment/bisect-run.ts measures; docs/trend.md, "Bisection").
 *
 * `good` is the range's older end and `bad` its newer; between them the step S is the change of
 * bad against good. Each probe measures a commit of the range against good, interleaved on the
 * same runner, and asks which end it resembles: its Δ interval lies wholly on good's side of the
 * halfway point between 0 and S, or wholly on bad's side. A probe that straddles the halfway
 * point tells nothing, and the bisection stops there with the range it has narrowed. A probe whose build fails is skipped,
 * as `git bisect skip` does: its neighbour nearest the middle is probed instead, and when only
 * skipped commits are left the step is named as one of a few commits.
 */

/** Which end of the range a probed commit resembles. */
export type ProbeSide = 'like-good' | 'like-bad' | 'unclear';

/** The change halfway between good (0) and the step, on the ratio scale: √(1 + S) − 1. */
export function halfwayChange(step: number): number {
  return Math.sqrt(1 + step) - 1;
}

/** Which end a commit resembles, from its Δ interval against good and the step. */
export function probeSide(ci: readonly [number, number], step: number): ProbeSide {
  const halfway = halfwayChange(step);
  const [low, high] = ci;
  const slower = step > 0;
  if (slower ? high < halfway : low > halfway) return 'like-good';
  if (slower ? low > halfway : high < halfway) return 'like-bad';
  return 'unclear';
}

/**
 * The range still holding the step, as indices into the commits after good (bad is the last):
 * `lastGood` is the newest commit known to resemble good (−1: good itself), `firstBad` the
 * oldest known to resemble bad.
 */
export interface BisectRange {
  lastGood: number;
  firstBad: number;
}

export function initialRange(commits: number): BisectRange {
  if (!Number.isInteger(commits) || commits < 1) throw new RangeError(`a bisection needs at least one commit after good, got ${commits}`);
  return { lastGood: -1, firstBad: commits - 1 };
}

/** The commit to probe next (the middle of the range), or null when the range is one commit: the culprit. */
export function nextProbe(range: BisectRange): number | null {
  if (range.firstBad - range.lastGood <= 1) return null;
  return Math.floor((range.lastGood + range.firstBad) / 2);
}

/**
 * The commit to probe next when some commits of the range could not be built (`skipped`, as
 * `git bisect skip` leaves them): the middle of the range, or when that one is skipped the
 * unskipped commit nearest to it (the older on a tie); null when the range is one commit or
 * every commit inside it is skipped.
 *
 * Example: range (−1, 6) with 2 skipped → 1 (2 is the middle; 1 and 3 are as near, 1 is older).
 */
export function nextProbeSkipping(range: BisectRange, skipped: ReadonlySet<number>): number | null {
  const middle = nextProbe(range);
  if (middle === null) return null;
  let best: number | null = null;
  for (let index = range.lastGood + 1; index < range.firstBad; index++) {
    if (skipped.has(index)) continue;
    if (best === null || Math.abs(index - middle) < Math.abs(best - middle)) best = index;
  }
  return best;
}

/**
 * The commits that may hold the step once nothing is left to probe: every commit after
 * `lastGood` up to `firstBad`, as indices. One when the range came down to the culprit; more
 * when the commits inside it were skipped (their builds failed), and the step is in one of them
 * or in `firstBad`.
 */
export function stepCandidates(range: BisectRange): number[] {
  return Array.from({ length: range.firstBad - range.lastGood }, (_, i) => range.lastGood + 1 + i);
}

/** The range after probing commit `index`; an unclear probe leaves it as it was. */
export function narrow(range: BisectRange, index: number, side: ProbeSide): BisectRange {
  if (!(index > range.lastGood && index < range.firstBad)) throw new RangeError(`probe ${index} is outside the range (${range.lastGood}, ${range.firstBad})`);
  if (side === 'like-good') return { ...range, lastGood: index };
  if (side === 'like-bad') return { ...range, firstBad: index };
  return range;
}

/** The culprit's index when the range is down to one commit, else null. */
export function culprit(range: BisectRange): number | null {
  return range.firstBad - range.lastGood === 1 ? range.firstBad : null;
}

/** One comparison against good: the step itself (bad), a probe inside the range, or a probe whose build failed. */
export type BisectProbe = MeasuredProbe | FailedProbe;

/** A measured comparison against good: the step itself (bad), or a probe inside the range. */
export interface MeasuredProbe {
  sha: string;
  /** Position among the commits after good (bad is the last). */
  index: number;
  verdict: string;
  relative: number;
  ci: [number, number];
  side: ProbeSide | 'step';
  seconds: number;
}

/** A probe that could not be measured (its build failed): skipped, as `git bisect skip` does, and a neighbour probed instead. */
export interface FailedProbe {
  sha: string;
  index: number;
  side: 'failed';
  /** What failed, as the build reported it. */
  reason: string;
  seconds: number;
}

export interface BisectOutcome {
  good: string;
  bad: string;
  /** The first-parent commits after good, oldest first, bad last. */
  commits: string[];
  benchmark: string | null;
  probes: BisectProbe[];
  range: BisectRange;
  /** The commit that made the step, when the range came down to one. */
  culprit: string | null;
  /**
   * When the commits left inside the range could not be built: the commits the step is in one
   * of (the skipped ones and the range's newer end, oldest first). Empty otherwise.
   */
  candidates: string[];
  /** Why the bisection stopped before naming a commit; null when it named one. */
  stopped: string | null;
}
