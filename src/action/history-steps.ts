import { join } from 'node:path';
import type { SuiteReport } from '../analysis/report-types.js';
import { actionsCacheClient } from '../history/actions-cache-client.js';
import { CacheHistoryBackend } from '../history/cache-history-backend.js';
import { GitBranchHistoryBackend } from '../history/git-branch-history-backend.js';
import { CachePullRequestStore } from '../history/cache-pull-request-store.js';
import { GitBranchPullRequestStore } from '../history/git-branch-pull-request-store.js';
import type { PullRequestStore } from '../ports/pull-request-store.js';
import { fitHistoryPriors } from '../analysis/history-prior.js';
import { recordTrend, type Trend, type TrendAnchor } from '../experiment/record-trend.js';
import type { HistoryPriors } from '../results/analysis-record.js';
import type { HistoryBackend, HistoryLoad } from '../ports/history-backend.js';
import type { HistoryFile } from '../results/history-format.js';
import type { ResultsFile } from '../results/results-format.js';
import { git } from '../git/run-git.js';
import { pullRequestTrendCell, trendForPullRequest } from '../trend/pull-request-trend.js';
import type { ActionInputs } from './action-inputs.js';
import type { ActionPort } from './action-port.js';
import type { GitHubEnv } from './github-env.js';
import { historyBranches, type ActionJob } from './job-context.js';

/** The history branch the `git-branch` backend and its pull-request store share. */
function historyBranchOptions(inputs: ActionInputs, github: GitHubEnv, warn: (message: string) => void) {
  return { remote: `${github.serverUrl}/${github.owner}/${github.repo}.git`, token: inputs.token, branch: inputs.historyBranch, tempDir: github.tempDir, warn };
}

/** What the `cache` backend and its pull-request store share: entries under `dir` in RUNNER_TEMP, named for this run and attempt. */
function cacheOptions(port: ActionPort, inputs: ActionInputs, github: GitHubEnv, dir: string, warn: (message: string) => void) {
  return {
    client: actionsCacheClient(),
    dir: join(github.tempDir, dir),
    suite: inputs.suite,
    runId: github.runId || 'local',
    runAttempt: Number(port.env.GITHUB_RUN_ATTEMPT ?? '1') || 1,
    warn,
  };
}

/**
 * The history backend the inputs ask for. `branches.write` is the branch a trend run records
 * (GITHUB_REF_NAME); `branches.read` the one a pull request reads (its base branch).
 */
export function historyBackendFor(port: ActionPort, inputs: ActionInputs, github: GitHubEnv, branches: { write: string; read: string }): HistoryBackend | null {
  const warn = (message: string) => port.logger.warning(`benchgate history: ${message}`);
  if (inputs.history === 'none') return null;
  if (inputs.history === 'git-branch') return new GitBranchHistoryBackend(historyBranchOptions(inputs, github, warn));
  return new CacheHistoryBackend({ ...cacheOptions(port, inputs, github, 'benchgate-history', warn), branch: branches.write, readBranch: branches.read });
}

/**
 * The pull-request store beside the history the inputs name (null for `history: none`): the
 * history branch's `pull-requests.json`, or the cache's `benchgate-pull-requests-<suite>-<branch>-`
 * entries; `branch` is the pull requests' base branch. Only `mode: comment` records in it.
 */
export function pullRequestStoreFor(port: ActionPort, inputs: ActionInputs, github: GitHubEnv, branch: string): PullRequestStore | null {
  const warn = (message: string) => port.logger.warning(`benchgate pull-request runs: ${message}`);
  if (inputs.history === 'none') return null;
  if (inputs.history === 'git-branch') return new GitBranchPullRequestStore(historyBranchOptions(inputs, github, warn));
  return new CachePullRequestStore({ ...cacheOptions(port, inputs, github, 'benchgate-pull-requests', warn), branch });
}

async function commitDate(repo: string, sha: string): Promise<string> {
  try {
    return await git(repo, ['show', '-s', '--format=%cI', sha]);
  } catch {
    return new Date().toISOString();
  }
}

/** A trend run's trend, with the history it was analysed from (the history site is made from it). */
export type RecordedTrend = Trend & { history: HistoryFile };

