import type { VersionSide } from '../results/results-format.js';

/** Where the measuring stands after a block (the runner reports it; block-wise control decides on it). */
export interface BlockProgress {
  /** Blocks finished. */
  blocks: number;
  /** Blocks per round: every round runs one execution of each of the l binaries. */
  blocksPerRound: number;
  /** Blocks in the schedule (the most that can run). */
  scheduledBlocks: number;
  /** Seconds since the experiment started, builds included. */
  elapsedSeconds: number;
  /** Seconds since the measuring started. */
  measureSeconds: number;
  /** Executions run so far per version, failed ones included. */
  executions: Record<VersionSide, number>;
  failed: Record<VersionSide, number>;
}

export type BlockDecision = 'continue' | 'stop';
