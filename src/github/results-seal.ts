/**
 * The seal of a results artifact. The job that writes results.json prints its SHA-256 as a
 * workflow command, `::notice title=benchgate results seal::<artifact> sha256:<hex>`, before the
 * file exists on disk; the runner turns the command into an annotation of the job's check run,
 * which GitHub keeps beside the job's conclusion. A later job (the merge of shards, a label's
 * re-gate) reads both through the REST API (run-seals.ts) and trusts an artifact's results.json
 * only when its digest is the one its job published, in exactly one annotation, in a job that
 * completed. A process the benchmark left behind can rewrite the file before the upload, and it
 * can print workflow commands of its own; it cannot take back an annotation the runner already
 * made, nor change what GitHub recorded as the job's conclusion. More than one seal of one
 * artifact in a run means something besides benchgate printed one: refused, never chosen from.
 */
import { createHash } from 'node:crypto';

/** The annotation's title: what `core.notice(message, { title })` sets. */
export const SEAL_TITLE = 'benchgate results seal';

const SEAL_MESSAGE = /^(\S{1,200}) (sha256:[0-9a-f]{64})$/;

/** `sha256:<hex>` of a file's bytes. */
export const sealDigest = (content: string | Uint8Array): string => `sha256:${createHash('sha256').update(content).digest('hex')}`;

/** The annotation's message: the artifact's name and the digest of its results.json. */
export const sealMessage = (artifact: string, digest: string): string => `${artifact} ${digest}`;

/** One annotation of a job's check run, as GitHub lists it. */
export interface JobAnnotation {
  level: string;
  title: string;
  message: string;
}

/** A job of a workflow run, as GitHub recorded it, with its check run's annotations. */
export interface RecordedJob {
  id: number;
  name: string;
  /** `queued`, `in_progress`, `completed`, … */
  status: string;
  /** `success`, `failure`, `cancelled`, `skipped`, …; null until the job completes. */
  conclusion: string | null;
  annotations: JobAnnotation[];
}

/** The seal holds (`job`: the job that published it), or why it does not. */
export type SealCheck = { sealed: true; job: string } | { sealed: false; reason: string };

/**
 * Whether `artifact`'s results.json (`digest`) is the one a job of the run published, in a job
 * GitHub recorded as completed and, with `needSuccess`, as a success. Refused: no seal for the
 * artifact; more than one, or a malformed annotation under the seal's title (something besides
 * benchgate printed it); another digest; a job not completed or, with `needSuccess`, not successful.
 */
export function checkSeal(jobs: readonly RecordedJob[], artifact: string, digest: string, options: { needSuccess: boolean }): SealCheck {
  const claims: Array<{ job: RecordedJob; digest: string }> = [];
  for (const job of jobs) {
    for (const annotation of job.annotations) {
      if (annotation.title !== SEAL_TITLE) continue;
      const match = SEAL_MESSAGE.exec(annotation.message);
      if (match === null) {
        return { sealed: false, reason: `job "${job.name}" has a malformed "${SEAL_TITLE}" annotation, which benchgate never writes` };
      }
      if (match[1] === artifact) claims.push({ job, digest: match[2] });
    }
  }
  if (claims.length === 0) return { sealed: false, reason: `no job of the run published a seal of ${artifact}` };
  if (claims.length > 1) {
    const where = claims.map((claim) => `"${claim.job.name}"`).join(', ');
    return {
      sealed: false,
      reason: `the run has ${claims.length} seals of ${artifact} (jobs ${where}), where benchgate publishes one: something else printed one`,
    };
  }
  const [{ job, digest: published }] = claims;
  if (published !== digest) {
    return {
      sealed: false,
      reason: `its results.json (${short(digest)}) is not the file job "${job.name}" measured and sealed (${short(published)}): it was changed after benchgate wrote it`,
    };
  }
  if (job.status !== 'completed') return { sealed: false, reason: `job "${job.name}" that sealed it has not completed (${job.status})` };
  if (options.needSuccess && job.conclusion !== 'success') {
    return { sealed: false, reason: `GitHub recorded job "${job.name}" that sealed it as ${job.conclusion ?? 'without a conclusion'}` };
  }
  return { sealed: true, job: job.name };
}

const short = (digest: string) => `${digest.slice(0, 19)}…`;
