import { describe, expect, it } from 'vitest';
import { DEFAULT_SPEC, simulateBenchmark } from '../../bench/simulation/nested-model.js';
import type { ResultsFile } from '../../src/results/results-format.js';
import { analyzeWithStopping } from '../../src/sequential/analyze-sequential.js';
import { SequentialController } from '../../src/sequential/sequential-controller.js';
import { sequentialReportLines } from '../../src/report/sequential-notes.js';
import { drive, fromSource, inRunOrder, options } from './drive.js';
import { benchmarkNoteTexts } from '../../src/report/notes.js';
import { obrienFlemingSettings } from './support/obrien-fleming-settings.js';

const settings = obrienFlemingSettings;

/** One build per version (deterministic), 80 rounds available, 2 s per block. */
function suite(changes: Record<string, number>, seed: number, spec = { ...DEFAULT_SPEC, binaries: 1, binarySd: 0, executions: 80 }): ResultsFile {
  return {
    version: 1,
    benchmarks: Object.entries(changes).map(([name, change], i) => fromSource(inRunOrder(simulateBenchmark({ ...spec, change }, seed + i, name)))),
  };
}

describe('SequentialController', () => {
  it('stops as soon as every benchmark is decided, well before the budget, with the right verdicts', () => {
    const full = suite({ slower: 0.1, faster: -0.1 }, 11);
    const controller = new SequentialController(settings(), options());
    const { blocks, results } = drive(controller, full, { buildSeconds: 100, secondsPerBlock: 2 });
    const record = controller.record();
    expect(record.stop.reason).toBe('decided');
    expect(blocks).toBeLessThan(40);
    expect(record.maxRounds).toBe(80);
    expect(controller.decisions.get('slower')!.verdict).toBe('regression');
    expect(controller.decisions.get('faster')!.verdict).toBe('improvement');
    // The report replays the looks from the recorded results and agrees.
    const report = analyzeWithStopping(results, options());
    expect(report.benchmarks.map((b) => b.verdict)).toEqual(['regression', 'improvement']);
    expect(report.summary.gatingRegressions).toBe(1);
    expect(report.sequential!.stop.reason).toBe('decided');
    expect(report.benchmarks[0].stopping!.decided).toBe(true);
    expect(report.benchmarks[0].delta!.ci[0]).toBeGreaterThan(0);
    expect(benchmarkNoteTexts(report.benchmarks[0]).join(' ')).toMatch(/decided at look \d of \d, after \d+ blocks/);
    expect(sequentialReportLines(report)[0]).toMatch(/stopped after \d+ blocks .* because every benchmark was decided/);
  });

  it('looks only at the planned rounds, fixes them after the first round, and runs to the last when nothing is decided', () => {
    const full = suite({ same: 0 }, 22);
    const messages: string[] = [];
    // 100 s of builds, 2 s per block, 160 s left: 80 rounds. Without futility stopping, which the next test turns on.
    const controller = new SequentialController(settings({ futility: false }), options(), (m) => messages.push(m));
    const { blocks, results } = drive(controller, full, { buildSeconds: 100, secondsPerBlock: 2 });
    const record = controller.record();
    expect(blocks).toBe(80);
    expect(record.stop.reason).toBe('max-rounds');
    // Geometric from round 4 (one build per version: 4 blocks) to 80.
    expect(record.looks.map((l) => l.round)).toEqual([4, 6, 9, 14, 22, 34, 52, 80]);
    expect(record.looks.at(-1)!.final).toBe(true);
    expect(messages[0]).toMatch(/at most 80 rounds fit the budget; looks after rounds 4, 6, 9/);
    const report = analyzeWithStopping(results, options());
    expect(report.benchmarks[0].verdict).toBe('inconclusive');
    expect(report.benchmarks[0].stopping!.detectableEffect).toBeGreaterThan(0);
    expect(benchmarkNoteTexts(report.benchmarks[0]).join(' ')).toMatch(/no decision by the last look: Δ interval .* the data could have detected ±\d/);
  });

  it('stops for futility once ±min-effect is out of reach of the budget and a change improbable, which the early looks cannot tell', () => {
    const full = suite({ same: 0 }, 22);
    const controller = new SequentialController(settings(), options());
    const { blocks, results } = drive(controller, full, { buildSeconds: 100, secondsPerBlock: 2 });
    const record = controller.record();
    expect(record.stop.reason).toBe('futile');
    expect(record.stop.detail).toMatch(/^at look 7, same is out of reach of the budget/);
    // The look at round 52 of 80; the run without futility stopping (the test above, same seed) ran all 80.
    expect(record.looks.map((l) => l.round)).toEqual([4, 6, 9, 14, 22, 34, 52]);
    expect(record.looks.at(-1)!.final).toBe(false);
    expect(blocks).toBe(52);
    const report = analyzeWithStopping(results, options());
    expect(report.benchmarks[0].verdict).toBe('inconclusive');
    // What the data could detect is wider than ±min-effect: the reason the budget could not settle it.
    expect(report.benchmarks[0].stopping!.detectableEffect).toBeGreaterThan(report.benchmarks[0].minEffect);
    expect(sequentialReportLines(report)[0]).toMatch(/stopped after 52 blocks .* because no benchmark left undecided could be decided within the budget/);
  });

  it('keeps going while ±min-effect is within reach of the budget, though no look has decided yet', () => {
    // A/A on seed 25 at ±1.2 %: only the last round's interval fits inside, with or without futility stopping.
    const full = suite({ same: 0 }, 25);
    for (const futility of [false, true]) {
      const controller = new SequentialController(settings({ futility }), options({ minEffect: 0.012 }));
      const { blocks } = drive(controller, full, { buildSeconds: 100, secondsPerBlock: 2 });
      expect(controller.record().looks.map((l) => l.round)).toEqual([4, 6, 9, 14, 22, 34, 52, 80]);
      expect(controller.decisions.get('same')!.verdict).toBe('unchanged');
      expect(blocks).toBe(80);
    }
  });

  it('does not stop for futility where a run planned for the budget would settle the benchmark, as the report then recommends', () => {
    // ±0.5 % is out of reach of the 80 rounds this run has. With 160 s left that is the budget's fault: futility stops it. With
    // 4,900 s left the 80 scheduled rounds are the limit, and a run planned for that budget would settle it: no futility stop.
    const full = suite({ same: 0 }, 22);
    const short = new SequentialController(settings(), options({ minEffect: 0.005 }));
    expect(drive(short, full, { buildSeconds: 100, secondsPerBlock: 2 }).blocks).toBe(52);
    expect(short.record().stop.reason).toBe('futile');
    const long = new SequentialController(settings({ budgetSeconds: 5000 }), options({ minEffect: 0.005 }));
    const { blocks, results } = drive(long, full, { buildSeconds: 100, secondsPerBlock: 2 });
    expect(long.record().maxRounds).toBe(80);
    expect(long.record().stop.reason).toBe('max-rounds');
    expect(blocks).toBe(80);
    expect(analyzeWithStopping(results, options({ minEffect: 0.005 })).benchmarks[0].stopping!.budgetToSettle).toBeLessThanOrEqual(5000);
  });

  it('decides "unchanged" once the interval fits inside ±min-effect', () => {
    const full = suite({ same: 0 }, 31);
    const controller = new SequentialController(settings(), options({ minEffect: 0.03 }));
    const { blocks } = drive(controller, full, { buildSeconds: 100, secondsPerBlock: 2 });
    expect(controller.decisions.get('same')!.verdict).toBe('unchanged');
    expect(blocks).toBeLessThan(80);
  });

  it('makes its final look when the next round would not fit, spending all that is left', () => {
    const full = suite({ same: 0 }, 41);
    const controller = new SequentialController(settings({ budgetSeconds: 100 + 2 * 30, futility: false }), options());
    // 2 s per block fits 30 rounds; from block 12 on the runner slows down to 5 s per block. After
    // block 18, 157 s are spent and a round takes 57/18 s on average: the next would end past 160 s.
    const { blocks } = drive(controller, full, { buildSeconds: 100, secondsPerBlock: (block) => (block < 12 ? 2 : 5) });
    const record = controller.record();
    // Planned for 30 rounds after the first; re-planned after every round from the mean so far, down to the 18 that ran.
    expect(record.maxRounds).toBe(18);
    expect(blocks).toBe(18);
    expect(record.stop.reason).toBe('budget');
    expect(record.stop.detail).toMatch(/would not fit the budget/);
    const last = record.looks.at(-1)!;
    expect(last.final).toBe(true);
    expect(last.blocks).toBe(blocks);
    expect(last.fraction).toBe(1);
  });

  it('stops when a version fails more than max-failure-share allows', () => {
    const full = suite({ same: 0 }, 51);
    const controller = new SequentialController(settings(), options());
    const { blocks } = drive(controller, full, { buildSeconds: 100, secondsPerBlock: 2, failedPerBlock: () => ({ base: 0, head: 1 }) });
    expect(blocks).toBe(2);
    expect(controller.record().stop.reason).toBe('failures');
  });

  it('with several builds, uses them as the units and looks from round 2', () => {
    const full = suite({ slower: 0.08 }, 61, { ...DEFAULT_SPEC, binaries: 4, executions: 20 });
    const controller = new SequentialController(settings({ budgetSeconds: 100 + 20 * 4 * 2 }), options());
    const { results } = drive(controller, full, { buildSeconds: 100, secondsPerBlock: 2 });
    const record = controller.record();
    expect(record.blocksPerRound).toBe(4);
    expect(record.looks[0].round).toBeGreaterThanOrEqual(2);
    expect(record.looks.every((l) => l.blocks % 4 === 0)).toBe(true);
    expect(analyzeWithStopping(results, options()).benchmarks[0].verdict).toBe(controller.decisions.get('slower')!.verdict ?? 'inconclusive');
  });
});
