import type { AnalysisOptions } from '../config/analysis-options.js';
import type { BenchmarkPolicies } from '../config/benchmark-policy.js';
import type { BenchmarkReport, SuiteReport } from '../analysis/report-types.js';
import { IDENTICAL_INPUTS, intervalFreeRow, summarize } from '../analysis/decide.js';
import { suiteReport } from '../analysis/suite-report.js';
import type { ResultsFile } from '../results/results-format.js';
import type { ProofMeta } from '../results/results-meta.js';

/** `meta.proof` when it proved the versions' inputs identical; null otherwise (or for a file from elsewhere without one). */
export function provedInputs(results: ResultsFile): (ProofMeta & { proof: { filesRead: number; hash: string } }) | null {
  const proof = results.meta?.proof;
  if (proof?.proved !== true || proof.proof === undefined) return null;
  const { filesRead, hash } = proof.proof;
  if (typeof filesRead !== 'number' || typeof hash !== 'string') return null;
  return { ...proof, proof: { ...proof.proof, filesRead, hash } };
}

/**
 * The report of a run that proved both versions read byte-identical inputs: every benchmark
 * the traced executions reported is `unchanged` with the source `identical-inputs`, with no
 * interval (nothing was measured); those an `ignore` policy names are left out as usual.
 */
export function provedUnchangedReport(
  results: ResultsFile,
  proof: NonNullable<ReturnType<typeof provedInputs>>,
  options: AnalysisOptions,
  policies: BenchmarkPolicies,
): SuiteReport {
  const ignored: string[] = [];
  const benchmarks: BenchmarkReport[] = [];
  const verdictSource = { kind: 'identical-inputs', filesRead: proof.proof.filesRead, hash: proof.proof.hash } as const;
  for (const entry of proof.benchmarks) {
    const row = intervalFreeRow(entry, IDENTICAL_INPUTS, policies.of(entry.name), { notes: [], verdictSource });
    if (row === null) ignored.push(entry.name);
    else benchmarks.push(row);
  }
  return suiteReport(results, options, benchmarks, ignored);
}

/**
 * The report of a run whose suite was split (`split-benchmarks`) and proved part by part, where
 * some parts were proved and the others measured: the measured benchmarks' rows as analysed,
 * and every benchmark of a proved part `unchanged` with the source `identical-inputs` and its
 * part's proof, no interval. The summary counts both. A report without proved parts is
 * returned as it is.
 */
export function withProvedParts<R extends SuiteReport>(report: R, results: ResultsFile, policies: BenchmarkPolicies): R {
  const parts = results.meta?.proof?.parts ?? [];
  const measured = new Set(report.benchmarks.map((b) => b.name));
  const ignored = new Set(report.ignored);
  const added: BenchmarkReport[] = [];
  const addedIgnored: string[] = [];
  for (const part of parts) {
    const proof = part.proved ? part.proof : undefined;
    if (proof === undefined || typeof proof.filesRead !== 'number' || typeof proof.hash !== 'string') continue;
    const verdictSource = { kind: 'identical-inputs', filesRead: proof.filesRead, hash: proof.hash } as const;
    // Only the benchmarks the part was named: a harness that ignores the filter proves nothing else by it.
    const named = new Set(part.names);
    for (const entry of part.benchmarks) {
      if (!named.has(entry.name) || measured.has(entry.name) || ignored.has(entry.name)) continue;
      measured.add(entry.name);
      const row = intervalFreeRow(entry, IDENTICAL_INPUTS, policies.of(entry.name), { notes: [], verdictSource });
      if (row === null) addedIgnored.push(entry.name);
      else added.push(row);
    }
  }
  if (added.length === 0 && addedIgnored.length === 0) return report;
  const benchmarks = [...report.benchmarks, ...added];
  return { ...report, benchmarks, summary: summarize(benchmarks), ignored: [...report.ignored, ...addedIgnored] };
}
