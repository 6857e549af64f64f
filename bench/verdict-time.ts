// npm run bench:verdict-time — runner seconds to a decided verdict, builds included, for three
// designs: the README's fixed design (3 builds × 5 executions), the adaptive design (`budget`),
// and an oracle that knows the variance components and the costs (the least time eq. 21's
// trade-off allows for the same power, with a z-test on the true variance). Each design's time
// is also given as a ratio to the oracle's at that design's own power.
//
//   npm run bench:verdict-time                     # the nested-model generators, simulated clock
//   npm run bench:verdict-time -- --runs 400 --aa 2000
//   npm run bench:verdict-time -- --spending hsd:1 --looks 12 --schedule geometric
//   BENCH_REAL=1 npm run bench:verdict-time        # also the real npm cases (fixtures/real-upgrade;
//                                                  # needs the npm registry once, and minutes)
//
// Prints measured figures only.
import jStat from 'jstat';
import { GENERATORS, type Generator } from './simulation/generators.js';
import { quantileSorted } from '../src/stats/descriptive.js';
import { parseSpending, spendingName } from './verdict-time/spending-option.js';
import { oracleDesign } from './verdict-time/oracle-design.js';
import { runRealCases } from './verdict-time/real-cases.js';
import {
  adaptiveRun,
  adaptiveShape,
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
};
// Costs like the real case's (fixtures/real-upgrade: `npm ci` from a warm cache, a process of about 1 s).
const COSTS = { buildSeconds: Number(argValue('--build') ?? 5), executionSeconds: Number(argValue('--execution') ?? 1) };

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
  fixedOracle: number | null;
  adaptiveOracle: number | null;
}

const share = (runs: SimulatedRun[], pick: (r: SimulatedRun) => boolean) => runs.filter(pick).length / runs.length;
const meanSeconds = (runs: SimulatedRun[]) => runs.reduce((sum, r) => sum + r.seconds, 0) / runs.length;
const p95 = (runs: SimulatedRun[]) => quantileSorted(Float64Array.from(runs.map((r) => r.seconds)).sort(), 0.95);

function simulateCell(generator: Generator, change: number, runs: number, seedBase: number): Cell {
  const options = analysisOptions(MIN_EFFECT);
  const fixedShape = readmeFixedShape(generator.spec, COSTS);
  const adaptive = adaptiveShape(generator.spec, COSTS, BUDGET_SECONDS);
  const cell: Cell = { generator: generator.name, change, fixed: [], adaptive: [], fixedOracle: null, adaptiveOracle: null };
  for (let i = 0; i < runs; i++) {
    cell.fixed.push(fixedRun(simulatedRecord(generator, fixedShape, change, seedBase + i), options, fixedShape.seconds));
    cell.adaptive.push(adaptiveRun(simulatedRecord(generator, adaptive, change, seedBase + i), options, COSTS, BUDGET_SECONDS, SETTINGS));
  }
  const want = expectedVerdict(change);
  const oracleAt = (power: number) => (power >= 0.5 ? (oracleDesign(trueNoiseOf(generator.spec), COSTS, change, MIN_EFFECT, Math.min(power, 0.999), CONFIDENCE)?.seconds ?? null) : null);
  cell.fixedOracle = oracleAt(share(cell.fixed, (r) => r.verdict === want));
  cell.adaptiveOracle = oracleAt(share(cell.adaptive, (r) => r.verdict === want));
  return cell;
}

