import type { BenchmarkRecord } from '../results/results-format.js';
import { InsufficientDataError } from '../stats/insufficient-data.js';
import { compareIndependent, comparePaired, type RelativeChange } from '../stats/relative-change.js';
import { recommendCounts, type RecommendedCounts } from '../stats/repetition-counts.js';
import type { VarianceComponents } from '../stats/variance-components.js';
import { analyzeVersion, type AnalysedVersion } from './analyze-version.js';
import { estimateCosts } from './cost-model.js';
import { pairBlocks } from './pair-blocks.js';
import type { AnalysisOptions, VersionReport } from './report-types.js';

/** One benchmark analysed before the suite-wide correction and verdict. */
export interface BenchmarkAnalysis {
  record: BenchmarkRecord;
  base: VersionReport | null;
  head: VersionReport | null;
  change: RelativeChange | null;
  recommended: RecommendedCounts | null;
  notes: string[];
}

function tryAnalyze(side: 'base' | 'head', record: BenchmarkRecord, options: AnalysisOptions, notes: string[]): AnalysedVersion | null {
  try {
    return analyzeVersion(side, record[side], options);
  } catch (error) {
    if (error instanceof InsufficientDataError) {
      notes.push(error.message.startsWith(side) ? error.message : `${side}: ${error.message}`);
      return null;
    }
    throw error;
  }
}

function compare(base: AnalysedVersion, head: AnalysedVersion, options: AnalysisOptions, notes: string[]): RelativeChange {
  const pairs = options.design === 'independent' ? [] : pairBlocks(base, head);
  if (pairs.length >= 2) return comparePaired(pairs, base.estimate.mean, head.estimate.mean, options.confidence);
  if (options.design === 'paired') throw new InsufficientDataError('design "paired" needs at least 2 blocks with both a base and a head execution');
  if (options.design === 'auto' && pairs.length < 2 && base.executions.some((e) => e.block !== undefined)) {
    notes.push('fewer than 2 complete interleaved blocks: compared as independent samples');
  }
  return compareIndependent(base.estimate, head.estimate, options.confidence);
}

function averageComponents(a: VarianceComponents, b: VarianceComponents): VarianceComponents {
  const average = (x: number | null, y: number | null) => (x === null ? y : y === null ? x : (x + y) / 2);
  return { binary: average(a.binary, b.binary), execution: average(a.execution, b.execution), measurement: average(a.measurement, b.measurement) };
}

export function analyzeBenchmark(record: BenchmarkRecord, options: AnalysisOptions): BenchmarkAnalysis {
  const notes: string[] = [];
  const base = tryAnalyze('base', record, options, notes);
  const head = tryAnalyze('head', record, options, notes);
  let change: RelativeChange | null = null;
  let recommended: RecommendedCounts | null = null;
  if (base && head) {
    try {
      change = compare(base, head, options, notes);
    } catch (error) {
      if (!(error instanceof InsufficientDataError)) throw error;
      notes.push(error.message);
    }
    recommended = recommendCounts({
      components: averageComponents(base.report.components, head.report.components),
      mean: base.estimate.mean,
      costs: estimateCosts([record.base, record.head], record.unit),
      minEffect: options.minEffect,
      confidence: options.confidence,
      deterministicBuild: base.report.deterministicBuild && head.report.deterministicBuild,
      executionsRun: base.report.counts.executions / base.report.counts.binaries,
    });
  }
  for (const version of [base, head]) {
    if (version?.report.deterministicBuild) {
      notes.push('identical build outputs on every rebuild: the build level is deterministic and was collapsed');
      break;
    }
  }
  return { record, base: base?.report ?? null, head: head?.report ?? null, change, recommended, notes };
}
