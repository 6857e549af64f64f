/**
 * A workflow run's jobs as GitHub recorded them, with their check runs' annotations, read for
 * the seals of results artifacts (results-seal.ts): `GET /repos/{o}/{r}/actions/runs/{run_id}/jobs`
 * (the latest attempt's jobs; `actions: read`) and, per job, `GET /repos/{o}/{r}/check-runs/{id}/annotations`
 * (`checks: read`; a job's check run is the one its `check_run_url` names).
 */
import { toGitHubApiError } from './api-error.js';
import type { GitHubClient } from './octokit.js';
import type { JobAnnotation, RecordedJob } from './results-seal.js';

/** A run with more jobs than this is not read whole: its seals are refused. */
const MAX_JOBS = 500;

interface JobJson {
  id: number;
  name?: string | null;
  status?: string | null;
  conclusion?: string | null;
  check_run_url?: string | null;
}

interface AnnotationJson {
  annotation_level?: string | null;
  title?: string | null;
  message?: string | null;
}

/** The check run of a job: the id its `check_run_url` ends with (on GitHub, the job's own id). */
function checkRunId(job: JobJson): number {
  const match = /\/check-runs\/(\d+)$/.exec(job.check_run_url ?? '');
  return match === null ? job.id : Number(match[1]);
}

/** The jobs of run `runId` (its latest attempt), each with its annotations. @throws GitHubApiError */
export async function readRunJobs(octokit: GitHubClient, where: { owner: string; repo: string; runId: number }): Promise<RecordedJob[]> {
  const { owner, repo, runId } = where;
  let jobs: JobJson[];
  try {
    jobs = await octokit.paginate(octokit.rest.actions.listJobsForWorkflowRun, { owner, repo, run_id: runId, filter: 'latest', per_page: 100 });
  } catch (error) {
    throw toGitHubApiError(error, `list the jobs of workflow run ${runId} in ${owner}/${repo}`);
  }
  if (jobs.length > MAX_JOBS) throw new Error(`workflow run ${runId} has ${jobs.length} jobs, more than the ${MAX_JOBS} benchgate reads`);
  const recorded: RecordedJob[] = [];
  for (const job of jobs) {
    const id = checkRunId(job);
    let annotations: AnnotationJson[];
    try {
      annotations = await octokit.paginate(octokit.rest.checks.listAnnotations, { owner, repo, check_run_id: id, per_page: 100 });
    } catch (error) {
      throw toGitHubApiError(error, `list the annotations of check run ${id} (job ${job.id}) in ${owner}/${repo}`);
    }
    recorded.push({
      id: job.id,
      name: job.name ?? String(job.id),
      status: job.status ?? 'unknown',
      conclusion: job.conclusion ?? null,
      annotations: annotations.map((a): JobAnnotation => ({ level: a.annotation_level ?? '', title: a.title ?? '', message: a.message ?? '' })),
    });
  }
  return recorded;
}
