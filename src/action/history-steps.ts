import { join } from 'node:path';
import type { SuiteReport } from '../analysis/report-types.js';
import { actionsCacheClient } from '../history/actions-cache-client.js';
import { CacheHistoryBackend } from '../history/cache-history-backend.js';
import { GitBranchHistoryBackend } from '../history/git-branch-history-backend.js';
import { benchmarksLeftOut, describeRunner, historyEntryFrom } from '../history/history-entry.js';
import { fitHistoryPriors } from '../analysis/history-prior.js';
import type { HistoryPriorRecord } from '../results/analysis-record.js';
import { appendEntry } from '../history/history-store.js';
import type { HistoryBackend, HistoryLoad } from '../ports/history-backend.js';
import type { ResultsFile } from '../results/results-format.js';
import { git } from '../git/run-git.js';
import { analyzeTrend, type TrendAnalysis } from '../trend/trend-analysis.js';
import { renderTrendReport } from '../report/trend-markdown.js';
import { trendSvgFiles } from '../report/svg-chart.js';
import { pullRequestTrendCell, trendForPullRequest } from '../trend/pull-request-trend.js';
import type { ActionInputs } from './action-inputs.js';
import type { ActionPort } from './action-port.js';
import type { GitHubEnv } from './github-env.js';

/**
 * The history backend the inputs ask for. `branches.write` is the branch a trend run records
 * (GITHUB_REF_NAME); `branches.read` the one a pull request reads (its base branch).
 */
export function historyBackendFor(port: ActionPort, inputs: ActionInputs, github: GitHubEnv, branches: { write: string; read: string }): HistoryBackend | null {
  const warn = (message: string) => port.logger.warning(`benchgate history: ${message}`);
  if (inputs.history === 'none') return null;
  if (inputs.history === 'git-branch') {
    return new GitBranchHistoryBackend({
      remote: `${github.serverUrl}/${github.owner}/${github.repo}.git`,
      token: inputs.token,
      branch: inputs.historyBranch,
      tempDir: github.tempDir,
      warn,
    });
  }
  return new CacheHistoryBackend({
    client: actionsCacheClient(),
    dir: join(github.tempDir, 'benchgate-history'),
    suite: inputs.suite,
    branch: branches.write,
    readBranch: branches.read,
    runId: github.runId || 'local',
    runAttempt: Number(port.env.GITHUB_RUN_ATTEMPT ?? '1') || 1,
    warn,
  });
}

async function commitDate(repo: string, sha: string): Promise<string> {
  try {
    return await git(repo, ['show', '-s', '--format=%cI', sha]);
  } catch {
    return new Date().toISOString();
  }
}

/**
 * A trend run: append what was measured for the head commit to the history, save it, and
 * analyse the whole series for change points. History trouble is a warning, never a failure.
 */
export async function recordTrend(
  port: ActionPort,
  backend: HistoryBackend,
  run: { repo: string; results: ResultsFile; report: SuiteReport; headSha: string; github: GitHubEnv; ref: string },
): Promise<{ markdown: string; svgFiles: Array<{ name: string; svg: string }>; analysis: TrendAnalysis } | null> {
  try {
    const load = await backend.load();
    const entry = historyEntryFrom(run.results, run.report, {
      side: 'head',
      sha: run.headSha,
      date: await commitDate(run.repo, run.headSha),
      runId: run.github.runId || 'local',
      runAttempt: Number(port.env.GITHUB_RUN_ATTEMPT ?? '1') || 1,
      ref: run.ref,
    });
    const history = appendEntry(load.history, entry);
    await backend.save(history);
    port.logger.info(`History: ${history.entries.length} entries in ${backend.description}.`);
    for (const left of benchmarksLeftOut(run.results, run.report, 'head'))
      port.logger.warning(`History: ${JSON.stringify(left.name)} was not added to the entry of this run: ${left.reason}`);
    const analysis = analyzeTrend(history);
    const markdown = renderTrendReport(analysis, { repository: { owner: run.github.owner, repo: run.github.repo, serverUrl: run.github.serverUrl } });
    return { markdown, svgFiles: trendSvgFiles(analysis), analysis };
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

/** The backend with its history loaded at most once per run (the history prior, the trend and the PR's trend cells all read it). */
export function loadingOnce(backend: HistoryBackend): HistoryBackend {
  let loaded: Promise<HistoryLoad> | undefined;
  return {
    description: backend.description,
    load: () => (loaded ??= backend.load()),
    save: (history) => backend.save(history),
  };
}

/**
 * The history prior of a run (analysis/history-prior.ts): per benchmark, the noise earlier runs
 * on this runner recorded, fitted as a prior for this run's variance. None when the history is
 * empty or cannot be read (a warning: the run then decides on its own noise).
 */
export async function historyPriorsFor(port: ActionPort, backend: HistoryBackend, results: ResultsFile): Promise<Record<string, HistoryPriorRecord>> {
  try {
    const load = await backend.load();
    const runner = describeRunner(results.meta?.runner);
    const priors = fitHistoryPriors(load.history, runner);
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
