import type { Spending } from '../stats/alpha-spending.js';
import { detectableEffect, finalLookLevel } from './detectable-effect.js';
import { comparisonDf, logRatioVariance, type PairedDesign, type PairedNoise } from './paired-noise.js';
import { costsInMeasurements, type RunCosts } from './run-costs.js';
import { formatDuration, formatShare } from '../util/format-numbers.js';

/** Limits on planned counts (the binaries bound also bounds CI minutes spent on builds). */
export const PLAN_LIMITS = { binaries: [1, 30], rounds: [2, 1000], measurements: [5, 100_000] } as const;

/**
 * Blocks every adaptive or calibration run can measure on identical builds, whatever the builds
 * it plans and keeps (adaptiveExecutionsPerBuild). The deterministic design counts blocks, not
 * rounds of one build, so this and not PLAN_LIMITS.rounds is its limit.
 */
export const DETERMINISTIC_MAX_BLOCKS = 2 * PLAN_LIMITS.rounds[1];

/**
 * Executions an adaptive or calibration run schedules per planned build: a build's cap
 * (PLAN_LIMITS.rounds), and at least DETERMINISTIC_MAX_BLOCKS over all planned builds, so that
 * one build, or the two kept of three when they proved identical, can still measure them.
 */
export function adaptiveExecutionsPerBuild(binaries: number): number {
  return Math.max(PLAN_LIMITS.rounds[1], Math.ceil(DETERMINISTIC_MAX_BLOCKS / Math.max(1, binaries)));
}

/** A design for one benchmark's noise under a budget, with why. */
export interface BenchmarkDesign extends PairedDesign {
  /** Eq. 21's optimum executions per binary (before fitting the budget); null for a deterministic build. */
  optimalRounds: number | null;
  /** Eq. 21's optimum measurements per execution: advice, since the benchmark decides how many it takes. */
  optimalMeasurements: number;
  /** Fewer than 2 rounds fit: the budget is too small for this design. */
  fits: boolean;
  reason: string;
}

const clamp = (value: number, [low, high]: readonly [number, number]) => (Number.isFinite(value) ? Math.min(high, Math.max(low, Math.round(value))) : high);

/**
 * The design for one benchmark (thesis ch. 7 §3.3, eqs. 21/23, METHOD.md §5), with the
 * paired components of paired-noise.ts and the costs in units of one measurement:
 *
 *     m₀ = sqrt((b/w)·σ_B²/σ_V²),  n₀ = sqrt(w·σ_E²/σ_B²).
 *
 * Eq. 21 minimises the variance for the cost, but with a random build level the interval has
 * only l − 1 degrees of freedom, and at 2 or 3 builds the t quantile costs more than the
 * variance saves. So l is chosen as large as the budget usefully allows: among the build
 * counts from 2 to 30 that leave at least 2 rounds, the one whose design (with all the rounds
 * that fit) detects the smallest change at `level`; this is eq. 21's trade-off with the
 * degrees of freedom counted. Eq. 21's own l = ⌊budget / (2b + 2·m₀·execution)⌋ is reported.
 * A deterministic build (identical outputs) has no binary level: 1 build
 * per version, and every remaining second goes to rounds. n is the benchmark's own; n₀ is
 * reported as advice.
 */
export function designFor(noise: PairedNoise, costs: RunCosts, budgetSeconds: number, level: number): BenchmarkDesign {
  const units = costsInMeasurements(costs, noise.warmup, noise.measurements);
  const measurements = Math.max(1, Math.round(noise.measurements));
  const optimalMeasurements =
    noise.execution > 0 ? clamp(Math.sqrt((units.warmup * 2 * noise.measurement) / noise.execution), PLAN_LIMITS.measurements) : PLAN_LIMITS.measurements[1];
  const execution = Math.max(costs.executionSeconds, 1e-6);
  const roundsFor = (binaries: number) =>
    Math.min(PLAN_LIMITS.rounds[1], Math.floor((budgetSeconds - 2 * binaries * costs.buildSeconds) / (2 * binaries * execution)));
  if (noise.deterministicBuild) {
    // One build per version in the model, but its time is that of the two per version a run builds to see identical outputs.
    const blocks = Math.floor((budgetSeconds - 4 * costs.buildSeconds) / (2 * execution));
    const rounds = Math.min(DETERMINISTIC_MAX_BLOCKS, blocks);
    return {
      binaries: 1,
      rounds: Math.max(rounds, 0),
      measurements,
      optimalRounds: null,
      optimalMeasurements,
      fits: rounds >= 2,
      reason:
        `identical build outputs on every rebuild (binary impact factor 1.0): 1 build per version (2 built, to see identical outputs), and the budget goes to rounds of ` +
        `interleaved executions (${formatDuration(2 * execution)} per round)`,
    };
  }
  const optimal =
    noise.binary > 0 ? clamp(Math.sqrt(((units.build / units.warmup) * noise.execution) / noise.binary), PLAN_LIMITS.rounds) : PLAN_LIMITS.rounds[1];
  const eq21Binaries = Math.max(2, Math.floor(budgetSeconds / (2 * costs.buildSeconds + 2 * optimal * execution)));
  let best = { binaries: 2, rounds: roundsFor(2), effect: Infinity };
  for (let binaries = 2; binaries <= PLAN_LIMITS.binaries[1]; binaries++) {
    const rounds = roundsFor(binaries);
    if (rounds < 2) break;
    const design = { binaries, rounds, measurements };
    const effect = detectableEffect(Math.sqrt(logRatioVariance(noise, design)), comparisonDf(noise, design), level) ?? Infinity;
    if (effect < best.effect) best = { binaries, rounds, effect };
  }
  const ratio = noise.binary > 0 ? Math.sqrt(noise.execution / noise.binary).toFixed(2) : '∞';
  return {
    binaries: best.binaries,
    rounds: Math.max(best.rounds, 0),
    measurements,
    optimalRounds: optimal,
    optimalMeasurements,
    fits: best.rounds >= 2,
    reason:
      `builds differ (binary level ${formatShare(Math.sqrt(noise.binary / 2))} of the mean): eq. 21 gives m₀ = ${optimal} executions per build ` +
      `(build ${formatDuration(costs.buildSeconds)}, execution ${formatDuration(execution)}, σ_B/σ_V = ${ratio}), so ${eq21Binaries} builds per ` +
      `version would fit; ` +
      `${best.binaries} builds with up to ${Math.max(best.rounds, 0)} rounds detect the smallest change (each build adds a degree of freedom)`,
  };
}

