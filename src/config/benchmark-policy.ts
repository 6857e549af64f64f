import { compileGlob } from './glob.js';

/**
 * Per-benchmark gating policy from the config file (`benchmarks:` list), first match wins:
 * - `gate`: a regression fails the check (the default);
 * - `report`: analysed and shown, never fails the check;
 * - `ignore`: left out of the analysis and of the suite-wide correction.
 * A policy may also set its own `min-effect`.
 */
export const GATE_MODES = ['gate', 'report', 'ignore'] as const;
export type GateMode = (typeof GATE_MODES)[number];

export interface BenchmarkPolicy {
  /** Glob over benchmark names (src/config/glob.ts): `*` and `?` stay within a `/` segment, `**` spans segments. Checked when the config is loaded. */
  match: string;
  gate?: GateMode;
  minEffect?: number;
}

export interface ResolvedPolicy {
  gate: GateMode;
  minEffect: number;
}

export function policyFor(name: string, policies: readonly BenchmarkPolicy[], defaultMinEffect: number): ResolvedPolicy {
  const policy = policies.find((p) => compileGlob(p.match).test(name));
  return { gate: policy?.gate ?? 'gate', minEffect: policy?.minEffect ?? defaultMinEffect };
}
