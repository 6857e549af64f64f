import { describe, expect, it } from 'vitest';
import { DEFAULT_ANALYSIS_OPTIONS } from '../../src/config/analysis-options.js';
import { analyzeResults } from '../../src/analysis/analyze-results.js';
import { calibrate as calibrateReport } from '../../src/planning/calibration.js';
import { renderCalibration } from '../../src/report/calibration-report.js';
import { confirmRounds } from '../../src/planning/confirm.js';
import { parsePrior } from '../../src/planning/prior.js';
import type { ResultsFile } from '../../src/results/results-format.js';
import { DEFAULT_SPEC, simulateBenchmark } from '../../bench/simulation/nested-model.js';

/** An A/A run as the runner would record it: 60 s builds, 2 s executions, 4 s per block. */
function aaRun(spec = { ...DEFAULT_SPEC, binaries: 3, executions: 12 }, seed = 3): ResultsFile {
  const record = simulateBenchmark(spec, seed, 'sort');
  for (const side of [record.base, record.head]) {
    side.binaries.forEach((binary, k) => {
      binary.buildSeconds = 60;
      binary.outputHash = `sha256:${k}`;
      for (const execution of binary.executions) execution.durationMs = 2000;
    });
  }
  const blocks = spec.binaries * spec.executions;
  return { version: 1, benchmarks: [record], meta: { measureSeconds: blocks * 4, totalSeconds: 6 * 60 + blocks * 4 } };
}

const options = { ...DEFAULT_ANALYSIS_OPTIONS, minEffect: 0.05, bootstrapReplicates: 50 };
/** The calibration of a run analysed with `options`, as the gate analyses it (experiment/run-calibration.ts). */
const calibrate = (results: ResultsFile, analysis: typeof options, budget: typeof settings) =>
  calibrateReport(results, analyzeResults(results, analysis), analysis, budget);
const settings = { budgetSeconds: 900, maxLooks: 8, spending: { kind: 'obrien-fleming' as const } };

describe('calibrate', () => {
  it('profiles the noise, says what the budget detects and what min-effect needs, and is a prior', () => {
    const calibration = calibrate(aaRun(), options, settings);
    const [sort] = calibration.benchmarks;
    expect(calibration.costs).toEqual({ buildSeconds: 60, executionSeconds: 2, startupSeconds: expect.closeTo(2, 2) });
    expect(calibration.measured).toEqual({ binaries: 3, rounds: 12, seconds: 360 + 144 });
    expect(sort.noise.deterministicBuild).toBe(false);
    expect(sort.profile.relativeSd.measurement!).toBeCloseTo(0.05, 2);
    expect(sort.profile.impact.execution!).toBeGreaterThan(1);
    expect(sort.profile.aa!.verdict).not.toBe('regression');
    // One test at the end at the full level detects a little less than the adaptive design's last look.
    expect(sort.fixedDetectableEffect!).toBeLessThan(sort.detectableEffect!);
    expect(sort.detectableEffect!).toBeGreaterThan(0);
    expect(calibration.plan.binaries).toBeGreaterThanOrEqual(2);
    expect(calibration.plan.reasons[0]).toMatch(/^planned for sort/);
    // The JSON is a prior for the next run.
    const prior = parsePrior(JSON.stringify(calibration), 'calibration.json');
    expect(prior.benchmarks[0].noise).toEqual(sort.noise);
    const markdown = renderCalibration(calibration);
    expect(markdown).toMatch(/^\| sort \| [\d.]+ \/ [\d.]+ \/ [\d.]+ \| [\d.]+ \/ [\d.]+ \| /m);
    expect(markdown).toMatch(/Plan for a run with this budget:\n- planned for sort/);
    expect(markdown).toMatch(/declare `artifacts`/i);
  });

  it('CONFIRM: finds the rounds after which the mean A/A interval fits ±min-effect, or says it needs more', () => {
    const deterministic = { ...DEFAULT_SPEC, binaries: 1, binarySd: 0, executions: 40 };
    const record = simulateBenchmark(deterministic, 4);
    const wide = confirmRounds(record, options, 0.05, 50);
    const narrow = confirmRounds(record, options, 0.02, 50);
    expect(wide.roundsRun).toBe(40);
    expect(wide.rounds).not.toBeNull();
    expect(narrow.rounds === null || narrow.rounds > wide.rounds!).toBe(true);
    expect(confirmRounds(record, options, 0.0001, 20).rounds).toBeNull();
  });
});

describe('calibrate plans from benchmarks that gate and vary', () => {
  it('leaves a gated benchmark with the same value in every execution out of the plan, and says so', () => {
    const run = aaRun();
    const constant = structuredClone(run.benchmarks[0]);
    constant.name = 'constant';
    for (const side of [constant.base, constant.head])
      for (const binary of side.binaries) for (const execution of binary.executions) execution.values = execution.values.map(() => 7);
    run.benchmarks.push(constant);
    const calibration = calibrate(run, options, settings);
    expect(calibration.plan.binding).toBe('sort');
    expect(calibration.plan.benchmarks.map((b) => b.name)).toEqual(['sort']);
    expect(calibration.plan.reasons).toContain(
      'not planned for constant (the same value in every execution): only benchmarks that gate and whose values vary plan the run',
    );
    expect(calibration.benchmarks.find((b) => b.name === 'constant')!.notes).toContainEqual({ kind: 'not-planned', why: { kind: 'no-noise' } });
  });
});
