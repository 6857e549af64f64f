import { analyzeResults } from '../analysis/analyze-results.js';
import type { BenchmarkReport, DeltaReport, Verdict } from '../analysis/report-types.js';
import { DEFAULT_ANALYSIS_OPTIONS, type AnalysisOptions } from '../config/analysis-options.js';
import { SOURCE_HASH_PREFIX } from '../analysis/analyze-version.js';
import type { BenchmarkRecord, VersionRecord } from '../results/results-format.js';
import type { Correction } from '../stats/multiple-testing.js';
import { sideMatrix, type FunctionPlace, type ProfileSet, type SideMatrix } from './profile-set.js';

export interface ProfileDiffOptions {
  confidence: number;
  /** A function's change is decided when its interval excludes 0 and reaches this relative change (decide.ts `readInterval`). */
  minEffect: number;
  correction: Correction;
  /** Functions analysed: those whose mean self time is at least this share of the sampled time in base or head… */
  minShare: number;
  /** …at most this many, the largest first. */
  maxFunctions: number;
}

export const DEFAULT_PROFILE_DIFF_OPTIONS: ProfileDiffOptions = {
  confidence: DEFAULT_ANALYSIS_OPTIONS.confidence,
  minEffect: 0.05,
  correction: 'holm',
  minShare: 0.01,
  maxFunctions: 40,
};

/** One version's mean over its profiled executions, in ms (the nested model's estimate when it could fit one). */
export interface SideTime {
  selfMs: number;
  totalMs: number;
}

export interface FunctionChange {
  place: FunctionPlace;
  base: SideTime;
  head: SideTime;
  /** head − base self time, ms. */
  deltaMs: number;
  /** The relative change of self time with its interval at the corrected level; null when it could not be compared. */
  delta: DeltaReport | null;
  verdict: Verdict;
  changeDetected: boolean;
  /** Why it was not compared (the analysis' note), when `delta` is null. */
  notCompared?: string;
  /**
   * Every execution of each version gave the same value (callgrind's counts of a deterministic
   * program): `delta` is the exact difference, its interval of zero width, read without the model.
   */
  exact: boolean;
  /** deltaMs as a share of the sampled time's change (null when that change is 0). */
  shareOfDelta: number | null;
}

export interface ProfileDiff {
  /** The sampled time of an execution (every function's self time), compared as a benchmark of its own. */
  total: { baseMs: number; headMs: number; delta: DeltaReport | null; verdict: Verdict; changeDetected: boolean; exact: boolean };
  /** What the values are: milliseconds of V8's samples, or callgrind's instruction counts (`Ir`). */
  unit: 'ms' | 'instructions';
  /** The functions analysed: those decided first, largest |Δ ms| first, then the rest by |Δ ms|. */
  functions: FunctionChange[];
  /** How many functions' change is decided. */
  decided: number;
  /** Their Δ ms summed, as a share of the sampled time's Δ (null when nothing is decided or that Δ is 0). */
  explained: number | null;
  counts: { base: { builds: number; executions: number }; head: { builds: number; executions: number } };
  /** Functions with enough time to analyse beyond `maxFunctions`, left out. */
  leftOut: number;
  /** Builds may differ but a version has one: its interval leaves the build level out and decides nothing. */
  buildLevelMissing: boolean;
  options: ProfileDiffOptions;
}

const mean = (values: readonly number[]) => (values.length === 0 ? 0 : values.reduce((s, v) => s + v, 0) / values.length);

function version(set: ProfileSet, values: readonly (readonly number[])[]): VersionRecord {
  return {
    binaries: values.map((executions) => ({
      // One value per process: nothing to cut as warm-up.
      executions: executions.map((v) => ({ values: [v], warmup: [] })),
      ...(set.sourceIsProgram ? { outputHash: `${SOURCE_HASH_PREFIX}profiles` } : {}),
    })),
  };
}

/**
 * Compares base's and head's profiles function by function. Each function's self time in a
 * profiled execution is a measurement, analysed exactly as a benchmark's values are (the
 * nested model of builds and executions, analysis/analyze-results.ts), with the p-values of all
 * functions analysed adjusted together (`correction`, Holm by default), so the chance of calling
 * any unchanged function changed stays below 1 − confidence. Self time, not share: a function
 * that did not change keeps its time when another one grows. The executions' sampled time is
 * compared the same way, apart, and the decided functions' Δ is read as a share of its Δ.
 * Where every execution of each version counted one and the same value (callgrind's counts of
 * a deterministic program, two executions or more per version), the difference is exact and is
 * read as it is (`exactChange`), without an interval to estimate or a correction to make.
 */
