import { afterAll, describe, expect, it } from 'vitest';
import { resolveRunSettings } from '../../src/config/run-settings.js';
import type { ResultsFile } from '../../src/results/results-format.js';
import { runExperiment } from '../../src/runner/run-experiment.js';
import type { BlockProgress } from '../../src/sequential/block-progress.js';
import { createRepo, jsonlBench, recordingLogger, removeDir } from './git-fixture.js';

const repo = createRepo(
  { 'bench.mjs': jsonlBench(['parse'], { count: 4, warmup: 1 }) },
  { 'bench.mjs': jsonlBench(['parse'], { count: 4, warmup: 1, value: 12 }) },
);
afterAll(() => removeDir(repo));

const settings = resolveRunSettings(repo, [
  { base: 'base', head: 'head', bench: ['node', 'bench.mjs'], binaries: 2, executions: 3, seed: 5, timeoutSeconds: 30 },
]);

describe('runExperiment with block-wise control', () => {
  it('asks after every block, hands over the results so far, and leaves the blocks not run out', async () => {
    const seen: BlockProgress[] = [];
    let partial: ResultsFile | null = null;
    const results = await runExperiment(settings, {
      logger: recordingLogger(),
      afterBlock: (progress, results) => {
        seen.push(progress);
        if (progress.blocks < 4) return 'continue';
        partial = results();
        return 'stop';
      },
    });
    expect(seen.map((p) => p.blocks)).toEqual([1, 2, 3, 4]);
    expect(seen.every((p) => p.blocksPerRound === 2 && p.scheduledBlocks === 6)).toBe(true);
    expect(seen[3].executions).toEqual({ base: 4, head: 4 });
    expect(seen[3].failed).toEqual({ base: 0, head: 0 });
    expect(seen[3].elapsedSeconds).toBeGreaterThanOrEqual(seen[3].measureSeconds);
    // Two whole rounds ran: two executions of each binary, blocks 0–3, nothing recorded as failed.
    for (const side of ['base', 'head'] as const) {
      const binaries = results.benchmarks[0][side].binaries;
      expect(binaries.map((b) => b.executions.length)).toEqual([2, 2]);
      expect(binaries.flatMap((b) => b.executions.map((e) => e.block!)).sort()).toEqual([0, 1, 2, 3]);
      expect(binaries.flatMap((b) => b.executions).every((e) => e.failure === undefined && e.values.length === 3)).toBe(true);
    }
    expect(results.meta!.stoppedBy).toEqual({ reason: 'control', blocks: 4, scheduledBlocks: 6 });
    expect(results.meta!.executionsPerVersion).toBe(4);
    expect(partial!.benchmarks[0]).toEqual(results.benchmarks[0]);
  });

  it('starts no block once the budget is spent', async () => {
    let clock = 0;
    const logger = recordingLogger();
    // Each reading of the clock advances it by one second: the 5 s budget runs out after a few blocks.
    const results = await runExperiment(settings, { logger, now: () => (clock += 1000), budgetSeconds: 5 });
    const ran = results.benchmarks[0].base.binaries.reduce((sum, b) => sum + b.executions.length, 0);
    expect(ran).toBeGreaterThan(0);
    expect(ran).toBeLessThan(6);
    expect(results.meta!.stoppedBy).toEqual({ reason: 'budget', blocks: ran, scheduledBlocks: 6 });
    expect(logger.lines.some((line) => /block 1 done, \d+s of the 5s budget spent/.test(line))).toBe(true);
    expect(logger.lines.some((line) => /stopping before block \d: the budget of 5s is spent/.test(line))).toBe(true);
  });
});
