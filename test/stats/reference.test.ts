/**
 * src/stats checked against independent implementations: R (aov, lme4::lmer, qt, pt, qnorm,
 * acf, t.test, p.adjust) and SciPy. The fixtures and the scripts that made them are in
 * fixtures/reference/ (see its README); neither R nor Python is needed to run this file.
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { lag1Autocorrelation, meanLag1 } from '../../src/stats/autocorrelation.js';
import { normalQuantile, tCritical, tQuantile, twoSidedTPValue } from '../../src/stats/distributions.js';
import { summarizeExecution, type NestedSummaries } from '../../src/stats/execution-summary.js';
import { hierarchicalMean, meanInterval, type MeanEstimate } from '../../src/stats/hierarchical-mean.js';
import { binaryImpact, executionImpact, impactFactors } from '../../src/stats/impact-factors.js';
import { kaliberaInterval } from '../../src/stats/kalibera-interval.js';
import { benjaminiHochbergAdjust, holmAdjust } from '../../src/stats/multiple-testing.js';
import { compareIndependent, comparePaired, type PairedBlock, type RelativeChange } from '../../src/stats/relative-change.js';
import { AGREEMENT_LEVEL, compareIndependentSamples, type VariancePrior } from '../../src/stats/independent-comparison.js';
import { nestedAnova, type MeanSquare, type VarianceComponents } from '../../src/stats/variance-components.js';

// ---------------------------------------------------------------------------------------
// Fixture shapes (as written by fixtures/reference/generate.R and generate.py).
// ---------------------------------------------------------------------------------------

interface RMeanEstimate {
  mean: number;
  variance: number;
  df: number;
  level: 'binary' | 'execution';
  ci95: [number, number];
  ci90: [number, number];
}

interface Dataset {
  name: string;
  description: string;
  binaries: number[][][];
  anova: { binary: MeanSquare; execution: MeanSquare; measurement: MeanSquare };
  coefficients: { k1: number | null; k2: number | null; k3: number | null };
  untruncated: VarianceComponents;
  components: VarianceComponents;
  lmer: VarianceComponents | null;
  lmerVsAnovaMaxRelDiff: number | null;
  hierarchicalMean: { hierarchical: RMeanEstimate; collapsed: RMeanEstimate };
  kalibera: { ci95: { interval: [number, number] }; ci90: { interval: [number, number] } };
  measurementsPerExecution: number;
  impactFactors: { execution: number | null; binary: number | null };
  lag1: number[][];
  meanLag1: number;
}

interface ExpectedChange {
  relative: number;
  logRatio: number;
  standardError: number;
  df: number;
  ci: [number, number];
  pValue: number;
}

interface Comparisons {
  independent: {
    label: string;
    confidence: number;
    base: MeanEstimate;
    head: MeanEstimate;
    expected: ExpectedChange;
  }[];
  paired: {
    label: string;
    confidence: number;
    baseMean: number;
    headMean: number;
    blocks: PairedBlock[];
    expected: ExpectedChange;
    tTestCheck: { statistic: number; df: number; pValue: number; standardError: number; ci: [number, number] };
  }[];
}

interface Distributions {
  tQuantiles: { p: number; df: number; value: number }[];
  normalQuantiles: { p: number; value: number }[];
  twoSidedPValues: { t: number; df: number; value: number }[];
}

interface RDistributions extends Distributions {
  pAdjust: { p: number[]; holm: number[]; bh: number[] }[];
}

function readFixture<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(`../../fixtures/reference/${name}`, import.meta.url), 'utf8')) as T;
}

const nested = readFixture<{ lmerVsAnovaMaxRelDiff: number; datasets: Dataset[] }>('nested-datasets.json');
const comparisons = readFixture<Comparisons>('comparisons.json');
const distributions = readFixture<RDistributions>('distributions.json');
const scipy = readFixture<Distributions>('distributions-scipy.json');

// ---------------------------------------------------------------------------------------
// Tolerances.
// ---------------------------------------------------------------------------------------

const RELATIVE = 1e-9;
const ABSOLUTE = 1e-12;

/**
 * jStat's Student t functions are not accurate to 1e-9: its continued fraction for the
 * incomplete beta (`betacf`) stops when a step changes the value by less than 3e-7, and
 * `ibetainv` stops its Newton steps at 1e-8. These are the cells where src/stats, through jStat,
 * misses R/SciPy by more than 1e-9 relative, each with its measured relative error (the larger
 * of the errors against R and against SciPy, rounded up to two significant digits), used as that
 * cell's tolerance. Every cell not listed here is held to 1e-9.
 *
 * - qt: worst 3.7e-8 (p = 0.95, df = 100 and 1000).
 * - two-sided p: up to 1e-7 from the cdf itself (e.g. t = 0 gives 0.99999999, not 1, for
 *   df = 3). `twoSidedTPValue` takes the lower tail at −|t| directly, so far-tail p-values keep
 *   their relative accuracy (2·pt(−8, 1000) = 3.43e-15 within 3.7e-9; computing 1 − cdf(|t|)
 *   instead had given a relative error of 2.8e-2 there).
 * - relative-change intervals inherit the qt error through the half-width; endpoints near zero
 *   show it most (8-block case: upper end −0.0014, relative error 8.3e-8, absolute 1.2e-10).
 * - Quantities that do not go through jStat's t (means, variances, SE, df, log ratio, normal
 *   quantiles, eq. 17 intervals) all meet 1e-9, and so do the hierarchical-mean t intervals, whose
 *   endpoints are far from zero.
 */
