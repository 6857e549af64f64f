import type { Better } from '../results/results-format.js';
import { readInterval } from '../analysis/verdict.js';
import type { RelativeChange } from '../stats/relative-change.js';

/** What one look decides for one benchmark; `null`: not yet, keep measuring. */
export type LookVerdict = 'regression' | 'improvement' | 'unchanged';

/**
 * The stopping rule for one benchmark at one look, on the Δ interval computed at that look's
 * level (a repeated confidence interval):
 * - the interval excludes 0 and reaches min-effect: a change (regression or improvement by
 *   `better`), the same rule as the fixed analysis (readInterval);
 * - the whole interval lies inside ±min-effect: `unchanged`, an equivalence result;
 * - otherwise `null`: the data cannot tell yet.
 * Each decisive outcome is wrong only if the interval misses the true change (a false alarm
 * needs an interval excluding a true 0; a false "unchanged" one inside ±min-effect around a
 * true change beyond it), so intervals that cover the truth at every look at once
 * (alpha-spending.ts) bound the chance of any wrong decision by α.
 */
export function decideAtLook(change: RelativeChange, better: Better, minEffect: number): LookVerdict | null {
  const reading = readInterval(change.ci, minEffect);
  if (reading === 'change') {
    const worse = better === 'lower' ? change.relative > 0 : change.relative < 0;
    return worse ? 'regression' : 'improvement';
  }
  return reading;
}
