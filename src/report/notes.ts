import type { AnalysisNote, HistoryPriorUse, RuledOutNote, RunNote, TrendNote, VerdictNote } from '../analysis/notes.js';
import { renderRunNote } from './run-notes.js';
import { renderNextRun } from './next-run.js';
import { recommendationReasonsText, recommendationReasonText } from './recommendation-reason.js';
import { recommendNextRun } from '../planning/next-run.js';
import type { RecommendedCounts } from '../stats/repetition-counts.js';
import type { BenchmarkReport, SuiteReport } from '../analysis/report-types.js';
import { suiteRuledOut } from '../analysis/ruled-out.js';
import type { SequentialBenchmarkReport, SequentialStopping } from '../sequential/analyze-sequential.js';
import { formatDuration, formatPlainPercent, formatRelative, formatSignificant } from '../util/format-numbers.js';

// The notes of the analysis, the decision and the adaptive design, in words: the one place they
// become English. Text from outside (reasons, paths) is returned as is; callers escape it.

const sideReason = (side: string, reason: string) => `${side}: ${reason}`;

/** An analysis note (analysis/notes.ts) in words. */
export function renderNote(note: AnalysisNote): string {
  switch (note.kind) {
    case 'version-not-analysed':
      return sideReason(note.side, note.reason);
    case 'not-compared':
      return note.reason;
    case 'compared-independent':
      return 'fewer than 2 complete interleaved blocks: compared as independent samples';
    case 'build-level-missing':
      return (
        'one build per version that is not proven deterministic: the build-to-build variation cannot be estimated, so no change can be called from ' +
        'this interval; run at least 2 builds (binaries: 2 or more, identical outputs are then detected by their hash), or give a calibration prior'
      );
    case 'builds-differ': {
      const parts = note.sides.map(({ side, files, more }) => `${side} (${files.join(', ')}${more ? ', …' : ''})`);
      return `rebuilds produced different files in ${parts.join('; ')}: the build level stays in the model; a reproducible build would let it drop out`;
    }
    case 'warmup-cut': {
      const parts = note.cuts.map((cut) => `${cut.side} ${cut.executions} of ${cut.of}`);
      return `warm-up detected and cut in ${parts.join(', ')} executions: it moved an execution's mean by ${formatSignificant(note.largestShift * 100, 2)} % at most`;
    }
    case 'warmup-unchecked':
      return (
        `warm-up not checked in ${note.measured === 1 ? 'the one execution' : `${note.short === note.measured ? 'any' : note.short} of the ${note.measured} executions`}: ` +
        `they hold fewer than ${note.minValues} values, so a slow start stays in their means; let each process report ${note.minValues} or more`
      );
    case 'deterministic-build':
      return 'identical build outputs on every rebuild: the build level is deterministic and was collapsed';
    case 'scaled-unit': {
      const inUnit = note.unit === '' ? '' : ` ${note.unit}`;
      return (
        `values as ${note.exponent > 0 ? 'large' : 'small'} as 2^${note.exponent}${inUnit} would overflow or vanish when squared: analysed in units of ` +
        `2^${note.exponent}${inUnit} (exact in binary floating point) and scaled back; the relative change, its interval and the impact factors ` +
        `do not depend on the unit; variance components beyond the range of a number are left out, and numbers in notes are in the scaled unit`
      );
    }
    case 'not-measured':
      return `not measured: ${note.reason}`;
    case 'history-prior':
      return historyPriorText(note.use);
  }
}

// The same words for every benchmark the same history served, so the report says it once.
function historyPriorText(use: HistoryPriorUse): string {
  if (use.used) return `history prior used: the noise of ${use.runs} earlier runs on this runner with this design`;
  if (use.reason === 'design-changed') return `history prior not used: the design changed (history: ${use.was}; this run: ${use.now})`;
  return (
    `history prior not used: this run's noise is ${formatSignificant(use.ratio, 2)}× that of ${use.runs} earlier runs on this runner ` +
    `(F test, p = ${formatSignificant(use.pValue, 2)})`
  );
}

