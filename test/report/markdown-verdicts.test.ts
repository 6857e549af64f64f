import { analysisOptions } from '../../src/config/analysis-options.js';
/**
 * The report's headline, Δ cells and design line say what the run decided and did: no ✅ unless
 * everything was decided, a † on an interval at a stricter level than the table header, and
 * nothing from an untrusted meta.design but checked numbers.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeResults } from '../../src/analysis/analyze-results.js';
import type { MeasurementFailure } from '../../src/analysis/measurement-failure.js';
import type { SuiteReport, Verdict } from '../../src/analysis/report-types.js';
import { buildsLine } from '../../src/report/builds-line.js';
import { formatLevel } from '../../src/report/interval-level.js';
import { escapeMarkdown } from '../../src/report/escape-markdown.js';
import { renderMarkdownReport } from '../support/render-report.js';
import { parseResults } from '../../src/results/validate-results.js';

const fixture = new URL('../../fixtures/results/simulated-suite.json', import.meta.url);
const analysed = analyzeResults(parseResults(readFileSync(fixture, 'utf8')), analysisOptions({ minEffect: 0.02 }));

/** The fixture's report with the given verdicts (in benchmark order) and a summary that agrees. */
function withVerdicts(verdicts: Verdict[], edit: (report: SuiteReport) => void = () => {}): SuiteReport {
  const report = structuredClone(analysed);
  report.benchmarks = report.benchmarks
    .slice(0, verdicts.length)
    .map((b, i) => ({ ...b, verdict: verdicts[i], changeDetected: verdicts[i] === 'regression' || verdicts[i] === 'improvement', gate: 'gate' }));
  const count = (v: Verdict) => verdicts.filter((x) => x === v).length;
  report.summary = {
    regressions: count('regression'),
    gatingRegressions: count('regression'),
    improvements: count('improvement'),
    unchanged: count('unchanged'),
    inconclusive: count('inconclusive'),
  };
  edit(report);
  return report;
}

const headline = (markdown: string) => markdown.split('\n')[0];
const rowOf = (markdown: string, name: string) => markdown.split('\n').find((line) => line.startsWith(`| ${name} |`)) ?? '';
const FOOTER = 'The check still passes (only a gated regression or a version that could not be measured fails it)';

