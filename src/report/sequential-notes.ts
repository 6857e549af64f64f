import { escapeMarkdown } from './escape-markdown.js';
import { formatDuration } from './format-numbers.js';
import type { SequentialSuiteReport } from '../sequential/analyze-sequential.js';

const WHY: Record<string, string> = {
  decided: 'every benchmark was decided',
  answered: 'the one question it measured for was answered',
  futile: 'no benchmark left undecided could be decided within the budget: the interval could not narrow to ±min-effect, and a change was improbable',
  budget: 'another round would not have fitted the budget',
  'first-look': 'its first block showed that the budget cannot reach the first look',
  'max-rounds': 'the last round it planned ran',
  failures: 'too many executions failed',
  'build-failed': 'a build added during the run failed (the run went on to a final look without it)',
  proved: 'the proof of no change found identical inputs, so nothing was measured',
  interrupted: 'the measuring ended before the design stopped it',
};

/** The reasons that read differently when the run grew by builds. */
const WHY_BUILDS: Record<string, string> = {
  budget: 'another build of each version and its blocks would not have fitted the budget',
  'max-rounds': 'the most builds a run makes were made',
};

/** At most this many plan reasons, each cut to this length: results.json may come from a fork. */
const MAX_REASONS = 10;
const MAX_REASON_LENGTH = 600;

/** A count recorded in results.json, as text; anything but a whole number ≥ 0 reads `?`. */
const count = (value: unknown): string => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : '?');
/** A duration recorded in results.json; anything but a finite number ≥ 0 reads `?`. */
const duration = (value: unknown): string => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? formatDuration(value) : '?');

/**
 * The lines an adaptive run adds under the report's table (pass them as `extraNotes` to
 * renderMarkdownReport): the plan and why, why and when it stopped, time spent against the
 * budget, and what the intervals are. Empty for a fixed design.
 *
 * Everything here comes from results.json, which in `mode: comment` a fork's run wrote: strings
 * are escaped (no links, mentions, HTML or markdown reach the privileged comment), numbers
 * are shown only when they are numbers, and unknown stop reasons are escaped like any text.
 */
export function sequentialReportLines(report: SequentialSuiteReport): string[] {
  const s = report.sequential;
  if (!s) return [];
  const blocks = s.blocks as unknown;
  const perRound = s.blocksPerRound as unknown;
  const rounds = typeof blocks === 'number' && typeof perRound === 'number' ? count(Math.floor(blocks / Math.max(1, perRound))) : '?';
  const budget = s.budgetSeconds === null ? '' : ` of the ${duration(s.budgetSeconds)} budget`;
  const spending = spendingName(s.spending);
  const plan = report.meta?.plan;
  const reasons = (plan?.reasons ?? []).slice(0, MAX_REASONS);
  const reason = (text: string) => escapeMarkdown(text.length > MAX_REASON_LENGTH ? `${text.slice(0, MAX_REASON_LENGTH)}…` : text);
  const stop = s.stop.reason as unknown;
  const byBuilds = s.growth === 'builds';
  const known = (table: Record<string, string>) => typeof stop === 'string' && Object.hasOwn(table, stop);
  const why = byBuilds && known(WHY_BUILDS) ? WHY_BUILDS[stop as string] : known(WHY) ? WHY[stop as string] : reason(String(stop));
  const looks = count(s.looks);
  const added =
    s.addedBuilds === 0
      ? 'the builds differed, so after the first look it was to add builds rather than rounds, but none was added'
      : `the builds differed, so after the first look it added builds rather than rounds: ${count(s.addedBuilds)} more per version, ` +
        `${count(s.buildBlocks)} block${s.buildBlocks === 1 ? '' : 's'} each (the build level narrows only with more builds)`;
  const grew = byBuilds
    ? `${added}; stopped after ${count(blocks)} blocks because ${why}`
    : `stopped after ${count(blocks)} blocks (${rounds} of at most ${count(s.maxRounds)} rounds) because ${why}`;
  // The plan for processes too long for the budget: what was measured and what would decide.
  const detail = s.stop.detail as unknown;
  const tooLong = stop === 'first-look' && typeof detail === 'string' ? [`Too long for the budget: ${reason(detail)}.`] : [];
  const answered = stop === 'answered' && typeof detail === 'string' ? [`Answered: ${reason(detail)}.`] : [];
  return [
    ...reasons.map((r) => `Plan: ${reason(r)}.`),
    `Adaptive design: ${grew}; ${duration(s.spentSeconds)}${budget} spent.`,
    ...tooLong,
    ...answered,
    `Δ intervals are repeated confidence intervals (group-sequential, ${spending} alpha spending over ${looks} look${s.looks === 1 ? '' : 's'}, ` +
      `Bonferroni over benchmarks): their confidence holds although the run looked ${s.looks === 1 ? 'once' : `${looks} times`}.`,
  ];
}

/** The spending function's name; parameters recorded in results.json are shown only when they are finite numbers. */
function spendingName(spending: { kind: string; rho?: unknown; gamma?: unknown }): string {
  const parameter = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : '?');
  switch (spending.kind) {
    case 'obrien-fleming':
      return "O'Brien–Fleming-type";
    case 'pocock':
      return 'Pocock-type';
    case 'hsd':
      return `Hwang–Shih–DeCani (γ = ${parameter(spending.gamma)})`;
    case 'power':
      return `power-${parameter(spending.rho)}`;
    default:
      return escapeMarkdown(spending.kind);
  }
}