const MEASURED_JSTAT_ERROR = new Map<string, number>([
  ['qt(0.9, 2)', 1.8e-8],
  ['qt(0.9, 3)', 2.5e-8],
  ['qt(0.9, 4)', 1.6e-8],
  ['qt(0.9, 5)', 7.9e-9],
  ['qt(0.9, 2.5)', 3.7e-9],
  ['qt(0.95, 3)', 6.5e-9],
  ['qt(0.95, 4)', 2.1e-9],
  ['qt(0.95, 5)', 1.6e-8],
  ['qt(0.95, 9)', 5.5e-9],
  ['qt(0.95, 29)', 1.9e-8],
  ['qt(0.95, 100)', 3.7e-8],
  ['qt(0.95, 1000)', 3.7e-8],
  ['qt(0.95, 7.3)', 1.5e-8],
  ['qt(0.95, 15.8)', 2.3e-8],
  ['qt(0.975, 4)', 2.5e-9],
  ['qt(0.975, 9)', 2.1e-9],
  ['qt(0.975, 29)', 1.6e-8],
  ['qt(0.975, 100)', 2.7e-8],
  ['qt(0.975, 1000)', 2.3e-8],
  ['qt(0.975, 2.5)', 3.2e-9],
  ['qt(0.975, 7.3)', 9e-9],
  ['qt(0.975, 15.8)', 6.2e-9],
  ['qt(0.995, 29)', 5.4e-9],
  ['qt(0.995, 100)', 2.9e-9],
  ['qt(0.995, 1000)', 1.4e-8],
  ['qt(0.995, 7.3)', 1.4e-9],
  ['qt(0.995, 15.8)', 5.4e-9],
  ['p(0, 3)', 1.1e-8],
  ['p(0, 100)', 8.9e-9],
  ['p(0.3, 29)', 4.4e-9],
  ['p(0.3, 100)', 9.5e-9],
  ['p(0.3, 1000)', 1e-7],
  ['p(-1, 1)', 6.2e-9],
  ['p(-1, 29)', 2.7e-9],
  ['p(-1, 100)', 1e-8],
  ['p(-1, 1000)', 5.3e-8],
  ['p(1.96, 100)', 8.3e-9],
  ['p(1.96, 1000)', 3.1e-8],
  ['p(2.5, 29)', 7.3e-9],
  ['p(2.5, 100)', 1.1e-8],
  ['p(2.5, 1000)', 2.7e-8],
  ['p(-4, 9.4)', 1.6e-9],
  ['p(-4, 29)', 6.4e-9],
  ['p(-4, 100)', 1.2e-9],
  ['p(-4, 1000)', 1.1e-8],
  ['p(8, 29)', 1.4e-9],
  ['p(8, 1000)', 3.7e-9],
  ['a -> c, hierarchical (df 2 and 2) ci[0]', 1.3e-9],
  ['a -> c, hierarchical (df 2 and 2) ci[1]', 2.3e-9],
  ['a -> c, collapsed (df 11 and 8) p', 1.3e-9],
  ['a -> c, collapsed (df 11 and 8) ci[0]', 9.9e-9],
  ['a -> c, collapsed (df 11 and 8) ci[1]', 3.3e-8],
  ['e -> f, realistic scale (df 3 and 3) ci[0]', 7.7e-9],
  ['e -> f, realistic scale (df 3 and 3) ci[1]', 6.4e-9],
  ['e -> f, realistic scale, 90% ci[0]', 6.7e-9],
  ['e -> f, realistic scale, 90% ci[1]', 5.1e-9],
  ['8 blocks in one group (block residuals) ci[0]', 3.2e-9],
  ['8 blocks in one group (block residuals) ci[1]', 8.4e-8],
]);

