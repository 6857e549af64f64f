import { analysisOptions } from '../../src/config/analysis-options.js';
import { describe, expect, it } from 'vitest';
import { fitJobSummary, JOB_SUMMARY_LIMIT_BYTES } from '../../src/action/job-summary.js';
import { analyzeResults } from '../../src/analysis/analyze-results.js';
import { renderMarkdownReport } from '../support/render-report.js';
import type { BenchmarkRecord, ResultsFile } from '../../src/results/results-format.js';

/** A benchmark whose head is `factor` times its base, 2 builds × 4 executions × 3 values. */
function benchmark(name: string, factor: number): BenchmarkRecord {
  const side = (scale: number) => ({
    binaries: [0, 1].map((k) => ({
      executions: [0, 1, 2, 3].map((j) => ({ values: [100, 101, 99].map((v) => scale * (v + ((k + j) % 3) * 0.5)), block: j * 2 + k })),
    })),
  });
  return { name, unit: 'ms', better: 'lower', base: side(1), head: side(factor) };
}

describe('fitJobSummary', () => {
  it('leaves a summary under the limit as it is', () => {
    expect(fitJobSummary('### benchgate\n\nsmall\n')).toBe('### benchgate\n\nsmall\n');
  });

  it("cuts a many-benchmark summary to GitHub's 1 MiB, keeping the changed rows first and saying so", () => {
    // 6,000 unchanged benchmarks with long (multi-byte) names, then one regression: the table lists the regression first.
    const benchmarks = Array.from({ length: 6000 }, (_, i) => benchmark(`suite/µ-benchmark-with-a-long-name-${'é'.repeat(60)}-${i}`, 1));
    benchmarks.push(benchmark('zz/regressed', 1.5));
    const results: ResultsFile = { version: 1, benchmarks };
    const markdown = renderMarkdownReport(analyzeResults(results, analysisOptions({ minEffect: 0.05 })));
    expect(Buffer.byteLength(markdown)).toBeGreaterThan(JOB_SUMMARY_LIMIT_BYTES);
    const fitted = fitJobSummary(markdown);
    expect(Buffer.byteLength(fitted)).toBeLessThanOrEqual(JOB_SUMMARY_LIMIT_BYTES);
    const rows = fitted.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Benchmark'));
    expect(rows[0]).toContain('zz/regressed');
    expect(fitted).toMatch(/benchmarks not shown\*\* to fit the size limit/);
  }, 60_000);

  it('cuts text without a table at a line boundary, with a note', () => {
    const text = `${'a line of text ✓\n'.repeat(100_000)}`;
    const fitted = fitJobSummary(text, 10_000);
    expect(Buffer.byteLength(fitted)).toBeLessThanOrEqual(10_000);
    expect(fitted).toContain("cut to fit GitHub's 1 MiB job summary limit");
    expect(
      fitted
        .split('\n')
        .slice(0, -4)
        .every((line) => line === 'a line of text ✓' || line === ''),
    ).toBe(true);
  });
});
