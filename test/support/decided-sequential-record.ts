/** The `sequential` record of an adaptive run with `spending` that decided at its third look: 12 blocks, 300 of its 600 s. */
export function decidedSequentialRecord(spending: { kind: string; gamma?: number }) {
  return {
    method: 'group-sequential',
    spending,
    budgetSeconds: 600,
    spentSeconds: 300,
    blocks: 12,
    blocksPerRound: 4,
    maxRounds: 5,
    looks: 3,
    stop: { reason: 'decided', round: 3, blocks: 12, elapsedSeconds: 300, detail: '' },
  };
}
