import { analyzeResults } from '../../src/analysis/analyze-results.js';
import { DEFAULT_ANALYSIS_OPTIONS, type AnalysisOptions } from '../../src/config/analysis-options.js';
import type { BenchmarkRecord, ResultsFile } from '../../src/results/results-format.js';
import type { HistoryPriorUse } from '../../src/analysis/history-prior.js';
import { extraRounds } from '../../src/runner/rebuild-savings.js';
import { DEFAULT_MAX_LOOKS, DEFAULT_SPENDING, type Spending } from '../../src/stats/alpha-spending.js';
import { SequentialController } from '../../src/sequential/sequential-controller.js';
import type { GrowthMode } from '../../src/sequential/growth-mode.js';
import { StagedExperiment } from '../simulation/staged-model.js';
import { runStaged } from '../simulation/staged-run.js';
import type { LookSpacing } from '../../src/planning/look-schedule.js';
import { generate, type Generator } from '../simulation/generators.js';
import type { NestedModelSpec } from '../simulation/nested-model.js';
import type { TrueCosts, TrueNoise } from './oracle-design.js';

/** The README's pull-request design: 3 builds × 5 executions per version, min-effect 2 %. */
export const README_DESIGN = { binaries: 3, executions: 5 } as const;

export interface SimulatedRun {
  verdict: string;
  seconds: number;
}

/** An adaptive run as bench/history-prior.ts reads it: also the results it would write and what its deciding look did with a history prior. */
export interface SimulatedAdaptiveRun extends SimulatedRun {
  /** With `keepResults` only (a bench of thousands of runs would hold them all). */
  results?: ResultsFile;
  historyPrior: HistoryPriorUse | undefined;
}

export interface DesignShape {
  binaries: number;
  rounds: number;
  seconds: number;
}

/** Identical builds are recognised by their hashes after two builds per version, and the rest are skipped (docs/runner.md). */
function identicalBuilds(spec: NestedModelSpec): boolean {
  return spec.outputHashes === 'same';
}

/**
 * What the runner does with the README's 3 × 5 for this generator: all builds, or (identical
 * outputs) 2 builds per version with the 15 executions spread over them and the skipped builds'
 * time turned into more rounds (rebuild-savings.ts).
 */
export function readmeFixedShape(spec: NestedModelSpec, costs: TrueCosts): DesignShape {
  const block = 2 * costs.executionSeconds;
  const { binaries, executions } = README_DESIGN;
  if (!identicalBuilds(spec)) return { binaries, rounds: executions, seconds: 2 * binaries * costs.buildSeconds + binaries * executions * block };
  const kept = 2;
  const perBuild = Math.ceil((binaries * executions) / kept);
  const added = extraRounds({
    plannedExecutions: binaries * executions,
    kept,
    executionsPerBuild: perBuild,
    savedSeconds: 2 * (binaries - kept) * costs.buildSeconds,
    secondsPerBlock: block,
  });
  const rounds = perBuild + added;
  return { binaries: kept, rounds, seconds: 2 * kept * costs.buildSeconds + kept * rounds * block };
}

export function simulatedRecord(generator: Generator, shape: { binaries: number; rounds: number }, change: number, seed: number): BenchmarkRecord {
  return generate({ ...generator, spec: { ...generator.spec, binaries: shape.binaries, executions: shape.rounds } }, seed, change, 'bench');
}

export function fixedRun(record: BenchmarkRecord, options: AnalysisOptions, seconds: number): SimulatedRun {
  const benchmark = analyzeResults({ version: 1, benchmarks: [record] }, { ...options, bootstrapReplicates: 0 }).benchmarks[0];
  return { verdict: benchmark.verdict, seconds };
}

export interface AdaptiveSettings {
  spending?: Spending;
  maxLooks?: number;
  spacing?: LookSpacing;
  /** `rounds`: hide from the controller that the builds differ, so it grows by rounds only (the design before builds could be added). */
  growth?: GrowthMode;
  waveBlocks?: number;
  /** false: run on when no undecided benchmark can be decided within the budget (futility.ts), as before it stopped. */
  futility?: boolean;
  /** Return the results the run would write (SimulatedAdaptiveRun). */
  keepResults?: boolean;
}

/**
 * The shipped controller driving a simulated runner with a simulated clock: the README's 3
 * builds per version (2 when the builds are identical), then the runner's schedule of rounds
 * (`planSchedule`), with a build pair and its blocks inserted whenever the controller asks
 * for one (block-progress.ts `AddBuild`), as run-experiment.ts does.
 */
export function adaptiveRun(
  generator: Generator,
  change: number,
  seed: number,
  options: AnalysisOptions,
  costs: TrueCosts,
  budgetSeconds: number,
  settings: AdaptiveSettings = {},
): SimulatedAdaptiveRun {
  const identical = identicalBuilds(generator.spec);
  const controller = new SequentialController(
    {
      alpha: 1 - options.confidence,
      spending: settings.spending ?? DEFAULT_SPENDING,
      maxLooks: settings.maxLooks ?? DEFAULT_MAX_LOOKS,
      budgetSeconds,
      maxFailureShare: 1,
      ...(settings.spacing ? { spacing: settings.spacing } : {}),
      ...(settings.waveBlocks === undefined ? {} : { waveBlocks: settings.waveBlocks }),
      ...(settings.futility === false ? { futility: false } : {}),
    },
    options,
  );
  const run = runStaged(controller, new StagedExperiment(generator, seed, change), {
    builds: identical ? 2 : README_DESIGN.binaries,
    buildSeconds: costs.buildSeconds,
    blockSeconds: 2 * costs.executionSeconds,
    rounds: 1000,
    seed,
    ...(settings.growth === 'rounds' ? {} : { identicalBuilds: identical }),
  });
  const outcome = controller.decisions.get('bench');
  return {
    verdict: outcome?.verdict ?? 'inconclusive',
    seconds: run.seconds,
    historyPrior: outcome?.analysis.historyPrior,
    ...(settings.keepResults ? { results: run.results } : {}),
  };
}

export function analysisOptions(minEffect: number): AnalysisOptions {
  return { ...DEFAULT_ANALYSIS_OPTIONS, minEffect, bootstrapReplicates: 0 };
}

/**
 * The true noise of a generator for the oracle, per execution mean: the measurement noise's
 * variance over n, with AR(1) dependence and the outlier mixture counted exactly.
 */
export function trueNoiseOf(spec: NestedModelSpec): TrueNoise {
  const n = spec.measurements;
  const sd = spec.measurementSd;
  let perMeasurement = sd * sd;
  let dependence = 1;
  if (spec.shape === 'lognormal-outliers') {
    const lognormalVariance = Math.expm1(sd * sd);
    const p = 0.005;
    perMeasurement = (1 - p) * lognormalVariance + p * 81 - (p * 9) ** 2;
  }
  if (spec.shape === 'ar1') {
    const phi = 0.7;
    let sum = 1;
    for (let k = 1; k < n; k++) sum += 2 * (1 - k / n) * phi ** k;
    dependence = sum;
  }
  return {
    binary: spec.binarySd ** 2,
    execution: spec.executionSd ** 2,
    executionMean: (perMeasurement * dependence) / n,
    deterministicBuild: identicalBuilds(spec),
  };
}

/** The decision a run should reach: the change's direction (times: higher is a regression), or `unchanged` for A/A. */
export function expectedVerdict(change: number): string {
  return change === 0 ? 'unchanged' : change > 0 ? 'regression' : 'improvement';
}
