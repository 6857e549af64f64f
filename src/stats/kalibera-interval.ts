import { mean, sampleVariance } from './descriptive.js';
import { normalQuantile } from './distributions.js';
import { nonEmptyBinaries, type NestedSummaries } from './execution-summary.js';

/**
 * Kalibera's eq. 17 interval (thesis ch. 7 §3.2), kept as the conservative reference:
 *   Ȳ ± u·sqrt(S_E²/(l·m·n) + S_B²/(l·m) + S_V²/l),
 * u the normal quantile, S_E² the pooled within-execution variance, S_B² the mean over
 * binaries of the variance of execution means, S_V² the variance of binary means. S_B² and
 * S_V² already contain the levels below them, so the interval is wider than it needs to be.
 * Unbalanced data use the average m and n. Terms without data (one binary, one execution
 * per binary) are left out.
 */
export function kaliberaInterval(binaries: NestedSummaries, confidence: number): [number, number] {
  const nonEmpty = nonEmptyBinaries(binaries);
  const executions = nonEmpty.flat();
  const l = nonEmpty.length;
  const m = executions.length / l;
  const n = executions.reduce((sum, e) => sum + e.count, 0) / executions.length;
  const withinDf = executions.reduce((sum, e) => sum + e.count - 1, 0);
  const sE2 = withinDf > 0 ? executions.reduce((sum, e) => sum + e.sumOfSquares, 0) / withinDf : 0;
  const withVariance = nonEmpty.filter((b) => b.length >= 2);
  const sB2 = withVariance.length > 0 ? mean(withVariance.map((b) => sampleVariance(b.map((e) => e.mean)))) : 0;
  const binaryMeans = nonEmpty.map((b) => mean(b.map((e) => e.mean)));
  const sV2 = sampleVariance(binaryMeans);
  const grandMean = mean(binaryMeans);
  const halfWidth = normalQuantile(1 - (1 - confidence) / 2) * Math.sqrt(sE2 / (l * m * n) + sB2 / (l * m) + sV2 / l);
  return [grandMean - halfWidth, grandMean + halfWidth];
}
