import { compileGlob } from './glob.js';

/**
 * Per-benchmark gating policy from the config file (`benchmarks:` list), first match wins:
 * - `gate`: a regression fails the check (the default);
 * - `report`: analysed and shown, never fails the check;
 * - `ignore`: left out of the analysis and of the suite-wide correction.
 * A policy may also set its own `min-effect`.
 */
export { GATE_MODES, type GateMode } from '../results/analysis-record.js';
import type { GateMode } from '../results/analysis-record.js';

export interface BenchmarkPolicy {
  /** Glob over benchmark names (src/util/glob.ts): `*` and `?` stay within a `/` segment, `**` spans segments. Checked when the config is loaded. */
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
