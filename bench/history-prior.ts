// The history prior (src/analysis/history-prior.ts) by simulation: A/A false alarms on every
// generator and power at +5 % (σ build/process/measurement 1/2/5 %, one benchmark, 3 builds
// × 5 × 30), with the prior and without, on the same runs. Each run's history is 10 earlier A/A
// runs of its generator on the same simulated runner, recorded as trend runs record them
// (bench/simulation/history.ts), drawn from a pool of as many earlier runs as there are runs. Called by bench/stats.ts; also
// runnable alone: node --import tsx bench/history-prior.ts [--runs N] [--power N]
// The adaptive design's looks with the prior and without (issue 29): node --import tsx bench/history-prior.ts --adaptive
// [--runs N] [--power N] [--generators gaussian,deterministic,…]
import { analyzeResults } from '../src/analysis/analyze-results.js';
import { analyzeWithStopping } from '../src/sequential/analyze-sequential.js';
import { historyEntryFrom } from '../src/history/history-entry.js';
import type { HistoryEntry } from '../src/results/history-format.js';
import { adaptiveRun, analysisOptions } from './verdict-time/simulated-cases.js';
import { analysisOptions as completeOptions } from '../src/config/analysis-options.js';
import { SIMULATED_RUNNER } from './simulation/history.js';
import { fitHistoryPriors } from '../src/analysis/history-prior.js';
import type { AnalysisOptions } from '../src/config/analysis-options.js';
import { binomialRateBand } from './simulation/binomial-band.js';
import { GENERATORS, generate, type Generator } from './simulation/generators.js';
import { historyPool, historyWindow, onSimulatedRunner, SIMULATED_RUNNER_NAME } from './simulation/history.js';
import { band, pct, printTable } from './markdown-table.js';

/** Earlier runs in each run's history, and the pool they are drawn from. */
export const HISTORY_RUNS = 10;
const ALPHA = 0.05;

export interface PriorRates {
  without: number;
  withPrior: number;
  withoutRaw: number;
  withPriorRaw: number;
  /** Share of runs whose analysis used the prior. */
  used: number;
}

/** Flag rates of `generator` at a true `change`, with and without each run's history prior, default gate and min-effect 0. */
export function historyPriorRates(generator: Generator, change: number, runs: number, seedBase: number, options: Partial<AnalysisOptions> = {}): PriorRates {
  const pool = historyPool(generator, Math.max(100, runs), seedBase + 5_000_000);
  const counts = { without: 0, withPrior: 0, withoutRaw: 0, withPriorRaw: 0, used: 0 };
  for (let i = 0; i < runs; i++) {
    const historyPriors = fitHistoryPriors(historyWindow(pool, i, HISTORY_RUNS), SIMULATED_RUNNER_NAME);
    const results = onSimulatedRunner(generate(generator, seedBase + i, change));
    const flags = (extra: Partial<AnalysisOptions>) => analyzeResults(results, completeOptions({ ...options, ...extra })).benchmarks[0];
    const withPrior = flags({ historyPriors });
    if (flags({}).changeDetected) counts.without++;
    if (withPrior.changeDetected) counts.withPrior++;
    if (withPrior.historyPrior?.used) counts.used++;
    if (flags({ minEffect: 0 }).changeDetected) counts.withoutRaw++;
    if (flags({ minEffect: 0, historyPriors }).changeDetected) counts.withPriorRaw++;
  }
  return {
    without: counts.without / runs,
    withPrior: counts.withPrior / runs,
    withoutRaw: counts.withoutRaw / runs,
    withPriorRaw: counts.withPriorRaw / runs,
    used: counts.used / runs,
  };
}

