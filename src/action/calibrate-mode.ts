import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runAnalysisOptions } from '../experiment/analysis-settings.js';
import { resolveAnalysisSettings } from '../config/analysis-config.js';
import { resolveRunSettings } from '../config/run-settings.js';
import { adaptiveOptions } from '../experiment/prior-file.js';
import { runCalibration } from '../experiment/run-calibration.js';
import { calibrationJson, renderCalibration } from '../report/calibration-report.js';
import { ensureCommit } from './ensure-commits.js';
import { commandLayer, loadJobConfig, workingDirectoryRepository, type ActionJob } from './job-context.js';
import { publishSummary } from './publish-report.js';

/** A calibration without `budget` runs this long. */
const DEFAULT_CALIBRATION_MINUTES = 10;

/**
 * `mode: calibrate`: run the head commit against itself (A/A) for the budget, and report its
 * noise profile, the effect the budget can detect and the budget `min-effect` needs. The
 * uploaded `calibration.json` is a prior for later runs (input `prior`).
 */
export async function calibrateMode(job: ActionJob): Promise<void> {
  const { port, inputs, github, services, artifacts } = job;
  const { repo } = await workingDirectoryRepository(job);
  const head = await ensureCommit(services.git, repo, inputs.head ?? github.sha, 'head');
  const fromFile = await loadJobConfig(job, repo);
  const settings = resolveRunSettings(repo, [fromFile.run, { base: head, head, ...commandLayer(inputs) }]);
  // Inputs win over the config file, which wins over the defaults, as in every mode.
  const analysis = runAnalysisOptions(resolveAnalysisSettings([fromFile.analysis, inputs.analysis]), settings, null);
  const adaptive = await adaptiveOptions(
    { budgetMinutes: inputs.budgetMinutes ?? DEFAULT_CALIBRATION_MINUTES, prior: inputs.prior, binaries: inputs.binaries },
    repo,
  );
  if (adaptive === null) throw new RangeError('a calibration always has a budget');
  const outDir = join(github.tempDir, `benchgate-calibration-${github.runId || 'local'}`);
  const upload = async (files: string[]) => {
    try {
      await artifacts.upload(inputs.artifactName, files, outDir);
    } catch (error) {
      port.logger.warning(`benchgate could not upload the calibration artifact: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  let kept = false;
  let calibration;
  try {
    ({ calibration } = await runCalibration(settings, analysis, adaptive, { logger: port.logger }, async (results) => {
      await mkdir(outDir, { recursive: true });
      await writeFile(join(outDir, 'results.json'), `${JSON.stringify(results)}\n`);
      kept = true;
    }));
  } catch (error) {
    // What was measured is uploaded even when the fit fails.
    if (kept) await upload([join(outDir, 'results.json')]);
    throw error;
  }
  if (calibration === null) {
    port.setFailed('benchgate: calibration measured nothing: every execution failed (see the log and results.json)');
    return;
  }
  await writeFile(join(outDir, 'calibration.json'), calibrationJson(calibration));
  await upload([join(outDir, 'calibration.json'), join(outDir, 'results.json')]);
  await publishSummary(port, renderCalibration(calibration));
}
