import { percentileInterval } from './percentile-interval.js';
import type { NestedSummaries } from './execution-summary.js';
import { createRandom, randomIndex, type Random } from './rng.js';
import { nestedAnova, type VarianceComponents } from './variance-components.js';

/**
 * Impact factors (thesis ch. 4 §3, ch. 7 §2; METHOD.md §3), from the variance components:
 * - execution: SD of a measurement from a random execution over the SD within one execution,
 *   sqrt((σ_B² + σ_E²)/σ_E²). 1 means process start-up does not matter.
 * - binary: SD of an execution mean from a random binary over the SD of execution means of
 *   one binary, sqrt((σ_V² + σ_B² + σ_E²/n)/(σ_B² + σ_E²/n)), n the mean measurements per execution.
 * Each is `null` when a level it needs is not estimable or the denominator is zero.
 */
export interface ImpactFactor {
  estimate: number | null;
  /** Percentile bootstrap interval; null without enough data to resample. */
  ci: [number, number] | null;
}

export interface ImpactFactors {
  execution: ImpactFactor;
  binary: ImpactFactor;
}

export function executionImpact(components: VarianceComponents): number | null {
  const { execution, measurement } = components;
  if (execution === null || measurement === null || measurement === 0) return null;
  return Math.sqrt((execution + measurement) / measurement);
}

export function binaryImpact(components: VarianceComponents, measurementsPerExecution: number): number | null {
  const { binary, execution, measurement } = components;
  if (binary === null || execution === null) return null;
  const withinBinary = execution + (measurement ?? 0) / measurementsPerExecution;
  if (withinBinary === 0) return null;
  return Math.sqrt((binary + withinBinary) / withinBinary);
}

function factorsOf(binaries: NestedSummaries): { execution: number | null; binary: number | null } {
  const executions = binaries.flat();
  const n = executions.reduce((sum, e) => sum + e.count, 0) / executions.length;
  const { components } = nestedAnova(binaries);
  return { execution: executionImpact(components), binary: binaryImpact(components, n) };
}

/** Two-stage resample: binaries with replacement, then executions within each drawn binary. */
function resample(binaries: NestedSummaries, random: Random): NestedSummaries {
  return binaries.map(() => {
    const binary = binaries[randomIndex(random, binaries.length)];
    return binary.map(() => binary[randomIndex(random, binary.length)]);
  });
}

/**
 * Point estimates from the whole sample; intervals by a seeded two-stage bootstrap over
 * executions (within-execution spread enters through each execution's sufficient statistics,
 * so a replicate costs O(executions), not O(measurements)).
 */
export function impactFactors(
  binaries: NestedSummaries,
  options: { confidence: number; replicates?: number; seed?: number },
): ImpactFactors {
  const nonEmpty = binaries.map((b) => b.filter((e) => e.count > 0)).filter((b) => b.length > 0);
  const point = factorsOf(nonEmpty);
  const random = createRandom(options.seed ?? 1);
  const replicates = options.replicates ?? 1000;
  const executionDraws: number[] = [];
  const binaryDraws: number[] = [];
  for (let r = 0; r < replicates; r++) {
    const draw = factorsOf(resample(nonEmpty, random));
    if (draw.execution !== null) executionDraws.push(draw.execution);
    if (draw.binary !== null) binaryDraws.push(draw.binary);
  }
  return {
    execution: { estimate: point.execution, ci: point.execution === null ? null : percentileInterval(executionDraws, options.confidence) },
    binary: { estimate: point.binary, ci: point.binary === null ? null : percentileInterval(binaryDraws, options.confidence) },
  };
}
