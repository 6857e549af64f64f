import { analysisOptions } from '../src/config/analysis-options.js';
// npm run bench:stats — calibration (false alarms on A/A), coverage and power of the gate as
// users get it (analyzeResults with default settings), on the simulation generators, side by
// side with the naive methods peers use. Prints measured figures only.
//   --aa N      A/A runs per single-benchmark generator (default 2000)
//   --ab N      runs per coverage / power cell (default 1000)
//   --suites N  simulated 20-benchmark suites per suite study (default 500)
//   --big N     seeds of the 200-benchmark suite (default 5)
//   --naive N   runs per cell of the naive-method table (default 1000)
//   --impact N  simulated versions per row of the impact-factor coverage table (default 2000)
//   --history N A/A runs per generator with and without the history prior (default 1000)
import { analyzeResults } from '../src/analysis/analyze-results.js';
import type { AnalysisOptions } from '../src/config/analysis-options.js';
import type { BenchmarkRecord, ResultsFile } from '../src/results/results-format.js';
import { binomialLowerCount, binomialRateBand } from './simulation/binomial-band.js';
import { GENERATORS, generate, type Generator } from './simulation/generators.js';
import { DEFAULT_SPEC, simulateBenchmark } from './simulation/nested-model.js';
import { logRatio, oracleFlags, oraclePower, trueLogRatioVariance } from './simulation/oracle.js';
import { simulateSuite, tenfoldNoiseSuite, uniformSuite, type SuiteGroup } from './simulation/suites.js';
import { blocklessSuite, ONE_VALUE_PER_PROCESS, withoutBlocks } from './simulation/blockless.js';
import { detectWarmupLength } from '../src/stats/warmup.js';
import { createRandom, randomNormal } from '../src/stats/rng.js';
import { printImpactCoverage } from './impact-coverage.js';
import { printRobustMean } from './robust-mean.js';
import { printHistoryPrior } from './history-prior.js';
import { band, pct, printTable } from './markdown-table.js';
import { mannWhitneyPooled, overlapPooled, welchPooled, welchSingleProcess } from './naive-methods.js';

