import { formatDuration } from '../util/format-numbers.js';

/**
 * Planning for suites whose processes take minutes (a self-timing harness that runs every
 * benchmark for seconds in each process). Pure: the measured costs in, a plan out.
 *
 * Under the nested model most of the noise is between processes, not within one (docs/statistics.md):
 * a process that times each benchmark for 5 s instead of 0.5 s narrows its own mean, which is
 * not what limits the interval, and leaves 10 times fewer processes in the same time. So the
 * cheapest way to a decision is usually shorter processes, then a longer budget.
 */

/** How a self-timing harness shortens each process: its options, as its own documentation names them. */
const SHORTER: Record<string, string> = {
  benchmarkjs:
    "benchmark.js: lower `maxTime` (seconds each benchmark is sampled, default 5) and `minSamples` (default 5), in `Benchmark.options` or the suite's options",
  tinybench: 'tinybench: lower `time` (ms each task runs, default 1000) or set `iterations`, and `warmupTime`/`warmupIterations`',
  vitest: 'vitest bench: lower `time` (ms) or set `iterations` in the options of `bench(name, fn, options)`',
  mitata:
    'mitata: `run()` takes no time option (each benchmark gets about 0.6 s of CPU time); run a subset per process with `run({ filter })`, or time with `measure(fn, { min_cpu_time, max_samples })`',
  'google-benchmark': 'Google Benchmark: lower `--benchmark_min_time` (e.g. `0.05s`; plain seconds before 1.8), or run a subset with `--benchmark_filter`',
  'google-benchmark-cpu': 'Google Benchmark: lower `--benchmark_min_time` (e.g. `0.05s`; plain seconds before 1.8), or run a subset with `--benchmark_filter`',
  'pytest-benchmark': 'pytest-benchmark: lower `--benchmark-max-time` (seconds per benchmark, default 1.0) and `--benchmark-min-rounds` (default 5)',
  criterion: 'criterion: lower `--measurement-time` and `--warm-up-time` (seconds), or `--sample-size`, after `cargo bench -- `',
  cargo: 'criterion (`--output-format bencher`): lower `--measurement-time` and `--warm-up-time` (seconds) after `cargo bench -- `',
  jmh: 'JMH: fewer and shorter iterations, `-wi`/`-i` (warm-up and measurement iterations) and `-w`/`-r` (time per iteration), and `-f 1` (benchgate makes the processes)',
  catch2:
    'Catch2: fewer `--benchmark-samples` (default 100) and `--benchmark-resamples`, a shorter `--benchmark-warmup-time` (ms), or a test spec for a subset',
  asv: 'asv: `asv run --quick` (one sample per benchmark), or `--bench REGEX` for a subset',
  julia: 'BenchmarkTools: lower `seconds` (default 5) and `samples` in `BenchmarkTools.DEFAULT_PARAMETERS` or per `@benchmarkable`',
  benchmarkdotnet:
    'BenchmarkDotNet: `--job short`, or `--warmupCount`, `--iterationCount` and `--launchCount 1` (benchgate makes the processes), and `--filter` for a subset',
};

/** The harness's options that shorten each process, or null for a format that does not time itself. */
export function shorterProcessesAdvice(format: string): string | null {
  return Object.hasOwn(SHORTER, format) ? `${SHORTER[format]}; or ${SPLIT_ADVICE}` : null;
}

/** For any suite that can run a subset of itself: benchgate runs it as several short processes (runner/split-benchmarks.ts). */
const SPLIT_ADVICE =
  'run a few benchmarks per process with `split-benchmarks: 1` (CLI `--split-benchmarks 1`), the suite running only the names in `BENCHGATE_BENCHMARKS` (docs/harnesses.md)';