export interface PlanInput {
  benchmarks: { name: string; noise: PairedNoise }[];
  costs: RunCosts;
  budgetSeconds: number;
  minEffect: number;
  confidence: number;
  /** Bonferroni divisor: the benchmarks compared (all of them unless a policy ignores some). */
  divisor: number;
  maxLooks: number;
  spending: Spending;
}

export interface PlannedBenchmark {
  name: string;
  design: BenchmarkDesign;
  /** Smallest change the adaptive design's last look finds with 80 % power, with the plan's l and rounds. */
  detectableEffect: number | null;
  /** Budget (seconds, builds included) whose plan would detect min-effect with 80 % power; null when none up to a day would. */
  budgetToSettle: number | null;
}

export interface DesignPlan {
  /** Builds per version. */
  binaries: number;
  /** Rounds expected to fit the budget (the run fixes the real number after its first round). */
  rounds: number;
  /** The benchmark the design was made for: the one with the largest detectable effect. */
  binding: string | null;
  benchmarks: PlannedBenchmark[];
  reasons: string[];
}

/** Per-benchmark error at the adaptive design's final look. */
export function planLevel(input: Pick<PlanInput, 'confidence' | 'divisor' | 'maxLooks' | 'spending'>): number {
  return finalLookLevel((1 - input.confidence) / Math.max(1, input.divisor), input.spending, input.maxLooks);
}

function effectOf(noise: PairedNoise, design: PairedDesign, level: number): number | null {
  if (design.rounds < 1) return null;
  return detectableEffect(Math.sqrt(logRatioVariance(noise, design)), comparisonDf(noise, design), level);
}

const MAX_SETTLE_SECONDS = 24 * 3600;

/**
 * The smallest budget (builds included) whose design detects `minEffect` with 80 % power at
 * `level`, searched in 10 % steps up to a day: "how many repetitions are enough" (seed 003 §5)
 * for the nested, interleaved design, from the model instead of resampling.
 */
export function budgetToSettle(noise: PairedNoise, costs: RunCosts, minEffect: number, level: number): number | null {
  if (!(minEffect > 0)) return null;
  for (let budget = Math.max(60, 4 * costs.buildSeconds + 8 * costs.executionSeconds); budget <= MAX_SETTLE_SECONDS; budget *= 1.1) {
    const design = designFor(noise, costs, budget, level);
    const effect = design.fits ? effectOf(noise, design, level) : null;
    if (effect !== null && effect <= minEffect) return Math.ceil(budget / 10) * 10;
  }
  return null;
}

/**
 * Plans one design for the suite: each benchmark's design under the budget (designFor), and
 * the suite takes the design of the benchmark that would detect the least (largest detectable
 * effect), so that the noisiest benchmark is served best. Reports per benchmark what the plan
 * can detect and what budget min-effect would need.
 */
export function planDesign(input: PlanInput): DesignPlan {
  const level = planLevel(input);
  const benchmarks: PlannedBenchmark[] = input.benchmarks.map(({ name, noise }) => {
    const design = designFor(noise, input.costs, input.budgetSeconds, level);
    return {
      name,
      design,
      detectableEffect: design.fits ? effectOf(noise, design, level) : null,
      budgetToSettle: budgetToSettle(noise, input.costs, input.minEffect, level),
    };
  });
  if (benchmarks.length === 0) return { binaries: 1, rounds: 0, binding: null, benchmarks, reasons: ['no benchmark in the prior: nothing to plan from'] };
  const binding = benchmarks.reduce((worst, b) => ((b.detectableEffect ?? Infinity) > (worst.detectableEffect ?? Infinity) ? b : worst), benchmarks[0]);
  const { design } = binding;
  const reasons = [`planned for ${binding.name}, the benchmark with the largest detectable effect: ${design.reason}`];
  if (!design.fits)
    reasons.push(
      `the budget does not fit 2 rounds of this design; ` +
        `${binding.budgetToSettle === null ? 'raise it' : `about ${formatDuration(binding.budgetToSettle)} would settle ±${formatShare(input.minEffect)}`}`,
    );
  if (design.optimalMeasurements !== design.measurements) {
    reasons.push(
      `n₀ = ${design.optimalMeasurements} measurements per execution would balance measurement and process noise for its cost (eq. 21); the ` +
        `benchmark takes ${design.measurements}`,
    );
  }
  if (binding.detectableEffect !== null) {
    reasons.push(
      `with ${design.binaries} build${design.binaries > 1 ? 's' : ''} per version and up to ${design.rounds} rounds, a run that goes to its last ` +
        `look detects ±${formatShare(binding.detectableEffect)} with 80 % power` +
        (binding.detectableEffect > input.minEffect && binding.budgetToSettle !== null
          ? `; ±${formatShare(input.minEffect)} needs a budget of about ${formatDuration(binding.budgetToSettle)}`
          : ''),
    );
  }
  return { binaries: design.binaries, rounds: design.rounds, binding: binding.name, benchmarks, reasons };
}
