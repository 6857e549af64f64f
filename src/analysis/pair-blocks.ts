import type { PairedBlock } from '../stats/relative-change.js';
import type { AnalysedVersion } from './analyze-version.js';

/**
 * Base and head executions that share an interleaving block, as pairs. Blocks missing a side
 * (a failed execution) are left out. A deterministic build has no binary level, so its side
 * of the group key is the same for every block. When both versions were measured on several
 * runners, the group is the runner: the blocks of one runner share its runner-by-version effect.
 */
export function pairBlocks(base: AnalysedVersion, head: AnalysedVersion): PairedBlock[] {
  const headByBlock = new Map<number, AnalysedVersion['executions'][number]>();
  for (const execution of head.executions) if (execution.block !== undefined) headByBlock.set(execution.block, execution);
  const groupSide = (version: AnalysedVersion, binary: number) => (version.report.level === 'binary' ? String(binary) : '*');
  // Several runners: base and head of a block ran on the same runner; the runner is the unit (R − 1 df).
  const byRunner = base.report.level === 'runner' && head.report.level === 'runner';
  const pairs: PairedBlock[] = [];
  for (const execution of base.executions) {
    const partner = execution.block === undefined ? undefined : headByBlock.get(execution.block);
    if (!partner) continue;
    pairs.push({
      group: byRunner ? `runner ${execution.runner}/${partner.runner}` : `${groupSide(base, execution.binary)}/${groupSide(head, partner.binary)}`,
      base: execution.mean,
      head: partner.mean,
    });
  }
  return pairs;
}
