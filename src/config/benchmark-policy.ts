import { compileGlob } from './glob.js';
import { globNamesMetric, processMetricOf } from '../parsers/process-metric-names.js';

/**
 * Per-benchmark gating policy from the config file (`benchmarks:` list), first match wins:
 * - `gate`: a regression fails the check (the default);
 * - `report`: analysed and shown, never fails the check;
 * - `ignore`: left out of the analysis and of the suite-wide correction.
 * A policy may also set its own `min-effect`.
 *
 * A process's own metrics (`process/cpu`, `process/max-rss`, …: parsers/process-metric-names.ts)
 * take only a policy that names them (globNamesMetric: `process/max-rss`, `**\/max-rss`), never a
 * catch-all such as `**`. Without one they are analysed apart and report-only (`apart`).
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
  /**
   * A process metric no policy names: `gate` is `ignore`, so it stays out of everything that
   * decides the run (the suite-wide correction, an adaptive run's looks and stopping, the plans),
   * and analyze-results.ts analyses it apart, report-only, into the report's `metrics`.
   */
  apart?: true;
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
  const metric = processMetricOf(name);
  const policy = policies.find((p) => (metric === null || globNamesMetric(p.match)) && compileGlob(p.match).test(name));
  if (policy === undefined && metric !== null) return { gate: 'ignore', minEffect: defaultMinEffect, apart: true };
  return { gate: policy?.gate ?? (isRequestedMetric(name) ? 'report' : 'gate'), minEffect: policy?.minEffect ?? defaultMinEffect };
}

/**
 * Each benchmark's policy, resolved once per run: made where the run's settings are whole
 * (experiment/analyse.ts for an analysis, the adaptive controller and the planners for a run
 * being measured) and handed to every step, which reads a name's policy instead of resolving it
 * again. A name is resolved on its first read (a run's names are known only as it measures).
 */
export interface BenchmarkPolicies {
  of(name: string): ResolvedPolicy;
}

export function benchmarkPolicies(settings: { policies: readonly BenchmarkPolicy[]; minEffect: number }): BenchmarkPolicies {
  const { policies, minEffect } = settings;
  const resolved = new Map<string, ResolvedPolicy>();
  return {
    of(name) {
      let policy = resolved.get(name);
      if (policy === undefined) {
        policy = policyFor(name, policies, minEffect);
        resolved.set(name, policy);
      }
      return policy;
    },
  };
}
