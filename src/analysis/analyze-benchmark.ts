import type { BenchmarkRecord } from '../results/results-format.js';
import { InsufficientDataError } from '../stats/insufficient-data.js';
import { fitCrossedModel } from '../stats/crossed-model.js';
import { compareIndependent, comparePaired, relativeChange, requireMeanClearOfZero, type RelativeChange } from '../stats/relative-change.js';
import { compareIndependentSamples } from '../stats/independent-comparison.js';
import type { MeanEstimate } from '../stats/hierarchical-mean.js';
import { recommendCounts, type RecommendedCounts } from '../stats/repetition-counts.js';
import type { VarianceComponents } from '../stats/variance-components.js';
import { analyzeVersion, SOURCE_HASH_PREFIX, VersionDataError, type AnalysedVersion } from './analyze-version.js';
import { estimateCosts } from './cost-model.js';
import { midpointPairs, pairBlocksByRunner, relativePairs } from './pair-blocks.js';
import type { AnalysisOptions } from '../config/analysis-options.js';
import type { UndecidedReason, VersionReport } from './report-types.js';
import { scaleExponent, scaleRecord, unscaleVersionReport } from './value-scale.js';
import { MIN_WARMUP_SERIES } from '../stats/warmup.js';
import type { AnalysisNote } from './notes.js';

/** One benchmark analysed before the suite-wide correction and verdict. */
export interface BenchmarkAnalysis {
  record: BenchmarkRecord;
  base: VersionReport | null;
  head: VersionReport | null;
  change: RelativeChange | null;
  recommended: RecommendedCounts | null;
  notes: AnalysisNote[];
  /** Set when no amount of data could decide it (base's mean is exactly 0): no comparison, no recommended counts. */
  undecided?: UndecidedReason;
  /** Every value of both versions is this one number: unchanged without an interval (identicalValue). */
  identicalValue?: number;
  /**
   * What the suite-wide moderation (moderate-suite.ts) needs of a comparison. Of a
   * comparison-model fit: the variance of one block's worth of the log ratio (Var·blocks), its
   * degrees of freedom and the block count. Of independent samples: the versions' pooled
   * relative unit variance with its df, and the two estimates to compare again.
   */
  moderation: ModelModeration | IndependentModeration | null;
  /**
   * A version's builds differ or may differ, but the data hold no second build to measure by
   * how much (and no prior gives it): the interval leaves the build level out, so it cannot
   * carry a decision.
   */
  buildLevelMissing: boolean;
  /**
   * The blocks of the comparison when it is the paired t test on the block differences (no
   * build level: crossed-model.ts), whose repeated looks have exact boundaries
   * (sequential-t-bounds.ts); null for any other comparison.
   */
  pairedTBlocks: number | null;
}

export interface ModelModeration {
  kind: 'model';
  variance: number;
  df: number;
  blocks: number;
}

export interface IndependentModeration {
  kind: 'independent';
  variance: number;
  df: number;
  base: MeanEstimate;
  head: MeanEstimate;
}

function tryAnalyze(side: 'base' | 'head', record: BenchmarkRecord, options: AnalysisOptions, notes: AnalysisNote[]): AnalysedVersion | null {
  try {
    return analyzeVersion(side, record[side], options, record.unit);
  } catch (error) {
    if (error instanceof InsufficientDataError) {
      notes.push({ kind: 'version-not-analysed', side, reason: error instanceof VersionDataError ? error.reason : error.message });
      return null;
    }
    throw error;
  }
}

interface Comparison {
  change: RelativeChange;
  moderation: BenchmarkAnalysis['moderation'];
  buildLevelMissing: boolean;
  pairedTBlocks: number | null;
  /** The comparison model's build and execution-mean variances relative to the mean squared, when it was fitted. */
  relativeVariances?: { build: number | null; residual: number };
}