const argCount = (flag: string, fallback: number) => {
  const index = process.argv.indexOf(flag);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const AA_RUNS = argCount('--aa', 2000);
const AB_RUNS = argCount('--ab', 1000);
const SUITES = argCount('--suites', 500);
const BIG_SEEDS = argCount('--big', 5);
const NAIVE_RUNS = argCount('--naive', 1000);
const DEFAULTS: Partial<AnalysisOptions> = {};
const RAW_TEST: Partial<AnalysisOptions> = { ...DEFAULTS, minEffect: 0 };
const CONFIDENCE = 0.95;
const ALPHA = 1 - CONFIDENCE;

const single = (record: BenchmarkRecord): ResultsFile => ({ version: 1, benchmarks: [record] });
const flagged = (record: BenchmarkRecord, options: Partial<AnalysisOptions>) =>
  analyzeResults(single(record), analysisOptions(options)).benchmarks[0].changeDetected;

function countFlags(generator: Generator, change: number, runs: number, seedBase: number): { gate: number; raw: number } {
  let gate = 0;
  let raw = 0;
  for (let i = 0; i < runs; i++) {
    const record = generate(generator, seedBase + i, change);
    if (flagged(record, DEFAULTS)) gate++;
    if (flagged(record, RAW_TEST)) raw++;
  }
  return { gate: gate / runs, raw: raw / runs };
}

interface SuiteRates {
  /** Per group: share of its benchmarks flagged, over all suites. */
  perBenchmark: Map<string, number>;
  /** Share of suites with any benchmark flagged. */
  anyFlagged: number;
  /** Mean number of benchmarks flagged per suite. */
  meanFlagged: number;
}

function suiteRates(groups: SuiteGroup[], suites: number, seedBase: number, options: Partial<AnalysisOptions>): SuiteRates {
  const hits = new Map(groups.map((g) => [g.name, 0]));
  let any = 0;
  let total = 0;
  for (let s = 0; s < suites; s++) {
    const report = analyzeResults(simulateSuite(groups, seedBase + s), analysisOptions(options));
    const flaggedNames = report.benchmarks.filter((b) => b.changeDetected).map((b) => b.name.split('/')[0]);
    for (const group of flaggedNames) hits.set(group, hits.get(group)! + 1);
    if (flaggedNames.length > 0) any++;
    total += flaggedNames.length;
  }
  return {
    perBenchmark: new Map(groups.map((g) => [g.name, hits.get(g.name)! / (suites * g.count)])),
    anyFlagged: any / suites,
    meanFlagged: total / suites,
  };
}

const started = performance.now();
const aaBand = band(binomialRateBand(ALPHA, AA_RUNS, 0.95));
console.log(`## bench:stats — calibration and power of the default gate\n`);
console.log(
  `Every figure is measured here by simulation through analyzeResults with default settings (confidence ${CONFIDENCE}, min-effect default, Holm ` +
    `across a file) ` +
    `except where a column says otherwise; "min-effect 0" is the raw test's error rate. ` +
    `Unless a row says otherwise: 3 builds × 5 processes × 30 measurements, σ build/process/measurement 1/2/5 %, 2 % block shock shared by base and head.`,
);

// 1. A/A false alarms, one benchmark per results file (the correction has one test to adjust).
const generators = Object.values(GENERATORS) as Generator[];
const aaRows = generators.map((generator, g) => {
  const rate = countFlags(generator, 0, AA_RUNS, 1_000_000 * (g + 1));
  return [generator.name, generator.description, AA_RUNS, pct(rate.gate), pct(rate.raw), pct(rate.raw), aaBand];
});

// 1b. The tenfold-noise suite, one results file of 20. Per benchmark, the default gate is also
// protected by Holm across the suite; the uncorrected raw test shows the per-benchmark error
// itself, which is where over-shrinking the noisy half towards the quiet half would show.
const tenfold = tenfoldNoiseSuite(20, 0);
const tenfoldGate = suiteRates(tenfold, SUITES, 20_000_000, DEFAULTS);
const tenfoldRaw = suiteRates(tenfold, SUITES, 20_000_000, RAW_TEST);
const tenfoldUncorrected = suiteRates(tenfold, SUITES, 20_000_000, { ...RAW_TEST, correction: 'none' });
const perGroupBand = band(binomialRateBand(ALPHA, SUITES * 10, 0.95));
for (const group of tenfold) {
  aaRows.push([
    `tenfold-noise suite: ${group.name}`,
    `${group.count} of 20 benchmarks in one file, σ ` +
      `${[group.spec.binarySd, group.spec.executionSd, group.spec.measurementSd].map((s) => +(s * 100).toFixed(2)).join('/')} %, block ` +
      `${+(group.spec.blockSd * 100).toFixed(2)} %`,
    SUITES * group.count,
    pct(tenfoldGate.perBenchmark.get(group.name)!),
    pct(tenfoldRaw.perBenchmark.get(group.name)!),
    pct(tenfoldUncorrected.perBenchmark.get(group.name)!),
    perGroupBand,
  ]);
}
printTable(
  'False alarms on A/A, per benchmark (target ≤ 5 %, within the binomial band)',
  ['generator', 'what it does', 'benchmarks', 'default gate', 'min-effect 0', 'min-effect 0, no correction', 'binomial 95 % band at 5 %'],
  aaRows,
  undefined,
  2,
);

const aa20 = uniformSuite(20, 0);
const aa20Gate = suiteRates(aa20, SUITES, 30_000_000, DEFAULTS);
const aa20Raw = suiteRates(aa20, SUITES, 30_000_000, RAW_TEST);
const suiteBand = band(binomialRateBand(ALPHA, SUITES, 0.95));
printTable(
  'Suite-wide false alarms on A/A (any benchmark flagged; target ≤ 5 % with the default correction)',
  ['suite (one results file)', 'suites', 'default gate', 'min-effect 0', 'binomial 95 % band at 5 %'],
  [
    ['20 Gaussian A/A benchmarks', SUITES, pct(aa20Gate.anyFlagged), pct(aa20Raw.anyFlagged), suiteBand],
    ['tenfold-noise suite, 10 quiet + 10 noisy', SUITES, pct(tenfoldGate.anyFlagged), pct(tenfoldRaw.anyFlagged), suiteBand],
  ],
);

// 1c. The tail of the p-values: Holm across m benchmarks tests the smallest p at α/m, so the
// suite-wide rate depends on calibration far out in the tail, not only at α. Raw p-values
// (moderated where the suite allows, before the correction), split by the df the analysis used.
const TAIL_LEVELS = [0.05, 0.01, 0.0025];
const tailRow = (label: string, pValues: number[]) => [
  label,
  pValues.length,
  ...TAIL_LEVELS.map((a) =>
    pValues.length === 0 ? '–' : `${pct(pValues.filter((p) => p < a).length / pValues.length, 2)} (≤ ${pct(binomialRateBand(a, pValues.length, 0.95)[1], 2)})`,
  ),
];
const gaussianP: { p: number; df: number }[] = [];
for (let i = 0; i < AA_RUNS; i++) {
  const delta = analyzeResults(single(generate(GENERATORS.gaussian, 35_000_000 + i)), analysisOptions(RAW_TEST)).benchmarks[0].delta;
  if (delta) gaussianP.push({ p: delta.pValue, df: delta.df });
}
const tenfoldP = new Map<string, number[]>(tenfold.map((g) => [g.name, []]));
for (let s = 0; s < SUITES; s++) {
  for (const b of analyzeResults(simulateSuite(tenfold, 36_000_000 + s), analysisOptions({ ...RAW_TEST, correction: 'none' })).benchmarks) {
    if (b.delta) tenfoldP.get(b.name.split('/')[0])!.push(b.delta.pValue);
  }
}
const DF_SPLIT = 8;
printTable(
  'Tail of the A/A p-values (share below each level; in brackets the upper end of its binomial 95 % band)',
  ['benchmarks', 'count', ...TAIL_LEVELS.map((a) => `p < ${a}`)],
  [
    tailRow(
      'Gaussian, alone in its file: all',
      gaussianP.map((x) => x.p),
    ),
    tailRow(
      `Gaussian, alone: reported df < ${DF_SPLIT}`,
      gaussianP.filter((x) => x.df < DF_SPLIT).map((x) => x.p),
    ),
    tailRow(
      `Gaussian, alone: reported df ≥ ${DF_SPLIT}`,
      gaussianP.filter((x) => x.df >= DF_SPLIT).map((x) => x.p),
    ),
    ...tenfold.map((g) => tailRow(`tenfold-noise suite: ${g.name}`, tenfoldP.get(g.name)!)),
  ],
);

// 2. Coverage of the reported Δ interval at a true +5 %.
const COVERAGE_CHANGE = 0.05;
const coverageRows = (['gaussian', 'heavyTailed', 'ar1', 'bimodal', 'unbalanced', 'drift', 'singleBuild', 'deterministic'] as const).map((key, g) => {
  const generator: Generator = GENERATORS[key];
  let covered = 0;
  let missing = 0;
  let unbounded = 0;
  const widths: number[] = [];
  for (let i = 0; i < AB_RUNS; i++) {
    const delta = analyzeResults(single(generate(generator, 40_000_000 + g * 100_000 + i, COVERAGE_CHANGE)), analysisOptions(DEFAULTS)).benchmarks[0].delta;
    if (!delta) {
      missing++;
      continue;
    }
    if (delta.ci[0] <= COVERAGE_CHANGE && COVERAGE_CHANGE <= delta.ci[1]) covered++;
    if (!Number.isFinite(delta.ci[1])) unbounded++;
    widths.push(delta.ci[1] - delta.ci[0]);
  }
  widths.sort((a, b) => a - b);
  const medianWidth = widths.length === 0 ? NaN : widths[Math.floor((widths.length - 1) / 2)];
  return [
    generator.name,
    AB_RUNS,
    missing,
    unbounded,
    pct(covered / AB_RUNS),
    pct(medianWidth, 2),
    `≥ ${pct(binomialLowerCount(CONFIDENCE, AB_RUNS, 0.95) / AB_RUNS)}`,
  ];
});
printTable(
  `Coverage of the reported Δ interval at a true change of +${COVERAGE_CHANGE * 100} % (target 95 %)`,
  ['generator', 'runs', 'no interval', 'unbounded above', 'interval contains the truth', 'median width', 'one-sided binomial 95 % lower band'],
  coverageRows,
  'A run without an interval counts as not covered. Width: upper minus lower end of Δ.',
);

// 3. Power at +5 %, 3 non-deterministic builds × 5 × 30, both orderings of the issue's σ's:
// each benchmark alone in its file, and 20 such benchmarks (all +5 %) in one file.
const powerRows = [
  { label: 'σ build/process/measurement 2/1/5 % (the issue\'s "σ 2/1/5 %")', sd: [0.02, 0.01, 0.05] },
  { label: 'σ build/process/measurement 1/2/5 %', sd: [0.01, 0.02, 0.05] },
].flatMap(({ label, sd }, r) => {
  const spec = { ...GENERATORS.gaussian.spec, binarySd: sd[0], executionSd: sd[1], measurementSd: sd[2] };
  const rate = countFlags({ ...GENERATORS.gaussian, spec }, 0.05, AB_RUNS, 50_000_000 + r * 100_000);
  const suites = Math.max(1, Math.round(AB_RUNS / 20));
  const inSuite = [{ name: 'bench', count: 20, spec: { ...spec, change: 0.05 } }];
  const suiteGate = suiteRates(inSuite, suites, 55_000_000 + r * 100_000, DEFAULTS).perBenchmark.get('bench')!;
  const suiteRaw = suiteRates(inSuite, suites, 55_000_000 + r * 100_000, RAW_TEST).perBenchmark.get('bench')!;
  return [
    [label, 'alone in its file', AB_RUNS, pct(rate.gate), pct(rate.raw), band(binomialRateBand(rate.gate, AB_RUNS, 0.95))],
    [label, 'one of 20 at +5 % in a file', suites * 20, pct(suiteGate), pct(suiteRaw), band(binomialRateBand(suiteGate, suites * 20, 0.95))],
  ];
});
printTable(
  'Power at +5 %, 3 non-deterministic builds × 5 processes × 30 measurements (target ≥ 50 %)',
  ['noise', 'analysed', 'benchmarks', 'default gate', 'min-effect 0', 'binomial 95 % band of the gate figure'],
  powerRows,
  undefined,
  2,
);

// 4. The 200-benchmark suite with +5 % on every benchmark.
const bigRows: (string | number)[][] = [];
let bigGate = 0;
let bigRaw = 0;
for (let s = 0; s < BIG_SEEDS; s++) {
  const file = simulateSuite(uniformSuite(200, 0.05), 60_000_000 + s);
  const gate = analyzeResults(file, analysisOptions(DEFAULTS)).benchmarks.filter((b) => b.changeDetected).length;
  const raw = analyzeResults(file, analysisOptions(RAW_TEST)).benchmarks.filter((b) => b.changeDetected).length;
  bigGate += gate;
  bigRaw += raw;
  bigRows.push([`seed ${s + 1}`, gate, raw]);
}
bigRows.push(['mean', (bigGate / BIG_SEEDS).toFixed(1), (bigRaw / BIG_SEEDS).toFixed(1)]);
printTable(
  '200-benchmark suite, +5 % on every benchmark, σ 1/2/5 %, 3 × 5 × 30, one results file (target ≥ 120 of 200)',
  ['suite', 'flagged, default gate', 'flagged, min-effect 0'],
  bigRows,
);

// 4b. Results files without blocks (what another tool writes): the independent comparison,
// pooled where the versions' variances agree and moderated across the suite.
const blocklessRows: (string | number)[][] = [];
for (const [label, spec] of [
  ['σ 1/2/5 %, base and head measured apart', {}],
  ['σ 1/2/5 % and a 2 % shock per block, blocks not recorded', { blockSd: 0.02 }],
] as const) {
  for (const change of [0.05, 0]) {
    const counts: number[] = [];
    for (let s = 0; s < BIG_SEEDS; s++)
      counts.push(
        analyzeResults(blocklessSuite(200, change, 61_000_000 + s, spec), analysisOptions(DEFAULTS)).benchmarks.filter((b) => b.changeDetected).length,
      );
    blocklessRows.push([label, change === 0 ? 'A/A' : `+${change * 100} %`, counts.join(', '), (counts.reduce((a, b) => a + b, 0) / counts.length).toFixed(1)]);
  }
}
printTable(
  '200-benchmark suite without blocks, 3 × 5 × 30, one results file (target ≥ 120 of 200 at +5 %, at most 1 on A/A)',
  ['noise', 'change', `flagged per seed (${BIG_SEEDS} seeds), default gate`, 'mean'],
  blocklessRows,
);

const blocklessRecord = (generator: Generator, seed: number, change: number, name = 'simulated'): BenchmarkRecord => {
  const record = simulateBenchmark({ ...generator.spec, blockSd: 0, change }, seed, name);
  return withoutBlocks(generator.transform ? generator.transform(record, seed) : record);
};
const blocklessAaRows = generators.map((generator, g) => {
  let alone = 0;
  for (let i = 0; i < AA_RUNS; i++) if (flagged(blocklessRecord(generator, 62_000_000 + g * 100_000 + i, 0), DEFAULTS)) alone++;
  let inSuite = 0;
  let compared = 0;
  for (let s = 0; s < AA_RUNS / 20; s++) {
    const benchmarks = Array.from({ length: 20 }, (_, i) => blocklessRecord(generator, 63_000_000 + g * 100_000 + s * 20 + i, 0, `bench/${i}`));
    for (const b of analyzeResults({ version: 1, benchmarks }, analysisOptions({ ...RAW_TEST, correction: 'none' })).benchmarks) {
      compared++;
      if (b.changeDetected) inSuite++;
    }
  }
  return [generator.name, AA_RUNS, pct(alone / AA_RUNS), compared, pct(inSuite / compared), aaBand];
});
printTable(
  'False alarms on A/A without blocks, per benchmark (target ≤ 5 %)',
  ['generator', 'alone in its file', 'default gate', 'in files of 20', 'min-effect 0, no correction, moderated', 'binomial 95 % band at 5 %'],
  blocklessAaRows,
);

const oneValue: Generator = { ...GENERATORS.gaussian, spec: { ...GENERATORS.gaussian.spec, ...ONE_VALUE_PER_PROCESS } };
const oneValueRows = [0.1, 0.05, 0].map((change, c) => {
  let hits = 0;
  let pooled = 0;
  for (let i = 0; i < AB_RUNS; i++) {
    const delta = analyzeResults(single(blocklessRecord(oneValue, 64_000_000 + c * 100_000 + i, change)), analysisOptions(DEFAULTS)).benchmarks[0];
    if (delta.changeDetected) hits++;
    if (delta.delta && delta.delta.df >= 4 && Number.isInteger(delta.delta.df)) pooled++;
  }
  return [change === 0 ? 'A/A' : `+${change * 100} %`, AB_RUNS, pct(hits / AB_RUNS), pct(pooled / AB_RUNS)];
});
printTable(
  'One value per process without blocks (hyperfine: 3 builds × 10 processes × 1 value, σ 1/2/5 %; known-variance z at +10 %: 5.9)',
  ['true change', 'runs', 'flagged, default gate', 'compared with the pooled test (4 df)'],
  oneValueRows,
);

// 4c. Warm-up cuts on raw executions (no split recorded), per generator.
const warmupRows = (['normal', 'lognormal-outliers', 'ar1', 'bimodal', 'warmup-ramp'] as const).map((shape, s) => {
  let executions = 0;
  let cut = 0;
  let moved = 0;
  let largest = 0;
  for (let i = 0; i < Math.max(1, AA_RUNS / 5); i++) {
    const record = simulateBenchmark({ ...DEFAULT_SPEC, shape, unmarkedWarmup: true }, 65_000_000 + s * 100_000 + i);
    for (const e of [...record.base.binaries, ...record.head.binaries].flatMap((b) => b.executions)) {
      executions++;
      const length = Math.min(detectWarmupLength(e.values), e.values.length - 1);
      if (length === 0) continue;
      cut++;
      const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
      const all = mean(e.values);
      const sd = Math.sqrt(e.values.reduce((sum, v) => sum + (v - all) ** 2, 0) / (e.values.length - 1));
      const shift = Math.abs(mean(e.values.slice(length)) - all);
      if (shift > sd / Math.sqrt(e.values.length)) moved++;
      largest = Math.max(largest, shift / all);
    }
  }
  return [shape, executions, pct(cut / executions, 2), pct(moved / executions, 2), pct(largest, 1)];
});
printTable(
  'Warm-up cuts in executions recorded without a split (3 × 5 × 30 per side; target ≤ 1 % where there is no warm-up)',
  ['measurement noise', 'executions', 'cut', 'mean moved by more than its standard error', 'largest move of an execution mean'],
  warmupRows,
  'warmup-ramp has a real warm-up: 10 unmarked values from +50 % down before the 30.',
);

// 5. Deterministic builds (equal output hashes) against the oracle z-test that knows Var(log ratio).
const deterministic = GENERATORS.deterministic;
const variance = trueLogRatioVariance(deterministic.spec);
let sum = 0;
let sumSquares = 0;
for (let i = 0; i < AA_RUNS; i++) {
  const x = logRatio(generate(deterministic, 70_000_000 + i, 0));
  sum += x;
  sumSquares += x * x;
}
const empiricalVariance = (sumSquares - (sum * sum) / AA_RUNS) / (AA_RUNS - 1);
const oracleRows = [0.01, 0.02, 0.03].map((change, c) => {
  let gate = 0;
  let raw = 0;
  let oracle = 0;
  for (let i = 0; i < AB_RUNS; i++) {
    const record = generate(deterministic, 80_000_000 + c * 100_000 + i, change);
    if (flagged(record, DEFAULTS)) gate++;
    if (flagged(record, RAW_TEST)) raw++;
    if (oracleFlags(record, variance, CONFIDENCE)) oracle++;
  }
  return [
    `+${change * 100} %`,
    AB_RUNS,
    pct(gate / AB_RUNS),
    pct(raw / AB_RUNS),
    pct(oracle / AB_RUNS),
    pct(oraclePower(change, variance, CONFIDENCE)),
    oracle === 0 ? '–' : (gate / oracle).toFixed(2),
    oracle === 0 ? '–' : (raw / oracle).toFixed(2),
  ];
});
printTable(
  'Deterministic builds found by the hash (3 × 5 × 30, build σ 0): power against the oracle',
  [
    'true change',
    'runs',
    'default gate',
    'min-effect 0',
    'oracle z-test (simulated)',
    'oracle (closed form)',
    'ratio gate / oracle',
    'ratio min-effect 0 / oracle',
  ],
  oracleRows,
  `Oracle: z-test of log(Ȳ_head/Ȳ_base) with the true variance ${variance.toExponential(3)} (2(σ_B² + σ_E²/n)/(l·m)); ` +
    `the spread of log ratios over ${AA_RUNS} A/A runs gives ${empiricalVariance.toExponential(3)} (ratio ${(empiricalVariance / variance).toFixed(3)}).`,
);

// 5b. What the report promises: the recommended counts say they detect a change of min-effect
// with 80 % power. Plan from a pilot run (A/A, 3 × 5 × 30), then run the recommended design at
// a true change of exactly min-effect.
const PROMISE_MIN_EFFECT = 0.03;
const PILOTS = 5;
const promiseRows: (string | number)[][] = [];
for (const [label, sd] of [
  ['σ 1/2/5 %', [0.01, 0.02, 0.05]],
  ['σ 2/1/5 %', [0.02, 0.01, 0.05]],
] as const) {
  const spec = { ...GENERATORS.gaussian.spec, binarySd: sd[0], executionSd: sd[1], measurementSd: sd[2] };
  for (let p = 0; p < PILOTS; p++) {
    const pilot = analyzeResults(
      single(generate({ ...GENERATORS.gaussian, spec }, 85_000_000 + p)),
      analysisOptions({ ...DEFAULTS, minEffect: PROMISE_MIN_EFFECT }),
    );
    const counts = pilot.benchmarks[0].recommended;
    if (!counts) {
      promiseRows.push([label, p + 1, 'none', '–', '–']);
      continue;
    }
    const planned: Generator = {
      ...GENERATORS.gaussian,
      spec: { ...spec, binaries: counts.binaries, executions: counts.executions, measurements: counts.measurements },
    };
    const runs = Math.max(50, Math.round(AB_RUNS / 5));
    let hits = 0;
    for (let i = 0; i < runs; i++)
      if (flagged(generate(planned, 86_000_000 + p * 10_000 + i, PROMISE_MIN_EFFECT), { ...DEFAULTS, minEffect: PROMISE_MIN_EFFECT })) hits++;
    promiseRows.push([label, p + 1, `${counts.binaries} × ${counts.executions} × ${counts.measurements}`, runs, pct(hits / runs)]);
  }
}
printTable(
  `Power promised by the recommended counts (80 % at min-effect ${PROMISE_MIN_EFFECT * 100} %) against power measured at a true +${PROMISE_MIN_EFFECT * 100} %`,
  ['noise', 'pilot', 'recommended l × m × n', 'runs', 'measured power'],
  promiseRows,
  'Each pilot is one simulated A/A run (3 × 5 × 30, no timings recorded); its recommended design is then simulated with the same noise.',
);

// 6. The naive methods peers use, beside the default gate, on the same records.
type Method = { name: string; flags: (record: BenchmarkRecord) => boolean };
const METHODS: Method[] = [
  { name: 'benchgate, default gate', flags: (r) => flagged(r, DEFAULTS) },
  { name: 'benchgate, min-effect 0', flags: (r) => flagged(r, RAW_TEST) },
  { name: 'Welch, pooled raw', flags: (r) => welchPooled(r, ALPHA) },
  { name: 'Mann-Whitney, pooled raw', flags: (r) => mannWhitneyPooled(r, ALPHA) },
  { name: 'CI non-overlap, pooled raw', flags: (r) => overlapPooled(r, CONFIDENCE) },
  { name: 'Welch, one process each', flags: (r) => welchSingleProcess(r, ALPHA) },
];
const naiveCells = [
  ...(['gaussian', 'heavyTailed', 'ar1', 'warmup', 'bimodal'] as const).map((key) => ({
    label: `A/A ${GENERATORS[key].name}`,
    generator: GENERATORS[key],
    change: 0,
  })),
  ...[0.01, 0.02, 0.05].map((change) => ({ label: `+${change * 100} % Gaussian`, generator: GENERATORS.gaussian, change })),
];
const naiveRates = naiveCells.map((cell, c) => {
  const hits = METHODS.map(() => 0);
  for (let i = 0; i < NAIVE_RUNS; i++) {
    const record = generate(cell.generator, 90_000_000 + c * 100_000 + i, cell.change);
    METHODS.forEach((method, m) => {
      if (method.flags(record)) hits[m]++;
    });
  }
  return hits.map((h) => h / NAIVE_RUNS);
});
printTable(
  `Naive methods beside the gate (${NAIVE_RUNS} runs per cell; A/A columns should stay ≤ 5 %, the rest is power)`,
  ['method', ...naiveCells.map((c) => c.label)],
  METHODS.map((method, m) => [method.name, ...naiveRates.map((rates) => pct(rates[m]))]),
);

// 7. Coverage of the impact-factor intervals (bench/impact-coverage.ts).
printImpactCoverage(argCount('--impact', 2000), 7_000_000);

// 8. The robust execution mean (bench/robust-mean.ts).
printRobustMean(20_000, 11);

// 9. The history prior, with and without (bench/history-prior.ts).
printHistoryPrior(argCount('--history', 1000), AB_RUNS);

// Speed: one benchmark with 1,000,000 measurements (l=5, m=20, n=10,000), impact factors included (whole-process figures: npm run bench:analysis-speed).
const random = createRandom(42);
const big = simulateBenchmark({ ...DEFAULT_SPEC, binaries: 5, executions: 20, measurements: 1 }, 43, 'big');
for (const side of [big.base, big.head]) {
  for (const binary of side.binaries)
    for (const execution of binary.executions) {
      const center = execution.values[0];
      execution.values = Array.from({ length: 10_000 }, () => center * (1 + 0.05 * randomNormal(random)));
    }
}
const oneVersion: ResultsFile = { version: 1, benchmarks: [{ ...big, head: big.base }] };
const t0 = performance.now();
analyzeResults(oneVersion, analysisOptions());
const elapsed = performance.now() - t0;
console.log(
  `\nSpeed: analysing 1,000,000 measurements per version (l=5, m=20, n=10,000; both sides): ${elapsed.toFixed(0)} ms, i.e. ` +
    `${(elapsed / 2).toFixed(0)} ms per 1,000,000 measurements.`,
);
console.log(`Total bench time ${((performance.now() - started) / 1000).toFixed(1)} s.`);
