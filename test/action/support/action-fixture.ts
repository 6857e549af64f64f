/**
 * The set-up most action tests share: the bundled action, the local GitHub API server for
 * acme/widgets and a bare origin holding the tiny project, made before the file's tests and
 * removed after them. A test file calls `useActionFixture()` once at its top level and reads
 * `fixture.api`, `fixture.origin` and `fixture.bundle` inside its hooks and tests.
 */
import { cpSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import {
  FORK_TOKEN,
  startGitHubApiServer,
  type GitHubApiServer,
  type GitHubApiServerOptions,
  type WorkflowRunRecord,
} from '../../support/github-api-server.js';
import { actionBundle } from './action-bundle.js';
import {
  checkout,
  measureInputs,
  Origin,
  projectFiles,
  pullRequestEvent,
  pushEvent,
  workflowDispatchEvent,
  removeTempDirs,
  runBundledAction,
  tempDir,
  type ActionRun,
  type ActionRunOptions,
  type PullRequestCommits,
} from './runner.js';

/** What a step needs but the bundle: the options of `runBundledAction` and `runActionInProcess`. */
export type StepOptions = Omit<ActionRunOptions, 'bundle'>;

export interface StepChoices {
  /** The checkout's `fetch-depth` (default 0: all history). */
  fetchDepth?: number;
  /** GITHUB_RUN_ID (default: the fixture's next run id). */
  runId?: number;
  /** The `artifact-dir` input (default: a fresh temporary directory). */
  artifactDir?: string;
  /** The event payload, when not the plain one. */
  event?: Record<string, unknown>;
  /** GITHUB_WORKSPACE, when not a fresh checkout. */
  workspace?: string;
  /** The repository checked out (default: the fixture's origin). */
  origin?: Origin;
  timeoutMs?: number;
  env?: Record<string, string>;
}

export interface ActionFixtureOptions {
  /** GITHUB_RUN_ID of the first run `nextRunId` hands out. */
  firstRunId?: number;
  /** The origin's main branch (default: the tiny project). */
  baseFiles?: Record<string, string>;
  /** Also locate (or build) the action bundle; off for files that run the action in process. */
  bundle?: boolean;
  api?: GitHubApiServerOptions;
}

/** The artifact of a `mode: run` step (measureInputs' `artifact-name`). */
export const RESULTS_ARTIFACT = 'benchgate-results';

export class ActionFixture {
  private state?: { bundle: string; api: GitHubApiServer; origin: Origin };
  private runId: number;

  constructor(private readonly options: ActionFixtureOptions) {
    this.runId = options.firstRunId ?? 6_000_000_001;
  }

  async start(): Promise<void> {
    const bundle = this.options.bundle === false ? '' : await actionBundle();
    const api = await startGitHubApiServer({ owner: 'acme', repo: 'widgets', ...this.options.api });
    this.state = { bundle, api, origin: new Origin(this.options.baseFiles ?? projectFiles()) };
  }

  async stop(): Promise<void> {
    await this.state?.api.close();
    removeTempDirs();
  }

  private get started() {
    if (this.state === undefined) throw new Error('the action fixture is used before its beforeAll ran');
    return this.state;
  }

  get bundle(): string {
    return this.started.bundle;
  }

  get api(): GitHubApiServer {
    return this.started.api;
  }

  get origin(): Origin {
    return this.started.origin;
  }

  nextRunId(): number {
    return this.runId++;
  }

  /** The id `nextRunId` hands out next. */
  peekRunId(): number {
    return this.runId;
  }

  /** A pull request from a branch of this repository, known to the API server with its head and base. */
  openPullRequest(number: number, headFiles: Record<string, string>, origin = this.origin): PullRequestCommits {
    const pr = origin.addPullRequest(number, headFiles);
    this.api.setPullRequestRefs(number, { head: { sha: pr.head, ref: `feature-${number}`, owner: 'acme' }, base: { sha: pr.base, ref: 'main' } });
    return pr;
  }

  /** The `with:` block of the tiny project's workflow, with `overrides`. */
  inputs(overrides: Record<string, string> = {}, artifactDir = tempDir('benchgate-artifacts-')): Record<string, string> {
    return measureInputs(this.api.token, artifactDir, overrides);
  }

  /** A `pull_request` step on `pr`'s merge commit. */
  pullRequestStep(pr: PullRequestCommits, overrides: Record<string, string> = {}, choices: StepChoices = {}): StepOptions {
    return {
      apiUrl: this.api.url,
      eventName: 'pull_request',
      event: choices.event ?? pullRequestEvent(pr),
      sha: pr.merge,
      ref: `refs/pull/${pr.number}/merge`,
      workspace: choices.workspace ?? checkout(choices.origin ?? this.origin, pr.merge, `refs/remotes/pull/${pr.number}/merge`, choices.fetchDepth ?? 0),
      ...this.common(overrides, choices),
    };
  }

  /** A `push` step to main, from `before` to `after`. */
  pushStep(before: string, after: string, overrides: Record<string, string> = {}, choices: StepChoices = {}): StepOptions {
    return {
      apiUrl: this.api.url,
      eventName: 'push',
      event: choices.event ?? pushEvent(before, after),
      sha: after,
      ref: 'refs/heads/main',
      workspace: choices.workspace ?? checkout(choices.origin ?? this.origin, after, 'refs/remotes/origin/main', choices.fetchDepth ?? 0),
      ...this.common(overrides, choices),
    };
  }

  /** A `workflow_dispatch` step at `sha` (checked out as origin/main), dispatched with `dispatchInputs`. */
  dispatchStep(sha: string, dispatchInputs: Record<string, string>, overrides: Record<string, string> = {}, choices: StepChoices = {}): StepOptions {
    return {
      apiUrl: this.api.url,
      eventName: 'workflow_dispatch',
      event: choices.event ?? workflowDispatchEvent(dispatchInputs),
      sha,
      workspace: choices.workspace ?? checkout(choices.origin ?? this.origin, sha, 'refs/remotes/origin/main', choices.fetchDepth ?? 0),
      ...this.common(overrides, choices),
    };
  }

  private common(overrides: Record<string, string>, choices: StepChoices) {
    return {
      runId: choices.runId ?? this.nextRunId(),
      inputs: this.inputs(overrides, choices.artifactDir),
      ...(choices.timeoutMs === undefined ? {} : { timeoutMs: choices.timeoutMs }),
      ...(choices.env === undefined ? {} : { env: choices.env }),
    };
  }

  /** The bundled action, run as a runner runs it, on a `pull_request` event of `pr`. */
  runOnPullRequest(pr: PullRequestCommits, overrides: Record<string, string> = {}, choices: StepChoices = {}): Promise<ActionRun> {
    return runBundledAction({ bundle: this.bundle, ...this.pullRequestStep(pr, overrides, choices) });
  }

  /** The bundled action on `pr`, with the results.json and report.json of the results artifact it left. */
  async runOnPullRequestWithResults(pr: PullRequestCommits, overrides: Record<string, string> = {}, choices: StepChoices = {}) {
    const artifactDir = choices.artifactDir ?? tempDir('benchgate-artifacts-');
    const run = await this.runOnPullRequest(pr, overrides, { ...choices, artifactDir });
    const read = (name: string) => JSON.parse(readFileSync(join(artifactDir, RESULTS_ARTIFACT, 'files', name), 'utf8'));
    return { run, results: read('results.json'), report: read('report.json') };
  }

  /** The bundled action on a `push` to main from `before` to `after`. */
  runOnPush(before: string, after: string, overrides: Record<string, string> = {}, choices: StepChoices = {}): Promise<ActionRun> {
    return runBundledAction({ bundle: this.bundle, ...this.pushStep(before, after, overrides, choices) });
  }

  /** A measuring run of a fork's pull request: its read-only token leaves the artifact in `artifactDir` and posts nothing. */
  async forkMeasuringRun(pr: PullRequestCommits, artifactDir: string, workflow: string): Promise<{ run: ActionRun; runId: number }> {
    const runId = this.nextRunId();
    const run = await runBundledAction({
      bundle: this.bundle,
      ...this.pullRequestStep(pr, { token: FORK_TOKEN }, { runId, artifactDir, event: pullRequestEvent(pr, { fromFork: 'contributor' }) }),
      workflow,
    });
    return { run, runId };
  }

  /** The trusted `mode: comment` workflow's run on the `workflow_run` event of a measuring run, reading `artifactDir`. */
  runCommentMode(
    event: Record<string, unknown>,
    artifactDir: string,
    options: { inputs?: Record<string, string>; env?: Record<string, string> } = {},
  ): Promise<ActionRun> {
    return runBundledAction({
      bundle: this.bundle,
      apiUrl: this.api.url,
      eventName: 'workflow_run',
      event,
      sha: this.origin.base,
      workspace: tempDir('benchgate-comment-workspace-'),
      runId: this.nextRunId(),
      workflow: 'benchgate comment',
      ...(options.env === undefined ? {} : { env: options.env }),
      inputs: { mode: 'comment', token: this.api.token, comment: 'always', 'artifact-name': RESULTS_ARTIFACT, 'artifact-dir': artifactDir, ...options.inputs },
    });
  }

  /** This workflow's run for `commits`, in progress, created now on the server's clock. */
  startWorkflowRun(commits: PullRequestCommits): WorkflowRunRecord {
    return this.api.addWorkflowRun({ id: this.nextRunId(), headSha: commits.head, headBranch: `feature-${commits.number}`, status: 'in_progress' });
  }

  /** The run completed, with the conclusion its job's exit code gives. */
  finishWorkflowRun(run: WorkflowRunRecord, exitCode: number | null): WorkflowRunRecord {
    return this.api.addWorkflowRun({ ...run, status: 'completed', conclusion: exitCode === 0 ? 'success' : 'failure' });
  }

  /**
   * A `mode: run` measurement of `commits` in a workflow run of its own, whose artifact the API
   * server then serves for that run; `edit` may change the uploaded files (in their directory) first.
   */
  async measureRun(
    commits: PullRequestCommits,
    options: { edit?: (filesDir: string) => void; timeoutMs?: number; origin?: Origin } = {},
  ): Promise<{ run: ActionRun; id: number; files: Record<string, Buffer> }> {
    const record = this.startWorkflowRun(commits);
    const artifactDir = tempDir('benchgate-artifacts-');
    const { timeoutMs, origin } = options;
    const run = await this.runOnPullRequest(commits, {}, { runId: record.id, artifactDir, timeoutMs, origin });
    this.finishWorkflowRun(record, run.exitCode);
    options.edit?.(join(artifactDir, RESULTS_ARTIFACT, 'files'));
    const files = artifactFiles(artifactDir, RESULTS_ARTIFACT);
    this.api.addArtifact(record.id, RESULTS_ARTIFACT, files);
    return { run, id: record.id, files };
  }

  /** A label event's run of its own, reading the last run's artifact through the REST API (no `artifact-dir`), as on GitHub. */
  async labelRun(
    commits: PullRequestCommits,
    label: string,
    options: { action?: 'labeled' | 'unlabeled'; inputs?: Record<string, string>; timeoutMs?: number; origin?: Origin } = {},
  ): Promise<ActionRun> {
    const record = this.startWorkflowRun(commits);
    const event = { ...pullRequestEvent(commits), action: options.action ?? 'labeled', label: { id: 1, name: label, color: 'ededed', default: false } };
    const { timeoutMs, origin } = options;
    const inputs = { 'artifact-name': RESULTS_ARTIFACT, ...options.inputs };
    const run = await this.runOnPullRequest(commits, inputs, { runId: record.id, artifactDir: '', fetchDepth: 1, event, timeoutMs, origin });
    this.finishWorkflowRun(record, run.exitCode);
    return run;
  }
}

/** The fixture of this test file: started in a `beforeAll`, stopped in an `afterAll`. */
export function useActionFixture(options: ActionFixtureOptions = {}): ActionFixture {
  const fixture = new ActionFixture(options);
  // Bundling the action when dist/ is stale takes minutes on a busy machine.
  beforeAll(() => fixture.start(), 600_000);
  afterAll(() => fixture.stop());
  return fixture;
}

/** The files of an uploaded artifact (`<artifactDir>/<name>/files`), as the API server serves them. */
export function artifactFiles(artifactDir: string, name: string): Record<string, Buffer> {
  const dir = join(artifactDir, name, 'files');
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => statSync(join(dir, file)).isFile())
      .map((file) => [file, readFileSync(join(dir, file))]),
  );
}

/** A copy of the artifacts in `artifactDir` whose context.json and results.json `forge` edits. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests forge the files field by field
export function forgedArtifact(artifactDir: string, forge: { context?: (c: any) => void; results?: (r: any) => void }): string {
  const dir = tempDir('benchgate-forged-');
  cpSync(artifactDir, dir, { recursive: true });
  const files = join(dir, RESULTS_ARTIFACT, 'files');
  for (const [name, edit] of [
    ['context.json', forge.context],
    ['results.json', forge.results],
  ] as const) {
    if (!edit) continue;
    const value = JSON.parse(readFileSync(join(files, name), 'utf8'));
    edit(value);
    writeFileSync(join(files, name), JSON.stringify(value));
  }
  return dir;
}