function compare(name: string, base: AnalysedVersion, head: AnalysedVersion, options: AnalysisOptions, notes: AnalysisNote[]): Comparison {
  const independent = (): Comparison => {
    // One build that is not proven deterministic: its executions' spread leaves the build level out (as compareInModel says).
    const singleRandomBuild = (v: AnalysedVersion) => !v.report.deterministicBuild && v.estimate.level === 'execution';
    const prior = options.buildVariancePriors?.[name];
    if (prior !== undefined && (singleRandomBuild(base) || singleRandomBuild(head))) {
      // The known build variance (relative) joins the variance of each such version's mean.
      const withPrior = (v: AnalysedVersion) =>
        singleRandomBuild(v) ? { ...v.estimate, variance: v.estimate.variance + prior * v.estimate.mean ** 2 } : v.estimate;
      return {
        change: compareIndependent(withPrior(base), withPrior(head), options.confidence),
        moderation: null,
        buildLevelMissing: false,
        pairedTBlocks: null,
      };
    }
    const { change, spread } = compareIndependentSamples(base.estimate, head.estimate, options.confidence);
    const buildLevelMissing = singleRandomBuild(base) || singleRandomBuild(head);
    return {
      change,
      moderation: spread && { kind: 'independent', variance: spread.variance, df: spread.df, base: base.estimate, head: head.estimate },
      buildLevelMissing,
      pairedTBlocks: null,
    };
  };
  if (options.design === 'independent') return independent();
  // The interleaved paths refuse a ratio from a mean indistinguishable from zero as the independent one does.
  requireMeanClearOfZero('base', base.estimate, options.confidence);
  requireMeanClearOfZero('head', head.estimate, options.confidence);
  if (base.report.level === 'runner' && head.report.level === 'runner') {
    const pairs = pairBlocksByRunner(base, head);
    if (pairs.length >= 2)
      return {
        change: comparePaired(pairs, base.estimate.mean, head.estimate.mean, options.confidence),
        moderation: null,
        buildLevelMissing: false,
        pairedTBlocks: null,
      };
  } else {
    const { pairs, baseMean, headMean } = relativePairs(base, head);
    if (pairs.length >= 2) return compareInModel(pairs, baseMean, headMean, base, head, options, priorFor(options.buildVariancePriors, name));
  }
  if (options.design === 'paired') throw new InsufficientDataError('design "paired" needs at least 2 blocks with both a base and a head execution');
  if (base.executions.some((e) => e.block !== undefined)) notes.push({ kind: 'compared-independent' });
  return independent();
}

/**
 * The interleaved comparison model (stats/crossed-model.ts) on the relative scale. A version
 * whose builds are not proven identical carries a build level; it is estimable when some such
 * version has two builds or more, or known from a prior. Otherwise the fit leaves it out and
 * the comparison is marked `buildLevelMissing`.
 */
/** The prior's build variance for a benchmark, if it has one: an own entry only (a benchmark named `constructor` is a name, not Object's). */
function priorFor(priors: AnalysisOptions['buildVariancePriors'], name: string): number | undefined {
  return priors !== undefined && Object.hasOwn(priors, name) ? priors[name] : undefined;
}

