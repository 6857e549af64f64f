import { analysisOptions } from '../../src/config/analysis-options.js';
import { describe, expect, it } from 'vitest';
import { analyzeResults } from '../../src/analysis/analyze-results.js';
import { suiteOutcome } from '../../src/analysis/decide.js';
import type { BenchmarkRecord, ResultsFile } from '../../src/results/results-format.js';
import { renderMarkdownReport } from '../support/render-report.js';
import { DEFAULT_SPEC, simulateBenchmark } from '../../bench/simulation/nested-model.js';

// Seeded simulations of the nested model: a suite benchmark with no change, and process metrics
// beside it, one with a planted +60 % (peak RSS after a larger allocation), one unchanged.
const spec = { ...DEFAULT_SPEC, binaries: 4, executions: 6 };
const time = simulateBenchmark(spec, 11, 'parse');
const rss: BenchmarkRecord = { ...simulateBenchmark({ ...spec, change: 0.6 }, 12, 'process/max-rss'), unit: 'KiB' };
const cpu: BenchmarkRecord = simulateBenchmark(spec, 13, 'process/cpu');
const results: ResultsFile = { version: 1, benchmarks: [time, rss, cpu] };
const outcome = (report: ReturnType<typeof analyzeResults>) => suiteOutcome(report, { failures: [], failOnRegression: true, accepted: false });

describe('process metrics no policy names: analysed apart, report-only', () => {
  it('reports the planted change in `metrics`, outside the suite, its verdict and its correction', () => {
    const report = analyzeResults(results, analysisOptions({ minEffect: 0.1 }));
    expect(report.benchmarks.map((b) => b.name)).toEqual(['parse']);
    expect(report.metrics?.map((m) => [m.name, m.verdict, m.gate])).toEqual([
      ['process/max-rss', 'regression', 'report'],
      ['process/cpu', 'unchanged', 'report'],
    ]);
    expect(report.summary.regressions).toBe(0);
    expect(report.ignored).toEqual([]);
    expect(outcome(report).check.outcome).toBe('pass');
    // The suite's benchmark is judged as if the metrics were not there: the same interval as alone.
    const alone = analyzeResults({ version: 1, benchmarks: [time] }, analysisOptions({ minEffect: 0.1 }));
    expect(report.benchmarks[0].delta).toEqual(alone.benchmarks[0].delta);
  });

  it('gates the metric a policy names, in the suite, with its own min-effect', () => {
    const report = analyzeResults(results, analysisOptions({ minEffect: 0.1, policies: [{ match: 'process/max-rss', minEffect: 0.2 }] }));
    expect(report.benchmarks.map((b) => [b.name, b.verdict, b.gate, b.minEffect])).toEqual([
      ['parse', 'unchanged', 'gate', 0.1],
      ['process/max-rss', 'regression', 'gate', 0.2],
    ]);
    expect(report.metrics?.map((m) => m.name)).toEqual(['process/cpu']);
    expect(outcome(report).check.outcome).toBe('regression');
  });

  it('the comment: time first, then only the metrics that changed, all of them in the details', () => {
    const markdown = renderMarkdownReport(analyzeResults(results, analysisOptions({ minEffect: 0.1 })));
    const lines = markdown.split('\n');
    const timeRow = lines.findIndex((l) => l.startsWith('| parse |'));
    const changed = lines.findIndex((l) => l === 'Process metrics that changed (report-only: a policy that names one gates it):');
    expect(timeRow).toBeGreaterThan(0);
    expect(changed).toBeGreaterThan(timeRow);
    const body = lines.slice(0, lines.indexOf('<details><summary>Impact-factor intervals, p-values, notes and design</summary>'));
    expect(body.filter((l) => l.startsWith('| process/'))).toEqual([expect.stringMatching(/^\| process\/max-rss \| .* \| 🔴 worse \|$/)]);
    expect(body).toContain('No change detected in the other 1 process metric.');
    const details = lines.slice(body.length);
    expect(details.filter((l) => l.startsWith('| process/')).map((l) => l.split(' | ')[0])).toEqual(['| process/max-rss', '| process/cpu']);
  });

  it('says nothing of process metrics where there are none', () => {
    const markdown = renderMarkdownReport(analyzeResults({ version: 1, benchmarks: [time] }, analysisOptions({ minEffect: 0.1 })));
    expect(markdown).not.toMatch(/[Pp]rocess metric/);
  });
});
