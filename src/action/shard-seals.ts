import { checkSeal, sealDigest, type RecordedJob } from '../github/results-seal.js';
import { MergeError } from '../sharding/merge-error.js';
import { parseShardResults, type MergeInput } from '../sharding/merge-results.js';
import { failedShardResults, parseShardArtifactName, readShardManifest } from '../sharding/shard-manifest.js';
import type { ActionJob } from './job-context.js';
import { recordedJobs } from './results-seals.js';

/** A shard's artifact as downloaded: its name and the bytes of its results.json. */
export interface DownloadedShard {
  name: string;
  bytes: Buffer;
}

/** The shards the merge may use, and the ones refused (their artifact replaced by a failure), with why. */
export interface SealedShards {
  inputs: MergeInput[];
  refused: Array<{ name: string; reason: string }>;
}

/**
 * The merge of shards is the only gate of a sharded run, so a shard counts only with its seal:
 * its results.json must be the one its job sealed (one seal of its artifact in this run), in a
 * job GitHub recorded as completed, and as a success unless the shard uploaded its own failure
 * (a failed build fails its job). A shard that is refused is replaced by a failed shard with the
 * reason: its benchmarks are reported as not measured, naming it, and the check fails. The bytes
 * of a refused artifact are never parsed. Nothing sealed at all is a MergeError.
 */
export async function sealedShards(job: ActionJob, shards: readonly DownloadedShard[]): Promise<SealedShards> {
  if (shards.length === 0) return { inputs: [], refused: [] };
  const jobs = await recordedJobs(job, Number(job.github.runId));
  const accepted: MergeInput[] = [];
  const refused: SealedShards['refused'] = [];
  for (const shard of shards) {
    const reason = 'unreadable' in jobs ? jobs.unreadable : sealReason(jobs, shard);
    if (reason === null) accepted.push(parseShardResults(shard.bytes.toString('utf8'), shard.name));
    else refused.push({ name: shard.name, reason });
  }
  if (refused.length === 0) return { inputs: accepted, refused };
  const shas = accepted.map((input) => readShardManifest(input.results.meta)?.shas).find((found) => found !== undefined);
  if (shas === undefined) {
    throw new MergeError(
      `no shard's results could be trusted, so there is nothing to merge: ${refused.map((r) => `${r.name}: ${r.reason}`).join('; ')}`,
      refused.map((r) => r.name),
    );
  }
  const replicas = job.inputs.replicas;
  const failed = refused.map(({ name, reason }): MergeInput => {
    const id = parseShardArtifactName(name);
    if (id === null) throw new MergeError(`${name} is not a shard artifact's name`, [name]);
    const { shard } = id;
    const replica = id.replica === undefined ? undefined : { index: id.replica, count: replicas };
    // No plan: the refused file's own plan is not read; the other shards' plans name its benchmarks.
    const plan = {
      count: shard.count,
      shards: Array.from({ length: shard.count }, () => []),
      loads: new Array<number>(shard.count).fill(0),
      costSource: 'count' as const,
    };
    const failure = `its results were refused: ${reason}`;
    return { source: name, results: failedShardResults({ shard, ...(replica ? { replica } : {}), plan, shas, meta: { tool: 'benchgate run' }, failure }) };
  });
  return { inputs: [...accepted, ...failed], refused };
}

/** Why a shard's artifact is not the one its job sealed, or null when it is. */
function sealReason(jobs: readonly RecordedJob[], shard: DownloadedShard): string | null {
  const digest = sealDigest(shard.bytes);
  const sealed = checkSeal(jobs, shard.name, digest, { needSuccess: false });
  if (!sealed.sealed) return sealed.reason;
  // Sealed: the file is the job's own, so its word on its own failure can be read.
  try {
    if (readShardManifest(parseShardResults(shard.bytes.toString('utf8'), shard.name).results.meta)?.failure !== undefined) return null;
  } catch {
    return null; // the merge reports the malformed file as it always has
  }
  const succeeded = checkSeal(jobs, shard.name, digest, { needSuccess: true });
  return succeeded.sealed ? null : succeeded.reason;
}