const usedTolerances = new Set<string>();

function toleranceOf(key: string): number {
  if (MEASURED_JSTAT_ERROR.has(key)) usedTolerances.add(key);
  return MEASURED_JSTAT_ERROR.get(key) ?? RELATIVE;
}

afterAll(() => {
  // A loosened cell that no check looks up any more is stale: regenerate the table.
  expect([...MEASURED_JSTAT_ERROR.keys()].filter((key) => !usedTolerances.has(key))).toEqual([]);
});

/** |actual − expected| ≤ max(absolute, relative·|expected|); nulls must match exactly. */
function expectClose(actual: number | null, expected: number | null, what: string, relative = RELATIVE, absolute = ABSOLUTE): void {
  if (expected === null || actual === null) {
    expect(actual, what).toBe(expected);
    return;
  }
  const error = Math.abs(actual - expected);
  const allowed = Math.max(absolute, relative * Math.abs(expected));
  expect(error <= allowed, `${what}: got ${actual}, expected ${expected} (error ${error}, allowed ${allowed})`).toBe(true);
}

function expectCloseAll(actual: readonly number[], expected: readonly number[], what: string, relative = RELATIVE, absolute = ABSOLUTE): void {
  expect(actual.length, `${what}: length`).toBe(expected.length);
  actual.forEach((value, i) => expectClose(value, expected[i], `${what}[${i}]`, relative, absolute));
}

function summaries(dataset: Dataset): NestedSummaries {
  return dataset.binaries.map((executions) => executions.map((values) => summarizeExecution(values)));
}

function executionMeans(dataset: Dataset): number[][] {
  return summaries(dataset).map((executions) => executions.map((e) => e.mean));
}

function expectMeanEstimate(actual: MeanEstimate, expected: RMeanEstimate, what: string): void {
  expectClose(actual.mean, expected.mean, `${what} mean`);
  expectClose(actual.variance, expected.variance, `${what} variance`);
  expect(actual.df, `${what} df`).toBe(expected.df);
  expect(actual.level, `${what} level`).toBe(expected.level);
  expectCloseAll(meanInterval(actual, 0.95), expected.ci95, `${what} 95% interval`);
  expectCloseAll(meanInterval(actual, 0.9), expected.ci90, `${what} 90% interval`);
}

function expectChange(actual: RelativeChange, expected: ExpectedChange, what: string): void {
  expectClose(actual.relative, expected.relative, `${what} relative`);
  expectClose(actual.logRatio, expected.logRatio, `${what} log ratio`);
  expectClose(actual.standardError, expected.standardError, `${what} standard error`);
  expectClose(actual.df, expected.df, `${what} df`);
  expectInterval(actual.ci, expected.ci, what);
  expectClose(actual.pValue, expected.pValue, `${what} p`, toleranceOf(`${what} p`));
}

function expectInterval(actual: [number, number], expected: [number, number], what: string): void {
  expectClose(actual[0], expected[0], `${what} ci[0]`, toleranceOf(`${what} ci[0]`));
  expectClose(actual[1], expected[1], `${what} ci[1]`, toleranceOf(`${what} ci[1]`));
}

// ---------------------------------------------------------------------------------------
// Nested datasets.
// ---------------------------------------------------------------------------------------

