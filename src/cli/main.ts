import { ResultsFormatError } from '../results/validate-results.js';
import { ANALYZE_USAGE, analyzeCommand } from './analyze-command.js';
import { EXIT, UsageError, type CliIo } from './cli-io.js';
import { HISTORY_USAGE, historyCommand } from './history-command.js';
import { MERGE_USAGE, mergeCommand } from './merge-command.js';
import { CALIBRATE_USAGE, calibrateCommand } from './calibrate-command.js';
import { runCommand } from './run-command.js';

const USAGE = `benchgate: a performance gate with rebuilds, processes and measurements as levels of one model

usage:
  ${ANALYZE_USAGE}
  benchgate run --base REF --head REF --bench CMD [--build CMD] [options]   (benchgate run --help)
  ${HISTORY_USAGE}
  ${MERGE_USAGE}
  ${CALIBRATE_USAGE.split('\n')[0].replace(/^usage: /, '')}   (benchgate calibrate --help)

exit codes: 0 no regression, 1 regression detected, 2 bad input or usage, 3 build or benchmark failure`;

const COMMANDS: Record<string, (argv: string[], io: CliIo) => Promise<number>> = {
  analyze: analyzeCommand,
  run: runCommand,
  history: historyCommand,
  merge: mergeCommand,
  calibrate: calibrateCommand,
};

/** The CLI: dispatches to a command and maps errors to exit codes. Never throws. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(`${USAGE}\n`);
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  const command = COMMANDS[name];
  if (!command) {
    io.stderr(`benchgate: unknown command ${JSON.stringify(name)}\n\n${USAGE}\n`);
    return EXIT.usage;
  }
  try {
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
  }
}
