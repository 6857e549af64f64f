import jStat from 'jstat';

/**
 * Quantile of Student's t distribution with `df` degrees of freedom (jStat). Remembered: a
 * suite asks for the same few quantiles thousands of times (every version's interval at the
 * same df), and each is an iterative inversion of the incomplete beta function.
 */
export function tQuantile(probability: number, df: number): number {
  if (!(df > 0)) throw new RangeError(`t quantile needs df > 0, got ${df}`);
  let byDf = tQuantiles.get(probability);
  if (byDf === undefined) tQuantiles.set(probability, (byDf = new Map<number, number>()));
  const known = byDf.get(df);
  if (known !== undefined) return known;
  const quantile = jStat.studentt.inv(probability, df);
  if (byDf.size >= MAX_REMEMBERED) byDf.clear();
  byDf.set(df, quantile);
  return quantile;
}

/** By probability, then df. */
const tQuantiles = new Map<number, Map<number, number>>();
/** Bounds the memory of a long-lived process (the action analyses at every look). */
const MAX_REMEMBERED = 10_000;

/** Quantile of the standard normal distribution (jStat); remembered, as the same few are asked for per benchmark. */
export function normalQuantile(probability: number): number {
  const known = normalQuantiles.get(probability);
  if (known !== undefined) return known;
  const quantile = jStat.normal.inv(probability, 0, 1);
  if (normalQuantiles.size >= MAX_REMEMBERED) normalQuantiles.clear();
  normalQuantiles.set(probability, quantile);
  return quantile;
}

const normalQuantiles = new Map<number, number>();

/**
 * Quantile of the F distribution with `df1` and `df2` degrees of freedom (jStat). Remembered:
 * versions measured with the same design share their degrees of freedom, and each quantile is
 * an iterative inversion of the incomplete beta function.
 */
export function fQuantile(probability: number, df1: number, df2: number): number {
  // Keyed by the numbers themselves, as tQuantile is: a string key built per call cost more than the look-up.
  const known = fQuantiles.get(probability)?.get(df1)?.get(df2);
  if (known !== undefined) return known;
  const quantile = jStat.centralF.inv(probability, df1, df2);
  if (rememberedF >= MAX_REMEMBERED) {
    fQuantiles.clear();
    rememberedF = 0;
  }
  let byDf1 = fQuantiles.get(probability);
  if (byDf1 === undefined) fQuantiles.set(probability, (byDf1 = new Map<number, Map<number, number>>()));
  let byDf2 = byDf1.get(df1);
  if (byDf2 === undefined) byDf1.set(df1, (byDf2 = new Map<number, number>()));
  byDf2.set(df2, quantile);
  rememberedF++;
  return quantile;
}

/** By probability, then df1, then df2; how many are remembered. */
const fQuantiles = new Map<number, Map<number, Map<number, number>>>();
let rememberedF = 0;

/** Two-sided p-value of a t statistic: P(|T_df| ≥ |t|). */
export function twoSidedTPValue(t: number, df: number): number {
  if (!(df > 0)) throw new RangeError(`t p-value needs df > 0, got ${df}`);
  if (!Number.isFinite(t)) return 0;
  // The lower tail at −|t| directly: 1 − cdf(|t|) would lose the relative precision of small p.
  return Math.min(1, 2 * jStat.studentt.cdf(-Math.abs(t), df));
}

/** Two-sided critical value of t for a confidence level, e.g. 0.95 → t(0.975, df). */
export function tCritical(confidence: number, df: number): number {
  return tQuantile(1 - (1 - confidence) / 2, df);
}

/** Quantile of the χ² distribution with `df` degrees of freedom (jStat). */
export function chiSquareQuantile(probability: number, df: number): number {
  if (!(df > 0)) throw new RangeError(`χ² quantile needs df > 0, got ${df}`);
  return jStat.chisquare.inv(probability, df);
}

/** The standard normal distribution function (jStat). */
export function normalCdf(x: number): number {
  return jStat.normal.cdf(x, 0, 1);
}

/** Distribution function of the F distribution with `df1` and `df2` degrees of freedom (jStat): P(F ≤ x). */
export function fCdf(x: number, df1: number, df2: number): number {
  if (!(df1 > 0) || !(df2 > 0)) throw new RangeError(`F distribution needs positive df, got ${df1} and ${df2}`);
  if (!(x > 0)) return 0;
  if (x === Infinity) return 1;
  return jStat.centralF.cdf(x, df1, df2);
}
