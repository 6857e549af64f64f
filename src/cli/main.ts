import packageJson from '../../package.json' with { type: 'json' };
import { ResultsFormatError } from '../results/validate-results.js';
import { endedProcessesLogLine } from '../report/leftover-processes.js';
import { processSweeper } from '../runner/process-sweeper.js';
import { firstRepeatedOption, firstUnknownOption, joinNegativeValues, scanArgs } from './argv-scan.js';
import { EXPERIMENT_FLAGS } from './experiment-flags.js';
import { EXIT, UsageError, type CliIo } from './cli-io.js';
import { COMMAND_HELP, HISTORY_SUBCOMMANDS, mainHelp, type CommandHelp } from './command-help.js';
import { didYouMean } from './did-you-mean.js';

/** The version of the package this CLI was built from (bundled into dist/cli by ncc). */
export const VERSION: string = packageJson.version;

type Command = (argv: string[], io: CliIo) => Promise<number>;

/**
 * Each command is loaded when it runs: a process starts with the one command it needs, not
 * the runner, git and YAML code of all of them (the bundle splits along these imports).
 */
const COMMANDS: Record<string, () => Promise<Command>> = {
  analyze: async () => (await import('./analyze-command.js')).analyzeCommand,
  run: async () => (await import('./run-command.js')).runCommand,
  history: async () => (await import('./history-command.js')).historyCommand,
  merge: async () => (await import('./merge-command.js')).mergeCommand,
  calibrate: async () => (await import('./calibrate-command.js')).calibrateCommand,
  bisect: async () => (await import('./bisect-command.js')).bisectCommand,
  'profile-diff': async () => (await import('./profile-diff-command.js')).profileDiffCommand,
};

const COMMAND_NAMES = Object.keys(COMMAND_HELP);

/** Options a command collects in a list (`--env A=1 --env B=2`); any other given twice is a usage error. */
const REPEATABLE_OPTIONS = Object.entries(EXPERIMENT_FLAGS)
  .filter(([, spec]) => 'multiple' in spec && spec.multiple)
  .map(([name]) => name);

/**
 * Help and unknown names, answered before a command parses anything: `--help` anywhere before
 * `--` prints the command's (or history subcommand's) help; an unknown command, subcommand or
 * option is a usage error with the closest known name. Returns the exit code, or null to run.
 */
function frontDoor(name: string, rest: string[], io: CliIo): number | null {
  let label = name;
  // Own keys only: `benchgate constructor` is an unknown command, not Object's constructor.
  let entry: CommandHelp | undefined = Object.hasOwn(COMMAND_HELP, name) ? COMMAND_HELP[name] : undefined;
  if (entry === undefined) {
    io.stderr(`benchgate: unknown command ${JSON.stringify(name)}${didYouMean(name, COMMAND_NAMES)}\nbenchgate --help lists the commands.\n`);
    return EXIT.usage;
  }
  let args = rest;
  if (name === 'history' && rest.length === 0) {
    io.stderr(`${entry.help}\n`);
    return EXIT.usage;
  }
  if (name === 'history' && rest[0] !== undefined && !rest[0].startsWith('-')) {
    const sub = rest[0];
    const subEntry = Object.hasOwn(HISTORY_SUBCOMMANDS, sub) ? HISTORY_SUBCOMMANDS[sub] : undefined;
    if (subEntry === undefined) {
      const subNames = Object.keys(HISTORY_SUBCOMMANDS);
      io.stderr(
        `benchgate history: unknown history command ${JSON.stringify(sub)}${didYouMean(sub, subNames)}\nthe history commands: ${subNames.join(', ')}\n`,
      );
      return EXIT.usage;
    }
    label = `history ${sub}`;
    entry = subEntry;
    args = rest.slice(1);
  }
  const scanned = scanArgs(args);
  if (scanned.help) {
    io.stdout(`${entry.help}\n`);
    return EXIT.ok;
  }
  const unknown = firstUnknownOption(scanned, entry.options);
  if (unknown !== undefined) {
    io.stderr(
      `benchgate ${label}: unknown option --${unknown}${didYouMean(unknown, entry.options, (o) => `--${o}`)}\nbenchgate ${label} --help lists the options.\n`,
    );
    return EXIT.usage;
  }
  const repeated = firstRepeatedOption(scanned, REPEATABLE_OPTIONS);
  if (repeated !== undefined) {
    io.stderr(
      `benchgate ${label}: --${repeated} is given more than once; give it once (only ${REPEATABLE_OPTIONS.map((o) => `--${o}`).join(' and ')} may repeat)\n`,
    );
    return EXIT.usage;
  }
  return null;
}

/** The CLI: dispatches to a command and maps errors to exit codes. Never throws. */
export async function runCli(given: string[], io: CliIo): Promise<number> {
  const argv = joinNegativeValues(given);
  const [first, ...afterFirst] = argv;
  if (first === '--version' || first === '-V' || first === 'version') {
    io.stdout(`benchgate ${VERSION}\n`);
    return EXIT.ok;
  }
  // `benchgate help COMMAND` is `benchgate COMMAND --help`.
  const [name, ...rest] = first === 'help' && afterFirst.length > 0 ? [afterFirst[0], ...afterFirst.slice(1), '--help'] : argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(`${mainHelp(VERSION)}\n`);
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  if (name.startsWith('-')) {
    io.stderr(
      `benchgate: expected a command before ` +
        `${JSON.stringify(name)}${didYouMean(name.replace(/^-+/, ''), ['help', 'version'], (o) => `--${o}`)}\nbenchgate --help lists the commands.\n`,
    );
    return EXIT.usage;
  }
  const answered = frontDoor(name, rest, io);
  if (answered !== null) return answered;
  const sweeper = processSweeper();
  const stopLogging = sweeper.onEnded((ended) => io.stderr(`${endedProcessesLogLine(ended)}\n`));
  try {
    const command = await COMMANDS[name]();
    return await command(rest, io);
  } catch (error) {
    if (error instanceof UsageError || error instanceof ResultsFormatError) {
      io.stderr(`benchgate ${name}: ${error.message}\n`);
      return EXIT.usage;
    }
    if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
      io.stderr(`benchgate ${name}: ${error.message}\n`);
      return EXIT.usage;
    }
    io.stderr(`benchgate ${name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return EXIT.failure;
  } finally {
    // Also after an error: no process a benchmark or build started outlives the command.
    sweeper.sweepAll('when benchgate ended');
    stopLogging();
  }
}
