import { analysisOptions } from '../../src/config/analysis-options.js';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeResults } from '../../src/analysis/analyze-results.js';
import { recommendNextRun } from '../../src/planning/next-run.js';
import { parseResults } from '../../src/results/validate-results.js';

const simulated = new URL('../../fixtures/results/simulated-suite.json', import.meta.url);

describe('recommendNextRun', () => {
  it('after a fixed design: the counts of the most demanding undecided benchmark, as a value', () => {
    const report = analyzeResults(parseResults(readFileSync(simulated, 'utf8')), analysisOptions({ minEffect: 0.02 }));
    const counts = (binaries: number) => ({ binaries, executions: 5, measurements: 30, reasons: [{ kind: 'costs-unknown' as const }] });
    report.benchmarks.forEach((b, i) => {
      b.verdict = 'inconclusive';
      b.recommended = counts(4 + i);
    });
    const last = report.benchmarks[report.benchmarks.length - 1];
    expect(recommendNextRun(report)).toEqual({
      kind: 'counts',
      benchmark: last.name,
      counts: counts(3 + report.benchmarks.length),
      of: report.benchmarks.length,
      undecided: true,
    });
  });

  it('after an adaptive run: the largest budget an undecided benchmark needs, or that none settles one', () => {
    const report = analyzeResults(parseResults(readFileSync(simulated, 'utf8')), analysisOptions({ minEffect: 0.02 }));
    const [a, b] = report.benchmarks;
    const adaptive = Object.assign(report, { sequential: { budgetSeconds: 120 } });
    Object.assign(a, { verdict: 'inconclusive', stopping: { detectableEffect: 0.05, budgetToSettle: 600 } });
    Object.assign(b, { verdict: 'unchanged' });
    expect(recommendNextRun(adaptive)).toEqual({ kind: 'budget', benchmark: a.name, minEffect: 0.02, seconds: 600, of: 1 });
    Object.assign(a, { stopping: { detectableEffect: 0.05, budgetToSettle: 100 } });
    expect(recommendNextRun(adaptive)).toEqual({ kind: 'same-budget', benchmark: a.name, minEffect: 0.02, budgetSeconds: 120, of: 1 });
    Object.assign(a, { stopping: { detectableEffect: 0.05, budgetToSettle: null } });
    expect(recommendNextRun(adaptive)).toEqual({ kind: 'unsettleable', benchmark: a.name, minEffect: 0.02 });
  });
});
