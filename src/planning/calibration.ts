import type { AnalysisNote } from '../analysis/notes.js';
import { benchmarkPolicies } from '../config/benchmark-policy.js';
import type { AnalysisOptions } from '../config/analysis-options.js';
import type { SuiteReport, VersionReport } from '../analysis/report-types.js';
import type { ResultsFile } from '../results/results-format.js';
import type { Spending } from '../stats/alpha-spending.js';
import { InsufficientDataError } from '../stats/insufficient-data.js';
import type { VarianceComponents } from '../stats/variance-components.js';
import { confirmRounds } from './confirm.js';
import { detectableEffect } from './detectable-effect.js';
import { comparisonDf, logRatioVariance, pairedNoiseOf, type PairedNoise } from './paired-noise.js';
import { planCandidates, notPlannedReason, type NotPlanned } from './plan-candidates.js';
import { planDesign, type DesignPlan } from './plan-design.js';
import type { Prior, PriorBenchmark } from './prior.js';
import { measuredCosts } from './run-costs.js';

/** One benchmark's noise profile from an A/A run, and what a budget buys. */
export interface CalibrationBenchmark extends PriorBenchmark {
  profile: {
    mean: number;
    /** Variance components (absolute, mean of the two sides) and as standard deviations relative to the mean. */
    components: VarianceComponents;
    relativeSd: { binary: number | null; execution: number | null; measurement: number | null };
    impact: { execution: number | null; binary: number | null };
    warmupPerExecution: number;
    lag1: number | null;
    deterministicBuild: boolean;
    /** The A/A Δ at the fixed design's confidence: a significant one says the comparison itself is biased. */
    aa: { relative: number; ci: [number, number]; verdict: string } | null;
  };
  /** Smallest change the planned adaptive design detects with 80 % power within the budget. */
  detectableEffect: number | null;
  /** The same for a fixed design of the same builds and rounds, deciding once at the full level. */
  fixedDetectableEffect: number | null;
  /** Budget (seconds, builds included) that detects min-effect with 80 % power; null when a day would not. */
  budgetToSettle: number | null;
  /** CONFIRM: rounds of this run that an A/A needs before its interval fits ±min-effect. */
  confirm: { rounds: number | null; roundsRun: number; seconds: number | null };
  /** What the analysis noted, and why the paired noise could not be estimated (`noise-not-estimated`, the statistic's reason); report/ words them. */
  notes: CalibrationNote[];
}

export type CalibrationNote = AnalysisNote | { kind: 'noise-not-estimated'; reason: string } | { kind: 'not-planned'; why: NotPlanned };

/** `benchgate calibrate`'s output: a prior (prior.ts) with the profile and plan around it. */
export interface Calibration extends Prior {
  benchmarks: CalibrationBenchmark[];
  /** Benchmarks whose paired noise could not be estimated, with why: measured (results.json keeps them) but not in the prior. */
  unfitted: { name: string; notes: CalibrationNote[] }[];
  budgetSeconds: number;
  confidence: number;
  minEffect: number;
  plan: DesignPlan;
  measured: { binaries: number; rounds: number; seconds: number | null };
  meta?: Record<string, unknown>;
}

export interface CalibrationSettings {
  budgetSeconds: number;
  maxLooks: number;
  spending: Spending;
}

const averageOf = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : (a + b) / 2);

function averageComponents(base: VersionReport, head: VersionReport): VarianceComponents {
  return {
    binary: averageOf(base.components.binary, head.components.binary),
    execution: averageOf(base.components.execution, head.components.execution),
    measurement: averageOf(base.components.measurement, head.components.measurement),
  };
}

/**
 * Turns an A/A run (head against itself) and its analysis with `options` (`report`: the gate's,
 * experiment/run-calibration.ts) into a calibration: per benchmark the paired noise
 * (what a prior needs), the noise profile (variance components, impact factors, warm-up,
 * lag-1 autocorrelation, the A/A Δ), what the budget detects with the planned adaptive design
 * and with a fixed one, the budget min-effect needs, and CONFIRM's rounds. Pure.
 */
