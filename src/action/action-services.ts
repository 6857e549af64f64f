import { git } from '../git/run-git.js';
import { GitHubArtifactStore } from '../github/artifact-store.js';
import { LocalArtifactStore } from '../github/local-artifact-store.js';
import { ApiDeadline } from '../github/api-deadline.js';
import { createOctokit, type GitHubClient } from '../github/octokit.js';
import { getWorkflowRun, listWorkflowRuns, newestFirst, type WorkflowRunInfo } from '../github/workflow-runs.js';
import type { ArtifactStore } from '../ports/artifact-store.js';
import type { HistoryBackend } from '../ports/history-backend.js';
import type { PullRequestStore } from '../ports/pull-request-store.js';
import type { ActionInputs } from './action-inputs.js';
import type { ActionPort } from './action-port.js';
import type { EventPayload, GitHubEnv } from './github-env.js';
import { historyBackendFor, pullRequestStoreFor } from './history-steps.js';
import { FirstRunWithArtifact } from './first-run-with-artifact.js';

/** Runs git in `cwd` and returns its trimmed stdout (`raw`: untrimmed); throws with git's stderr on failure. */
export type GitRunner = (cwd: string, args: readonly string[], options?: { raw?: boolean }) => Promise<string>;

/** What a history backend is made for: a trend run writes `branches.write`, a pull request reads `branches.read`. */
export interface HistoryRequest {
  inputs: ActionInputs;
  github: GitHubEnv;
  branches: { write: string; read: string };
}

/**
 * The action's connections to the outside, made by factories so that every mode runs in-process
 * in the tests against a local API server, a local history and artifact directory and real git.
 * `realServices` (the entry file) makes the ones a runner uses.
 */
export interface ActionServices {
  /** The REST client for a token and GITHUB_API_URL. */
  github(token: string, apiUrl: string): GitHubClient;
  /** The history backend the inputs ask for, or null (`history: none`). */
  history(request: HistoryRequest): HistoryBackend | null;
  /** The pull-request store beside that history (`branch`: the pull requests' base branch), or null (`history: none`). */
  pullRequests(request: { inputs: ActionInputs; github: GitHubEnv; branch: string }): PullRequestStore | null;
  /** Where this run's artifacts go; in `mode: comment`, where the measuring run's come from. */
  artifacts(inputs: ActionInputs, github: GitHubEnv, payload: EventPayload): ArtifactStore;
  /** The results artifacts of this workflow file's last completed run for a pull request head (a label's re-gate). */
  lastRunArtifacts(request: LastRunRequest): Promise<LastRunArtifacts>;
  /** The one git wrapper (hooks and signing off, git's stderr kept). */
  git: GitRunner;
}

export interface LastRunRequest {
  inputs: ActionInputs;
  github: GitHubEnv;
  headSha: string;
}

/** Where a label's re-gate reads the last run's artifact from, and which run that was. */
export interface LastRunArtifacts {
  store: ArtifactStore;
  /**
   * The runs the artifact may come from, newest first; `servedBy()`: the one the last download
   * read, undefined with `artifact-dir` (a local directory knows no runs: the runs are read from
   * GitHub only when asked, `candidates()`).
   */
  servedBy(): WorkflowRunInfo | undefined;
  candidates(): Promise<WorkflowRunInfo[]>;
}

/** No earlier run of this workflow file measured the head commit. */
export class NoLastRunError extends Error {
  constructor(headSha: string, workflow: string) {
    super(`no completed run of ${workflow} measured ${headSha} yet, so there are no results to gate again: push again or re-run the workflow`);
    this.name = 'NoLastRunError';
  }
}

/** How many of the newest completed runs a label run looks through for the results artifact. */
const LAST_RUNS_TRIED = 5;

