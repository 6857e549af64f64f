import type { BenchmarkReport, SuiteReport, VersionReport } from '../analysis/report-types.js';
import { escapeMarkdown } from './escape-markdown.js';
import { formatDuration, formatMeanWithInterval, formatPercent, formatValue } from './format-numbers.js';

/** Links and lines the caller knows about (the action adds the run and artifact). */
export interface ReportContext {
  title?: string;
  runUrl?: string;
  artifactUrl?: string;
  /** Extra lines shown under the table (e.g. who accepted a regression). */
  extraNotes?: string[];
  /** Per benchmark name, a cell for a "Main trend" column (sparkline of stored main-branch results). */
  trendCells?: ReadonlyMap<string, string>;
}

const VERDICT_CELL: Record<BenchmarkReport['verdict'], string> = {
  regression: '🔴 **CHANGE DETECTED** (regression)',
  improvement: '🟢 **CHANGE DETECTED** (improvement)',
  unchanged: '⚪ unchanged',
  inconclusive: '❔ inconclusive',
};

function headline(report: SuiteReport): string {
  const { regressions, improvements, unchanged, inconclusive } = report.summary;
  const parts = [
    regressions && `${regressions} regression${regressions > 1 ? 's' : ''}`,
    improvements && `${improvements} improvement${improvements > 1 ? 's' : ''}`,
    unchanged && `${unchanged} unchanged`,
    inconclusive && `${inconclusive} inconclusive`,
  ].filter(Boolean);
  const mark = regressions > 0 ? '🔴' : '✅';
  return `${mark} ${parts.join(', ') || 'no benchmarks'}`;
}

function versionCell(version: VersionReport | null, unit: string): string {
  return version ? formatMeanWithInterval(version.mean, version.ci, escapeMarkdown(unit)) : '—';
}

function impactCell(benchmark: BenchmarkReport): string {
  const factor = (value: number | null | undefined) => (value === null || value === undefined ? '—' : value.toFixed(2));
  const version = benchmark.head ?? benchmark.base;
  if (!version) return '—';
  return `${factor(version.impact.execution.estimate)} / ${version.deterministicBuild ? 'det.' : factor(version.impact.binary.estimate)}`;
}

function deltaCell(benchmark: BenchmarkReport): string {
  const delta = benchmark.delta;
  if (!delta) return '—';
  return `${formatPercent(delta.relative)} [${formatPercent(delta.ci[0])}, ${formatPercent(delta.ci[1])}]`;
}

function row(benchmark: BenchmarkReport, trendCells?: ReadonlyMap<string, string>): string {
  const trend = trendCells ? ` ${trendCells.get(benchmark.name) ?? '—'} |` : '';
  return `| ${escapeMarkdown(benchmark.name)} | ${versionCell(benchmark.base, benchmark.unit)} | ${versionCell(benchmark.head, benchmark.unit)} | ${deltaCell(benchmark)} | ${impactCell(benchmark)} | ${VERDICT_CELL[benchmark.verdict]} |${trend}`;
}

function designLines(report: SuiteReport): string[] {
  const lines: string[] = [];
  const first = report.benchmarks.find((b) => b.base && b.head);
  if (first?.base && first.head) {
    const describe = (v: VersionReport) =>
      `${v.counts.binaries} build${v.counts.binaries > 1 ? 's' : ''}, ${v.counts.executions} executions, ${v.counts.measurements} measurements`;
    lines.push(`Design: base ${describe(first.base)}; head ${describe(first.head)}; ${first.delta?.design === 'paired' ? 'interleaved, paired by block' : 'compared as independent samples'}.`);
  }
  const { options } = report;
  lines.push(
    `Confidence ${Math.round(options.confidence * 100)} %, min-effect ${formatPercent(options.minEffect).replace('+', '')}, rule \`${options.rule}\`, suite-wide correction \`${options.correction}\`.`,
  );
  const meta = report.meta ?? {};
  const seconds = typeof meta.totalSeconds === 'number' ? meta.totalSeconds : undefined;
  const runner = meta.runner as { os?: string; cpu?: string; cpus?: number } | undefined;
  if (seconds !== undefined) lines.push(`Wall time: ${formatDuration(seconds)}.`);
  if (runner?.os || runner?.cpu) lines.push(`Runner: ${escapeMarkdown([runner.os, runner.cpu, runner.cpus && `${runner.cpus} cores`].filter(Boolean).join(', '))}.`);
  return lines;
}

