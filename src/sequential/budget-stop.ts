import type { BlockDecision, BlockProgress } from './block-progress.js';

/**
 * A fixed design bounded by time: run whole rounds until the next one would not fit the
 * budget (each round's time estimated by the mean so far). For `benchgate calibrate`, which
 * wants all the data the budget can buy and no early decision.
 */
export function stopWhenBudgetSpent(budgetSeconds: number): (progress: BlockProgress) => BlockDecision {
  return (progress) => {
    if (progress.elapsedSeconds >= budgetSeconds) return 'stop';
    if (progress.blocks % progress.blocksPerRound !== 0) return 'continue';
    const roundSeconds = (progress.measureSeconds / progress.blocks) * progress.blocksPerRound;
    return progress.elapsedSeconds + roundSeconds > budgetSeconds ? 'stop' : 'continue';
  };
}
