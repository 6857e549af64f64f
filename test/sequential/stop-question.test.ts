/**
 * The adaptive design given one question (planning/stop-question.ts) instead of "decide every
 * benchmark": a bisect probe asks which side of the halfway point one benchmark lies on, the
 * step with `--benchmark` asks for that benchmark's verdict. Simulated looks (the nested model,
 * seeded): the controller stops at the first look whose interval, at the level the alpha
 * spending gives that look, answers; not at an earlier look where a naive 95 % interval already
 * would have, which would spend α again at every look.
 */
import { benchmarkPolicies } from '../../src/config/benchmark-policy.js';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SPEC, simulateBenchmark } from '../../bench/simulation/nested-model.js';
import { analyzeBenchmark } from '../../src/analysis/analyze-benchmark.js';
import type { ResultsFile } from '../../src/results/results-format.js';
import { analyzeWithStopping } from '../../src/sequential/analyze-sequential.js';
import { readSequentialRecord } from '../../src/sequential/read-record.js';
import { lastLookAnalysis, replaySequential } from '../../src/sequential/replay-sequential.js';
import { SequentialController, type SequentialSettings } from '../../src/sequential/sequential-controller.js';
import { answerAtLook, thresholdSide } from '../../src/sequential/stop-question.js';
import { resultsUpToBlock } from '../../src/sequential/truncate-results.js';
import { sequentialReportLines } from '../../src/report/sequential-notes.js';
import { drive, fromSource, inRunOrder, options } from './drive.js';
import { obrienFlemingSettings } from './support/obrien-fleming-settings.js';

const settings = (overrides: Partial<SequentialSettings> = {}): SequentialSettings => obrienFlemingSettings({ futility: false, ...overrides });

/** One build per version (deterministic), 80 rounds available, 2 s per block. */
function suite(changes: Record<string, number>, seed: number): ResultsFile {
  const spec = { ...DEFAULT_SPEC, binaries: 1, binarySd: 0, executions: 80 };
  return {
    version: 1,
    benchmarks: Object.entries(changes).map(([name, change], i) => fromSource(inRunOrder(simulateBenchmark({ ...spec, change }, seed + i, name)))),
  };
}

const timing = { buildSeconds: 100, secondsPerBlock: 2 };

describe('the side of a threshold as the question', () => {
  it("stops at the first look whose spending-level interval lies on one side, though a naive 95 % interval answered a look earlier, and ignores the others' verdicts", () => {
    // `same` never decides (min-effect 0): asked to decide every benchmark, the run goes to its last round.
    const full = suite({ slower: 0.1, same: 0 }, 11);
    const everything = new SequentialController(settings(), options());
    expect(drive(everything, full, timing).blocks).toBe(80);

    // The threshold just under the naive 95 % interval of the first look (round 4): a naive test would stop there.
    const firstLook = resultsUpToBlock(full, 4).benchmarks[0];
    const naive = analyzeBenchmark(firstLook, { ...options(), confidence: 0.95 }).change!.ci;
    const threshold = naive[0] - 0.001;
    expect(thresholdSide(naive, threshold)).toBe('above');

    const controller = new SequentialController(settings({ question: { kind: 'side', benchmark: 'slower', threshold } }), options());
    const { blocks, results } = drive(controller, full, timing);
    const record = controller.record();
    expect(record.stop.reason).toBe('answered');
    expect(record.stop.detail).toMatch(/^at look \d, slower's Δ interval \[.*\] \(level .*\) lies wholly above/);
    expect(blocks).toBeLessThan(80);
    // The replayed looks are the controller's: every look before the last straddled the threshold at its own level, the last did not.
    const replayed = replaySequential(results, readSequentialRecord(results)!, options(), benchmarkPolicies(options())).looks;
    expect(replayed.length).toBeGreaterThan(1);
    const sides = replayed.map((look) => {
      const change = look.analyses.find((a) => a.name === 'slower')!.change;
      return change === null ? null : thresholdSide(change.ci, threshold);
    });
    expect(sides.slice(0, -1).every((side) => side === null)).toBe(true);
    expect(sides.at(-1)).toBe('above');
    // The look's level is the spending's, far below the naive 5 % at the first look.
    expect(replayed[0].level).toBeLessThan(0.01);
    expect(replayed.at(-1)!.final).toBe(false);
    // The probe's reading is that last look's interval, and the report says why the run stopped.
    expect(lastLookAnalysis(results, options(), 'slower')!.change!.ci[0]).toBeGreaterThan(threshold);
    const report = analyzeWithStopping(results, options());
    expect(sequentialReportLines(report).join('\n')).toMatch(/because the one question it measured for was answered;[\s\S]*Answered: at look/);
  });

  it('keeps measuring while the interval straddles the threshold, whatever is decided, and futility does not end it', () => {
    // A threshold at the true change: the interval keeps straddling it, so the run ends with the rounds.
    const full = suite({ slower: 0.1 }, 11);
    const controller = new SequentialController(settings({ futility: true, question: { kind: 'side', benchmark: 'slower', threshold: 0.1 } }), options());
    const { blocks } = drive(controller, full, timing);
    expect(controller.decisions.get('slower')!.verdict).toBe('regression');
    expect(controller.record().stop.reason).toBe('max-rounds');
    expect(blocks).toBe(80);
  });

  it('answers at once when the benchmark asked about is not compared', () => {
    const answer = answerAtLook({ kind: 'side', benchmark: 'parse', threshold: 0.5 }, new Map(), [], 1);
    expect(answer).toEqual({ reason: 'answered', detail: 'parse is not compared in this run: nothing to measure for' });
  });
});

describe('one benchmark decided as the question', () => {
  it('stops once the named benchmark is decided, leaving the others undecided', () => {
    const full = suite({ slower: 0.1, same: 0 }, 11);
    const controller = new SequentialController(settings({ question: { kind: 'benchmark', benchmark: 'slower' } }), options());
    const { blocks } = drive(controller, full, timing);
    expect(controller.record().stop.reason).toBe('answered');
    expect(controller.record().stop.detail).toMatch(/^slower decided \(regression\) at look \d$/);
    expect(controller.decisions.get('same')!.verdict).toBeNull();
    expect(blocks).toBeLessThan(80);
  });
});