/** A trend's note (trend/trend-analysis.ts) in words; a reason from outside is returned as is (callers escape it). */
export function renderTrendNote(note: TrendNote): string {
  return note.kind === 'too-few-runs' ? note.reason : `${note.runs} older run${note.runs > 1 ? 's' : ''} in another unit left out`;
}

/** A verdict's note (analysis/decide.ts) in words. */
export function renderVerdictNote(note: VerdictNote): string {
  switch (note.kind) {
    case 'significant-inside-min-effect':
      return (
        `a change of ${formatPlainPercent(note.relative)} is significant but its interval lies inside ` +
        `±${formatPlainPercent(note.minEffect)}, the smallest change worth flagging`
      );
    case 'cannot-tell':
      return (
        (note.rule === 'overlap'
          ? "the two versions' intervals overlap"
          : `Δ interval [${formatPlainPercent(note.ci[0])}, ${formatPlainPercent(note.ci[1])}] includes 0`) +
        ` and reaches beyond ±${formatPlainPercent(note.minEffect)}: no change detected, but one of that size cannot be ruled out`
      );
  }
}

/** How an adaptive run's look decided a benchmark, or what the last look saw when none did (analyze-sequential.ts). */
export function renderStopping(stopping: SequentialStopping, benchmark: BenchmarkReport): string | null {
  const { look, looks, level } = stopping;
  if (stopping.decided) return `decided at look ${look} of ${looks}, after ${stopping.blocks} blocks (interval level ${level.toPrecision(2)})`;
  // Without an interval at the last look there is nothing to say about its width.
  const { interval, detectableEffect: detectable, budgetToSettle: settle } = stopping;
  if (!interval) return null;
  const { minEffect } = benchmark;
  return (
    `no decision ${look === looks ? 'by the last look' : 'yet'}: Δ interval [${formatPlainPercent(interval[0])}, ` +
    `${formatPlainPercent(interval[1])}] (level ${level.toPrecision(2)}) is wider than ±${formatPlainPercent(minEffect)}` +
    (detectable === null ? '' : `; the data could have detected ±${formatPlainPercent(detectable)} with 80 % power`) +
    (settle === null ? '' : `; a budget of about ${formatDuration(settle)} would settle ±${formatPlainPercent(minEffect)}`)
  );
}

/** A note as report.json writes it: its kind and values, and its words (`text`, which readers of the older string notes read). */
export type WrittenNote = { kind: string; text: string } & Record<string, unknown>;

/**
 * Every note of a benchmark, in the order the report shows them: the analysis's, then how the
 * verdict came about (the fixed design's verdict note, or an adaptive run's `stopping`).
 */
export function benchmarkNotes(benchmark: BenchmarkReport): WrittenNote[] {
  const stopping = (benchmark as SequentialBenchmarkReport).stopping;
  const stopped = stopping === undefined ? null : renderStopping(stopping, benchmark);
  const last: WrittenNote[] = benchmark.verdictNote
    ? [{ ...benchmark.verdictNote, text: renderVerdictNote(benchmark.verdictNote) }]
    : stopped === null
      ? []
      : [{ kind: 'stopping', text: stopped }];
  return [...benchmark.notes.map((note) => ({ ...note, text: renderNote(note) })), ...last];
}

/** Every note of a benchmark in words, in the order the report shows them. */
export function benchmarkNoteTexts(benchmark: BenchmarkReport): string[] {
  return benchmarkNotes(benchmark).map((note) => note.text);
}

/** A benchmark's recommended counts with each reason as `{ kind, …values, text }`, and `reason`: all of them in one sentence, as older files held it. */
function writtenCounts(counts: RecommendedCounts) {
  return {
    ...counts,
    reasons: counts.reasons.map((reason) => ({ ...reason, text: recommendationReasonText(reason) })),
    reason: recommendationReasonsText(counts.reasons),
  };
}