function printSimulated(): void {
  const generators = Object.values(GENERATORS).filter((g) => g.spec.binaries >= 2);
  console.log(
    `## Simulated: the nested-model generators (src/simulation/generators.ts), min-effect ${pct(MIN_EFFECT)}, confidence ${CONFIDENCE}\n` +
      `Costs: a build ${COSTS.buildSeconds} s, an execution ${COSTS.executionSeconds} s (a block of one base and one head execution ${2 * COSTS.executionSeconds} s). ` +
      `Fixed: the README's ${3} × ${5} (identical builds: 2 builds kept, the skipped builds' time turned into rounds, as the runner does). ` +
      `Adaptive: budget ${BUDGET_SECONDS / 60} min, ${SETTINGS.spending ? spendingName(SETTINGS.spending) : 'default'} spending, up to ${SETTINGS.maxLooks ?? 'the default'} looks. ` +
      `Oracle: the least time of a z-test on the true variance that decides as often as the design it is compared with (searched over builds × rounds).\n` +
      `Runs per cell: ${RUNS} (A/A: ${AA_RUNS}). "decided": the right verdict (regression for a slowdown, unchanged for A/A); times in simulated seconds, mean (95th percentile).\n`,
  );
  console.log('| generator | true change | fixed: decided | fixed: s | adaptive: decided | adaptive: s | oracle s (fixed\'s power / adaptive\'s) | fixed / oracle | adaptive / oracle | adaptive / fixed |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  const cells: Cell[] = [];
  const falseAlarms: { generator: string; fixed: number; adaptive: number }[] = [];
  generators.forEach((generator, g) => {
    [0, ...CHANGES].forEach((change, c) => {
      const cell = simulateCell(generator, change, change === 0 ? AA_RUNS : RUNS, 10_000_000 * (g + 1) + 100_000 * c);
      cells.push(cell);
      const want = expectedVerdict(change);
      const fixedDecided = share(cell.fixed, (r) => r.verdict === want);
      const adaptiveDecided = share(cell.adaptive, (r) => r.verdict === want);
      if (change === 0) {
        const alarm = (r: SimulatedRun) => r.verdict === 'regression' || r.verdict === 'improvement';
        falseAlarms.push({ generator: generator.name, fixed: share(cell.fixed, alarm), adaptive: share(cell.adaptive, alarm) });
      }
      console.log(
        `| ${generator.name} | ${change === 0 ? 'A/A' : `+${pct(change)}`} | ${pct(fixedDecided)} | ${secs(meanSeconds(cell.fixed))} | ${pct(adaptiveDecided)} | ${secs(meanSeconds(cell.adaptive))} (${secs(p95(cell.adaptive))}) | ` +
          `${cell.fixedOracle === null ? '—' : secs(cell.fixedOracle)} / ${cell.adaptiveOracle === null ? '—' : secs(cell.adaptiveOracle)} | ` +
          `${ratio(meanSeconds(cell.fixed), cell.fixedOracle)} | ${ratio(meanSeconds(cell.adaptive), cell.adaptiveOracle)} | ${ratio(meanSeconds(cell.adaptive), meanSeconds(cell.fixed))} |`,
      );
    });
  });

  console.log(`\nFalse alarms on A/A at min-effect ${pct(MIN_EFFECT)} (regression or improvement; nominal ≤ 5 %, binomial 95 % upper band ${pct(binomialUpper(0.05, AA_RUNS))})`);
  console.log('| generator | fixed | adaptive |');
  console.log('|---|---:|---:|');
  for (const row of falseAlarms) console.log(`| ${row.generator} | ${pct(row.fixed)} | ${pct(row.adaptive)} |`);

  const changed = cells.filter((c) => c.change !== 0);
  const equalPower = changed.filter((c) => share(c.adaptive, (r) => r.verdict === expectedVerdict(c.change)) >= share(c.fixed, (r) => r.verdict === expectedVerdict(c.change)) - 0.02);
  const total = (list: Cell[], pick: (c: Cell) => SimulatedRun[]) => list.reduce((sum, c) => sum + meanSeconds(pick(c)), 0);
  console.log(
    `\nOver the ${changed.length} cells with a true change: adaptive mean time / fixed mean time = ${ratio(total(changed, (c) => c.adaptive), total(changed, (c) => c.fixed))}; ` +
      `over the ${equalPower.length} of them where the adaptive design decides at least as often as the fixed one (within 2 points): ${ratio(total(equalPower, (c) => c.adaptive), total(equalPower, (c) => c.fixed))}.`,
  );
}

const started = performance.now();
if (!ONLY_REAL) printSimulated();
if (REAL || ONLY_REAL) await runRealCases({ minEffect: MIN_EFFECT, confidence: CONFIDENCE, budgetMinutes: BUDGET_SECONDS / 60 });
else console.log('\nReal npm cases skipped: set BENCH_REAL=1 (or pass --real) to run them (they need the npm registry once, and minutes).');
console.log(`\nTotal bench time ${((performance.now() - started) / 1000).toFixed(1)} s.`);
