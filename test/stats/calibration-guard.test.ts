import { analysisOptions } from '../../src/config/analysis-options.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeResults } from '../../src/analysis/analyze-results.js';
import type { AnalysisOptions } from '../../src/config/analysis-options.js';
import type { BenchmarkRecord, ResultsFile } from '../../src/results/results-format.js';
import { binomialLowerCount, binomialUpperCount } from '../../bench/simulation/binomial-band.js';
import { GENERATORS, generate, type Generator } from '../../bench/simulation/generators.js';
import { simulateSuite, tenfoldNoiseSuite } from '../../bench/simulation/suites.js';
import { blocklessSuite, ONE_VALUE_PER_PROCESS, withoutBlocks } from '../../bench/simulation/blockless.js';
import { simulateBenchmark } from '../../bench/simulation/nested-model.js';
import { historyPool, historyWindow, onSimulatedRunner, SIMULATED_RUNNER_NAME } from '../../bench/simulation/history.js';
import { fitHistoryPriors } from '../../src/analysis/history-prior.js';
import { benchmarkNoteTexts } from '../../src/report/notes.js';

// A seeded guard on the calibration of the default gate (bench:stats has the full study).
// Thresholds come from the binomial distribution of the count under the target rate, never
// from observed outcomes. Each check may fail by chance for a calibrated gate with probability
// at most 0.001, so the whole file at most about 1 % for a gate that is right.
const CHECK_LEVEL = 0.999;
const ALPHA = 0.05;
const AA_RUNS = 300;
const COVERAGE_RUNS = 200;
const POWER_RUNS = 100;
const SUITES = 200;
// Few bootstrap replicates: they only feed the impact factors, not the verdict.
const DEFAULTS: Partial<AnalysisOptions> = { bootstrapReplicates: 10 };

const single = (record: BenchmarkRecord): ResultsFile => ({ version: 1, benchmarks: [record] });

function flags(generator: Generator, change: number, runs: number, seedBase: number, options = DEFAULTS): number {
  let count = 0;
  for (let i = 0; i < runs; i++) {
    if (analyzeResults(single(generate(generator, seedBase + i, change)), analysisOptions(options)).benchmarks[0].changeDetected) count++;
  }
  return count;
}

const aaLimit = binomialUpperCount(ALPHA, AA_RUNS, CHECK_LEVEL);

