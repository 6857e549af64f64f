import { analysisOptions } from '../../src/config/analysis-options.js';
/**
 * A report too long for a comment keeps what a reviewer needs: the details section goes first,
 * then rows from the bottom of the table, where the unchanged and inconclusive benchmarks are;
 * every regression and improvement stays, and a line says how many rows were left out.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fitCommentBody, GITHUB_COMMENT_LIMIT } from '../../src/action/comment-body.js';
import { analyzeResults } from '../../src/analysis/analyze-results.js';
import type { SuiteReport, Verdict } from '../../src/analysis/report-types.js';
import { fitReport } from '../../src/report/fit-report.js';
import { renderMarkdownReport } from '../support/render-report.js';
import { parseResults } from '../../src/results/validate-results.js';

const analysed = analyzeResults(
  parseResults(readFileSync(new URL('../../fixtures/results/simulated-suite.json', import.meta.url), 'utf8')),
  analysisOptions({
    minEffect: 0.02,
  }),
);

/** A suite of `count` benchmarks in suite order, verdict by position. */
function bigSuite(count: number, verdictAt: (index: number) => Verdict): SuiteReport {
  const report = structuredClone(analysed);
  const template = report.benchmarks;
  report.benchmarks = Array.from({ length: count }, (_, i) => {
    const b = structuredClone(template[i % template.length] ?? template[0]);
    if (!b) throw new Error('fixture has no benchmarks');
    const verdict = verdictAt(i);
    return { ...b, name: `suite/bench-${String(i).padStart(5, '0')}`, verdict, changeDetected: verdict === 'regression' || verdict === 'improvement' };
  });
  const count_ = (v: Verdict) => report.benchmarks.filter((b) => b.verdict === v).length;
  report.summary = {
    regressions: count_('regression'),
    gatingRegressions: count_('regression'),
    improvements: count_('improvement'),
    unchanged: count_('unchanged'),
    inconclusive: count_('inconclusive'),
  };
  return report;
}

const rowsOf = (text: string) => text.split('\n').filter((line) => line.startsWith('| suite/'));

describe('fitReport', () => {
  // Regressions at positions 1500 and 2999 and improvements at 10 and 2000: deep in suite order.
  const verdictAt = (i: number): Verdict =>
    i === 1500 || i === 2999 ? 'regression' : i === 10 || i === 2000 ? 'improvement' : i % 3 === 0 ? 'inconclusive' : 'unchanged';
  const report = bigSuite(3000, verdictAt);
  const markdown = `<!-- benchgate:benchmarks -->\n${renderMarkdownReport(report)}`;
  const fitted = fitCommentBody(markdown);

  it("fits GitHub's limit and keeps every changed row, the changes first", () => {
    expect(markdown.length).toBeGreaterThan(GITHUB_COMMENT_LIMIT);
    expect(fitted.length).toBeLessThanOrEqual(GITHUB_COMMENT_LIMIT);
    const rows = rowsOf(fitted);
    const names = rows.map((row) => row.split(' | ')[0]?.slice(2));
    // Within a kind the larger change first: the clones carry the fixture's Δs (+9.6 % for 1500 and 2000, under 1 % for 2999 and 10).
    expect(names.slice(0, 4)).toEqual(['suite/bench-01500', 'suite/bench-02999', 'suite/bench-02000', 'suite/bench-00010']);
    expect(rows.slice(0, 2).every((row) => row.includes('(worse)'))).toBe(true);
    expect(rows.slice(2, 4).every((row) => row.includes('(better)'))).toBe(true);
    // Then the inconclusive ones before any unchanged one.
    const firstUnchanged = rows.findIndex((row) => row.includes('unchanged'));
    expect(rows.slice(4, firstUnchanged > 0 ? firstUnchanged : undefined).every((row) => row.includes('inconclusive'))).toBe(true);
  });

  it('says how many rows were left out, and the shown and left-out rows add up to the suite', () => {
    const shown = rowsOf(fitted).length;
    const note = /\*\*(\d+) of 3000 benchmarks not shown\*\* to fit the size limit/.exec(fitted);
    expect(note).not.toBeNull();
    expect(Number(note?.[1]) + shown).toBe(3000);
    // It keeps as many rows as fit: one more would not.
    const longest = Math.max(...rowsOf(markdown).map((row) => row.length));
    expect(fitted.length + longest + 1).toBeGreaterThan(GITHUB_COMMENT_LIMIT - 10);
  });

  it('drops the collapsed details first, with a pointer to where they are, and keeps the headline and legend', () => {
    expect(fitted).not.toContain('<details>');
    expect(fitted).toContain(
      'The collapsed details (impact-factor intervals, p-values, notes, design) are left out to fit the size limit: they are in the job summary and the results artifact.',
    );
    expect(fitted.startsWith('<!-- benchgate:benchmarks -->\n### benchgate: 🔴 2 regressions, 2 improvements')).toBe(true);
    expect(fitted).toContain('**CHANGE DETECTED**: the Δ interval excludes 0');
  });

  it('leaves every row when dropping the details is enough', () => {
    const medium = `${renderMarkdownReport(bigSuite(200, verdictAt))}`;
    const limit = medium.indexOf('<details>') + 600;
    expect(medium.length).toBeGreaterThan(limit);
    const short = fitReport(medium, limit);
    expect(short).not.toBeNull();
    expect(rowsOf(short ?? '')).toHaveLength(200);
    expect(short).not.toContain('not shown');
  });

  it('returns a report that fits unchanged, and null when not even the table without rows fits', () => {
    const small = renderMarkdownReport(analysed);
    expect(fitReport(small, small.length)).toBe(small);
    expect(fitReport(small, 300)).toBeNull();
  });
});
