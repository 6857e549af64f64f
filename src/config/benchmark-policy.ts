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

/**
 * Whether `name` is a metric the run measured on request (`metrics: instructions`:
 * `instructions`, `process/instructions`, `process part 2/instructions`): such a benchmark only
 * reports unless a policy names it (runner/instruction-count.ts).
 */
export function isRequestedMetric(name: string): boolean {
  return name === 'instructions' || name.endsWith('/instructions');
}

/** The policy of benchmark `name`: the first matching one's; without one, `gate` (`report` for a requested metric) and the default min-effect. */
export function policyFor(name: string, policies: readonly BenchmarkPolicy[], defaultMinEffect: number): ResolvedPolicy {
  const policy = policies.find((p) => compileGlob(p.match).test(name));
  return { gate: policy?.gate ?? (isRequestedMetric(name) ? 'report' : 'gate'), minEffect: policy?.minEffect ?? defaultMinEffect };
}
