import type { VersionSide } from '../results/results-format.js';
import { isCompleteAnalysis, type AnalysisMeta, type PartialAnalysisMeta } from '../results/analysis-record.js';
import { DEFAULT_ANALYSIS_OPTIONS } from '../config/analysis-options.js';
import { describeRunner } from '../history/history-entry.js';
import { fingerprintSettings } from './settings-fingerprint.js';
import { isRecord } from '../util/is-record.js';
import { listNames } from '../analysis/missing-shards.js';
import { measuring, type Coverage, type Layout, type Part } from './merge-parts.js';
import type { ProofMeta } from '../results/results-meta.js';
import { OUTPUT_NOTES_LIMIT, uniqueOutputNotes } from '../results/output-notes.js';

/** The merged results file's `meta`: the parts' shared settings and analysis record, their runners, times, failures, and what the merge did. */
function combinedRunner(parts: readonly Part[]): unknown {
  const runners = parts.map((p) => p.results.meta?.runner).filter((r) => r !== undefined);
  if (runners.length === 0) return undefined;
  const distinct = [...new Set(runners.map((r) => describeRunner(r)))];
  if (distinct.length === 1 && runners.every((r) => JSON.stringify(r) === JSON.stringify(runners[0]))) {
    return parts.length > 1 && isRecord(runners[0]) ? { ...runners[0], name: `${parts.length} runners` } : runners[0];
  }
  return `${parts.length} runners: ${distinct.join('; ')}`;
}

function sum(parts: readonly Part[], pick: (meta: Record<string, unknown>) => unknown): number | undefined {
  const values = parts.map((p) => pick(p.results.meta ?? {})).filter((v): v is number => typeof v === 'number');
  return values.length === 0 ? undefined : values.reduce((a, b) => a + b, 0);
}

export function mergedMeta(
  parts: readonly Part[],
  layout: Layout | null,
  commits: Partial<Record<VersionSide, string>>,
  cover: Coverage | null,
  warnings: string[],
  proofs: { proof?: ProofMeta; refused: ReadonlyMap<Part, string> } = { refused: new Map() },
): Record<string, unknown> {
  const settingsSource = parts.find(measuring) ?? parts[0];
  const metas = parts.map((p) => p.results.meta ?? {});
  const refs = metas.find((m) => isRecord(m.refs))?.refs;
  const starts = metas
    .map((m) => m.startedAt)
    .filter((s): s is string => typeof s === 'string')
    .sort();
  const totals = metas.map((m) => m.totalSeconds).filter((s): s is number => typeof s === 'number');
  const failed = {
    base: sum(parts, (m) => (m.failedExecutions as Record<string, unknown> | undefined)?.base),
    head: sum(parts, (m) => (m.failedExecutions as Record<string, unknown> | undefined)?.head),
  };
  const failures = parts.flatMap((p) => (p.results.meta?.failures ?? []).map((f) => ({ ...f, from: p.label })));
  const runner = combinedRunner(parts);
  const analysis = sharedAnalysis(parts.filter(measuring));
  // Each shard's notes about its executions' output, each different one once.
  const outputNotes = uniqueOutputNotes(parts.flatMap((p) => p.results.meta?.outputNotes ?? [])).slice(0, OUTPUT_NOTES_LIMIT);
  // What each shard's benchmarks left running and its job ended.
  const endedProcesses = parts.flatMap((p) => p.results.meta?.endedProcesses ?? []);
  return {
    tool: 'benchgate merge',
    ...(refs ? { refs } : {}),
    ...(commits.base && commits.head ? { shas: commits } : {}),
    ...fingerprintSettings(settingsSource.results.meta),
    ...(runner === undefined ? {} : { runner }),
    ...(analysis === undefined ? {} : { analysis }),
    ...(starts.length > 0 ? { startedAt: starts[0] } : {}),
    // The slowest part: the wall time of a matrix whose jobs ran side by side.
    ...(totals.length > 0 ? { totalSeconds: Math.max(...totals) } : {}),
    ...(failed.base !== undefined || failed.head !== undefined ? { failedExecutions: { base: failed.base ?? 0, head: failed.head ?? 0 } } : {}),
    ...(failures.length > 0 ? { failures } : {}),
    ...(outputNotes.length > 0 ? { outputNotes } : {}),
    ...(endedProcesses.length > 0 ? { endedProcesses } : {}),
    merge: {
      shards: layout?.count ?? null,
      replicas: layout?.replicas ?? null,
      inputs: parts.map((p) => ({
        source: p.source,
        ...(p.manifest ? { shard: `${p.manifest.index}/${p.manifest.count}`, assigned: p.manifest.assigned.length } : {}),
        ...(p.manifest?.replica !== undefined ? { replica: p.manifest.replica } : {}),
        ...(p.manifest?.failure !== undefined ? { failure: p.manifest.failure } : lostFailure(p, proofs.refused, cover)),
        runner: p.runner,
        benchmarks: p.results.benchmarks.length,
        ...pickMeta(p.results.meta, ['seed', 'totalSeconds', 'stoppedEarly', 'failureShareExceeded']),
        ...(p.results.meta?.runner !== undefined ? { machine: describeRunner(p.results.meta.runner) } : {}),
      })),
      missing: cover?.missing ?? [],
      ...(cover ? { plansAgree: cover.plansAgree } : {}),
      warnings,
    },
    ...(cover && cover.notMeasured.length > 0 ? { notMeasured: cover.notMeasured } : {}),
    ...(proofs.proof === undefined ? {} : { proof: proofs.proof }),
  };
}

