// npm run bench:adaptive — the adaptive design (src/sequential/) against the fixed design of the
// same maximum budget, on the nested-model generators: false alarms on A/A, power at 1/2/5 %
// changes, and runner time to a decision in simulated seconds. Prints measured figures only.
import jStat from 'jstat';
import { analyzeResults } from '../src/analysis/analyze-results.js';
import { analysisOptions, DEFAULT_ANALYSIS_OPTIONS, type AnalysisOptions } from '../src/config/analysis-options.js';
import { planDesign } from '../src/planning/plan-design.js';
import type { PairedNoise } from '../src/planning/paired-noise.js';
import type { RunCosts } from '../src/planning/run-costs.js';
import type { BenchmarkRecord, ResultsFile } from '../src/results/results-format.js';
import { DEFAULT_MAX_LOOKS, DEFAULT_SPENDING, type Spending } from '../src/stats/alpha-spending.js';
import { SequentialController } from '../src/sequential/sequential-controller.js';
import { recordUpToRound } from '../src/sequential/truncate-results.js';
import { DEFAULT_SPEC, NOISE_SHAPES, simulateBenchmark, type NestedModelSpec, type NoiseShape } from './simulation/nested-model.js';
import { quantileSorted } from '../src/stats/descriptive.js';
import { detectWarmupLength } from '../src/stats/warmup.js';

