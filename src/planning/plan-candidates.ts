import type { BenchmarkPolicies, GateMode } from '../config/benchmark-policy.js';
import type { PairedNoise } from './paired-noise.js';

/** Why a benchmark does not plan the run: it does not gate, or its values never varied. */
export type NotPlanned = { kind: 'not-gated'; gate: GateMode } | { kind: 'no-noise' };

/** Noise a design can be planned from: finite, and some of it above 0. */
export function hasNoise(noise: PairedNoise): boolean {
  const parts = [noise.binary, noise.execution, noise.measurement];
  return parts.every((v) => Number.isFinite(v) && v >= 0) && parts.some((v) => v > 0);
}

/**
 * The benchmarks a run is planned for: those that gate (a report-only metric such as
 * `process/major-faults` must not decide the design), with noise that varied (identical values
 * would plan the largest design there is, for nothing). Pure.
 */
export function planCandidates<T extends { name: string; noise: PairedNoise }>(
  benchmarks: readonly T[],
  policies: BenchmarkPolicies,
): { planned: T[]; skipped: { name: string; why: NotPlanned }[] } {
  const planned: T[] = [];
  const skipped: { name: string; why: NotPlanned }[] = [];
  for (const benchmark of benchmarks) {
    const { gate } = policies.of(benchmark.name);
    if (gate !== 'gate') skipped.push({ name: benchmark.name, why: { kind: 'not-gated', gate } });
    else if (!hasNoise(benchmark.noise)) skipped.push({ name: benchmark.name, why: { kind: 'no-noise' } });
    else planned.push(benchmark);
  }
  return { planned, skipped };
}

/** The plan's reason naming what it left out, or null when it left nothing out. */
export function notPlannedReason(skipped: readonly { name: string; why: NotPlanned }[]): string | null {
  if (skipped.length === 0) return null;
  const shown = skipped.slice(0, 10).map(({ name, why }) => `${name} (${why.kind === 'no-noise' ? 'the same value in every execution' : `gate: ${why.gate}`})`);
  const more = skipped.length > shown.length ? ` and ${skipped.length - shown.length} more` : '';
  return `not planned for ${shown.join(', ')}${more}: only benchmarks that gate and whose values vary plan the run`;
}
