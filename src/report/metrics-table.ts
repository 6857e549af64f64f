import type { BenchmarkReport, SuiteReport, VersionReport } from '../analysis/report-types.js';
import { escapeMarkdown } from './escape-markdown.js';
import { formatChange, formatMeanWithInterval, scaleUnit, type ScaledUnit } from './format-numbers.js';

/**
 * The process metrics that no policy names (the report's `metrics`: CPU time, peak RSS, context
 * switches, major page faults of each process), shown after the time table and only where they
 * changed: a small table of those, and one line for the rest. A process metric that a policy
 * names is a benchmark of the suite and sits in the main table instead.
 */

const CHANGE_CELL = { regression: '🔴 worse', improvement: '🟢 better' } as const;

/** KiB shown in MiB or GiB once it reaches one of them; other units as the time table scales them. */
function metricUnit(unit: string, reference: number): ScaledUnit {
  if (unit === 'KiB') {
    const magnitude = Math.abs(reference);
    if (magnitude >= 1024 * 1024 * 0.9995) return { unit: 'GiB', factor: 1 / (1024 * 1024) };
    if (magnitude >= 1024 * 0.9995) return { unit: 'MiB', factor: 1 / 1024 };
  }
  return scaleUnit(unit, reference);
}

function cell(version: VersionReport | null, reference: VersionReport | null, unit: string): string {
  if (!version) return '—';
  const scaled = metricUnit(unit, (reference ?? version).mean);
  return formatMeanWithInterval(version.mean, version.ci, { unit: escapeMarkdown(scaled.unit), factor: scaled.factor });
}

function metricRow(metric: BenchmarkReport): string {
  const { base, head, unit, delta } = metric;
  const verdict = metric.verdict === 'regression' || metric.verdict === 'improvement' ? CHANGE_CELL[metric.verdict] : metric.verdict;
  return (
    `| ${escapeMarkdown(metric.name)} | ${cell(base, base, unit)} | ${cell(head, base, unit)} | ` +
    `${delta ? formatChange(delta.relative, delta.ci) : '—'} | ${verdict} |`
  );
}

const HEADER = ['| Process metric | Base | Head | Δ mean [CI] | Verdict |', '|---|--:|--:|--:|---|'];

/** The lines after the time table: the process metrics that changed and a line for the others; none when none changed. */
export function changedMetricsLines(report: Pick<SuiteReport, 'metrics'>): string[] {
  const metrics = report.metrics ?? [];
  if (metrics.length === 0) return [];
  const changed = metrics.filter((m) => m.changeDetected);
  if (changed.length === 0) return [];
  const rest = metrics.length - changed.length;
  return [
    '',
    `Process metrics that changed (report-only: a policy that names one gates it):`,
    '',
    ...HEADER,
    ...changed.map(metricRow),
    ...(rest === 0 ? [] : ['', `No change detected in the other ${rest} process metric${rest === 1 ? '' : 's'}.`]),
  ];
}

/** Every process metric, for the collapsed details; none when there are none. */
export function allMetricsLines(report: Pick<SuiteReport, 'metrics'>): string[] {
  const metrics = report.metrics ?? [];
  if (metrics.length === 0) return [];
  return ['', ...HEADER, ...metrics.map(metricRow)];
}
