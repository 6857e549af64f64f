import type { AnalysisOptions } from '../config/analysis-options.js';
import type { BenchmarkReport, SuiteReport } from '../analysis/report-types.js';
import { IDENTICAL_INPUTS, intervalFreeRow, summarize } from '../analysis/decide.js';
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
export function provedUnchangedReport(results: ResultsFile, proof: NonNullable<ReturnType<typeof provedInputs>>, options: AnalysisOptions): SuiteReport {
  const ignored: string[] = [];
  const benchmarks: BenchmarkReport[] = [];
  const verdictSource = { kind: 'identical-inputs', filesRead: proof.proof.filesRead, hash: proof.proof.hash } as const;
  for (const entry of proof.benchmarks) {
    const row = intervalFreeRow(entry, IDENTICAL_INPUTS, options, { notes: [], verdictSource });
    if (row === null) ignored.push(entry.name);
    else benchmarks.push(row);
  }
  return {
    version: 1,
    options,
    benchmarks,
    summary: summarize(benchmarks),
    ignored,
    ...(results.meta ? { meta: results.meta } : {}),
  };
}
