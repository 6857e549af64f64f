import { analyzeBenchmark } from '../analysis/analyze-benchmark.js';
import { policyFor } from '../config/benchmark-policy.js';
import type { AnalysisOptions } from '../config/analysis-options.js';
import type { ResultsFile } from '../results/results-format.js';
import type { RelativeChange } from '../stats/relative-change.js';
import { decideAtLook, type LookVerdict } from './look-decision.js';

/** One benchmark at one look. */
export interface BenchmarkLook {
  name: string;
  /** Nominal two-sided level of this look's interval for this benchmark (alpha-spending.ts). */
  level: number;
  /** Δ with its interval at confidence 1 − level; null when the data cannot give one yet. */
  change: RelativeChange | null;
  decision: LookVerdict | null;
  /** Why there is no Δ yet (too few blocks, failures…). */
  notes: string[];
}

/**
 * How many benchmarks share a look's error (Bonferroni): those not ignored by a policy that
 * have at least one measurement so far, or 1 with `correction: none`.
 */
export function lookDivisor(results: ResultsFile, options: AnalysisOptions): number {
  if (options.correction === 'none') return 1;
  const measured = results.benchmarks.filter(
    (b) =>
      policyFor(b.name, options.policies, options.minEffect).gate !== 'ignore' &&
      [b.base, b.head].some((v) => v.binaries.some((binary) => binary.executions.some((e) => e.values.length > 0))),
  );
  return Math.max(1, measured.length);
}

/**
 * Analyses the results as they stand at a look: each benchmark not ignored gets its Δ
 * interval at confidence 1 − level, by the same estimator as the fixed analysis (paired
 * blocks, nested levels; analyze-benchmark.ts) without the impact-factor bootstrap, and the
 * stopping rule's decision (look-decision.ts).
 */
export function analyzeLook(results: ResultsFile, level: number, options: AnalysisOptions): BenchmarkLook[] {
  return results.benchmarks
    .filter((record) => policyFor(record.name, options.policies, options.minEffect).gate !== 'ignore')
    .map((record) => {
      const minEffect = policyFor(record.name, options.policies, options.minEffect).minEffect;
      if (!(level > 0)) return { name: record.name, level, change: null, decision: null, notes: [] };
      const analysis = analyzeBenchmark(record, { ...options, minEffect, confidence: 1 - level, bootstrapReplicates: 0 });
      const decision = analysis.change === null || analysis.buildLevelMissing ? null : decideAtLook(analysis.change, record.better, minEffect);
      return { name: record.name, level, change: analysis.change, decision, notes: analysis.notes };
    });
}
