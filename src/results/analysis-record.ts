/**
 * `meta.analysis`: every setting the run's own analysis used, so that gating again from the
 * results (`benchgate analyze`, a label event, `mode: comment`, the merge job) uses what the run
 * used. A plain JSON object (deep equality compares two). A results file is data: the record is
 * checked strictly when read (known names, finite numbers in range, bounded sizes, globs that
 * compile), and the modes that must take the gate policy from a trusted place lay it over the
 * record (docs/security.md).
 */
import { CORRECTIONS, type Correction } from '../stats/multiple-testing.js';
import { EXECUTION_ESTIMATORS, type ExecutionEstimator } from '../stats/execution-location.js';
import { compileGlob, GlobSyntaxError } from '../util/glob.js';
import { count, describe, finite, flag, nonEmptyText, oneOf, requireRecord, ResultsFormatError } from './json-checks.js';
import { MAX_BENCHMARK_NAME_LENGTH } from './results-format.js';
import { HISTORY_NOISE_KINDS, MAX_DESIGN_LENGTH, type HistoryNoise } from './history-format.js';

type JsonPath = string;

export const DECISION_RULES = ['interval', 'overlap'] as const;
export type DecisionRule = (typeof DECISION_RULES)[number];

export const COMPARISON_DESIGNS = ['auto', 'paired', 'independent'] as const;
export type ComparisonDesign = (typeof COMPARISON_DESIGNS)[number];

export const GATE_MODES = ['gate', 'report', 'ignore'] as const;
export type GateMode = (typeof GATE_MODES)[number];

/** At most this many per-benchmark policies, in a config file and in a record. */
export const MAX_POLICIES = 1000;
/** At most this many characters in a policy's glob. */
export const MAX_GLOB_LENGTH = 1000;
/** At most this many build-variance priors (one per benchmark of a calibration prior). */
export const MAX_PRIORS = 100_000;
/** The confidence and min-effect ranges of the settings' parsers (config/analysis-config.ts). */
export const CONFIDENCE_RANGE = [0.5, 0.9999] as const;
export const MIN_EFFECT_RANGE = [0, 10] as const;
/** Bootstrap replicates a record may ask for: the default is 1,000. */
export const MAX_BOOTSTRAP_REPLICATES = 100_000;

/**
 * A benchmark's history prior (analysis/history-prior.ts): the comparison noise of earlier runs
 * on the same runner with the same design, fitted as an empirical-Bayes prior (s0², d0) for this
 * run's comparison variance, with the number of runs it came from. The analysis uses it only
 * when this run's design is `design` and its own variance agrees with it.
 */
export type HistoryPriorRecord = {
  kind: HistoryNoise['kind'];
  design: string;
  /** s0²: the prior relative variance (HistoryNoise.variance's scale). */
  variance: number;
  /** d0: the prior's degrees of freedom. */
  df: number;
  /** How many earlier runs it was fitted from. */
  runs: number;
};

/** Per benchmark name, its history prior. */
export type HistoryPriors = Record<string, HistoryPriorRecord>;

/** One per-benchmark policy (the config file's `benchmarks:`), first match wins. */
export type PolicyRecord = { match: string; gate?: GateMode; minEffect?: number };

/** `meta.analysis` as this version writes it: the analysis options whole (config/analysis-options.ts documents each). */
export type AnalysisMeta = {
  confidence: number;
  minEffect: number;
  correction: Correction;
  rule: DecisionRule;
  design: ComparisonDesign;
  /**
   * How each execution's level was estimated (stats/execution-location.ts). Records written
   * before it was recorded mean what their `robust` said: `huber` when true, `mean` when false.
   */
  estimator: ExecutionEstimator;
  /** `estimator === 'huber'`, still written so that versions before `estimator` can read the record. */
  robust: boolean;
  detectWarmup: boolean;
  policies: PolicyRecord[];
  seed: number;
  maxFailureShare: number;
  bootstrapReplicates: number;
  moderate: boolean;
  /** Per benchmark name, σ_V²/μ² from a calibration prior; `{}` without a prior. */
  buildVariancePriors: Record<string, number>;
  /** Per benchmark name, its history prior; `{}` without one (and in records written before history priors). */
  historyPriors: Record<string, HistoryPriorRecord>;
};

