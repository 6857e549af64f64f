import { describe, expect, it } from 'vitest';
import { GENERATORS } from '../../bench/simulation/generators.js';
import { StagedExperiment } from '../../bench/simulation/staged-model.js';
import { runStaged } from '../../bench/simulation/staged-run.js';
import { analyzeWithStopping } from '../../src/sequential/analyze-sequential.js';
import { SequentialController } from '../../src/sequential/sequential-controller.js';
import { DEFAULT_MAX_LOOKS, DEFAULT_SPENDING } from '../../src/stats/alpha-spending.js';
import { options } from './drive.js';

/**
 * The look halfway through the first added build pair's blocks (MID_PAIR_LOOK), on
 * bench:verdict-time's slowest cell against the fixed 3 × 5 design (48 s): the heavy-tailed
 * generator at +25 %, the default design (4 minutes, builds 3 s, blocks 2 s).
 */
function run(seed: number, waveBlocks?: number) {
  const controller = new SequentialController(
    {
      alpha: 0.05,
      spending: DEFAULT_SPENDING,
      maxLooks: DEFAULT_MAX_LOOKS,
      budgetSeconds: 240,
      maxFailureShare: 1,
      ...(waveBlocks === undefined ? {} : { waveBlocks }),
    },
    options({ minEffect: 0.02 }),
  );
  const staged = runStaged(controller, new StagedExperiment(GENERATORS.heavyTailed, seed, 0.25), {
    builds: 3,
    buildSeconds: 3,
    blockSeconds: 2,
    identicalBuilds: false,
    rounds: 200,
    seed,
  });
  return { controller, staged };
}

describe('the look halfway through the first added pair', () => {
  it('decides a large change that outliers kept undecided at the first look without waiting for the whole pair', () => {
    // Seed 20,300,007 of bench:verdict-time's cell: 7 blocks per pair, so without the mid-pair
    // look the second look would come after 6 + 7 = 13 blocks; it comes after 10 and decides there.
    // (Seed 20,300,001, 8 blocks per pair, decided at the mid-pair look until the comparison
    // took the weaker of its two fits; it now decides at 22 blocks, as before the look existed.)
    const { controller, staged } = run(20_300_007);
    const record = controller.record();
    expect(record.buildBlocks).toBe(7);
    expect(record.looks.map((l) => l.blocks)).toEqual([6, 10]);
    expect(record.stop.reason).toBe('decided');
    expect(controller.decisions.get('bench')!.verdict).toBe('regression');
    // The replay of the recorded looks reaches the same verdict.
    expect(analyzeWithStopping(staged.results, options({ minEffect: 0.02 })).benchmarks[0].verdict).toBe('regression');
  });

  it('is not made when the pairs are short (under 4 blocks): their next look comes soon anyway', () => {
    const { controller } = run(20_300_001, 2);
    const blocks = controller.record().looks.map((l) => l.blocks);
    expect(blocks.slice(0, 3)).toEqual([6, 8, 10]);
  });
});
