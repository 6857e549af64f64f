import { proofDetails, proofNotes, verdictSourceCell } from './proof-notes.js';
import type { MeasurementFailure } from '../analysis/measurement-failure.js';
import { suiteOutcome, type SuiteOutcome } from '../analysis/decide.js';
import { countNotMeasured, describeMissingShards, listNames, type IncompleteRun } from '../analysis/missing-shards.js';
import type { BenchmarkReport, SuiteReport, UndecidedReason, Verdict, VersionReport } from '../analysis/report-types.js';
import type { ImpactFactor } from '../stats/impact-factors.js';
import { buildsLine, failedBuildsLine } from './builds-line.js';
import { escapeMarkdown } from './escape-markdown.js';
import { fromZeroDeltaCell } from './from-zero.js';
import {
  formatChange,
  formatDuration,
  formatFactor,
  formatMeanWithInterval,
  formatMeasure,
  formatPercent,
  formatSignificant,
  formatValue,
  INTERVAL_DIGITS,
  MEAN_DIGITS,
  scaleUnit,
} from './format-numbers.js';
import { formatLevel, strictLevel } from './interval-level.js';
import { commitLink, safeUrl, type ReportRepository } from './report-links.js';
import { isRecord } from '../util/is-record.js';
import { benchmarkNoteTexts, inconclusiveLegend, renderRuledOutShort, suiteRuledOutText } from './notes.js';
import { ruledOut } from '../analysis/ruled-out.js';
import { suiteRecommendation } from './next-run.js';
import { paperLine } from './paper-interval.js';
import { settingsLine } from './settings-line.js';
import { allMetricsLines, changedMetricsLines } from './metrics-table.js';

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
  /** The suite's outcome (analysis/decide.ts); read off the report and the two fields above when absent. */
  outcome?: SuiteOutcome;
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

/**
 * The outcome in one line (analysis/decide.ts decides which): 🔴 a regression, ⚠️ anything
 * undecided (or nothing compared), 🟢 improvements and nothing else changed, ✅ only when
 * everything was decided unchanged; ❌ when a version could not be measured or shards are missing, since that fails the check.
 */
function headline(report: SuiteReport, outcome: SuiteOutcome, failures: readonly MeasurementFailure[], incomplete?: ReportContext['incomplete']): string {
  const { regressions, improvements, unchanged, inconclusive } = report.summary;
  const parts = [
    regressions && `${regressions} regression${regressions > 1 ? 's' : ''}`,
    improvements && `${improvements} improvement${improvements > 1 ? 's' : ''}`,
    inconclusive && `${inconclusive} inconclusive`,
    unchanged && `${unchanged} unchanged`,
  ].filter(Boolean);
  const counts = parts.join(', ') || 'no benchmarks';
  switch (outcome.headline) {
    case 'not-measured': {
      const sides = failures.map((f) => f.side);
      return `❌ ${sides.length === 2 ? 'neither base nor head could be measured' : `${sides[0]} could not be measured`} — ${counts}`;
    }
    case 'incomplete': {
      const shards = incomplete?.run.shards ?? [];
      const what =
        shards.length === 1
          ? `${escapeMarkdown(shards[0].shard)} ${shards[0].failure === undefined ? 'did not deliver results' : 'failed'}`
          : `${shards.length} shards delivered no results (${shards.map((s) => escapeMarkdown(s.shard)).join(', ')})`;
      return `❌ incomplete: ${what} — ${counts}`;
    }
    case 'regression':
      return `🔴 ${counts}`;
    case 'undecided':
      return `⚠️ not decided: ${counts}${undecidedSummary(report.benchmarks)}${suiteRuledOutText(report.benchmarks)}`;
    case 'improvement':
      return `🟢 ${counts}`;
    case 'unchanged':
      return `✅ ${counts}`;
  }
}

/** What an undecided reason says: in the headline (short) and in the benchmark's details (with what to do). */
const UNDECIDED_TEXT: Record<UndecidedReason['kind'], { short: string; long: string }> = {
  'zero-base-mean': {
    short: 'base mean is 0, a relative change from zero is undefined',
    long:
      'base mean is exactly 0: a relative change from zero is undefined, and more measurements will not define it. Gate a quantity ' +
      'that base does not measure as 0, or give this benchmark `gate: report` in the config file',
  },
};

