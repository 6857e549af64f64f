import type { BenchmarkReport, SuiteReport } from '../analysis/report-types.js';
import type { RecommendedCounts } from '../stats/repetition-counts.js';
import { isRecord } from '../util/is-record.js';

/**
 * What the next run should do, for the whole suite, as a value (report/next-run.ts words it):
 * - `unsettleable`: an undecided benchmark of an adaptive run that no single run of up to a
 *   day settles at its min-effect at the noise measured;
 * - `same-budget`: the budget spent would settle the most demanding undecided benchmark in 4
 *   of 5 runs (80 % power): this run was one of the others;
 * - `budget`: the budget that would settle the most demanding undecided benchmark;
 * - `counts`: after a fixed design, the counts its most demanding benchmark asks for.
 * `of` is how many benchmarks the choice was made among (the undecided ones when there are any).
 */
export type NextRun =
  | { kind: 'unsettleable'; benchmark: string; minEffect: number }
  | { kind: 'same-budget'; benchmark: string; minEffect: number; budgetSeconds: number; of: number }
  | { kind: 'budget'; benchmark: string; minEffect: number; seconds: number; of: number }
  | { kind: 'counts'; benchmark: string; counts: RecommendedCounts; of: number; undecided: boolean };

/**
 * One recommendation for the whole suite. After an adaptive run (`budget`), whose settings are a
 * budget and not counts: what budget would settle the undecided benchmarks, or nothing when all
 * were decided. After a fixed design: the counts the most demanding benchmark asks for, taken
 * among the undecided ones when there are any (those are what more data would decide).
 * The report's adaptive fields (`sequential`, `stopping`) are read defensively: a report may
 * come from an older file.
 */
export function recommendNextRun(report: SuiteReport): NextRun | null {
  const sequential: unknown = (report as SuiteReport & { sequential?: unknown }).sequential;
  return isRecord(sequential) ? budgetRecommendation(report, sequential.budgetSeconds) : countsRecommendation(report);
}

/**
 * What an undecided benchmark of an adaptive run says would settle it (analyze-sequential.ts):
 * a budget in seconds, `none` when its noise was measured and no one run (up to a day, up to its
 * blocks; plan-design.ts) would, or null when it has no estimate to tell (e.g. a version that
 * could not be measured).
 */
function settlingOf(benchmark: BenchmarkReport): number | 'none' | null {
  const stopping: unknown = (benchmark as BenchmarkReport & { stopping?: unknown }).stopping;
  if (!isRecord(stopping)) return null;
  const seconds = stopping.budgetToSettle;
  if (typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0) return seconds;
  return seconds === null && typeof stopping.detectableEffect === 'number' ? 'none' : null;
}

function budgetRecommendation(report: SuiteReport, spentBudget: unknown): NextRun | null {
  const undecided = report.benchmarks.filter((b) => b.verdict === 'inconclusive').map((b) => ({ benchmark: b, settling: settlingOf(b) }));
  const unsettled = undecided.find((u) => u.settling === 'none')?.benchmark;
  if (unsettled) return { kind: 'unsettleable', benchmark: unsettled.name, minEffect: unsettled.minEffect };
  const budgets = undecided.flatMap((u) => (typeof u.settling === 'number' ? [{ benchmark: u.benchmark, seconds: u.settling }] : []));
  if (budgets.length === 0) return null;
  const { benchmark: chosen, seconds } = budgets.reduce((most, b) => (b.seconds > most.seconds ? b : most));
  const budget = typeof spentBudget === 'number' && Number.isFinite(spentBudget) ? spentBudget : null;
  if (budget !== null && seconds <= budget)
    return { kind: 'same-budget', benchmark: chosen.name, minEffect: chosen.minEffect, budgetSeconds: budget, of: budgets.length };
  return { kind: 'budget', benchmark: chosen.name, minEffect: chosen.minEffect, seconds, of: budgets.length };
}

function countsRecommendation(report: SuiteReport): NextRun | null {
  const candidates = report.benchmarks.filter((b) => b.recommended !== null);
  const undecided = candidates.filter((b) => b.verdict === 'inconclusive');
  const pool = undecided.length > 0 ? undecided : candidates;
  const cost = (b: BenchmarkReport) => (b.recommended ? [b.recommended.binaries, b.recommended.executions * b.recommended.measurements] : [0, 0]);
  const chosen = pool.reduce<BenchmarkReport | null>((best, b) => {
    if (best === null) return b;
    const [binaries, rest] = cost(b);
    const [bestBinaries, bestRest] = cost(best);
    return binaries > bestBinaries || (binaries === bestBinaries && rest > bestRest) ? b : best;
  }, null);
  const counts = chosen?.recommended;
  if (!chosen || !counts) return null;
  return { kind: 'counts', benchmark: chosen.name, counts, of: pool.length, undecided: undecided.length > 0 };
}
