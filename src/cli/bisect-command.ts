import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { budgetMinutes as budgetMinutesValue } from '../config/setting-values.js';
import { BisectError, bisectRange, DEFAULT_BISECT_BUDGET_MINUTES } from '../experiment/bisect-run.js';
import { buildReport, type BuiltReport } from '../experiment/build-report.js';
import { adaptiveOptions } from '../experiment/prior-file.js';
import { bisectJson, renderBisect } from '../report/bisect-markdown.js';
import { GitError } from '../git/run-git.js';
import { ANALYSIS_FLAGS } from './analysis-flags.js';
import { analysisOptionsFrom } from './analyze-command.js';
import { EXIT, UsageError, type CliIo } from './cli-io.js';
import { BISECT_USAGE } from './command-help.js';
import { EXPERIMENT_FLAGS } from './experiment-flags.js';
import { settingOption } from './option-values.js';
import { settingsFromFlags } from './run-command.js';
import { streamLogger } from './stream-logger.js';
import { experimentCommandError, experimentConfig, helpOrStray } from './experiment-command.js';

const { seed: _analysisSeed, ...ANALYSIS_ONLY_FLAGS } = ANALYSIS_FLAGS;
const { head: _head, prior: _prior, ...EXPERIMENT_ONLY_FLAGS } = EXPERIMENT_FLAGS;

export const BISECT_FLAGS = {
  ...ANALYSIS_ONLY_FLAGS,
  ...EXPERIMENT_ONLY_FLAGS,
  good: { type: 'string' },
  bad: { type: 'string' },
  benchmark: { type: 'string' },
  executions: { type: 'string' },
} as const;

/**
 * `benchgate bisect`: names the commit between `--good` and `--bad` where a benchmark changed
 * (experiment/bisect-run.ts), within `--budget` minutes for the whole bisection (every build and
 * benchmark stopped there). Exit 0 when it named one, 1 when it could only narrow the range or
 * the step was undecided, 2 on usage errors, 3 when a build or a benchmark failed at good or bad.
 */
export async function bisectCommand(argv: string[], io: CliIo): Promise<number> {
  try {
    return await bisect(argv, io);
  } catch (error) {
    return experimentCommandError('bisect', error, io, { usage: [GitError], failure: [BisectError] });
  }
}

async function bisect(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, options: BISECT_FLAGS, allowPositionals: true, strict: true });
  const early = helpOrStray(values, positionals, BISECT_USAGE, io);
  if (early !== null) return early;
  if (values.good === undefined || values.bad === undefined) throw new UsageError(`--good and --bad are both needed\n${BISECT_USAGE}`);

  const { repo, fromFile } = await experimentConfig(values, io);
  const flagSettings = settingsFromFlags(values);
  const analysisFlags = Object.fromEntries(
    Object.keys(ANALYSIS_ONLY_FLAGS).map((flag) => [flag, values[flag as keyof typeof values] as string | boolean | undefined]),
  );
  const policy = { ...fromFile.analysis, ...analysisOptionsFrom(analysisFlags, false) };
  const budgetMinutes = values.budget === undefined ? DEFAULT_BISECT_BUDGET_MINUTES : settingOption('budget', values.budget, budgetMinutesValue);
  // Adaptive unless a design is given (flags or the config file): the fixed design, still within the budget.
  const designGiven = [flagSettings, fromFile.run].some((given) => given.binaries !== undefined || given.executions !== undefined);
  const adaptive = designGiven ? null : await adaptiveOptions({ budgetMinutes }, io.cwd);
  const logger = streamLogger(io.stderr, { verbose: values.verbose, live: io.stderrIsTerminal });
  const outDir = resolve(io.cwd, values.out ?? 'benchgate-out');
  const stepDir = join(outDir, 'step');
  let step: BuiltReport | null = null;

  const outcome = await bisectRange({
    repo,
    good: values.good,
    bad: values.bad,
    ...(values.benchmark === undefined ? {} : { benchmark: values.benchmark }),
    settings: [fromFile.run, flagSettings],
    policy,
    adaptive,
    logger,
    budget: { seconds: budgetMinutes * 60 },
    // The step's results and report, whatever it decided, for `benchgate analyze` and for the table of an undecided step.
    onStep: async ({ results, analysed }) => {
      step = buildReport({ results, analysed, gate: { failOnRegression: true, accepted: false, decides: false } });
      await mkdir(stepDir, { recursive: true });
      for (const file of step.files) await writeFile(join(stepDir, file.name), file.content);
    },
  });
  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, 'bisect.json'), bisectJson(outcome));
  const built = step as BuiltReport | null;
  const stepResults = relative(io.cwd, join(stepDir, 'results.json'));
  const stepSection =
    built === null
      ? ''
      : outcome.stop?.kind === 'step-undecided'
        ? `\n#### The step: bad against good\n\n${built.markdown.trimEnd()}\n\nIts results: \`${stepResults}\` (\`benchgate analyze ${stepResults}\` analyses them again).\n`
        : `\nThe step's results: \`${stepResults}\`.\n`;
  const markdown = `${renderBisect(outcome)}${stepSection}`;
  await writeFile(join(outDir, 'bisect.md'), markdown);
  io.stdout(values.json ? bisectJson(outcome) : markdown);
  return outcome.culprit === null ? EXIT.regression : EXIT.ok;
}
