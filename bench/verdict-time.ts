// npm run bench:verdict-time — runner seconds to a decided verdict, builds included, for three
// designs: the README's fixed design (3 builds × 5 executions), the adaptive design (`budget`),
// and an oracle that knows the variance components and the costs (the least time eq. 21's
// trade-off allows for the same power, with a z-test on the true variance). Each design's time
// is also given as a ratio to the oracle's at that design's own power.
//
//   npm run bench:verdict-time                     # the nested-model generators, simulated clock
//   npm run bench:verdict-time -- --runs 400 --aa 2000
//   npm run bench:verdict-time -- --spending hsd:1 --looks 12 --spacing even
//   npm run bench:verdict-time -- --no-futility    # without stopping for futility, to compare
//   npm run bench:verdict-time -- --compare [--candidates hsd:-1,hsd:0]   # the spending/spacing table of docs/measurements.md
//   BENCH_REAL=1 npm run bench:verdict-time        # also the real npm cases (fixtures/real-upgrade;
//                                                  # needs the npm registry once, and minutes)
//   BENCH_REAL=1 npm run bench:verdict-time -- --only-real --real-repeat 3   # each real case 3 times
//
// Prints measured figures only.
import jStat from 'jstat';
import { DEFAULT_MAX_LOOKS, DEFAULT_SPENDING } from '../src/stats/alpha-spending.js';
import { GENERATORS, type Generator } from './simulation/generators.js';
import { quantileSorted } from '../src/stats/descriptive.js';
import { parseSpending, spendingName } from './verdict-time/spending-option.js';
import { oracleDesign } from './verdict-time/oracle-design.js';
import { runRealCases } from './verdict-time/real-cases.js';
import {
  adaptiveRun,
  analysisOptions,
  expectedVerdict,
  fixedRun,
  readmeFixedShape,
  simulatedRecord,
  trueNoiseOf,
  type AdaptiveSettings,
  type SimulatedRun,
} from './verdict-time/simulated-cases.js';

