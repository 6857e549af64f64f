import { proofDetails, proofNotes, verdictSourceCell } from './proof-notes.js';
import type { MeasurementFailure } from '../analysis/measurement-failure.js';
import type { SuiteOutcome } from '../analysis/decide.js';
import { countNotMeasured, describeMissingShards, listNames, type IncompleteRun } from '../analysis/missing-shards.js';
import type { BenchmarkReport, SuiteReport, Verdict, VersionReport } from '../analysis/report-types.js';
import { escapeMarkdown } from './escape-markdown.js';
import { fromZeroDeltaCell } from './from-zero.js';
import { formatChange, formatFactor, formatMeanWithInterval, formatPercent, scaleUnit } from './format-numbers.js';
import { formatLevel, strictLevel } from './interval-level.js';
import { commitLink, safeUrl, type ReportRepository } from './report-links.js';
import { inconclusiveLegend, renderRuledOutShort } from './notes.js';
import { ruledOut } from '../analysis/ruled-out.js';
import { suiteRecommendation } from './next-run.js';
import { allMetricsLines, changedMetricsLines } from './metrics-table.js';
import { headline } from './markdown-headline.js';
import { benchmarkDetails, designLines, sharedNotes } from './markdown-details.js';
import { headLink, profileCostLine, whereTheTimeWentLines, type ProfileReport } from './where-time-went.js';

export { suiteRecommendation };

/** Where docs/comment.md is read when the caller knows no better place (the CLI). */
const DOCS_PATH = 'docs/comment.md';

/** Links and lines the caller knows about (the action adds the run, the artifact and the commits). */
export interface ReportContext {
  title?: string;
  runUrl?: string;
  artifactUrl?: string;
  /** The compared commits, shown (short, linked when `repository` is known) under the headline. */
  commits?: { base: string; head: string };
  /** The repository the comment is posted in, from the workflow's environment: commit links point there. */
  repository?: ReportRepository;
  /** Where "how to read this comment" links to (docs/comment.md of the benchgate that ran). */
  docsUrl?: string;
  /** Extra lines shown under the table (e.g. who accepted a regression). */
  extraNotes?: string[];
  /** Per benchmark name, its main-branch trend (sparkline of stored results): a two-column table in the collapsed section, so the main table keeps six columns. */
  trendCells?: ReadonlyMap<string, string>;
  /** Versions that could not be measured (`measurementFailures`): the headline says so and the check fails. */
  measurementFailures?: readonly MeasurementFailure[];
  /** A merged run whose shards did not all deliver, and whether that fails the check (it does unless partial results are accepted). */
  incomplete?: { run: IncompleteRun; fails: boolean };
  /** The suite's outcome (analysis/decide.ts): the renderer shows it, never decides it. */
  outcome: SuiteOutcome;
  /** The run's profiles compared function by function (`--profile`): "Where the time went" under the changed rows. */
  profiles?: ProfileReport;
}

const VERDICT_CELL: Record<Verdict, string> = {
  regression: '🔴 **CHANGE DETECTED** (worse)',
  improvement: '🟢 **CHANGE DETECTED** (better)',
  inconclusive: '⚠️ inconclusive',
  unchanged: '⚪ unchanged',
};

/** Table order: what changed first, then what could not be decided, then the rest. */
const VERDICT_ORDER: Record<Verdict, number> = { regression: 0, improvement: 1, inconclusive: 2, unchanged: 3 };

/**
 * The rows in the order a reviewer reads them: regressions, improvements, inconclusive,
 * unchanged; within regressions and improvements the largest change first, otherwise suite order.
 */
export function orderBenchmarks(benchmarks: readonly BenchmarkReport[]): BenchmarkReport[] {
  const size = (b: BenchmarkReport) => (b.changeDetected && b.delta && Number.isFinite(b.delta.relative) ? Math.abs(b.delta.relative) : 0);
  return benchmarks
    .map((benchmark, index) => ({ benchmark, index }))
    .sort((a, b) => VERDICT_ORDER[a.benchmark.verdict] - VERDICT_ORDER[b.benchmark.verdict] || size(b.benchmark) - size(a.benchmark) || a.index - b.index)
    .map(({ benchmark }) => benchmark);
}

function versionCell(version: VersionReport | null, reference: VersionReport | null, unit: string): string {
  if (!version) return '—';
  const scaled = scaleUnit(unit, (reference ?? version).mean);
  return formatMeanWithInterval(version.mean, version.ci, { unit: escapeMarkdown(scaled.unit), factor: scaled.factor });
}

