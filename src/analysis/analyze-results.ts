import type { BenchmarkRecord, ResultsFile } from '../results/results-format.js';
import { adjustPValues } from '../stats/multiple-testing.js';
import { relativeChange } from '../stats/relative-change.js';
import { analyzeBenchmark, type BenchmarkAnalysis } from './analyze-benchmark.js';
import { moderateSuite } from './moderate-suite.js';
import { applyHistoryPriors, noiseOf } from './history-prior.js';
import { benchmarkPolicies, type BenchmarkPolicies } from '../config/benchmark-policy.js';
import type { AnalysisOptions } from '../config/analysis-options.js';
import type { BenchmarkReport, DeltaReport, SuiteReport } from './report-types.js';
import { notMeasuredBenchmarks, notMeasuredNote } from './not-measured.js';
import { decide, decideFromZero, intervalFreeRow, UNDECIDED, type Decision } from './decide.js';
import { suiteReport } from './suite-report.js';
import type { RelativeChange } from '../stats/relative-change.js';
import { getKnown } from '../util/get-known.js';

/**
 * Analyses every benchmark, then borrows strength across the suite (each comparison's
 * variance is moderated with an empirical-Bayes prior from all of them, moderate-suite.ts),
 * then controls the error across the suite: the p-values of all benchmarks that could be
 * compared are adjusted together (Holm by default), and each verdict is read off the interval
 * at the level its adjusted p-value implies, the interval the report shows. Benchmarks listed in `meta.notMeasured` without a record
 * (a missing shard's) are reported as inconclusive with the reason. For an adaptive run,
 * `looks` holds each benchmark's verdict from its looks (analyze-sequential.ts): that benchmark
 * takes its Δ and verdict from the look, and the fixed interval decides nothing. A process's
 * own metrics that no policy names are analysed apart, report-only, into `metrics` (analyzeApart).
 */
/**
 * An adaptive run's verdict for one benchmark: the decision of its deciding look (or of none,
 * decide.ts `UNDECIDED`), and the interval that look read, at confidence 1 − level (null: none yet).
 */
export interface LookVerdict {
  decision: Decision;
  change: RelativeChange | null;
  level: number;
}

export function analyzeResults(
  results: ResultsFile,
  options: AnalysisOptions,
  policies: BenchmarkPolicies = benchmarkPolicies(options),
  looks?: ReadonlyMap<string, LookVerdict>,
): SuiteReport {
  const ignored: string[] = [];
  const apart: BenchmarkRecord[] = [];
  const analyses = results.benchmarks.flatMap((record) => {
    const policy = policies.of(record.name);
    if (policy.gate === 'ignore') {
      if (policy.apart === true) apart.push(record);
      else ignored.push(record.name);
      return [];
    }
    const analysis = analyzeBenchmark(record, { ...options, minEffect: policy.minEffect });
    return [{ ...analysis, gate: policy.gate, minEffect: policy.minEffect }];
  });
  // The comparisons' own noise, for the history (before any prior moderates it).
  const noise = new Map(analyses.map((a) => [a.record.name, noiseOf(a)]));
  // A benchmark's own history first (history-prior.ts); the suite's prior moderates the rest.
  const withHistory = applyHistoryPriors(analyses, options.historyPriors, options.confidence);
  const moderated: ((typeof withHistory)[number] & { priorDf?: number })[] = options.moderate ? moderateSuite(withHistory, options.confidence) : withHistory;
  const priorDf = new Map(moderated.map((a) => [a, a.priorDf]));
  const compared = moderated.flatMap((analysis) => (analysis.change === null ? [] : [{ analysis, pValue: analysis.change.pValue }]));
  const adjusted = adjustPValues(
    compared.map((c) => c.pValue),
    options.correction,
  );
  const adjustedByAnalysis = new Map(compared.map((c, i) => [c.analysis, adjusted[i]]));

  const benchmarks: BenchmarkReport[] = moderated.map((analysis) => {
    const { record, base, head, change, recommended } = analysis;
    const notes = analysis.notes.slice();
    const { gate, minEffect } = analysis;
    const own = noise.get(record.name) ?? null;
    const common = {
      name: record.name,
      unit: record.unit,
      better: record.better,
      gate,
      minEffect,
      base,
      head,
      recommended,
      ...(own === null ? {} : { noise: own }),
      ...(analysis.historyPrior === undefined ? {} : { historyPrior: analysis.historyPrior }),
    };
    const look = looks?.get(record.name);
    // The same number in every process of both versions: unchanged, with no interval to show.
    if (analysis.identicalValue !== undefined) {
      const decision = decide({ source: { kind: 'identical-values' } });
      return {
        ...common,
        delta: null,
        verdict: decision.verdict,
        changeDetected: decision.changeDetected,
        notes,
        verdictSource: { kind: 'identical-values', value: analysis.identicalValue },
      };
    }
    // A change from exactly 0: Δ in the benchmark's unit, decided whatever a look or more data would say.
    const fromZero = analysis.undecided?.kind === 'zero-base-mean' ? decideFromZero(record, record.better) : null;
    if (fromZero !== null)
      return { ...common, delta: null, verdict: fromZero.verdict, changeDetected: fromZero.changeDetected, notes, verdictSource: fromZero.source };
    if (!change || !base || !head) {
      // Nothing the fixed analysis could compare: an adaptive run's look decided, or nothing did.
      const decision = look?.decision ?? decide({ source: { kind: 'not-measured' } });
      return {
        ...common,
        delta: look === undefined ? null : lookDelta(look, options),
        verdict: decision.verdict,
        changeDetected: decision.changeDetected,
        notes,
        ...(analysis.undecided ? { undecided: analysis.undecided } : {}),
      };
    }
    const pAdjusted = getKnown(adjustedByAnalysis, analysis);
    const ciLevel = decisionLevel(options.confidence, change.pValue, pAdjusted);
    const ci = ciLevel === options.confidence ? change.ci : relativeChange(change.logRatio, change.standardError, change.df, ciLevel, change.design).ci;
    const prior = priorDf.get(analysis);
    const fixed: DeltaReport = {
      relative: change.relative,
      ci,
      pValue: change.pValue,
      pAdjusted,
      design: change.design,
      df: change.df,
      ciLevel,
      ...(prior === undefined ? {} : { priorDf: prior }),
    };
    if (look !== undefined) {
      const { decision } = look;
      return { ...common, delta: lookDelta(look, options) ?? fixed, verdict: decision.verdict, changeDetected: decision.changeDetected, notes };
    }
    const decision = decide({
      relative: change.relative,
      ci,
      better: record.better,
      minEffect,
      source: { kind: 'fixed', rule: options.rule, baseCi: base.ci, headCi: head.ci },
      buildLevelMissing: analysis.buildLevelMissing,
    });
    return {
      ...common,
      delta: fixed,
      verdict: decision.verdict,
      changeDetected: decision.changeDetected,
      notes,
      ...(decision.note === null ? {} : { verdictNote: decision.note }),
    };
  });

  // Benchmarks a missing or failed shard did not measure: inconclusive, never silently passed.
  const recorded = new Set(results.benchmarks.map((record) => record.name));
  for (const entry of notMeasuredBenchmarks(results).values()) {
    if (recorded.has(entry.name)) continue;
    const row = intervalFreeRow({ name: entry.name, unit: entry.unit ?? '', better: entry.better ?? 'lower' }, UNDECIDED, policies.of(entry.name), {
      notes: [notMeasuredNote(entry)],
    });
    if (row === null) ignored.push(entry.name);
    else benchmarks.push(row);
  }

  return suiteReport(results, options, benchmarks, ignored, apart.length === 0 ? undefined : analyzeApart(results, apart, options));
}

