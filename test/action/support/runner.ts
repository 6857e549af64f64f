/**
 * Runs the bundled action the way a GitHub-hosted runner does: `node dist/index.js` as its own
 * process, with the runner's GITHUB_* variables, an event payload file, INPUT_* variables for
 * the `with:` block over action.yml's defaults (a runner passes every input that has a default),
 * and GITHUB_OUTPUT / GITHUB_STEP_SUMMARY files; then reads back what the runner would: the exit
 * code, the workflow commands on stdout, the outputs and the job summary.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import { MEASURE_SOURCE } from './bench-scripts.js';

/** git with a fixed identity and none of the machine's config. */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=benchgate test', '-c', 'user.email=test@benchgate.invalid', '-c', 'commit.gpgsign=false', ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...GIT_ISOLATION },
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

const GIT_ISOLATION = { GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_TERMINAL_PROMPT: '0' };

const made: string[] = [];

/** A fresh temporary directory (real path); removed by `removeTempDirs`. */
export function tempDir(prefix: string): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  made.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
}

// ---------------------------------------------------------------------------------------------
// The project under test: a tiny Node benchmark with a build step.

export interface ProjectOptions {
  /** Work of the `sort` benchmark relative to `parse` (1 = same; 2 = twice as slow). */
  sortWork?: number;
  /** The build prints this many numbered lines, then an error, and exits 1. */
  buildFailsAfterLines?: number;
  /** Anything else, e.g. a README change that leaves the benchmark alone. */
  extra?: Record<string, string>;
}

/**
 * `node build.mjs` copies bench.src.mjs to out/bench.mjs (so the benchmark only runs if the build
 * ran in the checkout); `node out/bench.mjs` prints JSON lines, 5 measurements per benchmark, the
 * first marked warm-up. Each measurement is the least CPU time of 5 tries of about 0.5 ms of integer
 * arithmetic per unit of work.
 */
export function projectFiles(options: ProjectOptions = {}): Record<string, string> {
  const { sortWork = 1, buildFailsAfterLines, extra = {} } = options;
  const build =
    buildFailsAfterLines === undefined
      ? `import { mkdirSync, copyFileSync } from 'node:fs';
mkdirSync('out', { recursive: true });
copyFileSync('bench.src.mjs', 'out/bench.mjs');
console.log('built out/bench.mjs');
`
      : `for (let i = 1; i <= ${buildFailsAfterLines}; i++) console.log('compiling module ' + i);
console.error('src/sort.ts(12,5): error TS2304: Cannot find name "comparator".');
process.exit(1);
`;
  return {
    'package.json': `${JSON.stringify({ name: 'tiny-bench', private: true, type: 'module' }, null, 2)}\n`,
    'build.mjs': build,
    'bench.src.mjs': `// CPU time, not wall time: the tests run on busy 2-core machines, where other processes
// stretch wall times at random; the work done (and so the CPU time) stays put. Each value is
// the least of 5 tries (MEASURE_SOURCE in test/action/support/bench-scripts.ts says why).
const work = { parse: 1, sort: ${sortWork} };
${MEASURE_SOURCE}for (const [name, units] of Object.entries(work)) {
  for (let i = 0; i < 5; i++) {
    const value = measure(units);
    console.log(JSON.stringify({ name, value, unit: 'ms', ...(i === 0 ? { warmup: true } : {}) }));
  }
}
if (sink === 42) console.error('unlikely');
`,
    ...extra,
  };
}

// ---------------------------------------------------------------------------------------------
// Repositories: a bare "origin" on GitHub's side and the runner's checkout of it.

export interface PullRequestCommits {
  number: number;
  /** `pull_request.base.sha`: the base branch's commit. */
  base: string;
  /** `pull_request.head.sha`: the PR branch's last commit. */
  head: string;
  /** `GITHUB_SHA` on pull_request: the merge commit GitHub made (refs/pull/N/merge). */
  merge: string;
}

/**
 * A bare origin with `main` at a base commit. `addPullRequest` adds a PR branch with `headFiles`
 * on top of main and GitHub's merge commit for it (refs/pull/N/head and refs/pull/N/merge).
 */
export class Origin {
  readonly dir: string;
  readonly base: string;
  private readonly scratch: string;

