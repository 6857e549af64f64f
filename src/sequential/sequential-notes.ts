import { formatDuration } from '../report/format-numbers.js';
import type { SequentialSuiteReport } from './analyze-sequential.js';

const WHY: Record<string, string> = {
  decided: 'every benchmark was decided',
  budget: 'another round would not have fitted the budget',
  'max-rounds': 'the rounds that fit the budget ran',
  failures: 'too many executions failed',
  interrupted: 'the measuring ended before the design stopped it',
};

/**
 * The lines an adaptive run adds under the report's table (pass them as `extraNotes` to
 * renderMarkdownReport): the plan and why, why and when it stopped, time spent against the
 * budget, and what the intervals are. Empty for a fixed design.
 */
export function sequentialReportLines(report: SequentialSuiteReport): string[] {
  const s = report.sequential;
  if (!s) return [];
  const rounds = Math.floor(s.blocks / Math.max(1, s.blocksPerRound));
  const budget = s.budgetSeconds === null ? '' : ` of the ${formatDuration(s.budgetSeconds)} budget`;
  const spending = s.spending.kind === 'obrien-fleming' ? "O'Brien–Fleming-type" : s.spending.kind === 'pocock' ? 'Pocock-type' : `power-${s.spending.rho}`;
  const plan = report.meta?.plan as { reasons?: unknown } | undefined;
  const reasons = Array.isArray(plan?.reasons) ? plan.reasons.filter((r): r is string => typeof r === 'string') : [];
  return [
    ...reasons.map((reason) => `Plan: ${reason}.`),
    `Adaptive design: stopped after ${s.blocks} blocks (${rounds} of at most ${s.maxRounds} rounds) because ${WHY[s.stop.reason] ?? s.stop.reason}; ${formatDuration(s.spentSeconds)}${budget} spent.`,
    `Δ intervals are repeated confidence intervals (group-sequential, ${spending} alpha spending over ${s.looks} look${s.looks === 1 ? '' : 's'}, Bonferroni over benchmarks): their confidence holds although the run looked ${s.looks === 1 ? 'once' : `${s.looks} times`}.`,
  ];
}
