/**
 * A local stand-in for api.github.com: a real HTTP server on 127.0.0.1 (random port) that answers
 * the REST calls benchgate makes with GitHub's response shapes, so tests drive the real Octokit
 * client (URL templates, pagination via `Link`, RequestError on 4xx/5xx) instead of mocks.
 *
 *   const api = await startGitHubApiServer({ owner: 'acme', repo: 'widgets' });
 *   api.seedComments(7, 250);                          // 250 comments by humans on PR #7
 *   const octokit = createOctokit(api.token, api.url); // token acts as github-actions[bot]
 *   ...
 *   api.requestsTo('GET /repos/{owner}/{repo}/issues/{issue_number}/comments')  // what was asked
 *   api.failNext('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', 403);
 *   api.cutNext(ROUTES.listComments);                   // 200, 9 bytes of the body, connection reset
 *   api.stallNext(ROUTES.listLabels, 60_000);           // 200, 9 bytes, then a minute of nothing
 *   await api.close();
 *
 * Endpoints (route keys are Octokit's route strings):
 *   GET    /user                                              403 for installation tokens (GITHUB_TOKEN)
 *   GET    /repos/{owner}/{repo}/issues/{issue_number}        the issue/PR, with `labels`
 *   GET    /repos/{owner}/{repo}/issues/{issue_number}/comments   paginated (per_page ≤ 100, default 30)
 *   POST   /repos/{owner}/{repo}/issues/{issue_number}/comments   201 + comment
 *   GET    /repos/{owner}/{repo}/issues/comments/{comment_id}
 *   PATCH  /repos/{owner}/{repo}/issues/comments/{comment_id}     200 + comment
 *   DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}     204
 *   GET    /repos/{owner}/{repo}/issues/{issue_number}/labels     paginated
 *   GET    /repos/{owner}/{repo}/issues/{issue_number}/events     paginated (labeled/unlabeled/...)
 *   GET    /repos/{owner}/{repo}/issues                          paginated, newest first; `state` (open|closed|all,
 *                                                                 default open) and `labels` (comma list, all must match)
 *                                                                 filters; PRs are listed too (they carry `pull_request`)
 *   POST   /repos/{owner}/{repo}/issues                          201 + issue (title required; body, labels)
 *   PATCH  /repos/{owner}/{repo}/issues/{issue_number}           200 + issue (title, body, state, labels)
 *   GET    /repos/{owner}/{repo}/pulls/{pull_number}          the pull request, with `head`/`base` (see setPullRequestRefs)
 *   GET    /repos/{owner}/{repo}/actions/runs                 `{ total_count, workflow_runs }`, newest first; `head_sha`,
 *                                                                 `event`, `branch` (head_branch) and `status` (status or conclusion) filters
 *   GET    /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs   the same, for one workflow (its id or file name)
 *   GET    /repos/{owner}/{repo}/actions/runs/{run_id}        one workflow run (see addWorkflowRun)
 *   GET    /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts  `{ total_count, artifacts }`, `?name=` filter
 *   GET    /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/zip   302 to a blob URL on this server
 *   GET    /repos/{owner}/{repo}/collaborators/{username}/permission   `{ permission, role_name, user }` (see setPermission;
 *                                                                 hubot is a maintainer, other users read, bots 404)
 * (the last two are what @actions/artifact calls to read another run's artifacts: `mode: comment`).
 *   GET    /repos/{owner}/{repo}/actions/runs/{run_id}/jobs   `{ total_count, jobs }`, paginated (see addJob)
 *   GET    /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations   paginated; a job's check run has the job's id
 * A runner's side: `POST /_runner/jobs` (outside the API) records a job as the runner reports it
 * when the job ends, with the annotations its workflow commands made (test/action/support/runner.ts).
 * As on GitHub, `Link` headers point at `/repositories/{repository_id}/...`; those paths are served too.
 *
 * Shapes follow GitHub's REST schemas (issue-comment, simple-user, label, labeled-issue-event,
 * basic-error incl. the `status` string GitHub now adds to error bodies). Comment ids start above
 * 2^31, like real ones. Timestamps come from a fake clock that ticks one minute per write.
 *
 * Identities: any token not listed in `tokens` acts as github-actions[bot] (an installation token
 * with write access). `FORK_TOKEN` acts as github-actions[bot] with the read-only token a fork PR
 * gets: writes answer 403 "Resource not accessible by integration". No Authorization header =
 * anonymous: reads work (public repo), writes answer 401.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, randomBytes } from 'node:crypto';
import { makeZip } from './zip.js';

// ---------------------------------------------------------------------------------------------
// Public types

export type ApiRoute =
  | 'GET /user'
  | 'GET /repos/{owner}/{repo}/issues/{issue_number}'
  | 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments'
  | 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments'
  | 'GET /repos/{owner}/{repo}/issues/comments/{comment_id}'
  | 'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}'
  | 'DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}'
  | 'GET /repos/{owner}/{repo}/issues/{issue_number}/labels'
  | 'GET /repos/{owner}/{repo}/issues/{issue_number}/events'
  | 'GET /repos/{owner}/{repo}/issues'
  | 'POST /repos/{owner}/{repo}/issues'
  | 'PATCH /repos/{owner}/{repo}/issues/{issue_number}'
  | 'GET /repos/{owner}/{repo}/pulls/{pull_number}'
  | 'GET /repos/{owner}/{repo}/actions/runs'
  | 'GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs'
  | 'GET /repos/{owner}/{repo}/actions/runs/{run_id}'
  | 'GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts'
  | 'GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}'
  | 'GET /repos/{owner}/{repo}/collaborators/{username}/permission'
  | 'GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs'
  | 'GET /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations';

export const ROUTES = {
  getAuthenticatedUser: 'GET /user',
  getIssue: 'GET /repos/{owner}/{repo}/issues/{issue_number}',
  listComments: 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
  createComment: 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
  getComment: 'GET /repos/{owner}/{repo}/issues/comments/{comment_id}',
  updateComment: 'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}',
  deleteComment: 'DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}',
  listLabels: 'GET /repos/{owner}/{repo}/issues/{issue_number}/labels',
  listEvents: 'GET /repos/{owner}/{repo}/issues/{issue_number}/events',
  listIssues: 'GET /repos/{owner}/{repo}/issues',
  createIssue: 'POST /repos/{owner}/{repo}/issues',
  updateIssue: 'PATCH /repos/{owner}/{repo}/issues/{issue_number}',
  getPullRequest: 'GET /repos/{owner}/{repo}/pulls/{pull_number}',
  listWorkflowRunsForRepo: 'GET /repos/{owner}/{repo}/actions/runs',
  listWorkflowRuns: 'GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs',
  getWorkflowRun: 'GET /repos/{owner}/{repo}/actions/runs/{run_id}',
  listWorkflowRunArtifacts: 'GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts',
  downloadArtifact: 'GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}',
  getPermission: 'GET /repos/{owner}/{repo}/collaborators/{username}/permission',
  listJobsForWorkflowRun: 'GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs',
  listAnnotations: 'GET /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations',
} as const satisfies Record<string, ApiRoute>;

/** Who a user is; serialised into GitHub's full simple-user object on the way out. */
export interface UserSeed {
  login: string;
  id: number;
  type: 'User' | 'Bot' | 'Organization';
}

export interface Identity {
  user: UserSeed;
  /** Installation tokens (GITHUB_TOKEN, App tokens) get 403 on GET /user. */
  installation: boolean;
  /** Read-only tokens (fork PRs) get 403 "Resource not accessible by integration" on writes. */
  readOnly?: boolean;
}

export const GITHUB_ACTIONS_BOT: UserSeed = { login: 'github-actions[bot]', id: 41898282, type: 'Bot' };
export const OCTOCAT: UserSeed = { login: 'octocat', id: 583231, type: 'User' };
export const HUBOT: UserSeed = { login: 'hubot', id: 480938, type: 'User' };

/** Any token not in `tokens` acts like this one (a workflow's GITHUB_TOKEN). */
export const DEFAULT_TOKEN = 'ghs_benchgateDefaultInstallationToken0001';
/** A fork PR's read-only GITHUB_TOKEN. */
export const FORK_TOKEN = 'ghs_benchgateForkReadOnlyToken000000000001';

export interface FaultSpec {
  status: number;
  /** For 403: which 403. Default 'integration' ("Resource not accessible by integration"). */
  variant?: 'integration' | 'rate-limit' | 'secondary-rate-limit';
  /** Replace the JSON error body. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Wait before answering. */
  delayMs?: number;
  /** The request takes effect (a comment is written) before the fault answers: a write whose answer was lost. */
  applied?: boolean;
  /** Close the connection instead of answering (`status` is then unused): the client gets no HTTP response. */
  noResponse?: boolean;
}

