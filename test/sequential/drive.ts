import type { AnalysisOptions } from '../../src/config/analysis-options.js';
import type { BenchmarkRecord, ResultsFile } from '../../src/results/results-format.js';
import type { BlockProgress } from '../../src/sequential/block-progress.js';
import { SequentialController } from '../../src/sequential/sequential-controller.js';
import { resultsUpToBlock } from '../../src/sequential/truncate-results.js';

/**
 * Marks a simulated benchmark's binaries as the checked-out source itself (no build command),
 * which proves a single build per version deterministic, as the runner's `source:` hash does.
 */
export function fromSource(record: BenchmarkRecord): BenchmarkRecord {
  const copy = structuredClone(record);
  for (const side of [copy.base, copy.head]) for (const binary of side.binaries) binary.outputHash = 'source:0123abcd';
  return copy;
}

/**
 * Renumbers a simulated benchmark's blocks into run order: round j, base binary k is block
 * j·l + k, as the runner's schedule has it (rounds of all binaries), and its partner is head
 * binary (k + j) mod l.
 */
export function inRunOrder(record: BenchmarkRecord): BenchmarkRecord {
  const copy = structuredClone(record);
  const l = copy.base.binaries.length;
  copy.base.binaries.forEach((binary, k) => binary.executions.forEach((execution, j) => (execution.block = j * l + k)));
  copy.head.binaries.forEach((binary, h) => binary.executions.forEach((execution, j) => (execution.block = j * l + ((((h - j) % l) + l) % l))));
  return copy;
}

/**
 * Feeds a controller block by block as the runner would: `secondsPerBlock` of measuring after
 * `buildSeconds` of builds. Returns the blocks run and the results as the run would record them.
 */
export function drive(
  controller: SequentialController,
  full: ResultsFile,
  timing: { buildSeconds: number; secondsPerBlock: number | ((block: number) => number); failedPerBlock?: (block: number) => { base: number; head: number } },
): { blocks: number; results: ResultsFile } {
  const l = full.benchmarks[0].base.binaries.length;
  const scheduled = Math.min(...full.benchmarks[0].base.binaries.map((b) => b.executions.length)) * l;
  const failed = { base: 0, head: 0 };
  let measured = 0;
  for (let blocks = 1; blocks <= scheduled; blocks++) {
    measured += typeof timing.secondsPerBlock === 'number' ? timing.secondsPerBlock : timing.secondsPerBlock(blocks);
    const extra = timing.failedPerBlock?.(blocks) ?? { base: 0, head: 0 };
    failed.base += extra.base;
    failed.head += extra.head;
    const progress: BlockProgress = {
      blocks,
      blocksPerRound: l,
      scheduledBlocks: scheduled,
      elapsedSeconds: timing.buildSeconds + measured,
      measureSeconds: measured,
      executions: { base: blocks, head: blocks },
      failed: { ...failed },
    };
    if (controller.afterBlock(progress, () => resultsUpToBlock(full, blocks)) === 'stop' || blocks === scheduled) {
      const results = resultsUpToBlock(full, blocks);
      results.meta = { sequential: controller.record(), totalSeconds: progress.elapsedSeconds };
      return { blocks, results };
    }
  }
  throw new Error('unreachable');
}

export function options(overrides: Partial<AnalysisOptions> = {}): AnalysisOptions {
  return {
    confidence: 0.95,
    minEffect: 0,
    rule: 'interval',
    correction: 'holm',
    design: 'auto',
    estimator: 'mean',
    maxFailureShare: 0.25,
    seed: 1,
    bootstrapReplicates: 0,
    policies: [],
    moderate: true,
    ...overrides,
  };
}
