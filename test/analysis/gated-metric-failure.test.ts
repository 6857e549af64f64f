import { describe, expect, it } from 'vitest';
import { gatedMetricFailures as gatedFailures, withFailures } from '../../src/analysis/gated-metric-failure.js';
import { benchmarkPolicies, type BenchmarkPolicy } from '../../src/config/benchmark-policy.js';
import type { BenchmarkRecord, ExecutionRecord, ResultsFile } from '../../src/results/results-format.js';

const measured = (): ExecutionRecord => ({ values: [10] });
const failed = (reason = 'exited with code 4: illegal instruction'): ExecutionRecord => ({ values: [], failure: reason });
const notRun = (): ExecutionRecord => ({ values: [], failure: 'not run', notRun: true });

function benchmark(name: string, base: ExecutionRecord[], head: ExecutionRecord[]): BenchmarkRecord {
  return { name, unit: 'instructions', better: 'lower', base: { binaries: [{ executions: base }] }, head: { binaries: [{ executions: head }] } };
}
const results = (...benchmarks: BenchmarkRecord[]): ResultsFile => ({ version: 1, benchmarks });
const four = (...records: ExecutionRecord[]) => records;
/** The function with each benchmark's policy resolved from the settings, as experiment/analyse.ts resolves it once per run. */
const gatedMetricFailures = (file: ResultsFile, settings: { policies: BenchmarkPolicy[]; minEffect: number; maxFailureShare: number }) =>
  gatedFailures(file, settings, benchmarkPolicies(settings));
const gate = (match: string) => ({ policies: [{ match, gate: 'gate' as const }], minEffect: 0.01, maxFailureShare: 0.25 });

describe('gatedMetricFailures: a gated metric a version could not produce (issue 43)', () => {
  const headFails = benchmark('process/instructions', four(measured(), measured(), measured(), measured()), four(failed(), failed(), measured(), measured()));

  it('names the version, the metric, the share and the first reason when more than max-failure-share failed', () => {
    expect(gatedMetricFailures(results(headFails), gate('process/instructions'))).toEqual([
      {
        side: 'head',
        reason:
          'the gated metric "process/instructions" could not be measured in 2 of the 4 head executions that ran, more than max-failure-share 0.25 allows; ' +
          'the first: exited with code 4: illegal instruction',
      },
    ]);
  });

  it('leaves a report-only metric, a metric within the share and executions not run alone', () => {
    // Counts are report-only without a policy that gates them; a process metric without a policy naming it is apart.
    expect(gatedMetricFailures(results(headFails), { policies: [], minEffect: 0.01, maxFailureShare: 0.25 })).toEqual([]);
    expect(gatedMetricFailures(results(headFails), { ...gate('process/instructions'), maxFailureShare: 0.5 })).toEqual([]);
    const early = benchmark('process/max-rss', four(measured(), measured(), measured(), measured()), four(measured(), measured(), measured(), notRun()));
    expect(gatedMetricFailures(results(early), gate('process/max-rss'))).toEqual([]);
  });

  it('covers a gated process metric, and only metrics: a harness benchmark keeps its own rule (measurement-failure.ts)', () => {
    const rss = benchmark(
      'process/max-rss',
      four(failed('no report'), failed('no report'), measured(), measured()),
      four(measured(), measured(), measured(), measured()),
    );
    expect(gatedMetricFailures(results(rss), gate('process/max-rss')).map((f) => f.side)).toEqual(['base']);
    const harness = benchmark('parse', four(measured(), measured(), measured(), measured()), four(failed(), failed(), measured(), measured()));
    expect(gatedMetricFailures(results(harness), gate('**'))).toEqual([]);
  });

  it('withFailures keeps one reason per version, base first', () => {
    const first = [{ side: 'head' as const, reason: 'every head execution failed' }];
    expect(
      withFailures(first, [
        { side: 'base', reason: 'b' },
        { side: 'head', reason: 'h' },
      ]),
    ).toEqual([{ side: 'base', reason: 'b' }, ...first]);
  });
});