function compareInModel(
  pairs: ReturnType<typeof relativePairs>['pairs'],
  baseMean: number,
  headMean: number,
  base: AnalysedVersion,
  head: AnalysedVersion,
  options: AnalysisOptions,
  prior: number | undefined,
): Comparison {
  if (!(baseMean > 0) || !(headMean > 0)) {
    throw new InsufficientDataError(`a relative change needs positive means on both sides (base ${baseMean}, head ${headMean})`);
  }
  const builds = (side: 'base' | 'head') => new Set(pairs.map((p) => (side === 'base' ? p.baseBuild : p.headBuild))).size;
  const baseRandom = !base.report.deterministicBuild;
  const headRandom = !head.report.deterministicBuild;
  const estimable = (baseRandom && builds('base') >= 2) || (headRandom && builds('head') >= 2);
  const buildLevelMissing = (baseRandom || headRandom) && !estimable && prior === undefined;
  const level = {
    baseRandom: baseRandom && !buildLevelMissing,
    headRandom: headRandom && !buildLevelMissing,
    ...(!estimable && prior !== undefined ? { knownVariance: prior } : {}),
  };
  // The log ratio's standard error, linearised at the estimate (each version divided by its
  // own mean: the delta method) and at no change (both divided by the midpoint of the means).
  // The comparison with the weaker evidence (the larger p-value) is reported, so a change is
  // flagged only where both tests reject at the level asked: at most the level of the test at
  // no change, which keeps it under skewed noise (a neighbour's bursts on short processes),
  // and at most the delta method's, which keeps it when a large change also changed the noise
  // (docs/statistics.md, "One scale for both versions").
  const atEstimate = fitCrossedModel(pairs, level);
  const midpoint = midpointPairs(pairs, baseMean, headMean);
  const atNoChange = fitCrossedModel(midpoint.pairs, level, atEstimate);
  // Δ̂ is the difference of the fitted version means on the fit's scale; beyond the plain
  // difference of the means it carries the GLS correction for unbalanced builds, which goes
  // to the log ratio with slope 1.
  const fromEstimate = relativeChange(
    Math.log(headMean / baseMean) + atEstimate.difference,
    atEstimate.standardError,
    atEstimate.df,
    options.confidence,
    'paired',
  );
  // At no change the test is the fit's own t = Δ̂/se on the midpoint scale (the paired t test on
  // the raw differences without a build level); on the log scale the same t gives the standard
  // error, stretched by log ratio / Δ̂ (→ 1 at no change; Δ̂ ≈ 2·tanh(log ratio / 2)).
  const logRatioAtNoChange = Math.log(headMean / baseMean) + atNoChange.difference - (headMean - baseMean) / midpoint.midpoint;
  const stretch = logRatioAtNoChange / atNoChange.difference;
  const fromNoChange = relativeChange(
    logRatioAtNoChange,
    Number.isFinite(stretch) && stretch > 0 ? atNoChange.standardError * stretch : atNoChange.standardError,
    atNoChange.df,
    options.confidence,
    'paired',
  );
  const useNoChange = fromNoChange.pValue > fromEstimate.pValue;
  const fit = useNoChange ? atNoChange : atEstimate;
  const change = useNoChange ? fromNoChange : fromEstimate;
  return {
    change,
    moderation: { kind: 'model', variance: change.standardError ** 2 * fit.blocks, df: fit.df, blocks: fit.blocks },
    buildLevelMissing,
    pairedTBlocks: fit.buildLevel ? null : fit.blocks,
    relativeVariances: { build: atEstimate.buildLevel ? atEstimate.variances.build : null, residual: atEstimate.variances.residual },
  };
}

function averageComponents(a: VarianceComponents, b: VarianceComponents): VarianceComponents {
  const average = (x: number | null, y: number | null) => (x === null ? y : y === null ? x : (x + y) / 2);
  return { binary: average(a.binary, b.binary), execution: average(a.execution, b.execution), measurement: average(a.measurement, b.measurement) };
}

/**
 * Components for the repetition counts from the comparison model, which has the block drift
 * removed (each version's own nested ANOVA counts it as process noise): σ_V² from the build
 * level, σ_B² from the residual variance of execution means less the measurement share.
 */
function modelComponents(relative: NonNullable<Comparison['relativeVariances']>, measured: VarianceComponents, base: AnalysedVersion): VarianceComponents {
  const squaredMean = base.estimate.mean ** 2;
  const perExecution = base.report.counts.measurements / Math.max(1, base.report.counts.executions);
  const measurement = measured.measurement ?? 0;
  return {
    binary: relative.build === null ? measured.binary : relative.build * squaredMean,
    execution: Math.max(0, relative.residual * squaredMean - measurement / Math.max(1, perExecution)),
    measurement: measured.measurement,
  };
}

