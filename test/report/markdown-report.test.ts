import { analysisOptions } from '../../src/config/analysis-options.js';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeResults } from '../../src/analysis/analyze-results.js';
import type { SuiteReport, Verdict } from '../../src/analysis/report-types.js';
import { escapeMarkdown } from '../../src/report/escape-markdown.js';
import { orderBenchmarks, suiteRecommendation } from '../../src/report/markdown.js';
import { renderMarkdownReport } from '../support/render-report.js';
import { parseResults } from '../../src/results/validate-results.js';
import { fixtureComment } from './comment-page.js';
import { expectGolden } from './expect-golden.js';

const simulated = new URL('../../fixtures/results/simulated-suite.json', import.meta.url);
const report = analyzeResults(parseResults(readFileSync(simulated, 'utf8')), analysisOptions({ minEffect: 0.02 }));
const markdown = renderMarkdownReport(report, { runUrl: 'https://github.com/o/r/actions/runs/1' });
const tableRows = (text: string) => text.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Benchmark'));
const cells = (row: string) =>
  row
    .split(/(?<!\\)\|/)
    .slice(1, -1)
    .map((cell) => cell.trim());

describe('markdown report', () => {
  it('matches the golden report of the simulated suite', () => {
    expectGolden(markdown, new URL('../../fixtures/results/simulated-suite.report.md', import.meta.url));
  });

  it('matches the golden comment of the measured suite (the README picture)', () => {
    expectGolden(fixtureComment(), new URL('../../fixtures/results/comment-suite.comment.md', import.meta.url));
  });

  it('has one six-cell row per benchmark, the regression first', () => {
    const rows = tableRows(markdown);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatch(/^\| parse\/large .*🔴 \*\*CHANGE DETECTED\*\* \(worse\) \|$/);
    expect(rows.slice(1).join('\n')).not.toContain('CHANGE DETECTED');
    // Each row keeps exactly 6 cells even with a hostile name.
    for (const row of rows) expect(cells(row)).toHaveLength(6);
  });

  it('shows means with 3 significant digits and interval half-widths with 2, in a unit scaled per benchmark', () => {
    const row = cells(tableRows(markdown)[0] ?? '');
    const large = report.benchmarks.find((b) => b.name === 'parse/large');
    if (!large?.base || !large.head) throw new Error('fixture lacks parse/large');
    // The fixture's means are near 1000 ns: base below (ns), head above; both printed in the base's unit.
    expect(large.base.mean).toBeLessThan(1000);
    expect(row[1]).toBe(`${Number(large.base.mean.toPrecision(3))} ± ${Number(((large.base.ci[1] - large.base.ci[0]) / 2).toPrecision(2))} ns`);
    expect(row[2]).toMatch(/^1,0\d0 ± \d\d ns$/);
  });

  it('keeps the impact factors compact in the table and their intervals in the collapsed section', () => {
    const row = cells(tableRows(markdown)[0] ?? '');
    expect(row[4]).toMatch(/^\d\.\d \/ \d\.\d$/);
    const details = markdown.slice(markdown.indexOf('<details>'));
    expect(details).toMatch(/- parse\/large: impact process \d\.\d\d \[\d\.\d, \d\.\d\], build \d\.\d\d/);
    expect(details).toMatch(/- parse\/large: p = /);
    expect(details).toContain('Design: base 5 builds');
    expect(markdown.slice(0, markdown.indexOf('<details>'))).not.toMatch(/p = |Design:/);
  });

  it('gives one recommendation for the suite, not one per row', () => {
    expect(markdown.match(/next time/gi)).toHaveLength(1);
    expect(markdown).toContain('Next time: 29 builds × 2 executions × 5 measurements (for io/write, the most any of the 3 undecided benchmarks needs');
  });

  it('says how to read the table in one line that links to the docs when given', () => {
    expect(markdown).toContain("More in benchgate's docs/comment.md.");
    const linked = renderMarkdownReport(report, { docsUrl: 'https://github.com/acme/benchgate/blob/v1/docs/comment.md' });
    expect(linked).toContain('[How to read this comment](https://github.com/acme/benchgate/blob/v1/docs/comment.md)');
    const legend = linked.split('\n').filter((line) => line.includes('**CHANGE DETECTED**:'));
    expect(legend).toHaveLength(1);
    expect(legend[0]).toMatch(/Inconclusive: .*Impact process \/ build: /);
  });

  it('neutralises markup and mentions in names', () => {
    expect(markdown).not.toContain('<img');
    expect(markdown).not.toMatch(/@octocat/);
    expect(markdown).toContain('@\u200boctocat');
    expect(markdown).toContain('failed executions: base 0, head 1');
  });
});

