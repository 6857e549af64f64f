import type { ResultsFile } from '../results/results-format.js';
import { adjustPValues } from '../stats/multiple-testing.js';
import { analyzeBenchmark } from './analyze-benchmark.js';
import { policyFor } from './benchmark-policy.js';
import { DEFAULT_ANALYSIS_OPTIONS, type AnalysisOptions, type BenchmarkReport, type SuiteReport } from './report-types.js';
import { notMeasuredBenchmarks, notMeasuredNote } from './not-measured.js';
import { decideVerdict } from './verdict.js';

/**
 * Analyses every benchmark, then controls the error across the suite: the p-values of all
 * benchmarks that could be compared are adjusted together (Holm by default), and verdicts
 * are decided on the adjusted values. Benchmarks listed in `meta.notMeasured` without a record
 * (a missing shard's) are reported as inconclusive with the reason.
 */
export function analyzeResults(results: ResultsFile, overrides: Partial<AnalysisOptions> = {}): SuiteReport {
  const options: AnalysisOptions = { ...DEFAULT_ANALYSIS_OPTIONS, ...overrides };
  const ignored: string[] = [];
  const analyses = results.benchmarks.flatMap((record) => {
    const policy = policyFor(record.name, options.policies, options.minEffect);
    if (policy.gate === 'ignore') {
      ignored.push(record.name);
      return [];
    }
    const analysis = analyzeBenchmark(record, { ...options, minEffect: policy.minEffect });
    return [{ ...analysis, gate: policy.gate, minEffect: policy.minEffect }];
  });
  const compared = analyses.filter((a) => a.change !== null);
  const adjusted = adjustPValues(compared.map((a) => a.change!.pValue), options.correction);
  const adjustedByAnalysis = new Map(compared.map((a, i) => [a, adjusted[i]]));

  const benchmarks: BenchmarkReport[] = analyses.map((analysis) => {
    const { record, base, head, change, recommended } = analysis;
    const notes = analysis.notes.slice();
    const { gate, minEffect } = analysis;
    const common = { name: record.name, unit: record.unit, better: record.better, gate, minEffect, base, head, recommended };
    if (!change || !base || !head) {
      return { ...common, delta: null, verdict: 'inconclusive', changeDetected: false, notes };
    }
    const pAdjusted = adjustedByAnalysis.get(analysis)!;
    const decision = decideVerdict({
      relative: change.relative,
      ci: change.ci,
      pAdjusted,
      better: record.better,
      minEffect,
      confidence: options.confidence,
      rule: options.rule,
      baseCi: base.ci,
      headCi: head.ci,
    });
    if (decision.note) notes.push(decision.note);
    return {
      ...common,
      delta: { relative: change.relative, ci: change.ci, pValue: change.pValue, pAdjusted, design: change.design, df: change.df },
      verdict: decision.verdict,
      changeDetected: decision.changeDetected,
      notes,
    };
  });

  // Benchmarks a missing or failed shard did not measure: inconclusive, never silently passed.
  const recorded = new Set(results.benchmarks.map((record) => record.name));
  for (const entry of notMeasuredBenchmarks(results).values()) {
    if (recorded.has(entry.name)) continue;
    const policy = policyFor(entry.name, options.policies, options.minEffect);
    if (policy.gate === 'ignore') {
      ignored.push(entry.name);
      continue;
    }
    benchmarks.push({
      name: entry.name,
      unit: entry.unit ?? '',
      better: entry.better ?? 'lower',
      gate: policy.gate,
      minEffect: policy.minEffect,
      base: null,
      head: null,
      recommended: null,
      delta: null,
      verdict: 'inconclusive',
      changeDetected: false,
      notes: [notMeasuredNote(entry)],
    });
  }

  const count = (verdict: BenchmarkReport['verdict']) => benchmarks.filter((b) => b.verdict === verdict).length;
  return {
    version: 1,
    options,
    benchmarks,
    summary: {
      regressions: count('regression'),
      gatingRegressions: benchmarks.filter((b) => b.verdict === 'regression' && b.gate === 'gate').length,
      improvements: count('improvement'),
      unchanged: count('unchanged'),
      inconclusive: count('inconclusive'),
    },
    ignored,
    ...(results.meta ? { meta: results.meta } : {}),
  };
}
