import type { SuiteOutcome } from '../analysis/decide.js';
import type { MeasurementFailure } from '../analysis/measurement-failure.js';
import type { IncompleteRun } from '../analysis/missing-shards.js';
import type { BenchmarkReport, SuiteReport, UndecidedReason } from '../analysis/report-types.js';
import { escapeMarkdown } from './escape-markdown.js';
import { formatMeasure, scaleUnit } from './format-numbers.js';
import { suiteRuledOutText } from './notes.js';

/**
 * The outcome in one line (analysis/decide.ts decides which): 🔴 a regression, ⚠️ anything
 * undecided (or nothing compared), 🟢 improvements and nothing else changed, ✅ only when
 * everything was decided unchanged; ❌ when a version could not be measured or shards are missing, since that fails the check.
 */
export function headline(report: SuiteReport, outcome: SuiteOutcome, failures: readonly MeasurementFailure[], incomplete?: { run: IncompleteRun }): string {
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
export const UNDECIDED_TEXT: Record<UndecidedReason['kind'], { short: string; long: string }> = {
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