const argValue = (flag: string): string | undefined => {
  const index = process.argv.indexOf(flag);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const RUNS = Number(argValue('--runs') ?? 200);
const AA_RUNS = Number(argValue('--aa') ?? 1000);
const CONFIDENCE = 0.95;
const MIN_EFFECT = 0.02;
const BUDGET_SECONDS = Number(argValue('--budget') ?? 4) * 60;
const CHANGES = [0.05, 0.1, 0.25];
const REAL = process.env.BENCH_REAL === '1' || process.argv.includes('--real');
const ONLY_REAL = process.argv.includes('--only-real');
const SETTINGS: AdaptiveSettings = {
  ...(argValue('--spending') === undefined ? {} : { spending: parseSpending(argValue('--spending') ?? '') }),
  ...(argValue('--looks') === undefined ? {} : { maxLooks: Number(argValue('--looks')) }),
  ...(argValue('--spacing') === 'even' ? { spacing: 'even' } : argValue('--spacing') === 'geometric' ? { spacing: 'geometric' } : {}),
  ...(argValue('--growth') === 'rounds' ? { growth: 'rounds' } : {}),
  ...(argValue('--wave') === undefined ? {} : { waveBlocks: Number(argValue('--wave')) }),
  ...(process.argv.includes('--no-futility') ? { futility: false } : {}),
};
// Costs like the real case's (fixtures/real-upgrade: `npm ci` from a warm cache, a process of about 1 s).
const COSTS = { buildSeconds: Number(argValue('--build') ?? 3), executionSeconds: Number(argValue('--execution') ?? 1) };

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const secs = (s: number) => `${s.toFixed(s < 100 ? 1 : 0)}`;
const ratio = (a: number, b: number | null) => (b === null || !(b > 0) ? '—' : `${(a / b).toFixed(2)}`);

function binomialUpper(nominal: number, runs: number): number {
  let k = 0;
  while (jStat.binomial.cdf(k, runs, nominal) < 0.95) k++;
  return k / runs;
}

interface Cell {
  generator: string;
  change: number;
  fixed: SimulatedRun[];
  adaptive: SimulatedRun[];
  /** The adaptive design with the fixed design's time as its budget: the same most time, so power can be compared. */
  matched: SimulatedRun[];
  fixedOracle: number | null;
  adaptiveOracle: number | null;
  /** The best fixed design for the true noise, analysed with benchgate's t interval, at the adaptive design's power. */
  adaptiveTOracle: number | null;
}

const share = (runs: SimulatedRun[], pick: (r: SimulatedRun) => boolean) => runs.filter(pick).length / runs.length;
const meanSeconds = (runs: SimulatedRun[]) => runs.reduce((sum, r) => sum + r.seconds, 0) / runs.length;
const p95 = (runs: SimulatedRun[]) => quantileSorted(Float64Array.from(runs.map((r) => r.seconds)).sort(), 0.95);
const power = (runs: SimulatedRun[], change: number) => share(runs, (r) => r.verdict === expectedVerdict(change));
const alarm = (r: SimulatedRun) => r.verdict === 'regression' || r.verdict === 'improvement';

function simulateCell(generator: Generator, change: number, runs: number, seedBase: number, settings: AdaptiveSettings, withOracle = true): Cell {
  const options = analysisOptions(MIN_EFFECT);
  const fixedShape = readmeFixedShape(generator.spec, COSTS);
  const cell: Cell = {
    generator: generator.name,
    change,
    fixed: [],
    adaptive: [],
    matched: [],
    fixedOracle: null,
    adaptiveOracle: null,
    adaptiveTOracle: null,
  };
  for (let i = 0; i < runs; i++) {
    cell.fixed.push(fixedRun(simulatedRecord(generator, fixedShape, change, seedBase + i), options, fixedShape.seconds));
    cell.adaptive.push(adaptiveRun(generator, change, seedBase + i, options, COSTS, BUDGET_SECONDS, settings));
    cell.matched.push(adaptiveRun(generator, change, seedBase + i, options, COSTS, fixedShape.seconds, settings));
  }
  if (!withOracle) return cell;
  const oracleAt = (p: number, test: 'z' | 't' = 'z') =>
    p >= 0.5 ? (oracleDesign(trueNoiseOf(generator.spec), COSTS, change, MIN_EFFECT, Math.min(p, 0.999), CONFIDENCE, test)?.seconds ?? null) : null;
  cell.fixedOracle = oracleAt(power(cell.fixed, change));
  cell.adaptiveOracle = oracleAt(power(cell.adaptive, change));
  cell.adaptiveTOracle = oracleAt(power(cell.adaptive, change), 't');
  return cell;
}

function selectedGenerators(): Generator[] {
  const only = argValue('--generators')?.split(',');
  return Object.entries(GENERATORS)
    .filter(([key, g]) => g.spec.binaries >= 2 && (only === undefined || only.includes(key)))
    .map(([, g]) => g);
}

function describeSettings(settings: AdaptiveSettings): string {
  return (
    `${spendingName(settings.spending ?? DEFAULT_SPENDING)} spending, up to ${settings.maxLooks ?? DEFAULT_MAX_LOOKS} looks, ` +
    `${settings.spacing ?? 'geometric'} spacing${settings.futility === false ? ', no stopping for futility' : ''}`
  );
}

function printSimulated(): void {
  const generators = selectedGenerators();
  console.log(
    `## Simulated: the nested-model generators (bench/simulation/generators.ts), min-effect ${pct(MIN_EFFECT)}, confidence ${CONFIDENCE}\n` +
      `Costs: a build ${COSTS.buildSeconds} s, an execution ${COSTS.executionSeconds} s (a block of one base and one head execution ` +
      `${2 * COSTS.executionSeconds} s). ` +
      `Fixed: the README's 3 × 5 (identical builds: 2 builds kept, the skipped builds' time turned into rounds, as the runner does). ` +
      `Adaptive: budget ${BUDGET_SECONDS / 60} min, ${describeSettings(SETTINGS)}; "matched": the same adaptive design with the fixed design's ` +
      `time as its budget (never longer than the fixed design). ` +
      `Oracle: the least time of a z-test on the true variance that decides as often as the design it is compared with (searched over builds × ` +
      `rounds; — below 50 %); t-oracle: the same search for the best fixed design analysed with benchgate's t interval (2(l − 1) df, or ` +
      `l·m − 1 for identical builds), at the adaptive design's power.\n` +
      `Runs per cell: ${RUNS} (A/A: ${AA_RUNS}). "decided": the right verdict (regression for a slowdown, unchanged for A/A); times in simulated ` +
      `seconds, mean (95th percentile).\n`,
  );
  console.log(
    "| generator | true change | fixed: decided | fixed: s | adaptive: decided | adaptive: s | matched: decided | matched: s | oracle s (fixed's " +
      "power / adaptive's) | fixed / oracle | adaptive / oracle | t-oracle s | adaptive / t-oracle | adaptive / fixed | matched / fixed |",
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  const cells: Cell[] = [];
  generators.forEach((generator, g) => {
    [0, ...CHANGES].forEach((change, c) => {
      const cell = simulateCell(generator, change, change === 0 ? AA_RUNS : RUNS, 10_000_000 * (g + 1) + 100_000 * c, SETTINGS);
      cells.push(cell);
      console.log(
        `| ${generator.name} | ${change === 0 ? 'A/A' : `+${pct(change)}`} | ${pct(power(cell.fixed, change))} | ${secs(meanSeconds(cell.fixed))} | ` +
          `${pct(power(cell.adaptive, change))} | ${secs(meanSeconds(cell.adaptive))} (${secs(p95(cell.adaptive))}) | ` +
          `${pct(power(cell.matched, change))} | ${secs(meanSeconds(cell.matched))} | ` +
          `${cell.fixedOracle === null ? '—' : secs(cell.fixedOracle)} / ${cell.adaptiveOracle === null ? '—' : secs(cell.adaptiveOracle)} | ` +
          `${ratio(meanSeconds(cell.fixed), cell.fixedOracle)} | ${ratio(meanSeconds(cell.adaptive), cell.adaptiveOracle)} | ` +
          `${cell.adaptiveTOracle === null ? '—' : secs(cell.adaptiveTOracle)} | ${ratio(meanSeconds(cell.adaptive), cell.adaptiveTOracle)} | ` +
          `${ratio(meanSeconds(cell.adaptive), meanSeconds(cell.fixed))} | ${ratio(meanSeconds(cell.matched), meanSeconds(cell.fixed))} |`,
      );
    });
  });

  console.log(
    `\nFalse alarms on A/A at min-effect ${pct(MIN_EFFECT)} (regression or improvement; nominal ≤ 5 %, binomial 95 % upper band ` +
      `${pct(binomialUpper(0.05, AA_RUNS))})`,
  );
  console.log('| generator | fixed | adaptive | matched |');
  console.log('|---|---:|---:|---:|');
  for (const cell of cells.filter((c) => c.change === 0))
    console.log(`| ${cell.generator} | ${pct(share(cell.fixed, alarm))} | ${pct(share(cell.adaptive, alarm))} | ${pct(share(cell.matched, alarm))} |`);

  const changed = cells.filter((c) => c.change !== 0);
  const total = (list: Cell[], pick: (c: Cell) => SimulatedRun[]) => list.reduce((sum, c) => sum + meanSeconds(pick(c)), 0);
  const meanPower = (list: Cell[], pick: (c: Cell) => SimulatedRun[]) => list.reduce((sum, c) => sum + power(pick(c), c.change), 0) / list.length;
  console.log(
    `\nOver the ${changed.length} cells with a true change: mean share decided fixed ${pct(meanPower(changed, (c) => c.fixed))}, adaptive ` +
      `${pct(meanPower(changed, (c) => c.adaptive))}, matched ${pct(meanPower(changed, (c) => c.matched))}; ` +
      `mean time adaptive / fixed = ${ratio(
        total(changed, (c) => c.adaptive),
        total(changed, (c) => c.fixed),
      )}, matched / fixed = ${ratio(
        total(changed, (c) => c.matched),
        total(changed, (c) => c.fixed),
      )}.`,
  );
  if (!process.argv.includes('--no-match')) printPowerMatched(cells);
}

/** Budgets tried for the power-matched comparison, as multiples of the fixed design's mean time. */
const MATCH_FACTORS = [0.5, 0.6, 0.7, 0.75, 0.8, 0.875, 1, 1.25, 1.5, 2, 3, 5];

/**
 * "At equal power": the smallest budget of MATCH_FACTORS × the fixed design's time, one for every generator as a user
 * sets one, whose adaptive runs decide at least as often as the fixed design over the cells
 * with a true change (mean share decided); then its mean time against the fixed design's,
 * and its A/A false alarms.
 */
function printPowerMatched(cells: Cell[]): void {
  const changed = cells.filter((c) => c.change !== 0);
  const fixedPower = changed.reduce((sum, c) => sum + power(c.fixed, c.change), 0) / changed.length;
  const fixedSeconds = changed.reduce((sum, c) => sum + meanSeconds(c.fixed), 0) / changed.length;
  const generators = selectedGenerators();
  const options = analysisOptions(MIN_EFFECT);
  const seedOf = (g: number, c: number) => 10_000_000 * (g + 1) + 100_000 * c;
  const runAt = (budget: number, withAa: boolean) =>
    generators.flatMap((generator, g) =>
      [0, ...CHANGES]
        .map((change, c) => ({ generator, change, c }))
        .filter(({ change }) => withAa || change !== 0)
        .map(({ generator: gen, change, c }) => ({
          generator: gen.name,
          change,
          runs: Array.from({ length: change === 0 ? AA_RUNS : RUNS }, (_, i) => adaptiveRun(gen, change, seedOf(g, c) + i, options, COSTS, budget, SETTINGS)),
        })),
    );
  const powerOf = (list: { change: number; runs: SimulatedRun[] }[]) => {
    const withChange = list.filter((l) => l.change !== 0);
    return withChange.reduce((sum, l) => sum + power(l.runs, l.change), 0) / withChange.length;
  };
  // Power is not monotone in the budget (a longer budget spreads its α over more looks), so the budgets are tried in order.
  const tried = new Map<number, number>();
  const candidates = MATCH_FACTORS.map((factor) => Math.round(factor * fixedSeconds * 10) / 10);
  let budget = candidates[candidates.length - 1];
  for (const candidate of candidates) {
    const p = powerOf(runAt(candidate, false));
    tried.set(candidate, p);
    if (p >= fixedPower) {
      budget = candidate;
      break;
    }
  }
  const runs = runAt(budget, true);
  const withChange = runs.filter((l) => l.change !== 0);
  const seconds = withChange.reduce((sum, l) => sum + meanSeconds(l.runs), 0) / withChange.length;
  console.log(
    `\n### At equal power: the adaptive design with the smallest budget that decides as often as the fixed design\n` +
      `Budgets tried (mean share decided over the ${changed.length} cells with a change): ` +
      `${[...tried.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([b, p]) => `${b} s ${pct(p)}`)
        .join(', ')}; fixed design ${pct(fixedPower)}. Chosen: **${budget} s**.\n`,
  );
  console.log('| generator | true change | fixed: decided | fixed: s | adaptive: decided | adaptive: s (95th percentile) | adaptive / fixed |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const l of runs) {
    const cell = cells.find((c) => c.generator === l.generator && c.change === l.change);
    if (!cell) continue;
    const alarms = l.change === 0 ? ` (false alarms ${pct(share(l.runs, alarm))})` : '';
    console.log(
      `| ${l.generator} | ${l.change === 0 ? 'A/A' : `+${pct(l.change)}`} | ${pct(power(cell.fixed, l.change))} | ${secs(meanSeconds(cell.fixed))} | ` +
        `${pct(power(l.runs, l.change))}${alarms} | ${secs(meanSeconds(l.runs))} (${secs(p95(l.runs))}) | ${ratio(meanSeconds(l.runs), meanSeconds(cell.fixed))} |`,
    );
  }
  console.log(
    `\nAt ${budget} s: mean share decided ${pct(powerOf(runs))} against the fixed design's ${pct(fixedPower)}; mean time ${secs(seconds)} s against ` +
      `${secs(fixedSeconds)} s: **adaptive / fixed = ${ratio(seconds, fixedSeconds)}**. Largest A/A false-alarm share: ` +
      `${pct(Math.max(...runs.filter((l) => l.change === 0).map((l) => share(l.runs, alarm))))} (${AA_RUNS} runs per generator).`,
  );
}

/** `--compare`: the candidate spending functions and look spacings side by side, on a few generators. */
function printComparison(): void {
  const generators = selectedGenerators();
  const candidates: AdaptiveSettings[] = [
    { spending: { kind: 'obrien-fleming' }, spacing: 'even' },
    { spending: { kind: 'obrien-fleming' }, spacing: 'geometric' },
    { spending: { kind: 'hsd', gamma: -2 }, spacing: 'geometric' },
    { spending: { kind: 'hsd', gamma: 1 }, spacing: 'geometric' },
    { spending: { kind: 'hsd', gamma: 3 }, spacing: 'geometric' },
  ];
  const chosen = argValue('--candidates')
    ?.split(',')
    .map((value): AdaptiveSettings => ({ spending: parseSpending(value), spacing: 'geometric' }));
  if (chosen) candidates.splice(0, candidates.length, ...chosen);
  console.log(
    `## Choosing the spending function and the look spacing: generators ${generators.map((g) => g.name).join(', ')}; true changes A/A, ` +
      `${CHANGES.map((c) => `+${pct(c)}`).join(', ')}; ${RUNS} runs per cell (A/A ${AA_RUNS}); ` +
      `costs ${COSTS.buildSeconds} s per build, ${COSTS.executionSeconds} s per execution, min-effect ${pct(MIN_EFFECT)}, up to ` +
      `${SETTINGS.maxLooks ?? DEFAULT_MAX_LOOKS} looks.\n` +
      `Power and time: means over the cells with a change; "matched": budget = the fixed design's time. A/A: the largest false-alarm share over the ` +
      `generators, and the share decided unchanged.\n`,
  );
  console.log(
    '| spending, spacing | adaptive (4 min): decided | mean s | matched: decided | mean s | fixed: decided | mean s | A/A false alarms (max) | A/A ' +
      'unchanged, 4 min | A/A mean s |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const candidate of candidates) {
    const settings = { ...candidate, ...(SETTINGS.maxLooks === undefined ? {} : { maxLooks: SETTINGS.maxLooks }) };
    const cells = generators.flatMap((generator, g) =>
      [0, ...CHANGES].map((change, c) => simulateCell(generator, change, change === 0 ? AA_RUNS : RUNS, 10_000_000 * (g + 1) + 100_000 * c, settings, false)),
    );
    const changed = cells.filter((c) => c.change !== 0);
    const aa = cells.filter((c) => c.change === 0);
    const mean = (list: Cell[], f: (c: Cell) => number) => list.reduce((sum, c) => sum + f(c), 0) / list.length;
    console.log(
      `| ${spendingName(candidate.spending ?? DEFAULT_SPENDING)}, ${candidate.spacing} | ${pct(mean(changed, (c) => power(c.adaptive, c.change)))} | ` +
        `${secs(mean(changed, (c) => meanSeconds(c.adaptive)))} | ` +
        `${pct(mean(changed, (c) => power(c.matched, c.change)))} | ${secs(mean(changed, (c) => meanSeconds(c.matched)))} | ` +
        `${pct(mean(changed, (c) => power(c.fixed, c.change)))} | ${secs(mean(changed, (c) => meanSeconds(c.fixed)))} | ` +
        `${pct(Math.max(...aa.map((c) => Math.max(share(c.adaptive, alarm), share(c.matched, alarm)))))} | ${pct(mean(aa, (c) => power(c.adaptive, 0)))} | ${secs(mean(aa, (c) => meanSeconds(c.adaptive)))} |`,
    );
  }
}

const started = performance.now();
if (process.argv.includes('--compare')) printComparison();
else if (!ONLY_REAL) printSimulated();
if (REAL || ONLY_REAL)
  await runRealCases({ minEffect: MIN_EFFECT, confidence: CONFIDENCE, budgetMinutes: BUDGET_SECONDS / 60, repeats: Number(argValue('--real-repeat') ?? 1) });
else console.log('\nReal npm cases skipped: set BENCH_REAL=1 (or pass --real) to run them (they need the npm registry once, and minutes).');
console.log(`\nTotal bench time ${((performance.now() - started) / 1000).toFixed(1)} s.`);
