import type { BenchmarkReport, SuiteReport, VersionReport } from '../analysis/report-types.js';
import type { ImpactFactor } from '../stats/impact-factors.js';
import { isRecord } from '../util/is-record.js';
import { buildsLine, failedBuildsLine } from './builds-line.js';
import { escapeMarkdown } from './escape-markdown.js';
import { formatDuration, formatSignificant, formatValue, INTERVAL_DIGITS, MEAN_DIGITS } from './format-numbers.js';
import { formatLevel, strictLevel } from './interval-level.js';
import { UNDECIDED_TEXT } from './markdown-headline.js';
import { benchmarkNoteTexts } from './notes.js';
import { paperLine } from './paper-interval.js';
import { settingsLine } from './settings-line.js';

/** The design, builds, settings, wall time and runner: the first lines of the collapsed section. */
export function designLines(report: SuiteReport): string[] {
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
export function benchmarkDetails(benchmark: BenchmarkReport, confidence: number, shared: ReadonlySet<string>): string[] {
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
export function sharedNotes(benchmarks: readonly BenchmarkReport[]): Set<string> {
  const [first, ...rest] = benchmarks;
  if (!first || rest.length === 0) return new Set();
  const texts = benchmarks.map(benchmarkNoteTexts);
  return new Set(texts[0].filter((note) => texts.every((t) => t.includes(note))));
}

/** Measured on several runners (replicas): how much the runner mattered. */
function runnerLine(runners: number, factor: ImpactFactor): string {
  return `${runners} runners; runner impact ${factorWithInterval(factor)} (SD of build means across runners over SD on one runner)`;
}