/** The suite's recommendation for the next run (planning/next-run.ts) as `{ kind, …values, text }` (`text`: report.md's line), or null. */
function writtenRecommendation(report: SuiteReport) {
  const next = recommendNextRun(report);
  if (next === null) return null;
  const text = renderNextRun(next);
  return next.kind === 'counts' ? { ...next, counts: writtenCounts(next.counts), text } : { ...next, text };
}

/**
 * report.json: the report with the run's notes, each benchmark's notes and recommended counts'
 * reasons, and the suite's recommendation as `{ kind, …values, text }` (`text`: the words
 * report.md shows; a run note's are markdown, escaped).
 */
export function reportJson(report: SuiteReport, runNotes: readonly RunNote[] = []): string {
  const written = (note: RunNote) => ({ ...note, text: renderRunNote(note) });
  const notes = runNotes.map(written);
  // The process metrics and the results' own record of the output notes, written as the rest are.
  const metrics = report.metrics === undefined ? {} : { metrics: report.metrics.map(writtenBenchmark) };
  const outputNotes = report.meta?.outputNotes;
  const meta = outputNotes === undefined ? {} : { meta: { ...report.meta, outputNotes: outputNotes.map(written) } };
  const benchmarks = report.benchmarks.map(writtenBenchmark);
  return `${JSON.stringify({ ...report, ...metrics, ...meta, notes, recommendation: writtenRecommendation(report), benchmarks }, null, 2)}\n`;
}

/** A benchmark as report.json writes it: its notes and its recommendation's reasons with their words, an adaptive run's stopping without its interval. */
function writtenBenchmark(benchmark: BenchmarkReport) {
  const { verdictNote: _verdictNote, ...rest } = benchmark;
  const stopping = (benchmark as SequentialBenchmarkReport).stopping;
  const written = { ...rest, notes: benchmarkNotes(benchmark), recommended: rest.recommended ? writtenCounts(rest.recommended) : rest.recommended };
  if (stopping === undefined) return written;
  const { interval: _interval, ...shown } = stopping;
  return { ...written, stopping: shown };
}

/** `no regression beyond +6.1 % (asked ±2.0 %)`: what an undecided interval rules out, beside the min-effect asked. */
export function renderRuledOut(note: RuledOutNote): string {
  const what = note.worse <= 0 ? 'no regression' : `no regression beyond ${formatRelative(note.bound, 2)}`;
  return `${what} (asked ${formatRelative(note.minEffect, 2).replace('+', '±')})`;
}

/** `≤ +6.1 %` for a table cell: the largest regression the interval still allows (`no regression` when it allows none). */
export function renderRuledOutShort(note: RuledOutNote): string {
  return note.worse <= 0 ? 'no regression' : `${note.bound < 0 ? '≥' : '≤'} ${formatRelative(note.bound, 2)}`;
}

/** `; no regression beyond +6.1 % in any of the 3 (asked ±2.0 %)`: what the undecided intervals still rule out; '' when none has one. */
export function suiteRuledOutText(benchmarks: readonly BenchmarkReport[]): string {
  const suite = suiteRuledOut(benchmarks);
  if (suite === null) return '';
  const text = renderRuledOut(suite.widest);
  return suite.benchmarks === 1 ? `; ${text}` : `; ${text.replace(' (asked', ` in any of the ${suite.benchmarks} (asked`)}`;
}

/** The legend's word on inconclusive rows: what the min-effect asked, and how to read `≤ +x %`. */
export function inconclusiveLegend(benchmarks: readonly BenchmarkReport[], minEffect: number): string {
  if (suiteRuledOut(benchmarks) === null) return 'Inconclusive: the data cannot tell yet.';
  return (
    `Inconclusive: the data cannot tell yet whether it changed by the min-effect (${formatRelative(minEffect, 2).replace('+', '±')}); ` +
    '≤ +x %: no regression beyond x % is left open (≥ −x % where higher is better).'
  );
}
