import type { BinaryRecord, ExecutionRecord, VersionRecord } from '../results/results-format.js';
import { meanLag1OfMoments } from '../stats/autocorrelation.js';
import { dependentAnova } from '../stats/dependent-components.js';
import { executionMoments, type ExecutionMoments } from '../stats/execution-moments.js';
import { summaryOfMoments, type ExecutionSummary, type NestedSummaries } from '../stats/execution-summary.js';
import { hierarchicalMean, meanInterval, type MeanEstimate } from '../stats/hierarchical-mean.js';
import { impactFactors } from '../stats/impact-factors.js';
import { formatSignificant } from '../util/format-numbers.js';
import { InsufficientDataError } from '../stats/insufficient-data.js';
import { kaliberaInterval } from '../stats/kalibera-interval.js';
import { executionLocation } from '../stats/execution-location.js';
import { detectWarmupLength } from '../stats/warmup.js';
import { runnerComponents, runnerImpactFactors, runnerMean } from '../stats/runner-level.js';
import { withinDependenceOfMoments, type WithinDependence } from '../stats/within-dependence.js';
import { groupByRunner, type RunnerGroups } from './runner-groups.js';
import type { AnalysisOptions } from '../config/analysis-options.js';
import type { VersionReport } from './report-types.js';

/** An execution that produced measurements, with where it sits in the design. */
export interface UsableExecution {
  binary: number;
  /** The binary's runner id, when recorded. */
  runner?: string;
  block: number | undefined;
  mean: number;
}

export interface AnalysedVersion {
  report: VersionReport;
  estimate: MeanEstimate;
  summaries: NestedSummaries;
  executions: UsableExecution[];
}

/**
 * Every binary has the same recorded output hash: rebuilding changed nothing. Two builds are
 * needed to see that, except when the hash names the checked-out source itself (`source:…`,
 * no build command: the source is the binary).
 */
export function isDeterministicBuild(binaries: readonly BinaryRecord[]): boolean {
  const first = binaries[0]?.outputHash;
  if (typeof first !== 'string' || first.length === 0 || !binaries.every((b) => b.outputHash === first)) return false;
  return binaries.length >= 2 || first.startsWith(SOURCE_HASH_PREFIX);
}

/** outputHash of a version without a build command: its commit's tree. */
export const SOURCE_HASH_PREFIX = 'source:';

/**
 * The values to analyse: an execution recorded without a `warmup` split (a user's own harness)
 * gets the detection `run` applies when it records one (MSER-5 with its guard, at least one
 * value kept, runner/group-results.ts); an execution with a split, or with detection off, as
 * recorded. A record `run` wrote without a split had nothing detected, and detecting again
 * finds nothing again.
 */
function steadyState(execution: ExecutionRecord, detect: boolean): number[] {
  if (!detect || execution.warmup !== undefined) return execution.values;
  const cut = Math.min(detectWarmupLength(execution.values), execution.values.length - 1);
  return cut > 0 ? execution.values.slice(cut) : execution.values;
}

/** |mean(all) / mean(kept) − 1|: how far cutting moved an execution's mean. */
function relativeShift(all: readonly number[], kept: readonly number[]): number {
  const average = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  return Math.abs(average(all) / average(kept) - 1);
}

/** A version's data cannot be analysed: `reason` without the side, the message with it (`head: …`). */
export class VersionDataError extends InsufficientDataError {
  constructor(
    readonly side: string,
    readonly reason: string,
  ) {
    super(`${side}: ${reason}`);
  }
}