/**
 * `meta.analysis` as written before the settings were recorded whole (policies as a count,
 * no seed, failure limit or priors): read as it was, names any text, so such files stay readable.
 */
export type PartialAnalysisMeta = {
  confidence: number;
  minEffect: number;
  correction: string;
  rule: string;
  design: string;
  robust: boolean;
  detectWarmup: boolean;
  policies: number;
};

export const isCompleteAnalysis = (record: AnalysisMeta | PartialAnalysisMeta): record is AnalysisMeta => Array.isArray(record.policies);

function inRange(value: unknown, path: JsonPath, [min, max]: readonly [number, number]): number {
  const x = finite(value, path);
  if (x < min || x > max) throw new ResultsFormatError(path, `expected a number from ${min} to ${max}, got ${x}`);
  return x;
}

function policy(value: unknown, path: JsonPath): PolicyRecord {
  const p = requireRecord(value, path);
  const match = nonEmptyText(p.match, `${path}.match`);
  if (match.length > MAX_GLOB_LENGTH)
    throw new ResultsFormatError(`${path}.match`, `a glob of ${match.length} characters; at most ${MAX_GLOB_LENGTH} are allowed`);
  try {
    compileGlob(match);
  } catch (error) {
    if (error instanceof GlobSyntaxError) throw new ResultsFormatError(`${path}.match`, error.message);
    throw error;
  }
  return {
    match,
    ...(p.gate === undefined ? {} : { gate: oneOf(p.gate, GATE_MODES, `${path}.gate`) }),
    ...(p.minEffect === undefined ? {} : { minEffect: inRange(p.minEffect, `${path}.minEffect`, MIN_EFFECT_RANGE) }),
  };
}

/** A record keyed by benchmark name (at most MAX_PRIORS names of 1 to MAX_BENCHMARK_NAME_LENGTH characters), each value checked by `read`. */
function byBenchmark<T>(value: unknown, path: JsonPath, what: string, read: (value: unknown, at: JsonPath) => T): Record<string, T> {
  const record = requireRecord(value, path);
  const names = Object.keys(record);
  if (names.length > MAX_PRIORS) throw new ResultsFormatError(path, `${names.length} ${what}; at most ${MAX_PRIORS} are allowed`);
  const entries: [string, T][] = [];
  for (const name of names) {
    const at = `${path}[${JSON.stringify(name.slice(0, 60))}]`;
    if (name === '' || name.length > MAX_BENCHMARK_NAME_LENGTH) {
      throw new ResultsFormatError(at, `expected a benchmark name of 1 to ${MAX_BENCHMARK_NAME_LENGTH} characters, got ${name.length}`);
    }
    entries.push([name, read(record[name], at)]);
  }
  return Object.fromEntries(entries);
}

function priors(value: unknown, path: JsonPath): Record<string, number> {
  return byBenchmark(value, path, 'priors', (v, at) => {
    const variance = finite(v, at);
    if (variance < 0) throw new ResultsFormatError(at, `expected a variance of 0 or more, got ${variance}`);
    return variance;
  });
}

function historyPriors(value: unknown, path: JsonPath): Record<string, HistoryPriorRecord> {
  return byBenchmark(value, path, 'history priors', (v, at) => {
    const p = requireRecord(v, at);
    const design = nonEmptyText(p.design, `${at}.design`);
    if (design.length > MAX_DESIGN_LENGTH)
      throw new ResultsFormatError(`${at}.design`, `a design of ${design.length} characters; at most ${MAX_DESIGN_LENGTH}`);
    const variance = finite(p.variance, `${at}.variance`);
    if (!(variance > 0)) throw new ResultsFormatError(`${at}.variance`, `expected a positive variance, got ${variance}`);
    // d0 may be infinite in the fit, but a record holds a finite cap (JSON has no Infinity).
    const df = finite(p.df, `${at}.df`);
    if (!(df > 0)) throw new ResultsFormatError(`${at}.df`, `expected positive degrees of freedom, got ${df}`);
    const runs = count(p.runs, `${at}.runs`);
    if (runs < 1) throw new ResultsFormatError(`${at}.runs`, `expected 1 or more runs, got ${runs}`);
    return { kind: oneOf(p.kind, HISTORY_NOISE_KINDS, `${at}.kind`), design, variance, df, runs };
  });
}