function detailLines(report: SuiteReport): string[] {
  const lines: string[] = [];
  for (const benchmark of report.benchmarks) {
    const name = escapeMarkdown(benchmark.name);
    const failed = (benchmark.base?.counts.failedExecutions ?? 0) + (benchmark.head?.counts.failedExecutions ?? 0);
    if (failed > 0) {
      lines.push(`- ${name}: failed executions: base ${benchmark.base?.counts.failedExecutions ?? '?'}, head ${benchmark.head?.counts.failedExecutions ?? '?'}`);
    }
    for (const note of benchmark.notes) lines.push(`- ${name}: ${escapeMarkdown(note)}`);
    const replicated = benchmark.head?.runners !== undefined ? benchmark.head : benchmark.base;
    if (replicated?.runners !== undefined && replicated.impact.runner) lines.push(`- ${name}: ${runnerLine(replicated.runners, replicated.impact.runner)}`);
    if (benchmark.recommended) {
      const r = benchmark.recommended;
      const builds = `${r.binaries} build${r.binaries === 1 ? '' : 's'}`;
      lines.push(`- ${name}: next time ${builds} × ${r.executions} executions × ${r.measurements} measurements (${escapeMarkdown(r.reason)})`);
    }
    if (benchmark.delta) {
      lines.push(`- ${name}: p = ${formatValue(benchmark.delta.pValue)}, adjusted ${formatValue(benchmark.delta.pAdjusted)}, ${benchmark.delta.df.toFixed(1)} df`);
    }
  }
  return lines;
}

/** Measured on several runners (replicas): how much the runner mattered. */
function runnerLine(runners: number, factor: NonNullable<VersionReport['impact']['runner']>): string {
  const value = factor.estimate === null ? '—' : factor.estimate.toFixed(2);
  const interval = factor.ci ? ` [${factor.ci[0].toFixed(2)}, ${factor.ci[1].toFixed(2)}]` : '';
  return `${runners} runners; runner impact ${value}${interval} (SD of build means across runners over SD on one runner)`;
}

/** The markdown report: a headline, one table row per benchmark, then design and details. */
export function renderMarkdownReport(report: SuiteReport, context: ReportContext = {}): string {
  const confidence = Math.round(report.options.confidence * 100);
  const parts = [
    `### ${context.title ?? 'benchgate'}: ${headline(report)}`,
    '',
    `| Benchmark | Base (mean ± ${confidence} % CI) | Head (mean ± ${confidence} % CI) | Δ mean [${confidence} % CI] | Impact exec / build | Verdict |${context.trendCells ? ' Main trend |' : ''}`,
    `|---|---|---|---|---|---|${context.trendCells ? '---|' : ''}`,
    ...report.benchmarks.map((benchmark) => row(benchmark, context.trendCells)),
    '',
    ...designLines(report),
  ];
  if (context.extraNotes?.length) parts.push('', ...context.extraNotes);
  const details = detailLines(report);
  if (details.length) parts.push('', '<details><summary>Details, notes and recommended counts</summary>', '', ...details, '', '</details>');
  const links = [context.runUrl && `[workflow run](${context.runUrl})`, context.artifactUrl && `[raw results](${context.artifactUrl})`].filter(Boolean);
  if (links.length) parts.push('', links.join(' · '));
  return `${parts.join('\n')}\n`;
}
