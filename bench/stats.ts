// npm run bench:stats — calibration (false alarms on A/A), power (planted changes) and speed of
// the statistics, side by side with the naive methods peers use. Prints measured figures only.
import jStat from 'jstat';
import { analyzeResults } from '../src/analysis/analyze-results.js';
import type { BenchmarkRecord, ResultsFile } from '../src/results/results-format.js';
import { createRandom, randomNormal } from '../src/stats/rng.js';
import { detectWarmupLength } from '../src/stats/warmup.js';
import { DEFAULT_SPEC, NOISE_SHAPES, simulateBenchmark, type NestedModelSpec } from '../src/simulation/nested-model.js';
import { mannWhitneyPooled, overlapPooled, welchPooled, welchSingleProcess } from './naive-methods.js';

const argCount = (flag: string, fallback: number) => {
  const index = process.argv.indexOf(flag);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const AA_RUNS = argCount('--aa', 2000);
const AB_RUNS = argCount('--ab', 500);
const CONFIDENCE = 0.95;
const ALPHA = 1 - CONFIDENCE;

/** What the runner does: leading values flagged by the warm-up detector are set aside. */
function removeDetectedWarmup(record: BenchmarkRecord): BenchmarkRecord {
  for (const side of [record.base, record.head]) {
    for (const binary of side.binaries) {
      for (const execution of binary.executions) {
        const cut = detectWarmupLength(execution.values);
        execution.warmup = [...(execution.warmup ?? []), ...execution.values.slice(0, cut)];
        execution.values = execution.values.slice(cut);
      }
    }
  }
  return record;
}

type Method = { name: string; flags: (record: BenchmarkRecord) => boolean };

function benchgate(design: 'auto' | 'independent', rule: 'interval' | 'overlap'): Method['flags'] {
  return (record) => {
    const cleaned = removeDetectedWarmup(structuredClone(record));
    const results: ResultsFile = { version: 1, benchmarks: [cleaned] };
    // min-effect 0: measure the test's own error rate, not the effect-size filter.
    return analyzeResults(results, { confidence: CONFIDENCE, minEffect: 0, design, rule, bootstrapReplicates: 20 }).benchmarks[0].changeDetected;
  };
}

const METHODS: Method[] = [
  { name: 'benchgate (paired, nested)', flags: benchgate('auto', 'interval') },
  { name: 'benchgate (independent, nested)', flags: benchgate('independent', 'interval') },
  { name: 'benchgate rule overlap', flags: benchgate('auto', 'overlap') },
  { name: 'Welch, pooled raw', flags: (r) => welchPooled(r, ALPHA) },
  { name: 'Mann-Whitney, pooled raw', flags: (r) => mannWhitneyPooled(r, ALPHA) },
  { name: 'CI non-overlap, pooled raw', flags: (r) => overlapPooled(r, CONFIDENCE) },
  { name: 'Welch, one process each', flags: (r) => welchSingleProcess(r, ALPHA) },
];

function rate(spec: NestedModelSpec, runs: number, seedBase: number): number[] {
  const hits = METHODS.map(() => 0);
  for (let i = 0; i < runs; i++) {
    const record = simulateBenchmark(spec, seedBase + i);
    METHODS.forEach((method, m) => {
      if (method.flags(record)) hits[m]++;
    });
  }
  return hits.map((h) => h / runs);
}

/** Upper end of the one-sided 95 % binomial band around the nominal rate. */
function binomialUpper(nominal: number, runs: number): number {
  let k = 0;
  while (jStat.binomial.cdf(k, runs, nominal) < 0.95) k++;
  return k / runs;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(7);

function printTable(title: string, columns: string[], rows: number[][]): void {
  console.log(`\n${title}`);
  console.log(`| method | ${columns.join(' | ')} |`);
  console.log(`|---|${columns.map(() => '---:').join('|')}|`);
  METHODS.forEach((method, m) => console.log(`| ${method.name} | ${rows.map((r) => pct(r[m])).join(' | ')} |`));
}

const started = performance.now();
console.log(`Design l=${DEFAULT_SPEC.binaries}, m=${DEFAULT_SPEC.executions}, n=${DEFAULT_SPEC.measurements}; σ_V/σ_B/σ_E = 1/2/5 % of the mean; shared block drift 2 %; confidence ${CONFIDENCE}.`);
console.log(`A/A runs per generator: ${AA_RUNS} (nominal 5.0 %, binomial 95 % upper band ${pct(binomialUpper(ALPHA, AA_RUNS)).trim()}); A/B runs per cell: ${AB_RUNS}.`);

const shapes = NOISE_SHAPES.map((shape) => ({ ...DEFAULT_SPEC, shape, unmarkedWarmup: true }));
printTable('False-alarm rate on A/A (lower is better; benchgate should be ≤ 5 % within binomial error)', NOISE_SHAPES.slice(), shapes.map((spec, i) => rate(spec, AA_RUNS, 1_000_000 * (i + 1))));

const changes = [0.01, 0.02, 0.05];
printTable('Detection rate at true slowdowns, normal noise (higher is better, meaningful only where A/A is calibrated)', changes.map((c) => `${c * 100}%`), changes.map((change, i) => rate({ ...DEFAULT_SPEC, change }, AB_RUNS, 50_000_000 + i * 100_000)));

const bigger = { ...DEFAULT_SPEC, binaries: 10, executions: 10 };
printTable('Detection rate with l=10, m=10 (benchgate only is calibrated)', changes.map((c) => `${c * 100}%`), changes.map((change, i) => rate({ ...bigger, change }, AB_RUNS, 70_000_000 + i * 100_000)));

// Speed: one benchmark with 1,000,000 measurements (l=5, m=20, n=10,000), bootstrap included.
const random = createRandom(42);
const big = simulateBenchmark({ ...DEFAULT_SPEC, binaries: 5, executions: 20, measurements: 1 }, 43, 'big');
for (const side of [big.base, big.head]) {
  for (const binary of side.binaries) for (const execution of binary.executions) {
    const center = execution.values[0];
    execution.values = Array.from({ length: 10_000 }, () => center * (1 + 0.05 * randomNormal(random)));
  }
}
const oneVersion: ResultsFile = { version: 1, benchmarks: [{ ...big, head: big.base }] };
const t0 = performance.now();
analyzeResults(oneVersion, { bootstrapReplicates: 1000 });
const elapsed = performance.now() - t0;
console.log(`\nSpeed: analysing 1,000,000 measurements per version (l=5, m=20, n=10,000; both sides, 1,000 bootstrap replicates each): ${elapsed.toFixed(0)} ms, i.e. ${(elapsed / 2).toFixed(0)} ms per 1,000,000 measurements.`);
console.log(`Total bench time ${((performance.now() - started) / 1000).toFixed(1)} s.`);