/**
 * Which files differed between builds (the runner's `outputDiff`), so the user can make the
 * build reproducible and let the build level drop out. Paths are data: the report escapes them.
 */
function differingBuildNote(record: BenchmarkRecord): AnalysisNote | null {
  const sides = (['base', 'head'] as const).flatMap((side) => {
    const files = [...new Set(record[side].binaries.flatMap((b) => (Array.isArray(b.outputDiff) ? b.outputDiff : [])))].filter((f) => typeof f === 'string');
    if (files.length === 0) return [];
    return [{ side, files: files.slice(0, 5).map((f) => (f.length > 120 ? `${f.slice(0, 117)}…` : f)), more: files.length > 5 }];
  });
  return sides.length === 0 ? null : { kind: 'builds-differ', sides };
}

export function analyzeBenchmark(record: BenchmarkRecord, options: AnalysisOptions): BenchmarkAnalysis {
  const exponent = scaleExponent(record);
  if (exponent === 0) return analyzeInUnit(record, record, options);
  // Values too large or too small to square: fitted in a scaled unit (value-scale.ts).
  const scaled = analyzeInUnit(scaleRecord(record, exponent), record, options);
  return {
    ...scaled,
    record,
    base: scaled.base && unscaleVersionReport(scaled.base, exponent),
    head: scaled.head && unscaleVersionReport(scaled.head, exponent),
    notes: [{ kind: 'scaled-unit', exponent, unit: record.unit }, ...scaled.notes],
  };
}

/** The analysis of `record`, whose values may be scaled; `original` holds them as recorded (the costs need real times). */
function analyzeInUnit(record: BenchmarkRecord, original: BenchmarkRecord, options: AnalysisOptions): BenchmarkAnalysis {
  const notes: AnalysisNote[] = [];
  const base = tryAnalyze('base', record, options, notes);
  const head = tryAnalyze('head', record, options, notes);
  let change: RelativeChange | null = null;
  let moderation: BenchmarkAnalysis['moderation'] = null;
  let buildLevelMissing = false;
  let pairedTBlocks: number | null = null;
  let recommended: RecommendedCounts | null = null;
  let relativeVariances: Comparison['relativeVariances'];
  // The same number in every process of both versions (a count that never moves): nothing varies, nothing to estimate.
  const identical = base && head ? identicalValue(original) : null;
  // A relative change from exactly 0 is undefined, and more measurements will not define it.
  const undecided: UndecidedReason | undefined =
    identical === null && base && head && base.report.mean === 0
      ? { kind: 'zero-base-mean', ...(measuredValues(original.base).every((v) => v === 0) ? { baseAllZero: true as const } : {}) }
      : undefined;
  if (base && head && undecided === undefined && identical === null) {
    try {
      ({ change, moderation, buildLevelMissing, pairedTBlocks, relativeVariances } = compare(record.name, base, head, options, notes));
      if (buildLevelMissing) notes.push({ kind: 'build-level-missing' });
    } catch (error) {
      if (!(error instanceof InsufficientDataError)) throw error;
      notes.push({ kind: 'not-compared', reason: error.message });
    }
    const measured = averageComponents(base.report.components, head.report.components);
    recommended = recommendCounts({
      components: relativeVariances ? modelComponents(relativeVariances, measured, base) : measured,
      mean: base.estimate.mean,
      costs: estimateCosts([original.base, original.head], original.unit),
      minEffect: options.minEffect,
      confidence: options.confidence,
      deterministicBuild: base.report.deterministicBuild && head.report.deterministicBuild,
      singleBuildSuffices: [record.base, record.head].every((v) => v.binaries.every((b) => b.outputHash?.startsWith(SOURCE_HASH_PREFIX))),
      executionsRun: base.report.counts.executions / base.report.counts.binaries,
    });
  }
  const differing = differingBuildNote(record);
  if (differing) notes.push(differing);
  const cut = warmupCutNote(base?.report.warmupCut, head?.report.warmupCut);
  if (cut) notes.push(cut);
  const unchecked = options.detectWarmup === false ? null : uncheckedWarmupNote(record);
  if (unchecked) notes.push(unchecked);
  for (const version of [base, head]) {
    if (version?.report.deterministicBuild) {
      notes.push({ kind: 'deterministic-build' });
      break;
    }
  }
  return {
    record,
    base: base?.report ?? null,
    head: head?.report ?? null,
    change,
    recommended,
    notes,
    moderation,
    buildLevelMissing,
    pairedTBlocks,
    ...(undecided === undefined ? {} : { undecided }),
    ...(identical === null ? {} : { identicalValue: identical }),
  };
}

