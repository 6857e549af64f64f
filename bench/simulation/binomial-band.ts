import jStat from 'jstat';

/**
 * Bands for a count of events in `runs` independent trials with true rate `rate`, used to
 * judge simulated error rates and powers: a count outside the band is unlikely (probability
 * below 1 − `level` on that side) if the true rate is `rate`.
 */

/** Smallest k with P(X ≤ k) ≥ level: a count above it is evidence of a rate above `rate`. */
export function binomialUpperCount(rate: number, runs: number, level: number): number {
  let k = 0;
  while (k < runs && jStat.binomial.cdf(k, runs, rate) < level) k++;
  return k;
}

/** Largest k with P(X ≥ k) ≥ level: a count below it is evidence of a rate below `rate`. */
export function binomialLowerCount(rate: number, runs: number, level: number): number {
  let k = runs;
  while (k > 0 && 1 - jStat.binomial.cdf(k - 1, runs, rate) < level) k--;
  return k;
}

/** Two-sided central band of the observed rate at `level` (e.g. 0.95), as rates. */
export function binomialRateBand(rate: number, runs: number, level: number): [number, number] {
  const tail = (1 + level) / 2;
  return [binomialLowerCount(rate, runs, tail) / runs, binomialUpperCount(rate, runs, tail) / runs];
}