export function printHistoryPrior(runs: number, powerRuns: number): void {
  const generators = Object.values(GENERATORS) as Generator[];
  const rows = generators.map((generator, g) => {
    const r = historyPriorRates(generator, 0, runs, 80_000_000 + g * 100_000);
    return [generator.name, runs, pct(r.used), pct(r.without), pct(r.withPrior), pct(r.withoutRaw), pct(r.withPriorRaw)];
  });
  printTable(
    `History prior: false alarms on A/A, one benchmark, with and without a history of ${HISTORY_RUNS} earlier runs (target ≤ 5 %)`,
    ['generator', 'runs', 'prior used', 'default gate, without', 'default gate, with', 'min-effect 0, without', 'min-effect 0, with'],
    rows,
    `Binomial 95 % band at 5 % over ${runs} runs: ${band(binomialRateBand(ALPHA, runs, 0.95))}. "Prior used": the history's design and ` +
      "runner matched and the run's noise agreed with it (otherwise the run decides on its own noise, as without).",
    1,
  );
  const power = historyPriorRates(GENERATORS.gaussian, 0.05, powerRuns, 85_000_000);
  printTable(
    `History prior: power at +5 %, σ build/process/measurement 1/2/5 %, one benchmark, 3 builds × 5 × 30, history of ${HISTORY_RUNS} earlier runs`,
    ['analysed', 'runs', 'prior used', 'default gate', 'binomial 95 % band', 'min-effect 0'],
    [
      ['without the history prior', powerRuns, '–', pct(power.without), band(binomialRateBand(power.without, powerRuns, 0.95)), pct(power.withoutRaw)],
      [
        'with the history prior',
        powerRuns,
        pct(power.used),
        pct(power.withPrior),
        band(binomialRateBand(power.withPrior, powerRuns, 0.95)),
        pct(power.withPriorRaw),
      ],
    ],
  );
}

/** The adaptive design as bench:verdict-time runs it by default: builds 3 s, executions 1 s, a 4-minute budget, min-effect 2 %. */
export const ADAPTIVE = { budgetSeconds: 240, costs: { buildSeconds: 3, executionSeconds: 1 }, minEffect: 0.02 } as const;

/**
 * History entries of `count` adaptive A/A runs of `generator` (seeds from `seedBase`), as trend
 * runs under the action's default (adaptive) design record them: the noise of the final results.
 */
export function adaptiveHistoryPool(generator: Generator, count: number, seedBase: number): HistoryEntry[] {
  const options = analysisOptions(ADAPTIVE.minEffect);
  return Array.from({ length: count }, (_, i) => {
    const run = adaptiveRun(generator, 0, seedBase + i, options, ADAPTIVE.costs, ADAPTIVE.budgetSeconds, { keepResults: true });
    const written = run.results ?? { version: 1 as const, benchmarks: [] };
    const results = { ...written, meta: { ...written.meta, runner: SIMULATED_RUNNER } };
    const date = new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
    return historyEntryFrom(results, analyzeWithStopping(results, options), { sha: (i + 1).toString(16).padStart(40, '0'), date, runId: String(i + 1) });
  });
}

export interface AdaptivePriorRates {
  /** Share of runs flagged (regression or improvement), without and with the prior. */
  without: number;
  withPrior: number;
  /** Share of runs whose deciding (or last) look used the prior. */
  used: number;
  /** Mean simulated seconds per run, builds included, without and with. */
  secondsWithout: number;
  secondsWith: number;
  /** Share of runs with any verdict but `inconclusive`. */
  decidedWithout: number;
  decidedWith: number;
}

/** The adaptive design at a true `change`, each run without and with the prior of its own history (10 runs of the pool). */
export function adaptivePriorRates(generator: Generator, change: number, runs: number, seedBase: number, pool: readonly HistoryEntry[]): AdaptivePriorRates {
  const options = analysisOptions(ADAPTIVE.minEffect);
  const sums = { without: 0, withPrior: 0, used: 0, secondsWithout: 0, secondsWith: 0, decidedWithout: 0, decidedWith: 0 };
  const flagged = (verdict: string) => verdict === 'regression' || verdict === 'improvement';
  for (let i = 0; i < runs; i++) {
    const historyPriors = fitHistoryPriors(historyWindow(pool, i, HISTORY_RUNS), SIMULATED_RUNNER_NAME, 'looks');
    const alone = adaptiveRun(generator, change, seedBase + i, options, ADAPTIVE.costs, ADAPTIVE.budgetSeconds);
    const borrowed = adaptiveRun(generator, change, seedBase + i, { ...options, historyPriors }, ADAPTIVE.costs, ADAPTIVE.budgetSeconds);
    if (flagged(alone.verdict)) sums.without++;
    if (flagged(borrowed.verdict)) sums.withPrior++;
    if (borrowed.historyPrior?.used) sums.used++;
    if (alone.verdict !== 'inconclusive') sums.decidedWithout++;
    if (borrowed.verdict !== 'inconclusive') sums.decidedWith++;
    sums.secondsWithout += alone.seconds;
    sums.secondsWith += borrowed.seconds;
  }
  return {
    without: sums.without / runs,
    withPrior: sums.withPrior / runs,
    used: sums.used / runs,
    secondsWithout: sums.secondsWithout / runs,
    secondsWith: sums.secondsWith / runs,
    decidedWithout: sums.decidedWithout / runs,
    decidedWith: sums.decidedWith / runs,
  };
}

