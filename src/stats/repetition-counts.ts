import { normalQuantile, tCritical } from './distributions.js';
import type { VarianceComponents } from './variance-components.js';

/**
 * Repetition counts for the next run (thesis ch. 7 §3.3, eqs. 21/23; METHOD.md §5). With cost
 * c = (b + (w + n)·m)·l in units of one measurement (b: build, w: warm-up and start-up of an
 * execution), the most precise design for its cost has
 *   m₀ = sqrt((b/w)·σ_B²/σ_V²)   executions per binary,
 *   n₀ = sqrt(w·σ_E²/σ_B²)        measurements per execution,
 * computed from the method-of-moments components (not the raw S², which double count).
 * l is then the smallest number of binaries whose comparison would detect a change of
 * `minEffect` with 80 % power at the given confidence: (t + z₀.₈)·sqrt(2·V₁/l) ≤ minEffect·μ,
 * V₁ = σ_V² + σ_B²/m + σ_E²/(m·n).
 *
 * The advice never asks for more of a level the data showed no variance at:
 * - identical builds (deterministic), or a build component estimated at zero: no more builds
 *   than the 1 or 2 that prove or keep the build level, and the executions are chosen for the
 *   power instead;
 * - a process component estimated at zero: eq. 21's n₀ would be infinite, so the executions stay
 *   at those run and the measurements per execution are chosen for the power;
 * - no measurement spread: the fewest measurements.
 * Without timings (costs not known) a build is assumed to cost as much as an execution's
 * start-up and warm-up, and the reason says so. With known costs the
 * design is capped at what one CI job can run (CI_JOB_SECONDS): when min-effect needs more, the
 * advice is the largest design that fits, with the change it would detect and the time
 * min-effect would need.
 */
export interface RepetitionCosts {
  /** Build time in units of one measurement. */
  build: number;
  /** Warm-up plus process start-up in units of one measurement. */
  warmup: number;
  /** Seconds of one measurement, when the run recorded timings (then b and w are measured too); absent or null: unknown. */
  measurementSeconds?: number | null;
}

/**
 * What the counts were chosen from, as values (report/recommendation-reason.ts words them):
 * - `builds: 'none'`: no build-to-build variation (identical outputs, or a build level estimated
 *   at zero): `binaries` builds per version; then either no process variation either (the
 *   `executionsPerBuild` run, `measurements` each for the power, which `spreadOver` measurements per
 *   version could also be spread over when they are many) or `executionsInAll` × `measurements`;
 * - `builds: 'varies'`: `binaries` builds for the power, with the executions as run when no process
 *   variation was measured (`executionsPerBuild`), else m and n from eq. 21 (`costsKnown`: the
 *   measured costs, or assumed ones).
 */
export type DesignBasis =
  | {
      builds: 'none';
      identicalOutputs: boolean;
      binaries: number;
      processes: 'none';
      executionsPerBuild: number;
      measurements: number;
      spreadOver: number | null;
    }
  | { builds: 'none'; identicalOutputs: boolean; binaries: number; processes: 'varies'; executionsInAll: number; measurements: number }
  | { builds: 'varies'; binaries: number; processes: 'none'; executionsPerBuild: number }
  | { builds: 'varies'; binaries: number; processes: 'varies'; costsKnown: boolean };

/**
 * Why the recommended counts, as values: report/ words them.
 * - `design-basis`: what the counts were chosen from, to detect `minEffect` with 80 % power;
 * - `unreachable`: the most the limits allow, and `minEffect` may not be detectable at this noise;
 * - `capped`: `minEffect` would need `neededSeconds` of runner time; capped at one CI job of `jobSeconds`, which detects about ±`detects`;
 * - `costs-unknown`: no execution and build timings were recorded: a build was assumed to cost an execution's start-up and warm-up.
 */
export type RecommendationReason =
  | { kind: 'design-basis'; basis: DesignBasis; minEffect: number }
  | { kind: 'unreachable'; minEffect: number }
  | { kind: 'capped'; minEffect: number; neededSeconds: number; jobSeconds: number; detects: number }
  | { kind: 'costs-unknown' };

export interface RecommendedCounts {
  binaries: number;
  executions: number;
  measurements: number;
  /** Why these counts, as values a user can check once worded (report/recommendation-reason.ts): the design's basis first. */
  reasons: RecommendationReason[];
  /** Runner seconds the design would take (builds and executions of both versions), when the costs are known. */
  seconds?: number | null;
}

