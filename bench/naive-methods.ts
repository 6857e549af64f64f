// The comparisons peers make, for side-by-side calibration: all raw measurements pooled per
// version, ignoring builds and processes.
import jStat from 'jstat';
import type { BenchmarkRecord, VersionRecord } from '../src/results/results-format.js';
import { mean, sampleVariance } from '../src/stats/descriptive.js';
import { tCritical, twoSidedTPValue } from '../src/stats/distributions.js';

export function pooled(version: VersionRecord): number[] {
  return version.binaries.flatMap((b) => b.executions.flatMap((e) => e.values));
}

/** Welch's t-test on pooled raw measurements. */
export function welchPooled(record: BenchmarkRecord, alpha: number): boolean {
  const a = pooled(record.base);
  const b = pooled(record.head);
  const va = sampleVariance(a) / a.length;
  const vb = sampleVariance(b) / b.length;
  const df = (va + vb) ** 2 / (va ** 2 / (a.length - 1) + vb ** 2 / (b.length - 1));
  return twoSidedTPValue((mean(b) - mean(a)) / Math.sqrt(va + vb), df) < alpha;
}

/** Non-overlap of the two versions' t intervals on pooled raw measurements. */
export function overlapPooled(record: BenchmarkRecord, confidence: number): boolean {
  const interval = (values: number[]) => {
    const half = tCritical(confidence, values.length - 1) * Math.sqrt(sampleVariance(values) / values.length);
    return [mean(values) - half, mean(values) + half];
  };
  const [aLo, aHi] = interval(pooled(record.base));
  const [bLo, bHi] = interval(pooled(record.head));
  return bLo > aHi || bHi < aLo;
}

/** Mann–Whitney U test on pooled raw measurements (normal approximation, tie-corrected). */
export function mannWhitneyPooled(record: BenchmarkRecord, alpha: number): boolean {
  const a = pooled(record.base);
  const b = pooled(record.head);
  const all = [...a.map((v) => ({ v, g: 0 })), ...b.map((v) => ({ v, g: 1 }))].sort((x, y) => x.v - y.v);
  const ranks = new Array<number>(all.length);
  let tieTerm = 0;
  for (let i = 0; i < all.length;) {
    let j = i;
    while (j + 1 < all.length && all[j + 1].v === all[i].v) j++;
    const t = j - i + 1;
    tieTerm += t ** 3 - t;
    for (let k = i; k <= j; k++) ranks[k] = (i + j) / 2 + 1;
    i = j + 1;
  }
  let rankSumA = 0;
  all.forEach((item, i) => {
    if (item.g === 0) rankSumA += ranks[i];
  });
  const n1 = a.length;
  const n2 = b.length;
  const u = rankSumA - (n1 * (n1 + 1)) / 2;
  const n = n1 + n2;
  const sd = Math.sqrt(((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1))));
  const z = (u - (n1 * n2) / 2) / sd;
  return 2 * (1 - jStat.normal.cdf(Math.abs(z), 0, 1)) < alpha;
}

/** One process of each version, Welch on its measurements (the "single run" comparison). */
export function welchSingleProcess(record: BenchmarkRecord, alpha: number): boolean {
  const a = record.base.binaries[0].executions[0].values;
  const b = record.head.binaries[0].executions[0].values;
  const va = sampleVariance(a) / a.length;
  const vb = sampleVariance(b) / b.length;
  const df = (va + vb) ** 2 / (va ** 2 / (a.length - 1) + vb ** 2 / (b.length - 1));
  return twoSidedTPValue((mean(b) - mean(a)) / Math.sqrt(va + vb), df) < alpha;
}
