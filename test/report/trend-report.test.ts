import { describe, expect, it } from 'vitest';
import { renderChangesSummary } from '../../src/report/changes-summary.js';
import { renderMermaidChart, mermaidText } from '../../src/report/mermaid-chart.js';
import { escapeXml, renderTrendSvg, trendSvgFiles } from '../../src/report/svg-chart.js';
import { analyzeTrend } from '../../src/trend/trend-analysis.js';
import { plainNumber } from '../../src/report/trend-format.js';
import { renderTrendReport } from '../../src/report/trend-markdown.js';
import { expectMatchesGolden } from '../support/golden.js';
import { EVIL, shaOf, trendHistory } from '../trend/trend-fixture.js';

const golden = (name: string) => new URL(`./golden/${name}`, import.meta.url).pathname;
const analysis = analyzeTrend(trendHistory());
const byName = (name: string) => analysis.benchmarks.find((b) => b.series.name === name)!;
const repository = { owner: 'octo', repo: 'bench' };

describe('trend analysis of the fixture history', () => {
  it('finds the planted changes, and only those', () => {
    const found = analysis.benchmarks.map((b) => [b.series.name, b.changes.map((c) => [c.index, c.kind, c.sameCommit])]);
    expect(found).toEqual([
      ['parse/large', [[36, 'regression', false]]],
      [EVIL, [[12, 'improvement', false]]],
      ['runner/sensitive', [[34, 'regression', true]]],
      ['io/write', []],
      ['new/bench', []],
    ]);
    expect(byName('parse/large').changes[0].relative!).toBeGreaterThan(0.06);
    expect(byName('parse/large').changes[0].relative!).toBeLessThan(0.1);
    expect(byName('new/bench').notes).toEqual([{ kind: 'too-few-runs', reason: 'change points need at least 8 runs (2 × min segment 4); there are 5' }]);
  });
});

