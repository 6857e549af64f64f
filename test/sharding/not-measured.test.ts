import { analysisOptions } from '../../src/config/analysis-options.js';
import { describe, expect, it } from 'vitest';
import { analyzeResults } from '../../src/analysis/analyze-results.js';
import type { ResultsFile } from '../../src/results/results-format.js';
import { validateResults } from '../../src/results/validate-results.js';
import { renderMarkdownReport } from '../support/render-report.js';
import { DEFAULT_SPEC, simulateBenchmark } from '../../bench/simulation/nested-model.js';
import { benchmarkNoteTexts } from '../../src/report/notes.js';

function results(notMeasured: unknown): ResultsFile {
  return { version: 1, benchmarks: [simulateBenchmark({ ...DEFAULT_SPEC, binaries: 4 }, 1, 'measured')], meta: { notMeasured } as ResultsFile['meta'] };
}

describe('benchmarks listed in meta.notMeasured', () => {
  it('are reported as inconclusive with the reason, so the suite is not a pass', () => {
    const report = analyzeResults(results([{ name: 'io/read', reason: 'shard 3/4 did not deliver results', unit: 'ms' }]), analysisOptions());
    expect(report.benchmarks.map((b) => b.name)).toEqual(['measured', 'io/read']);
    const missing = report.benchmarks[1];
    expect(missing).toMatchObject({
      verdict: 'inconclusive',
      changeDetected: false,
      delta: null,
      base: null,
      head: null,
      unit: 'ms',
      better: 'lower',
      gate: 'gate',
    });
    expect(benchmarkNoteTexts(missing)).toEqual(['not measured: shard 3/4 did not deliver results']);
    expect(report.summary.inconclusive).toBeGreaterThanOrEqual(1);
    const markdown = renderMarkdownReport(report);
    expect(markdown).toContain('| io/read | — | — | — |');
    expect(markdown).toContain('io/read: not measured: shard 3/4 did not deliver results');
  });

  it('do not enter the suite-wide correction', () => {
    const alone = analyzeResults(results(undefined), analysisOptions()).benchmarks[0].delta!.pAdjusted;
    const withMissing = analyzeResults(
      results([
        { name: 'a', reason: 'r' },
        { name: 'b', reason: 'r' },
      ]),
      analysisOptions(),
    ).benchmarks[0].delta!.pAdjusted;
    expect(withMissing).toBe(alone);
  });

  it('follow the policies: an ignored one is listed as ignored; a record of the same name wins', () => {
    const report = analyzeResults(
      results([
        { name: 'io/read', reason: 'r' },
        { name: 'measured', reason: 'r' },
      ]),
      analysisOptions({
        policies: [{ match: 'io/**', gate: 'ignore' }],
      }),
    );
    expect(report.ignored).toEqual(['io/read']);
    expect(report.benchmarks.map((b) => b.name)).toEqual(['measured']);
    expect(report.benchmarks[0].delta).not.toBeNull();
  });

  it('are validated: a bad entry is refused with its JSON path', () => {
    expect(() => validateResults(results([{ name: 'x' }]))).toThrow('meta.notMeasured[0].reason: expected a non-empty string, got nothing');
    expect(() => validateResults(results('x'))).toThrow('meta.notMeasured: expected an array');
    expect(() => validateResults(results([{ name: 'x', reason: 'r', better: 'up' }]))).toThrow('meta.notMeasured[0].better');
    expect(validateResults(results([{ name: 'x', reason: 'r' }])).meta?.notMeasured).toEqual([{ name: 'x', reason: 'r' }]);
  });
});

describe('binary runner ids', () => {
  it('must be non-empty strings', () => {
    const file = results(undefined);
    file.benchmarks[0].base.binaries[1].runner = '';
    expect(() => validateResults(file)).toThrow('benchmarks[0].base.binaries[1].runner: expected a non-empty string, got the string ""');
    (file.benchmarks[0].base.binaries[1] as { runner: unknown }).runner = 3;
    expect(() => validateResults(file)).toThrow('benchmarks[0].base.binaries[1].runner: expected a non-empty string, got number 3');
    file.benchmarks[0].base.binaries[1].runner = 'replica-1';
    expect(validateResults(file).benchmarks[0].base.binaries[1].runner).toBe('replica-1');
  });
});
