import { describe, expect, it } from 'vitest';
import { DEFAULT_SPEC, simulateBenchmark } from '../../bench/simulation/nested-model.js';
import { analyzeLook, type LookPlan } from '../../src/sequential/analyze-look.js';
import { lookRounds } from '../../src/planning/look-schedule.js';
import { recordUpToRound } from '../../src/sequential/truncate-results.js';
import { fromSource, options } from './drive.js';

/**
 * Share of A/A runs (no change, min-effect 0: every decision is a false alarm) that some look
 * decides, with the plan each look is given. A small version of bench/adaptive.ts's check.
 */
function falseAlarmRate(planAt: (k: number) => LookPlan, rounds: number[], runs: number): number {
  let alarms = 0;
  for (let seed = 0; seed < runs; seed++) {
    const record = fromSource(simulateBenchmark({ ...DEFAULT_SPEC, binaries: 1, binarySd: 0, executions: rounds.at(-1)! }, 90_000 + seed));
    const decides = (round: number, k: number) => {
      const { decision } = analyzeLook({ version: 1, benchmarks: [recordUpToRound(record, round)] }, planAt(k), options())[0];
      return decision !== null && decision.verdict !== 'inconclusive';
    };
    if (rounds.some(decides)) alarms++;
  }
  return alarms / runs;
}

describe('looking repeatedly', () => {
  const rounds = lookRounds(40, 8, 5);
  const runs = 400;

  it('keeps the false-alarm rate at α with the group-sequential levels', () => {
    // One build per version: one block per round.
    const planAt = (k: number): LookPlan => ({
      spending: { kind: 'obrien-fleming' },
      fractions: rounds.slice(0, k + 1).map((r) => r / 40),
      alpha: 0.05,
      final: k === rounds.length - 1,
      blocks: rounds.slice(0, k + 1),
      repeatedT: true,
    });
    // Binomial: 400 runs at 5 % have a standard deviation of 1.1 %; 8.5 % is 3 of them above.
    expect(falseAlarmRate(planAt, rounds, runs)).toBeLessThan(0.085);
  });

  it('inflates it when every look tests at α (the mistake the levels prevent)', () => {
    const everyLookAlone = (k: number): LookPlan => ({
      spending: { kind: 'obrien-fleming' },
      fractions: [1],
      alpha: 0.05,
      final: true,
      blocks: [rounds[k]],
      repeatedT: true,
    });
    expect(falseAlarmRate(everyLookAlone, rounds, runs)).toBeGreaterThan(0.1);
  }, 20_000);
});