describe('trend report', () => {
  const markdown = renderTrendReport(analysis, { repository });

  it('matches the golden report', () => {
    expectMatchesGolden(markdown, golden('trend-report.md'));
  });

  it('links the source diff of each change and no diff for a change between runs of one commit', () => {
    expect(markdown).toContain(`[compare](https://github.com/octo/bench/compare/${shaOf(35)}...${shaOf(36)})`);
    expect(markdown).toContain(`[compare](https://github.com/octo/bench/compare/${shaOf(11)}...${shaOf(12)})`);
    expect(markdown).toMatch(/🔴 \+9\.\d % \| \[\+\d\.\d %, \+\d+\.\d %\] \| .* \| 34 \/ 6 \| same commit † \|/);
  });

  it('has no links without a repository, and refuses odd repository names', () => {
    for (const repo of [undefined, { owner: 'octo', repo: 'bench)(javascript:alert(1)' }]) {
      const plain = renderTrendReport(analysis, { repository: repo });
      expect(plain).not.toContain('](http');
      expect(plain).toContain(`\`${shaOf(36).slice(0, 7)}\``);
    }
  });

  it('neutralises markup in benchmark names everywhere', () => {
    expect(markdown).not.toContain('<img');
    expect(markdown).not.toMatch(/@octocat/);
    const mermaid = markdown
      .split('```mermaid')
      .slice(1)
      .map((block) => block.split('```')[0]);
    for (const block of mermaid) {
      const title = block.split('\n').find((line) => line.trim().startsWith('title'))!;
      expect(title.trim()).toMatch(/^title "[^"#;<>`]*"$/);
      expect(block).not.toContain('%%');
    }
  });

  it('says so when nothing changed in the newest commits', () => {
    const quiet = analyzeTrend({ version: 1, entries: trendHistory().entries.slice(0, 30) });
    expect(renderChangesSummary(quiet)).toMatch(/^No change points in the last 7 commits \(4 benchmarks analysed\)\./);
  });
});

describe('changes summary', () => {
  it('is a benchmarks × newest commits table: = where nothing changed, the step where it did, N/A where not measured', () => {
    const table = renderChangesSummary(analysis, { allBenchmarks: true, commits: 7 })
      .split('\n')
      .filter((l) => l.startsWith('| '));
    expect(table[0].split(' | ')).toHaveLength(8);
    const row = (name: string) =>
      table
        .find((l) => l.startsWith(`| ${name} `))!
        .split(' | ')
        .slice(1)
        .map((c) => c.replace(/ \|$/, ''));
    // Newest first: runs 39, 38, 37, 36, 35, 33/34 (one commit), 32.
    expect(row('parse/large')).toEqual(['=', '=', '=', expect.stringMatching(/^🔴 \+7\.\d %$/), '=', '=', '=']);
    expect(row('runner/sensitive')[5]).toMatch(/^🔴 \+9\.\d % †$/);
    expect(row('io/write')).toEqual(['=', 'N/A', '=', '=', '=', '=', '=']);
    expect(table.some((l) => l.includes('new/bench'))).toBe(false);
  });
});

describe('Mermaid chart', () => {
  const chart = renderMermaidChart(byName('parse/large'), { maxRuns: 12 });
  const lines = chart.trim().split('\n');

  it('is an xychart-beta block with one label per run and two equally long line series', () => {
    expect(lines[0]).toBe('```mermaid');
    expect(lines[1]).toBe('xychart-beta');
    expect(lines.at(-1)).toBe('```');
    const categories = lines.find((l) => l.trim().startsWith('x-axis'))!.match(/"[^"]*"/g)!;
    const series = lines
      .filter((l) => l.trim().startsWith('line ['))
      .map((l) =>
        l
          .match(/\[(.*)\]/)![1]
          .split(', ')
          .map(Number),
      );
    expect(categories).toHaveLength(12);
    expect(series).toHaveLength(2);
    for (const s of series) {
      expect(s).toHaveLength(12);
      for (const v of s) expect(Number.isFinite(v)).toBe(true);
    }
    // The second line steps exactly at the change point (run 36 is the 9th of the last 12).
    expect(new Set(series[1].slice(0, 8)).size).toBe(1);
    expect(new Set(series[1].slice(8)).size).toBe(1);
    expect(series[1][8]).toBeGreaterThan(series[1][7]);
    expect(lines.find((l) => l.trim().startsWith('title'))).toMatch(/changes at [0-9a-f]{7} \+7\.\d %"$/);
  });

  it('labels repeated runs of one commit apart', () => {
    const runner = renderMermaidChart(byName('runner/sensitive'), { maxRuns: 8 });
    expect(runner).toContain(`"${shaOf(33).slice(0, 7)}", "${shaOf(33).slice(0, 7)}·2"`);
  });

  it('writes numbers as plain decimals', () => {
    expect(plainNumber(1234567.891)).toBe('1234568');
    expect(plainNumber(0.000012345)).toBe('0.000012345');
    expect(plainNumber(1e-7)).not.toMatch(/e/);
    expect(plainNumber(2.5)).toBe('2.5');
    expect(mermaidText('a"b#c;d%e`f<g')).toBe('a_b_c_d_e_f_g');
  });
});

describe('SVG chart', () => {
  const svg = renderTrendSvg(byName('parse/large'));

  it('matches the golden chart', () => {
    expectMatchesGolden(svg, golden('parse-large.svg'));
  });

  it('draws every run with its interval and one marker per change point', () => {
    expect(svg.match(/<circle /g)).toHaveLength(40);
    expect(svg.match(/stroke-dasharray/g)).toHaveLength(1);
    expect(svg).toContain('stroke="#c62828"');
    const improvement = renderTrendSvg(byName(EVIL));
    expect(improvement).toContain('stroke="#2e7d32"');
    expect(improvement).not.toContain('<img');
    expect(improvement).toContain(escapeXml(EVIL));
  });

  it('names files safely and uniquely', () => {
    expect(trendSvgFiles(analysis).map((f) => f.name)).toEqual([
      'trend-parse-large.svg',
      'trend-evil-name-img-src-x-octocat-1-bold-quoted.svg',
      'trend-runner-sensitive.svg',
      'trend-io-write.svg',
      'trend-new-bench.svg',
    ]);
  });
});
