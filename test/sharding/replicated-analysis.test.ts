import { analysisOptions } from '../../src/config/analysis-options.js';
import { describe, expect, it } from 'vitest';
import { analyzeResults } from '../../src/analysis/analyze-results.js';
import { renderMarkdownReport } from '../support/render-report.js';
import type { BenchmarkRecord, ResultsFile } from '../../src/results/results-format.js';
import { DEFAULT_SPEC } from '../../bench/simulation/nested-model.js';
import { simulateReplicatedBenchmark, type RunnerModelSpec } from '../../bench/simulation/runner-model.js';

const suite = (...benchmarks: BenchmarkRecord[]): ResultsFile => ({ version: 1, benchmarks });
const SPEC: RunnerModelSpec = { ...DEFAULT_SPEC, runners: 4, runnerSd: 0.1, interactionSd: 0 };

function withoutRunners(record: BenchmarkRecord): BenchmarkRecord {
  const copy = structuredClone(record);
  for (const side of [copy.base, copy.head]) for (const binary of side.binaries) delete binary.runner;
  return copy;
}

describe('analysis of a benchmark measured on several runners', () => {
  it('makes the runner the top level: R − 1 df for the mean and for the paired change, and a runner component and impact factor', () => {
    const record = simulateReplicatedBenchmark({ ...SPEC, change: 0.05 }, 11);
    const benchmark = analyzeResults(suite(record), analysisOptions({ minEffect: 0.01 })).benchmarks[0];
    const base = benchmark.base!;
    expect(base.level).toBe('runner');
    expect(base.df).toBe(3);
    expect(base.runners).toBe(4);
    expect(base.counts.binaries).toBe(12);
    expect(base.components.runner!).toBeGreaterThan(0);
    expect(base.impact.runner!.estimate!).toBeGreaterThan(1.5);
    expect(benchmark.delta!.design).toBe('paired');
    expect(benchmark.delta!.df).toBe(3);
  });

  it('hides nothing: with the runner ids dropped the same data give a too-narrow interval for the mean', () => {
    const record = simulateReplicatedBenchmark(SPEC, 12);
    const four = analyzeResults(suite(record), analysisOptions()).benchmarks[0].base!;
    const hidden = analyzeResults(suite(withoutRunners(record)), analysisOptions()).benchmarks[0].base!;
    expect(hidden.level).toBe('binary');
    expect(hidden.runners).toBeUndefined();
    expect(hidden.impact.runner).toBeUndefined();
    expect(four.ci[1] - four.ci[0]).toBeGreaterThan(2 * (hidden.ci[1] - hidden.ci[0]));
  });

  it('uses the three-level model when only one runner has data, or when some binary has no runner id', () => {
    const record = simulateReplicatedBenchmark({ ...SPEC, runners: 2 }, 13);
    const oneRunner = structuredClone(record);
    for (const side of [oneRunner.base, oneRunner.head]) {
      for (const binary of side.binaries)
        if (binary.runner === 'runner-2') for (const e of binary.executions) Object.assign(e, { values: [], failure: 'killed' });
    }
    const analysed = analyzeResults(suite(oneRunner), analysisOptions({ maxFailureShare: 0.6 })).benchmarks[0];
    expect(analysed.base!.level).toBe('binary');
    expect(analysed.base!.counts.failedExecutions).toBe(15);
    const partly = structuredClone(record);
    delete partly.base.binaries[0].runner;
    expect(analyzeResults(suite(partly), analysisOptions()).benchmarks[0].base!.level).toBe('binary');
  });

  it('collapses the binary level inside runners for a deterministic build', () => {
    const record = simulateReplicatedBenchmark({ ...SPEC, binarySd: 0 }, 14);
    for (const side of [record.base, record.head]) for (const binary of side.binaries) binary.outputHash = 'sha256:same';
    const base = analyzeResults(suite(record), analysisOptions()).benchmarks[0].base!;
    expect(base.level).toBe('runner');
    expect(base.deterministicBuild).toBe(true);
    expect(base.components.binary).toBe(0);
    expect(base.impact.binary.estimate).toBeNull();
    expect(base.impact.runner!.estimate).not.toBeNull();
  });
});

describe('markdown report of a replicated benchmark', () => {
  it('names the runners and the runner impact factor with its interval', () => {
    const report = analyzeResults(suite(simulateReplicatedBenchmark(SPEC, 15, 'replicated')), analysisOptions());
    const factor = report.benchmarks[0].head!.impact.runner!;
    const markdown = renderMarkdownReport(report);
    // 4 runners: too few for an interval of the runner factor (MIN_UNITS_FOR_INTERVAL), and the line says so.
    expect(factor.ci).toBeNull();
    expect(factor.note).toBe('no interval: it needs at least 6 runners, this version has 4');
    expect(markdown).toMatch(/- replicated: 4 runners; runner impact [0-9.]+ \(no interval: it needs at least 6 runners, this version has 4\)/);
    expect(renderMarkdownReport(analyzeResults(suite(withoutRunners(simulateReplicatedBenchmark(SPEC, 15))), analysisOptions()))).not.toContain(
      'runner impact',
    );
  });
});