export function calibrate(results: ResultsFile, report: SuiteReport, options: AnalysisOptions, settings: CalibrationSettings): Calibration {
  const policies = benchmarkPolicies(options);
  const costs = measuredCosts(results);
  // The report leaves out what an `ignore` policy names: its rows are the compared benchmarks.
  const compared = report.benchmarks;
  const divisor = options.correction === 'none' ? 1 : Math.max(1, compared.length);
  const noises = new Map<string, PairedNoise>();
  const notes = new Map<string, CalibrationNote[]>();
  for (const record of results.benchmarks) {
    try {
      noises.set(record.name, pairedNoiseOf(record, options));
    } catch (error) {
      if (!(error instanceof InsufficientDataError)) throw error;
      notes.set(record.name, [{ kind: 'noise-not-estimated', reason: error.message }]);
    }
  }
  const candidates = planCandidates(
    [...noises].map(([name, noise]) => ({ name, noise })),
    policies,
  );
  for (const { name, why } of candidates.skipped) notes.set(name, [...(notes.get(name) ?? []), { kind: 'not-planned', why }]);
  const plan = planDesign({
    benchmarks: candidates.planned,
    costs,
    budgetSeconds: settings.budgetSeconds,
    minEffect: options.minEffect,
    confidence: options.confidence,
    divisor,
    maxLooks: settings.maxLooks,
    spending: settings.spending,
  });
  const skippedReason = notPlannedReason(candidates.skipped);
  if (skippedReason !== null) plan.reasons.push(skippedReason);
  const firstRecord = results.benchmarks[0];
  const binaries = firstRecord ? firstRecord.base.binaries.length : 0;
  const rounds = firstRecord ? Math.min(...firstRecord.base.binaries.map((b) => b.executions.length)) : 0;
  const perRound = rounds > 0 && typeof results.meta?.measureSeconds === 'number' ? results.meta.measureSeconds / rounds : null;
  const benchmarks: CalibrationBenchmark[] = [];
  const unfitted = results.benchmarks.filter((r) => !noises.has(r.name)).map((r) => ({ name: r.name, notes: notes.get(r.name) ?? [] }));
  for (const benchmark of report.benchmarks) {
    const noise = noises.get(benchmark.name);
    const record = results.benchmarks.find((r) => r.name === benchmark.name);
    if (!noise || !record || !benchmark.base || !benchmark.head) {
      const entry = unfitted.find((u) => u.name === benchmark.name);
      if (entry) entry.notes.push(...benchmark.notes);
      else unfitted.push({ name: benchmark.name, notes: [...(notes.get(benchmark.name) ?? []), ...benchmark.notes] });
      continue;
    }
    const planned = plan.benchmarks.find((p) => p.name === benchmark.name);
    const components = averageComponents(benchmark.base, benchmark.head);
    const mean = benchmark.base.mean;
    const relative = (v: number | null) => (v === null ? null : Math.sqrt(v) / Math.abs(mean));
    const version = benchmark.head;
    const design = { binaries: plan.binaries, rounds: plan.rounds, measurements: noise.measurements };
    const fixed =
      plan.rounds >= 1 ? detectableEffect(Math.sqrt(logRatioVariance(noise, design)), comparisonDf(noise, design), (1 - options.confidence) / divisor) : null;
    const confirm = confirmRounds(record, options, options.minEffect);
    const executions = benchmark.base.counts.executions + benchmark.head.counts.executions;
    benchmarks.push({
      name: benchmark.name,
      unit: benchmark.unit,
      noise,
      profile: {
        mean,
        components,
        relativeSd: { binary: relative(components.binary), execution: relative(components.execution), measurement: relative(components.measurement) },
        impact: { execution: version.impact.execution.estimate, binary: version.deterministicBuild ? 1 : version.impact.binary.estimate },
        warmupPerExecution: (benchmark.base.counts.warmupMeasurements + benchmark.head.counts.warmupMeasurements) / Math.max(1, executions),
        lag1: averageOf(benchmark.base.lag1, benchmark.head.lag1),
        deterministicBuild: noise.deterministicBuild,
        aa: benchmark.delta ? { relative: benchmark.delta.relative, ci: benchmark.delta.ci, verdict: benchmark.verdict } : null,
      },
      detectableEffect: planned?.detectableEffect ?? null,
      fixedDetectableEffect: fixed,
      budgetToSettle: planned?.budgetToSettle ?? null,
      confirm: {
        ...confirm,
        seconds: confirm.rounds === null || perRound === null ? null : Math.round(2 * binaries * costs.buildSeconds + confirm.rounds * perRound),
      },
      notes: [...(notes.get(benchmark.name) ?? []), ...benchmark.notes],
    });
  }
  return {
    version: 1,
    kind: 'benchgate-prior',
    costs,
    benchmarks,
    unfitted,
    budgetSeconds: settings.budgetSeconds,
    confidence: options.confidence,
    minEffect: options.minEffect,
    plan,
    measured: { binaries, rounds, seconds: typeof results.meta?.totalSeconds === 'number' ? results.meta.totalSeconds : null },
  };
}
