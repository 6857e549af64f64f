import type { ResultsFile, VersionSide } from '../results/results-format.js';
import { describe } from '../results/json-checks.js';
import { ResultsFormatError } from '../results/validate-results.js';
import type { ShardPlan } from './assign-shards.js';
import type { ShardId } from './parse-shard.js';
import { settingsFingerprint } from './settings-fingerprint.js';
import { isRecord } from '../util/is-record.js';
import type { ShardMeta } from '../results/results-meta.js';

/** A replica of a shard: r of R (1-based). */
export interface ReplicaId {
  index: number;
  count: number;
}

export const SHARD_ARTIFACT_PREFIX = 'benchgate-shard-';

/**
 * The artifact a shard uploads its results under: `benchgate-shard-<i>-of-<N>`, and with
 * replicas `benchgate-shard-<i>-of-<N>-replica-<r>`. Names are unique within a workflow run,
 * so every job of the matrix gets its own.
 */
export function shardArtifactName(shard: ShardId, replica?: ReplicaId): string {
  const base = `${SHARD_ARTIFACT_PREFIX}${shard.index}-of-${shard.count}`;
  return replica && replica.count > 1 ? `${base}-replica-${replica.index}` : base;
}

const ARTIFACT_NAME = /^benchgate-shard-(\d+)-of-(\d+)(?:-replica-(\d+))?$/;

/** The shard (and replica) an artifact name stands for, or null for any other name. */
export function parseShardArtifactName(name: string): { shard: ShardId; replica?: number } | null {
  const match = ARTIFACT_NAME.exec(name);
  if (!match) return null;
  const shard = { index: Number(match[1]), count: Number(match[2]) };
  if (shard.index < 1 || shard.index > shard.count) return null;
  return match[3] === undefined ? { shard } : { shard, replica: Number(match[3]) };
}

/** Every artifact name a complete run of N shards × R replicas uploads, in order. */
export function expectedArtifactNames(count: number, replicas = 1): string[] {
  return Array.from({ length: count }, (_, i) =>
    replicas > 1
      ? Array.from({ length: replicas }, (_, r) => shardArtifactName({ index: i + 1, count }, { index: r + 1, count: replicas }))
      : [shardArtifactName({ index: i + 1, count })],
  ).flat();
}

export interface ShardManifestInput {
  shard: ShardId;
  replica?: ReplicaId;
  plan: ShardPlan;
  shas: Record<VersionSide, string>;
  /** The results' `meta` as the runner wrote it (the settings are fingerprinted from it). */
  meta: Record<string, unknown> | undefined;
  failure?: string;
}

export function createShardManifest(input: ShardManifestInput): ShardMeta {
  if (input.plan.count !== input.shard.count) {
    throw new RangeError(`createShardManifest: a plan for ${input.plan.count} shards cannot serve shard ${input.shard.index}/${input.shard.count}`);
  }
  return {
    index: input.shard.index,
    count: input.shard.count,
    ...(input.replica && input.replica.count > 1 ? { replica: input.replica.index, replicas: input.replica.count } : {}),
    assigned: input.plan.shards[input.shard.index - 1].slice(),
    plan: input.plan.shards.map((names) => names.slice()),
    costSource: input.plan.costSource,
    shas: { base: input.shas.base, head: input.shas.head },
    settings: settingsFingerprint(input.meta),
    ...(input.failure === undefined ? {} : { failure: input.failure }),
  };
}

/** The results with the manifest in `meta.shard` (a new object; the input is not changed). */
export function withShardManifest(results: ResultsFile, manifest: ShardMeta): ResultsFile {
  return { ...results, meta: { ...(results.meta ?? {}), shard: manifest } };
}

/**
 * What a shard uploads when it could not measure at all (a build failed before any execution):
 * no benchmarks, its settings, and the manifest with the failure. The merge then reports the
 * shard's benchmarks as not measured with that reason, instead of as missing.
 */
export function failedShardResults(input: ShardManifestInput & { failure: string }): ResultsFile {
  return withShardManifest({ version: 1, benchmarks: [], meta: { ...(input.meta ?? {}) } }, createShardManifest(input));
}

function wholeNumber(value: unknown, path: string, min: number): number {
  if (!Number.isInteger(value) || (value as number) < min) throw new ResultsFormatError(path, `expected a whole number ≥ ${min}, got ${describe(value)}`);
  return value as number;
}

function names(value: unknown, path: string): string[] {
  if (!Array.isArray(value) || value.some((name) => typeof name !== 'string')) throw new ResultsFormatError(path, 'expected a list of benchmark names');
  return value as string[];
}

/**
 * The manifest in `meta.shard`, checked; null when the results carry none (a file from an
 * unsharded run). Throws ResultsFormatError naming the path of the first problem.
 */
export function readShardManifest(meta: Record<string, unknown> | undefined): ShardMeta | null {
  const value = meta?.shard;
  if (value === undefined) return null;
  if (!isRecord(value)) throw new ResultsFormatError('meta.shard', 'expected an object');
  const count = wholeNumber(value.count, 'meta.shard.count', 1);
  const index = wholeNumber(value.index, 'meta.shard.index', 1);
  if (index > count) throw new ResultsFormatError('meta.shard.index', `shard ${index} of ${count} does not exist`);
  let replica: { replica?: number; replicas?: number } = {};
  if (value.replica !== undefined || value.replicas !== undefined) {
    const replicas = wholeNumber(value.replicas, 'meta.shard.replicas', 1);
    const r = wholeNumber(value.replica, 'meta.shard.replica', 1);
    if (r > replicas) throw new ResultsFormatError('meta.shard.replica', `replica ${r} of ${replicas} does not exist`);
    replica = { replica: r, replicas };
  }
  if (!Array.isArray(value.plan) || value.plan.length !== count)
    throw new ResultsFormatError('meta.shard.plan', `expected ${count} lists of benchmark names, one per shard`);
  const plan = value.plan.map((shard, i) => names(shard, `meta.shard.plan[${i}]`));
  const assigned = names(value.assigned, 'meta.shard.assigned');
  if (JSON.stringify(assigned) !== JSON.stringify(plan[index - 1]))
    throw new ResultsFormatError('meta.shard.assigned', `differs from plan[${index - 1}], this shard's part of the plan`);
  const shas = value.shas;
  if (!isRecord(shas) || typeof shas.base !== 'string' || typeof shas.head !== 'string')
    throw new ResultsFormatError('meta.shard.shas', 'expected { base, head } commit SHAs');
  if (typeof value.settings !== 'string') throw new ResultsFormatError('meta.shard.settings', 'expected the settings fingerprint');
  const costSource = value.costSource === 'measured' || value.costSource === 'mixed' ? value.costSource : 'count';
  if (value.failure !== undefined && typeof value.failure !== 'string') throw new ResultsFormatError('meta.shard.failure', 'expected a string');
  return {
    index,
    count,
    ...replica,
    assigned,
    plan,
    costSource,
    shas: { base: shas.base, head: shas.head },
    settings: value.settings,
    ...(typeof value.failure === 'string' ? { failure: value.failure } : {}),
  };
}