describe('headline', () => {
  it('is ✅ only when every benchmark was decided unchanged, and 🟢 when the only changes are improvements', () => {
    expect(headline(renderMarkdownReport(withVerdicts(['unchanged', 'unchanged'])))).toBe('### benchgate: ✅ 2 unchanged');
    expect(headline(renderMarkdownReport(withVerdicts(['unchanged', 'improvement', 'unchanged'])))).toBe('### benchgate: 🟢 1 improvement, 2 unchanged');
  });

  it('is ⚠️, not 🟢, when an improvement sits beside an inconclusive benchmark', () => {
    expect(headline(renderMarkdownReport(withVerdicts(['improvement', 'inconclusive'])))).toMatch(
      /^### benchgate: ⚠️ not decided: 1 improvement, 1 inconclusive; no regression beyond \+0\.\d\d % \(asked ±2\.0 %\)$/,
    );
  });

  it('says "not decided" with ⚠️, not ✅, when anything is inconclusive, and the footer says the check passes anyway', () => {
    const markdown = renderMarkdownReport(withVerdicts(['inconclusive', 'unchanged', 'inconclusive']));
    expect(headline(markdown)).toBe('### benchgate: ⚠️ not decided: 2 inconclusive, 1 unchanged; no regression beyond +12 % in any of the 2 (asked ±2.0 %)');
    expect(markdown).not.toContain('✅');
    expect(markdown).toContain(`⚠️ 2 of 3 benchmarks could not be decided: the data could not tell whether they changed. ${FOOTER}`);
  });

  it('says what the undecided intervals still rule out: the largest regression left open, beside the min-effect asked', () => {
    const markdown = renderMarkdownReport(
      withVerdicts(['inconclusive', 'inconclusive'], (r) => {
        r.benchmarks[0].delta = { ...r.benchmarks[0].delta!, relative: 0.01, ci: [-0.04, 0.061] };
        r.benchmarks[1].delta = { ...r.benchmarks[1].delta!, relative: -0.01, ci: [-0.2, 0.03] };
      }),
    );
    expect(headline(markdown)).toBe('### benchgate: ⚠️ not decided: 2 inconclusive; no regression beyond +6.1 % in any of the 2 (asked ±2.0 %)');
    const [first, second] = analysed.benchmarks.map((b) => escapeMarkdown(b.name));
    expect(rowOf(markdown, first)).toMatch(/\| ⚠️ inconclusive, ≤ \+6\.1 % \|$/);
    expect(rowOf(markdown, second)).toMatch(/\| ⚠️ inconclusive, ≤ \+3\.0 % \|$/);
    expect(markdown).toContain(
      'Inconclusive: the data cannot tell yet whether it changed by the min-effect (±2.0 %); ≤ +x %: no regression beyond x % is left open',
    );
    // Higher is better: a regression is a fall, and the lower end is what is left open.
    const higher = renderMarkdownReport(
      withVerdicts(['inconclusive'], (r) => {
        r.benchmarks[0] = { ...r.benchmarks[0], better: 'higher', delta: { ...r.benchmarks[0].delta!, relative: 0.01, ci: [-0.05, 0.07] } };
      }),
    );
    expect(headline(higher)).toBe('### benchgate: ⚠️ not decided: 1 inconclusive; no regression beyond -5.0 % (asked ±2.0 %)');
    expect(rowOf(higher, first)).toMatch(/\| ⚠️ inconclusive, ≥ -5\.0 % \|$/);
    // An interval that allows no regression at all (rule overlap can leave it inconclusive).
    const none = renderMarkdownReport(
      withVerdicts(['inconclusive'], (r) => {
        r.benchmarks[0].delta = { ...r.benchmarks[0].delta!, relative: -0.05, ci: [-0.09, -0.01] };
      }),
    );
    expect(headline(none)).toBe('### benchgate: ⚠️ not decided: 1 inconclusive; no regression (asked ±2.0 %)');
    expect(rowOf(none, first)).toMatch(/\| ⚠️ inconclusive, no regression \|$/);
  });

  it('says "not decided" for a suite without benchmarks', () => {
    const markdown = renderMarkdownReport(withVerdicts([]));
    expect(headline(markdown)).toBe('### benchgate: ⚠️ not decided: no benchmarks');
    expect(markdown).toContain('⚠️ No benchmark was compared');
  });

  it('is 🔴 with a regression, even beside inconclusive ones, and has no "passes" footer', () => {
    const markdown = renderMarkdownReport(withVerdicts(['regression', 'inconclusive', 'unchanged']));
    expect(headline(markdown)).toBe('### benchgate: 🔴 1 regression, 1 inconclusive, 1 unchanged');
    expect(markdown).not.toContain('✅');
    expect(markdown).not.toContain(FOOTER);
  });

  it('is ❌ naming the version when a version could not be measured, with the reason under it', () => {
    const failures: MeasurementFailure[] = [{ side: 'head', reason: 'every head execution failed; the first: exited with code 1: <b>boom</b>' }];
    const markdown = renderMarkdownReport(withVerdicts(['inconclusive', 'inconclusive']), { measurementFailures: failures });
    expect(headline(markdown)).toBe('### benchgate: ❌ head could not be measured — 2 inconclusive');
    expect(markdown).toContain(
      '**The check fails: head could not be measured.** Every head execution failed; the first: exited with code 1: &lt;b&gt;boom&lt;/b&gt;.',
    );
    expect(markdown).not.toContain(FOOTER);
    const both = renderMarkdownReport(withVerdicts([]), {
      measurementFailures: [
        { side: 'base', reason: 'x' },
        { side: 'head', reason: 'y' },
      ],
    });
    expect(headline(both)).toBe('### benchgate: ❌ neither base nor head could be measured — no benchmarks');
  });
});