  constructor(baseFiles: Record<string, string>) {
    this.dir = join(tempDir('benchgate-origin-'), 'origin.git');
    git(dirname(this.dir), 'init', '--quiet', '--bare', '--initial-branch=main', this.dir);
    this.scratch = tempDir('benchgate-scratch-');
    git(this.scratch, 'init', '--quiet', '--initial-branch=main');
    writeFiles(this.scratch, baseFiles);
    git(this.scratch, 'add', '--all');
    git(this.scratch, 'commit', '--quiet', '-m', 'base: the main branch');
    this.base = git(this.scratch, 'rev-parse', 'HEAD');
    git(this.scratch, 'push', '--quiet', this.url, 'main:refs/heads/main');
  }

  get url(): string {
    return `file://${this.dir}`;
  }

  /** Pushes a commit with `files` on top of `parent` to `branch`; returns its SHA. */
  pushCommit(parent: string, files: Record<string, string>, branch = 'main'): string {
    const scratch = tempDir('benchgate-push-');
    git(scratch, 'clone', '--quiet', this.url, '.');
    git(scratch, 'checkout', '--quiet', '--detach', parent);
    writeFiles(scratch, files);
    git(scratch, 'add', '--all');
    git(scratch, 'commit', '--quiet', '-m', `a commit on ${branch}`);
    const sha = git(scratch, 'rev-parse', 'HEAD');
    git(scratch, 'push', '--quiet', 'origin', `HEAD:refs/heads/${branch}`);
    return sha;
  }

  addPullRequest(number: number, headFiles: Record<string, string>): PullRequestCommits {
    git(this.scratch, 'checkout', '--quiet', '-B', `pr-${number}`, this.base);
    writeFiles(this.scratch, headFiles);
    git(this.scratch, 'add', '--all');
    git(this.scratch, 'commit', '--quiet', '--allow-empty', '-m', `PR #${number}`);
    const head = git(this.scratch, 'rev-parse', 'HEAD');
    // GitHub's test-merge commit: parents are the base and the PR head.
    git(this.scratch, 'checkout', '--quiet', '--detach', this.base);
    git(this.scratch, 'merge', '--quiet', '--no-ff', '-m', `Merge ${head} into ${this.base}`, head);
    const merge = git(this.scratch, 'rev-parse', 'HEAD');
    git(
      this.scratch,
      'push',
      '--quiet',
      this.url,
      `${head}:refs/pull/${number}/head`,
      `${merge}:refs/pull/${number}/merge`,
      `${head}:refs/heads/feature-${number}`,
    );
    return { number, base: this.base, head, merge };
  }

  /** A push to PR `pr`'s branch: a commit with `files` on top of its head, and GitHub's new merge commit for it. */
  pushToPullRequest(pr: PullRequestCommits, files: Record<string, string>): PullRequestCommits {
    git(this.scratch, 'checkout', '--quiet', '--detach', pr.head);
    writeFiles(this.scratch, files);
    git(this.scratch, 'add', '--all');
    git(this.scratch, 'commit', '--quiet', '--allow-empty', '-m', `PR #${pr.number}, pushed again`);
    const head = git(this.scratch, 'rev-parse', 'HEAD');
    git(this.scratch, 'checkout', '--quiet', '--detach', pr.base);
    git(this.scratch, 'merge', '--quiet', '--no-ff', '-m', `Merge ${head} into ${pr.base}`, head);
    const merge = git(this.scratch, 'rev-parse', 'HEAD');
    git(
      this.scratch,
      'push',
      '--quiet',
      '--force',
      this.url,
      `${head}:refs/pull/${pr.number}/head`,
      `${merge}:refs/pull/${pr.number}/merge`,
      `${head}:refs/heads/feature-${pr.number}`,
    );
    return { number: pr.number, base: pr.base, head, merge };
  }
}

/**
 * What a `pull_request` run of the bundle sees: the event, GITHUB_SHA/GITHUB_REF of the merge
 * commit, and a workspace where that commit is checked out as actions/checkout does.
 */
export function pullRequestRun(origin: Origin, pr: PullRequestCommits, options: { fromFork?: string; fetchDepth?: number } = {}) {
  return {
    eventName: 'pull_request',
    event: pullRequestEvent(pr, options.fromFork === undefined ? {} : { fromFork: options.fromFork }),
    sha: pr.merge,
    ref: `refs/pull/${pr.number}/merge`,
    workspace: checkout(origin, pr.merge, `refs/remotes/pull/${pr.number}/merge`, options.fetchDepth ?? 1),
  };
}

/**
 * The workspace as actions/checkout leaves it: `git init`, `origin` pointing at the origin,
 * a fetch of `ref` (depth 1 by default, as with checkout's default `fetch-depth: 1`; 0 = all
 * history), and a detached checkout of `sha`.
 */
