import type { AnalysisOptions } from '../config/analysis-options.js';
import { firstLookOutOfReach } from '../planning/long-processes.js';
import { firstUsefulRound } from '../planning/look-schedule.js';
import { planFromFirstBlock } from '../planning/process-plan.js';
import type { ResultsFile } from '../results/results-format.js';
import type { Spending } from '../stats/alpha-spending.js';
import type { BlockProgress } from './block-progress.js';

/** What the first block's costs say when the budget cannot reach the first look: the log lines, the stop's detail and the costs it planned from. */
export interface FirstBlockStop {
  lines: string[];
  detail: string;
  costs: { blockSeconds: number; buildSeconds: number };
}

/**
 * After the first block: when the budget cannot reach the first look at that block's cost
 * (processes that take minutes), what would (long-processes.ts): a larger budget, or shorter
 * processes; null when it can. Only costs enter this choice.
 */
export function firstBlockStop(
  progress: BlockProgress,
  first: ResultsFile,
  settings: { budgetSeconds: number; maxLooks: number; spending: Spending; format?: string },
  options: AnalysisOptions,
): FirstBlockStop | null {
  const elapsed = progress.elapsedSeconds;
  const format = settings.format === undefined ? {} : { format: settings.format };
  // Rounded as the stop records them, so that the report's plan (long-run-notes.ts) is this one.
  const planCosts = {
    blockSeconds: round3(progress.measureSeconds / progress.blocks),
    buildSeconds: round3(Math.max(0, elapsed - progress.measureSeconds)),
  };
  const target = { ...options, maxLooks: settings.maxLooks, spending: settings.spending };
  const plan = firstLookOutOfReach({
    budgetSeconds: settings.budgetSeconds,
    elapsedSeconds: elapsed,
    blocks: progress.blocks,
    measureSeconds: progress.measureSeconds,
    blocksToFirstLook: firstUsefulRound(progress.blocksPerRound) * progress.blocksPerRound,
    benchmarks: first.benchmarks.length,
    ...format,
    plan: planFromFirstBlock(first, { ...planCosts, ...format }, target),
  });
  return plan === null ? null : { lines: plan.lines, detail: plan.detail, costs: planCosts };
}

/** Seconds to the millisecond, as `meta.sequential` records them. */
export function round3(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}