describe('context: the compared commits and links', () => {
  const repository = { serverUrl: 'https://github.com', owner: 'acme', repo: 'widgets' };
  const commits = { base: 'a'.repeat(40), head: '0123456789abcdef0123456789abcdef01234567' };

  it('names base and head by short SHA, linked to the commits in the repository of the workflow', () => {
    const text = renderMarkdownReport(report, { commits, repository, runUrl: 'https://github.com/acme/widgets/actions/runs/7' });
    expect(text.split('\n')[2]).toBe(
      `Base [\`aaaaaaa\`](https://github.com/acme/widgets/commit/${commits.base}) → head ` +
        `[\`0123456\`](https://github.com/acme/widgets/commit/${commits.head}) · [workflow run](https://github.com/acme/widgets/actions/runs/7)`,
    );
  });

  it('links nothing built from values that are not what they claim to be', () => {
    const text = renderMarkdownReport(report, {
      commits: { base: 'main) [x](https://evil.example', head: commits.head },
      repository: { serverUrl: 'https://github.com', owner: 'acme/../evil', repo: 'widgets' },
      runUrl: 'javascript:alert(1)',
      artifactUrl: 'https://github.com/x) [y](https://evil.example',
      docsUrl: 'https://ok.example/a b',
    });
    expect(text).not.toMatch(/\]\(https:\/\/evil|javascript:|\(https:\/\/github\.com\/acme\/\.\./);
    expect(text).toContain('Base main) \\[x\\](https:\u200b//evil.example → head `0123456`');
    expect(text).not.toContain('ok.example');
  });
});

/** The simulated suite's report with the given verdicts (in benchmark order) and a summary that agrees. */
function withVerdicts(verdicts: Verdict[]): SuiteReport {
  const copy = structuredClone(report);
  copy.benchmarks = verdicts.map((verdict, i) => {
    const b = copy.benchmarks[i % copy.benchmarks.length];
    if (!b) throw new Error('fixture has no benchmarks');
    return { ...structuredClone(b), name: `bench-${i}`, verdict, changeDetected: verdict === 'regression' || verdict === 'improvement' };
  });
  const count = (v: Verdict) => verdicts.filter((x) => x === v).length;
  copy.summary = {
    regressions: count('regression'),
    gatingRegressions: count('regression'),
    improvements: count('improvement'),
    unchanged: count('unchanged'),
    inconclusive: count('inconclusive'),
  };
  return copy;
}

describe('order', () => {
  it('puts regressions first, then improvements, inconclusive and unchanged, the largest change first within a kind', () => {
    const suite = withVerdicts(['unchanged', 'inconclusive', 'improvement', 'regression', 'unchanged', 'regression']);
    const relatives = [0.001, 0.002, -0.05, 0.03, 0.0, 0.08];
    suite.benchmarks.forEach((b, i) => {
      if (b.delta) b.delta.relative = relatives[i] ?? 0;
    });
    expect(orderBenchmarks(suite.benchmarks).map((b) => b.name)).toEqual(['bench-5', 'bench-3', 'bench-2', 'bench-1', 'bench-0', 'bench-4']);
    const rows = tableRows(renderMarkdownReport(suite)).map((row) => cells(row)[0]);
    expect(rows).toEqual(['bench-5', 'bench-3', 'bench-2', 'bench-1', 'bench-0', 'bench-4']);
  });
});

describe('main-branch trend', () => {
  it('goes into the collapsed section as its own two-column table, so the main table keeps six columns', () => {
    const trendCells = new Map(report.benchmarks.map((b) => [b.name, '▁▂▃▅▇']));
    const text = renderMarkdownReport(report, { trendCells });
    for (const row of tableRows(text.slice(0, text.indexOf('<details>')))) expect(cells(row)).toHaveLength(6);
    const details = text.slice(text.indexOf('<details>'));
    expect(details.startsWith('<details><summary>Main-branch trend, impact-factor intervals, p-values, notes and design</summary>')).toBe(true);
    expect(details).toContain('| Benchmark | Main trend |\n|---|---|\n| parse/large | ▁▂▃▅▇ |');
  });
});

describe('legend', () => {
  it('explains only the verdicts the table shows, so an all-unchanged comment says nothing of CHANGE DETECTED', () => {
    const quiet = renderMarkdownReport(withVerdicts(['unchanged', 'unchanged']));
    expect(quiet).not.toContain('CHANGE DETECTED');
    expect(quiet).not.toContain('Inconclusive:');
    expect(quiet).toContain('Impact process / build: ');
    const undecided = renderMarkdownReport(withVerdicts(['unchanged', 'inconclusive']));
    expect(undecided).toContain(
      'Inconclusive: the data cannot tell yet whether it changed by the min-effect (±2.0 %); ≤ +x %: no regression beyond x % is left open',
    );
    expect(undecided).not.toContain('CHANGE DETECTED');
  });
});

describe('suite recommendation', () => {
  it('takes the most demanding undecided benchmark, or the most demanding of all when everything was decided', () => {
    const suite = withVerdicts(['unchanged', 'inconclusive', 'inconclusive']);
    const counts = (binaries: number, executions: number) => ({
      binaries,
      executions,
      measurements: 5,
      reasons: [{ kind: 'unreachable' as const, minEffect: 0.02 }],
    });
    suite.benchmarks.forEach((b, i) => (b.recommended = [counts(30, 2), counts(8, 2), counts(8, 4)][i] ?? null));
    expect(suiteRecommendation(suite)).toBe(
      'Next time: 8 builds × 4 executions × 5 measurements (for bench-2, the most any of the 2 undecided benchmarks needs: the most recommended; 2.0 % may not be detectable at this noise).',
    );
    const decided = withVerdicts(['unchanged', 'unchanged']);
    decided.benchmarks.forEach((b, i) => (b.recommended = [counts(3, 2), counts(12, 2)][i] ?? null));
    expect(suiteRecommendation(decided)).toBe(
      'Next time: 12 builds × 2 executions × 5 measurements (for bench-1, the most any of the 2 benchmarks needs: the most recommended; 2.0 % may not be detectable at this noise).',
    );
    decided.benchmarks.forEach((b) => (b.recommended = null));
    expect(suiteRecommendation(decided)).toBeNull();
  });

  it('after an adaptive run names the budget that settles the undecided benchmarks, not counts it does not take', () => {
    const suite = withVerdicts(['unchanged', 'inconclusive', 'inconclusive']);
    suite.benchmarks.forEach((b) => (b.recommended = { binaries: 2, executions: 200, measurements: 27, reasons: [] }));
    const adaptive = Object.assign(suite, { sequential: { budgetSeconds: 240 } });
    const withBudgets = (budgets: (number | null)[]) =>
      suite.benchmarks.forEach((b, i) =>
        Object.assign(b, {
          minEffect: 0.02,
          stopping: {
            decided: i === 0,
            look: 12,
            looks: 12,
            blocks: 106,
            level: 0.03,
            detectableEffect: 0.07,
            budgetToSettle: i === 0 ? null : budgets[i - 1],
          },
        }),
      );
    withBudgets([2470, 600]);
    expect(suiteRecommendation(adaptive)).toBe(
      'Next time: a budget of about 41 min 10 s (for bench-1, the most any of the 2 undecided benchmarks needs: what settles ±2.0 % at the ' +
        'noise and costs this run measured, with 80 % power).',
    );
    // A budget no larger than the one spent: that budget suffices at 80 % power, and this run missed.
    withBudgets([200, 90]);
    expect(suiteRecommendation(adaptive)).toBe(
      'Next time: the same budget (4 min) should settle bench-1, the most any of the 2 undecided benchmarks needs, at ±2.0 % in 4 of 5 runs or ' +
        'more at the noise this run measured; this run was not one of them.',
    );
    // One that no single run settles: said so, not counts the run does not take.
    withBudgets([2470, null]);
    expect(suiteRecommendation(adaptive)).toBe(
      'Next time: no single run of up to a day settles bench-2 at ±2.0 % at the noise this run measured; a larger min-effect for it, or a quieter runner, would.',
    );
    // Undecided without an estimate (nothing measured to tell): no budget is named for it.
    suite.benchmarks.forEach((b, i) => i > 0 && Object.assign(b, { stopping: { decided: false, detectableEffect: null, budgetToSettle: null } }));
    expect(suiteRecommendation(adaptive)).toBeNull();
    // Everything decided: nothing to recommend.
    suite.benchmarks.forEach((b) => (b.verdict = 'unchanged'));
    expect(suiteRecommendation(adaptive)).toBeNull();
  });
});

describe('the † mark', () => {
  it('goes once into the header when every interval is at a stricter level, and on the rows otherwise', () => {
    // Under holm every benchmark of the simulated suite gets a stricter level.
    expect(markdown).toContain('| Benchmark | Base | Head | Δ mean [CI] † | Impact | Verdict |');
    expect(tableRows(markdown).join('\n')).not.toContain('†');
    const none = renderMarkdownReport(analyzeResults(parseResults(readFileSync(simulated, 'utf8')), analysisOptions({ minEffect: 0.02, correction: 'none' })));
    expect(none).toContain('| Δ mean [95 % CI] |');
    expect(none).not.toContain('†');
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
    ['\u001b[31merror\u001b[0m: x', 'error: x'],
    ['nul\u0000 bell\u0007 del\u007f', 'nul bell del'],
    ['\u202eevil\u202c txt', 'evil txt'],
    ['cut in half \ud83d', 'cut in half \ufffd'],
    ['whole 😀', 'whole 😀'],
    ['fixes GH-3 and gh-12', 'fixes GH\u200b-3 and gh\u200b-12'],
    ['PUGH-3 GH-x', 'PUGH-3 GH-x'],
  ])('%j', (input, expected) => {
    expect(escapeMarkdown(input)).toBe(expected);
  });
});