export function checkout(origin: Origin, sha: string, refspec: string, fetchDepth = 1): string {
  const dir = tempDir('benchgate-workspace-');
  git(dir, 'init', '--quiet');
  git(dir, 'remote', 'add', 'origin', origin.url);
  if (fetchDepth === 0) {
    git(dir, 'fetch', '--quiet', '--prune', 'origin', '+refs/heads/*:refs/remotes/origin/*', '+refs/tags/*:refs/tags/*');
    if (!refspec.startsWith('refs/remotes/origin/')) git(dir, 'fetch', '--quiet', '--no-tags', 'origin', `+${sha}:${refspec}`);
  } else {
    git(dir, 'fetch', '--quiet', '--no-tags', '--prune', `--depth=${fetchDepth}`, 'origin', `+${sha}:${refspec}`);
  }
  git(dir, 'checkout', '--quiet', '--force', '--detach', sha);
  return dir;
}

// ---------------------------------------------------------------------------------------------
// Event payloads, shaped like GitHub's (trimmed to what a reader could rely on).

export const OWNER = 'acme';
export const REPO = 'widgets';

const user = (login: string, id: number, type = 'User') => ({
  login,
  id,
  node_id: `U_${id}`,
  type,
  site_admin: false,
  html_url: `https://github.com/${login}`,
  url: `https://api.github.com/users/${login}`,
});

const repository = (owner = OWNER) => ({
  id: owner === OWNER ? 700123456 : 700999999,
  node_id: 'R_kgDOwidgets',
  name: REPO,
  full_name: `${owner}/${REPO}`,
  private: false,
  owner: user(owner, owner === OWNER ? 9000001 : 1000001, owner === OWNER ? 'Organization' : 'User'),
  html_url: `https://github.com/${owner}/${REPO}`,
  fork: owner !== OWNER,
  url: `https://api.github.com/repos/${owner}/${REPO}`,
  default_branch: 'main',
});

export function pullRequestEvent(pr: PullRequestCommits, options: { fromFork?: string } = {}): Record<string, unknown> {
  const headOwner = options.fromFork ?? OWNER;
  return {
    action: 'synchronize',
    number: pr.number,
    before: '0'.repeat(39) + '1',
    after: pr.head,
    pull_request: {
      url: `https://api.github.com/repos/${OWNER}/${REPO}/pulls/${pr.number}`,
      id: 1_700_000_000 + pr.number,
      number: pr.number,
      state: 'open',
      title: `PR #${pr.number}`,
      user: user(headOwner === OWNER ? 'octocat' : headOwner, 583231),
      draft: false,
      labels: [],
      merge_commit_sha: pr.merge,
      head: { label: `${headOwner}:feature-${pr.number}`, ref: `feature-${pr.number}`, sha: pr.head, repo: repository(headOwner) },
      base: { label: `${OWNER}:main`, ref: 'main', sha: pr.base, repo: repository() },
    },
    repository: repository(),
    sender: user('octocat', 583231),
  };
}

export function workflowRunEvent(runId: number, headSha: string, options: { fromFork?: string; workflow?: string } = {}): Record<string, unknown> {
  const headOwner = options.fromFork ?? OWNER;
  return {
    action: 'completed',
    workflow_run: {
      id: runId,
      name: options.workflow ?? 'benchgate',
      event: 'pull_request',
      status: 'completed',
      conclusion: 'failure',
      head_branch: 'feature',
      head_sha: headSha,
      run_number: 17,
      run_attempt: 1,
      // Empty for pull requests from forks: the PR number must come from the artifact.
      pull_requests: [],
      head_repository: repository(headOwner),
      repository: repository(),
      html_url: `https://github.com/${OWNER}/${REPO}/actions/runs/${runId}`,
    },
    workflow: { id: 4242, name: options.workflow ?? 'benchgate', path: '.github/workflows/benchgate.yml' },
    repository: repository(),
    sender: user('octocat', 583231),
  };
}

export function pushEvent(before: string, after: string): Record<string, unknown> {
  return {
    ref: 'refs/heads/main',
    before,
    after,
    created: false,
    deleted: false,
    forced: false,
    head_commit: { id: after, message: 'a commit', timestamp: '2024-03-01T09:00:00Z' },
    pusher: { name: 'octocat', email: 'octocat@github.com' },
    repository: repository(),
    sender: user('octocat', 583231),
  };
}

