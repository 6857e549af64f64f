import type { BenchmarkReport, VersionReport } from '../analysis/report-types.js';
import { escapeMarkdown } from './escape-markdown.js';
import { formatSignificant, MEAN_DIGITS, scaleUnit } from './format-numbers.js';

/**
 * Kalibera's eq. 17 interval of each version (stats/kalibera-interval.ts), at the run's
 * confidence: wider than the interval the table shows, which is what makes it the
 * conservative reference. Null when a version has none (or not a finite one).
 */
export function paperLine(benchmark: BenchmarkReport): string | null {
  const { base, head } = benchmark;
  const versions = [base, head].filter((v): v is VersionReport => v !== null && v.paper.every(Number.isFinite));
  if (versions.length === 0) return null;
  const scaled = scaleUnit(benchmark.unit, (base ?? head ?? versions[0]).mean);
  const unit = scaled.unit === '' ? '' : ` ${escapeMarkdown(scaled.unit)}`;
  const interval = (v: VersionReport) =>
    `[${formatSignificant(v.paper[0] * scaled.factor, MEAN_DIGITS)}, ${formatSignificant(v.paper[1] * scaled.factor, MEAN_DIGITS)}]${unit}`;
  const parts = [base, head].flatMap((v, i) => (v !== null && versions.includes(v) ? [`${i === 0 ? 'base' : 'head'} ${interval(v)}`] : []));
  return `Kalibera's eq. 17 interval (conservative reference): ${parts.join(', ')}`;
}
