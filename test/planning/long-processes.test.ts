import { describe, expect, it } from 'vitest';
import { DEFAULT_SPEC, simulateBenchmark } from '../../bench/simulation/nested-model.js';
import { firstBlockOutOfBudget, firstLookOutOfReach, maxTimeFor, shorterProcessesAdvice } from '../../src/planning/long-processes.js';
import { firstBlockVariance, processPlan } from '../../src/planning/process-plan.js';
import { designFor, planLevel } from '../../src/planning/plan-design.js';
import { detectableEffect } from '../../src/planning/detectable-effect.js';
import { DEFAULT_MAX_LOOKS, DEFAULT_SPENDING } from '../../src/stats/alpha-spending.js';
import type { ResultsFile } from '../../src/results/results-format.js';
import { analyzeWithStopping } from '../../src/sequential/analyze-sequential.js';
import { SequentialController } from '../../src/sequential/sequential-controller.js';
import { sequentialReportLines } from '../../src/report/sequential-notes.js';
import { OUTPUT_FORMATS } from '../../src/parsers/index.js';
import { drive, fromSource, inRunOrder, options } from '../sequential/drive.js';

// Issue 35's run: budget 4 min, 2 builds per version kept, the builds took 20 s, one block (a base and a head
// process of a 33-benchmark benchmark.js suite) 249 s. The first look needs 2 rounds of 2 blocks.
const ISSUE = { budgetSeconds: 240, elapsedSeconds: 269, blocks: 1, measureSeconds: 249, blocksToFirstLook: 4, benchmarks: 33, format: 'benchmarkjs' };

describe('firstLookOutOfReach', () => {
  it('finds a budget smaller than one block, and says what was measured, what the first look needs and two ways there', () => {
    const plan = firstLookOutOfReach(ISSUE)!;
    expect(plan.smallerThanOneBlock).toBe(true);
    expect(plan.blockSeconds).toBe(249);
    // 269 s now and 3 more blocks of 249 s.
    expect(plan.firstLookSeconds).toBe(269 + 3 * 249);
    // Builds and twice the first look's blocks: 20 + 8 · 249 = 2,012 s, up to whole minutes: 34 min.
    expect(plan.suggestedBudgetSeconds).toBe(34 * 60);
    // (240 − 20) / (2 processes · 4 blocks) = 27.5 s a process; a 33rd of it, halved: 0.41 → 0.4 s.
    expect(plan.processSecondsToFit).toBeCloseTo(27.5, 10);
    expect(plan.detail).toBe(
      'the budget of 4 min is smaller than the builds (20 s) and one block (a base and a head process, 4 min 9 s); ' +
        'the earliest decision is the first look, after 4 blocks, at about 16 min 56 s. To decide: a budget of 34 min ' +
        '(the first look and as many blocks again), or processes of at most 28 s each (now 2 min 5 s), which also gives ' +
        'more processes, where most of the noise is (docs/harnesses.md; ' +
        shorterProcessesAdvice('benchmarkjs')! +
        '); for its 33 benchmarks, set maxTime to about 0.4 s',
    );
  });

  it('finds a budget that one block fits but the first look does not', () => {
    const plan = firstLookOutOfReach({ ...ISSUE, budgetSeconds: 600 })!;
    expect(plan.smallerThanOneBlock).toBe(false);
    expect(plan.detail).toMatch(
      /^the budget of 10 min cannot reach the first look: the builds took 20 s and one block \(a base and a head process\) 4 min 9 s;/,
    );
  });

  it('is null when the first look fits the budget, or nothing was measured yet', () => {
    expect(firstLookOutOfReach({ ...ISSUE, budgetSeconds: 269 + 3 * 249 })).toBeNull();
    expect(firstLookOutOfReach({ ...ISSUE, measureSeconds: 0 })).toBeNull();
  });

  it('leaves the shorter-process way out when the builds alone spent the budget', () => {
    const plan = firstLookOutOfReach({ ...ISSUE, budgetSeconds: 10 })!;
    expect(plan.processSecondsToFit).toBeNull();
    expect(plan.detail).not.toMatch(/processes of at most/);
  });
});

