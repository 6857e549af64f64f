import { describe, expect, it } from 'vitest';
import { analyzeResults } from '../../src/analysis/analyze-results.js';
import { renderMarkdownReport } from '../support/render-report.js';
import type { ResultsFile } from '../../src/results/results-format.js';
import { analyzeWithStopping } from '../../src/sequential/analyze-sequential.js';
import { readSequentialRecord } from '../../src/sequential/read-record.js';
import { SequentialController } from '../../src/sequential/sequential-controller.js';
import { sequentialReportLines } from '../../src/report/sequential-notes.js';
import { DEFAULT_SPEC, simulateBenchmark } from '../../bench/simulation/nested-model.js';
import { drive, fromSource, inRunOrder, options } from './drive.js';
import { validateResults } from '../../src/results/validate-results.js';
import { benchmarkNoteTexts } from '../../src/report/notes.js';

function adaptiveRun(changes: Record<string, number>, minEffect: number): ResultsFile {
  const spec = { ...DEFAULT_SPEC, binaries: 1, binarySd: 0, executions: 60 };
  const full: ResultsFile = {
    version: 1,
    benchmarks: Object.entries(changes).map(([name, change], i) => fromSource(inRunOrder(simulateBenchmark({ ...spec, change }, 700 + i, name)))),
  };
  const controller = new SequentialController(
    { alpha: 0.05, spending: { kind: 'obrien-fleming' }, maxLooks: 6, budgetSeconds: 100 + 60 * 2, maxFailureShare: 0.25 },
    options({ minEffect }),
  );
  const { results } = drive(controller, full, { buildSeconds: 100, secondsPerBlock: 2 });
  results.meta = {
    ...results.meta,
    plan: { source: 'settings', binaries: 1, budgetSeconds: 220, reasons: ['no prior: 1 build per version from the settings'] },
    totalSeconds: 180,
  };
  return results;
}

describe('analyzeWithStopping', () => {
  it('is the fixed analysis for a fixed design', () => {
    const results: ResultsFile = { version: 1, benchmarks: [simulateBenchmark(DEFAULT_SPEC, 1)] };
    expect(analyzeWithStopping(results, options())).toEqual(analyzeResults(results, options()));
  });

  it("replaces the fixed verdicts of an adaptive run by the looks' and explains them in the markdown", () => {
    const results = adaptiveRun({ slower: 0.2, same: 0 }, 0.05);
    const report = analyzeWithStopping(results, options({ minEffect: 0.05 }));
    const [slower, same] = report.benchmarks;
    expect(slower.verdict).toBe('regression');
    expect(same.verdict).toBe('unchanged');
    expect(same.delta!.ci[0]).toBeGreaterThanOrEqual(-0.05);
    expect(same.delta!.ci[1]).toBeLessThanOrEqual(0.05);
    // pAdjusted compares with α like any adjusted p-value: below it exactly when the look's interval excludes 0.
    expect(slower.delta!.pAdjusted).toBeLessThan(0.05);
    expect(report.summary).toMatchObject({ regressions: 1, unchanged: 1, inconclusive: 0 });
    // The fixed analysis's "interval is wider" note would contradict the sequential verdict: it is gone.
    expect(benchmarkNoteTexts(same).some((n) => /is wider than/.test(n))).toBe(false);
    expect([slower.verdictNote, same.verdictNote]).toEqual([undefined, undefined]);
    const markdown = renderMarkdownReport(report, { extraNotes: sequentialReportLines(report) });
    expect(markdown).toMatch(/Plan: no prior: 1 build per version from the settings\./);
    expect(markdown).toMatch(
      /Adaptive design: stopped after \d+ blocks \(\d+ of at most 60 rounds\) because every benchmark was decided; 3 min of the 3 min 40 s budget spent\./,
    );
    expect(markdown).toMatch(
      /repeated confidence intervals \(group-sequential, O'Brien–Fleming-type alpha spending over \d looks?, Bonferroni over benchmarks\)/,
    );
  });

  it('replays with other options too: a larger min-effect can only decide more', () => {
    const results = adaptiveRun({ small: 0.02 }, 0);
    const strict = analyzeWithStopping(results, options({ minEffect: 0 })).benchmarks[0];
    const loose = analyzeWithStopping(results, options({ minEffect: 0.1 })).benchmarks[0];
    expect(loose.verdict).toBe('unchanged');
    expect(loose.stopping!.look).toBeLessThanOrEqual(strict.stopping!.look);
  });
});

describe('readSequentialRecord', () => {
  it('names what is wrong in meta.sequential', () => {
    const results = adaptiveRun({ same: 0 }, 0);
    expect(readSequentialRecord(results)!.looks.length).toBeGreaterThan(0);
    const broken = structuredClone(results);
    (broken.meta!.sequential as { looks: { fraction: number }[] }).looks[1].fraction = 0.01;
    expect(() => readSequentialRecord(broken)).toThrow(/meta\.sequential\.looks\[1\]\.fraction: expected a number in \(0\.\d+, 1\], increasing/);
    expect(readSequentialRecord(results)!.tBoundaries).toBe('repeated-t');
    const unknownBounds = structuredClone(results);
    (unknownBounds.meta!.sequential as { tBoundaries: string }).tBoundaries = 'pocock-t';
    expect(() => validateResults(unknownBounds)).toThrow(/meta\.sequential\.tBoundaries: expected one of "repeated-t"/);
    expect(readSequentialRecord({ version: 1, benchmarks: [] })).toBeNull();
  });
});