export function workflowDispatchEvent(inputs: Record<string, string>): Record<string, unknown> {
  return { ref: 'refs/heads/main', inputs, workflow: '.github/workflows/benchgate.yml', repository: repository(), sender: user('octocat', 583231) };
}

// ---------------------------------------------------------------------------------------------
// Running the action.

export interface ActionRunOptions {
  bundle: string;
  apiUrl: string;
  eventName: string;
  event: Record<string, unknown>;
  /** GITHUB_SHA. */
  sha: string;
  /** GITHUB_WORKSPACE; a checkout, or an empty directory for `mode: comment`. */
  workspace: string;
  runId: number;
  /** The `with:` block, by input name as in action.yml (e.g. `min-effect`). */
  inputs: Record<string, string>;
  workflow?: string;
  ref?: string;
  env?: Record<string, string>;
  /** Stop the action after this long (default 60 s); the end-to-end tests build real projects and need more. */
  timeoutMs?: number;
}

export interface WorkflowCommand {
  command: string;
  properties: Record<string, string>;
  message: string;
}

export interface ActionRun {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  commands: WorkflowCommand[];
  outputs: Record<string, string>;
  summary: string;
  runnerTemp: string;
  /** Messages of the `::error`, `::warning` and `::notice` commands. */
  errors: string[];
  warnings: string[];
  notices: string[];
}

const unescapeData = (s: string) => s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
const unescapeProperty = (s: string) => unescapeData(s).replace(/%3A/g, ':').replace(/%2C/g, ',');

/** `::command k=v,k=v::message` lines, unescaped as the runner does. */
export function parseWorkflowCommands(stdout: string): WorkflowCommand[] {
  const commands: WorkflowCommand[] = [];
  for (const line of stdout.split('\n')) {
    const m = /^::([a-z-]+)(?: ([^:]*))?::(.*)$/.exec(line);
    if (!m) continue;
    const properties: Record<string, string> = {};
    for (const pair of (m[2] ?? '').split(',').filter(Boolean)) {
      const at = pair.indexOf('=');
      properties[pair.slice(0, at)] = unescapeProperty(pair.slice(at + 1));
    }
    commands.push({ command: m[1], properties, message: unescapeData(m[3]) });
  }
  return commands;
}