describe('maxTimeFor', () => {
  it('gives half an equal share per benchmark, in tenths of a second, at least 0.1', () => {
    expect(maxTimeFor(60, 30)).toBe(1);
    expect(maxTimeFor(27.5, 33)).toBe(0.4);
    expect(maxTimeFor(1, 100)).toBe(0.1);
  });
});

describe('shorterProcessesAdvice', () => {
  it('names an option for every self-timing harness benchgate reads, and none for output that is not self-timed', () => {
    for (const format of [
      'benchmarkjs',
      'tinybench',
      'vitest',
      'mitata',
      'google-benchmark',
      'pytest-benchmark',
      'criterion',
      'jmh',
      'benchmarkdotnet',
      'catch2',
      'asv',
      'julia',
    ] as const) {
      expect(OUTPUT_FORMATS).toContain(format);
      expect(shorterProcessesAdvice(format)).toMatch(/`[^`]+`/);
    }
    expect(shorterProcessesAdvice('benchmarkjs')).toMatch(/`maxTime`.*`minSamples`/);
    for (const format of ['benchmarkjs', 'catch2', 'asv', 'julia']) expect(shorterProcessesAdvice(format)).toContain('`split-benchmarks: 1`');
    expect(shorterProcessesAdvice('jsonl')).toBeNull();
    expect(shorterProcessesAdvice('hyperfine')).toBeNull();
  });
});

describe('SequentialController with processes that take minutes', () => {
  /** 33 simulated benchmarks (no build level), 40 rounds available. */
  const suite = () => ({
    version: 1 as const,
    benchmarks: Array.from({ length: 33 }, (_, i) =>
      fromSource(inRunOrder(simulateBenchmark({ ...DEFAULT_SPEC, binaries: 1, binarySd: 0, executions: 40, change: 0 }, 100 + i, `b${i}`))),
    ),
  });

  it('stops after the first block when the budget cannot reach the first look, and the report says why and what would decide', () => {
    const messages: string[] = [];
    const controller = new SequentialController(
      { alpha: 0.05, spending: { kind: 'obrien-fleming' }, maxLooks: 8, budgetSeconds: 240, maxFailureShare: 0.25, format: 'benchmarkjs' },
      options(),
      (m) => messages.push(m),
    );
    const { blocks, results } = drive(controller, suite(), { buildSeconds: 20, secondsPerBlock: 249 });
    expect(blocks).toBe(1);
    const record = controller.record();
    expect(record.stop.reason).toBe('first-look');
    expect(record.looks).toEqual([]);
    // One build per version: the first look is after 4 rounds of 1 block; builds and 8 blocks: 20 + 8 · 249 s → 34 min.
    expect(record.stop.detail).toMatch(/^the budget of 4 min is smaller than the builds \(20 s\) and one block/);
    // The plan from the first block: benchmark.js's maxTime and the budget that detects 10 % (min-effect 0 names no budget of its own).
    expect(record.stop.detail).toMatch(
      /To decide: the first block's changes spread by ±[\d.]+ % across the 33 benchmarks .*detect ±10\.0 % with 80 % power: benchmark\.js maxTime 0\.5 s \(processes of about 33 s, now 2 min 5 s\) and a budget of (\d+) min$/,
    );
    const minutes = /a budget of (\d+) min$/.exec(record.stop.detail)![1];
    expect(messages).toContain('plan: Benchmark.options.maxTime = 0.5; // in the suite, before it runs');
    expect(messages).toContain(`plan: budget: ${minutes}   # benchgate's input (CLI: --budget ${minutes})`);
    expect(messages.at(-1)).toBe(`stopping: ${record.stop.detail}`);
    const lines = sequentialReportLines(analyzeWithStopping(results, options()));
    expect(lines.join('\n')).toMatch(/because its first block showed that the budget cannot reach the first look/);
    expect(lines.join('\n')).toMatch(/Too long for the budget: the budget of 4 min is smaller .*benchmark\.js maxTime 0\.5 s .*and a budget of \d+ min\./);
  });

  it('goes on when the first look fits the budget', () => {
    const controller = new SequentialController(
      { alpha: 0.05, spending: { kind: 'obrien-fleming' }, maxLooks: 8, budgetSeconds: 20 + 4 * 249, maxFailureShare: 0.25 },
      options(),
    );
    const { blocks } = drive(controller, suite(), { buildSeconds: 20, secondsPerBlock: 249 });
    expect(blocks).toBeGreaterThanOrEqual(4);
    expect(controller.record().stop.reason).not.toBe('first-look');
  });
});

/** A results file with one block: each benchmark's base value 100 and head value 100·ratio. */
function oneBlock(ratios: number[]): ResultsFile {
  const side = (value: number) => ({ binaries: [{ executions: [{ values: [value], block: 0, order: 0 }] }] });
  return {
    version: 1,
    benchmarks: ratios.map((r, i) => ({ name: `b${i}`, unit: 'ops/s', better: 'higher' as const, base: side(100), head: side(100 * r) })),
  };
}

describe('firstBlockVariance', () => {
  it('is the squared normal-scaled MAD of the first block’s log ratios across benchmarks', () => {
    // SciPy: scipy.stats.median_abs_deviation(log(ratios), scale='normal')**2 = 0.024400856 (1.4826 · MAD: 0.024400783).
    const results = oneBlock([1.05, 0.9, 1.3, 1.0, 0.97, 0.8, 1.12, 1.01, 0.66]);
    expect(firstBlockVariance(results)).toBeCloseTo(0.024400783, 8);
  });

  it('is null below 3 benchmarks, and reads only the first block', () => {
    expect(firstBlockVariance(oneBlock([1.1, 0.9]))).toBeNull();
    const results = oneBlock([1.05, 0.9, 1.3, 1.0, 0.97, 0.8, 1.12, 1.01, 0.66]);
    for (const b of results.benchmarks) b.head.binaries[0].executions.push({ values: [1e6], block: 1, order: 1 });
    expect(firstBlockVariance(results)).toBeCloseTo(0.024400783, 8);
  });
});

describe('processPlan', () => {
  // The first block of fixtures/long-suite at benchmark.js's defaults (bench:long-suite): 32 benchmarks, processes of 3 min.
  const LONG_SUITE = { blockSeconds: 359, buildSeconds: 11, benchmarks: 32, format: 'benchmarkjs', perBlockVariance: 0.28 ** 2, confidence: 0.95, divisor: 32 };
  const levelOf = () => planLevel({ confidence: 0.95, divisor: 32, maxLooks: DEFAULT_MAX_LOOKS, spending: DEFAULT_SPENDING });
  const noiseOf = (variance: number) => ({ binary: 0, execution: variance, measurement: 0, deterministicBuild: true, measurements: 1, warmup: 0, rounds: 1 });
  /** What the adaptive design's last look detects with 80 % power with that budget (plan-design.ts). */
  const detects = (plan: { processSeconds: number }, minutes: number, variance: number) => {
    const costs = { buildSeconds: 11 / 4, executionSeconds: plan.processSeconds, startupSeconds: null };
    const design = designFor(noiseOf(variance), costs, 60 * minutes, levelOf());
    return detectableEffect(Math.sqrt(variance / design.rounds), design.rounds - 1, levelOf())!;
  };

  it('shortens benchmark.js processes to its overhead per benchmark, and gives the budget that detects min-effect with 80 % power', () => {
    const plan = processPlan({ ...LONG_SUITE, minEffect: 0.25 })!;
    // 179.5 s / 32 = 5.6 s a benchmark: 0.6 s beyond the default maxTime of 5 s; maxTime 0.6 s → 32 · 1.2 s.
    expect(plan.maxTime).toBe(0.6);
    expect(plan.processSeconds).toBeCloseTo(32 * (0.6 + (179.5 / 32 - 5)), 10);
    expect(plan.effect).toBe(0.25);
    expect(plan.minEffectMinutes).toBeUndefined();
    expect(detects(plan, plan.budgetMinutes, LONG_SUITE.perBlockVariance)).toBeLessThanOrEqual(0.25);
    // The search steps by 10 %: a budget a fifth smaller does not detect it.
    expect(detects(plan, 0.8 * plan.budgetMinutes, LONG_SUITE.perBlockVariance)).toBeGreaterThan(0.25);
    expect(plan.lines).toEqual([
      'Benchmark.options.maxTime = 0.6; // in the suite, before it runs',
      `budget: ${plan.budgetMinutes}   # benchgate's input (CLI: --budget ${plan.budgetMinutes})`,
    ]);
  });

  it('plans for a 10 % change when min-effect needs more than an hour, and names what min-effect needs', () => {
    const plan = processPlan({ ...LONG_SUITE, minEffect: 0.02 })!;
    expect(plan.effect).toBe(0.1);
    expect(plan.budgetMinutes).toBeGreaterThan(60);
    expect(detects(plan, plan.budgetMinutes, LONG_SUITE.perBlockVariance)).toBeLessThanOrEqual(0.1);
    expect(plan.sentence).toMatch(/detect ±10\.0 % with 80 % power \(±2\.0 %, the min-effect, would need (more than a day|.*)\): benchmark\.js maxTime 0\.6 s/);
    // A quieter suite: 10 % needs less, and min-effect is planned for itself when it fits an hour.
    const quiet = processPlan({ ...LONG_SUITE, perBlockVariance: 0.01 ** 2, minEffect: 0.02 })!;
    expect(quiet.effect).toBe(0.02);
    expect(quiet.budgetMinutes).toBeLessThanOrEqual(60);
  });

  it('keeps the process length of a harness it has no option for, or of processes already short', () => {
    expect(processPlan({ ...LONG_SUITE, format: 'jsonl', minEffect: 0.25 })!.maxTime).toBeNull();
    const short = processPlan({ ...LONG_SUITE, blockSeconds: 2 * 32 * 1.1, minEffect: 0.25 })!;
    expect(short.maxTime).toBeNull();
    expect(short.lines).toHaveLength(1);
  });
});

describe('firstBlockOutOfBudget', () => {
  // A 4-minute budget, builds of 30 s, and a first process of 2 min 10 s: the block's head process would end at 4 min 50 s.
  const costs = {
    budgetSeconds: 240,
    elapsedSeconds: 160,
    processSeconds: 130,
    processesPerBlock: 2,
    processesLeft: 1,
    blocksToFirstLook: 4,
    benchmarks: 33,
    format: 'benchmarkjs',
  };

  it('prices the block from its first process and plans from it', () => {
    const plan = firstBlockOutOfBudget(costs)!;
    expect(plan.smallerThanOneBlock).toBe(true);
    expect(plan.blockSeconds).toBe(260);
    // 30 s of builds and 2 × 4 blocks of 260 s, in whole minutes: 2,110 s → 36 min.
    expect(plan.suggestedBudgetSeconds).toBe(36 * 60);
    // The 210 s after the builds over 2 × 4 processes: 26.25 s a process; over 33 benchmarks, half an equal share: 0.3 s.
    expect(plan.processSecondsToFit).toBeCloseTo(26.25, 10);
    expect(plan.detail).toMatch(
      /^the first process took 2 min 10 s, so the budget of 4 min is smaller than the builds \(30 s\) and one block \(a base and a head process, 4 min 20 s\); .*a budget of 36 min .*set maxTime to about 0\.3 s/,
    );
  });

  it('is null while the rest of the block fits the budget', () => {
    expect(firstBlockOutOfBudget({ ...costs, elapsedSeconds: 100, processSeconds: 70 })).toBeNull();
    expect(firstBlockOutOfBudget({ ...costs, processesLeft: 0 })).toBeNull();
  });
});