/** Process / build, 2 significant digits; `–` for the build when the builds were identical (the level was collapsed). */
function impactCell(benchmark: BenchmarkReport): string {
  const version = benchmark.head ?? benchmark.base;
  if (!version) return '—';
  return `${formatFactor(version.impact.execution.estimate)} / ${version.deterministicBuild ? '–' : formatFactor(version.impact.binary.estimate)}`;
}

function deltaCell(benchmark: BenchmarkReport, confidence: number, markRows: boolean): string {
  const delta = benchmark.delta;
  if (!delta) return fromZeroDeltaCell(benchmark) ?? '—';
  const mark = markRows && strictLevel(delta, confidence) !== null ? ' †' : '';
  return `${formatChange(delta.relative, delta.ci)}${mark}`;
}

/** The verdict; an inconclusive one with what its interval still rules out. */
function verdictCell(benchmark: BenchmarkReport): string {
  const note = ruledOut(benchmark);
  return note === null ? VERDICT_CELL[benchmark.verdict] : `${VERDICT_CELL[benchmark.verdict]}, ${renderRuledOutShort(note)}`;
}

function row(benchmark: BenchmarkReport, confidence: number, markRows: boolean): string {
  const { base, head, unit } = benchmark;
  return (
    `| ${escapeMarkdown(benchmark.name)} | ${versionCell(base, base, unit)} | ${versionCell(head, base, unit)} | ` +
    `${deltaCell(benchmark, confidence, markRows)} | ${impactCell(benchmark)} | ${verdictSourceCell(benchmark) ?? verdictCell(benchmark)} |`
  );
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
  return [
    `† Δ interval at the level ${by} requires of that benchmark (${range}), not at ${formatLevel(report.options.confidence)}: the interval the verdict used.`,
  ];
}

/** One line that says how to read the table (the verdicts it shows, the columns), linking to docs/comment.md. */
function legendLine(report: SuiteReport, docsUrl: string | undefined): string {
  const confidence = `${Math.round(report.options.confidence * 100)} %`;
  const url = safeUrl(docsUrl);
  const shown = new Set(report.benchmarks.map((b) => b.verdict));
  const parts = [`Base, head: mean ± half its ${confidence} CI.`];
  if (shown.has('regression') || shown.has('improvement')) {
    parts.push(`**CHANGE DETECTED**: the Δ interval excludes 0 and reaches beyond ±${formatPercent(report.options.minEffect, 1).replace('+', '')}.`);
  }
  if (shown.has('inconclusive')) parts.push(inconclusiveLegend(report.benchmarks, report.options.minEffect));
  parts.push('Impact process / build: how much a new process / a new build multiplies the noise (1 = not at all).');
  parts.push(url === null ? `More in benchgate's ${DOCS_PATH}.` : `[How to read this comment](${url}).`);
  return `<sub>${parts.join(' ')}</sub>`;
}

/** Under the table when something is undecided (SuiteOutcome.undecided): an inconclusive benchmark passes the check, and that is not a pass. */
function inconclusiveFooter(report: SuiteReport, outcome: SuiteOutcome): string[] {
  if (outcome.undecided === null) return [];
  const { inconclusive } = report.summary;
  const what =
    report.benchmarks.length === 0
      ? 'No benchmark was compared'
      : `${inconclusive} of ${report.benchmarks.length} benchmark${report.benchmarks.length === 1 ? '' : 's'} could not be decided`;
  return [
    `⚠️ ${what}: the data could not tell whether ${inconclusive === 1 ? 'it' : 'they'} changed. The check still passes (only a gated regression ` +
      `or a version that could not be measured fails it), but inconclusive is not "unchanged": the details say what would decide.`,
  ];
}

/** Right under the headline when a version could not be measured: why the check fails. */
function failureLines(failures: readonly MeasurementFailure[]): string[] {
  if (failures.length === 0) return [];
  const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  // One reason for both (a budget spent before measuring, a format that read nothing): said once.
  if (failures.length === 2 && failures[0].reason === failures[1].reason)
    return ['', `**The check fails: neither base nor head could be measured.** ${sentence(escapeMarkdown(failures[0].reason))}`];
  return ['', ...failures.map((f) => `**The check fails: ${f.side} could not be measured.** ${sentence(escapeMarkdown(f.reason))}`)];
}

/** Right under the headline when shards did not deliver: why the check fails; or, with partial results accepted, a note saying so. */
function incompleteLines(incomplete: ReportContext['incomplete']): { top: string[]; note: string[] } {
  if (incomplete === undefined) return { top: [], note: [] };
  const { shards, notMeasured } = incomplete.run;
  const what = escapeMarkdown(describeMissingShards(shards));
  const lost = notMeasured.length > 0 ? ` ${countNotMeasured(notMeasured)} not measured: ${escapeMarkdown(listNames(notMeasured))}.` : '';
  if (!incomplete.fails) return { top: [], note: [`**Partial results** (allow-missing-shards): ${what}${lost === '' ? '.' : `;${lost}`}`] };
  return {
    top: ['', `**The check fails: ${what}.**${lost} With \`allow-missing-shards: true\` the check passes on partial results.`],
    note: [],
  };
}

