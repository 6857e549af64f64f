// The history prior (src/analysis/history-prior.ts) by simulation: A/A false alarms on every
// generator and power at +5 % (σ build/process/measurement 1/2/5 %, one benchmark, 3 builds
// × 5 × 30), with the prior and without, on the same runs. Each run's history is 10 earlier A/A
// runs of its generator on the same simulated runner, recorded as trend runs record them
// (bench/simulation/history.ts), drawn from a pool of as many earlier runs as there are runs. Called by bench/stats.ts; also
// runnable alone: node --import tsx bench/history-prior.ts [--runs N] [--power N]
import { analyzeResults } from '../src/analysis/analyze-results.js';
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
    const flags = (extra: Partial<AnalysisOptions>) => analyzeResults(results, { ...options, ...extra }).benchmarks[0];
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

if (process.argv[1]?.endsWith('history-prior.ts')) {
  const count = (flag: string, fallback: number) => (process.argv.includes(flag) ? Number(process.argv[process.argv.indexOf(flag) + 1]) : fallback);
  printHistoryPrior(count('--runs', 1000), count('--power', 1000));
}
