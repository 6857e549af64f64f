import type { BenchmarkReport } from '../analysis/report-types.js';
import { escapeMarkdown } from './escape-markdown.js';
import { formatMeasure, scaleUnit } from './format-numbers.js';

/**
 * The Δ cell of a change from exactly zero (decide-from-zero.ts): the change in the benchmark's
 * own unit, `+4.00 count from 0`; null for any other benchmark.
 */
export function fromZeroDeltaCell(benchmark: BenchmarkReport): string | null {
  if (benchmark.verdictSource?.kind !== 'from-zero') return null;
  const { change } = benchmark.verdictSource;
  const scaled = scaleUnit(benchmark.unit, change);
  return `${change > 0 ? '+' : ''}${formatMeasure(change, { unit: escapeMarkdown(scaled.unit), factor: scaled.factor })} from 0`;
}
