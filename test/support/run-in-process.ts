import { runCommand } from '../../src/cli/run-command.js';
import { commandOutput } from './command-output.js';

/** `benchgate run` in-process in `cwd`, with its exit code and its output collected. */
export const runInProcess = (args: string[], cwd: string) => commandOutput(runCommand, args, cwd);
