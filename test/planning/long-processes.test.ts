import { describe, expect, it } from 'vitest';
import { DEFAULT_SPEC, simulateBenchmark } from '../../bench/simulation/nested-model.js';
import { firstLookOutOfReach, maxTimeFor, shorterProcessesAdvice } from '../../src/planning/long-processes.js';
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
    ] as const) {
      expect(OUTPUT_FORMATS).toContain(format);
      expect(shorterProcessesAdvice(format)).toMatch(/`[^`]+`/);
    }
    expect(shorterProcessesAdvice('benchmarkjs')).toMatch(/`maxTime`.*`minSamples`/);
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
    expect(record.stop.detail).toMatch(/a budget of 34 min .*set maxTime to about 0\.4 s$/);
    expect(messages.at(-1)).toBe(`stopping: ${record.stop.detail}`);
    const lines = sequentialReportLines(analyzeWithStopping(results, options()));
    expect(lines.join('\n')).toMatch(/because its first block showed that the budget cannot reach the first look/);
    expect(lines.join('\n')).toMatch(/Too long for the budget: the budget of 4 min is smaller .*set maxTime to about 0\.4 s\./);
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