const argCount = (flag: string, fallback: number) => {
  const index = process.argv.indexOf(flag);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const AA_RUNS = argCount('--aa', 2000);
const AB_RUNS = argCount('--ab', 2000);
const CONFIDENCE = 0.95;
// --budget MINUTES: the budget the designs are planned for (10 unless given; the action's default is 4).
const BUDGET_SECONDS = argCount('--budget', 10) * 60;
// --only-aa: the false-alarm tables only. --no-futility: every run goes on to its last look (a stricter test of α).
const ONLY_AA = process.argv.includes('--only-aa');
const FUTILITY = !process.argv.includes('--no-futility');
/**
 * --clock constant (the default): every block costs the same, so the rounds planned after the
 * first round are the rounds that fit. --clock busy: the first round's blocks cost 5 × as much
 * (a cold cache, a busy neighbour) and every later block a seeded log-normal factor (σ 0.5 on
 * the log scale, drawn independently of the values; ten such clocks a cell, taken in turn) of the
 * nominal cost, so that the rounds that fit change during the run, as on a shared runner.
 */
const CLOCK = (() => {
  const index = process.argv.indexOf('--clock');
  const value = index >= 0 ? process.argv[index + 1] : 'constant';
  if (value !== 'constant' && value !== 'busy') throw new Error(`--clock: expected constant or busy, got ${value}`);
  return value;
})();
// --spending obrien-fleming (default) | pocock | power:RHO, to compare spending functions.
const SPENDING: Spending = (() => {
  const index = process.argv.indexOf('--spending');
  const value = index >= 0 ? process.argv[index + 1] : undefined;
  if (value === undefined) return DEFAULT_SPENDING;
  if (value === 'obrien-fleming' || value === 'pocock') return { kind: value };
  if (value.startsWith('power:')) return { kind: 'power', rho: Number(value.slice(6)) };
  throw new Error(`--spending: expected obrien-fleming, pocock or power:RHO, got ${value}`);
})();
const SPENDING_NAME =
  SPENDING.kind === 'power'
    ? `power ρ = ${SPENDING.rho}`
    : SPENDING.kind === 'pocock'
      ? 'Pocock-type'
      : SPENDING.kind === 'hsd'
        ? `Hwang–Shih–DeCani γ = ${SPENDING.gamma}`
        : "O'Brien–Fleming-type";

interface Scenario {
  name: string;
  /** The min-effect of the practical tables: the change worth flagging on such a runner. */
  minEffect: number;
  spec: NestedModelSpec;
  deterministicBuild: boolean;
  costs: RunCosts;
}

// Costs: a build of 60 s, an execution of 3 s (0.5 s start-up, warm-up and 30 measurements). --build SECONDS and
// --execution SECONDS set them for every scenario (bench:verdict-time's 3 s and 1 s, the real case's, fit the 4-minute default).
const BUILD_FLAG = process.argv.includes('--build') ? argCount('--build', 60) : null;
const EXECUTION_FLAG = process.argv.includes('--execution') ? argCount('--execution', 3) : null;
const COSTS: RunCosts = { buildSeconds: BUILD_FLAG ?? 60, executionSeconds: EXECUTION_FLAG ?? 3, startupSeconds: 0.5 };
const SCENARIOS: Scenario[] = [
  {
    name: 'deterministic build, quiet runner (σ_B/σ_E = 2/5 %, shared block drift 2 %)',
    minEffect: 0.02,
    spec: { ...DEFAULT_SPEC, binarySd: 0 },
    deterministicBuild: true,
    costs: COSTS,
  },
  {
    name: "random build level (σ_V/σ_B/σ_E = 1/2/5 %, drift 2 %; bench:stats's model), builds of 20 s",
    minEffect: 0.02,
    spec: DEFAULT_SPEC,
    deterministicBuild: false,
    costs: { ...COSTS, buildSeconds: BUILD_FLAG ?? 20 },
  },
  {
    name: 'shared CI runner (METHOD.md §10: σ_B/σ_E = 10/20 %, drift 10 %), deterministic build',
    minEffect: 0.05,
    spec: { ...DEFAULT_SPEC, binarySd: 0, executionSd: 0.1, measurementSd: 0.2, blockSd: 0.1 },
    deterministicBuild: true,
    costs: COSTS,
  },
];

/** The paired noise the spec implies (paired-noise.ts): what a calibration would have measured. */
function noiseOf(scenario: Scenario): PairedNoise {
  const { spec } = scenario;
  return {
    binary: scenario.deterministicBuild ? 0 : 2 * spec.binarySd ** 2,
    execution: 2 * spec.executionSd ** 2,
    measurement: spec.measurementSd ** 2,
    deterministicBuild: scenario.deterministicBuild,
    measurements: spec.measurements,
    warmup: 10,
    rounds: 10,
  };
}

/** What the runner does: leading values the warm-up detector flags are set aside. */
function asRecorded(record: BenchmarkRecord, deterministicBuild: boolean): BenchmarkRecord {
  for (const side of [record.base, record.head]) {
    for (const binary of side.binaries) {
      // One build per version: only a `source:` hash (no build command) proves it deterministic; one build's sha256 proves
      // nothing, and the analysis then withholds every decision (analyze-version.ts).
      if (deterministicBuild) binary.outputHash = 'source:identical';
      for (const execution of binary.executions) {
        const cut = detectWarmupLength(execution.values);
        execution.warmup = [...(execution.warmup ?? []), ...execution.values.slice(0, cut)];
        execution.values = execution.values.slice(cut);
      }
    }
  }
  return record;
}

interface Outcome {
  detected: boolean;
  unchanged: boolean;
  seconds: number;
}

/** The fixed design: every round of the budget, one analysis at the end. */
function fixedOutcome(record: BenchmarkRecord, options: Partial<AnalysisOptions>, seconds: number): Outcome {
  const benchmark = analyzeResults({ version: 1, benchmarks: [record] }, analysisOptions({ ...options, bootstrapReplicates: 0 })).benchmarks[0];
  return { detected: benchmark.changeDetected, unchanged: benchmark.verdict === 'unchanged', seconds };
}

/** Seconds of each block under --clock (see CLOCK), seeded by the run: never drawn from the values. */
function blockCosts(block: number, binaries: number, count: number, seed: number): number[] {
  if (CLOCK === 'constant') return new Array<number>(count).fill(block);
  let state = (seed ^ 0x9e3779b9) >>> 0;
  const uniform = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Array.from({ length: count }, (_, k) => {
    if (k < binaries) return 5 * block;
    const z = Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
    return block * Math.exp(0.5 * z);
  });
}

/** The adaptive design: the shipped controller, fed block by block with a simulated clock. */
function adaptiveOutcome(record: BenchmarkRecord, options: AnalysisOptions, binaries: number, rounds: number, costs: RunCosts, seed: number): Outcome {
  const builds = 2 * binaries * costs.buildSeconds;
  const block = 2 * costs.executionSeconds;
  const controller = new SequentialController(
    {
      alpha: 1 - options.confidence,
      spending: SPENDING,
      maxLooks: DEFAULT_MAX_LOOKS,
      budgetSeconds: builds + rounds * binaries * block,
      maxFailureShare: 1,
      futility: FUTILITY,
    },
    options,
  );
  // The record holds every round the run could schedule (more than fit the budget under --clock busy).
  const scheduled = record.base.binaries[0].executions.length * binaries;
  const clock = blockCosts(block, binaries, scheduled, seed);
  let measured = 0;
  for (let blocks = 1; blocks <= scheduled; blocks++) {
    measured += clock[blocks - 1];
    const partial = (): ResultsFile => ({ version: 1, benchmarks: [recordUpToRound(record, Math.floor(blocks / binaries))] });
    const decision = controller.afterBlock(
      {
        blocks,
        blocksPerRound: binaries,
        scheduledBlocks: scheduled,
        elapsedSeconds: builds + measured,
        measureSeconds: measured,
        executions: { base: blocks, head: blocks },
        failed: { base: 0, head: 0 },
      },
      partial,
    );
    if (decision === 'stop' || blocks === scheduled) {
      const verdict = controller.decisions.get(record.name)?.verdict ?? null;
      return { detected: verdict === 'regression' || verdict === 'improvement', unchanged: verdict === 'unchanged', seconds: builds + measured };
    }
  }
  throw new Error('unreachable');
}

interface Cell {
  fixed: Outcome[];
  adaptive: Outcome[];
}

function simulate(
  scenario: Scenario,
  design: { binaries: number; rounds: number },
  shape: NoiseShape,
  change: number,
  runs: number,
  minEffect: number,
  seedBase: number,
): Cell {
  const options: AnalysisOptions = { ...DEFAULT_ANALYSIS_OPTIONS, confidence: CONFIDENCE, minEffect, bootstrapReplicates: 0 };
  const spec: NestedModelSpec = {
    ...scenario.spec,
    shape,
    change,
    binaries: design.binaries,
    // Under --clock busy the later blocks are cheaper on average than the first round's, so more rounds may fit than planned.
    executions: CLOCK === 'constant' ? design.rounds : 3 * design.rounds,
    unmarkedWarmup: shape === 'warmup-ramp',
  };
  const fullSeconds = 2 * design.binaries * scenario.costs.buildSeconds + design.rounds * design.binaries * 2 * scenario.costs.executionSeconds;
  const cell: Cell = { fixed: [], adaptive: [] };
  for (let i = 0; i < runs; i++) {
    const record = asRecorded(simulateBenchmark(spec, seedBase + i, 'bench'), scenario.deterministicBuild);
    cell.fixed.push(fixedOutcome(CLOCK === 'constant' ? record : recordUpToRound(record, design.rounds), options, fullSeconds));
    // Ten clocks a cell, in turn: the repeated t boundaries of a run's looks are then simulated once per clock, not per run.
    cell.adaptive.push(adaptiveOutcome(record, options, design.binaries, design.rounds, scenario.costs, seedBase + (i % 10)));
  }
  return cell;
}

const share = (outcomes: Outcome[], pick: (o: Outcome) => boolean) => outcomes.filter(pick).length / outcomes.length;
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const minutes = (s: number) => `${(s / 60).toFixed(1)}`;
function timeStats(outcomes: Outcome[]): string {
  const sorted = Float64Array.from(outcomes.map((o) => o.seconds)).sort();
  const mean = outcomes.reduce((sum, o) => sum + o.seconds, 0) / outcomes.length;
  return `${minutes(mean)} / ${minutes(quantileSorted(sorted, 0.95))}`;
}

/** Upper end of the one-sided 95 % binomial band around the nominal rate. */
function binomialUpper(nominal: number, runs: number): number {
  let k = 0;
  while (jStat.binomial.cdf(k, runs, nominal) < 0.95) k++;
  return k / runs;
}

const started = performance.now();
console.log(
  `Budget ${BUDGET_SECONDS / 60} min per comparison (builds and measuring), confidence ${CONFIDENCE}; adaptive: up to ${DEFAULT_MAX_LOOKS} ` +
    `looks, ${SPENDING_NAME} spending, group-sequential repeated confidence intervals. Clock: ${CLOCK}` +
    (CLOCK === 'busy' ? ' (first round 5 × the nominal block cost, later blocks × a seeded log-normal factor, σ 0.5)' : '') +
    (FUTILITY ? '.' : '; no stopping for futility.'),
);
console.log(
  `A/A runs per cell: ${AA_RUNS} (nominal 5.0 %, binomial 95 % upper band ${pct(binomialUpper(0.05, AA_RUNS))}); A/B runs per cell: ${AB_RUNS}. ` +
    `Times in simulated minutes: mean / 95th percentile.`,
);

SCENARIOS.forEach((scenario, s) => {
  const noise = noiseOf(scenario);
  const plan = planDesign({
    benchmarks: [{ name: 'bench', noise }],
    costs: scenario.costs,
    budgetSeconds: BUDGET_SECONDS,
    minEffect: scenario.minEffect,
    confidence: CONFIDENCE,
    divisor: 1,
    maxLooks: DEFAULT_MAX_LOOKS,
    spending: SPENDING,
  });
  const design = { binaries: plan.binaries, rounds: plan.rounds };
  console.log(`\n## ${s + 1}. ${scenario.name}`);
  console.log(
    `Plan (build ${scenario.costs.buildSeconds} s, execution ${scenario.costs.executionSeconds} s): ${design.binaries} build(s) per version × up ` +
      `to ${design.rounds} rounds. ${plan.benchmarks[0].design.reason}.`,
  );

  const shapes = s === 0 ? NOISE_SHAPES.slice() : (['normal'] as NoiseShape[]);
  console.log(`\nFalse alarms on A/A, min-effect 0 (every decision is a false alarm; the adaptive design looks up to ${DEFAULT_MAX_LOOKS} times)`);
  console.log(`| design | ${shapes.join(' | ')} |`);
  console.log(`|---|${shapes.map(() => '---:').join('|')}|`);
  const aa = shapes.map((shape, i) => simulate(scenario, design, shape, 0, AA_RUNS, 0, 1_000_000 * (s + 1) + 10_000 * i));
  console.log(`| fixed | ${aa.map((c) => pct(share(c.fixed, (o) => o.detected))).join(' | ')} |`);
  console.log(`| adaptive | ${aa.map((c) => pct(share(c.adaptive, (o) => o.detected))).join(' | ')} |`);
  console.log(`| adaptive: time | ${aa.map((c) => timeStats(c.adaptive)).join(' | ')} |`);
  if (ONLY_AA) return;

  for (const minEffect of [0, scenario.minEffect]) {
    console.log(`\nmin-effect ${pct(minEffect)}: detection rate, share "unchanged", time to decision (fixed always spends the budget)`);
    console.log('| change | fixed: detected | adaptive: detected | fixed: unchanged | adaptive: unchanged | fixed: time | adaptive: time |');
    console.log('|---:|---:|---:|---:|---:|---:|---:|');
    [0, 0.01, 0.02, 0.05].forEach((change, i) => {
      const runs = change === 0 ? AA_RUNS : AB_RUNS;
      const cell =
        change === 0 && minEffect === 0
          ? aa[0]
          : simulate(scenario, design, 'normal', change, runs, minEffect, 50_000_000 + 1_000_000 * s + 100_000 * i + (minEffect > 0 ? 7_000_000 : 0));
      console.log(
        `| ${pct(change)} | ${pct(share(cell.fixed, (o) => o.detected))} | ${pct(share(cell.adaptive, (o) => o.detected))} | ` +
          `${pct(share(cell.fixed, (o) => o.unchanged))} | ${pct(share(cell.adaptive, (o) => o.unchanged))} | ${timeStats(cell.fixed)} | ` +
          `${timeStats(cell.adaptive)} |`,
      );
    });
  }
});
console.log(`\nTotal bench time ${((performance.now() - started) / 1000).toFixed(1)} s.`);
