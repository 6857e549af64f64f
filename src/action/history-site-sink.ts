import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { historySite } from '../report/history-site.js';
import { Output } from './action-inputs.js';
import { outputDir } from './job-context.js';
import type { Sink } from './pipeline.js';

/**
 * `site`: a trend run writes the history's static site (report/history-site.ts, the same page as
 * `benchgate history site`) to the `site` directory, or one under RUNNER_TEMP, sets the
 * `site-dir` output, and uploads it as the artifact `<artifact-name>-site`. Its commit links
 * come from the workflow's own repository (GITHUB_SERVER_URL, GITHUB_REPOSITORY), never from
 * the history. Runs that record no trend (pull requests, `history` that could not be read)
 * write none. Trouble is a warning: the site never fails the check.
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
    const files = historySite(trend.history, {
      repository: { owner: github.owner, repo: github.repo, serverUrl: github.serverUrl },
      title: `benchgate history: ${github.owner}/${github.repo}${inputs.suite === 'default' ? '' : ` (${inputs.suite})`}`,
      generatedAt: new Date().toISOString(),
    });
    await mkdir(dir, { recursive: true });
    for (const file of files) await writeFile(join(dir, file.name), file.content);
    const bytes = files.reduce((sum, file) => sum + Buffer.byteLength(file.content), 0);
    port.logger.info(
      `History site: ${files.map((f) => f.name).join(', ')} in ${dir} (${(bytes / 1024).toFixed(0)} KiB, ${trend.history.entries.length} runs).`,
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
