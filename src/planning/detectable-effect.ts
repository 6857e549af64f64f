import { normalQuantile, tQuantile } from '../stats/distributions.js';
import { nominalLevels, type Spending } from '../stats/alpha-spending.js';
import { firstUsefulRound, lookRounds } from './look-schedule.js';

/** Power at which detectable effects and needed budgets are stated. */
export const PLANNING_POWER = 0.8;

/**
 * The smallest relative change an interval at two-sided level `level` finds with 80 % power,
 * from the log ratio's standard error and degrees of freedom: expm1((t_{df}(1 − level/2) +
 * z_{0.8})·se). This is the "minimum detectable effect"; a change of that size is flagged
 * in 4 of 5 runs. Null when the level or the degrees of freedom leave no interval.
 */
export function detectableEffect(standardError: number, df: number, level: number): number | null {
  if (!(level > 0) || !(df > 0) || !Number.isFinite(standardError)) return null;
  return Math.expm1((tQuantile(1 - level / 2, df) + normalQuantile(PLANNING_POWER)) * standardError);
}

/** Rounds a plan assumes when it does not know them yet (the run fixes them after its first round). */
const PLANNING_ROUNDS = 50;

/**
 * The nominal level of the last of up to `looks` looks, for a per-benchmark error `alpha`: the
 * level that decides an adaptive run that goes to its end, with the looks where the run takes
 * them (look-schedule.ts: geometric from round 2, over `rounds` rounds). A fixed design decides
 * at `alpha` itself (looks = 1).
 */
export function finalLookLevel(alpha: number, spending: Spending, looks: number, rounds = PLANNING_ROUNDS): number {
  const schedule = lookRounds(rounds, looks, firstUsefulRound(2), 'geometric');
  const fractions = schedule.map((round) => round / rounds);
  return nominalLevels(spending, fractions, alpha, true)[fractions.length - 1];
}
