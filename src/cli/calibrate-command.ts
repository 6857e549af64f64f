import { EXPERIMENT_FLAGS } from './experiment-flags.js';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runAnalysisOptions } from '../experiment/analysis-settings.js';
import { resolveRunSettings } from '../config/run-settings.js';
import { budgetMinutes } from '../config/setting-values.js';
import { calibrationJson, renderCalibration } from '../report/calibration-report.js';
import { runCalibration } from '../experiment/run-calibration.js';
import { ANALYSIS_FLAGS } from './analysis-flags.js';
import { analysisOptionsFrom } from './analyze-command.js';
import { EXIT, type CliIo } from './cli-io.js';
import { CALIBRATE_USAGE } from './command-help.js';
import { settingOption } from './option-values.js';
import { readPrior, settingsFromFlags } from './run-command.js';
import { streamLogger } from './stream-logger.js';
import { experimentCommandError, experimentConfig, helpOrStray } from './experiment-command.js';

const { seed: _seed, rule: _rule, design: _design, estimator: _estimator, robust: _robust, ...CALIBRATE_ANALYSIS_FLAGS } = ANALYSIS_FLAGS;

const CALIBRATE_FLAGS = {
  ...CALIBRATE_ANALYSIS_FLAGS,
  ...EXPERIMENT_FLAGS,
} as const;

/**
 * `benchgate calibrate`: an A/A run of one commit for the whole budget, then calibrate()
 * (src/planning/calibration.ts). `argv` holds the arguments after `calibrate`.
 */
export async function calibrateCommand(argv: string[], io: CliIo): Promise<number> {
  try {
    return await run(argv, io);
  } catch (error) {
    return experimentCommandError('calibrate', error, io);
  }
}

async function run(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, options: CALIBRATE_FLAGS, allowPositionals: true, strict: true });
  const early = helpOrStray(values, positionals, CALIBRATE_USAGE, io);
  if (early !== null) return early;
  const budgetSeconds = (values.budget === undefined ? 10 : settingOption('budget', values.budget, budgetMinutes)) * 60;
  const { repo, fromFile } = await experimentConfig(values, io);
  const flagSettings = settingsFromFlags(values);
  const head = flagSettings.head ?? fromFile.run.head ?? 'HEAD';
  const settings = resolveRunSettings(repo, [fromFile.run, flagSettings, { base: head, head }]);
  // The run's settings as every mode makes them (an A/A run has no prior's build variances to use).
  const analysis = runAnalysisOptions(
    { ...fromFile.analysis, ...analysisOptionsFrom(values as Record<string, string | boolean | undefined>, false) },
    settings,
    null,
  );
  const prior = values.prior === undefined ? null : await readPrior(values.prior, io);
  const logger = streamLogger(io.stderr, { verbose: values.verbose, live: io.stderrIsTerminal });
  const outDir = resolve(io.cwd, values.out ?? 'benchgate-out');
  const { results, calibration } = await runCalibration(
    settings,
    analysis,
    { budgetSeconds, prior, ...(flagSettings.binaries === undefined ? {} : { binaries: flagSettings.binaries }) },
    { logger },
    async (measured) => {
      await mkdir(outDir, { recursive: true });
      await writeFile(join(outDir, 'results.json'), `${JSON.stringify(measured)}\n`);
    },
  );
  if (calibration === null) {
    const failures = results.meta?.failures ?? [];
    io.stderr(`benchgate calibrate: every execution failed; the first: ${failures[0]?.reason ?? 'unknown'}\n`);
    return EXIT.failure;
  }
  const markdown = renderCalibration(calibration);
  await writeFile(join(outDir, 'calibration.json'), calibrationJson(calibration));
  await writeFile(join(outDir, 'calibration.md'), markdown);
  io.stderr(
    `wrote ${join(outDir, 'results.json')}, ${join(outDir, 'calibration.json')} (a prior for benchgate run --budget --prior), ` +
      `${join(outDir, 'calibration.md')}\n\n`,
  );
  io.stdout(values.json ? calibrationJson(calibration) : markdown);
  return EXIT.ok;
}
