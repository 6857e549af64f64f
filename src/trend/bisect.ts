/**
 * Bisection of a step between two commits: which commit in a range made a benchmark change.
 * Pure: the measured comparisons in, the next commit to probe and the culprit out
 * (experiment/bisect-run.ts measures; docs/trend.md, "Bisection").
 *
 * `good` is the range's older end and `bad` its newer; between them the step S is the change of
 * bad against good. Each probe measures a commit of the range against good, interleaved on the
 * same runner, and asks which end it resembles: its Δ interval lies wholly on good's side of the
 * halfway point between 0 and S, or wholly on bad's side. A probe that straddles the halfway
 * point is measured again, longer (`longerFactor`), while the budget holds it; when it cannot
 * be, the bisection stops there with the range it has narrowed. A probe whose build fails is skipped,
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

/**
 * How many times longer to measure a probe whose interval straddles the halfway point, or null
 * when a longer measurement does not fit: the executions that would make the interval's
 * half-width as small as the distance of its centre from the halfway point (the half-width
 * shrinks as 1/√n), with a 20 % margin, at least twice and at most 16 times as many, and no
 * more than `capacity` (how many times the last measurement's length the budget still holds).
 *
 * Example: Δ +5 % [−3 %, +13 %] against a halfway point of +14 % → (8 / 9)² × 1.2 ≈ 0.95 → 2.
 */
export function longerFactor(ci: readonly [number, number], step: number, capacity: number): number | null {
  const halfway = halfwayChange(step);
  const centre = (ci[0] + ci[1]) / 2;
  const halfWidth = (ci[1] - ci[0]) / 2;
  const distance = Math.abs(centre - halfway);
  const wanted = distance > 0 ? 1.2 * (halfWidth / distance) ** 2 : Number.POSITIVE_INFINITY;
  const factor = Math.min(16, Math.max(2, Math.ceil(wanted)), Math.floor(capacity));
  return factor >= 2 ? factor : null;
}

/** The comparisons a bisection still needs: the step (when not measured yet) and ⌈log₂ n⌉ probes for a range of n commits. */
export function comparisonsLeft(range: BisectRange, stepMeasured: boolean): number {
  const commits = range.firstBad - range.lastGood;
  return (stepMeasured ? 0 : 1) + (commits > 1 ? Math.ceil(Math.log2(commits)) : 0);
}

/** One comparison against good: the step itself (bad), a probe inside the range, a probe whose build failed, or one the budget ended. */
export type BisectProbe = MeasuredProbe | FailedProbe | UnfinishedProbe;

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
  /** Set on a measurement that repeated an unclear one, longer: how many times the executions (1 for the first). */
  longer?: number;
  /** An adaptive comparison: how its measuring stopped (absent for a fixed design). */
  stopped?: ComparisonStop;
}

/**
 * How an adaptive comparison's measuring stopped (its `meta.sequential.stop`): why (`answered`
 * for a probe whose side of the halfway point was clear, or the step whose followed benchmark
 * was decided), after how many looks and blocks, and the most blocks its budget share held as
 * last planned (`maxRounds` × blocks per round).
 */
export interface ComparisonStop {
  reason: string;
  looks: number;
  blocks: number;
  maxBlocks: number;
}

/** A probe that could not be measured (its build failed): skipped, as `git bisect skip` does, and a neighbour probed instead. */
export interface FailedProbe {
  sha: string;
  index: number;
  side: 'failed';
  /** What failed, as values (report/bisect-markdown.ts `failedBuildText` words it): the build, its command and the build's own reason (data). */
  build: FailedProbeBuild;
  seconds: number;
}

/** The build that failed a probe: which version's, which build (0-based), its command and why (the runner's words, with the build's output). */
export interface FailedProbeBuild {
  version: 'base' | 'head';
  binary: number;
  command: string;
  reason: string;
}

/** A comparison (the step, or a probe) that the bisection's deadline stopped: its build or execution was killed, and nothing it measured counts. */
export interface UnfinishedProbe {
  sha: string;
  index: number;
  side: 'unfinished';
  seconds: number;
}

/**
 * Why a bisection stopped before naming one commit, as data (report/bisect-markdown.ts says it):
 * - `no-step`: the step comparison decided that nothing changed (`unchanged`), so there is nothing to bisect;
 * - `step-undecided`: the step comparison could not tell (`inconclusive`): not the same as unchanged;
 * - `benchmark-missing`: the followed benchmark was not compared at `sha` (good against bad, or a probe);
 * - `budget`: the budget ended it, before a comparison that would not fit (`unfinished` null) or
 *   during one, which was stopped (`unfinished`: its commit);
 * - `unclear`: a probe's interval straddled the halfway point, and no longer measurement fitted the budget;
 * - `untestable`: every commit left inside the range failed to build (`candidates`).
 */
export type BisectStop =
  | { kind: 'no-step'; benchmark: string | null }
  | { kind: 'step-undecided'; benchmarks: string[] }
  | { kind: 'benchmark-missing'; benchmark: string; sha: string }
  | { kind: 'budget'; budgetSeconds: number; usedSeconds: number; nextSeconds: number | null; unfinished: string | null }
  | { kind: 'unclear'; sha: string; ci: [number, number] }
  | { kind: 'untestable'; from: string; to: string };

export interface BisectOutcome {
  good: string;
  bad: string;
  /** The first-parent commits after good, oldest first, bad last. */
  commits: string[];
  /** Each commit's subject (its message's first line, as git has it: data), by position in `commits`. */
  subjects: string[];
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
  stop: BisectStop | null;
}