/** Base and head commits, then the run and the raw results: the line under the headline. */
function contextLine(context: ReportContext): string[] {
  const parts: string[] = [];
  if (context.commits)
    parts.push(`Base ${commitLink(context.commits.base, context.repository)} → head ${commitLink(context.commits.head, context.repository)}`);
  const run = safeUrl(context.runUrl);
  const artifact = safeUrl(context.artifactUrl);
  if (run !== null) parts.push(`[workflow run](${run})`);
  if (artifact !== null) parts.push(`[raw results](${artifact})`);
  return parts.length === 0 ? [] : ['', parts.join(' · ')];
}

/**
 * The markdown report: a headline, the compared commits, one table row per benchmark (changes
 * first), a legend, the notes and one recommendation, then the impact-factor intervals,
 * p-values and design in a collapsed section.
 */
export function renderMarkdownReport(report: SuiteReport, context: ReportContext): string {
  const confidence = Math.round(report.options.confidence * 100);
  const failures = context.measurementFailures ?? [];
  // Decided before rendering (analysis/decide.ts, through experiment/build-report.ts): the renderer only shows it.
  const { outcome } = context;
  const incomplete = incompleteLines(context.incomplete);
  const ordered = orderBenchmarks(report.benchmarks);
  // When every interval is at a stricter level (the usual case under a suite-wide correction), the header carries the † once.
  const withDelta = ordered.filter((b) => b.delta !== null);
  const allStrict = withDelta.length > 0 && withDelta.every((b) => strictLevel(b.delta, report.options.confidence) !== null);
  const deltaHeader = allStrict ? 'Δ mean [CI] †' : `Δ mean [${confidence} % CI]`;
  const parts = [
    `### ${escapeMarkdown(context.title ?? 'benchgate')}: ${headline(report, outcome, failures, context.incomplete)}`,
    ...failureLines(failures),
    ...incomplete.top,
    ...contextLine(context),
    '',
    // With no benchmark (every execution of a version failed before it printed one), the failure lines above are the report.
    ...(ordered.length === 0
      ? ['No benchmark reported a value, so there is nothing to compare.']
      : [
          `| Benchmark | Base | Head | ${deltaHeader} | Impact | Verdict |`,
          '|---|--:|--:|--:|:-:|---|',
          ...ordered.map((benchmark) => row(benchmark, report.options.confidence, !allStrict)),
          ...levelLegend(report).flatMap((line) => ['', line]),
          '',
          legendLine(report, context.docsUrl),
        ]),
    ...changedMetricsLines(report),
  ];
  const notes = [...incomplete.note, ...(context.extraNotes ?? []), ...inconclusiveFooter(report, outcome)];
  notes.unshift(...proofNotes(report));
  const recommendation = suiteRecommendation(report);
  if (recommendation !== null) notes.push(recommendation);
  for (const note of notes) parts.push('', note);
  // "Where the time went" under the changed rows, with what profiling cost; with nothing changed, the cost is a line of the details.
  const { profiles } = context;
  const timeWent = profiles === undefined ? [] : whereTheTimeWentLines(ordered, profiles, headLink(profiles, context.repository, context.commits?.head));
  if (profiles !== undefined && timeWent.length > 0) parts.push(...timeWent, '', profileCostLine(profiles));
  const shared = sharedNotes(report.benchmarks);
  const details = [
    ...designLines(report),
    ...proofDetails(report),
    '',
    ...[...shared].map((note) => `- all ${report.benchmarks.length} benchmarks: ${escapeMarkdown(note)}`),
    ...ordered.flatMap((benchmark) => benchmarkDetails(benchmark, report.options.confidence, shared)),
    ...allMetricsLines(report),
    ...(profiles !== undefined && timeWent.length === 0 ? ['', profileCostLine(profiles)] : []),
  ];
  const trend = context.trendCells;
  const trendTable = trend
    ? ['| Benchmark | Main trend |', '|---|---|', ...ordered.map((b) => `| ${escapeMarkdown(b.name)} | ${trend.get(b.name) ?? '—'} |`), '']
    : [];
  const summary = `${trend ? 'Main-branch trend, impact-factor' : 'Impact-factor'} intervals, p-values, notes and design`;
  parts.push('', `<details><summary>${summary}</summary>`, '', ...trendTable, ...details, '', '</details>');
  return `${parts.join('\n')}\n`;
}