/**
 * The last completed runs of this workflow file for `headSha` (not this run), newest first, at
 * most LAST_RUNS_TRIED. "This workflow file" is this run's `workflow_id`, read from GitHub by
 * GITHUB_RUN_ID, never the workflow's name: a pull request can add a workflow file with any name,
 * and a run of it would upload whatever results it likes. Only runs of this run's event
 * (`pull_request`) for this head commit count.
 */
export async function lastCompletedRuns(octokit: GitHubClient, request: LastRunRequest): Promise<WorkflowRunInfo[]> {
  const { github, headSha } = request;
  const own = await getWorkflowRun(octokit, { owner: github.owner, repo: github.repo, runId: Number(github.runId) });
  const { runs: listed } = await listWorkflowRuns(
    octokit,
    { owner: github.owner, repo: github.repo, workflowId: own.workflowId, event: github.eventName, headSha, status: 'completed' },
    { maxPages: 1 },
  );
  const runs = newestFirst(listed)
    .filter((run) => run.workflowId === own.workflowId && run.event === github.eventName && run.headSha === headSha && run.id !== own.id)
    .slice(0, LAST_RUNS_TRIED);
  if (runs.length === 0) throw new NoLastRunError(headSha, `the workflow file ${own.path} on ${github.eventName}`);
  return runs;
}

/**
 * The last completed run of this workflow file for `headSha` that has the results artifact,
 * trying the newest few in turn (`FirstRunWithArtifact`); its artifacts are read as `mode:
 * comment` reads another run's. With `artifact-dir`, that directory (the local store keeps every
 * run's artifacts).
 */
async function lastRunArtifactStore(octokit: GitHubClient, request: LastRunRequest): Promise<LastRunArtifacts> {
  const { inputs, github, headSha } = request;
  if (inputs.artifactDir) {
    return { store: new LocalArtifactStore(inputs.artifactDir), servedBy: () => undefined, candidates: () => lastCompletedRuns(octokit, request) };
  }
  const runs = await lastCompletedRuns(octokit, request);
  const store = new FirstRunWithArtifact(
    runs.map((run) => new GitHubArtifactStore({ fromRun: { token: inputs.token, workflowRunId: run.id, owner: github.owner, repo: github.repo } })),
    `the last ${runs.length} completed run${runs.length === 1 ? '' : 's'} of the workflow file ${runs[0].path} on ${github.eventName} for ${headSha}`,
  );
  return { store, servedBy: () => (store.served === undefined ? undefined : runs[store.served]), candidates: () => Promise.resolve(runs) };
}

/** The artifact store the inputs and event ask for: `artifact-dir`, another run's artifacts (`mode: comment`), or this run's. */
export function artifactStoreFor(inputs: ActionInputs, github: GitHubEnv, payload: EventPayload): ArtifactStore {
  if (inputs.artifactDir) return new LocalArtifactStore(inputs.artifactDir);
  const runId = payload.workflow_run?.id;
  if (inputs.mode === 'comment' && typeof runId === 'number') {
    return new GitHubArtifactStore({ fromRun: { token: inputs.token, workflowRunId: runId, owner: github.owner, repo: github.repo } });
  }
  return new GitHubArtifactStore();
}

/**
 * The services a GitHub runner uses. Every GitHub client of the run shares `deadline`, the run's
 * time with the API (api-deadline.ts): past it, what is left to ask is skipped with a warning.
 */
export function realServices(port: ActionPort, deadline: ApiDeadline = new ApiDeadline()): ActionServices {
  const createClient = (token: string, apiUrl: string) => createOctokit(token, apiUrl, { deadline });
  return {
    github: createClient,
    history: (request) => historyBackendFor(port, request.inputs, request.github, request.branches),
    pullRequests: (request) => pullRequestStoreFor(port, request.inputs, request.github, request.branch),
    artifacts: artifactStoreFor,
    lastRunArtifacts: (request) => lastRunArtifactStore(createClient(request.inputs.token, request.github.apiUrl), request),
    git: (cwd, args, options) => git(cwd, args, options),
  };
}
