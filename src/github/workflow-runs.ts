/**
 * Workflow runs as GitHub's REST API reports them, read to tie a label run to the runs of its own
 * workflow file: a run's `name` is whatever its workflow file says, and a pull request can add a
 * workflow file with any name, so a run is "this workflow's" only by its `workflow_id`.
 */
import { toGitHubApiError } from './api-error.js';
import type { GitHubClient } from './octokit.js';

/** The fields of a workflow run that decide whether it is one of this workflow's, for which commit, and when. */
export interface WorkflowRunInfo {
  id: number;
  name: string;
  /** The workflow file, as GitHub reports it (e.g. `.github/workflows/benchgate.yml`). */
  path: string;
  /** One per workflow file of the repository. */
  workflowId: number;
  event: string;
  /** On `pull_request`: the pull request's head commit. */
  headSha: string;
  headBranch: string | null;
  /** The repository the head branch lives in (a fork's for a fork's pull request). */
  headRepositoryId?: number;
  /** When GitHub created the run: when its event happened (a push, a label), not when it started. */
  createdAt: string;
}

interface RunJson {
  id: number;
  name?: string | null;
  path: string;
  workflow_id: number;
  event: string;
  head_sha: string;
  head_branch: string | null;
  head_repository?: { id?: number } | null;
  created_at: string;
}

function runInfo(run: RunJson): WorkflowRunInfo {
  return {
    id: run.id,
    name: run.name ?? '',
    path: run.path,
    workflowId: run.workflow_id,
    event: run.event,
    headSha: run.head_sha,
    headBranch: run.head_branch,
    ...(typeof run.head_repository?.id === 'number' ? { headRepositoryId: run.head_repository.id } : {}),
    createdAt: run.created_at,
  };
}

/** One run, by id (this run's own: GITHUB_RUN_ID). @throws GitHubApiError */
export async function getWorkflowRun(octokit: GitHubClient, where: { owner: string; repo: string; runId: number }): Promise<WorkflowRunInfo> {
  try {
    const response = await octokit.rest.actions.getWorkflowRun({ owner: where.owner, repo: where.repo, run_id: where.runId });
    return runInfo(response.data);
  } catch (error) {
    throw toGitHubApiError(error, `read workflow run ${where.runId} of ${where.owner}/${where.repo}`);
  }
}

export interface WorkflowRunsQuery {
  owner: string;
  repo: string;
  /** The workflow whose runs are listed. */
  workflowId: number;
  event: string;
  headSha?: string;
  /** The runs' head branch. */
  branch?: string;
  /** Only completed runs (any conclusion). */
  status?: 'completed';
}

/**
 * The runs of one workflow, newest first, page by page (100 a page) until `enough` says so or
 * `maxPages` pages were read. Only runs whose `workflow_id` and `event` are the ones asked for
 * are kept (the server filters; this does not rely on it). `complete` is false when more pages
 * were left unread. @throws GitHubApiError
 */
export async function listWorkflowRuns(
  octokit: GitHubClient,
  query: WorkflowRunsQuery,
  options: { maxPages: number; enough?: (runs: readonly WorkflowRunInfo[]) => boolean },
): Promise<{ runs: WorkflowRunInfo[]; complete: boolean }> {
  const runs: WorkflowRunInfo[] = [];
  let pages = 0;
  try {
    for await (const page of octokit.paginate.iterator(octokit.rest.actions.listWorkflowRuns, {
      owner: query.owner,
      repo: query.repo,
      workflow_id: query.workflowId,
      event: query.event,
      per_page: 100,
      ...(query.headSha === undefined ? {} : { head_sha: query.headSha }),
      ...(query.branch === undefined ? {} : { branch: query.branch }),
      ...(query.status === undefined ? {} : { status: query.status }),
    })) {
      pages += 1;
      for (const run of page.data) {
        if (run.workflow_id === query.workflowId && run.event === query.event) runs.push(runInfo(run));
      }
      const more = /\brel="next"/.test(page.headers.link ?? '');
      if (!more) return { runs, complete: true };
      if (options.enough?.(runs) || pages >= options.maxPages) return { runs, complete: false };
    }
  } catch (error) {
    throw toGitHubApiError(error, `list the runs of workflow ${query.workflowId} in ${query.owner}/${query.repo}`);
  }
  return { runs, complete: true };
}

/** Newest first: by creation time, then by id (a later run has a higher id). */
export const newestFirst = (runs: readonly WorkflowRunInfo[]): WorkflowRunInfo[] =>
  [...runs].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);

/**
 * When `headSha` became the head of the branch these runs are for, as far as the runs can tell:
 * the creation time of the oldest run of the newest unbroken stretch of runs for that commit
 * (a push creates a run, and a run for any other commit ends the stretch). Undefined when no
 * run is for that commit. GitHub's own timestamps, unlike the commit dates the timeline shows,
 * which whoever made the commit chose.
 */
export function headSinceFromRuns(runs: readonly WorkflowRunInfo[], headSha: string): string | undefined {
  let since: string | undefined;
  for (const run of newestFirst(runs)) {
    if (run.headSha !== headSha) break;
    since = run.createdAt;
  }
  return since;
}

/** How many pages of a branch's runs are read to find where the head's stretch of runs begins. */
const HEAD_RUN_PAGES = 5;

/**
 * When `headSha` became the head of this run's pull request, dated by this workflow's runs for
 * the same head branch and head repository (`headSinceFromRuns`): GitHub creates a run for every
 * push, at the time of the push. `runId` is this run (GITHUB_RUN_ID), which names the workflow,
 * the event and the branch. Any doubt (this run is for another commit, no run for the commit,
 * too many runs to read, an API error) is `unknown`, with the reason.
 */
export async function headPushedAt(
  octokit: GitHubClient,
  where: { owner: string; repo: string; runId: number; headSha: string },
): Promise<{ at: string } | { unknown: string }> {
  const { owner, repo, headSha } = where;
  try {
    const own = await getWorkflowRun(octokit, { owner, repo, runId: where.runId });
    if (own.headSha !== headSha) return { unknown: `this run (${own.id}) is for ${own.headSha}, not ${headSha}` };
    if (own.headBranch === null || own.headRepositoryId === undefined) return { unknown: `this run (${own.id}) names no head branch and repository` };
    const sameHead = (run: WorkflowRunInfo) => run.headRepositoryId === own.headRepositoryId && run.headBranch === own.headBranch;
    const { runs, complete } = await listWorkflowRuns(
      octokit,
      { owner, repo, workflowId: own.workflowId, event: own.event, branch: own.headBranch },
      { maxPages: HEAD_RUN_PAGES, enough: (read) => read.some((run) => sameHead(run) && run.headSha !== headSha) },
    );
    const branchRuns = runs.filter(sameHead);
    if (!complete && !branchRuns.some((run) => run.headSha !== headSha)) {
      return { unknown: `more than ${HEAD_RUN_PAGES * 100} runs of ${own.path} for ${headSha}, too many to read` };
    }
    const at = headSinceFromRuns(branchRuns, headSha);
    return at === undefined ? { unknown: `no run of ${own.path} for ${headSha} was found` } : { at };
  } catch (error) {
    return { unknown: error instanceof Error ? error.message : String(error) };
  }
}