export function diffProfiles(baseSet: ProfileSet, headSet: ProfileSet, given: Partial<ProfileDiffOptions> = {}): ProfileDiff {
  const options = { ...DEFAULT_PROFILE_DIFF_OPTIONS, ...given };
  const base = sideMatrix(baseSet);
  const head = sideMatrix(headSet);
  const sampledBase = mean(base.sampled.flat());
  const sampledHead = mean(head.sampled.flat());
  const share = (side: SideMatrix, sampled: number, key: string) => (sampled > 0 ? mean(side.self.flat().map((m) => m.get(key) ?? 0)) / sampled : 0);
  const candidates = [...new Set([...base.places.keys(), ...head.places.keys()])]
    .map((key) => ({ key, share: Math.max(share(base, sampledBase, key), share(head, sampledHead, key)) }))
    .filter((c) => c.share >= options.minShare)
    .sort((a, b) => b.share - a.share);
  const chosen = candidates.slice(0, options.maxFunctions);
  const analysis: AnalysisOptions = {
    ...DEFAULT_ANALYSIS_OPTIONS,
    confidence: options.confidence,
    minEffect: options.minEffect,
    correction: options.correction,
    // Functions are not alike in noise (a rarely sampled one is noisier): no variance borrowed across them.
    moderate: false,
  };
  // Plain names: the functions' own names are data and never reach the analysis' glob matching.
  const record = (name: string, of: (m: SideMatrix) => number[][]): BenchmarkRecord => ({
    name,
    unit: 'ms',
    better: 'lower',
    base: version(baseSet, of(base)),
    head: version(headSet, of(head)),
  });
  const selfOf = (key: string) => (m: SideMatrix) => m.self.map((b) => b.map((e) => e.get(key) ?? 0));
  const [modelTotal] = analyzeResults({ version: 1, benchmarks: [record('sampled', (m) => m.sampled)] }, analysis).benchmarks;
  const modelReports = analyzeResults({ version: 1, benchmarks: chosen.map((c, i) => record(`f${i}`, selfOf(c.key))) }, analysis).benchmarks;
  // Only counts can be exact: equal sample counts of V8's profiler are luck, not a repeatable count.
  const unit = baseSet.unit ?? headSet.unit ?? 'ms';
  const compared = (report: BenchmarkReport, b: number[][], h: number[][]): Compared =>
    unit === 'instructions' ? exactChange(report, b, h, options) : { ...report, exact: false };
  const total = compared(modelTotal, base.sampled, head.sampled);
  const reports = modelReports.map((report, i) => compared(report, selfOf(chosen[i].key)(base), selfOf(chosen[i].key)(head)));
  const totalDelta = (total.head?.mean ?? sampledHead) - (total.base?.mean ?? sampledBase);
  const functions = chosen.map(({ key }, i) => functionChange(key, reports[i], base, head, totalDelta));
  functions.sort((a, b) => Number(b.changeDetected) - Number(a.changeDetected) || Math.abs(b.deltaMs) - Math.abs(a.deltaMs));
  const decided = functions.filter((f) => f.changeDetected);
  const count = (set: ProfileSet) => ({ builds: set.builds.length, executions: set.builds.reduce((s, b) => s + b.executions.length, 0) });
  return {
    total: {
      baseMs: total.base?.mean ?? sampledBase,
      headMs: total.head?.mean ?? sampledHead,
      delta: total.delta,
      verdict: total.verdict,
      changeDetected: total.changeDetected,
      exact: total.exact,
    },
    unit,
    functions,
    decided: decided.length,
    explained: decided.length === 0 || totalDelta === 0 ? null : decided.reduce((s, f) => s + f.deltaMs, 0) / totalDelta,
    counts: { base: count(baseSet), head: count(headSet) },
    leftOut: candidates.length - chosen.length,
    buildLevelMissing: [total, ...reports].some((r) => !r.exact && r.notes.some((n) => n.kind === 'build-level-missing')),
    options,
  };
}

type Compared = BenchmarkReport & { exact: boolean };

/**
 * The model's report, or the exact difference when each version's values are all one value
 * (two or more per version: one value says nothing about whether it repeats), both above 0:
 * head / base − 1 with a zero-width interval, decided when it reaches `minEffect` (as the model
 * decides), p = 0.
 */
function exactChange(
  report: BenchmarkReport,
  base: readonly (readonly number[])[],
  head: readonly (readonly number[])[],
  options: ProfileDiffOptions,
): Compared {
  const one = (values: readonly number[]) => (values.length >= 2 && values.every((v) => v === values[0]) ? values[0] : null);
  const b = one(base.flat());
  const h = one(head.flat());
  if (b === null || h === null || b <= 0 || h <= 0) return { ...report, exact: false };
  const relative = h / b - 1;
  const changeDetected = relative !== 0 && Math.abs(relative) >= options.minEffect;
  const side = (version: BenchmarkReport['base'], mean: number) => (version === null ? null : { ...version, mean, ci: [mean, mean] as [number, number] });
  return {
    ...report,
    exact: true,
    base: side(report.base, b),
    head: side(report.head, h),
    delta: {
      relative,
      ci: [relative, relative],
      pValue: relative === 0 ? 1 : 0,
      pAdjusted: relative === 0 ? 1 : 0,
      design: 'independent',
      df: 0,
      ciLevel: options.confidence,
    },
    verdict: changeDetected ? (relative > 0 ? 'regression' : 'improvement') : 'unchanged',
    changeDetected,
  };
}

function functionChange(key: string, report: Compared, base: SideMatrix, head: SideMatrix, totalDelta: number): FunctionChange {
  const side = (m: SideMatrix, fitted: number | undefined): SideTime => ({
    selfMs: fitted ?? mean(m.self.flat().map((e) => e.get(key) ?? 0)),
    totalMs: mean(m.total.flat().map((e) => e.get(key) ?? 0)),
  });
  const b = side(base, report.base?.mean);
  const h = side(head, report.head?.mean);
  const deltaMs = h.selfMs - b.selfMs;
  const reason = report.notes.flatMap((n) => (n.kind === 'not-compared' || n.kind === 'version-not-analysed' ? [n.reason] : []));
  return {
    // Head's place (its line is the one a reader opens), base's for a function head no longer runs.
    place: head.places.get(key) ?? (base.places.get(key) as FunctionPlace),
    base: b,
    head: h,
    deltaMs,
    delta: report.delta,
    verdict: report.verdict,
    changeDetected: report.changeDetected,
    shareOfDelta: totalDelta === 0 ? null : deltaMs / totalDelta,
    exact: report.exact,
    ...(report.delta === null && reason.length > 0 ? { notCompared: reason.join('; ') } : {}),
  };
}
