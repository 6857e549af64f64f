import { analysisOptions } from '../../src/config/analysis-options.js';
/** The single-execution and warm-up paths of analyzeVersion (issue 15 items 5 and 6). */
import { describe, expect, it } from 'vitest';
import { analyzeResults } from '../../src/analysis/analyze-results.js';
import { analysisLayer } from '../../src/config/analysis-config.js';
import type { ResultsFile, VersionRecord } from '../../src/results/results-format.js';
import { createRandom, randomNormal } from '../../src/stats/rng.js';
import { renderMarkdownReport } from '../support/render-report.js';
import { DEFAULT_SPEC, simulateBenchmark, type NoiseShape } from '../../bench/simulation/nested-model.js';
import { withoutBlocks } from '../../bench/simulation/blockless.js';
import { benchmarkNoteTexts } from '../../src/report/notes.js';

const oneExecution = (values: number[]): VersionRecord => ({ binaries: [{ executions: [{ values }] }] });

describe('a version with a single execution', () => {
  it('reports its mean and why no interval is possible', () => {
    const file: ResultsFile = {
      version: 1,
      benchmarks: [{ name: 'one', unit: 'ns', better: 'lower', base: oneExecution([99, 100, 101, 100]), head: oneExecution([109, 110, 111, 110]) }],
    };
    const benchmark = analyzeResults(file, analysisOptions()).benchmarks[0];
    expect(benchmark.verdict).toBe('inconclusive');
    expect(benchmarkNoteTexts(benchmark)).toContain(
      'base: mean 100.0 ns from its one execution (4 measurements), no interval: one execution gives no estimate of process-to-process variation: run at least 2 executions',
    );
    expect(benchmarkNoteTexts(benchmark).some((n) => n.startsWith('head: mean 110.0 ns from its one execution'))).toBe(true);
  });
});

describe('warm-up in values recorded without a split', () => {
  // 3 builds × 5 processes × 60 values at a level of 1000 (σ build/process/measurement 1/2/5 %),
  // the first 12 values of each process 20 % high: the raw mean is about 4 % high.
  function planted(seed: number): VersionRecord {
    const random = createRandom(seed);
    return {
      binaries: Array.from({ length: 3 }, () => {
        const build = 1000 * (1 + 0.01 * randomNormal(random));
        return {
          executions: Array.from({ length: 5 }, () => {
            const level = build * (1 + 0.02 * randomNormal(random));
            return { values: Array.from({ length: 60 }, (_, i) => level * (i < 12 ? 1.2 : 1) * (1 + 0.05 * randomNormal(random))) };
          }),
        };
      }),
    };
  }
  const file = (seed: number): ResultsFile => ({
    version: 1,
    benchmarks: [{ name: 'warm', unit: 'ns', better: 'lower', base: planted(seed), head: planted(seed + 1) }],
  });

  it('is detected as run detects it: the steady-state mean lies within the reported interval', () => {
    const base = analyzeResults(file(3), analysisOptions()).benchmarks[0].base;
    expect(base).not.toBeNull();
    if (!base) return;
    expect(base.ci[0]).toBeLessThanOrEqual(1000);
    expect(base.ci[1]).toBeGreaterThanOrEqual(1000);
    expect(base.counts.warmupMeasurements).toBeGreaterThanOrEqual(15 * 10);
  });

  it('can be turned off (detectWarmup: false): the raw mean is then about 4 % high', () => {
    const base = analyzeResults(file(3), analysisOptions({ detectWarmup: false })).benchmarks[0].base;
    expect(base?.counts.warmupMeasurements).toBe(0);
    expect(base?.mean).toBeGreaterThan(1025);
  });

  it('leaves executions that carry a warmup split as recorded', () => {
    const recorded = file(3);
    for (const binary of recorded.benchmarks[0].base.binaries) for (const execution of binary.executions) execution.warmup = [];
    expect(analyzeResults(recorded, analysisOptions()).benchmarks[0].base?.counts.warmupMeasurements).toBe(0);
  });
});

describe('the detect-warmup setting', () => {
  it('reads true/false from inputs and flags, and refuses anything else', () => {
    const read = (value: string) => (name: string) => (name === 'detect-warmup' ? value : undefined);
    expect(analysisLayer(read('false'), (name) => name)).toEqual({ detectWarmup: false });
    expect(analysisLayer(read('true'), (name) => name)).toEqual({ detectWarmup: true });
    expect(() => analysisLayer(read('no'), (name) => `--${name}`)).toThrow('--detect-warmup: expected true or false, got "no"');
  });
});

describe('what the warm-up detection cut, in the report (issue 29 item 5)', () => {
  // Raw files (no blocks, no split) from the simulation's nested model, 3 × 5 × 30.
  const rawFile = (shape: NoiseShape, seed: number): ResultsFile => {
    const record = simulateBenchmark({ ...DEFAULT_SPEC, shape, unmarkedWarmup: true, blockSd: 0 }, seed, 'raw');
    return { version: 1, benchmarks: [withoutBlocks(record)] };
  };
  const details = (file: ResultsFile) => {
    const markdown = renderMarkdownReport(analyzeResults(file, analysisOptions()));
    return markdown.slice(markdown.indexOf('<details>'));
  };

  it('says in the markdown details how many executions were cut and how far their means moved', () => {
    // The ramp of 10 values from +50 % down is in every execution: all 15 of each side are cut.
    const report = analyzeResults(rawFile('warmup-ramp', 4), analysisOptions());
    const { base, head } = report.benchmarks[0];
    expect(base?.warmupCut).toMatchObject({ executions: 15, of: 15 });
    expect(head?.warmupCut?.largestShift).toBeGreaterThan(0.05);
    expect(details(rawFile('warmup-ramp', 4))).toMatch(
      /warm-up detected and cut in base 15 of 15, head 15 of 15 executions: it moved an execution's mean by [\d.]+ % at most/,
    );
  });

  it('cuts nothing, and says nothing, on log-normal values with rare 10× outliers', () => {
    // Before: the mean test alone cut the outliers' batches in about 7 % of these executions.
    for (let seed = 1; seed <= 20; seed++) {
      const report = analyzeResults(rawFile('lognormal-outliers', 100 + seed), analysisOptions());
      expect(report.benchmarks[0].base?.warmupCut).toBeUndefined();
      expect(report.benchmarks[0].head?.warmupCut).toBeUndefined();
    }
    expect(details(rawFile('lognormal-outliers', 101))).not.toMatch(/warm-up detected/);
  });
});