export interface RecordedRequest {
  method: string;
  /** Path without the server's path prefix and without the query string. */
  path: string;
  query: Record<string, string>;
  /**
   * The route key it matched, or null (unknown path → 404, or a `/_blob/...` artifact download).
   * `/repositories/{id}/...` paths map to the `/repos/...` key.
   */
  route: ApiRoute | null;
  headers: http.IncomingHttpHeaders;
  /** Parsed JSON body (raw string if it wasn't JSON), undefined when empty. */
  body: unknown;
  /** Status the server answered with (set once the response is written). */
  status?: number;
}

export interface CommentRecord {
  id: number;
  issueNumber: number;
  body: string;
  user: UserSeed | null;
  authorAssociation: string;
  createdAt: string;
  updatedAt: string;
}

export interface EventRecord {
  id: number;
  event: string;
  actor: UserSeed;
  createdAt: string;
  label?: { name: string; color: string };
}

export interface LabelRecord {
  id: number;
  name: string;
  color: string;
  description: string | null;
  default: boolean;
}

/** One side of a pull request (`head` or `base` in GitHub's pull-request object). */
export interface PullRequestRef {
  sha: string;
  ref: string;
  /** Owner of the repository this side lives in; a fork's owner for a head from a fork. Default: the server's owner. */
  owner?: string;
}

export interface IssueRecord {
  number: number;
  title: string;
  isPullRequest: boolean;
  /** Issue body (PRs seeded by the helpers have none). */
  body?: string | null;
  /** Default open. */
  state?: 'open' | 'closed';
  /** The PR's head and base commits, as `GET /pulls/{n}` reports them. */
  head: PullRequestRef;
  base: PullRequestRef;
  author: UserSeed;
  labels: LabelRecord[];
  comments: CommentRecord[];
  events: EventRecord[];
  createdAt: string;
  updatedAt: string;
}

export interface ArtifactRecord {
  id: number;
  runId: number;
  name: string;
  /** The archive served for download. */
  zip: Buffer;
  /** `sha256:<hex>` of `zip`, as GitHub reports it. */
  digest: string;
  createdAt: string;
}

/** A workflow run, as the workflow-run endpoints report it. */
export interface WorkflowRunRecord {
  id: number;
  /** The workflow's `name:` (what GITHUB_WORKFLOW says); anyone's workflow file may choose any name. */
  name: string;
  /** The workflow file, e.g. `.github/workflows/benchgate.yml`. */
  path: string;
  /** The workflow's id: one per workflow file of the repository. */
  workflowId: number;
  event: string;
  /** On `pull_request`: the PR's head commit (not the merge commit). */
  headSha: string;
  headBranch: string | null;
  /** Owner of the head repository (a fork's owner for a fork's PR). */
  headOwner: string;
  status: 'queued' | 'in_progress' | 'completed';
  conclusion: string | null;
  createdAt: string;
}

/** An annotation of a job's check run, as a runner makes one from `::notice title=…::…` (or `::warning`, `::error`). */
export interface AnnotationRecord {
  level: 'notice' | 'warning' | 'failure';
  title: string;
  message: string;
}

/** A job of a workflow run; its check run has the same id, as on GitHub. */
export interface JobRecord {
  id: number;
  runId: number;
  name: string;
  status: 'queued' | 'in_progress' | 'completed';
  conclusion: string | null;
  annotations: AnnotationRecord[];
  createdAt: string;
}

export interface ServerState {
  owner: string;
  repo: string;
  repoId: number;
  issues: Map<number, IssueRecord>;
  /** Repository labels by lower-cased name. */
  labels: Map<string, LabelRecord>;
  tokens: Map<string, Identity>;
  artifacts: ArtifactRecord[];
  workflowRuns: WorkflowRunRecord[];
  /** Repository roles by lower-cased login (setPermission). */
  roles: Map<string, RepositoryRole>;
  jobs: JobRecord[];
}

/** A repository role, as GitHub's `role_name`; its `permission` is admin, write (maintain, write) or read (triage, read). */
export type RepositoryRole = 'admin' | 'maintain' | 'write' | 'triage' | 'read';

export interface GitHubApiServerOptions {
  owner?: string;
  repo?: string;
  repoId?: number;
  /** Serve under a prefix, like GHES's `/api/v3`. `url` includes it. */
  pathPrefix?: string;
  /** Web host for html_url fields. Default https://github.com. */
  htmlBaseUrl?: string;
  /** Extra token → identity mappings. */
  tokens?: Record<string, Identity>;
  /** PRs to create up front (more are created on demand by the seeding helpers). */
  pullRequests?: number[];
}