export interface FirstLookCosts {
  /** The whole run's budget in seconds, builds included. */
  budgetSeconds: number;
  /** Seconds since the run started (builds and the blocks so far). */
  elapsedSeconds: number;
  /** Blocks measured so far (at least 1). */
  blocks: number;
  /** Seconds those blocks took. */
  measureSeconds: number;
  /** Blocks the first look needs (the earliest a benchmark can be decided). */
  blocksToFirstLook: number;
  /** Benchmarks in one process, when known: for a per-benchmark time to aim at. */
  benchmarks?: number;
  /** The output format, for the harness's own options (shorterProcessesAdvice). */
  format?: string;
  /** The process length and budget that decide (processPlan), when the first block gave them. */
  plan?: ProcessPlan | null;
}

export interface FirstLookPlan {
  /** The budget was spent before the first block ended: it is smaller than the builds and one block. */
  smallerThanOneBlock: boolean;
  blockSeconds: number;
  /** Seconds from the start at which the first look would come. */
  firstLookSeconds: number;
  /** A budget (whole minutes, in seconds) that reaches the first look with room for as many blocks again. */
  suggestedBudgetSeconds: number;
  /** Seconds one process may take for the first look to fit the budget; null when even the builds leave no room. */
  processSecondsToFit: number | null;
  /** What was measured, what a decision needs, and the cheapest ways there, in one sentence. */
  detail: string;
  /** Copy-paste lines of the plan (the harness's setting, the budget); empty without one. */
  lines: string[];
}

/**
 * After the first block of a budgeted run: whether the first look (the earliest a decision can
 * come) is out of reach of the budget, at the measured cost of a block. Null when it fits;
 * otherwise the plan that says so. Only costs enter it, never measured values, so stopping on
 * it leaves the error rate alone.
 */
export function firstLookOutOfReach(costs: FirstLookCosts): FirstLookPlan | null {
  const { budgetSeconds, elapsedSeconds, blocks, measureSeconds, blocksToFirstLook } = costs;
  if (!(blocks >= 1) || !(measureSeconds > 0)) return null;
  const blockSeconds = measureSeconds / blocks;
  const remaining = Math.max(0, blocksToFirstLook - blocks);
  const firstLookSeconds = elapsedSeconds + remaining * blockSeconds;
  if (firstLookSeconds <= budgetSeconds) return null;
  const smallerThanOneBlock = elapsedSeconds >= budgetSeconds && blocks === 1;
  const buildSeconds = Math.max(0, elapsedSeconds - measureSeconds);
  const suggestedBudgetSeconds = 60 * Math.ceil((buildSeconds + 2 * blocksToFirstLook * blockSeconds) / 60);
  const room = budgetSeconds - buildSeconds;
  const processSecondsToFit = room > 0 ? room / (2 * blocksToFirstLook) : null;
  const measured = smallerThanOneBlock
    ? `the budget of ${formatDuration(budgetSeconds)} is smaller than the builds (${formatDuration(buildSeconds)}) and one block ` +
      `(a base and a head process, ${formatDuration(blockSeconds)})`
    : `the budget of ${formatDuration(budgetSeconds)} cannot reach the first look: the builds took ${formatDuration(buildSeconds)} and ` +
      `one block (a base and a head process) ${formatDuration(blockSeconds)}`;
  const needs = `the earliest decision is the first look, after ${blocksToFirstLook} blocks, at about ${formatDuration(firstLookSeconds)}`;
  const shorter = processSecondsToFit === null ? null : shorterSentence(processSecondsToFit, blockSeconds / 2, costs);
  const ways =
    costs.plan == null
      ? [`a budget of ${suggestedBudgetSeconds / 60} min (the first look and as many blocks again)`, ...(shorter === null ? [] : [shorter])]
      : [costs.plan.sentence];
  return {
    smallerThanOneBlock,
    blockSeconds,
    firstLookSeconds,
    suggestedBudgetSeconds,
    processSecondsToFit,
    detail: `${measured}; ${needs}. To decide: ${ways.join(', or ')}`,
    lines: costs.plan?.lines ?? [],
  };
}