/** The short reason; a base of 0 in every process says so, with head's mean. */
function undecidedShort(benchmark: BenchmarkReport): string {
  const reason = benchmark.undecided;
  if (reason === undefined) return '';
  if (reason.baseAllZero === true && benchmark.head !== null) {
    const scaled = scaleUnit(benchmark.unit, benchmark.head.mean);
    return `base is 0 in every process and head is not (mean ${formatMeasure(benchmark.head.mean, { unit: escapeMarkdown(scaled.unit), factor: scaled.factor })})`;
  }
  return UNDECIDED_TEXT[reason.kind].short;
}

/** ` (name: reason; …)` for the benchmarks no amount of data could decide, up to 3 named; '' when there are none. */
function undecidedSummary(benchmarks: readonly BenchmarkReport[]): string {
  const undecided = benchmarks.flatMap((b) => (b.undecided ? [`${escapeMarkdown(b.name)}: ${undecidedShort(b)}`] : []));
  if (undecided.length === 0) return '';
  const more = undecided.length > 3 ? `; ${undecided.length - 3} more` : '';
  return ` (${undecided.slice(0, 3).join('; ')}${more})`;
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

function designLines(report: SuiteReport): string[] {
  const lines: string[] = [];
  const first = report.benchmarks.find((b) => b.base && b.head);
  if (first?.base && first.head) {
    const describe = (v: VersionReport) =>
      `${v.counts.binaries} build${v.counts.binaries > 1 ? 's' : ''}, ${v.counts.executions} executions, ${v.counts.measurements} measurements`;
    lines.push(
      `Design: base ${describe(first.base)}; head ${describe(first.head)}; ` +
        `${first.delta?.design === 'paired' ? 'interleaved, paired by block' : 'compared as independent samples'}.`,
    );
  }
  // An adaptive run's planned executions were only a cap, though older files recorded them as executions per build.
  const design = report.meta?.design;
  const builds = buildsLine(report.meta?.sequential === undefined || !isRecord(design) ? design : { ...design, executionsPerBuild: undefined });
  if (builds !== null) lines.push(builds);
  const failedBuild = failedBuildsLine(report.meta?.failedBuilds);
  if (failedBuild !== null) lines.push(failedBuild);
  lines.push(settingsLine(report.options));
  const meta = report.meta ?? {};
  if (typeof meta.totalSeconds === 'number') lines.push(`Wall time: ${formatDuration(meta.totalSeconds)}.`);
  const runner = runnerDescription(meta.runner);
  if (runner !== '') lines.push(`Runner: ${escapeMarkdown(runner)}.`);
  return lines;
}

/** `meta.runner` (os, cpu, cpus) in words, from checked fields only: meta may come from a fork's artifact. */
function runnerDescription(runner: unknown): string {
  if (!isRecord(runner)) return '';
  const { os, cpu, cpus } = runner;
  return [
    typeof os === 'string' ? os : '',
    typeof cpu === 'string' ? cpu : '',
    typeof cpus === 'number' && Number.isInteger(cpus) && cpus > 0 ? `${cpus} cores` : '',
  ]
    .filter((part) => part !== '')
    .join(', ');
}

/** `1.15 [1.1, 1.2]`: a factor's estimate and bootstrap interval. */
function factorWithInterval(factor: ImpactFactor | undefined): string {
  if (!factor || factor.estimate === null) return '—';
  const interval = factor.ci
    ? ` [${formatSignificant(factor.ci[0], INTERVAL_DIGITS)}, ${formatSignificant(factor.ci[1], INTERVAL_DIGITS)}]`
    : factor.note
      ? ` (${factor.note})`
      : '';
  return `${formatSignificant(factor.estimate, MEAN_DIGITS)}${interval}`;
}

/** What the collapsed section says of one benchmark: factors with intervals, p-values, failures, notes. */
function benchmarkDetails(benchmark: BenchmarkReport, confidence: number, shared: ReadonlySet<string>): string[] {
  const name = escapeMarkdown(benchmark.name);
  const lines: string[] = [];
  const version = benchmark.head ?? benchmark.base;
  if (version) {
    const build = version.deterministicBuild
      ? 'build – (identical builds: the build level was collapsed)'
      : `build ${factorWithInterval(version.impact.binary)}`;
    lines.push(`- ${name}: impact process ${factorWithInterval(version.impact.execution)}, ${build}`);
  }
  const paper = paperLine(benchmark);
  if (paper !== null) lines.push(`- ${name}: ${paper}`);
  if (benchmark.delta) {
    const level = strictLevel(benchmark.delta, confidence);
    const interval = level === null ? '' : `; Δ interval at ${formatLevel(level)}`;
    lines.push(
      `- ${name}: p = ${formatValue(benchmark.delta.pValue)}, adjusted ${formatValue(benchmark.delta.pAdjusted)}, ` +
        `${benchmark.delta.df.toFixed(1)} df${interval}`,
    );
  }
  const failed = (benchmark.base?.counts.failedExecutions ?? 0) + (benchmark.head?.counts.failedExecutions ?? 0);
  if (failed > 0)
    lines.push(`- ${name}: failed executions: base ${benchmark.base?.counts.failedExecutions ?? '?'}, head ${benchmark.head?.counts.failedExecutions ?? '?'}`);
  if (benchmark.undecided) lines.push(`- ${name}: ${UNDECIDED_TEXT[benchmark.undecided.kind].long}`);
  for (const note of benchmarkNoteTexts(benchmark)) if (!shared.has(note)) lines.push(`- ${name}: ${escapeMarkdown(note)}`);
  const replicated = benchmark.head?.runners !== undefined ? benchmark.head : benchmark.base;
  if (replicated?.runners !== undefined && replicated.impact.runner) lines.push(`- ${name}: ${runnerLine(replicated.runners, replicated.impact.runner)}`);
  return lines;
}

/** Notes every benchmark of a suite of several carries (advice about the builds, say): said once, not once per benchmark. */
function sharedNotes(benchmarks: readonly BenchmarkReport[]): Set<string> {
  const [first, ...rest] = benchmarks;
  if (!first || rest.length === 0) return new Set();
  const texts = benchmarks.map(benchmarkNoteTexts);
  return new Set(texts[0].filter((note) => texts.every((t) => t.includes(note))));
}

/** Measured on several runners (replicas): how much the runner mattered. */
function runnerLine(runners: number, factor: ImpactFactor): string {
  return `${runners} runners; runner impact ${factorWithInterval(factor)} (SD of build means across runners over SD on one runner)`;
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
export function renderMarkdownReport(report: SuiteReport, context: ReportContext = {}): string {
  const confidence = Math.round(report.options.confidence * 100);
  const failures = context.measurementFailures ?? [];
  const outcome =
    context.outcome ??
    suiteOutcome(report, { failures, failOnRegression: true, accepted: false, incomplete: context.incomplete?.fails ? context.incomplete.run : null });
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
  const shared = sharedNotes(report.benchmarks);
  const details = [
    ...designLines(report),
    ...proofDetails(report),
    '',
    ...[...shared].map((note) => `- all ${report.benchmarks.length} benchmarks: ${escapeMarkdown(note)}`),
    ...ordered.flatMap((benchmark) => benchmarkDetails(benchmark, report.options.confidence, shared)),
    ...allMetricsLines(report),
  ];
  const trend = context.trendCells;
  const trendTable = trend
    ? ['| Benchmark | Main trend |', '|---|---|', ...ordered.map((b) => `| ${escapeMarkdown(b.name)} | ${trend.get(b.name) ?? '—'} |`), '']
    : [];
  const summary = `${trend ? 'Main-branch trend, impact-factor' : 'Impact-factor'} intervals, p-values, notes and design`;
  parts.push('', `<details><summary>${summary}</summary>`, '', ...trendTable, ...details, '', '</details>');
  return `${parts.join('\n')}\n`;
}