/**
 * A trend run: append what was measured for the head commit to the history, save it, and
 * analyse the whole series for change points (experiment/record-trend.ts, as `benchgate history
 * import` and `history trend` do): the job summary's trend, the charts, and the change points
 * for the issues. History trouble is a warning, never a failure.
 */
export async function recordTrendRun(
  port: ActionPort,
  backend: HistoryBackend,
  run: { repo: string; results: ResultsFile; report: SuiteReport; headSha: string; github: GitHubEnv; ref: string; anchor?: TrendAnchor },
): Promise<RecordedTrend | null> {
  try {
    const { github } = run;
    const recorded = await recordTrend(
      backend,
      run,
      {
        side: 'head',
        sha: run.headSha,
        date: await commitDate(run.repo, run.headSha),
        runId: github.runId || 'local',
        runAttempt: Number(port.env.GITHUB_RUN_ATTEMPT ?? '1') || 1,
        ref: run.ref,
      },
      { repository: { owner: github.owner, repo: github.repo, serverUrl: github.serverUrl } },
      run.anchor,
    );
    port.logger.info(`History: ${recorded.history.entries.length} entries in ${backend.description}.`);
    for (const left of recorded.leftOut) port.logger.warning(`History: ${JSON.stringify(left.name)} was not added to the entry of this run: ${left.reason}`);
    return { ...recorded.trend, history: recorded.history };
  } catch (error) {
    port.logger.warning(`benchgate could not update the history: ${(error as Error).message}. The verdict is unaffected.`);
    return null;
  }
}

/** A pull request: per benchmark, the stored main-branch trend and a runner-noise flag. Never throws. */
export async function pullRequestTrendCells(
  port: ActionPort,
  backend: HistoryBackend,
  baseSha: string,
  report: SuiteReport,
): Promise<Map<string, string> | undefined> {
  try {
    const load = await backend.load();
    if (load.history.entries.length === 0) return undefined;
    return new Map(trendForPullRequest(load.history, baseSha, report).map((t) => [t.name, pullRequestTrendCell(t)]));
  } catch (error) {
    port.logger.warning(`benchgate could not read the history: ${(error as Error).message}`);
    return undefined;
  }
}

/**
 * The job's history: the backend the inputs ask for (null for `history: none`), loaded once,
 * before anything is measured; every later step (the history prior, a shard's costs, the trend,
 * the PR's trend cells) reads that one load. A load that fails is not an error here: each step
 * says what it means for it.
 */
export async function openHistory(job: Pick<ActionJob, 'port' | 'inputs' | 'github' | 'payload' | 'services'>): Promise<HistoryBackend | null> {
  const stored = job.services.history({ inputs: job.inputs, github: job.github, branches: historyBranches(job) });
  if (stored === null) return null;
  let loaded: Promise<HistoryLoad> | undefined;
  const backend: HistoryBackend = {
    description: stored.description,
    load: () => (loaded ??= stored.load()),
    save: (history) => stored.save(history),
  };
  await backend.load().catch(() => undefined);
  return backend;
}

/**
 * The history prior of a run on `runner` (`describeRunner`; analysis/history-prior.ts): per
 * benchmark, the noise earlier runs on this runner recorded, fitted as a prior for this run's
 * variance. None when the history is empty or cannot be read (a warning: the run then decides
 * on its own noise).
 */
export async function historyPriorFor(port: ActionPort, backend: HistoryBackend, runner: string, match: 'design' | 'looks' = 'design'): Promise<HistoryPriors> {
  try {
    const load = await backend.load();
    const priors = fitHistoryPriors(load.history, runner, match);
    const count = Object.keys(priors).length;
    port.logger.info(
      count === 0
        ? `History prior: none (the history holds no 3 earlier runs of a benchmark with one design on ${runner}).`
        : `History prior: ${count} benchmark${count === 1 ? '' : 's'} with the noise of earlier runs on ${runner}.`,
    );
    return priors;
  } catch (error) {
    port.logger.warning(`benchgate could not read the history for its prior: ${(error as Error).message}. The run decides on its own noise.`);
    return {};
  }
}
