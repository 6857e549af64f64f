import { analyzeVersion } from '../analysis/analyze-version.js';
import { relativePairs } from '../analysis/pair-blocks.js';
import { fitCrossedModel } from '../stats/crossed-model.js';
import { DEFAULT_ANALYSIS_OPTIONS, type AnalysisOptions } from '../config/analysis-options.js';
import type { BenchmarkRecord } from '../results/results-format.js';
import { InsufficientDataError } from '../stats/insufficient-data.js';

/**
 * The noise of the paired comparison, relative to the mean (so it carries over to a version
 * whose mean moved), split by what reduces it. With l binaries per version, m rounds and n
 * measurements per execution, the interleaved comparison's log ratio has variance
 *
 *     non-deterministic build:  (binary + (execution + 2·measurement/n)/m) / l   (l − 1 df)
 *     deterministic build:      (execution + 2·measurement/n) / (l·m)            (l·m − 1 df)
 *
 * where `binary` is the variance that a pair of binaries (one per version) adds to the log
 * ratio (2σ_V²/μ²), `execution` that of one block's paired residual that more measurements do
 * not reduce (2σ_B²/μ² less the drift both executions of a block share), and `measurement`
 * σ_E²/μ² within one execution. This is Var(Ȳ) = σ_V²/l + σ_B²/(lm) + σ_E²/(lmn) of thesis
 * ch. 7 §3.3 (METHOD.md §2) for the difference of two interleaved versions.
 */
export interface PairedNoise {
  binary: number;
  execution: number;
  measurement: number;
  /** Identical build outputs: the binary level does not exist and one build per version is enough. */
  deterministicBuild: boolean;
  /** Measurements per execution (after warm-up) in the data this was estimated from. */
  measurements: number;
  /** Warm-up measurements per execution (marked or detected) in that data. */
  warmup: number;
  /** Rounds (executions per binary) the estimate rests on: the binary level cannot be resolved below execution/rounds. */
  rounds: number;
}

/** Design of one comparison: l binaries per version, m rounds, n measurements per execution. */
export interface PairedDesign {
  binaries: number;
  rounds: number;
  measurements: number;
}

export function logRatioVariance(noise: PairedNoise, design: PairedDesign): number {
  const perBlock = noise.execution + (2 * noise.measurement) / design.measurements;
  if (noise.deterministicBuild) return perBlock / (design.binaries * design.rounds);
  return (noise.binary + perBlock / design.rounds) / design.binaries;
}

/**
 * Degrees of freedom of the comparison's interval, as the comparison model (stats/crossed-model.ts)
 * has them when the build level dominates: the builds of each version are a level of their own,
 * 2(l − 1) together; the Satterthwaite df of a real run lie between this and the block count.
 */
export function comparisonDf(noise: PairedNoise, design: PairedDesign): number {
  return noise.deterministicBuild || design.binaries < 2 ? design.binaries * design.rounds - 1 : 2 * (design.binaries - 1);
}

/**
 * Estimates the paired noise of one benchmark from interleaved results (an A/A calibration or
 * any run) with the comparison model (stats/crossed-model.ts) on the relative scale: its
 * residual variance gives `execution` + 2·`measurement`/n per block, its build variance
 * `binary` (2σ_V², what a pair of builds adds), and the pooled within-execution variance
 * gives `measurement`. With one binary per version that is not
 * known to be deterministic, the binary level cannot be seen: it is set to the smallest value
 * the run could resolve, execution/rounds, rather than to zero.
 * Throws InsufficientDataError when there are fewer than 3 complete blocks, or when a version's
 * mean is 0 (a count such as `process/major-faults` that is 0 everywhere).
 */
export function pairedNoiseOf(record: BenchmarkRecord, options: AnalysisOptions = DEFAULT_ANALYSIS_OPTIONS): PairedNoise {
  return pairedNoiseFit(record, options).noise;
}

/** `pairedNoiseOf`, with the Satterthwaite degrees of freedom the comparison model gives this data's Δ. */
export function pairedNoiseFit(record: BenchmarkRecord, options: AnalysisOptions = DEFAULT_ANALYSIS_OPTIONS): { noise: PairedNoise; df: number } {
  const lean = { ...options, bootstrapReplicates: 0 };
  const base = analyzeVersion('base', record.base, lean);
  const head = analyzeVersion('head', record.head, lean);
  const { pairs, baseMean, headMean } = relativePairs(base, head);
  if (pairs.length < 3) throw new InsufficientDataError('the noise of the paired comparison needs at least 3 complete interleaved blocks');
  for (const [side, mean] of [
    ['base', baseMean],
    ['head', headMean],
  ] as const) {
    // The relative scale divides by the mean: a count that is 0 in every execution has no relative noise.
    if (mean === 0 || !Number.isFinite(mean))
      throw new InsufficientDataError(
        mean === 0 && zeroEverywhere(record[side])
          ? 'every value is 0, so its noise relative to the mean is not defined'
          : `the ${side} mean is ${mean}, so its noise relative to the mean is not defined`,
      );
  }
  const deterministicBuild = base.report.deterministicBuild && head.report.deterministicBuild;
  const builds = (side: 'baseBuild' | 'headBuild') => new Set(pairs.map((p) => p[side])).size;
  const baseRandom = !base.report.deterministicBuild && builds('baseBuild') >= 2;
  const headRandom = !head.report.deterministicBuild && builds('headBuild') >= 2;
  const fit = fitCrossedModel(pairs, { baseRandom, headRandom });
  // One block's difference of relative means has variance 2σ_E² (the block effect cancels).
  const perBlock = 2 * fit.variances.residual;
  const rounds = pairs.length / Math.max(1, base.report.counts.binaries);
  let binary = 0;
  if (!deterministicBuild) binary = baseRandom || headRandom ? 2 * (fit.variances.build ?? 0) : perBlock / Math.max(1, rounds);
  const relativeWithin = (v: typeof base) => (v.report.components.measurement ?? 0) / v.estimate.mean ** 2;
  const measurement = (relativeWithin(base) + relativeWithin(head)) / 2;
  const perExecution = (v: typeof base) => v.report.counts.measurements / Math.max(1, v.report.counts.executions);
  const measurements = (perExecution(base) + perExecution(head)) / 2;
  const executions = base.report.counts.executions + head.report.counts.executions;
  const warmup = (base.report.counts.warmupMeasurements + head.report.counts.warmupMeasurements) / Math.max(1, executions);
  return {
    noise: {
      binary,
      execution: Math.max(0, perBlock - (2 * measurement) / measurements),
      measurement,
      deterministicBuild,
      measurements,
      warmup,
      rounds,
    },
    df: fit.df,
  };
}

const zeroEverywhere = (version: BenchmarkRecord['base']) => version.binaries.every((b) => b.executions.every((e) => e.values.every((v) => v === 0)));