describe.each(nested.datasets.map((dataset) => [`${dataset.name}: ${dataset.description}`, dataset] as const))('dataset %s', (_label, dataset) => {
  const anova = nestedAnova(summaries(dataset));

  it('matches the sequential sums of squares, df and mean squares of aov(y ~ binary/execution)', () => {
    for (const level of ['binary', 'execution', 'measurement'] as const) {
      const expected = dataset.anova[level];
      // The binary SS of one binary is 0 by definition; TS computes it as n·(x̄ − x̄)², exactly 0.
      expectClose(anova[level].sumOfSquares, expected.sumOfSquares, `${level} SS`);
      expect(anova[level].df, `${level} df`).toBe(expected.df);
      expectClose(anova[level].meanSquare, expected.meanSquare, `${level} MS`);
    }
  });

  it('matches the EMS coefficients k1, k2, k3 (checked in R against tr(A·ZZ′))', () => {
    expectClose(anova.coefficients.k1, dataset.coefficients.k1, 'k1');
    expectClose(anova.coefficients.k2, dataset.coefficients.k2, 'k2');
    expectClose(anova.coefficients.k3, dataset.coefficients.k3, 'k3');
  });

  it('matches the method-of-moments components, untruncated and truncated', () => {
    for (const level of ['binary', 'execution', 'measurement'] as const) {
      expectClose(anova.untruncated[level], dataset.untruncated[level], `untruncated ${level}`);
      expectClose(anova.components[level], dataset.components[level], `truncated ${level}`);
    }
  });

  it('matches the hierarchical mean, its variance, df and t intervals', () => {
    expectMeanEstimate(hierarchicalMean(executionMeans(dataset), false), dataset.hierarchicalMean.hierarchical, 'hierarchical');
  });

  it('matches the collapsed mean (all execution means, M − 1 df)', () => {
    expectMeanEstimate(hierarchicalMean(executionMeans(dataset), true), dataset.hierarchicalMean.collapsed, 'collapsed');
  });

  it("matches Kalibera's eq. 17 interval", () => {
    expectCloseAll(kaliberaInterval(summaries(dataset), 0.95), dataset.kalibera.ci95.interval, 'eq. 17 95%');
    expectCloseAll(kaliberaInterval(summaries(dataset), 0.9), dataset.kalibera.ci90.interval, 'eq. 17 90%');
  });

  it('matches the impact factor point estimates', () => {
    expectClose(executionImpact(anova.components), dataset.impactFactors.execution, 'execution impact');
    expectClose(binaryImpact(anova.components, dataset.measurementsPerExecution), dataset.impactFactors.binary, 'binary impact');
    const factors = impactFactors(summaries(dataset), { confidence: 0.95 });
    expectClose(factors.execution.estimate, dataset.impactFactors.execution, 'impactFactors().execution');
    expectClose(factors.binary.estimate, dataset.impactFactors.binary, 'impactFactors().binary');
  });

  it("matches R's acf at lag 1 for every execution", () => {
    dataset.binaries.forEach((executions, k) =>
      executions.forEach((values, j) => expectClose(lag1Autocorrelation(values), dataset.lag1[k][j], `acf binary ${k} execution ${j}`)),
    );
    expectClose(meanLag1(dataset.binaries.flat()), dataset.meanLag1, 'mean lag-1');
  });
});

describe.each(nested.datasets.filter((d) => d.lmer !== null).map((dataset) => [dataset.name, dataset] as const))(
  'dataset %s against lme4',
  (_name, dataset) => {
    it('REML components equal the balanced-ANOVA components', () => {
      // lmer finds the REML optimum numerically; with tight nloptwrap tolerances it lands within
      // 8.6e-7 relative of the closed-form balanced-ANOVA solution (max over datasets a, e, f,
      // recorded in the fixture as lmerVsAnovaMaxRelDiff), so this comparison uses 5e-6.
      expect(nested.lmerVsAnovaMaxRelDiff).toBeLessThan(5e-6);
      const { components } = nestedAnova(summaries(dataset));
      const lmer = dataset.lmer as VarianceComponents;
      for (const level of ['binary', 'execution', 'measurement'] as const) {
        expectClose(components[level], lmer[level], `lmer ${level}`, 5e-6);
      }
    });
  },
);

// ---------------------------------------------------------------------------------------
// Comparisons.
// ---------------------------------------------------------------------------------------

describe('compareIndependent against R (Welch–Satterthwaite df, qt, pt)', () => {
  it.each(comparisons.independent.map((c) => [c.label, c] as const))('%s', (_label, comparison) => {
    expectChange(compareIndependent(comparison.base, comparison.head, comparison.confidence), comparison.expected, comparison.label);
  });

  it('takes its inputs from the hierarchical estimates of the datasets', () => {
    for (const comparison of comparisons.independent) {
      for (const side of [comparison.base, comparison.head] as const) {
        const { dataset: name, variant } = side as MeanEstimate & { dataset: string; variant: 'hierarchical' | 'collapsed' };
        const dataset = nested.datasets.find((d) => d.name === name) as Dataset;
        const estimate = hierarchicalMean(executionMeans(dataset), variant === 'collapsed');
        expectClose(estimate.mean, side.mean, `${comparison.label} ${name} mean`);
        expectClose(estimate.variance, side.variance, `${comparison.label} ${name} variance`);
      }
    }
  });
});