/** The GITHUB_OUTPUT file: `name<<delimiter` … `delimiter` blocks, as @actions/core writes them. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<=]+)<<(.+)$/.exec(lines[i]);
    if (m) {
      const end = lines.indexOf(m[2], i + 1);
      outputs[m[1]] = lines.slice(i + 1, end).join('\n');
      i = end;
    } else if (lines[i].includes('=')) {
      const at = lines[i].indexOf('=');
      outputs[lines[i].slice(0, at)] = lines[i].slice(at + 1);
    }
  }
  return outputs;
}

/** `INPUT_` + the name upper-cased with spaces as `_` (dashes stay), as `core.getInput` reads it. */
export const inputVariable = (name: string) => `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;

/** The inputs action.yml gives a default, with it: what a runner passes when the workflow leaves them out. */
export function actionYmlDefaults(): Record<string, string> {
  const yml = parse(readFileSync(new URL('../../../action.yml', import.meta.url), 'utf8')) as { inputs: Record<string, { default?: unknown }> };
  return Object.fromEntries(
    Object.entries(yml.inputs)
      .filter(([, spec]) => spec.default !== undefined)
      .map(([name, spec]) => [name, String(spec.default)]),
  );
}

/**
 * The Node binary the bundle runs on: BENCHGATE_TEST_NODE when set (`npm run test:suite` sets
 * the Node 24 that action.yml's `runs.using` names), else the Node running the tests.
 */
export function actionRuntime(): string {
  return process.env.BENCHGATE_TEST_NODE || process.execPath;
}

/** What the runner prepares for an action step: its temp dir, event file, command files, and the environment with INPUT_* over action.yml's defaults. */
export function runnerStep(options: Omit<ActionRunOptions, 'bundle' | 'timeoutMs'>): {
  runnerTemp: string;
  env: Record<string, string>;
  outputPath: string;
  summaryPath: string;
} {
  const runnerTemp = tempDir('benchgate-runner-temp-');
  const eventPath = join(runnerTemp, '_github_workflow', 'event.json');
  const outputPath = join(runnerTemp, '_runner_file_commands', 'set_output');
  const summaryPath = join(runnerTemp, '_runner_file_commands', 'step_summary');
  writeFiles(runnerTemp, {
    '_github_workflow/event.json': JSON.stringify(options.event, null, 2),
    '_runner_file_commands/set_output': '',
    '_runner_file_commands/step_summary': '',
  });
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? runnerTemp,
    TMPDIR: tmpdir(),
    LANG: 'C.UTF-8',
    ...GIT_ISOLATION,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    RUNNER_OS: 'Linux',
    RUNNER_ARCH: 'X64',
    RUNNER_TEMP: runnerTemp,
    GITHUB_EVENT_NAME: options.eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: `${OWNER}/${REPO}`,
    GITHUB_REPOSITORY_OWNER: OWNER,
    GITHUB_SHA: options.sha,
    GITHUB_REF: options.ref ?? 'refs/heads/main',
    GITHUB_REF_NAME: (options.ref ?? 'refs/heads/main').replace(/^refs\/(heads|tags)\//, ''),
    GITHUB_API_URL: options.apiUrl,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_GRAPHQL_URL: `${options.apiUrl}/graphql`,
    GITHUB_RUN_ID: String(options.runId),
    GITHUB_RUN_NUMBER: '17',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_WORKFLOW: options.workflow ?? 'benchgate',
    GITHUB_JOB: 'measure',
    GITHUB_ACTION: '__self',
    GITHUB_ACTOR: 'octocat',
    GITHUB_WORKSPACE: options.workspace,
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    ...Object.fromEntries(Object.entries({ ...actionYmlDefaults(), ...options.inputs }).map(([name, value]) => [inputVariable(name), value])),
    ...options.env,
  };
  return { runnerTemp, env, outputPath, summaryPath };
}

export async function runBundledAction(options: ActionRunOptions): Promise<ActionRun> {
  const { runnerTemp, env, outputPath, summaryPath } = runnerStep(options);
  const { code, signal, stdout, stderr } = await new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>(
    (resolve) => {
      // The timeout only stops a hung action (the test then fails on the exit code); no test waits on it.
      const child = execFile(
        actionRuntime(),
        [options.bundle],
        { cwd: options.workspace, env, timeout: options.timeoutMs ?? 60_000, maxBuffer: 32 * 1024 * 1024 },
        (_error, out, err) => resolve({ code: child.exitCode, signal: child.signalCode, stdout: String(out), stderr: String(err) }),
      );
    },
  );
  return finishedRun(options, { runnerTemp, outputPath, summaryPath }, { exitCode: code, signal, stdout, stderr });
}

/**
 * What a step left once its process ended: the workflow commands it printed, its outputs, its
 * summary and its messages by kind. Reports the job's conclusion to the API server first (reportJob).
 */
export async function finishedRun(
  options: Pick<ActionRunOptions, 'apiUrl' | 'runId' | 'inputs' | 'env'>,
  step: { runnerTemp: string; outputPath: string; summaryPath: string },
  ended: Pick<ActionRun, 'exitCode' | 'signal' | 'stdout' | 'stderr'>,
): Promise<ActionRun> {
  const commands = parseWorkflowCommands(ended.stdout);
  const messages = (name: string) => commands.filter((c) => c.command === name).map((c) => c.message);
  await reportJob(options, { exitCode: ended.exitCode, commands });
  return {
    ...ended,
    commands,
    outputs: parseOutputFile(readFileSync(step.outputPath, 'utf8')),
    summary: readFileSync(step.summaryPath, 'utf8'),
    runnerTemp: step.runnerTemp,
    errors: messages('error'),
    warnings: messages('warning'),
    notices: messages('notice'),
  };
}

/** GitHub keeps at most this many annotations of each level per step; the runner drops the rest. */
const ANNOTATIONS_PER_STEP = 10;

/**
 * What the runner reports to GitHub when the job ends: its conclusion and the annotations its
 * `::notice`, `::warning` and `::error` commands made (at most 10 of each level, as on GitHub),
 * plus GitHub's own for a failed step. Sent to the local API server's runner endpoint, which then
 * lists the job for its run; a server that is not the local one is left alone.
 */
export async function reportJob(options: Pick<ActionRunOptions, 'apiUrl' | 'runId' | 'inputs' | 'env'>, run: Pick<ActionRun, 'exitCode' | 'commands'>) {
  const levels = { notice: 'notice', warning: 'warning', error: 'failure' } as const;
  const counts = new Map<string, number>();
  const annotations: Array<{ level: string; title: string; message: string }> = [];
  for (const command of run.commands) {
    const level = levels[command.command as keyof typeof levels];
    if (level === undefined) continue;
    const count = (counts.get(level) ?? 0) + 1;
    counts.set(level, count);
    if (count <= ANNOTATIONS_PER_STEP) annotations.push({ level, title: command.properties.title ?? '', message: command.message });
  }
  if (run.exitCode !== 0) annotations.push({ level: 'failure', title: '', message: `Process completed with exit code ${run.exitCode ?? 'unknown'}.` });
  const job = options.env?.GITHUB_JOB ?? 'measure';
  const shard = options.inputs.shard;
  const body = { runId: options.runId, name: shard ? `${job} (${shard})` : job, conclusion: run.exitCode === 0 ? 'success' : 'failure', annotations };
  const origin = /^http:\/\/127\.0\.0\.1:\d+/.exec(options.apiUrl)?.[0];
  if (origin === undefined) return;
  // A stand-in that never answers (api-deadline-run.test.ts) must not hold the test: the report is bounded.
  await fetch(`${origin}/_runner/jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  }).catch(() => undefined);
}