export const COUNT_LIMITS = {
  binaries: [1, 30],
  executions: [2, 200],
  measurements: [5, 100_000],
} as const;

/** Above this many measurements per execution, the advice says they may be spread over more executions. */
const MANY_MEASUREMENTS = 1000;

/** The most runner time advice may ask for: the job timeout of the README's workflow (60 minutes). */
export const CI_JOB_SECONDS = 3600;

const POWER = 0.8;

function clamp(value: number, [low, high]: readonly [number, number]): number {
  if (!Number.isFinite(value)) return high;
  return Math.min(high, Math.max(low, Math.round(value)));
}

/** (t_df + z₀.₈)·sqrt(2·unitVariance/count): the change the verdict rule detects with 80 % power (analysis/decide.ts). */
function detectable(unitVariance: number, count: number, confidence: number, df: number): number {
  return (tCritical(confidence, df) + normalQuantile(POWER)) * Math.sqrt((2 * unitVariance) / count);
}

/**
 * Smallest count c in [low, high] that detects `target`; `high` when none does. The change
 * detected falls as the count grows (√(1/count) and, as df never decreases with the count, the
 * t quantile), so bisection finds it with a few t quantiles instead of one per count.
 */
function smallestSufficientCount(
  unitVariance: number,
  target: number,
  confidence: number,
  limits: readonly [number, number],
  df: (count: number) => number,
): number {
  const sufficient = (count: number) => detectable(unitVariance, count, confidence, df(count)) <= target;
  let low = Math.max(2, limits[0]);
  let high = limits[1];
  if (low > high || !sufficient(high)) return limits[1];
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (sufficient(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}

export interface RecommendInput {
  components: VarianceComponents;
  mean: number;
  costs: RepetitionCosts;
  minEffect: number;
  confidence: number;
  deterministicBuild: boolean;
  /**
   * One build per version can carry a verdict only when the source is the binary (no build
   * command): otherwise two builds are needed, so that their hashes prove them identical.
   */
  singleBuildSuffices: boolean;
  /** Executions per binary in the run the components come from. */
  executionsRun: number;
}

interface Design {
  binaries: number;
  executions: number;
  measurements: number;
}

export function recommendCounts(input: RecommendInput): RecommendedCounts {
  const sigmaB = Math.max(0, input.components.execution ?? 0);
  const sigmaE = Math.max(0, input.components.measurement ?? 0);
  const binaryMeasured = input.components.binary;
  // A build level estimated at exactly zero is not asked for again; one that could not be estimated is planned at what the run could resolve.
  const noBuildVariance = input.deterministicBuild || binaryMeasured === 0;
  const sigmaV = noBuildVariance ? 0 : Math.max(binaryMeasured ?? 0, sigmaB / Math.max(1, input.executionsRun));
  const { build, warmup } = input.costs;
  const known = typeof input.costs.measurementSeconds === 'number' && input.costs.measurementSeconds > 0;
  const target = input.minEffect * Math.abs(input.mean);
  const executionsRun = clamp(input.executionsRun, COUNT_LIMITS.executions);
  const notes: RecommendationReason[] = [];

  let design: Design;
  let basis: DesignBasis;
  if (sigmaV === 0) {
    const binaries = input.singleBuildSuffices ? 1 : 2;
    const builds = { builds: 'none', identicalOutputs: input.deterministicBuild, binaries } as const;
    if (sigmaB === 0) {
      // Nothing varies between processes: keep the executions that ran, lengthen them.
      const executions = Math.max(executionsRun, 2);
      const total = binaries * executions;
      const measurements =
        sigmaE === 0
          ? COUNT_LIMITS.measurements[0]
          : smallestSufficientCount(sigmaE / total, target, input.confidence, COUNT_LIMITS.measurements, () => total - 1);
      design = { binaries, executions, measurements };
      // With no process level, only the total number of measurements matters; a harness that cannot take that many per process can spread them.
      const spreadOver = measurements > MANY_MEASUREMENTS ? total * measurements : null;
      basis = { ...builds, processes: 'none', executionsPerBuild: executions, measurements, spreadOver };
    } else {
      const measurements = sigmaE === 0 ? COUNT_LIMITS.measurements[0] : clamp(Math.sqrt((warmup * sigmaE) / sigmaB), COUNT_LIMITS.measurements);
      const perExecution = sigmaB + sigmaE / measurements;
      const executions = smallestSufficientCount(perExecution, target, input.confidence, [2, COUNT_LIMITS.executions[1] * binaries], (count) => count - 1);
      design = { binaries, executions: Math.ceil(executions / binaries), measurements };
      basis = { ...builds, processes: 'varies', executionsInAll: executions, measurements };
    }
  } else {
    const executions = sigmaB === 0 ? executionsRun : clamp(Math.sqrt(((build / warmup) * sigmaB) / sigmaV), COUNT_LIMITS.executions);
    // Without process variance eq. 21 has two levels: N = m·n measurements per build, N₀ = sqrt((b + m·w)·σ_E²/σ_V²).
    const measurements =
      sigmaE === 0
        ? COUNT_LIMITS.measurements[0]
        : sigmaB === 0
          ? clamp(Math.sqrt(((build + executions * warmup) * sigmaE) / sigmaV) / executions, COUNT_LIMITS.measurements)
          : clamp(Math.sqrt((warmup * sigmaE) / sigmaB), COUNT_LIMITS.measurements);
    const perBinary = sigmaV + sigmaB / executions + sigmaE / (executions * measurements);
    // Each version's builds are a level of their own in the comparison model: 2(l − 1) df.
    const binaries = smallestSufficientCount(perBinary, target, input.confidence, [2, COUNT_LIMITS.binaries[1]], (count) => 2 * (count - 1));
    design = { binaries, executions, measurements };
    basis =
      sigmaB === 0
        ? { builds: 'varies', binaries, processes: 'none', executionsPerBuild: executions }
        : { builds: 'varies', binaries, processes: 'varies', costsKnown: known };
  }

  const variance = unitVariance(design, sigmaV, sigmaB, sigmaE);
  const df = (d: Design) => (sigmaV === 0 ? d.binaries * d.executions - 1 : 2 * (d.binaries - 1));
  const reachable = detectable(variance, designUnits(design, sigmaV), input.confidence, df(design)) <= target;
  if (!reachable) notes.push({ kind: 'unreachable', minEffect: input.minEffect });

  let seconds: number | null = null;
  if (known) {
    const secondsOf = (d: Design) => designSeconds(d, input.costs);
    seconds = secondsOf(design);
    if (seconds > CI_JOB_SECONDS) {
      const needed = seconds;
      design = shrinkToFit(design, sigmaV, secondsOf);
      seconds = secondsOf(design);
      const effect = detectable(unitVariance(design, sigmaV, sigmaB, sigmaE), designUnits(design, sigmaV), input.confidence, df(design)) / Math.abs(input.mean);
      notes.push({ kind: 'capped', minEffect: input.minEffect, neededSeconds: needed, jobSeconds: CI_JOB_SECONDS, detects: effect });
    }
  } else {
    notes.push({ kind: 'costs-unknown' });
  }
  return { ...design, reasons: [{ kind: 'design-basis', basis, minEffect: input.minEffect }, ...notes], seconds };
}

/** The unit whose count the interval's variance divides by: builds when they carry a level, executions otherwise. */
function designUnits(design: Design, sigmaV: number): number {
  return sigmaV === 0 ? design.binaries * design.executions : design.binaries;
}

/** Variance of one unit (designUnits) of one version. */
function unitVariance(design: Design, sigmaV: number, sigmaB: number, sigmaE: number): number {
  if (sigmaV === 0) return sigmaB + sigmaE / design.measurements;
  return sigmaV + sigmaB / design.executions + sigmaE / (design.executions * design.measurements);
}

/** Runner seconds of both versions: each build, then each execution's start-up, warm-up and measurements. */
function designSeconds(design: Design, costs: RepetitionCosts): number {
  const tau = costs.measurementSeconds ?? 0;
  return 2 * design.binaries * (costs.build + design.executions * (costs.warmup + design.measurements)) * tau;
}

/** The design scaled down until it fits one CI job: the count that carries the variance first (builds, or executions), then measurements. */
function shrinkToFit(design: Design, sigmaV: number, secondsOf: (d: Design) => number): Design {
  let d = { ...design };
  const fits = (candidate: Design) => secondsOf(candidate) <= CI_JOB_SECONDS;
  if (sigmaV > 0) {
    while (d.binaries > 2 && !fits(d)) d = { ...d, binaries: d.binaries - 1 };
  }
  while (d.executions > 2 && !fits(d)) d = { ...d, executions: Math.max(2, Math.floor(d.executions * 0.9)) };
  while (d.measurements > COUNT_LIMITS.measurements[0] && !fits(d))
    d = { ...d, measurements: Math.max(COUNT_LIMITS.measurements[0], Math.floor(d.measurements * 0.9)) };
  return d;
}
