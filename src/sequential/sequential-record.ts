import { STOP_REASONS } from '../results/results-meta.js';
import type { Spending } from '../stats/alpha-spending.js';

/** Why the measuring stopped (the reader takes any name: results/results-meta.ts). */
export { STOP_REASONS };
export type StopReason = (typeof STOP_REASONS)[number];

/** One look as it happened. */
export interface LookPoint {
  /** Rounds finished (executions per binary). */
  round: number;
  /** Blocks finished: the look saw every execution with a block below this. */
  blocks: number;
  /**
   * Information fraction used for spending: blocks / (maxRounds × blocksPerRound) with the
   * rounds that fit the budget as planned at this look (1 at the final look) when the run grows
   * by rounds, whose boundaries take the information from the blocks; the share of the budget
   * spent when it grows by builds, whose boundaries take it from these fractions.
   */
  fraction: number;
  /** The final look spends all the error that is left. */
  final: boolean;
  /** Benchmarks the look's α was split over (Bonferroni). */
  divisor: number;
  /** Nominal two-sided level of each benchmark's interval at this look. */
  level: number;
  elapsedSeconds: number;
}

/**
 * `meta.sequential` in results.json: the design of an adaptive run and what happened, enough
 * to replay every look from the final results (replay-sequential.ts), so `benchgate analyze`
 * and the fork-safe comment workflow reach the same verdicts as the run.
 */
export interface SequentialRecord {
  version: 1;
  /** SEQUENTIAL_METHOD when this benchgate wrote it; a results file may name another (it is reported as recorded). */
  method: string;
  spending: Spending;
  /** Total error, 1 − confidence, at run time. */
  alpha: number;
  /** Blocks per round: the number of binaries per version. */
  blocksPerRound: number;
  /** Rounds that fit the budget, as last planned from the mean time of the rounds so far (re-planned after every round). */
  maxRounds: number;
  maxLooks: number;
  budgetSeconds: number | null;
  looks: LookPoint[];
  /** `reason` is a StopReason when this version wrote it; a results file from a newer one may name another. */
  stop: {
    reason: StopReason | (string & {});
    round: number;
    blocks: number;
    elapsedSeconds: number;
    detail: string;
    costs?: { blockSeconds: number; buildSeconds: number };
  };
  /** How the run grew between looks (growth-mode.ts); absent in older files: rounds. */
  growth?: 'rounds' | 'builds';
  /** Blocks run on each build pair added (growth `builds`). */
  buildBlocks?: number;
  /**
   * `repeated-t`: a comparison without a build level (the paired t test) was bounded by the
   * exact repeated t boundaries (sequential-t-bounds.ts). Absent in files written before them:
   * every comparison used the t quantile at the look's nominal level, and the replay does too.
   */
  tBoundaries?: 'repeated-t';
}

export const SEQUENTIAL_METHOD = 'repeated confidence intervals, group-sequential alpha spending, Bonferroni over benchmarks' as const;