/** `unit` only words the note of a version with a single execution. */
export function analyzeVersion(side: string, version: VersionRecord, options: AnalysisOptions, unit?: string): AnalysedVersion {
  // Executions an early stop left unrun are neither measurements nor failures.
  const all = version.binaries.flatMap((b) => b.executions).filter((e) => e.notRun !== true);
  const failed = all.filter((e) => e.failure !== undefined || e.values.length === 0).length;
  if (all.length === 0) throw new VersionDataError(side, 'no executions recorded');
  if (failed / all.length > options.maxFailureShare) {
    throw new VersionDataError(
      side,
      `${failed} of ${all.length} executions failed (more than ${Math.round(options.maxFailureShare * 100)} %); not analysed on the survivors`,
    );
  }
  const executions: UsableExecution[] = [];
  // Each execution's values are read once, for its summary and the dependence statistics.
  const moments: ExecutionMoments[] = [];
  let detectedWarmup = 0;
  let cutExecutions = 0;
  let largestShift = 0;
  const summaries: NestedSummaries = [];
  for (let k = 0; k < version.binaries.length; k++) {
    const binary = version.binaries[k];
    const ofBinary: ExecutionSummary[] = [];
    for (const e of binary.executions) {
      if (e.failure !== undefined || e.values.length === 0) continue;
      const values = steadyState(e, options.detectWarmup !== false);
      if (values.length < e.values.length) {
        detectedWarmup += e.values.length - values.length;
        cutExecutions++;
        largestShift = Math.max(largestShift, relativeShift(e.values, values));
      }
      const center = executionLocation(values, options.estimator);
      const measured = executionMoments(values);
      const summary = summaryOfMoments(measured, values, center);
      moments.push(measured);
      executions.push(
        binary.runner === undefined
          ? { binary: k, block: e.block, mean: summary.mean }
          : { binary: k, runner: binary.runner, block: e.block, mean: summary.mean },
      );
      ofBinary.push(summary);
    }
    summaries.push(ofBinary);
  }
  const usable = summaries.flat();
  if (usable.length === 1) {
    // One execution still has a mean; what it lacks is any spread between processes.
    const [only] = usable;
    throw new VersionDataError(
      side,
      `mean ${formatSignificant(only.mean, 4)}${unit ? ` ${unit}` : ''} from its one execution (${only.count} measurements), no interval: one execution gives no estimate of process-to-process variation: run at least 2 executions`,
    );
  }
  const deterministicBuild = isDeterministicBuild(version.binaries);
  const runners = groupByRunner(version.binaries, summaries);
  const model = runners
    ? fourLevel(runners, deterministicBuild, options)
    : threeLevel(summaries, deterministicBuild, withinDependenceOfMoments(moments), options);
  const { estimate } = model;
  const report: VersionReport = {
    mean: estimate.mean,
    ci: meanInterval(estimate, options.confidence),
    level: estimate.level,
    df: estimate.df,
    components: model.components,
    counts: {
      binaries: summaries.filter((b) => b.length > 0).length,
      executions: usable.length,
      measurements: usable.reduce((sum, e) => sum + e.count, 0),
      failedExecutions: failed,
      warmupMeasurements: all.reduce((sum, e) => sum + (e.warmup?.length ?? 0), 0) + detectedWarmup,
    },
    impact: model.impact,
    ...(runners ? { runners: runners.ids.length } : {}),
    paper: kaliberaInterval(summaries, options.confidence),
    deterministicBuild,
    lag1: meanLag1OfMoments(moments),
    ...(cutExecutions > 0 ? { warmupCut: { executions: cutExecutions, of: usable.length, largestShift } } : {}),
  };
  return { report, estimate, summaries, executions };
}

interface VersionModel {
  estimate: MeanEstimate;
  components: VersionReport['components'];
  impact: VersionReport['impact'];
}

/**
 * Binary → execution → measurement (docs/statistics.md). Serial dependence inside the processes
 * (a pooled AR(1) fit, within-dependence.ts) enters the expected mean squares, so it is not
 * mistaken for process-to-process variation.
 */
function threeLevel(summaries: NestedSummaries, deterministicBuild: boolean, dependence: WithinDependence, options: AnalysisOptions): VersionModel {
  const grouped = deterministicBuild ? [summaries.flat()] : summaries;
  const anova = dependentAnova(grouped, dependence);
  const { components } = anova;
  return {
    estimate: hierarchicalMean(
      summaries.map((b) => b.map((e) => e.mean)),
      deterministicBuild,
    ),
    components: deterministicBuild ? { ...components, binary: 0 } : components,
    impact: impactFactors(grouped, { confidence: options.confidence, dependence, anova }),
  };
}

/** Runner → binary → execution → measurement, when the binaries were measured on several runners (docs/sharding.md). */
function fourLevel(runners: RunnerGroups, deterministicBuild: boolean, options: AnalysisOptions): VersionModel {
  return {
    estimate: runnerMean(
      runners.summaries.map((binaries) => binaries.map((b) => b.map((e) => e.mean))),
      deterministicBuild,
    ),
    components: runnerComponents(runners.summaries, deterministicBuild),
    impact: runnerImpactFactors(runners.summaries, deterministicBuild, { confidence: options.confidence }),
  };
}