/**
 * The process metrics no policy names (benchmark-policy.ts `apart`), analysed as a family of
 * their own by the fixed analysis, report-only: their p-values are adjusted among themselves,
 * and neither they nor their verdicts touch the suite's (its correction, summary and verdict).
 * Each metric's variance is its own (no moderation across metrics of different kinds); an
 * adaptive run never looked at them, so the fixed interval is theirs.
 */
function analyzeApart(results: ResultsFile, records: BenchmarkRecord[], options: AnalysisOptions): BenchmarkReport[] {
  const { notMeasured: _notMeasured, ...meta } = results.meta ?? {};
  const family = { version: results.version, benchmarks: records, meta };
  // Each name is its own policy: a process metric's name has no glob characters, and a policy naming it applies (globNamesMetric).
  const own = { ...options, policies: records.map((record) => ({ match: record.name, gate: 'report' as const })), moderate: false, historyPriors: {} };
  return analyzeResults(family, own, benchmarkPolicies(own)).benchmarks;
}

/**
 * The confidence level whose interval excludes 0 exactly when the adjusted p-value is below
 * α = 1 − confidence: 1 − α·p/p_adjusted (for Holm, the step's own level α/(m − i + 1); for
 * BH, the false-coverage level α·i/m). Without an adjustment, the run's confidence.
 */
function decisionLevel(confidence: number, p: number, pAdjusted: number): number {
  if (!(pAdjusted > p) || !(p > 0)) return confidence;
  return 1 - (1 - confidence) * (p / pAdjusted);
}

/**
 * A look's Δ as the report shows it: the look's repeated confidence interval, with
 * `pAdjusted` = p·α/level, below α exactly when that interval excludes 0. Null when the look
 * had no interval (the fixed Δ is shown).
 */
function lookDelta(look: LookVerdict, options: AnalysisOptions): DeltaReport | null {
  const { change, level } = look;
  if (change === null) return null;
  const alpha = 1 - options.confidence;
  return {
    relative: change.relative,
    ci: change.ci,
    pValue: change.pValue,
    pAdjusted: Math.min(1, (change.pValue * alpha) / level),
    design: change.design,
    df: change.df,
    ciLevel: 1 - level,
  };
}

export type { BenchmarkAnalysis };
