import { analysisOptions } from '../../src/config/analysis-options.js';
import { describe, expect, it } from 'vitest';
import { analyzeResults } from '../../src/analysis/analyze-results.js';
import { parseConfigText } from '../../src/config/config-file.js';
import { DEFAULT_SPEC, simulateBenchmark } from '../../bench/simulation/nested-model.js';

const SOURCE = '.github/benchgate.yml';
const parse = (text: string) => parseConfigText(text, SOURCE);

describe('config file: analysis keys', () => {
  it('reads confidence, min-effect (number or percentage), correction, rule and benchmark policies', () => {
    const { run, analysis } = parse(`
bench: node bench.mjs
confidence: 0.99
min-effect: 2%
correction: bh
rule: overlap
benchmarks:
  - match: "io/**"
    gate: report
    min-effect: 0.05
  - match: "flaky/*"
    gate: ignore
`);
    expect(run).toEqual({ bench: ['node', 'bench.mjs'] });
    expect(analysis).toEqual({
      confidence: 0.99,
      minEffect: 0.02,
      correction: 'bh',
      rule: 'overlap',
      policies: [
        { match: 'io/**', gate: 'report', minEffect: 0.05 },
        { match: 'flaky/*', gate: 'ignore' },
      ],
    });
  });

  it.each([
    ['min-effect: lots', /^\.github\/benchgate\.yml: min-effect: expected a share below 1 \(0\.02\) or a percentage up to 1000% \(2%\), got "lots"$/],
    ['correction: bonferroni', /correction: expected one of holm, bh, none, got "bonferroni"/],
    ['benchmarks: {match: x}', /benchmarks: expected a list of/],
    ['benchmarks:\n  - match: x\n    gate: sometimes', /benchmarks\[0\]\.gate: expected one of gate, report, ignore, got "sometimes"/],
    ['benchmarks:\n  - match: x\n    min-effect: big', /benchmarks\[0\]\.min-effect: expected a share below 1/],
    ['benchmarks:\n  - pattern: x', /benchmarks\[0\]: unknown key "pattern"; valid keys: match, gate, min-effect/],
    ['min_effect: 1%', /unknown key "min_effect" \(did you mean "min-effect"\?\)/],
  ])('%s → a message naming the key', (text, message) => {
    expect(() => parse(text)).toThrow(message);
  });

  it('policies decide the gate: a report-only regression does not fail, an ignored benchmark is left out', () => {
    const { analysis } = parse(`benchmarks:\n  - match: "io/*"\n    gate: report\n  - match: "noise/*"\n    gate: ignore\n`);
    const slowed = (name: string) => simulateBenchmark({ ...DEFAULT_SPEC, change: 0.2, binaries: 6 }, 3, name);
    const report = analyzeResults(
      { version: 1, benchmarks: [slowed('io/write'), slowed('noise/x'), slowed('cpu/sort')] },
      analysisOptions({ ...analysis, minEffect: 0.02 }),
    );
    expect(report.ignored).toEqual(['noise/x']);
    expect(report.benchmarks.map((b) => [b.name, b.verdict, b.gate])).toEqual([
      ['io/write', 'regression', 'report'],
      ['cpu/sort', 'regression', 'gate'],
    ]);
    expect(report.summary).toMatchObject({ regressions: 2, gatingRegressions: 1 });
  });
});