export interface FirstBlockCosts {
  /** The whole run's budget in seconds, builds included. */
  budgetSeconds: number;
  /** Seconds since the run started (builds and the first block's processes so far). */
  elapsedSeconds: number;
  /** Seconds the first block's processes so far took, each. */
  processSeconds: number;
  /** Processes the first block has in all, and of them still to run. */
  processesPerBlock: number;
  processesLeft: number;
  /** Blocks the first look needs. */
  blocksToFirstLook: number;
  benchmarks?: number;
  format?: string;
}

/**
 * During the first block of a budgeted run, after a process: whether the rest of the block,
 * at that process's cost, would end past the budget. Null when it fits; otherwise the plan
 * (firstLookOutOfReach's, for the block as its first process prices it), so that a budget
 * smaller than one block stops before spending itself on a block no look can use. Only
 * costs enter it.
 */
export function firstBlockOutOfBudget(costs: FirstBlockCosts): FirstLookPlan | null {
  const { budgetSeconds, elapsedSeconds, processSeconds, processesPerBlock, processesLeft } = costs;
  if (!(processSeconds > 0) || !(processesLeft >= 1) || elapsedSeconds + processesLeft * processSeconds <= budgetSeconds) return null;
  const blockSeconds = processSeconds * processesPerBlock;
  const buildSeconds = Math.max(0, elapsedSeconds - processSeconds * (processesPerBlock - processesLeft));
  const plan = firstLookOutOfReach({
    budgetSeconds,
    elapsedSeconds: buildSeconds + blockSeconds,
    blocks: 1,
    measureSeconds: blockSeconds,
    blocksToFirstLook: costs.blocksToFirstLook,
    ...(costs.benchmarks === undefined ? {} : { benchmarks: costs.benchmarks }),
    ...(costs.format === undefined ? {} : { format: costs.format }),
  });
  return plan === null ? null : { ...plan, detail: `the first process took ${formatDuration(processSeconds)}, so ${plan.detail}` };
}

/** `processes of at most 25 s (now 2 min 15 s): …`, with a per-benchmark time for benchmark.js. */
function shorterSentence(target: number, now: number, costs: { benchmarks?: number; format?: string }): string {
  const harness = costs.format === undefined ? null : shorterProcessesAdvice(costs.format);
  const perBenchmark =
    costs.format === 'benchmarkjs' && costs.benchmarks !== undefined && costs.benchmarks > 0
      ? `; for its ${costs.benchmarks} benchmarks, set maxTime to about ${maxTimeFor(target, costs.benchmarks)} s`
      : '';
  return (
    `processes of at most ${formatDuration(target)} each (now ${formatDuration(now)}), which also gives more processes, ` +
    `where most of the noise is (docs/harnesses.md${harness === null ? '' : `; ${harness}`})${perBenchmark}`
  );
}

/**
 * benchmark.js's maxTime (seconds) for a process of `processSeconds` with `benchmarks`
 * benchmarks: half of an equal share (cycles, set-up and the process's start take the rest),
 * in tenths of a second, at least 0.1.
 */
export function maxTimeFor(processSeconds: number, benchmarks: number): number {
  return Math.max(0.1, Math.floor((10 * processSeconds) / (2 * benchmarks)) / 10);
}

/**
 * How long a fixed design (no budget) may be projected to run before it stops after its first
 * block to ask for a plan: half of the `timeout-minutes: 60` of the README's workflow, so that
 * the job ends with a plan rather than being cancelled, or running an hour toward nothing.
 */
export const FIXED_DESIGN_LIMIT_SECONDS = 30 * 60;

export interface FixedDesignCosts {
  /** Seconds since the run started (builds and the blocks so far). */
  elapsedSeconds: number;
  /** Blocks measured so far (at least 1). */
  blocks: number;
  /** Seconds those blocks took. */
  measureSeconds: number;
  /** Blocks the fixed design has in all. */
  scheduledBlocks: number;
  /** Blocks per round (builds per version). */
  blocksPerRound: number;
  benchmarks?: number;
  format?: string;
  /** The process length and budget that decide (processPlan), when the first block gave them. */
  plan?: ProcessPlan | null;
  /** FIXED_DESIGN_LIMIT_SECONDS unless given. */
  limitSeconds?: number;
}