/**
 * A shard that ran but delivered neither values nor a proof for some of its assigned benchmarks
 * counts as a failed shard (the check fails unless `allow-missing-shards` accepts partial
 * results), as the same data unsharded fails on a benchmark no execution reported: whatever the
 * reason (its proof was refused, no process printed the benchmark), it did not measure what it
 * was given. One that measured or proved all of them lost nothing.
 */
function lostFailure(part: Part, refused: ReadonlyMap<Part, string>, cover: Coverage | null): { failure?: string } {
  if (part.manifest === null) return {};
  const lost = new Set(cover?.notMeasured.map((entry) => entry.name));
  const { assigned } = part.manifest;
  const missing = assigned.filter((name) => lost.has(name));
  if (missing.length === 0) return {};
  const why = refused.get(part);
  if (why !== undefined) return { failure: `its proof of no change was refused: ${why}` };
  const which =
    missing.length === 1 && assigned.length === 1 ? 'its one assigned benchmark' : `${missing.length} of its ${assigned.length} assigned benchmarks`;
  return { failure: `no execution of base or head reported ${which} (${listNames(missing)})` };
}

/**
 * The analysis settings the parts' runs reported with (`meta.analysis`), so that the merged
 * analysis and any re-gate of the merged file use them. `checkSettings` has already refused parts
 * whose records differ (the seed aside: each shard draws its own for its run order), so the first
 * part's record stands for all. The merge's seed: the parts' when they all have one, else the
 * default (1).
 */
function sharedAnalysis(parts: readonly Part[]): AnalysisMeta | PartialAnalysisMeta | undefined {
  const first = parts[0]?.results.meta?.analysis;
  if (first === undefined) return undefined;
  if (!isCompleteAnalysis(first)) return { ...first };
  const seeds = new Set(parts.map((p) => p.results.meta?.analysis).map((a) => (a !== undefined && isCompleteAnalysis(a) ? a.seed : undefined)));
  return { ...first, seed: seeds.size === 1 ? first.seed : DEFAULT_ANALYSIS_OPTIONS.seed };
}

function pickMeta(meta: Record<string, unknown> | undefined, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.flatMap((key) => (meta?.[key] === undefined ? [] : [[key, meta[key]]])));
}