describe('calibration guard: the default gate on simulated data', () => {
  it('derives a band that tolerates α and rejects 2α', () => {
    // The guard is only worth running if its band separates a calibrated gate from a broken one.
    expect(aaLimit).toBeGreaterThan(ALPHA * AA_RUNS);
    expect(aaLimit).toBeLessThan(2 * ALPHA * AA_RUNS);
  });

  it.each(['gaussian', 'heavyTailed', 'ar1', 'bimodal', 'singleBuild', 'burst', 'preemption'] as const)(
    'A/A false alarms on %s stay within the binomial band of α',
    (key) => {
      const seedBase = 7_000_000 + Object.keys(GENERATORS).indexOf(key) * 10_000;
      expect(flags(GENERATORS[key], 0, AA_RUNS, seedBase)).toBeLessThanOrEqual(aaLimit);
    },
  );

  it('the band catches a gate whose error rate is too high (confidence 0.8)', () => {
    expect(flags(GENERATORS.gaussian, 0, AA_RUNS, 7_500_000, { ...DEFAULTS, confidence: 0.8 })).toBeGreaterThan(aaLimit);
  });

  describe('a suite whose noise differs tenfold (20 benchmarks in one file)', () => {
    // One analysis per suite with default settings gives both figures: the verdicts (Holm
    // across the suite) and each benchmark's own p-value before the correction, where
    // borrowing strength across the suite would show if it pulled the noisy half's variance down.
    const perGroup = new Map([
      ['quiet', 0],
      ['noisy', 0],
    ]);
    let anyFlagged = 0;
    beforeAll(() => {
      for (let s = 0; s < SUITES; s++) {
        const report = analyzeResults(simulateSuite(tenfoldNoiseSuite(20, 0), 7_700_000 + s), analysisOptions(DEFAULTS));
        if (report.benchmarks.some((b) => b.changeDetected)) anyFlagged++;
        for (const b of report.benchmarks) {
          const group = b.name.split('/')[0];
          if (b.delta && b.delta.pValue < ALPHA) perGroup.set(group, perGroup.get(group)! + 1);
        }
      }
    });

    it.each(['quiet', 'noisy'])('the %s half keeps its uncorrected A/A rate within the band of α', (group) => {
      expect(perGroup.get(group)).toBeLessThanOrEqual(binomialUpperCount(ALPHA, SUITES * 10, CHECK_LEVEL));
    });

    it('suite-wide, with the default correction, at most α of the suites flag anything', () => {
      expect(anyFlagged).toBeLessThanOrEqual(binomialUpperCount(ALPHA, SUITES, CHECK_LEVEL));
    });
  });

  it.each(['gaussian', 'heavyTailed', 'burst', 'preemption'] as const)('the Δ interval covers a true 5-percent slowdown on %s', (key) => {
    const change = 0.05;
    let covered = 0;
    for (let i = 0; i < COVERAGE_RUNS; i++) {
      const delta = analyzeResults(single(generate(GENERATORS[key], 8_000_000 + i, change)), analysisOptions(DEFAULTS)).benchmarks[0].delta;
      if (delta && delta.ci[0] <= change && change <= delta.ci[1]) covered++;
    }
    expect(covered).toBeGreaterThanOrEqual(binomialLowerCount(0.95, COVERAGE_RUNS, CHECK_LEVEL));
  });

  describe('a real tail cost: 10 % of head’s iterations twice as long (+10 % on the mean, nothing on the median)', () => {
    // bench:estimator (400 runs): the default flags it in 64.5 % at 30 values per process (it reads
    // +8.0 % of the +10 %) and 94.5 % at 100 values beside preemption spikes; Huber in 1.0–1.5 %.
    const tail = (key: 'gaussian' | 'preemption'): Generator => ({
      ...GENERATORS[key],
      spec: { ...GENERATORS[key].spec, headTail: { share: 0.1, factor: 2 } },
    });

    it.each([
      ['gaussian', '50 %', 0.5],
      ['preemption', '80 %', 0.8],
    ] as const)('is flagged by the default on %s in at least %s of runs', (key, _percent, rate) => {
      expect(flags(tail(key), 0, POWER_RUNS, 9_200_000)).toBeGreaterThanOrEqual(binomialLowerCount(rate, POWER_RUNS, CHECK_LEVEL));
    });

    it('is what the Huber estimate (--robust) misses: the guard would catch it as the default', () => {
      expect(flags(tail('preemption'), 0, POWER_RUNS, 9_200_000, { ...DEFAULTS, estimator: 'huber' })).toBeLessThan(
        binomialLowerCount(0.8, POWER_RUNS, CHECK_LEVEL),
      );
    });
  });

  it('flags a clear +10 % with deterministic builds (a gate that never flags fails here)', () => {
    // The oracle z-test has power ≈ 1 here (|log 1.1| is 12 standard errors); demand at least 90 %.
    expect(flags(GENERATORS.deterministic, 0.1, POWER_RUNS, 9_000_000)).toBeGreaterThanOrEqual(binomialLowerCount(0.9, POWER_RUNS, CHECK_LEVEL));
  });
});

