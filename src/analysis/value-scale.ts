import type { BenchmarkRecord, VersionRecord } from '../results/results-format.js';
import { MAX_MAGNITUDE } from '../stats/execution-summary.js';
import type { VersionReport } from './report-types.js';

/**
 * Values whose squares would overflow (above MAX_MAGNITUDE) or underflow to zero (below its
 * inverse) are analysed in a scaled unit: every value is multiplied by 2^-exponent, which is
 * exact in binary floating point, so the fit sees the same numbers up to the exponent. Relative
 * changes, their intervals and the impact factors do not depend on the unit; means and
 * intervals are scaled back, and variance components only when they stay finite.
 */
export function scaleExponent(record: BenchmarkRecord): number {
  let highest = 0;
  for (const side of [record.base, record.head]) {
    for (const binary of side.binaries) {
      for (const execution of binary.executions) {
        // An indexed loop without calls: this pass reads every value of the file.
        const values = execution.values;
        for (let i = 0; i < values.length; i++) {
          const magnitude = Math.abs(values[i]);
          if (magnitude > highest && magnitude !== Infinity) highest = magnitude;
        }
      }
    }
  }
  if (highest === 0 || (highest <= MAX_MAGNITUDE && highest >= 1 / MAX_MAGNITUDE)) return 0;
  return Math.floor(Math.log2(highest));
}

/** `value` × 2^exponent, exactly, for exponents whose power of two alone would overflow or be subnormal. */
export function timesPowerOfTwo(value: number, exponent: number): number {
  const half = Math.trunc(exponent / 2);
  return value * 2 ** half * 2 ** (exponent - half);
}

/** The record with every value and warm-up value multiplied by 2^-exponent. */
export function scaleRecord(record: BenchmarkRecord, exponent: number): BenchmarkRecord {
  const scale = (values: number[]) => values.map((v) => timesPowerOfTwo(v, -exponent));
  const version = (v: VersionRecord): VersionRecord => ({
    ...v,
    binaries: v.binaries.map((binary) => ({
      ...binary,
      executions: binary.executions.map((e) => ({ ...e, values: scale(e.values), ...(e.warmup === undefined ? {} : { warmup: scale(e.warmup) }) })),
    })),
  });
  return { ...record, base: version(record.base), head: version(record.head) };
}

/** A version report of the scaled record, in the record's own unit again. */
export function unscaleVersionReport(report: VersionReport, exponent: number): VersionReport {
  const back = (x: number) => timesPowerOfTwo(x, exponent);
  const variance = (x: number | null | undefined) => {
    if (x === null || x === undefined) return null;
    const value = timesPowerOfTwo(x, 2 * exponent);
    return Number.isFinite(value) && (value > 0 || x === 0) ? value : null;
  };
  const { runner, ...components } = report.components;
  return {
    ...report,
    mean: back(report.mean),
    ci: [back(report.ci[0]), back(report.ci[1])],
    paper: [back(report.paper[0]), back(report.paper[1])],
    components: {
      binary: variance(components.binary),
      execution: variance(components.execution),
      measurement: variance(components.measurement),
      ...(runner === undefined ? {} : { runner: variance(runner) }),
    },
  };
}
