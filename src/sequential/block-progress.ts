import type { VersionSide } from '../results/results-format.js';

/** Where the measuring stands after a block (the runner reports it; block-wise control decides on it). */
export interface BlockProgress {
  /** Blocks finished. */
  blocks: number;
  /** Blocks per round: every round runs one execution of each of the l binaries (l: the builds per version so far). */
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
  /**
   * More builds cannot add information: the builds of both versions had identical outputs
   * (the rest were skipped), or there is no build command. Absent: unknown, and a control
   * keeps to rounds.
   */
  identicalBuilds?: boolean;
  /** Mean wall seconds of one build so far (worktree, commands, hashing), both versions; null without a build command. Absent: unknown. */
  buildSeconds?: number | null;
  /**
   * Set (what failed, one line) when a build the control added after this block failed: the
   * runner calls the control once more with it, then ends the measuring whatever it decides
   * (the schedule ends at this block), so this call is the control's last chance of a final look.
   */
  addedBuildFailed?: string;
}

/**
 * Build one more binary of each version (base then head, in fresh worktrees, hashed like the
 * first ones), then run `blocks` blocks that pair the new base build with the new head build,
 * before whatever remains of the schedule. The runner calls the control after each of them as
 * after any block.
 */
export interface AddBuild {
  addBuild: { blocks: number };
}

export type BlockDecision = 'continue' | 'stop' | AddBuild;

export function isAddBuild(decision: BlockDecision): decision is AddBuild {
  return typeof decision === 'object';
}
