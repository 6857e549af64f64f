import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { COMPARISON_DESIGNS, DEFAULT_ANALYSIS_OPTIONS, EXECUTION_ESTIMATORS, type AnalysisOptions } from '../config/analysis-options.js';
import { analysisLayer } from '../config/analysis-config.js';
import { InvalidValueError } from '../config/invalid-value.js';
import { seedValue } from '../config/number-values.js';
import { parseResults } from '../results/validate-results.js';
import { ANALYSIS_FLAGS, HISTORY_PRIOR_FLAG } from './analysis-flags.js';
import { gateExitCode, UsageError, type CliIo } from './cli-io.js';
import { checkInputFile } from './input-file.js';
import { choiceOption, settingOption } from './option-values.js';

export const ANALYZE_USAGE = `benchgate analyze RESULTS.json [--json] [--confidence 0.95] [--min-effect 0.01]
    [--rule interval|overlap] [--correction holm|bh|none] [--design auto|paired|independent] [--estimator winsorized|huber|mean] [--robust] [--detect-warmup true|false] [--seed N]
    [--allow-missing-shards] [--history-prior PATH]`;

/**
 * Reads the analysis flags shared by `analyze` and `run`: only the flags given, so that
 * recorded or default values fill the rest. `includeSeed: false` leaves the seed out.
 */
export function analysisOptionsFrom(values: Record<string, string | boolean | undefined>, includeSeed = true): Partial<AnalysisOptions> {
  const text = (key: string) => values[key] as string | undefined;
  const d = DEFAULT_ANALYSIS_OPTIONS;
  let given: Partial<AnalysisOptions>;
  try {
    // confidence, min-effect, correction, rule: the settings' one parser, as for the config file and the action inputs.
    given = { ...analysisLayer(text, (name) => `--${name}`) };
  } catch (error) {
    if (error instanceof InvalidValueError) throw new UsageError(error.message);
    throw error;
  }
  if (text('design') !== undefined) given.design = choiceOption('design', text('design'), COMPARISON_DESIGNS, d.design);
  if (text('estimator') !== undefined) given.estimator = choiceOption('estimator', text('estimator'), EXECUTION_ESTIMATORS, d.estimator);
  // --robust is --estimator huber, as before the estimator had a name.
  if (values.robust === true) {
    if (given.estimator !== undefined && given.estimator !== 'huber')
      throw new UsageError(`--robust is --estimator huber; it cannot go with --estimator ${given.estimator}`);
    given.estimator = 'huber';
  }
  const seed = text('seed');
  if (includeSeed && seed !== undefined) given.seed = settingOption('seed', seed, seedValue) ?? undefined;
  return given;
}

export async function analyzeCommand(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { ...ANALYSIS_FLAGS, ...HISTORY_PRIOR_FLAG, json: { type: 'boolean' }, 'allow-missing-shards': { type: 'boolean' } },
  });
  if (positionals.length !== 1) throw new UsageError(`analyze takes exactly one results file\nusage: ${ANALYZE_USAGE}`);
  const path = positionals[0];
  await checkInputFile(path, path, 'a results file');
  // The analysis modules load while the file is read. Decoded in one piece: read with an
  // encoding, the text would come in chunks that JSON.parse has to join again.
  const [text, { gate, recordedSettings }, { differencesFromRun }] = await Promise.all([
    readFile(path).then((bytes) => bytes.toString('utf8')),
    import('../experiment/gate.js'),
    import('../experiment/recorded-analysis.js'),
  ]);
  const results = parseResults(text, path);
  const given = analysisOptionsFrom(values, values.seed !== undefined);
  // A history prior given here replaces the recorded one (a note says the settings differ from the run's).
  const historyPrior = values['history-prior'];
  if (historyPrior !== undefined) {
    // An adaptive run's verdicts are its looks', whose prior is fitted for the designs they saw.
    const { readSequentialRecord } = await import('../sequential/read-record.js');
    const match = readSequentialRecord(results) === null ? 'design' : 'looks';
    given.historyPriors = await (await import('./history-prior-flag.js')).historyPriorsFromFlag(historyPrior, results.meta?.runner, io, match);
  }
  // Every setting the run recorded (its seed, failure limit and prior included), so that gating
  // again gives the run's verdicts; the flags given override, and a note says where they differ.
  const recorded = results.meta?.analysis;
  const { options, analysed, built } = gate(
    results,
    { measured: recordedSettings(results), policy: given },
    { gate: { failOnRegression: true, accepted: false, decides: true, allowMissingShards: values['allow-missing-shards'] === true } },
  );
  const differences = differencesFromRun(recorded, options);
  if (differences !== null) for (const line of differences.split('\n')) io.stderr(`note: ${line}\n`);
  io.stdout(values.json ? built.files[1].content : built.markdown);
  // A failure without a version that could not be measured: shards that did not deliver.
  const reasons = analysed.failures.length > 0 || built.gate.message === null ? analysed.failures : [{ reason: built.gate.message }];
  return gateExitCode(built.gate.outcome, reasons, io, 'analyze');
}