describe('calibration guard: independent samples, a results file without blocks (issue 29 items 4 and 5)', () => {
  // What another tool writes: no interleaving blocks and no warm-up split, base and head
  // measured apart (bench/simulation/blockless.ts). The comparison is then the independent
  // one: pooled when the versions' variances agree, moderated across a suite.
  const blockless = (generator: Generator, seed: number, change: number, name = 'simulated'): BenchmarkRecord => {
    const record = simulateBenchmark({ ...generator.spec, blockSd: 0, change }, seed, name);
    return withoutBlocks(generator.transform ? generator.transform(record, seed) : record);
  };

  it('flags at least 120 of a 200-benchmark suite at +5 % (σ 1/2/5 %, 3 × 5 × 30)', () => {
    // Measured 152–185 over 20 seeds (mean 172, sd 11); before moderation and pooling 1–4.
    const report = analyzeResults(blocklessSuite(200, 0.05, 1), analysisOptions(DEFAULTS));
    expect(report.benchmarks.filter((b) => b.changeDetected).length).toBeGreaterThanOrEqual(120);
  });

  it('flags at most 1 of a 200-benchmark A/A suite', () => {
    // Measured 0 of 200 in each of 20 seeds.
    const report = analyzeResults(blocklessSuite(200, 0, 2), analysisOptions(DEFAULTS));
    expect(report.benchmarks.filter((b) => b.changeDetected).length).toBeLessThanOrEqual(1);
  });

  it.each(['gaussian', 'heavyTailed', 'ar1', 'bimodal', 'unbalanced', 'singleBuild'] as const)(
    'A/A false alarms on %s stay within the binomial band of α, alone in a file and moderated in a suite of 20',
    (key) => {
      const generator: Generator = GENERATORS[key];
      const seedBase = 9_500_000 + Object.keys(GENERATORS).indexOf(key) * 10_000;
      let alone = 0;
      for (let i = 0; i < AA_RUNS; i++) {
        if (analyzeResults(single(blockless(generator, seedBase + i, 0)), analysisOptions(DEFAULTS)).benchmarks[0].changeDetected) alone++;
      }
      let inSuite = 0;
      for (let s = 0; s < AA_RUNS / 20; s++) {
        const benchmarks = Array.from({ length: 20 }, (_, i) => blockless(generator, seedBase + 5_000 + s * 20 + i, 0, `bench/${i}`));
        // Each benchmark's own p-value before Holm: where a moderated variance pulled too low would show.
        for (const b of analyzeResults({ version: 1, benchmarks }, analysisOptions(DEFAULTS)).benchmarks)
          if (b.delta && b.delta.pValue < ALPHA && !benchmarkNoteTexts(b).some((n) => /not proven deterministic/.test(n))) inSuite++;
      }
      expect(alone).toBeLessThanOrEqual(aaLimit);
      expect(inSuite).toBeLessThanOrEqual(aaLimit);
    },
  );

  it('one value per process (3 builds × 10 processes × 1 value, σ 1/2/5 %): A/A within the band of α, +10 % flagged in at least 85 %', () => {
    // The known-variance z is 5.9 at +10 %; measured 96 % power (Welch before: 95 %) and 4.1 % A/A on 1,000 runs.
    const generator: Generator = { ...GENERATORS.gaussian, spec: { ...GENERATORS.gaussian.spec, ...ONE_VALUE_PER_PROCESS } };
    let aa = 0;
    let power = 0;
    for (let i = 0; i < AA_RUNS; i++) {
      if (analyzeResults(single(blockless(generator, 9_800_000 + i, 0)), analysisOptions(DEFAULTS)).benchmarks[0].changeDetected) aa++;
      if (analyzeResults(single(blockless(generator, 9_900_000 + i, 0.1)), analysisOptions(DEFAULTS)).benchmarks[0].changeDetected) power++;
    }
    expect(aa).toBeLessThanOrEqual(aaLimit);
    expect(power).toBeGreaterThanOrEqual(binomialLowerCount(0.85, AA_RUNS, CHECK_LEVEL));
  });
});

describe('calibration guard: with a history prior (issue 29 item 3)', () => {
  // Each run's history: 10 earlier A/A runs of its generator on the same simulated runner,
  // recorded as trend runs record them (windows of a pool of 60; bench:stats has the full study
  // with 1,000 runs per generator). The raw test (min-effect 0) is checked: it is where a prior
  // that pulled the variance too low would show first.
  const RAW_WITH_PRIOR = { ...DEFAULTS, minEffect: 0 };

  function withPrior(key: 'gaussian' | 'heavyTailed' | 'ar1' | 'bimodal' | 'drift', options: Partial<AnalysisOptions>, seedBase: number) {
    const pool = historyPool(GENERATORS[key], 60, seedBase + 50_000);
    let flagged = 0;
    let used = 0;
    for (let i = 0; i < AA_RUNS; i++) {
      const historyPriors = fitHistoryPriors(historyWindow(pool, i, 10), SIMULATED_RUNNER_NAME);
      const b = analyzeResults(onSimulatedRunner(generate(GENERATORS[key], seedBase + i, 0)), analysisOptions({ ...options, historyPriors })).benchmarks[0];
      if (b.changeDetected) flagged++;
      if (b.historyPrior?.used) used++;
    }
    return { flagged, used };
  }

  it.each(['gaussian', 'heavyTailed', 'ar1', 'bimodal', 'drift'] as const)(
    'A/A false alarms on %s with the prior stay within the binomial band of α',
    (key) => {
      const { flagged, used } = withPrior(key, RAW_WITH_PRIOR, 9_600_000 + Object.keys(GENERATORS).indexOf(key) * 10_000);
      // The prior was in play (measured 96–99 % of runs; half is far below any chance shortfall).
      expect(used).toBeGreaterThan(AA_RUNS / 2);
      expect(flagged).toBeLessThanOrEqual(aaLimit);
    },
  );

  it('the band catches a with-prior gate whose error rate is too high (confidence 0.8)', () => {
    expect(withPrior('gaussian', { ...RAW_WITH_PRIOR, confidence: 0.8 }, 9_690_000).flagged).toBeGreaterThan(aaLimit);
  });
});
