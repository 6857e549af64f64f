import { describe, expect, it } from 'vitest';
import { GENERATORS, type Generator } from '../../bench/simulation/generators.js';
import { StagedExperiment } from '../../bench/simulation/staged-model.js';
import { runStaged, type StagedRun } from '../../bench/simulation/staged-run.js';
import { analyzeWithStopping } from '../../src/sequential/analyze-sequential.js';
import { isAddBuild } from '../../src/sequential/block-progress.js';
import { SequentialController, type SequentialSettings } from '../../src/sequential/sequential-controller.js';
import { resultsUpToBlock } from '../../src/sequential/truncate-results.js';
import { options } from './drive.js';
import { pairedNoiseFit } from '../../src/planning/paired-noise.js';
import { waveBlocks } from '../../src/sequential/wave-size.js';

const settings = (overrides: Partial<SequentialSettings> = {}): SequentialSettings => ({
  alpha: 0.05,
  spending: { kind: 'hsd', gamma: -1 },
  maxLooks: 8,
  budgetSeconds: 120,
  maxFailureShare: 0.25,
  ...overrides,
});

interface DriveOptions {
  identicalBuilds?: boolean;
  /** Builds per version before measuring (3). */
  builds?: number;
  /** What an added pair really takes, against the 3 s per build the progress reports (6). */
  pairSeconds?: number;
}

/**
 * Runs the controller as run-experiment.ts does (runStaged), on the nested model generated
 * block by block: 3 builds per version (3 s each), 2 s per block, and a build pair with its
 * blocks inserted whenever the controller asks.
 */
function drive(controller: SequentialController, generator: Generator, change: number, seed: number, driveOptions: DriveOptions = {}): StagedRun {
  const { identicalBuilds = false, builds = 3, pairSeconds = 6 } = driveOptions;
  return runStaged(controller, new StagedExperiment(generator, seed, change), {
    builds,
    buildSeconds: 3,
    pairSeconds,
    blockSeconds: 2,
    identicalBuilds,
    rounds: 200,
    seed,
  });
}

const gaussian = GENERATORS.gaussian;

