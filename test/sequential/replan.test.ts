import { benchmarkPolicies } from '../../src/config/benchmark-policy.js';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SPEC, simulateBenchmark } from '../../bench/simulation/nested-model.js';
import type { ResultsFile } from '../../src/results/results-format.js';
import { analyzeWithStopping } from '../../src/sequential/analyze-sequential.js';
import { replaySequential } from '../../src/sequential/replay-sequential.js';
import { SequentialController, type SequentialSettings } from '../../src/sequential/sequential-controller.js';
import { drive, fromSource, inRunOrder, options } from './drive.js';

/**
 * Re-planning the rounds from the costs measured so far (issue 29: beside a noisy neighbour a
 * slow first round planned too few rounds, and the run stopped at `max-rounds` with budget left).
 * One build per version (deterministic: the paired t looks), 100 s of builds, 160 s to measure.
 */
const settings = (overrides: Partial<SequentialSettings> = {}): SequentialSettings => ({
  alpha: 0.05,
  spending: { kind: 'hsd', gamma: 1 },
  maxLooks: 12,
  budgetSeconds: 100 + 160,
  maxFailureShare: 0.25,
  futility: false,
  ...overrides,
});

function aa(seed: number, change = 0): ResultsFile {
  const spec = { ...DEFAULT_SPEC, binaries: 1, binarySd: 0, executions: 200, change };
  return { version: 1, benchmarks: [fromSource(inRunOrder(simulateBenchmark(spec, seed, 'bench')))] };
}

/** The first block takes 40 s (a cold cache, a busy neighbour), every later one 2 s. */
const slowFirst = (block: number) => (block === 1 ? 40 : 2);

describe('re-planning the rounds of an adaptive run from the costs so far', () => {
  it('spends the budget when the first round was slow and the later ones cheap, rather than stopping at the rounds the first one planned', () => {
    const controller = new SequentialController(settings(), options());
    const { blocks } = drive(controller, aa(61), { buildSeconds: 100, secondsPerBlock: slowFirst });
    const record = controller.record();
    // From the first round alone only 3 more 40-s rounds fit the 120 s left; at 2 s a block, 59 more do.
    expect(blocks).toBeGreaterThan(50);
    expect(record.stop.reason).toBe('budget');
    // Less than one round's cost at the mean so far is left unspent.
    const meanRound = (40 + 2 * (blocks - 1)) / blocks;
    expect(260 - record.stop.elapsedSeconds).toBeLessThan(meanRound);
    expect(record.stop.elapsedSeconds).toBeLessThanOrEqual(260);
    expect(record.maxRounds).toBe(blocks);
  });

  it('keeps the information fractions increasing, spends all that is left at the final look, and is replayed to the same levels', () => {
    const controller = new SequentialController(settings(), options());
    const { results } = drive(controller, aa(62), { buildSeconds: 100, secondsPerBlock: slowFirst });
    const looks = controller.record().looks;
    expect(looks.length).toBeGreaterThan(4);
    expect(looks.length).toBeLessThanOrEqual(12);
    looks.forEach((look, k) => {
      if (k > 0) expect(look.fraction).toBeGreaterThan(looks[k - 1].fraction);
      expect(look.fraction).toBeLessThanOrEqual(1);
    });
    expect(looks.at(-1)!.final).toBe(true);
    expect(looks.at(-1)!.fraction).toBe(1);
    const replayed = analyzeWithStopping(results, options());
    // The replay's look levels are the run's (the benchmark's own, of the repeated t boundaries, and each look's nominal one).
    expect(replayed.benchmarks[0].stopping!.level).toBeCloseTo(controller.decisions.get('bench')!.analysis.level, 12);
    expect(replayed.sequential!.looks).toBe(looks.length);
    const replayedLooks = replaySequential(results, controller.record(), options(), benchmarkPolicies(options())).looks;
    replayedLooks.forEach((look, k) => expect(look.level).toBeCloseTo(looks[k].level, 12));
  });

  it('decides a change that the rounds planned from the slow first round could not', () => {
    // +4 %: the 4 rounds the first round's cost allowed give an interval about ±9 % wide.
    const controller = new SequentialController(settings(), options({ minEffect: 0.01 }));
    const { results } = drive(controller, aa(63, 0.04), { buildSeconds: 100, secondsPerBlock: slowFirst });
    expect(controller.decisions.get('bench')!.verdict).toBe('regression');
    expect(analyzeWithStopping(results, options({ minEffect: 0.01 })).benchmarks[0].verdict).toBe('regression');
  });

  it('plans as before when every round costs the same: one plan, the looks of the first', () => {
    const messages: string[] = [];
    const controller = new SequentialController(settings({ maxLooks: 8, spending: { kind: 'obrien-fleming' } }), options(), (m) => messages.push(m));
    drive(controller, aa(64), { buildSeconds: 100, secondsPerBlock: 2 });
    expect(controller.record().looks.map((l) => l.round)).toEqual([4, 6, 9, 14, 22, 34, 52, 80]);
    expect(messages.filter((m) => /rounds fit the budget/.test(m))).toHaveLength(1);
  });
});
