/**
 * A seeded guard on the adaptive design's error rate when its rounds are re-planned during the
 * run (bench/adaptive.ts --clock busy has the full study, with a clock per run). The clock: the
 * first block costs 5 × the nominal 2 s, every later one a seeded log-normal factor (σ 0.5) of
 * it, drawn apart from the values, so the rounds that fit the budget change after almost every
 * round. One clock for every run: the looks then fall on the same blocks, and the repeated t
 * boundaries are simulated once rather than once per run. One
 * build per version (the paired t looks, as on the real case's identical builds), the 4-minute
 * default budget after 12 s of builds, min-effect 0 (every decision is a false alarm), no
 * stopping for futility (every run reaches its final look). The threshold is the binomial count
 * under α that a calibrated gate exceeds with probability at most 0.001, never an observed outcome.
 */
import { describe, expect, it } from 'vitest';
import { binomialUpperCount } from '../../bench/simulation/binomial-band.js';
import { DEFAULT_SPEC, simulateBenchmark } from '../../bench/simulation/nested-model.js';
import { DEFAULT_MAX_LOOKS, DEFAULT_SPENDING } from '../../src/stats/alpha-spending.js';
import { SequentialController } from '../../src/sequential/sequential-controller.js';
import { drive, fromSource, inRunOrder, options } from './drive.js';

const CHECK_LEVEL = 0.999;
const ALPHA = 0.05;
const RUNS = 200;

function busyClock(seed: number): (block: number) => number {
  let state = seed >>> 0;
  const uniform = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const costs = Array.from({ length: 400 }, (_, k) =>
    k === 0 ? 10 : 2 * Math.exp(0.5 * Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform())),
  );
  return (block) => costs[block - 1];
}

const CLOCK = busyClock(4242);

function falseAlarms(confidence: number, seedBase: number): { flagged: number; replanned: number } {
  let flagged = 0;
  let replanned = 0;
  for (let i = 0; i < RUNS; i++) {
    const spec = { ...DEFAULT_SPEC, binaries: 1, binarySd: 0, executions: 400 };
    const full = { version: 1 as const, benchmarks: [fromSource(inRunOrder(simulateBenchmark(spec, seedBase + i, 'bench')))] };
    const controller = new SequentialController(
      { alpha: 1 - confidence, spending: DEFAULT_SPENDING, maxLooks: DEFAULT_MAX_LOOKS, budgetSeconds: 240, maxFailureShare: 1, futility: false },
      options({ confidence }),
    );
    drive(controller, full, { buildSeconds: 12, secondsPerBlock: CLOCK });
    const verdict = controller.decisions.get('bench')?.verdict;
    if (verdict === 'regression' || verdict === 'improvement') flagged++;
    // From the first round's 10 s, 22 rounds fit; the later ones average about 2.3 s.
    if (controller.record().maxRounds > 40) replanned++;
  }
  return { flagged, replanned };
}

describe('calibration guard: adaptive looks re-planned on a busy clock', () => {
  const limit = binomialUpperCount(ALPHA, RUNS, CHECK_LEVEL);

  it('A/A false alarms stay within the binomial band of α', () => {
    const { flagged, replanned } = falseAlarms(0.95, 9_900_000);
    // The runs did re-plan: far more rounds than the first round's cost allowed.
    expect(replanned).toBe(RUNS);
    expect(flagged).toBeLessThanOrEqual(limit);
  }, 600_000);

  it('the band catches a gate whose error rate is too high (confidence 0.8)', () => {
    expect(falseAlarms(0.8, 9_950_000).flagged).toBeGreaterThan(limit);
  }, 600_000);
});
