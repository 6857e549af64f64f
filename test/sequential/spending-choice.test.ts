import jStat from 'jstat';
import { describe, expect, it } from 'vitest';
import { lookRounds } from '../../src/planning/look-schedule.js';
import { DEFAULT_SPEC, simulateBenchmark } from '../../bench/simulation/nested-model.js';
import type { ResultsFile } from '../../src/results/results-format.js';
import { SequentialController } from '../../src/sequential/sequential-controller.js';
import { DEFAULT_MAX_LOOKS, DEFAULT_SPENDING, nominalLevels, spentShare } from '../../src/stats/alpha-spending.js';
import { createRandom, randomNormal } from '../../src/stats/rng.js';
import { drive, fromSource, inRunOrder, options } from './drive.js';

describe('Hwang–Shih–DeCani spending', () => {
  it('is (1 − e^{−γt})/(1 − e^{−γ}), linear at γ = 0', () => {
    expect(spentShare({ kind: 'hsd', gamma: 1 }, 0.5, 0.05)).toBeCloseTo((1 - Math.exp(-0.5)) / (1 - Math.exp(-1)), 12);
    expect(spentShare({ kind: 'hsd', gamma: -4 }, 0.25, 0.05)).toBeCloseTo((1 - Math.exp(1)) / (1 - Math.exp(4)), 12);
    expect(spentShare({ kind: 'hsd', gamma: 0 }, 0.3, 0.05)).toBeCloseTo(0.3, 12);
    expect(spentShare({ kind: 'hsd', gamma: 2 }, 0, 0.05)).toBe(0);
    expect(spentShare({ kind: 'hsd', gamma: 2 }, 1, 0.05)).toBe(1);
  });

  it('spends more early the larger γ is', () => {
    const early = (gamma: number) => spentShare({ kind: 'hsd', gamma }, 0.1, 0.05);
    expect(early(-4)).toBeLessThan(early(1));
    expect(early(1)).toBeLessThan(early(3));
  });
});

describe('the geometric look schedule', () => {
  it('looks from the first useful round, growing by a constant factor, and always at the last round', () => {
    expect(lookRounds(80, 8, 4, 'geometric')).toEqual([4, 6, 9, 14, 22, 34, 52, 80]);
    expect(lookRounds(3, 8, 2, 'geometric')).toEqual([2, 3]);
    expect(lookRounds(1, 8, 2, 'geometric')).toEqual([1]);
    expect(lookRounds(40, 1, 2, 'geometric')).toEqual([40]);
  });

  it('with HSD spending keeps the chance of any crossing at α (canonical joint distribution, simulated independently of the recursion)', () => {
    const maxRounds = 60;
    const rounds = lookRounds(maxRounds, 8, 2, 'geometric');
    const alpha = 0.05;
    const levels = nominalLevels(
      { kind: 'hsd', gamma: 1 },
      rounds.map((r) => r / maxRounds),
      alpha,
      true,
    );
    const bounds = levels.map((level) => (level > 0 ? jStat.normal.inv(1 - level / 2, 0, 1) : Infinity));
    const random = createRandom(7);
    const runs = 40_000;
    let crossed = 0;
    for (let run = 0; run < runs; run++) {
      let sum = 0;
      let seen = 0;
      for (let k = 0; k < rounds.length; k++) {
        for (; seen < rounds[k]; seen++) sum += randomNormal(random);
        if (Math.abs(sum) / Math.sqrt(rounds[k]) >= bounds[k]) {
          crossed++;
          break;
        }
      }
    }
    // 40,000 runs at 5 %: standard deviation 0.11 %.
    expect(crossed / runs).toBeGreaterThan(alpha - 0.004);
    expect(crossed / runs).toBeLessThan(alpha + 0.004);
    // Early looks can decide: the first look's level is far above O'Brien–Fleming's.
    const obf = nominalLevels(
      { kind: 'obrien-fleming' },
      rounds.map((r) => r / maxRounds),
      alpha,
      true,
    );
    expect(levels[0]).toBeGreaterThan(100 * obf[0]);
  });
});

describe('the default design decides a large change at its first look', () => {
  it("a +50 % change with one build per version: decided after the 4 blocks of look 1; O'Brien–Fleming-type spending could not", () => {
    const record = fromSource(inRunOrder(simulateBenchmark({ ...DEFAULT_SPEC, binaries: 1, binarySd: 0, executions: 80, change: 0.5 }, 5, 'large')));
    const full: ResultsFile = { version: 1, benchmarks: [record] };
    const settings = { alpha: 0.05, spending: DEFAULT_SPENDING, maxLooks: DEFAULT_MAX_LOOKS, budgetSeconds: 100 + 80 * 2, maxFailureShare: 0.25 };
    const controller = new SequentialController(settings, options());
    const { blocks } = drive(controller, full, { buildSeconds: 100, secondsPerBlock: 2 });
    expect(blocks).toBe(4);
    expect(controller.decisions.get('large')?.verdict).toBe('regression');
    const late = new SequentialController({ ...settings, spending: { kind: 'obrien-fleming' } }, options());
    expect(drive(late, full, { buildSeconds: 100, secondsPerBlock: 2 }).blocks).toBeGreaterThan(4);
  });
});
