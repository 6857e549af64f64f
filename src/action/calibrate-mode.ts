import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { DEFAULT_ANALYSIS_OPTIONS } from '../config/analysis-options.js';
import { resolveAnalysisSettings } from '../config/analysis-config.js';
import { CONFIG_FILE_PATH, loadConfigFile } from '../config/config-file.js';
import { resolveRunSettings } from '../config/run-settings.js';
import { splitCommand } from '../config/split-command.js';
import { renderCalibration } from '../report/calibration-report.js';
import { runCalibration } from '../experiment/run-calibration.js';
import type { ArtifactStore } from '../ports/artifact-store.js';
import { repositoryRoot } from '../runner/worktrees.js';
import type { ActionInputs } from './action-inputs.js';
import type { ActionPort } from './action-port.js';
import { ensureCommit } from './ensure-commits.js';
import type { GitHubEnv } from './github-env.js';
import { publishSummary } from './publish-report.js';
import { adaptiveOptions } from './run-mode.js';

/**
 * `mode: calibrate`: run the head commit against itself (A/A) for the budget, and report its
 * noise profile, the effect the budget can detect and the budget `min-effect` needs. The
 * uploaded `calibration.json` is a prior for later runs (input `prior`).
 */
export async function calibrateMode(port: ActionPort, inputs: ActionInputs, github: GitHubEnv, artifacts: ArtifactStore): Promise<void> {
  const repo = await repositoryRoot(resolve(port.env.GITHUB_WORKSPACE ?? '.', inputs.workingDirectory));
  const head = await ensureCommit(repo, inputs.head ?? github.sha, 'head');
  const configGiven = port.readInput('config').trim() !== '';
  const fromFile = await loadConfigFile(join(repo, inputs.configPath), inputs.configPath ?? CONFIG_FILE_PATH, !configGiven);
  const settings = resolveRunSettings(repo, [
    fromFile.run,
    {
      base: head,
      head,
      build: inputs.build === undefined ? undefined : splitCommand(inputs.build),
      bench: inputs.bench === undefined ? undefined : splitCommand(inputs.bench),
      format: inputs.format,
      timeoutSeconds: inputs.timeoutSeconds,
    },
  ]);
  // Inputs win over the config file, which wins over the defaults, as in every mode.
  const analysis = { ...DEFAULT_ANALYSIS_OPTIONS, ...resolveAnalysisSettings([fromFile.analysis, inputs.analysis]), seed: settings.seed };
  const { results, calibration } = await runCalibration(settings, analysis, await adaptiveOptions(inputs, repo), { logger: port.logger });
  const outDir = join(github.tempDir, `benchgate-calibration-${github.runId || 'local'}`);
  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, 'results.json'), `${JSON.stringify(results)}\n`);
  if (calibration === null) {
    port.setFailed('benchgate: calibration measured nothing: every execution failed (see the log and results.json)');
    return;
  }
  await writeFile(join(outDir, 'calibration.json'), `${JSON.stringify(calibration, null, 2)}\n`);
  try {
    await artifacts.upload(inputs.artifactName, [join(outDir, 'calibration.json'), join(outDir, 'results.json')], outDir);
  } catch (error) {
    port.logger.warning(`benchgate could not upload the calibration artifact: ${(error as Error).message}`);
  }
  await publishSummary(port, renderCalibration(calibration));
}