export function printAdaptiveHistoryPrior(runs: number, powerRuns: number, only: readonly string[] | undefined): void {
  const started = Date.now();
  const chosen = Object.entries(GENERATORS).filter(([key, g]) => g.spec.binaries >= 2 && (only === undefined || only.includes(key)));
  const pools = new Map(chosen.map(([key, g], n) => [key, adaptiveHistoryPool(g, Math.max(60, Math.min(runs, 200)), 86_000_000 + n * 100_000)]));
  const secs = (x: number) => x.toFixed(1);
  const rows = chosen.map(([key, generator], n) => {
    const r = adaptivePriorRates(generator, 0, runs, 87_000_000 + n * 100_000, pools.get(key) ?? []);
    return [
      generator.name,
      runs,
      pct(r.used),
      pct(r.without),
      pct(r.withPrior),
      pct(r.decidedWithout),
      pct(r.decidedWith),
      secs(r.secondsWithout),
      secs(r.secondsWith),
    ];
  });
  printTable(
    `History prior in the adaptive looks: false alarms on A/A, one benchmark, with and without a history of ${HISTORY_RUNS} earlier adaptive A/A runs (target ≤ 5 %)`,
    [
      'generator',
      'runs',
      'prior used',
      'flagged, without',
      'flagged, with',
      'decided (unchanged), without',
      'decided, with',
      'mean s, without',
      'mean s, with',
    ],
    rows,
    `Adaptive design: budget ${ADAPTIVE.budgetSeconds / 60} min, builds ${ADAPTIVE.costs.buildSeconds} s, executions ${ADAPTIVE.costs.executionSeconds} s, ` +
      `min-effect ${ADAPTIVE.minEffect * 100} %, confidence 0.95 (bench:verdict-time's defaults). Binomial 95 % band at 5 % over ${runs} runs: ` +
      `${band(binomialRateBand(ALPHA, runs, 0.95))}. "Prior used": at the deciding (or last) look the history's design matched what the look saw ` +
      'and its noise agreed with the prior.',
    1,
  );
  const powerRows = chosen
    .filter(([key]) => key === 'gaussian' || key === 'deterministic')
    .map(([key, generator], n) => {
      const r = adaptivePriorRates(generator, 0.05, powerRuns, 88_000_000 + n * 100_000, pools.get(key) ?? []);
      return [generator.name, powerRuns, pct(r.used), pct(r.without), pct(r.withPrior), secs(r.secondsWithout), secs(r.secondsWith)];
    });
  printTable(
    `History prior in the adaptive looks: power and time at +5 %, one benchmark, history of ${HISTORY_RUNS} earlier adaptive A/A runs`,
    ['generator', 'runs', 'prior used', 'regression, without', 'regression, with', 'mean s, without', 'mean s, with'],
    powerRows,
    `Same design and costs; mean seconds over all runs, builds included (a run that does not decide spends the budget). ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  );
}

if (process.argv[1]?.endsWith('history-prior.ts')) {
  const count = (flag: string, fallback: number) => (process.argv.includes(flag) ? Number(process.argv[process.argv.indexOf(flag) + 1]) : fallback);
  if (process.argv.includes('--adaptive')) {
    const index = process.argv.indexOf('--generators');
    printAdaptiveHistoryPrior(count('--runs', 400), count('--power', 400), index >= 0 ? process.argv[index + 1].split(',') : undefined);
  } else printHistoryPrior(count('--runs', 1000), count('--power', 1000));
}