describe('Δ interval at a stricter level than the header', () => {
  const stricter = (level: unknown) =>
    withVerdicts(['regression', 'inconclusive', 'unchanged'], (report) => {
      (report.benchmarks[0].delta as unknown as Record<string, unknown>).ciLevel = level;
      for (const b of report.benchmarks.slice(1)) if (b.delta) (b.delta as unknown as Record<string, unknown>).ciLevel = report.options.confidence;
    });

  it('marks the row with † and explains it in one legend line under the table, with the level', () => {
    const markdown = renderMarkdownReport(stricter(0.9975));
    expect(rowOf(markdown, 'parse/large')).toMatch(/\| \+9\.\d\d % \[\+\d+(\.\d+)?, \+\d+(\.\d+)?\] † \|/);
    expect(rowOf(markdown, 'parse/small')).not.toContain('†');
    const legend = markdown.split('\n').filter((line) => line.startsWith('†'));
    expect(legend).toEqual([
      '† Δ interval at the level the suite-wide correction (`holm`) requires of that benchmark (99.75 %), not at 95 %: the interval the verdict used.',
    ]);
    // The legend sits between the table and the design lines.
    const lines = markdown.split('\n');
    expect(lines.indexOf(legend[0] ?? '')).toBeGreaterThan(lines.indexOf(rowOf(markdown, 'parse/small')));
    expect(lines.indexOf(legend[0] ?? '')).toBeLessThan(lines.findIndex((line) => line.startsWith('Design:')));
    expect(markdown).toMatch(/- parse\/large: p = [^\n]*; Δ interval at 99\.75 %/);
  });

  it.each([
    ['absent (an older report.json)', undefined],
    ['equal to the confidence up to rounding', 0.95 + 1e-12],
    ['not a number', '0.999'],
    ['not a level', 1.5],
  ])('has no mark when ciLevel is %s', (_, level) => {
    const markdown = renderMarkdownReport(stricter(level));
    expect(markdown).not.toContain('†');
  });

  it('gives the range of levels when the correction asked different levels of different benchmarks', () => {
    const report = stricter(0.9975);
    (report.benchmarks[1].delta as unknown as Record<string, unknown>).ciLevel = 0.99975;
    const markdown = renderMarkdownReport(report);
    expect(rowOf(markdown, 'parse/small')).toContain('] †');
    expect(markdown).toContain('(99.75–99.975 %), not at 95 %');
  });

  it('names the adaptive design, not the correction, for the repeated intervals of an adaptive run', () => {
    const report = Object.assign(stricter(0.9975), { sequential: { looks: 3 } });
    expect(renderMarkdownReport(report)).toContain(
      '† Δ interval at the level the adaptive design (its looks and the suite) requires of that benchmark (99.75 %)',
    );
  });

  it.each([
    [0.997, '99.7 %'],
    [0.9975, '99.75 %'],
    [0.99975, '99.975 %'],
    [0.99, '99 %'],
  ])('formats level %s as %s', (level, text) => {
    expect(formatLevel(level)).toBe(text);
  });
});

describe("the verdict note is the decision's", () => {
  it('says why the fixed interval decided nothing under that row, and nothing of the kind under a CHANGE DETECTED row', () => {
    const [large, small] = analysed.benchmarks;
    expect([large.verdict, small.verdict]).toEqual(['regression', 'inconclusive']);
    expect(large.verdictNote).toBeUndefined();
    expect(small.verdictNote).toMatchObject({ kind: 'cannot-tell', rule: 'interval', minEffect: 0.02 });
    const markdown = renderMarkdownReport(analysed);
    expect(markdown).toMatch(/- parse\/small: Δ interval \\\[-3\.42 %, 0\.96 %\\\] includes 0 and reaches beyond ±2\.00 %: no change detected/);
    expect(markdown).not.toMatch(/- parse\/large: .*(no change detected|cannot be ruled out)/);
  });
});