describe('comparePaired against R', () => {
  it.each(comparisons.paired.map((c) => [c.label, c] as const))('%s', (_label, comparison) => {
    const result = comparePaired(comparison.blocks, comparison.baseMean, comparison.headMean, comparison.confidence);
    expectChange(result, comparison.expected, comparison.label);
    // The same numbers from R's one-sample t.test on log R + unit residuals (exact here because
    // the unit residuals average to zero when the means are the blocks' hierarchical means).
    const check = comparison.tTestCheck;
    expectClose(result.logRatio / result.standardError, check.statistic, 't.test statistic');
    expect(result.df).toBe(check.df);
    expectClose(result.standardError, check.standardError, 't.test standard error');
    expectClose(result.pValue, check.pValue, 't.test p', toleranceOf(`${comparison.label} p`));
    expectInterval(result.ci, check.ci, comparison.label);
  });
});

// ---------------------------------------------------------------------------------------
// Distributions (jStat) and multiple testing.
// ---------------------------------------------------------------------------------------

describe.each([
  ['R', distributions],
  ['SciPy', scipy],
] as const)('jStat against %s', (_source, reference) => {
  it('t quantiles', () => {
    for (const { p, df, value } of reference.tQuantiles) {
      expectClose(tQuantile(p, df), value, `qt(${p}, ${df})`, toleranceOf(`qt(${p}, ${df})`));
    }
  });

  it('two-sided critical values', () => {
    for (const { p, df, value } of reference.tQuantiles) {
      expectClose(tCritical(2 * p - 1, df), value, `tCritical(${2 * p - 1}, ${df})`, toleranceOf(`qt(${p}, ${df})`));
    }
  });

  it('normal quantiles', () => {
    for (const { p, value } of reference.normalQuantiles) expectClose(normalQuantile(p), value, `qnorm(${p})`);
  });

  it('two-sided p-values', () => {
    for (const { t, df, value } of reference.twoSidedPValues) {
      expectClose(twoSidedTPValue(t, df), value, `p(${t}, ${df})`, toleranceOf(`p(${t}, ${df})`));
    }
  });
});

describe('p.adjust', () => {
  it.each(distributions.pAdjust.map((c, i) => [i, c] as const))('vector %i: Holm and BH', (_i, { p, holm, bh }) => {
    expectCloseAll(holmAdjust(p), holm, 'holm');
    expectCloseAll(benjaminiHochbergAdjust(p), bh, 'BH');
  });
});

// ---------------------------------------------------------------------------------------
// Independent samples: pooled when the versions' relative variances agree, limma prior.
// ---------------------------------------------------------------------------------------

interface IndependentCase {
  label: string;
  base: number[];
  head: number[];
  confidence: number;
  prior?: VariancePrior;
  maxDf?: number;
  expected: ExpectedChange & { pooled: boolean };
}

const independentCases = readFixture<{ agreementLevel: number; cases: IndependentCase[] }>('independent-comparison.json');

describe('compareIndependentSamples against SciPy (ttest_ind_from_stats, f.ppf, t)', () => {
  it('uses the F guard level the fixture was made with', () => {
    expect(AGREEMENT_LEVEL).toBe(independentCases.agreementLevel);
  });

  it.each(independentCases.cases.map((c) => [c.label, c] as const))('%s', (label, c) => {
    const estimate = (means: number[]) =>
      hierarchicalMean(
        means.map((m) => [m]),
        false,
      );
    const result = compareIndependentSamples(estimate(c.base), estimate(c.head), c.confidence, c.prior, c.maxDf);
    expect(result.pooled).toBe(c.expected.pooled);
    const { change } = result;
    for (const key of ['relative', 'logRatio', 'standardError', 'df'] as const) expectClose(change[key], c.expected[key], `${label} ${key}`);
    // p and the interval go through jStat's t distribution (relative error up to about 1e-8 here; the lower end nearly cancels).
    expectClose(change.pValue, c.expected.pValue, `${label} p`, 1e-8);
    change.ci.forEach((end, i) => expectClose(end, c.expected.ci[i], `${label} ci[${i}]`, 1e-8, 1e-9));
  });
});
