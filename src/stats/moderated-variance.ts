import { digamma, trigamma, trigammaInverse } from './gamma-functions.js';
import { median } from './descriptive.js';

/**
 * Empirical-Bayes moderation of many variance estimates that share a design (Smyth 2004,
 * the moderated t; R limma's `squeezeVar` with its moment estimator `fitFDist`). Each
 * estimate s_g² with d_g degrees of freedom is taken as a draw from s0²·F(d_g, d0); d0 and s0²
 * are estimated from all of them by matching the mean and variance of log s_g². The posterior
 *   s̃_g² = (d0·s0² + d_g·s_g²) / (d0 + d_g)
 * then has d0 + d_g degrees of freedom. The moment estimator keeps d0 small when the
 * estimates differ by more than their sampling error (a suite whose noise differs tenfold
 * is hardly shrunk) and lets it grow without bound when they agree (d0 = ∞: the pooled value).
 */
export interface ModeratedVariances {
  priorDf: number;
  priorVariance: number;
  posterior: number[];
}

export function squeezeVariances(variances: readonly number[], df: readonly number[]): ModeratedVariances {
  const n = variances.length;
  if (n === 0) throw new RangeError('squeezeVariances: no variances');
  if (n === 1) return { priorDf: 0, priorVariance: variances[0], posterior: variances.slice() };
  const { scale, df2 } = fitScaledF(variances, df);
  const posterior = variances.map((v, g) => (Number.isFinite(df2) ? (df[g] * v + df2 * scale) / (df[g] + df2) : scale));
  return { priorDf: df2, priorVariance: scale, posterior };
}

/** limma's `fitFDist` without a covariate (versions up to 3.58, and `legacy = TRUE` after). */
function fitScaledF(variances: readonly number[], df: readonly number[]): { scale: number; df2: number } {
  const positive = variances.map((v) => Math.max(v, 0));
  let m = median(positive);
  if (m === 0) m = 1;
  const x = positive.map((v) => Math.max(v, 1e-5 * m));
  const e = x.map((v, g) => Math.log(v) - digamma(df[g] / 2) + Math.log(df[g] / 2));
  const emean = e.reduce((a, b) => a + b, 0) / e.length;
  let evar = e.reduce((sum, v) => sum + (v - emean) ** 2, 0) / (e.length - 1);
  evar -= df.reduce((sum, d) => sum + trigamma(d / 2), 0) / df.length;
  if (evar > 0) {
    const df2 = 2 * trigammaInverse(evar);
    return { scale: Math.exp(emean + digamma(df2 / 2) - Math.log(df2 / 2)), df2 };
  }
  return { scale: x.reduce((a, b) => a + b, 0) / x.length, df2: Infinity };
}
