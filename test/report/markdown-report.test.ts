import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeResults } from '../../src/analysis/analyze-results.js';
import { escapeMarkdown } from '../../src/report/escape-markdown.js';
import { renderMarkdownReport } from '../../src/report/markdown.js';
import { parseResults } from '../../src/results/validate-results.js';
import { expectMatchesGolden } from '../support/golden.js';

const fixture = new URL('../../fixtures/results/simulated-suite.json', import.meta.url);

describe('markdown report', () => {
  const report = analyzeResults(parseResults(readFileSync(fixture, 'utf8')), { minEffect: 0.02 });
  const markdown = renderMarkdownReport(report, { runUrl: 'https://github.com/o/r/actions/runs/1' });

  it('matches the golden report', () => {
    expectMatchesGolden(markdown, new URL('../../fixtures/results/simulated-suite.report.md', import.meta.url).pathname);
  });

  it('has one table row per benchmark with the right verdicts', () => {
    const rows = markdown.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Benchmark'));
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatch(/^\| parse\/large .*CHANGE DETECTED\*\* \(regression\) \|$/);
    expect(rows[1]).not.toContain('CHANGE DETECTED');
    // Each row keeps exactly 6 cells even with a hostile name.
    for (const row of rows) expect(row.split(/(?<!\\)\|/).length - 2).toBe(6);
  });

  it('neutralises markup and mentions in names', () => {
    expect(markdown).not.toContain('<img');
    expect(markdown).not.toMatch(/@octocat/);
    expect(markdown).toContain('@\u200boctocat');
    expect(markdown).toContain('failed executions: base 0, head 1');
  });
});

describe('escapeMarkdown', () => {
  it.each([
    ['a|b', 'a\\|b'],
    ['<script>', '&lt;script&gt;'],
    ['line\nbreak', 'line break'],
    ['[link](http://x)', '\\[link\\](http://x)'],
    ['@team', '@\u200bteam'],
    ['`code`', '\\`code\\`'],
  ])('%s', (input, expected) => {
    expect(escapeMarkdown(input)).toBe(expected);
  });
});