/** The values (warm-up not included) of a version's executions that ran and did not fail. */
function measuredValues(version: BenchmarkRecord['base']): number[] {
  return version.binaries.flatMap((b) => b.executions.flatMap((e) => (e.failure !== undefined || e.notRun === true ? [] : e.values)));
}

/**
 * The one value every measured value of both versions equals, or null: when base and head each
 * recorded values and all are the same number (`process/major-faults` 0 in every process), the
 * verdict is `unchanged` without an interval.
 *
 * Example: base [0, 0, 0], head [0, 0] → 0; base [0, 0, 1], head [0, 0] → null.
 */
export function identicalValue(record: Pick<BenchmarkRecord, 'base' | 'head'>): number | null {
  // A walk over the values that stops at the first that differs, with no copy of them (on a
  // suite of millions of values the copies cost more than the model fits).
  let value: number | undefined;
  const seen = [false, false];
  for (const [side, version] of [record.base, record.head].entries()) {
    for (const binary of version.binaries) {
      for (const execution of binary.executions) {
        if (execution.failure !== undefined || execution.notRun === true) continue;
        for (const v of execution.values) {
          value ??= v;
          if (v !== value) return null;
          seen[side] = true;
        }
      }
    }
  }
  return value !== undefined && seen[0] && seen[1] ? value : null;
}

/**
 * Executions too short for the warm-up detection (MSER-5 needs 4 batches of 5 values) and
 * recorded without a warm-up split: a slow start in them stays in their means, widening the
 * interval and, if head warms up differently, counting as a change. Said once per benchmark.
 * One value per process (`format: process`, libtest) has no warm-up to find: not counted.
 */
function uncheckedWarmupNote(record: BenchmarkRecord): AnalysisNote | null {
  // Counted in loops: this runs for every benchmark of a suite.
  let measured = 0;
  let short = 0;
  for (const version of [record.base, record.head]) {
    for (const binary of version.binaries) {
      for (const e of binary.executions) {
        if (e.failure !== undefined || e.notRun === true || e.values.length === 0) continue;
        measured++;
        if (e.warmup === undefined && e.values.length > 1 && e.values.length < MIN_WARMUP_SERIES) short++;
      }
    }
  }
  if (short === 0) return null;
  return { kind: 'warmup-unchecked', short, measured, minValues: MIN_WARMUP_SERIES };
}

/**
 * What the warm-up detection cut from executions recorded without a split (a raw results
 * file): in how many executions, and how far it moved their means at most, so a reader can
 * tell a real warm-up (a large move in most executions) from a rare cut. Said once per benchmark.
 */
function warmupCutNote(base: VersionReport['warmupCut'], head: VersionReport['warmupCut']): AnalysisNote | null {
  if (!base && !head) return null;
  const sides = [
    ['base', base],
    ['head', head],
  ] as const;
  const cuts = sides.flatMap(([side, cut]) => (cut ? [{ side, executions: cut.executions, of: cut.of }] : []));
  return { kind: 'warmup-cut', cuts, largestShift: Math.max(base?.largestShift ?? 0, head?.largestShift ?? 0) };
}
