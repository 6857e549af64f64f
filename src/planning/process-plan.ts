import type { ResultsFile } from '../results/results-format.js';
import { processMetricOf } from '../parsers/process-metric-names.js';
import { DEFAULT_MAX_LOOKS, DEFAULT_SPENDING, type Spending } from '../stats/alpha-spending.js';
import { median } from '../stats/descriptive.js';
import { formatDuration, formatShare } from '../util/format-numbers.js';
import type { PairedNoise } from './paired-noise.js';
import { budgetToSettle, planLevel } from './plan-design.js';
import type { RunCosts } from './run-costs.js';
import { type ProcessPlan } from './long-processes.js';

/**
 * The plan a run stopped for long processes proposes, from its first block: the process length
 * (the harness's own option) and the budget that together reach a decision. Pure.
 */

/**
 * The paired log ratio's variance per block, from the first block alone: the benchmarks' log
 * ratios log(head/base) of that block, their robust spread across benchmarks, (1.4826·MAD)².
 * One block has one pair per benchmark, so its own variance cannot be seen; pooled over the
 * suite it can, on the assumption that most benchmarks did not change much (real changes
 * widen the spread, which errs towards a larger budget). Null below 3 benchmarks.
 */
export function firstBlockVariance(results: ResultsFile): number | null {
  const ratios: number[] = [];
  for (const b of results.benchmarks) {
    // A process's own metrics (CPU time, RSS, context switches) are not benchmarks of the suite.
    if (processMetricOf(b.name) !== null) continue;
    const mean = (side: 'base' | 'head') => {
      const values = b[side].binaries.flatMap((binary) => binary.executions.filter((e) => (e.block ?? 0) === 0).flatMap((e) => e.values ?? []));
      return values.length === 0 ? null : values.reduce((s, v) => s + v, 0) / values.length;
    };
    const base = mean('base');
    const head = mean('head');
    if (base !== null && head !== null && base > 0 && head > 0) ratios.push(Math.log(head / base));
  }
  if (ratios.length < 3) return null;
  const center = median(ratios);
  return (1.4826 * median(ratios.map((r) => Math.abs(r - center)))) ** 2;
}

/**
 * The seconds the first block's processes took (their recorded durations, summed), so that the
 * run's log and a report recomputed from results.json plan from the same number; null when
 * they were not recorded.
 */
export function firstBlockSeconds(results: ResultsFile): number | null {
  const first = results.benchmarks[0];
  if (first === undefined) return null;
  const durations = [first.base, first.head].flatMap((side) =>
    side.binaries.flatMap((binary) => binary.executions.filter((e) => (e.block ?? 0) === 0).map((e) => e.durationMs)),
  );
  if (durations.length === 0 || durations.some((d) => typeof d !== 'number' || !Number.isFinite(d) || d < 0)) return null;
  return durations.reduce((sum: number, d) => sum + (d as number), 0) / 1000;
}

/**
 * Seconds benchmark.js spends on each benchmark beyond its `maxTime` when that cannot be told
 * from the process (its calibration cycles, the minimum samples, clean-up): measured on
 * fixtures/long-suite, 0.5–0.6 s a benchmark at maxTime 0.05, 0.8 and 5 s.
 */
export const BENCHMARKJS_OVERHEAD_SECONDS = 0.5;
/** benchmark.js's default maxTime (seconds), which a suite that sets none runs with. */
const BENCHMARKJS_MAX_TIME = 5;
/** Budgets up to this long are proposed for min-effect itself; beyond, a budget for COARSE_EFFECT is proposed first. */
export const PROPOSED_BUDGET_LIMIT_SECONDS = 60 * 60;
/** The change a first, affordable run is planned to detect when min-effect needs more than PROPOSED_BUDGET_LIMIT_SECONDS. */
export const COARSE_EFFECT = 0.1;

export interface ProcessPlanInput {
  /** Seconds one block (a base and a head process) took. */
  blockSeconds: number;
  /** Seconds all builds so far took (2 per version for a deterministic build). */
  buildSeconds: number;
  /** Benchmarks in one process. */
  benchmarks: number;
  format?: string;
  /** firstBlockVariance. */
  perBlockVariance: number;
  minEffect: number;
  confidence: number;
  /** Bonferroni divisor: the benchmarks compared. */
  divisor: number;
  maxLooks?: number;
  spending?: Spending;
}

/**
 * Process length and budget together, from the first block: benchmark.js's maxTime that
 * shortens the processes (as long as its own overhead per benchmark: shorter saves at most
 * half the time and makes each value noisier), and the budget whose adaptive design detects
 * min-effect with 80 % power at that process length (plan-design.ts's budgetToSettle, with the
 * first block's variance as the per-block noise and the builds as measured). When min-effect
 * needs more than an hour, the budget for a 10 % change is proposed, and min-effect's named.
 * Null when no budget up to a day detects even that.
 */
