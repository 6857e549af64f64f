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
 * V₁ = σ_V² + σ_B²/m + σ_E²/(m·n). A deterministic build (identical outputs) has no binary
 * level: l = 1 and m is chosen for the same power instead. A binary component estimated
 * at zero from a non-deterministic build is not taken as proof of no build effect: it is
 * planned at the smallest value the run could resolve, σ_B²/m with the m that was run.
 */
export interface RepetitionCosts {
  /** Build time in units of one measurement. */
  build: number;
  /** Warm-up plus process start-up in units of one measurement. */
  warmup: number;
}

export interface RecommendedCounts {
  binaries: number;
  executions: number;
  measurements: number;
  /** Why these counts, in a sentence a user can check. */
  reason: string;
}

export const COUNT_LIMITS = {
  binaries: [1, 30],
  executions: [2, 200],
  measurements: [5, 100_000],
} as const;

const POWER = 0.8;

function clamp(value: number, [low, high]: readonly [number, number]): number {
  if (!Number.isFinite(value)) return high;
  return Math.min(high, Math.max(low, Math.round(value)));
}

/**
 * Smallest count c in [low, high] with (t_df(c) + z)·sqrt(2·unitVariance/c) ≤ target: the power
 * the verdict rule has at a change of `target` (analysis/verdict.ts, readInterval).
 */
function smallestSufficientCount(unitVariance: number, target: number, confidence: number, limits: readonly [number, number], df: (count: number) => number): number {
  const z = normalQuantile(POWER);
  for (let count = Math.max(2, limits[0]); count <= limits[1]; count++) {
    if ((tCritical(confidence, df(count)) + z) * Math.sqrt((2 * unitVariance) / count) <= target) return count;
  }
  return limits[1];
}

export function recommendCounts(input: {
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
}): RecommendedCounts {
  const sigmaB = input.components.execution ?? 0;
  const resolvableBinaryVariance = sigmaB / Math.max(1, input.executionsRun);
  const sigmaV = input.deterministicBuild ? 0 : Math.max(input.components.binary ?? 0, resolvableBinaryVariance);
  const sigmaE = input.components.measurement ?? 0;
  const { build, warmup } = input.costs;
  const target = input.minEffect * Math.abs(input.mean);
  const measurements = sigmaE === 0 ? COUNT_LIMITS.measurements[0] : clamp(Math.sqrt((warmup * sigmaE) / sigmaB), COUNT_LIMITS.measurements);

  if (sigmaV === 0) {
    const perExecution = sigmaB + sigmaE / measurements;
    const executions = smallestSufficientCount(perExecution, target, input.confidence, COUNT_LIMITS.executions, (count) => count - 1);
    const binaries = input.singleBuildSuffices ? 1 : 2;
    const builds = binaries === 1 ? '1 build per version' : '2 builds per version, so their output hashes prove them identical';
    const why = input.deterministicBuild ? `identical build outputs: ${builds}` : `no build or process variation measured: ${builds}`;
    const capped = executions === COUNT_LIMITS.executions[1] ? ` — the most recommended; ${formatPercent(input.minEffect)} may not be detectable at this noise` : '';
    return {
      binaries,
      executions: Math.ceil(executions / binaries),
      measurements,
      reason: `${why}; ${executions} executions in all × ${measurements} measurements to detect ${formatPercent(input.minEffect)} with 80 % power${capped}`,
    };
  }
  const executions = clamp(Math.sqrt(((build / warmup) * sigmaB) / sigmaV), COUNT_LIMITS.executions);
  const perBinary = sigmaV + sigmaB / executions + sigmaE / (executions * measurements);
  // Each version's builds are a level of their own in the comparison model: 2(l − 1) df.
  const binaries = smallestSufficientCount(perBinary, target, input.confidence, [2, COUNT_LIMITS.binaries[1]], (count) => 2 * (count - 1));
  return {
    binaries,
    executions,
    measurements,
    reason: `optimal m and n for the measured costs (eq. 21); ${binaries} builds to detect ${formatPercent(input.minEffect)} with 80 % power${binaries === COUNT_LIMITS.binaries[1] ? ' — the most recommended; it may not be detectable at this noise' : ''}`,
  };
}

function formatPercent(fraction: number): string {
  return `${(fraction * 100).toFixed(fraction < 0.01 ? 2 : 1)} %`;
}