describe('what was done with the builds (meta.design)', () => {
  const design = {
    binaries: 3,
    executions: 6,
    interleaving: 'blocks',
    builds: { base: 2, head: 2 },
    executionsPerBuild: 12,
    extraRounds: 3,
    identicalBuilds: { base: true, head: true },
  };
  const render = (meta: unknown) => renderMarkdownReport(withVerdicts(['unchanged'], (r) => (r.meta = { design: meta } as typeof r.meta)));

  it("says how many builds were kept and where the skipped builds' time went", () => {
    const markdown = render(design);
    expect(markdown).toContain(
      '\nBuilds: 2 of 3 per version — the first two were identical, so the rest were skipped and their time went to 3 more rounds of executions ' +
        '(15 executions per build).\n',
    );
    // Right after the design line.
    const lines = markdown.split('\n');
    expect(lines[lines.findIndex((line) => line.startsWith('Design:')) + 1]).toMatch(/^Builds: /);
  });

  it("does not show an adaptive run's cap as its executions per build, even where an older file recorded it", () => {
    const adaptive = { ...design, executions: 1000, executionsPerBuild: 1500, extraRounds: 0 };
    const markdown = renderMarkdownReport(
      withVerdicts(['unchanged'], (r) => (r.meta = { design: adaptive, sequential: { version: 1 } } as unknown as typeof r.meta)),
    );
    expect(markdown).toContain('\nBuilds: 2 of 3 per version — the first two were identical, so the rest were skipped.\n');
    expect(markdown).not.toContain('executions per build');
  });

  it.each([
    ['every build kept, none identical', { ...design, builds: { base: 3, head: 3 }, extraRounds: 0, identicalBuilds: { base: false, head: false } }, null],
    [
      'every build kept and identical',
      { ...design, builds: { base: 3, head: 3 }, extraRounds: 0 },
      'Builds: 3 per version, all with identical outputs: the build level was collapsed.',
    ],
    [
      'only base identical',
      { ...design, builds: { base: 2, head: 3 }, extraRounds: 1, identicalBuilds: { base: true, head: false } },
      "Builds: base 2 of 3 (the first two were identical, so the rest were skipped), head 3 of 3; the skipped builds' time went to 1 more round " +
        'of executions (13 executions per build).',
    ],
  ])('%s', (_, meta, line) => {
    expect(buildsLine(meta)).toBe(line);
  });

  it('renders nothing from a hostile or malformed meta.design', () => {
    const hostile = [
      { ...design, interleaving: '<img src=x onerror=alert(1)> @octocat' },
      { ...design, builds: { base: '2<script>', head: 2 } },
      { ...design, builds: { base: 7, head: 2 } },
      { ...design, identicalBuilds: { base: 'yes', head: true } },
      { ...design, extraRounds: '3 [click](https://evil.example)' },
      { ...design, binaries: -1 },
      { ...design, binaries: 1e12, builds: { base: 1e12, head: 1e12 } },
      'Builds: all good ✅',
      [design],
      null,
    ];
    for (const meta of hostile) {
      const markdown = render(meta);
      expect(markdown).not.toMatch(/<img|<script|onerror|@octocat|evil\.example|all good/);
    }
    // The interleaving string never renders, even when the rest of the design is valid.
    expect(render(hostile[0])).toContain('Builds: 2 of 3 per version');
    // A malformed optional count is left out, not printed.
    expect(buildsLine({ ...design, executionsPerBuild: '12<b>' })).toBe(
      'Builds: 2 of 3 per version — the first two were identical, so the rest were skipped and their time went to 3 more rounds of executions.',
    );
    for (const meta of hostile.slice(1)) expect(render(meta)).not.toContain('Builds:');
  });
});
