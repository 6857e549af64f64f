import { analysisOptions } from '../../src/config/analysis-options.js';
import { describe, expect, it } from 'vitest';
import { analyzeResults } from '../../src/analysis/analyze-results.js';
import { decide, type DecisionInput } from '../../src/analysis/decide.js';
import type { BenchmarkRecord, ResultsFile } from '../../src/results/results-format.js';
import { DEFAULT_SPEC, simulateBenchmark } from '../../bench/simulation/nested-model.js';
import { withoutBlocks } from '../../bench/simulation/blockless.js';
import { benchmarkNoteTexts } from '../../src/report/notes.js';

const suite = (...benchmarks: BenchmarkRecord[]): ResultsFile => ({ version: 1, benchmarks });

function constantVersion(values: number[][][]) {
  return { binaries: values.map((executions) => ({ executions: executions.map((v) => ({ values: v })) })) };
}

/** One build made from the checked-out source (no build command): deterministic, so its executions alone decide. */
function fromSource(values: number[][][]) {
  const version = constantVersion(values);
  for (const binary of version.binaries) Object.assign(binary, { outputHash: 'source:tree' });
  return version;
}

describe('analyzeResults', () => {
  it('flags a planted 10 % slowdown as a regression and leaves an A/A benchmark unflagged', () => {
    const report = analyzeResults(
      suite(simulateBenchmark({ ...DEFAULT_SPEC, change: 0.1, binaries: 6 }, 1, 'slowed'), simulateBenchmark({ ...DEFAULT_SPEC, binaries: 6 }, 2, 'same')),
      analysisOptions({ minEffect: 0.02 }),
    );
    const [slowed, same] = report.benchmarks;
    expect(slowed.verdict).toBe('regression');
    expect(slowed.changeDetected).toBe(true);
    expect(slowed.delta!.ci[0]).toBeGreaterThan(0.02);
    expect(slowed.delta!.ci[1]).toBeLessThan(0.2);
    expect(same.changeDetected).toBe(false);
    expect(report.summary.regressions).toBe(1);
  });

  it('reads the direction from `better`: a rise in throughput is an improvement', () => {
    const record = simulateBenchmark({ ...DEFAULT_SPEC, change: 0.1, binaries: 6 }, 1, 'ops');
    const report = analyzeResults(suite({ ...record, unit: 'ops/s', better: 'higher' }), analysisOptions({ minEffect: 0.02 }));
    expect(report.benchmarks[0].verdict).toBe('improvement');
    expect(report.benchmarks[0].delta!.relative).toBeGreaterThan(0);
  });

  it('uses the pairing when blocks are recorded, and independent samples when they are not', () => {
    const record = simulateBenchmark({ ...DEFAULT_SPEC, blockSd: 0.1, change: 0.05, binaries: 1, executions: 20 }, 4);
    const paired = analyzeResults(suite(record), analysisOptions()).benchmarks[0];
    const stripped = structuredClone(record);
    for (const side of [stripped.base, stripped.head]) for (const b of side.binaries) for (const e of b.executions) delete e.block;
    const independent = analyzeResults(suite(stripped), analysisOptions()).benchmarks[0];
    expect(paired.delta!.design).toBe('paired');
    expect(independent.delta!.design).toBe('independent');
    expect(paired.delta!.relative).toBeCloseTo(independent.delta!.relative, 12);
    // Shared block drift of 10 % cancels in the paired design: its interval is much narrower.
    const width = (ci: [number, number]) => ci[1] - ci[0];
    expect(width(paired.delta!.ci)).toBeLessThan(width(independent.delta!.ci) / 2);
  });

  it('collapses the build level when every rebuild has the same output hash', () => {
    const record = simulateBenchmark({ ...DEFAULT_SPEC, binarySd: 0 }, 5);
    for (const side of [record.base, record.head]) for (const b of side.binaries) b.outputHash = 'sha256:same';
    const benchmark = analyzeResults(suite(record), analysisOptions()).benchmarks[0];
    expect(benchmark.base!.deterministicBuild).toBe(true);
    expect(benchmark.base!.level).toBe('execution');
    expect(benchmark.base!.df).toBe(14);
    expect(benchmarkNoteTexts(benchmark).join(' ')).toMatch(/deterministic/);
    // A build command's outputs are proven identical only by a second build's hash.
    expect(benchmark.recommended!.binaries).toBe(2);
  });

  it('corrects across the suite: Holm-adjusted p-values decide', () => {
    const benchmarks = Array.from({ length: 10 }, (_, i) => simulateBenchmark({ ...DEFAULT_SPEC, binaries: 4 }, 50 + i, `b${i}`));
    const report = analyzeResults(suite(...benchmarks), analysisOptions());
    const raw = report.benchmarks.map((b) => b.delta!.pValue);
    const smallest = Math.min(...raw);
    const adjustedOfSmallest = report.benchmarks.find((b) => b.delta!.pValue === smallest)!.delta!.pAdjusted;
    expect(adjustedOfSmallest).toBeCloseTo(Math.min(1, smallest * 10), 12);
    expect(report.options.correction).toBe('holm');
  });

  it('reports a version with too many failed executions as inconclusive, naming the share', () => {
    const record = simulateBenchmark(DEFAULT_SPEC, 6);
    const executions = record.head.binaries.flatMap((b) => b.executions);
    for (const e of executions.slice(0, 6)) {
      e.values = [];
      e.failure = 'exit code 139 (SIGSEGV)';
    }
    const benchmark = analyzeResults(suite(record), analysisOptions()).benchmarks[0];
    expect(benchmark.verdict).toBe('inconclusive');
    expect(benchmark.delta).toBeNull();
    expect(benchmarkNoteTexts(benchmark).join(' ')).toMatch(/head: 6 of 15 executions failed/);
    expect(benchmark.base).not.toBeNull();
  });

  it('analyses survivors when failures stay under the allowed share, and counts the failures', () => {
    const record = simulateBenchmark(DEFAULT_SPEC, 7);
    record.head.binaries[0].executions[0] = { values: [], failure: 'timed out after 300 s', block: 0 };
    const benchmark = analyzeResults(suite(record), analysisOptions()).benchmarks[0];
    expect(benchmark.head!.counts.failedExecutions).toBe(1);
    expect(benchmark.head!.counts.executions).toBe(14);
    expect(benchmark.delta).not.toBeNull();
  });

  describe('degenerate input gives an inconclusive verdict with a reason, never NaN', () => {
    const cases: [string, BenchmarkRecord, RegExp][] = [
      [
        'one execution',
        { name: 'x', unit: 'ns', better: 'lower', base: constantVersion([[[1, 2, 3]]]), head: constantVersion([[[1, 2, 3]]]) },
        /at least 2 executions/,
      ],
      ['no executions', { name: 'x', unit: 'ns', better: 'lower', base: constantVersion([[]]), head: constantVersion([[[1], [2]]]) }, /base: no executions/],
      [
        'zero base mean',
        {
          name: 'x',
          unit: 'count',
          better: 'lower',
          base: constantVersion([
            [
              [0, 0],
              [0, 0],
            ],
          ]),
          // Head is 0 in one process too: not a change from zero in every process (from-zero.test.ts), so undecided.
          head: constantVersion([
            [
              [1, 1],
              [0, 0],
            ],
          ]),
        },
        // A typed reason, rendered in report/ (zero-base-mean.test.ts).
        /zero-base-mean/,
      ],
    ];
    it.each(cases)('%s', (_label, record, reason) => {
      const report = analyzeResults(suite(record), analysisOptions());
      const benchmark = report.benchmarks[0];
      expect(benchmark.verdict).toBe('inconclusive');
      expect([...benchmarkNoteTexts(benchmark), benchmark.undecided?.kind ?? ''].join(' ')).toMatch(reason);
      expect(JSON.stringify(report)).not.toMatch(/NaN|null,"ci":\[null/);
    });

    it('all-identical values: unchanged (identical values), no interval and no NaN', () => {
      const same = fromSource([
        [
          [5, 5, 5],
          [5, 5, 5],
          [5, 5, 5],
        ],
      ]);
      const report = analyzeResults(suite({ name: 'flat', unit: 'ns', better: 'lower', base: same, head: structuredClone(same) }), analysisOptions());
      const benchmark = report.benchmarks[0];
      expect(benchmark.verdict).toBe('unchanged');
      expect(benchmark.delta).toBeNull();
      expect(benchmark.verdictSource).toEqual({ kind: 'identical-values', value: 5 });
      expect(JSON.stringify(report)).not.toContain('NaN');
    });

    it('n = 1 per execution still compares execution means', () => {
      const base = fromSource([[[10], [11], [10.5], [9.5]]]);
      const head = fromSource([[[20], [21], [20.5], [19.5]]]);
      const benchmark = analyzeResults(suite({ name: 'n1', unit: 'ns', better: 'lower', base, head }), analysisOptions()).benchmarks[0];
      expect(benchmark.verdict).toBe('regression');
      expect(benchmark.base!.components.measurement).toBeNull();
    });
  });
});

describe('the decisive default path', () => {
  it('calls no change from one build per version that nothing proves deterministic', () => {
    const record = simulateBenchmark({ ...DEFAULT_SPEC, binaries: 1, executions: 15, change: 0.3 }, 8, 'one-build');
    const unproven = analyzeResults(suite(record), analysisOptions()).benchmarks[0];
    expect(unproven.verdict).toBe('inconclusive');
    expect(benchmarkNoteTexts(unproven).join(' ')).toMatch(/one build per version that is not proven deterministic/);
    // No build command: the checked-out source is the binary, and the same data decide.
    const fromSource = structuredClone(record);
    for (const side of [fromSource.base, fromSource.head]) for (const b of side.binaries) b.outputHash = 'source:tree';
    expect(analyzeResults(suite(fromSource), analysisOptions()).benchmarks[0].verdict).toBe('regression');
    // A calibration prior for the build level lets the single build decide, with that variance in the interval.
    const withPrior = analyzeResults(suite(record), analysisOptions({ buildVariancePriors: { 'one-build': 0.02 ** 2 } })).benchmarks[0];
    const withTinyPrior = analyzeResults(suite(record), analysisOptions({ buildVariancePriors: { 'one-build': 0 } })).benchmarks[0];
    expect(withPrior.verdict).toBe('regression');
    expect(benchmarkNoteTexts(withPrior).join(' ')).not.toMatch(/not proven deterministic/);
    const width = (b: typeof withPrior) => b.delta!.ci[1] - b.delta!.ci[0];
    expect(width(withPrior)).toBeGreaterThan(1.5 * width(withTinyPrior));
  });

  it('shows the interval the decision used: it excludes 0 exactly when the adjusted p-value is below α', () => {
    const benchmarks = Array.from({ length: 12 }, (_, i) => simulateBenchmark({ ...DEFAULT_SPEC, change: i < 6 ? 0.02 : 0 }, 300 + i, `b${i}`));
    const report = analyzeResults(suite(...benchmarks), analysisOptions({ minEffect: 0 }));
    for (const b of report.benchmarks) {
      const excludesZero = b.delta!.ci[0] > 0 || b.delta!.ci[1] < 0;
      expect(excludesZero).toBe(b.delta!.pAdjusted < 0.05);
      expect(b.changeDetected).toBe(excludesZero);
      if (b.delta!.pAdjusted > b.delta!.pValue) expect(b.delta!.ciLevel).toBeGreaterThan(0.95);
    }
    // Holm's first step tests at α/12: that benchmark's interval is at 1 − 0.05/12.
    const first = report.benchmarks.reduce((a, b) => (b.delta!.pValue < a.delta!.pValue ? b : a));
    if (first.delta!.pValue * 12 < 1) expect(first.delta!.ciLevel).toBeCloseTo(1 - 0.05 / 12, 12);
  });

  it('does not count executions an early stop left unrun as failures', () => {
    const record = simulateBenchmark({ ...DEFAULT_SPEC, executions: 8 }, 12, 'cut');
    // The last 3 rounds of base never ran: more than max-failure-share if they counted.
    for (const binary of record.base.binaries)
      for (const e of binary.executions.slice(5)) Object.assign(e, { values: [], failure: 'not run: head already failed', notRun: true });
    const benchmark = analyzeResults(suite(record), analysisOptions()).benchmarks[0];
    expect(benchmark.base!.counts.failedExecutions).toBe(0);
    expect(benchmark.base!.counts.executions).toBe(15);
    expect(benchmark.delta).not.toBeNull();
  });

  it('names the files that differed between rebuilds', () => {
    const record = simulateBenchmark(DEFAULT_SPEC, 9, 'stamped');
    record.head.binaries[1].outputDiff = ['dist/build-info.json'];
    record.head.binaries[2].outputDiff = ['dist/build-info.json', 'dist/app.js.map'];
    const notes = benchmarkNoteTexts(analyzeResults(suite(record), analysisOptions()).benchmarks[0]).join(' ');
    expect(notes).toContain('rebuilds produced different files in head (dist/build-info.json, dist/app.js.map)');
    expect(notes).not.toMatch(/in base/);
  });

  it('never prints a note that contradicts its row', () => {
    const benchmarks = Array.from({ length: 8 }, (_, i) => simulateBenchmark({ ...DEFAULT_SPEC, change: [0, 0.005, 0.05, 0.3][i % 4] }, 400 + i, `b${i}`));
    for (const b of analyzeResults(suite(...benchmarks), analysisOptions({ minEffect: 0.01 })).benchmarks) {
      const notes = benchmarkNoteTexts(b).join(' ');
      if (b.changeDetected) expect(notes).not.toMatch(/no change detected/);
      if (b.delta!.ci[0] > 0 || b.delta!.ci[1] < 0) expect(notes).not.toMatch(/includes 0/);
    }
  });

  it('borrows strength across a suite: moderated degrees of freedom exceed each fit’s own', () => {
    const benchmarks = Array.from({ length: 10 }, (_, i) => simulateBenchmark(DEFAULT_SPEC, 500 + i, `b${i}`));
    const moderated = analyzeResults(suite(...benchmarks), analysisOptions());
    const alone = analyzeResults(suite(...benchmarks), analysisOptions({ moderate: false }));
    moderated.benchmarks.forEach((b, i) => {
      expect(b.delta!.priorDf).toBeGreaterThan(0);
      expect(b.delta!.df).toBeGreaterThan(alone.benchmarks[i].delta!.df);
    });
    expect(alone.benchmarks[0].delta!.priorDf).toBeUndefined();
  });
});

/** The fixed design's decision, as analyzeResults asks it. */
function decideVerdict(input: Omit<DecisionInput, 'source'> & { rule: 'interval' | 'overlap'; baseCi: [number, number]; headCi: [number, number] }) {
  return decide({ ...input, source: { kind: 'fixed', rule: input.rule, baseCi: input.baseCi, headCi: input.headCi } });
}

describe('decide (fixed design)', () => {
  const base = {
    better: 'lower' as const,
    minEffect: 0.02,
    confidence: 0.95,
    rule: 'interval' as const,
    baseCi: [99, 101] as [number, number],
    headCi: [104, 106] as [number, number],
  };
  it.each([
    ['significant and large enough', { relative: 0.05, ci: [0.03, 0.07] as [number, number], pAdjusted: 0.001 }, 'regression', true],
    [
      'significant but below min-effect, interval inside ±min-effect',
      { relative: 0.01, ci: [0.005, 0.015] as [number, number], pAdjusted: 0.001 },
      'unchanged',
      false,
    ],
    [
      'not significant after correction: the adjusted interval includes 0',
      { relative: 0.05, ci: [-0.01, 0.11] as [number, number], pAdjusted: 0.2 },
      'inconclusive',
      false,
    ],
    [
      'significant, estimate below min-effect, interval reaching it',
      { relative: 0.015, ci: [0.005, 0.025] as [number, number], pAdjusted: 0.01 },
      'regression',
      true,
    ],
    [
      'a build level the data cannot estimate decides nothing',
      { relative: 0.5, ci: [0.4, 0.6] as [number, number], pAdjusted: 0.001, buildLevelMissing: true },
      'inconclusive',
      false,
    ],
    ['equivalent', { relative: 0.001, ci: [-0.01, 0.012] as [number, number], pAdjusted: 0.8 }, 'unchanged', false],
    ['faster', { relative: -0.05, ci: [-0.07, -0.03] as [number, number], pAdjusted: 0.001 }, 'improvement', true],
  ])('%s', (_label, input, verdict, detected) => {
    expect(decideVerdict({ ...base, ...input })).toMatchObject({ verdict, changeDetected: detected });
  });

  it('rule overlap flags only disjoint version intervals', () => {
    const input = { ...base, relative: 0.05, ci: [0.03, 0.07] as [number, number], pAdjusted: 0.001, rule: 'overlap' as const };
    expect(decideVerdict(input).changeDetected).toBe(true);
    expect(decideVerdict({ ...input, headCi: [100.5, 106] }).changeDetected).toBe(false);
  });
});

describe('independent samples (no blocks) leave no build level out', () => {
  it('calls no change from one build per version that nothing proves deterministic, as the interleaved path does', () => {
    // Before: Welch on the execution means of one build each, which flagged 51 % of A/A runs (the build offset is the whole change).
    const record = withoutBlocks(simulateBenchmark({ ...DEFAULT_SPEC, binaries: 1, executions: 10, binarySd: 0.02, blockSd: 0, change: 0.3 }, 8, 'one-build'));
    const unproven = analyzeResults(suite(record), analysisOptions()).benchmarks[0];
    expect(unproven.verdict).toBe('inconclusive');
    expect(benchmarkNoteTexts(unproven).join(' ')).toMatch(/one build per version that is not proven deterministic/);
    // A calibration prior for the build level joins the variance of each single build's mean.
    const withPrior = analyzeResults(suite(record), analysisOptions({ buildVariancePriors: { 'one-build': 0.02 ** 2 } })).benchmarks[0];
    const withoutPrior = analyzeResults(suite(record), analysisOptions({ buildVariancePriors: { 'one-build': 0 } })).benchmarks[0];
    expect(withPrior.verdict).toBe('regression');
    expect(withPrior.delta!.ci[1] - withPrior.delta!.ci[0]).toBeGreaterThan(withoutPrior.delta!.ci[1] - withoutPrior.delta!.ci[0]);
  });
});