export interface FixedDesignPlan {
  /** Seconds from the start at which the fixed design would end. */
  projectedSeconds: number;
  blockSeconds: number;
  /** A budget (whole minutes, in seconds) with which an adaptive run reaches its first look with room for as many blocks again. */
  suggestedBudgetSeconds: number;
  /** Seconds one process may take for the fixed design to fit the limit; null when the builds alone exceed it. */
  processSecondsToFit: number | null;
  /** What was measured and what the whole design would take. */
  measured: string;
  /** `To decide: …`: the cheapest ways to a decision. */
  advice: string;
  /** Both, with the limit, for the log. */
  detail: string;
  /** Copy-paste lines of the plan (the harness's setting, the budget); empty without one. */
  lines: string[];
}

/**
 * After the first block of a fixed design: whether the whole design, at that block's cost,
 * would run past the limit. Null when it fits; otherwise the plan, for the log and the
 * comment. Only costs enter it.
 */
export function fixedDesignTooLong(costs: FixedDesignCosts): FixedDesignPlan | null {
  const { elapsedSeconds, blocks, measureSeconds, scheduledBlocks, blocksPerRound } = costs;
  const limit = costs.limitSeconds ?? FIXED_DESIGN_LIMIT_SECONDS;
  if (!(blocks >= 1) || !(measureSeconds > 0)) return null;
  const blockSeconds = measureSeconds / blocks;
  const projectedSeconds = elapsedSeconds + Math.max(0, scheduledBlocks - blocks) * blockSeconds;
  if (projectedSeconds <= limit) return null;
  const buildSeconds = Math.max(0, elapsedSeconds - measureSeconds);
  const firstLook = Math.max(1, blocksPerRound) * (blocksPerRound >= 2 ? 2 : 4);
  const suggestedBudgetSeconds = 60 * Math.ceil((buildSeconds + 2 * firstLook * blockSeconds) / 60);
  const room = limit - buildSeconds;
  const processSecondsToFit = room > 0 ? room / (2 * scheduledBlocks) : null;
  const shorter = processSecondsToFit === null ? null : shorterSentence(processSecondsToFit, blockSeconds / 2, costs);
  const ways =
    costs.plan == null
      ? [
          `a budget of ${suggestedBudgetSeconds / 60} min, which stops as soon as every benchmark is decided (its first look comes after ${firstLook} blocks)`,
          ...(shorter === null ? [] : [shorter]),
        ]
      : [`${costs.plan.sentence}, which stops as soon as every benchmark is decided`];
  const measured =
    `the fixed design's ${scheduledBlocks} blocks would take about ${formatDuration(projectedSeconds)}: the builds took ` +
    `${formatDuration(buildSeconds)} and one block (a base and a head process) ${formatDuration(blockSeconds)}`;
  const advice = `To decide: ${ways.join(', or ')}`;
  return {
    projectedSeconds,
    blockSeconds,
    suggestedBudgetSeconds,
    processSecondsToFit,
    measured,
    advice,
    detail: `${measured}, and a fixed design stops after its first block when it would run past ${formatDuration(limit)}. ${advice}`,
    lines: costs.plan?.lines ?? [],
  };
}

export interface ProcessPlan {
  /** benchmark.js's maxTime to set (seconds), or null when the process length stays. */
  maxTime: number | null;
  /** Seconds one process is expected to take with it. */
  processSeconds: number;
  /** The change the budget detects with 80 % power at the adaptive design's final look. */
  effect: number;
  /** The budget, in whole minutes, builds included. */
  budgetMinutes: number;
  /** Minutes min-effect itself would need when the plan is for COARSE_EFFECT (null: more than a day). */
  minEffectMinutes: number | null | undefined;
  /** Copy-paste lines: the harness's setting and the budget. */
  lines: string[];
  /** What was measured, what it needs, the proposal, in one sentence. */
  sentence: string;
}
