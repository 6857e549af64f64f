import type { MeasurementFailure } from '../analysis/measurement-failure.js';
import type { BenchmarkReport, SuiteReport, VersionReport } from '../analysis/report-types.js';
import { buildsLine } from './builds-line.js';
import { escapeMarkdown } from './escape-markdown.js';
import { formatLevel, strictLevel } from './interval-level.js';
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
  /** Versions that could not be measured (`measurementFailures`): the headline says so and the check fails. */
  measurementFailures?: readonly MeasurementFailure[];
}

const VERDICT_CELL: Record<BenchmarkReport['verdict'], string> = {
  regression: '🔴 **CHANGE DETECTED** (regression)',
  improvement: '🟢 **CHANGE DETECTED** (improvement)',
  unchanged: '⚪ unchanged',
  inconclusive: '❔ inconclusive',
};

/**
 * ✅ only when every benchmark was decided and none regressed: a suite with anything
 * inconclusive says so (⚠️), a regression is 🔴, a version that could not be measured ❌.
 */
function headline(report: SuiteReport, failures: readonly MeasurementFailure[]): string {
  const { regressions, improvements, unchanged, inconclusive } = report.summary;
  const parts = [
    regressions && `${regressions} regression${regressions > 1 ? 's' : ''}`,
    improvements && `${improvements} improvement${improvements > 1 ? 's' : ''}`,
    unchanged && `${unchanged} unchanged`,
    inconclusive && `${inconclusive} inconclusive`,
  ].filter(Boolean);
  const counts = parts.join(', ') || 'no benchmarks';
  if (failures.length > 0) {
    const sides = failures.map((f) => f.side);
    return `❌ ${sides.length === 2 ? 'neither base nor head could be measured' : `${sides[0]} could not be measured`} — ${counts}`;
  }
  if (regressions > 0) return `🔴 ${counts}`;
  if (inconclusive > 0 || report.benchmarks.length === 0) return `⚠️ not decided: ${counts}`;
  return `✅ ${counts}`;
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

function deltaCell(benchmark: BenchmarkReport, confidence: number): string {
  const delta = benchmark.delta;
  if (!delta) return '—';
  const mark = strictLevel(delta, confidence) === null ? '' : ' †';
  return `${formatPercent(delta.relative)} [${formatPercent(delta.ci[0])}, ${formatPercent(delta.ci[1])}]${mark}`;
}

function row(benchmark: BenchmarkReport, confidence: number, trendCells?: ReadonlyMap<string, string>): string {
  const trend = trendCells ? ` ${trendCells.get(benchmark.name) ?? '—'} |` : '';
  return `| ${escapeMarkdown(benchmark.name)} | ${versionCell(benchmark.base, benchmark.unit)} | ${versionCell(benchmark.head, benchmark.unit)} | ${deltaCell(benchmark, confidence)} | ${impactCell(benchmark)} | ${VERDICT_CELL[benchmark.verdict]} |${trend}`;
}

function designLines(report: SuiteReport): string[] {
  const lines: string[] = [];
  const first = report.benchmarks.find((b) => b.base && b.head);
  if (first?.base && first.head) {
    const describe = (v: VersionReport) =>
      `${v.counts.binaries} build${v.counts.binaries > 1 ? 's' : ''}, ${v.counts.executions} executions, ${v.counts.measurements} measurements`;
    lines.push(`Design: base ${describe(first.base)}; head ${describe(first.head)}; ${first.delta?.design === 'paired' ? 'interleaved, paired by block' : 'compared as independent samples'}.`);
  }
  const builds = buildsLine(report.meta?.design);
  if (builds !== null) lines.push(builds);
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
    for (const note of benchmark.notes) if (!contradictsRow(note, benchmark)) lines.push(`- ${name}: ${escapeMarkdown(note)}`);
    const replicated = benchmark.head?.runners !== undefined ? benchmark.head : benchmark.base;
    if (replicated?.runners !== undefined && replicated.impact.runner) lines.push(`- ${name}: ${runnerLine(replicated.runners, replicated.impact.runner)}`);
    if (benchmark.recommended) {
      const r = benchmark.recommended;
      const builds = `${r.binaries} build${r.binaries === 1 ? '' : 's'}`;
      lines.push(`- ${name}: next time ${builds} × ${r.executions} executions × ${r.measurements} measurements (${escapeMarkdown(r.reason)})`);
    }
    if (benchmark.delta) {
      const level = strictLevel(benchmark.delta, report.options.confidence);
      const interval = level === null ? '' : `; Δ interval at ${formatLevel(level)}`;
      lines.push(`- ${name}: p = ${formatValue(benchmark.delta.pValue)}, adjusted ${formatValue(benchmark.delta.pAdjusted)}, ${benchmark.delta.df.toFixed(1)} df${interval}`);
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

/**
 * A note that says the data could not decide, under a row that says CHANGE DETECTED: it was
 * written for another decision (e.g. before a suite-wide or sequential rule decided) and is not shown.
 */
function contradictsRow(note: string, benchmark: BenchmarkReport): boolean {
  return benchmark.changeDetected && /no change detected|cannot be ruled out|\binconclusive\b|no decision/i.test(note);
}

/** Under the table: what † means, with the levels the marked rows use. */
function levelLegend(report: SuiteReport): string[] {
  const levels = report.benchmarks.map((b) => strictLevel(b.delta, report.options.confidence)).filter((level): level is number => level !== null);
  if (levels.length === 0) return [];
  const low = Math.min(...levels);
  const high = Math.max(...levels);
  const range = formatLevel(low) === formatLevel(high) ? formatLevel(low) : `${formatLevel(low).replace(' %', '')}–${formatLevel(high)}`;
  // An adaptive run's intervals are repeated intervals: the looks and the suite set their level, not the correction input.
  const by =
    'sequential' in report && report.sequential
      ? 'the adaptive design (its looks and the suite)'
      : report.options.correction === 'none'
        ? 'the decision'
        : `the suite-wide correction (\`${escapeMarkdown(report.options.correction)}\`)`;
  return [`† Δ interval at the level ${by} requires of that benchmark (${range}), not at ${formatLevel(report.options.confidence)}: the interval the verdict used.`];
}

/** Under the table when something is undecided: an inconclusive benchmark passes the check, and that is not a pass. */
function inconclusiveFooter(report: SuiteReport, failures: readonly MeasurementFailure[]): string[] {
  const { inconclusive, gatingRegressions } = report.summary;
  if (failures.length > 0 || gatingRegressions > 0 || (inconclusive === 0 && report.benchmarks.length > 0)) return [];
  const what = report.benchmarks.length === 0 ? 'No benchmark was compared' : `${inconclusive} of ${report.benchmarks.length} benchmark${report.benchmarks.length === 1 ? '' : 's'} could not be decided`;
  return [
    `⚠️ ${what}: the data could not tell whether ${inconclusive === 1 ? 'it' : 'they'} changed. The check still passes (only a gated regression or a version that could not be measured fails it), but inconclusive is not "unchanged": the details say what would decide.`,
  ];
}

/** Right under the headline when a version could not be measured: why the check fails. */
function failureLines(failures: readonly MeasurementFailure[]): string[] {
  if (failures.length === 0) return [];
  const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  return ['', ...failures.map((f) => `**The check fails: ${f.side} could not be measured.** ${sentence(escapeMarkdown(f.reason))}`)];
}

/** The markdown report: a headline, one table row per benchmark, then design and details. */
export function renderMarkdownReport(report: SuiteReport, context: ReportContext = {}): string {
  const confidence = Math.round(report.options.confidence * 100);
  const failures = context.measurementFailures ?? [];
  const parts = [
    `### ${context.title ?? 'benchgate'}: ${headline(report, failures)}`,
    ...failureLines(failures),
    '',
    `| Benchmark | Base (mean ± ${confidence} % CI) | Head (mean ± ${confidence} % CI) | Δ mean [${confidence} % CI] | Impact exec / build | Verdict |${context.trendCells ? ' Main trend |' : ''}`,
    `|---|---|---|---|---|---|${context.trendCells ? '---|' : ''}`,
    ...report.benchmarks.map((benchmark) => row(benchmark, report.options.confidence, context.trendCells)),
    ...levelLegend(report).flatMap((line) => ['', line]),
    '',
    ...designLines(report),
  ];
  if (context.extraNotes?.length) parts.push('', ...context.extraNotes);
  const footer = inconclusiveFooter(report, failures);
  if (footer.length) parts.push('', ...footer);
  const details = detailLines(report);
  if (details.length) parts.push('', '<details><summary>Details, notes and recommended counts</summary>', '', ...details, '', '</details>');
  const links = [context.runUrl && `[workflow run](${context.runUrl})`, context.artifactUrl && `[raw results](${context.artifactUrl})`].filter(Boolean);
  if (links.length) parts.push('', links.join(' · '));
  return `${parts.join('\n')}\n`;
}