/** A compact description of a run for assertion messages. */
export function describeRun(run: ActionRun): string {
  const relevant = run.stdout
    .split('\n')
    .filter((l) => !l.startsWith('::debug::'))
    .slice(-60)
    .join('\n');
  return `exit ${run.exitCode}${run.signal ? ` (${run.signal})` : ''}\n--- stdout (tail) ---\n${relevant}\n--- stderr ---\n${run.stderr.slice(-3000)}`;
}

/** The `with:` block of a typical workflow for the tiny project, every input the tests rely on spelled out. */
export function measureInputs(token: string, artifactDir: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    mode: 'run',
    build: 'node build.mjs',
    bench: 'node out/bench.mjs',
    format: 'jsonl',
    // Two builds: the copy-only build's outputs hash alike, which proves it deterministic; with one
    // build nothing could rest on the unestimated build level, and every verdict would be inconclusive.
    binaries: '2',
    executions: '6',
    confidence: '0.95',
    'min-effect': '30%',
    correction: 'holm',
    rule: 'interval',
    'fail-on-regression': 'true',
    comment: 'always',
    token,
    'accept-label': 'benchgate:accept-regression',
    'artifact-name': 'benchgate-results',
    'artifact-dir': artifactDir,
    history: 'none',
    // Profiling (on by default) doubles a run's processes; the tests of other features keep their
    // runs as they were, and test/action/profile-run.test.ts turns it on.
    profile: 'off',
    ...overrides,
  };
}

/**
 * Where `history: git-branch` keeps its branch in the tests: a bare repository at
 * `<serverUrl>/<owner>/<repo>.git`, with GITHUB_SERVER_URL set to `serverUrl` (a file:// URL).
 */
export class HistoryServer {
  readonly serverUrl: string;
  readonly remote: string;

  constructor(readonly branch = 'benchgate-data') {
    const dir = tempDir('benchgate-server-');
    this.serverUrl = `file://${dir}`;
    this.remote = join(dir, OWNER, `${REPO}.git`);
    git(dir, 'init', '--quiet', '--bare', this.remote);
  }

  /** history.json as stored on the branch now. */
  stored<T = { entries: Array<{ sha: string; runId: string }> }>(): T {
    return JSON.parse(git(dirname(this.remote), '--git-dir', this.remote, 'show', `${this.branch}:history.json`));
  }

  /** The branch's commit now. */
  head(): string {
    return git(dirname(this.remote), '--git-dir', this.remote, 'rev-parse', this.branch);
  }

  /** Replaces history.json on the branch with `content` (a new commit on top). */
  seed(content: unknown): void {
    const scratch = tempDir('benchgate-seed-');
    git(scratch, 'clone', '--quiet', '--branch', this.branch, this.remote, '.');
    writeFiles(scratch, { 'history.json': `${JSON.stringify(content, null, 2)}\n` });
    git(scratch, 'add', 'history.json');
    git(scratch, 'commit', '--quiet', '-m', 'seed history');
    git(scratch, 'push', '--quiet', 'origin', `HEAD:refs/heads/${this.branch}`);
  }

  /** The `with:` inputs of a step that keeps its history on this branch. */
  get inputs(): Record<string, string> {
    return { history: 'git-branch', 'history-branch': this.branch };
  }

  /** The runner's variables that point a step at this server (GITHUB_SERVER_URL) from main. */
  get env(): Record<string, string> {
    return { GITHUB_SERVER_URL: this.serverUrl, GITHUB_REF_NAME: 'main' };
  }
}
