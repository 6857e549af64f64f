import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { historySite } from '../report/history-site.js';
import { Output } from './action-inputs.js';
import { historyBranches, outputDir } from './job-context.js';
import type { ActionJob } from './job-context.js';
import { PULL_REQUEST_RUNS_VERSION, type PullRequestRunsFile } from '../results/pull-request-runs-format.js';
import type { Sink } from './pipeline.js';

/**
 * `site`: a trend run writes the history's static site (report/history-site.ts, the same page as
 * `benchgate history site`) to the `site` directory, or one under RUNNER_TEMP, sets the
 * `site-dir` output, and uploads it as the artifact `<artifact-name>-site`. Its commit links
 * come from the workflow's own repository (GITHUB_SERVER_URL, GITHUB_REPOSITORY), never from
 * the history. Runs that record no trend (pull requests, `history` that could not be read)
 * write none. The PR runs it shows per benchmark come from the pull-request store beside the
 * history (what `mode: comment` recorded), those against this run's branch; a store that cannot be
 * read means none are shown. Trouble is a warning: the site never fails the check.
 */
export const historySiteSink: Sink = async ({ job, trend }) => {
  const { port, inputs, github } = job;
  if (inputs.site === null) return;
  if (trend === null) {
    port.logger.info('benchgate: no history site: this run recorded no trend (only push, schedule and workflow_dispatch runs with a history do).');
    return;
  }
  const dir = inputs.site.path ?? outputDir(github, '-site');
  const name = `${inputs.artifactName}-site`;
  try {
    const pullRequests = await pullRequestRunsFor(job);
    const files = historySite(trend.history, {
      repository: { owner: github.owner, repo: github.repo, serverUrl: github.serverUrl },
      ...(pullRequests === undefined ? {} : { pullRequests }),
      title: `benchgate history: ${github.owner}/${github.repo}${inputs.suite === 'default' ? '' : ` (${inputs.suite})`}`,
      generatedAt: new Date().toISOString(),
    });
    await mkdir(dir, { recursive: true });
    for (const file of files) await writeFile(join(dir, file.name), file.content);
    const bytes = files.reduce((sum, file) => sum + Buffer.byteLength(file.content), 0);
    port.logger.info(
      `History site: ${files.map((f) => f.name).join(', ')} in ${dir} (${(bytes / 1024).toFixed(0)} KiB, ${trend.history.entries.length} runs, ${pullRequests?.runs.length ?? 0} PR runs).`,
    );
    port.setOutput(Output.SiteDir, dir);
    const uploaded = await job.artifacts.upload(
      name,
      files.map((file) => join(dir, file.name)),
      dir,
    );
    port.logger.info(`Uploaded artifact ${name}${uploaded.url ? `: ${uploaded.url}` : ''}`);
  } catch (error) {
    port.logger.warning(
      `benchgate could not write or upload the history site "${name}": ${error instanceof Error ? error.message : String(error)}. The verdict is unaffected.`,
    );
  }
};

/** The PR runs against this run's branch from the pull-request store; undefined without one (`history: none`). Never throws. */
async function pullRequestRunsFor(job: ActionJob): Promise<PullRequestRunsFile | undefined> {
  const branch = historyBranches(job).write;
  const store = job.services.pullRequests({ inputs: job.inputs, github: job.github, branch });
  if (store === null) return undefined;
  const load = await store.load();
  return { version: PULL_REQUEST_RUNS_VERSION, runs: load.file.runs.filter((run) => run.baseRef === branch) };
}
