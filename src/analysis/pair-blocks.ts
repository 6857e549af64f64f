import type { PairedExecutions } from '../stats/crossed-model.js';
import { mean } from '../stats/descriptive.js';
import type { PairedBlock } from '../stats/relative-change.js';
import type { AnalysedVersion } from './analyze-version.js';

type Execution = AnalysedVersion['executions'][number];

/** Base and head executions that share an interleaving block; blocks missing a side (a failed execution) are left out. */
function completeBlocks(base: AnalysedVersion, head: AnalysedVersion): [Execution, Execution][] {
  const headByBlock = new Map<number, Execution>();
  for (const execution of head.executions) if (execution.block !== undefined) headByBlock.set(execution.block, execution);
  const pairs: [Execution, Execution][] = [];
  for (const execution of base.executions) {
    const partner = execution.block === undefined ? undefined : headByBlock.get(execution.block);
    if (partner) pairs.push([execution, partner]);
  }
  return pairs;
}

/**
 * Complete blocks as pairs grouped by runner, for versions measured on several runners: the
 * blocks of one runner share its runner-by-version effect, so the runner is the unit (R − 1 df).
 */
export function pairBlocksByRunner(base: AnalysedVersion, head: AnalysedVersion): PairedBlock[] {
  return completeBlocks(base, head).map(([b, h]) => ({ group: `runner ${b.runner}/${h.runner}`, base: b.mean, head: h.mean }));
}

/**
 * Complete blocks for the comparison model, each execution mean divided by its version's mean
 * over the complete blocks: on that relative scale both versions have mean 1 and the same
 * noise model applies to a version whose mean moved, and the difference of the two is the log
 * ratio to first order. Returns the pairs and the two means.
 */
export function relativePairs(base: AnalysedVersion, head: AnalysedVersion): { pairs: PairedExecutions[]; baseMean: number; headMean: number } {
  const blocks = completeBlocks(base, head);
  const baseMean = mean(blocks.map(([b]) => b.mean));
  const headMean = mean(blocks.map(([, h]) => h.mean));
  const pairs = blocks.map(([b, h]) => ({ baseBuild: b.binary, headBuild: h.binary, base: b.mean / baseMean, head: h.mean / headMean }));
  return { pairs, baseMean, headMean };
}

/**
 * The same pairs on one scale for both versions: every execution mean divided by the midpoint
 * M = (Ȳ_b + Ȳ_h)/2 of the two means, where relativePairs divides each version by its own.
 * The difference of the versions is then (Ȳ_h − Ȳ_b)/M, the log ratio to first order at no
 * change. Returns the pairs and M.
 */
export function midpointPairs(pairs: readonly PairedExecutions[], baseMean: number, headMean: number): { pairs: PairedExecutions[]; midpoint: number } {
  const midpoint = (baseMean + headMean) / 2;
  const baseFactor = baseMean / midpoint;
  const headFactor = headMean / midpoint;
  return { pairs: pairs.map((p) => ({ ...p, base: p.base * baseFactor, head: p.head * headFactor })), midpoint };
}