describe('SequentialController growing by builds', () => {
  it('looks after round 2, then adds build pairs with their blocks, looking after pairs spread geometrically, until the budget', () => {
    const messages: string[] = [];
    const controller = new SequentialController(settings({ waveBlocks: 2 }), options({ minEffect: 0.02 }), (m) => messages.push(m));
    const { decisions, builds, results } = drive(controller, gaussian, 0.03, 7);
    const record = controller.record();
    // First look after 2 rounds of 3 builds (6 blocks, 30 s). 9 pairs of 10 s fit the 90 s left;
    // the other looks go after pairs 1, 2, 3, 4, 6 and 9 (geometric), each pair 2 blocks.
    const lookBlocks = [6, 8, 10, 12, 14, 18, 24];
    expect(record.looks.map((l) => l.blocks)).toEqual(lookBlocks.slice(0, record.looks.length));
    expect(record.looks.length).toBeLessThanOrEqual(8);
    expect(decisions[5]).toEqual({ addBuild: { blocks: 2 } });
    expect(builds.slice(5, 10)).toEqual([3, 4, 4, 5, 5]);
    // The information fraction is the share of the budget spent; the last look is final and
    // came when another pair (6 s) and its blocks (4 s) would not fit the 120 s.
    expect(record.looks[0].fraction).toBeCloseTo(30 / 120, 10);
    const last = record.looks.at(-1)!;
    if (record.stop.reason === 'budget') {
      expect(last.final).toBe(true);
      expect(last.elapsedSeconds + 10).toBeGreaterThan(120);
      expect(record.stop.detail).toMatch(/another build of each version and its blocks/);
    } else expect(record.stop.reason).toBe('decided');
    expect(messages.join('\n')).toMatch(
      /one more of each version \(~6\.0 s\) with 2 blocks between them \(~4\.0 s\), up to 9 more; looks now and after added pairs 1, 2, 3, 4, 6, 9/,
    );
    // Every added build ran exactly its own 2 blocks, paired with the head build added with it.
    const base = results.benchmarks[0].base.binaries;
    const head = results.benchmarks[0].head.binaries;
    for (let k = 3; k < base.length; k++) {
      expect(base[k].executions.map((e) => e.block)).toEqual(head[k].executions.map((e) => e.block));
      expect(base[k].executions).toHaveLength(2);
    }
  });

  it('decides a large change at the first look, before adding any build', () => {
    const controller = new SequentialController(settings(), options({ minEffect: 0.02 }));
    const { decisions } = drive(controller, gaussian, 0.25, 3);
    expect(controller.record().stop.reason).toBe('decided');
    expect(controller.decisions.get('bench')!.verdict).toBe('regression');
    expect(decisions.some(isAddBuild)).toBe(false);
  });

  it('is replayed from the final results to the same decisions (analyze and the comment agree with the run)', () => {
    for (const [change, seed] of [
      [0.06, 21],
      [0, 22],
    ] as const) {
      const controller = new SequentialController(settings({ waveBlocks: 2 }), options({ minEffect: 0.02 }));
      const { results } = drive(controller, gaussian, change, seed);
      const looks = controller.record().looks;
      expect(looks.length).toBeGreaterThan(1);
      // What each look saw is what the block index truncation gives back: its executions, and
      // only the builds made by then (3, then one more per pair of 2 blocks).
      for (const look of looks) {
        for (const side of ['base', 'head'] as const) {
          const binaries = resultsUpToBlock(results, look.blocks).benchmarks[0][side].binaries;
          expect(binaries.flatMap((b) => b.executions)).toHaveLength(look.blocks);
          expect(binaries).toHaveLength(3 + (look.blocks - 6) / 2);
          expect(binaries.every((b) => b.executions.length > 0)).toBe(true);
        }
      }
      const report = analyzeWithStopping(results, options({ minEffect: 0.02 }));
      const live = controller.decisions.get('bench')!.verdict ?? 'inconclusive';
      expect(report.benchmarks[0].verdict).toBe(live);
    }
  });

  it('grows by rounds when the builds are identical: more builds would repeat the same binary', () => {
    const controller = new SequentialController(settings(), options({ minEffect: 0.02 }));
    const { decisions } = drive(controller, GENERATORS.deterministic, 0.03, 5, { identicalBuilds: true });
    expect(decisions.some(isAddBuild)).toBe(false);
    expect(controller.record().looks.length).toBeGreaterThan(0);
  });

  it("chooses the blocks per build pair once, at the first look, from that look's noise and costs (wave-size.ts)", () => {
    const controller = new SequentialController(settings(), options({ minEffect: 0.02 }));
    const { decisions, results } = drive(controller, gaussian, 0.03, 9);
    const sizes = new Set(decisions.filter(isAddBuild).map((d) => d.addBuild.blocks));
    expect(sizes.size).toBe(1);
    // The first look saw 6 blocks of 3 builds after 30 s of the 120: what waveBlocks makes of that.
    const first = resultsUpToBlock(results, 6);
    const expected = waveBlocks([pairedNoiseFit(first.benchmarks[0], options({ minEffect: 0.02 }))], {
      builds: 3,
      blocks: 6,
      remainingSeconds: 90,
      buildPairSeconds: 6,
      blockSeconds: 2,
      level: 0.05,
      maxPairs: 27,
    });
    expect([...sizes]).toEqual([expected]);
  });

  it('makes a final look when an added pair takes longer than estimated and spends the budget before its blocks end', () => {
    const controller = new SequentialController(settings({ waveBlocks: 4 }), options({ minEffect: 0.02 }));
    // Each pair really takes 60 s, not the 6 s the progress implies.
    drive(controller, gaussian, 0.02, 31, { pairSeconds: 60 });
    const record = controller.record();
    // Pair 1 looks halfway through its 4 blocks (look 2, 94 s) and ends at 98 s (look 3); pair 2 would end at 112 s by the
    // estimate, but its build alone takes the run to 158 s.
    expect(record.stop.reason).toBe('budget');
    expect(record.stop.detail).toMatch(/budget was spent while an added build pair ran its blocks/);
    expect(record.looks.map((l) => l.blocks)).toEqual([6, 8, 10, 11]);
    expect(record.looks.at(-1)!.final).toBe(true);
    expect(record.looks.at(-1)!.fraction).toBe(1);
  });

  it('never looks more than maxLooks times, the final look included', () => {
    for (const seed of [41, 42, 43]) {
      const controller = new SequentialController(settings({ maxLooks: 3, waveBlocks: 1, budgetSeconds: 300 }), options({ minEffect: 0.02 }));
      drive(controller, gaussian, 0, seed);
      expect(controller.record().looks.length).toBeLessThanOrEqual(3);
      expect(controller.record().looks.at(-1)!.final).toBe(true);
    }
  });

  it('grows by rounds with one build per version (its hash proves nothing) or no room for more builds', () => {
    for (const builds of [1, 30]) {
      const controller = new SequentialController(settings({ budgetSeconds: 400 }), options({ minEffect: 0.02 }));
      const { decisions } = drive(controller, gaussian, 0.03, 51, { builds });
      expect(decisions.some(isAddBuild)).toBe(false);
      expect(controller.record().growth).toBe('rounds');
    }
  });
});