export interface GitHubApiServer {
  /** Base URL to give Octokit (`baseUrl`), including any path prefix. */
  url: string;
  /** A token acting as github-actions[bot] with write access. */
  token: string;
  requests: RecordedRequest[];
  state: ServerState;
  /** Requests that matched `route`. */
  requestsTo(route: ApiRoute): RecordedRequest[];
  /** The next `times` requests to `route` answer with this error (status alone = GitHub's usual body). */
  failNext(route: ApiRoute, fault: number | FaultSpec, times?: number): void;
  /** Every request to `route` fails until clearFaults(). */
  failAlways(route: ApiRoute, fault: number | FaultSpec): void;
  /** The next `times` requests to `route` are answered normally, but after `ms`. */
  delayNext(route: ApiRoute, ms: number, times?: number): void;
  /**
   * The next `times` requests to `route` take effect (a comment is written) and get their real
   * status and headers, `content-length` included, but only the first `bytes` bytes of the body
   * (default 9, at most all but one: `[{"url":"`); then the connection is reset: a reply cut off
   * mid-body, as a proxy or a dropped connection leaves it.
   */
  cutNext(route: ApiRoute, options?: { times?: number; bytes?: number }): void;
  /**
   * The next `times` requests to `route` take effect and get their real status, headers and the
   * first `bytes` bytes of the body (default 9), then nothing for `ms`, then the rest: a body that
   * trickles. A client that gives up first closes the connection and the rest is never sent.
   */
  stallNext(route: ApiRoute, ms: number, options?: { times?: number; bytes?: number }): void;
  clearFaults(): void;
  /** Creates PR `number` if missing and returns it. */
  pullRequest(number: number): IssueRecord;
  /** Sets what `GET /pulls/{n}` answers for the PR's head and base (creates the PR if missing). */
  setPullRequestRefs(number: number, refs: { head?: Partial<PullRequestRef>; base?: Partial<PullRequestRef> }): IssueRecord;
  addComment(issueNumber: number, comment: { body: string; user?: UserSeed | null; authorAssociation?: string }): CommentRecord;
  /** `count` comments by `users` in turn (default octocat, hubot), bodies `comment <i>` unless given. */
  seedComments(issueNumber: number, count: number, options?: { users?: UserSeed[]; body?: (index: number) => string }): CommentRecord[];
  /** Puts a label on the PR and records the `labeled` event by `actor`. */
  addLabel(issueNumber: number, name: string, actor: UserSeed): void;
  /** Takes it off and records `unlabeled`. */
  removeLabel(issueNumber: number, name: string, actor: UserSeed): void;
  /** Records any other issue event (`subscribed`, `mentioned`, `review_requested`, ...). */
  addEvent(issueNumber: number, event: string, actor: UserSeed): EventRecord;
  commentsOn(issueNumber: number): CommentRecord[];
  /** Creates a plain issue (not a PR) with the next free number, authored by `user` (default octocat). */
  addIssue(issue: { title: string; body?: string | null; state?: 'open' | 'closed'; labels?: string[]; user?: UserSeed }): IssueRecord;
  /** Plain issues (not PRs), oldest first. */
  issues(): IssueRecord[];
  /** Stores an artifact of workflow run `runId`, zipping `files` (path → content). */
  addArtifact(runId: number, name: string, files: Record<string, string | Buffer>): ArtifactRecord;
  /**
   * Records a workflow run (created now on the server's clock unless `createdAt` is given). The
   * workflow id follows the path: runs of one file share it. Defaults: `benchgate` from
   * `.github/workflows/benchgate.yml`, `pull_request`, completed with `failure`, the server's owner.
   */
  addWorkflowRun(run: Pick<WorkflowRunRecord, 'id' | 'headSha'> & Partial<Omit<WorkflowRunRecord, 'workflowId'>>): WorkflowRunRecord;
  /**
   * Gives `login` a role on the repository, as GET /collaborators/{username}/permission reports it.
   * Without one: hubot maintains; any other user reads (a public repository); a bot is 404.
   */
  setPermission(login: string, role: RepositoryRole): void;
  /** Records a job of run `runId` (completed with `success` unless given), with its check run's annotations. */
  addJob(runId: number, job: Pick<JobRecord, 'name'> & Partial<Omit<JobRecord, 'id' | 'runId' | 'createdAt'>>): JobRecord;
  /** The jobs of run `runId`, in the order recorded. */
  jobsOf(runId: number): JobRecord[];
  close(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// Implementation

interface QueuedFault {
  fault?: FaultSpec;
  delayMs?: number;
  /** Send this many bytes of the real body, then reset the connection (cutNext). */
  cutAfterBytes?: number;
  /** Send `bytes` bytes of the real body, wait `ms`, then the rest (stallNext). */
  stall?: { ms: number; bytes: number };
  remaining: number;
}

interface Matched {
  route: ApiRoute;
  params: {
    issueNumber?: number;
    commentId?: number;
    runId?: number;
    artifactId?: number;
    archiveFormat?: string;
    workflow?: string;
    checkRunId?: number;
    username?: string;
  };
}

const DOCS: Record<ApiRoute, string> = {
  'GET /user': 'https://docs.github.com/rest/users/users#get-the-authenticated-user',
  'GET /repos/{owner}/{repo}/issues/{issue_number}': 'https://docs.github.com/rest/issues/issues#get-an-issue',
  'GET /repos/{owner}/{repo}/issues/{issue_number}/comments': 'https://docs.github.com/rest/issues/comments#list-issue-comments',
  'POST /repos/{owner}/{repo}/issues/{issue_number}/comments': 'https://docs.github.com/rest/issues/comments#create-an-issue-comment',
  'GET /repos/{owner}/{repo}/issues/comments/{comment_id}': 'https://docs.github.com/rest/issues/comments#get-an-issue-comment',
  'GET /repos/{owner}/{repo}/issues': 'https://docs.github.com/rest/issues/issues#list-repository-issues',
  'POST /repos/{owner}/{repo}/issues': 'https://docs.github.com/rest/issues/issues#create-an-issue',
  'PATCH /repos/{owner}/{repo}/issues/{issue_number}': 'https://docs.github.com/rest/issues/issues#update-an-issue',
  'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}': 'https://docs.github.com/rest/issues/comments#update-an-issue-comment',
  'DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}': 'https://docs.github.com/rest/issues/comments#delete-an-issue-comment',
  'GET /repos/{owner}/{repo}/issues/{issue_number}/labels': 'https://docs.github.com/rest/issues/labels#list-labels-for-an-issue',
  'GET /repos/{owner}/{repo}/issues/{issue_number}/events': 'https://docs.github.com/rest/issues/events#list-issue-events',
  'GET /repos/{owner}/{repo}/pulls/{pull_number}': 'https://docs.github.com/rest/pulls/pulls#get-a-pull-request',
  'GET /repos/{owner}/{repo}/actions/runs': 'https://docs.github.com/rest/actions/workflow-runs#list-workflow-runs-for-a-repository',
  'GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs': 'https://docs.github.com/rest/actions/workflow-runs#list-workflow-runs-for-a-workflow',
  'GET /repos/{owner}/{repo}/actions/runs/{run_id}': 'https://docs.github.com/rest/actions/workflow-runs#get-a-workflow-run',
  'GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts': 'https://docs.github.com/rest/actions/artifacts#list-workflow-run-artifacts',
  'GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}': 'https://docs.github.com/rest/actions/artifacts#download-an-artifact',
  'GET /repos/{owner}/{repo}/collaborators/{username}/permission':
    'https://docs.github.com/rest/collaborators/collaborators#get-repository-permissions-for-a-user',
  'GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs': 'https://docs.github.com/rest/actions/workflow-jobs#list-jobs-for-a-workflow-run',
  'GET /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations': 'https://docs.github.com/rest/checks/runs#list-check-run-annotations',
};

const MAX_COMMENT_BODY = 65536;

class HttpReply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

export async function startGitHubApiServer(options: GitHubApiServerOptions = {}): Promise<GitHubApiServer> {
  const prefix = (options.pathPrefix ?? '').replace(/\/+$/, '');
  const htmlBase = (options.htmlBaseUrl ?? 'https://github.com').replace(/\/+$/, '');
  const state: ServerState = {
    owner: options.owner ?? 'acme',
    repo: options.repo ?? 'widgets',
    repoId: options.repoId ?? 700123456,
    issues: new Map(),
    labels: new Map(),
    tokens: new Map<string, Identity>([
      [DEFAULT_TOKEN, { user: GITHUB_ACTIONS_BOT, installation: true }],
      [FORK_TOKEN, { user: GITHUB_ACTIONS_BOT, installation: true, readOnly: true }],
      ...Object.entries(options.tokens ?? {}),
    ]),
    artifacts: [],
    workflowRuns: [],
    roles: new Map([[HUBOT.login, 'maintain']]),
    jobs: [],
  };
  const requests: RecordedRequest[] = [];
  const faults = new Map<ApiRoute, QueuedFault[]>();

  let clock = Date.parse('2024-03-01T09:00:00Z');
  const tick = (): string => {
    clock += 60_000;
    return new Date(clock).toISOString().replace(/\.\d{3}Z$/, 'Z');
  };
  let nextCommentId = 2_147_483_700; // above int32, like real comment ids
  let nextEventId = 12_000_000_001;
  let nextLabelId = 6_000_000_001;
  let nextArtifactId = 1_800_000_001;
  let nextJobId = 30_000_000_001;
  // A job's record does not move the clock: labels and pushes are dated against runs, not jobs.
  const addJob = (runId: number, job: Pick<JobRecord, 'name'> & Partial<Omit<JobRecord, 'id' | 'runId' | 'createdAt'>>): JobRecord => {
    const record: JobRecord = {
      status: 'completed',
      conclusion: job.status === undefined || job.status === 'completed' ? 'success' : null,
      annotations: [],
      ...job,
      id: nextJobId++,
      runId,
      createdAt: new Date(clock).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    };
    state.jobs.push(record);
    return record;
  };
  let rateRemaining = 5000;
  const workflowIds = new Map<string, number>();
  const workflowIdOf = (path: string): number => {
    if (!workflowIds.has(path)) workflowIds.set(path, 4242 + workflowIds.size * 1000);
    return workflowIds.get(path)!;
  };
  workflowIdOf('.github/workflows/benchgate.yml');

  // -- seeding helpers ------------------------------------------------------------------------

  const pullRequest = (number: number): IssueRecord => {
    let issue = state.issues.get(number);
    if (!issue) {
      const at = tick();
      issue = {
        number,
        title: `Pull request #${number}`,
        isPullRequest: true,
        head: { sha: createHash('sha1').update(`head of #${number}`).digest('hex'), ref: `feature-${number}`, owner: OCTOCAT.login },
        base: { sha: createHash('sha1').update(`base of #${number}`).digest('hex'), ref: 'main' },
        author: OCTOCAT,
        labels: [],
        comments: [],
        events: [],
        createdAt: at,
        updatedAt: at,
      };
      state.issues.set(number, issue);
    }
    return issue;
  };
  for (const n of options.pullRequests ?? []) pullRequest(n);

  const addComment: GitHubApiServer['addComment'] = (issueNumber, comment) => {
    const issue = pullRequest(issueNumber);
    const at = tick();
    const user = comment.user === undefined ? OCTOCAT : comment.user;
    const record: CommentRecord = {
      id: nextCommentId++,
      issueNumber,
      body: comment.body,
      user,
      authorAssociation: comment.authorAssociation ?? (user?.type === 'Bot' ? 'NONE' : 'CONTRIBUTOR'),
      createdAt: at,
      updatedAt: at,
    };
    issue.comments.push(record);
    issue.updatedAt = at;
    return record;
  };

  const labelRecord = (name: string): LabelRecord => {
    let label = state.labels.get(name.toLowerCase());
    if (!label) {
      label = { id: nextLabelId++, name, color: 'd93f0b', description: null, default: false };
      state.labels.set(name.toLowerCase(), label);
    }
    return label;
  };

  const addIssue: GitHubApiServer['addIssue'] = (seed) => {
    const at = tick();
    const number = Math.max(0, ...state.issues.keys()) + 1;
    const record: IssueRecord = {
      number,
      title: seed.title,
      isPullRequest: false,
      body: seed.body ?? null,
      state: seed.state ?? 'open',
      head: { sha: '', ref: '' },
      base: { sha: '', ref: '' },
      author: seed.user ?? OCTOCAT,
      labels: (seed.labels ?? []).map((name) => labelRecord(name)),
      comments: [],
      events: [],
      createdAt: at,
      updatedAt: at,
    };
    state.issues.set(number, record);
    return record;
  };

  const addEvent: GitHubApiServer['addEvent'] = (issueNumber, event, actor) => {
    const record: EventRecord = { id: nextEventId++, event, actor, createdAt: tick() };
    pullRequest(issueNumber).events.push(record);
    return record;
  };

  // -- serialisation into GitHub's shapes -----------------------------------------------------

  const apiBase = (req: http.IncomingMessage): string => `http://${req.headers.host ?? '127.0.0.1'}${prefix}`;
  const repoApi = (base: string) => `${base}/repos/${state.owner}/${state.repo}`;
  const nodeId = (kind: string, id: number) => `${kind}_kwDO${Buffer.from(`${state.repoId}:${id}`).toString('base64url')}`;

  const userJson = (base: string, u: UserSeed) => {
    const path = `${base}/users/${encodeURIComponent(u.login)}`;
    const bot = u.type === 'Bot';
    return {
      login: u.login,
      id: u.id,
      node_id: bot ? Buffer.from(`04:Bot${u.id}`).toString('base64') : Buffer.from(`04:User${u.id}`).toString('base64'),
      avatar_url: bot ? `https://avatars.githubusercontent.com/in/15368?v=4` : `https://avatars.githubusercontent.com/u/${u.id}?v=4`,
      gravatar_id: '',
      url: path,
      html_url: bot ? `${htmlBase}/apps/${u.login.replace(/\[bot\]$/, '')}` : `${htmlBase}/${u.login}`,
      followers_url: `${path}/followers`,
      following_url: `${path}/following{/other_user}`,
      gists_url: `${path}/gists{/gist_id}`,
      starred_url: `${path}/starred{/owner}{/repo}`,
      subscriptions_url: `${path}/subscriptions`,
      organizations_url: `${path}/orgs`,
      repos_url: `${path}/repos`,
      events_url: `${path}/events{/privacy}`,
      received_events_url: `${path}/received_events`,
      type: u.type,
      user_view_type: 'public',
      site_admin: false,
    };
  };

  const githubActionsApp = (base: string) => ({
    id: 15368,
    client_id: 'Iv1.05c79e9ad1f6bdfa',
    slug: 'github-actions',
    node_id: 'MDM6QXBwMTUzNjg=',
    owner: userJson(base, { login: 'github', id: 9919, type: 'Organization' }),
    name: 'GitHub Actions',
    description: 'Automate your workflow from idea to production',
    external_url: 'https://help.github.com/en/actions',
    html_url: `${htmlBase}/apps/github-actions`,
    created_at: '2018-07-30T09:30:17Z',
    updated_at: '2019-12-10T19:04:12Z',
    permissions: { issues: 'write', metadata: 'read', pull_requests: 'write' },
    events: [],
  });

  const reactions = (url: string) => ({
    url: `${url}/reactions`,
    total_count: 0,
    '+1': 0,
    '-1': 0,
    laugh: 0,
    hooray: 0,
    confused: 0,
    heart: 0,
    rocket: 0,
    eyes: 0,
  });

  const issueHtml = (n: number) => `${htmlBase}/${state.owner}/${state.repo}/${state.issues.get(n)?.isPullRequest === false ? 'issues' : 'pull'}/${n}`;

  const commentJson = (base: string, c: CommentRecord) => {
    const url = `${repoApi(base)}/issues/comments/${c.id}`;
    return {
      url,
      html_url: `${issueHtml(c.issueNumber)}#issuecomment-${c.id}`,
      issue_url: `${repoApi(base)}/issues/${c.issueNumber}`,
      id: c.id,
      node_id: nodeId('IC', c.id),
      user: c.user ? userJson(base, c.user) : null,
      created_at: c.createdAt,
      updated_at: c.updatedAt,
      body: c.body,
      author_association: c.authorAssociation,
      reactions: reactions(url),
      performed_via_github_app: c.user?.login === GITHUB_ACTIONS_BOT.login ? githubActionsApp(base) : null,
    };
  };

  const labelJson = (base: string, l: LabelRecord) => ({
    id: l.id,
    node_id: nodeId('LA', l.id),
    url: `${repoApi(base)}/labels/${encodeURIComponent(l.name)}`,
    name: l.name,
    color: l.color,
    default: l.default,
    description: l.description,
  });

  const eventJson = (base: string, e: EventRecord) => ({
    id: e.id,
    node_id: nodeId(e.event === 'labeled' ? 'LE' : e.event === 'unlabeled' ? 'UNLE' : 'E', e.id),
    url: `${repoApi(base)}/issues/events/${e.id}`,
    actor: userJson(base, e.actor),
    event: e.event,
    commit_id: null,
    commit_url: null,
    created_at: e.createdAt,
    ...(e.label ? { label: e.label } : {}),
    performed_via_github_app: null,
  });

  const issueJson = (base: string, i: IssueRecord) => {
    const url = `${repoApi(base)}/issues/${i.number}`;
    return {
      url,
      repository_url: repoApi(base),
      labels_url: `${url}/labels{/name}`,
      comments_url: `${url}/comments`,
      events_url: `${url}/events`,
      html_url: issueHtml(i.number),
      id: 1_900_000_000 + i.number,
      node_id: nodeId(i.isPullRequest ? 'PR' : 'I', i.number),
      number: i.number,
      title: i.title,
      user: userJson(base, i.author),
      labels: i.labels.map((l) => labelJson(base, l)),
      state: i.state ?? 'open',
      locked: false,
      assignee: null,
      assignees: [],
      milestone: null,
      comments: i.comments.length,
      created_at: i.createdAt,
      updated_at: i.updatedAt,
      closed_at: i.state === 'closed' ? i.updatedAt : null,
      author_association: 'CONTRIBUTOR',
      active_lock_reason: null,
      draft: false,
      ...(i.isPullRequest
        ? {
            pull_request: {
              url: `${repoApi(base)}/pulls/${i.number}`,
              html_url: issueHtml(i.number),
              diff_url: `${issueHtml(i.number)}.diff`,
              patch_url: `${issueHtml(i.number)}.patch`,
              merged_at: null,
            },
          }
        : {}),
      body: i.body ?? null,
      reactions: reactions(url),
      timeline_url: `${url}/timeline`,
      performed_via_github_app: null,
      state_reason: i.state === 'closed' ? 'completed' : null,
    };
  };

  const repositoryJson = (base: string, owner: string) => {
    const fork = owner.toLowerCase() !== state.owner.toLowerCase();
    const id = fork ? state.repoId + 1 + [...owner].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 1_000_000, 0) : state.repoId;
    const ownerUser: UserSeed = { login: owner, id: fork ? 1_000_000 + (id % 1_000_000) : 9_000_001, type: fork ? 'User' : 'Organization' };
    const url = `${base}/repos/${owner}/${state.repo}`;
    return {
      id,
      node_id: nodeId('R', id),
      name: state.repo,
      full_name: `${owner}/${state.repo}`,
      private: false,
      owner: userJson(base, ownerUser),
      html_url: `${htmlBase}/${owner}/${state.repo}`,
      description: null,
      fork,
      url,
      pulls_url: `${url}/pulls{/number}`,
      issues_url: `${url}/issues{/number}`,
      git_url: `git://${new URL(htmlBase).host}/${owner}/${state.repo}.git`,
      clone_url: `${htmlBase}/${owner}/${state.repo}.git`,
      default_branch: 'main',
      visibility: 'public',
      archived: false,
      disabled: false,
      created_at: '2020-01-01T00:00:00Z',
      updated_at: '2024-03-01T09:00:00Z',
      pushed_at: '2024-03-01T09:00:00Z',
    };
  };

  const pullRequestJson = (base: string, i: IssueRecord) => {
    const url = `${repoApi(base)}/pulls/${i.number}`;
    const side = (r: PullRequestRef) => {
      const owner = r.owner ?? state.owner;
      return {
        label: `${owner}:${r.ref}`,
        ref: r.ref,
        sha: r.sha,
        user: userJson(base, owner === i.author.login ? i.author : { login: owner, id: 9_000_001, type: 'Organization' }),
        repo: repositoryJson(base, owner),
      };
    };
    const issue = issueJson(base, i);
    return {
      url,
      id: 1_700_000_000 + i.number,
      node_id: nodeId('PR', i.number),
      html_url: issueHtml(i.number),
      diff_url: `${issueHtml(i.number)}.diff`,
      patch_url: `${issueHtml(i.number)}.patch`,
      issue_url: `${repoApi(base)}/issues/${i.number}`,
      commits_url: `${url}/commits`,
      review_comments_url: `${url}/comments`,
      review_comment_url: `${repoApi(base)}/pulls/comments{/number}`,
      comments_url: `${repoApi(base)}/issues/${i.number}/comments`,
      statuses_url: `${repoApi(base)}/statuses/${i.head.sha}`,
      number: i.number,
      state: 'open',
      locked: false,
      title: i.title,
      user: issue.user,
      body: null,
      labels: issue.labels,
      milestone: null,
      active_lock_reason: null,
      created_at: i.createdAt,
      updated_at: i.updatedAt,
      closed_at: null,
      merged_at: null,
      merge_commit_sha: createHash('sha1').update(`merge ${i.head.sha} into ${i.base.sha}`).digest('hex'),
      assignee: null,
      assignees: [],
      requested_reviewers: [],
      requested_teams: [],
      head: side(i.head),
      base: side(i.base),
      _links: {
        self: { href: url },
        html: { href: issueHtml(i.number) },
        issue: { href: `${repoApi(base)}/issues/${i.number}` },
        comments: { href: `${repoApi(base)}/issues/${i.number}/comments` },
        review_comments: { href: `${url}/comments` },
        review_comment: { href: `${repoApi(base)}/pulls/comments{/number}` },
        commits: { href: `${url}/commits` },
        statuses: { href: `${repoApi(base)}/statuses/${i.head.sha}` },
      },
      author_association: 'CONTRIBUTOR',
      auto_merge: null,
      draft: false,
      merged: false,
      mergeable: true,
      rebaseable: true,
      mergeable_state: 'clean',
      merged_by: null,
      comments: i.comments.length,
      review_comments: 0,
      maintainer_can_modify: false,
      commits: 1,
      additions: 1,
      deletions: 1,
      changed_files: 1,
    };
  };

  const artifactJson = (base: string, a: ArtifactRecord) => ({
    id: a.id,
    node_id: nodeId('MDg6QXJ0aWZhY3Q', a.id),
    name: a.name,
    size_in_bytes: a.zip.length,
    url: `${repoApi(base)}/actions/artifacts/${a.id}`,
    archive_download_url: `${repoApi(base)}/actions/artifacts/${a.id}/zip`,
    expired: false,
    digest: a.digest,
    created_at: a.createdAt,
    updated_at: a.createdAt,
    expires_at: new Date(Date.parse(a.createdAt) + 90 * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    workflow_run: {
      id: a.runId,
      repository_id: state.repoId,
      head_repository_id: state.repoId,
      head_branch: 'feature',
      head_sha: 'a'.repeat(40),
    },
  });

  const workflowRunJson = (base: string, r: WorkflowRunRecord) => {
    const url = `${repoApi(base)}/actions/runs/${r.id}`;
    const html = `${htmlBase}/${state.owner}/${state.repo}/actions/runs/${r.id}`;
    return {
      id: r.id,
      name: r.name,
      node_id: nodeId('WFR', r.id),
      head_branch: r.headBranch,
      head_sha: r.headSha,
      path: r.path,
      display_title: r.name,
      run_number: r.id % 1000,
      event: r.event,
      status: r.status,
      conclusion: r.conclusion,
      workflow_id: r.workflowId,
      check_suite_id: r.id + 1,
      check_suite_node_id: nodeId('CS', r.id + 1),
      url,
      html_url: html,
      pull_requests: [],
      created_at: r.createdAt,
      updated_at: r.createdAt,
      actor: userJson(base, OCTOCAT),
      run_attempt: 1,
      referenced_workflows: [],
      run_started_at: r.createdAt,
      triggering_actor: userJson(base, OCTOCAT),
      jobs_url: `${url}/jobs`,
      logs_url: `${url}/logs`,
      check_suite_url: `${repoApi(base)}/check-suites/${r.id + 1}`,
      artifacts_url: `${url}/artifacts`,
      cancel_url: `${url}/cancel`,
      rerun_url: `${url}/rerun`,
      previous_attempt_url: null,
      workflow_url: `${repoApi(base)}/actions/workflows/${r.workflowId}`,
      head_commit: { id: r.headSha, tree_id: createHash('sha1').update(`tree ${r.headSha}`).digest('hex'), message: 'a commit', timestamp: r.createdAt },
      repository: repositoryJson(base, state.owner),
      head_repository: repositoryJson(base, r.headOwner),
      head_repository_id: repositoryJson(base, r.headOwner).id,
    };
  };

  /** A job as `GET /actions/runs/{run_id}/jobs` lists it (GitHub's `job` schema). */
  const jobJson = (base: string, j: JobRecord) => {
    const run = state.workflowRuns.find((r) => r.id === j.runId);
    return {
      id: j.id,
      run_id: j.runId,
      run_url: `${repoApi(base)}/actions/runs/${j.runId}`,
      run_attempt: 1,
      node_id: nodeId('CR', j.id),
      head_sha: run?.headSha ?? '',
      head_branch: run?.headBranch ?? null,
      url: `${repoApi(base)}/actions/jobs/${j.id}`,
      html_url: `${htmlBase}/${state.owner}/${state.repo}/actions/runs/${j.runId}/job/${j.id}`,
      status: j.status,
      conclusion: j.conclusion,
      created_at: j.createdAt,
      started_at: j.createdAt,
      completed_at: j.status === 'completed' ? j.createdAt : null,
      name: j.name,
      steps: [],
      check_run_url: `${repoApi(base)}/check-runs/${j.id}`,
      labels: ['ubuntu-latest'],
      runner_id: 1,
      runner_name: 'GitHub Actions 1',
      runner_group_id: 2,
      runner_group_name: 'GitHub Actions',
      workflow_name: run?.name ?? 'benchgate',
    };
  };

  /** An annotation as `GET /check-runs/{id}/annotations` lists it; a workflow command's annotation sits on `.github`, line 1. */
  const annotationJson = (a: AnnotationRecord) => ({
    path: '.github',
    blob_href: `${htmlBase}/${state.owner}/${state.repo}/blob/${'0'.repeat(40)}/.github`,
    start_line: 1,
    end_line: 1,
    start_column: null,
    end_column: null,
    annotation_level: a.level,
    title: a.title,
    message: a.message,
    raw_details: null,
  });

  /** The workflow runs list: filtered as GitHub's query parameters filter, newest first, one page of it with Link headers. */
  const listRuns = (req: http.IncomingMessage, url: URL, runs: WorkflowRunRecord[], listPath: string): HttpReply => {
    const q = (name: string) => url.searchParams.get(name);
    const matching = runs
      .filter((r) => q('head_sha') === null || r.headSha === q('head_sha'))
      .filter((r) => q('event') === null || r.event === q('event'))
      .filter((r) => q('branch') === null || r.headBranch === q('branch'))
      .filter((r) => q('status') === null || r.status === q('status') || r.conclusion === q('status'))
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
    const page = paginate(req, url, matching, listPath);
    const slice = page.body as WorkflowRunRecord[];
    return new HttpReply(200, { total_count: matching.length, workflow_runs: slice.map((r) => workflowRunJson(apiBase(req), r)) }, page.headers);
  };

  // -- errors ---------------------------------------------------------------------------------

  const errorBody = (route: ApiRoute | null, status: number, message: string, extra: object = {}) => ({
    message,
    ...extra,
    documentation_url: route ? DOCS[route] : 'https://docs.github.com/rest',
    status: String(status),
  });

  const faultReply = (route: ApiRoute, fault: FaultSpec): HttpReply => {
    const headers: Record<string, string> = { ...(fault.headers ?? {}) };
    let body: unknown;
    switch (fault.status) {
      case 401:
        body = errorBody(route, 401, 'Bad credentials');
        break;
      case 403:
        if (fault.variant === 'rate-limit') {
          headers['x-ratelimit-remaining'] ??= '0';
          headers['x-ratelimit-reset'] ??= String(Math.floor(Date.now() / 1000) + 1800);
          body = {
            message: 'API rate limit exceeded for installation ID 51234567.',
            documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits',
            status: '403',
          };
        } else if (fault.variant === 'secondary-rate-limit') {
          headers['retry-after'] ??= '60';
          body = errorBody(
            route,
            403,
            'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for ' +
              'help, please include the request ID 0400:2A3B:1C2D3E:4F5A6B:66000000.',
          );
        } else {
          body = errorBody(route, 403, 'Resource not accessible by integration');
        }
        break;
      case 404:
        body = errorBody(route, 404, 'Not Found');
        break;
      case 409:
        body = errorBody(route, 409, 'Conflict');
        break;
      case 410:
        body = errorBody(route, 410, 'Issues are disabled for this repo');
        break;
      case 422:
        body = errorBody(route, 422, 'Validation Failed', {
          errors: [{ resource: 'IssueComment', code: 'unprocessable', field: 'data', message: 'Could not resolve to a node' }],
        });
        break;
      case 429:
        headers['retry-after'] ??= '60';
        body = errorBody(route, 429, 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.');
        break;
      case 500:
        body = errorBody(route, 500, 'Server Error');
        break;
      case 502:
        body = errorBody(route, 502, 'Server Error');
        break;
      case 503:
        body = errorBody(route, 503, 'Service Unavailable');
        break;
      default:
        body = errorBody(route, fault.status, http.STATUS_CODES[fault.status] ?? 'Error');
    }
    return new HttpReply(fault.status, fault.body ?? body, headers);
  };

  // -- routing --------------------------------------------------------------------------------

  const matchRoute = (method: string, path: string): Matched | null | 'wrong-repo' => {
    let m: RegExpMatchArray | null;
    if (method === 'GET' && path === '/user') return { route: 'GET /user', params: {} };

    const scoped = (owner: string, repo: string) => owner.toLowerCase() === state.owner.toLowerCase() && repo.toLowerCase() === state.repo.toLowerCase();

    // /repos/{owner}/{repo}/... or /repositories/{id}/...
    let rest: string;
    if ((m = path.match(/^\/repos\/([^/]+)\/([^/]+)(\/.*)$/))) {
      if (!scoped(decodeURIComponent(m[1]), decodeURIComponent(m[2]))) return 'wrong-repo';
      rest = m[3]!;
    } else if ((m = path.match(/^\/repositories\/(\d+)(\/.*)$/))) {
      if (Number(m[1]) !== state.repoId) return 'wrong-repo';
      rest = m[2]!;
    } else {
      return null;
    }

    if ((m = rest.match(/^\/issues\/(\d+)$/)) && method === 'GET') {
      return { route: 'GET /repos/{owner}/{repo}/issues/{issue_number}', params: { issueNumber: Number(m[1]) } };
    }
    if ((m = rest.match(/^\/issues\/(\d+)$/)) && method === 'PATCH') {
      return { route: 'PATCH /repos/{owner}/{repo}/issues/{issue_number}', params: { issueNumber: Number(m[1]) } };
    }
    if (rest === '/issues' && method === 'GET') return { route: 'GET /repos/{owner}/{repo}/issues', params: {} };
    if (rest === '/issues' && method === 'POST') return { route: 'POST /repos/{owner}/{repo}/issues', params: {} };
    if ((m = rest.match(/^\/issues\/(\d+)\/comments$/))) {
      if (method === 'GET') return { route: 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments', params: { issueNumber: Number(m[1]) } };
      if (method === 'POST') return { route: 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments', params: { issueNumber: Number(m[1]) } };
    }
    if ((m = rest.match(/^\/issues\/comments\/(\d+)$/))) {
      const params = { commentId: Number(m[1]) };
      if (method === 'GET') return { route: 'GET /repos/{owner}/{repo}/issues/comments/{comment_id}', params };
      if (method === 'PATCH') return { route: 'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', params };
      if (method === 'DELETE') return { route: 'DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}', params };
    }
    if ((m = rest.match(/^\/issues\/(\d+)\/labels$/)) && method === 'GET') {
      return { route: 'GET /repos/{owner}/{repo}/issues/{issue_number}/labels', params: { issueNumber: Number(m[1]) } };
    }
    if ((m = rest.match(/^\/issues\/(\d+)\/events$/)) && method === 'GET') {
      return { route: 'GET /repos/{owner}/{repo}/issues/{issue_number}/events', params: { issueNumber: Number(m[1]) } };
    }
    if ((m = rest.match(/^\/pulls\/(\d+)$/)) && method === 'GET') {
      return { route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}', params: { issueNumber: Number(m[1]) } };
    }
    if (rest === '/actions/runs' && method === 'GET') return { route: 'GET /repos/{owner}/{repo}/actions/runs', params: {} };
    if ((m = rest.match(/^\/actions\/workflows\/([^/]+)\/runs$/)) && method === 'GET') {
      return { route: 'GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs', params: { workflow: decodeURIComponent(m[1]) } };
    }
    if ((m = rest.match(/^\/actions\/runs\/(\d+)$/)) && method === 'GET') {
      return { route: 'GET /repos/{owner}/{repo}/actions/runs/{run_id}', params: { runId: Number(m[1]) } };
    }
    if ((m = rest.match(/^\/actions\/runs\/(\d+)\/artifacts$/)) && method === 'GET') {
      return { route: 'GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts', params: { runId: Number(m[1]) } };
    }
    if ((m = rest.match(/^\/collaborators\/([^/]+)\/permission$/)) && method === 'GET') {
      return { route: 'GET /repos/{owner}/{repo}/collaborators/{username}/permission', params: { username: decodeURIComponent(m[1]) } };
    }
    if ((m = rest.match(/^\/actions\/runs\/(\d+)\/jobs$/)) && method === 'GET') {
      return { route: 'GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs', params: { runId: Number(m[1]) } };
    }
    if ((m = rest.match(/^\/check-runs\/(\d+)\/annotations$/)) && method === 'GET') {
      return { route: 'GET /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations', params: { checkRunId: Number(m[1]) } };
    }
    if ((m = rest.match(/^\/actions\/artifacts\/(\d+)\/([a-z]+)$/)) && method === 'GET') {
      return {
        route: 'GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}',
        params: { artifactId: Number(m[1]), archiveFormat: m[2] },
      };
    }
    return null;
  };

  /** One page of `items` plus GitHub's Link header (prev, next, last, first) on /repositories/{id}/ URLs. */
  const paginate = <T>(req: http.IncomingMessage, url: URL, items: T[], listPath: string): HttpReply => {
    const perPage = Math.min(100, Math.max(1, Number.parseInt(url.searchParams.get('per_page') ?? '', 10) || 30));
    const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '', 10) || 1);
    const lastPage = Math.max(1, Math.ceil(items.length / perPage));
    const slice = items.slice((page - 1) * perPage, page * perPage);
    const link = (p: number, rel: string) => {
      const params = new URLSearchParams(url.searchParams);
      params.delete('page');
      params.set('page', String(p));
      return `<${apiBase(req)}/repositories/${state.repoId}${listPath}?${params.toString()}>; rel="${rel}"`;
    };
    const links: string[] = [];
    if (page > 1) links.push(link(Math.min(page - 1, lastPage), 'prev'));
    if (page < lastPage) links.push(link(page + 1, 'next'), link(lastPage, 'last'));
    if (page > 1) links.push(link(1, 'first'));
    return new HttpReply(200, slice, links.length > 0 ? { link: links.join(', ') } : {});
  };

  const identityOf = (req: http.IncomingMessage): Identity | undefined => {
    const auth = req.headers.authorization;
    if (!auth) return undefined;
    const token = auth.replace(/^(token|bearer)\s+/i, '');
    return state.tokens.get(token) ?? { user: GITHUB_ACTIONS_BOT, installation: true };
  };

  const validateBody = (route: ApiRoute, body: unknown): HttpReply | string => {
    const text = typeof body === 'object' && body !== null ? (body as { body?: unknown }).body : undefined;
    if (typeof text !== 'string') {
      return new HttpReply(422, errorBody(route, 422, 'Invalid request.\n\n"body" wasn\'t supplied.'));
    }
    if (text.length > MAX_COMMENT_BODY) {
      return new HttpReply(
        422,
        errorBody(route, 422, 'Validation Failed', {
          errors: [
            {
              resource: 'IssueComment',
              code: 'custom',
              field: 'body',
              message: `body is too long (maximum is ${MAX_COMMENT_BODY} characters)`,
            },
          ],
        }),
      );
    }
    return text;
  };

  const findComment = (id: number): CommentRecord | undefined => {
    for (const issue of state.issues.values()) {
      const c = issue.comments.find((x) => x.id === id);
      if (c) return c;
    }
    return undefined;
  };

  const handle = (req: http.IncomingMessage, url: URL, matched: Matched, body: unknown): HttpReply => {
    const base = apiBase(req);
    const { route, params } = matched;
    const who = identityOf(req);
    const isWrite = req.method !== 'GET';
    if (isWrite && !who) return new HttpReply(401, errorBody(route, 401, 'Requires authentication'));
    if (isWrite && who?.readOnly) return new HttpReply(403, errorBody(route, 403, 'Resource not accessible by integration'));

    if (route === 'GET /user') {
      if (!who) return new HttpReply(401, errorBody(route, 401, 'Requires authentication'));
      if (who.installation) return new HttpReply(403, errorBody(route, 403, 'Resource not accessible by integration'));
      return new HttpReply(200, { ...userJson(base, who.user), name: null, email: null, created_at: '2011-01-25T18:44:36Z' });
    }

    if (route === 'GET /repos/{owner}/{repo}/collaborators/{username}/permission') {
      const login = params.username ?? '';
      const role = state.roles.get(login.toLowerCase()) ?? (/\[bot\]$/i.test(login) ? undefined : 'read');
      // GitHub answers 404 for a login that is no user of the repository, e.g. an app's bot.
      if (role === undefined) return new HttpReply(404, errorBody(route, 404, 'Not Found'));
      const permission = role === 'maintain' ? 'write' : role === 'triage' ? 'read' : role;
      const id = 1_000_000 + [...login].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 1_000_000, 0);
      const flags = { admin: role === 'admin', maintain: ['admin', 'maintain'].includes(role), push: ['admin', 'maintain', 'write'].includes(role) };
      return new HttpReply(200, {
        permission,
        role_name: role,
        user: {
          ...userJson(base, { login, id, type: 'User' }),
          permissions: { ...flags, triage: role !== 'read', pull: true },
          role_name: role,
        },
      });
    }

    if (route === 'GET /repos/{owner}/{repo}/actions/runs' || route === 'GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs') {
      const listPath = url.pathname.slice(prefix.length).replace(/^\/repos\/[^/]+\/[^/]+|^\/repositories\/\d+/, '');
      if (route === 'GET /repos/{owner}/{repo}/actions/runs') return listRuns(req, url, state.workflowRuns, listPath);
      // GitHub takes the workflow's id or its file name.
      const wanted = params.workflow ?? '';
      const id = /^\d+$/.test(wanted) ? Number(wanted) : [...workflowIds].find(([path]) => path.split('/').pop() === wanted)?.[1];
      if (id === undefined || ![...workflowIds.values()].includes(id)) return new HttpReply(404, errorBody(route, 404, 'Not Found'));
      return listRuns(
        req,
        url,
        state.workflowRuns.filter((r) => r.workflowId === id),
        listPath,
      );
    }
    if (route === 'GET /repos/{owner}/{repo}/actions/runs/{run_id}') {
      const run = state.workflowRuns.find((r) => r.id === params.runId);
      return run ? new HttpReply(200, workflowRunJson(base, run)) : new HttpReply(404, errorBody(route, 404, 'Not Found'));
    }
    if (route === 'GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts') {
      const name = url.searchParams.get('name');
      const all = state.artifacts.filter((a) => a.runId === params.runId && (name === null || a.name === name));
      const perPage = Math.min(100, Math.max(1, Number.parseInt(url.searchParams.get('per_page') ?? '', 10) || 30));
      const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '', 10) || 1);
      return new HttpReply(200, {
        total_count: all.length,
        artifacts: all.slice((page - 1) * perPage, page * perPage).map((a) => artifactJson(base, a)),
      });
    }
    if (route === 'GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs') {
      const listPath = url.pathname.slice(prefix.length).replace(/^\/repos\/[^/]+\/[^/]+|^\/repositories\/\d+/, '');
      const all = state.jobs.filter((j) => j.runId === params.runId);
      const page = paginate(req, url, all, listPath);
      return new HttpReply(200, { total_count: all.length, jobs: (page.body as JobRecord[]).map((j) => jobJson(base, j)) }, page.headers);
    }
    if (route === 'GET /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations') {
      const job = state.jobs.find((j) => j.id === params.checkRunId);
      if (!job) return new HttpReply(404, errorBody(route, 404, 'Not Found'));
      const listPath = url.pathname.slice(prefix.length).replace(/^\/repos\/[^/]+\/[^/]+|^\/repositories\/\d+/, '');
      const page = paginate(req, url, job.annotations, listPath);
      return new HttpReply(200, (page.body as AnnotationRecord[]).map(annotationJson), page.headers);
    }
    if (route === 'GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}') {
      const artifact = state.artifacts.find((a) => a.id === params.artifactId);
      if (!artifact || params.archiveFormat !== 'zip') return new HttpReply(404, errorBody(route, 404, 'Not Found'));
      if (!who) return new HttpReply(401, errorBody(route, 401, 'You must have the actions scope to download artifacts.'));
      const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
      return new HttpReply(302, undefined, {
        location: `${origin}/_blob/artifacts/${artifact.id}.zip?sv=2025-01-05&se=2099-01-01T00%3A00%3A00Z&sig=fakeSignature`,
      });
    }

    if (params.commentId !== undefined) {
      const comment = findComment(params.commentId);
      if (!comment) return new HttpReply(404, errorBody(route, 404, 'Not Found'));
      if (route === 'GET /repos/{owner}/{repo}/issues/comments/{comment_id}') {
        return new HttpReply(200, commentJson(base, comment));
      }
      if (route === 'DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}') {
        const issue = state.issues.get(comment.issueNumber)!;
        issue.comments = issue.comments.filter((c) => c.id !== comment.id);
        return new HttpReply(204, undefined);
      }
      const text = validateBody(route, body);
      if (text instanceof HttpReply) return text;
      comment.body = text;
      comment.updatedAt = tick();
      return new HttpReply(200, commentJson(base, comment));
    }

    if (route === 'GET /repos/{owner}/{repo}/issues') {
      const wanted = url.searchParams.get('state') ?? 'open';
      if (!['open', 'closed', 'all'].includes(wanted)) {
        return new HttpReply(422, errorBody(route, 422, 'Validation Failed', { errors: [{ resource: 'Issue', field: 'state', code: 'invalid' }] }));
      }
      const labels = (url.searchParams.get('labels') ?? '')
        .split(',')
        .map((l) => l.trim().toLowerCase())
        .filter((l) => l !== '');
      const listed = [...state.issues.values()]
        .filter((i) => wanted === 'all' || (i.state ?? 'open') === wanted)
        .filter((i) => labels.every((l) => i.labels.some((x) => x.name.toLowerCase() === l)))
        .sort((a, b) => b.number - a.number); // GitHub's default: sort=created, direction=desc
      const listPath = url.pathname.slice(prefix.length).replace(/^\/repos\/[^/]+\/[^/]+|^\/repositories\/\d+/, '');
      return paginate(
        req,
        url,
        listed.map((i) => issueJson(base, i)),
        listPath,
      );
    }
    if (route === 'POST /repos/{owner}/{repo}/issues') {
      const fields = (typeof body === 'object' && body !== null ? body : {}) as { title?: unknown; body?: unknown; labels?: unknown };
      if (typeof fields.title !== 'string' || fields.title === '') {
        return new HttpReply(422, errorBody(route, 422, 'Invalid request.\n\n"title" wasn\'t supplied.'));
      }
      if (fields.body !== undefined && fields.body !== null && typeof fields.body !== 'string') {
        return new HttpReply(422, errorBody(route, 422, "Invalid request.\n\nFor 'properties/body', is not a string or null."));
      }
      if (typeof fields.body === 'string' && fields.body.length > MAX_COMMENT_BODY) {
        return new HttpReply(
          422,
          errorBody(route, 422, 'Validation Failed', {
            errors: [{ resource: 'Issue', code: 'custom', field: 'body', message: `body is too long (maximum is ${MAX_COMMENT_BODY} characters)` }],
          }),
        );
      }
      const created = addIssue({
        title: fields.title,
        body: typeof fields.body === 'string' ? fields.body : null,
        labels: Array.isArray(fields.labels) ? fields.labels.map((l) => (typeof l === 'string' ? l : String((l as { name?: unknown }).name))) : [],
        user: who!.user,
      });
      const json = issueJson(base, created);
      return new HttpReply(201, json, { location: json.url });
    }

    const issue = params.issueNumber === undefined ? undefined : state.issues.get(params.issueNumber);
    if (!issue) return new HttpReply(404, errorBody(route, 404, 'Not Found'));
    if (route === 'PATCH /repos/{owner}/{repo}/issues/{issue_number}') {
      const fields = (typeof body === 'object' && body !== null ? body : {}) as { title?: unknown; body?: unknown; state?: unknown; labels?: unknown };
      if (fields.state !== undefined && fields.state !== 'open' && fields.state !== 'closed') {
        return new HttpReply(422, errorBody(route, 422, 'Validation Failed', { errors: [{ resource: 'Issue', field: 'state', code: 'invalid' }] }));
      }
      if (typeof fields.title === 'string') issue.title = fields.title;
      if (typeof fields.body === 'string' || fields.body === null) issue.body = fields.body;
      if (fields.state === 'open' || fields.state === 'closed') issue.state = fields.state;
      if (Array.isArray(fields.labels))
        issue.labels = fields.labels.map((l) => labelRecord(typeof l === 'string' ? l : String((l as { name?: unknown }).name)));
      issue.updatedAt = tick();
      return new HttpReply(200, issueJson(base, issue));
    }
    const listPath = url.pathname.slice(prefix.length).replace(/^\/repos\/[^/]+\/[^/]+|^\/repositories\/\d+/, '');

    switch (route) {
      case 'GET /repos/{owner}/{repo}/issues/{issue_number}':
        return new HttpReply(200, issueJson(base, issue));
      case 'GET /repos/{owner}/{repo}/pulls/{pull_number}':
        if (!issue.isPullRequest) return new HttpReply(404, errorBody(route, 404, 'Not Found'));
        return new HttpReply(200, pullRequestJson(base, issue));
      case 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments':
        return paginate(
          req,
          url,
          issue.comments.map((c) => commentJson(base, c)),
          listPath,
        );
      case 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments': {
        const text = validateBody(route, body);
        if (text instanceof HttpReply) return text;
        const created = addComment(issue.number, { body: text, user: who!.user });
        const json = commentJson(base, created);
        return new HttpReply(201, json, { location: json.url });
      }
      case 'GET /repos/{owner}/{repo}/issues/{issue_number}/labels':
        return paginate(
          req,
          url,
          issue.labels.map((l) => labelJson(base, l)),
          listPath,
        );
      case 'GET /repos/{owner}/{repo}/issues/{issue_number}/events':
        return paginate(
          req,
          url,
          issue.events.map((e) => eventJson(base, e)),
          listPath,
        );
      default:
        return new HttpReply(404, errorBody(route, 404, 'Not Found'));
    }
  };

  // -- HTTP plumbing --------------------------------------------------------------------------

  const readBody = (req: http.IncomingMessage): Promise<string> =>
    new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      req.on('error', reject);
    });

  /** Writes `reply`; `damage` cuts its body after some bytes (reset) or stalls it there (see cutNext, stallNext). */
  const send = (res: http.ServerResponse, record: RecordedRequest, reply: HttpReply, damage?: Pick<QueuedFault, 'cutAfterBytes' | 'stall'>) => {
    record.status = reply.status;
    if (res.destroyed || res.writableEnded) return; // client gave up (timeout)
    rateRemaining = Math.max(0, rateRemaining - 1);
    const headers: Record<string, string> = {
      'x-github-api-version-selected': '2022-11-28',
      'x-github-media-type': 'github.v3; format=json',
      'x-github-request-id': randomBytes(8).toString('hex').toUpperCase(),
      'x-ratelimit-limit': '5000',
      'x-ratelimit-remaining': String(rateRemaining),
      'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
      'x-ratelimit-used': String(5000 - rateRemaining),
      'x-ratelimit-resource': 'core',
      ...reply.headers,
    };
    if (reply.body === undefined) {
      res.writeHead(reply.status, headers).end();
      return;
    }
    const payload = Buffer.from(JSON.stringify(reply.body));
    headers['content-type'] = 'application/json; charset=utf-8';
    headers['content-length'] = String(payload.length);
    if (damage?.cutAfterBytes !== undefined) {
      const sent = payload.subarray(0, Math.max(0, Math.min(damage.cutAfterBytes, payload.length - 1)));
      res.writeHead(reply.status, headers).write(sent, () => res.socket?.resetAndDestroy());
      return;
    }
    if (damage?.stall !== undefined) {
      const { ms, bytes } = damage.stall;
      res.writeHead(reply.status, headers).write(payload.subarray(0, bytes));
      const rest = setTimeout(() => {
        if (!res.destroyed) res.end(payload.subarray(bytes));
      }, ms);
      res.on('close', () => clearTimeout(rest));
      return;
    }
    res.writeHead(reply.status, headers).end(payload);
  };

  const takeFault = (route: ApiRoute): QueuedFault | undefined => {
    const queue = faults.get(route);
    const head = queue?.[0];
    if (!queue || !head) return undefined;
    head.remaining -= 1;
    if (head.remaining <= 0) queue.shift();
    return head;
  };

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const raw = await readBody(req);
      let body: unknown;
      let badJson = false;
      if (raw !== '') {
        try {
          body = JSON.parse(raw);
        } catch {
          body = raw;
          badJson = true;
        }
      }
      if (url.pathname === '/_runner/jobs' && req.method === 'POST') {
        // The runner's report of a finished job (not the REST API): what GitHub then lists for its run.
        const job = body as Pick<JobRecord, 'runId' | 'name' | 'conclusion' | 'annotations'>;
        const recorded = addJob(job.runId, { name: job.name, conclusion: job.conclusion, annotations: job.annotations });
        res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ id: recorded.id }));
        return;
      }
      const blob = url.pathname.match(/^\/_blob\/artifacts\/(\d+)\.zip$/);
      if (blob) {
        // Blob storage, not the API: no API headers, raw bytes.
        const artifact = state.artifacts.find((a) => a.id === Number(blob[1]));
        requests.push({
          method: req.method ?? 'GET',
          path: url.pathname,
          query: Object.fromEntries(url.searchParams),
          route: null,
          headers: req.headers,
          body: undefined,
          status: artifact ? 200 : 404,
        });
        if (!artifact) {
          res.writeHead(404).end();
          return;
        }
        res
          .writeHead(200, {
            'content-type': 'application/zip',
            'content-length': String(artifact.zip.length),
            'content-disposition': `attachment; filename=${artifact.name}.zip; filename*=UTF-8''${encodeURIComponent(artifact.name)}.zip`,
          })
          .end(artifact.zip);
        return;
      }
      const path = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) || '/' : url.pathname;
      const method = req.method ?? 'GET';
      const matched = url.pathname.startsWith(prefix) ? matchRoute(method, path) : null;
      const record: RecordedRequest = {
        method,
        path,
        query: Object.fromEntries(url.searchParams),
        route: matched && matched !== 'wrong-repo' ? matched.route : null,
        headers: req.headers,
        body,
      };
      requests.push(record);

      if (matched === null || matched === 'wrong-repo') {
        send(res, record, new HttpReply(404, errorBody(null, 404, 'Not Found')));
        return;
      }
      const queued = takeFault(matched.route);
      const delayMs = queued?.delayMs ?? queued?.fault?.delayMs ?? 0;
      if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
      if (queued?.fault) {
        if (queued.fault.applied && !badJson) handle(req, url, matched, body);
        if (queued.fault.noResponse) {
          req.socket.destroy();
          return;
        }
        send(res, record, faultReply(matched.route, queued.fault));
        return;
      }
      if (badJson) {
        send(res, record, new HttpReply(400, errorBody(matched.route, 400, 'Problems parsing JSON')));
        return;
      }
      send(res, record, handle(req, url, matched, body), queued);
    })().catch((error: unknown) => {
      if (!res.headersSent && !res.destroyed) {
        res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify({ message: `fake server bug: ${String(error)}` }));
      }
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  const queue = (route: ApiRoute, item: QueuedFault) => {
    const list = faults.get(route) ?? [];
    list.push(item);
    faults.set(route, list);
  };
  const asFault = (fault: number | FaultSpec): FaultSpec => (typeof fault === 'number' ? { status: fault } : fault);

  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    token: DEFAULT_TOKEN,
    requests,
    state,
    requestsTo: (route) => requests.filter((r) => r.route === route),
    failNext: (route, fault, times = 1) => queue(route, { fault: asFault(fault), remaining: times }),
    failAlways: (route, fault) => queue(route, { fault: asFault(fault), remaining: Number.POSITIVE_INFINITY }),
    delayNext: (route, ms, times = 1) => queue(route, { delayMs: ms, remaining: times }),
    cutNext: (route, { times = 1, bytes = 9 } = {}) => queue(route, { cutAfterBytes: bytes, remaining: times }),
    stallNext: (route, ms, { times = 1, bytes = 9 } = {}) => queue(route, { stall: { ms, bytes }, remaining: times }),
    clearFaults: () => faults.clear(),
    pullRequest,
    setPullRequestRefs: (number, refs) => {
      const issue = pullRequest(number);
      issue.head = { ...issue.head, ...refs.head };
      issue.base = { ...issue.base, ...refs.base };
      return issue;
    },
    addComment,
    seedComments: (issueNumber, count, opts = {}) => {
      const users = opts.users ?? [OCTOCAT, HUBOT];
      return Array.from({ length: count }, (_, i) => addComment(issueNumber, { body: opts.body?.(i) ?? `comment ${i}`, user: users[i % users.length] }));
    },
    addLabel: (issueNumber, name, actor) => {
      const issue = pullRequest(issueNumber);
      const label = labelRecord(name);
      if (!issue.labels.some((l) => l.id === label.id)) issue.labels.push(label);
      addEvent(issueNumber, 'labeled', actor).label = { name: label.name, color: label.color };
    },
    removeLabel: (issueNumber, name, actor) => {
      const issue = pullRequest(issueNumber);
      const label = labelRecord(name);
      issue.labels = issue.labels.filter((l) => l.id !== label.id);
      addEvent(issueNumber, 'unlabeled', actor).label = { name: label.name, color: label.color };
    },
    addEvent,
    addIssue,
    issues: () => [...state.issues.values()].filter((i) => !i.isPullRequest).sort((a, b) => a.number - b.number),
    commentsOn: (issueNumber) => [...(state.issues.get(issueNumber)?.comments ?? [])],
    addArtifact: (runId, name, files) => {
      const zip = makeZip(files);
      const record: ArtifactRecord = {
        id: nextArtifactId++,
        runId,
        name,
        zip,
        digest: `sha256:${createHash('sha256').update(zip).digest('hex')}`,
        createdAt: tick(),
      };
      state.artifacts.push(record);
      return record;
    },
    addJob,
    jobsOf: (runId) => state.jobs.filter((j) => j.runId === runId),
    addWorkflowRun: (run) => {
      const path = run.path ?? '.github/workflows/benchgate.yml';
      const record: WorkflowRunRecord = {
        name: 'benchgate',
        event: 'pull_request',
        headBranch: 'feature',
        headOwner: state.owner,
        status: 'completed',
        conclusion: run.status === undefined || run.status === 'completed' ? 'failure' : null,
        ...run,
        path,
        workflowId: workflowIdOf(path),
        createdAt: run.createdAt ?? tick(),
      };
      state.workflowRuns = state.workflowRuns.filter((r) => r.id !== record.id);
      state.workflowRuns.push(record);
      return record;
    },
    setPermission: (login, role) => {
      state.roles.set(login.toLowerCase(), role);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
