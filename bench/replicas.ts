import { analysisOptions } from '../src/config/analysis-options.js';
// node --import tsx bench/replicas.ts [--runs N] — the four-level model (runner → binary →
// execution → measurement) on simulated replicated runs: false-alarm rate on A/A, coverage of
// the version mean's and the change's intervals, and power, with the runner as the top level
// and, for comparison, with the runner ids dropped (the runner hidden in the binary level).
// Prints measured figures only.
import jStat from 'jstat';
import { analyzeResults } from '../src/analysis/analyze-results.js';
import type { BenchmarkRecord, ResultsFile } from '../src/results/results-format.js';
import { DEFAULT_SPEC } from './simulation/nested-model.js';
import { simulateReplicatedBenchmark, type RunnerModelSpec } from './simulation/runner-model.js';

const argCount = (flag: string, fallback: number) => {
  const index = process.argv.indexOf(flag);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const RUNS = argCount('--runs', 2000);
const CONFIDENCE = 0.95;

type Outcome = { flagged: boolean; baseCovered: boolean; changeCovered: boolean; width: number; runnerImpact: number | null };

function withoutRunners(record: BenchmarkRecord): BenchmarkRecord {
  const copy = structuredClone(record);
  for (const side of [copy.base, copy.head]) for (const binary of side.binaries) delete binary.runner;
  return copy;
}

function analyse(record: BenchmarkRecord, spec: RunnerModelSpec): Outcome {
  const results: ResultsFile = { version: 1, benchmarks: [record] };
  // min-effect 0: measure the test itself, not the effect-size filter.
  const b = analyzeResults(results, analysisOptions({ confidence: CONFIDENCE, minEffect: 0, bootstrapReplicates: 20 })).benchmarks[0];
  const [low, high] = b.delta?.ci ?? [Number.NaN, Number.NaN];
  return {
    flagged: b.changeDetected,
    baseCovered: b.base !== null && b.base.ci[0] <= spec.mean && spec.mean <= b.base.ci[1],
    changeCovered: low <= spec.change && spec.change <= high,
    width: high - low,
    runnerImpact: b.base?.impact.runner?.estimate ?? null,
  };
}

interface Row {
  label: string;
  spec: RunnerModelSpec;
}

function measure(row: Row, runs: number, seedBase: number) {
  const totals = { four: { flagged: 0, base: 0, change: 0, widths: [] as number[] }, hidden: { flagged: 0, base: 0, change: 0, widths: [] as number[] } };
  const impacts: number[] = [];
  for (let i = 0; i < runs; i++) {
    const record = simulateReplicatedBenchmark(row.spec, seedBase + i);
    for (const [key, outcome] of [
      ['four', analyse(record, row.spec)],
      ['hidden', analyse(withoutRunners(record), row.spec)],
    ] as const) {
      const t = totals[key];
      if (outcome.flagged) t.flagged++;
      if (outcome.baseCovered) t.base++;
      if (outcome.changeCovered) t.change++;
      if (Number.isFinite(outcome.width)) t.widths.push(outcome.width);
      if (key === 'four' && outcome.runnerImpact !== null) impacts.push(outcome.runnerImpact);
    }
  }
  return { totals, impacts };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const medianOf = (values: number[]) => {
  const s = values.slice().sort((a, b) => a - b);
  return s.length === 0 ? Number.NaN : s[Math.floor(s.length / 2)];
};

function binomialBand(nominal: number, runs: number): [number, number] {
  let low = 0;
  while (jStat.binomial.cdf(low, runs, nominal) < 0.025) low++;
  let high = low;
  while (jStat.binomial.cdf(high, runs, nominal) < 0.975) high++;
  return [low / runs, high / runs];
}

const base: RunnerModelSpec = { ...DEFAULT_SPEC, runners: 3, runnerSd: 0.05, interactionSd: 0 };
const started = performance.now();
const [fLow, fHigh] = binomialBand(1 - CONFIDENCE, RUNS);
const [cLow, cHigh] = binomialBand(CONFIDENCE, RUNS);
console.log(
  `Replicated runs: R runners × l=${base.binaries} builds × m=${base.executions} processes × n=${base.measurements}; σ_V/σ_B/σ_E = 1/2/5 %, ` +
    `block drift 2 %; confidence ${CONFIDENCE}; ${RUNS} runs per row.`,
);
console.log(`Binomial 95 % band for ${RUNS} runs: false alarms ${pct(fLow)}–${pct(fHigh)} around 5 %, coverage ${pct(cLow)}–${pct(cHigh)} around 95 %.`);
console.log(
  '"four-level": runner ids kept (runner is the top level, R − 1 df); "hidden": the same data with runner ids dropped (three-level, builds of ' +
    'all runners pooled).',
);

const rows: Row[] = [
  { label: 'A/A, R=3, runner SD 5 %', spec: base },
  { label: 'A/A, R=3, runner SD 0', spec: { ...base, runnerSd: 0 } },
  { label: 'A/A, R=5, runner SD 5 %', spec: { ...base, runners: 5 } },
  { label: 'A/A, R=3, runner SD 5 %, runner×version 2 %', spec: { ...base, interactionSd: 0.02 } },
  { label: 'A/A, R=5, runner SD 5 %, runner×version 2 %', spec: { ...base, runners: 5, interactionSd: 0.02 } },
  { label: 'A/A, R=2, runner SD 5 %', spec: { ...base, runners: 2 } },
];
console.log(
  '\n| scenario | false alarms four-level | hidden | base-mean CI coverage four-level | hidden | Δ CI coverage four-level | hidden | median Δ CI ' +
    'width four-level | hidden | median runner impact |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
rows.forEach((row, i) => {
  const { totals, impacts } = measure(row, RUNS, 3_000_000 * (i + 1));
  const { four, hidden } = totals;
  console.log(
    `| ${row.label} | ${pct(four.flagged / RUNS)} | ${pct(hidden.flagged / RUNS)} | ${pct(four.base / RUNS)} | ${pct(hidden.base / RUNS)} | ` +
      `${pct(four.change / RUNS)} | ${pct(hidden.change / RUNS)} | ${pct(medianOf(four.widths))} | ${pct(medianOf(hidden.widths))} | ` +
      `${medianOf(impacts).toFixed(2)} |`,
  );
});

const POWER_RUNS = Math.max(100, Math.round(RUNS / 4));
console.log(`\nDetection rate at true slowdowns (runner SD 5 %, no runner×version effect; ${POWER_RUNS} runs per cell)`);
console.log('| runners | model | 2% | 5% | 10% |');
console.log('|---|---|---:|---:|---:|');
for (const runners of [2, 3, 5]) {
  const cells = { four: [] as string[], hidden: [] as string[] };
  [0.02, 0.05, 0.1].forEach((change, c) => {
    const { totals } = measure({ label: '', spec: { ...base, runners, change } }, POWER_RUNS, 90_000_000 + runners * 1_000_000 + c * 100_000);
    cells.four.push(pct(totals.four.flagged / POWER_RUNS));
    cells.hidden.push(pct(totals.hidden.flagged / POWER_RUNS));
  });
  console.log(`| ${runners} | four-level | ${cells.four.join(' | ')} |`);
  console.log(`| ${runners} | hidden | ${cells.hidden.join(' | ')} |`);
}
console.log(`\nTotal bench time ${((performance.now() - started) / 1000).toFixed(1)} s.`);