function completeRecord(a: Record<string, unknown>, path: JsonPath): AnalysisMeta {
  const at = (key: string) => `${path}.${key}`;
  const policies = a.policies as unknown[];
  if (policies.length > MAX_POLICIES) throw new ResultsFormatError(at('policies'), `${policies.length} policies; at most ${MAX_POLICIES} are allowed`);
  const seed = count(a.seed, at('seed'));
  if (seed >= 2 ** 32) throw new ResultsFormatError(at('seed'), `expected a whole number from 0 to 4294967295, got ${seed}`);
  const replicates = count(a.bootstrapReplicates, at('bootstrapReplicates'));
  if (replicates > MAX_BOOTSTRAP_REPLICATES) {
    throw new ResultsFormatError(at('bootstrapReplicates'), `expected at most ${MAX_BOOTSTRAP_REPLICATES}, got ${replicates}`);
  }
  return {
    confidence: inRange(a.confidence, at('confidence'), CONFIDENCE_RANGE),
    minEffect: inRange(a.minEffect, at('minEffect'), MIN_EFFECT_RANGE),
    correction: oneOf(a.correction, CORRECTIONS, at('correction')),
    rule: oneOf(a.rule, DECISION_RULES, at('rule')),
    design: oneOf(a.design, COMPARISON_DESIGNS, at('design')),
    estimator: estimatorOf(a, path),
    robust: flag(a.robust, at('robust')),
    detectWarmup: flag(a.detectWarmup, at('detectWarmup')),
    policies: policies.map((p, i) => policy(p, `${at('policies')}[${i}]`)),
    seed,
    maxFailureShare: inRange(a.maxFailureShare, at('maxFailureShare'), [0, 1]),
    bootstrapReplicates: replicates,
    moderate: flag(a.moderate, at('moderate')),
    buildVariancePriors: priors(a.buildVariancePriors, at('buildVariancePriors')),
    // Records written before history priors have none.
    historyPriors: a.historyPriors === undefined ? {} : historyPriors(a.historyPriors, at('historyPriors')),
  };
}

/** `estimator`, or for a record written before it, what its `robust` meant. */
function estimatorOf(a: Record<string, unknown>, path: JsonPath): ExecutionEstimator {
  if (a.estimator !== undefined) return oneOf(a.estimator, EXECUTION_ESTIMATORS, `${path}.estimator`);
  return flag(a.robust, `${path}.robust`) ? 'huber' : 'mean';
}

function partialRecord(a: Record<string, unknown>, path: JsonPath): PartialAnalysisMeta {
  const confidence = finite(a.confidence, `${path}.confidence`);
  if (!(confidence > 0 && confidence < 1)) throw new ResultsFormatError(`${path}.confidence`, `expected a level between 0 and 1, got ${confidence}`);
  const minEffect = finite(a.minEffect, `${path}.minEffect`);
  if (minEffect < 0) throw new ResultsFormatError(`${path}.minEffect`, `expected a share of 0 or more, got ${minEffect}`);
  return {
    confidence,
    minEffect,
    correction: nonEmptyText(a.correction, `${path}.correction`),
    rule: nonEmptyText(a.rule, `${path}.rule`),
    design: nonEmptyText(a.design, `${path}.design`),
    robust: flag(a.robust, `${path}.robust`),
    detectWarmup: flag(a.detectWarmup, `${path}.detectWarmup`),
    policies: count(a.policies, `${path}.policies`),
  };
}

/**
 * Reads `meta.analysis`: the complete record (policies as a list), strictly; or the partial one
 * older files carry (policies as a count). Anything else is refused with its JSON path.
 */
export function readAnalysisRecord(value: unknown, path: JsonPath): AnalysisMeta | PartialAnalysisMeta {
  const a = requireRecord(value, path);
  if (typeof a.policies === 'number') return partialRecord(a, path);
  if (!Array.isArray(a.policies)) {
    throw new ResultsFormatError(`${path}.policies`, `expected a list of { match, gate?, minEffect? }, got ${describe(a.policies)}`);
  }
  return completeRecord(a, path);
}