export function processPlan(input: ProcessPlanInput): ProcessPlan | null {
  const { blockSeconds, benchmarks } = input;
  if (!(blockSeconds > 0) || !(input.perBlockVariance >= 0)) return null;
  const processNow = blockSeconds / 2;
  let maxTime: number | null = null;
  let processSeconds = processNow;
  if (input.format === 'benchmarkjs' && benchmarks > 0) {
    const perBenchmark = processNow / benchmarks;
    const overhead = Math.max(BENCHMARKJS_OVERHEAD_SECONDS, perBenchmark - BENCHMARKJS_MAX_TIME);
    const advised = Math.max(0.1, Math.floor(10 * overhead) / 10);
    const shorter = benchmarks * (advised + overhead);
    if (shorter < 0.8 * processNow) {
      maxTime = advised;
      processSeconds = shorter;
    }
  }
  const noise: PairedNoise = {
    binary: 0,
    execution: Math.max(input.perBlockVariance, 1e-12),
    measurement: 0,
    deterministicBuild: true,
    measurements: 1,
    warmup: 0,
    rounds: 1,
  };
  const costs: RunCosts = { buildSeconds: Math.max(0, input.buildSeconds) / 4, executionSeconds: processSeconds, startupSeconds: null };
  const level = planLevel({
    confidence: input.confidence,
    divisor: input.divisor,
    maxLooks: input.maxLooks ?? DEFAULT_MAX_LOOKS,
    spending: input.spending ?? DEFAULT_SPENDING,
  });
  const forMinEffect = budgetToSettle(noise, costs, input.minEffect, level);
  const coarse = (forMinEffect === null || forMinEffect > PROPOSED_BUDGET_LIMIT_SECONDS) && input.minEffect < COARSE_EFFECT;
  const budget = coarse ? budgetToSettle(noise, costs, COARSE_EFFECT, level) : forMinEffect;
  if (budget === null) return null;
  const effect = coarse ? COARSE_EFFECT : input.minEffect;
  const budgetMinutes = Math.ceil(budget / 60);
  const minEffectMinutes = coarse ? (forMinEffect === null ? null : Math.ceil(forMinEffect / 60)) : undefined;
  const blocks = Math.max(2, Math.floor((budget - 4 * costs.buildSeconds) / (2 * processSeconds)));
  const lines = [
    ...(maxTime === null ? [] : [`Benchmark.options.maxTime = ${maxTime}; // in the suite, before it runs`]),
    `budget: ${budgetMinutes}   # benchgate's input (CLI: --budget ${budgetMinutes})`,
  ];
  const spread = formatShare(Math.sqrt(noise.execution));
  const length =
    maxTime === null
      ? `processes as they are (${formatDuration(processSeconds)})`
      : `benchmark.js maxTime ${maxTime} s (processes of about ${formatDuration(processSeconds)}, now ${formatDuration(processNow)})`;
  const other =
    minEffectMinutes === undefined || !(input.minEffect > 0)
      ? ''
      : ` (±${formatShare(input.minEffect)}, the min-effect, would need ${minEffectMinutes === null ? 'more than a day' : formatDuration(60 * minEffectMinutes)})`;
  const sentence =
    `the first block's changes spread by ±${spread} across the ${benchmarks} benchmarks (one block's noise), so about ${blocks} blocks ` +
    `detect ±${formatShare(effect)} with 80 % power${other}: ${length} and a budget of ${budgetMinutes} min`;
  return { maxTime, processSeconds, effect, budgetMinutes, minEffectMinutes, lines, sentence };
}

export interface FirstBlockCosts {
  /** Seconds one block took. */
  blockSeconds: number;
  /** Seconds all builds took. */
  buildSeconds: number;
  format?: string;
}

export interface PlanTarget {
  minEffect: number;
  confidence: number;
  /** `none`: no Bonferroni divisor; any other correction divides by the benchmarks. */
  correction: string;
  maxLooks?: number;
  spending?: Spending;
}

/** processPlan from a run's results after its first block (firstBlockVariance) and that block's costs; null when they give none. */
export function planFromFirstBlock(results: ResultsFile, costs: FirstBlockCosts, target: PlanTarget): ProcessPlan | null {
  const variance = firstBlockVariance(results);
  if (variance === null) return null;
  const benchmarks = results.benchmarks.filter((b) => processMetricOf(b.name) === null).length;
  return processPlan({
    ...costs,
    blockSeconds: firstBlockSeconds(results) ?? costs.blockSeconds,
    benchmarks,
    perBlockVariance: variance,
    minEffect: target.minEffect,
    confidence: target.confidence,
    divisor: target.correction === 'none' ? 1 : benchmarks,
    ...(target.maxLooks === undefined ? {} : { maxLooks: target.maxLooks }),
    ...(target.spending === undefined ? {} : { spending: target.spending }),
  });
}
