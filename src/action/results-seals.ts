import { checkSeal, sealDigest, sealMessage, SEAL_TITLE, type RecordedJob, type SealCheck } from '../github/results-seal.js';
import { readRunJobs } from '../github/run-seals.js';
import type { WorkflowRunInfo } from '../github/workflow-runs.js';
import type { ActionPort } from './action-port.js';
import type { LastRunArtifacts } from './action-services.js';
import type { ActionJob } from './job-context.js';

/**
 * Seals of results artifacts (github/results-seal.ts), as the action publishes and checks them:
 * every job that uploads a results.json prints its digest first; the merge of shards and a
 * label's re-gate trust an artifact only as far as the seal its job published and the job's
 * conclusion, both as GitHub recorded them (docs/security.md, "What a sharded gate can and cannot trust").
 */

/** Prints the seal of `artifact`'s results.json (`content`); called before the file is written where the measured code could reach it. */
export function publishSeal(port: ActionPort, artifact: string, content: string): void {
  port.notice(sealMessage(artifact, sealDigest(content)), SEAL_TITLE);
}

/** The jobs of workflow run `runId` as GitHub recorded them, or why they could not be read. */
export async function recordedJobs(job: ActionJob, runId: number): Promise<RecordedJob[] | { unreadable: string }> {
  const { inputs, github } = job;
  try {
    return await readRunJobs(job.services.github(inputs.token, github.apiUrl), { owner: github.owner, repo: github.repo, runId });
  } catch (error) {
    return {
      unreadable:
        `the jobs of workflow run ${runId} and their annotations could not be read from GitHub (${error instanceof Error ? error.message : String(error)}); ` +
        'the job needs `permissions: actions: read` and `checks: read`',
    };
  }
}

/**
 * Whether the last run's results.json (`digest`) is the one its measuring job sealed, in a job
 * GitHub recorded as a success: the run whose artifact was read, or with `artifact-dir` the
 * newest of this workflow's completed runs for the head that published a seal of `artifact`.
 * Anything that cannot be read refuses.
 */
export async function lastRunSeal(job: ActionJob, last: LastRunArtifacts, artifact: string, digest: string): Promise<SealCheck> {
  const served = last.servedBy();
  let runs: WorkflowRunInfo[];
  try {
    runs = served === undefined ? await last.candidates() : [served];
  } catch (error) {
    return { sealed: false, reason: `the runs of this workflow could not be read from GitHub (${error instanceof Error ? error.message : String(error)})` };
  }
  for (const run of runs) {
    const jobs = await recordedJobs(job, run.id);
    if ('unreadable' in jobs) return { sealed: false, reason: jobs.unreadable };
    const seals = jobs.some((j) => j.annotations.some((a) => a.title === SEAL_TITLE));
    if (served === undefined && !seals) continue;
    const check = checkSeal(jobs, artifact, digest, { needSuccess: true });
    return check.sealed ? { sealed: true, job: `${check.job} (run ${run.id})` } : { sealed: false, reason: `run ${run.id}: ${check.reason}` };
  }
  return { sealed: false, reason: `none of the runs ${runs.map((run) => run.id).join(', ')} published a seal of ${artifact}` };
}
