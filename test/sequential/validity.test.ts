import { describe, expect, it } from 'vitest';
import { DEFAULT_SPEC, simulateBenchmark } from '../../bench/simulation/nested-model.js';
import { nominalLevels } from '../../src/stats/alpha-spending.js';
import { analyzeLook } from '../../src/sequential/analyze-look.js';
import { lookRounds } from '../../src/planning/look-schedule.js';
import { recordUpToRound } from '../../src/sequential/truncate-results.js';
import { fromSource, options } from './drive.js';

/**
 * Share of A/A runs (no change, min-effect 0: every decision is a false alarm) that some look
 * decides, with the given per-look levels. A small version of bench/adaptive.ts's check.
 */
function falseAlarmRate(levels: number[], rounds: number[], runs: number): number {
  let alarms = 0;
  for (let seed = 0; seed < runs; seed++) {
    const record = fromSource(simulateBenchmark({ ...DEFAULT_SPEC, binaries: 1, binarySd: 0, executions: rounds.at(-1)! }, 90_000 + seed));
    if (rounds.some((round, k) => analyzeLook({ version: 1, benchmarks: [recordUpToRound(record, round)] }, levels[k], options())[0].decision !== null))
      alarms++;
  }
  return alarms / runs;
}

describe('looking repeatedly', () => {
  const rounds = lookRounds(40, 8, 5);
  const runs = 400;

  it('keeps the false-alarm rate at α with the group-sequential levels', () => {
    const levels = nominalLevels(
      { kind: 'obrien-fleming' },
      rounds.map((r) => r / 40),
      0.05,
      true,
    );
    // Binomial: 400 runs at 5 % have a standard deviation of 1.1 %; 8.5 % is 3 of them above.
    expect(falseAlarmRate(levels, rounds, runs)).toBeLessThan(0.085);
  });

  it('inflates it when every look tests at α (the mistake the levels prevent)', () => {
    expect(
      falseAlarmRate(
        rounds.map(() => 0.05),
        rounds,
        runs,
      ),
    ).toBeGreaterThan(0.1);
  }, 20_000);
});
