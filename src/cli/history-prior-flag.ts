import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fitHistoryPriors } from '../analysis/history-prior.js';
import { describeRunner } from '../history/history-entry.js';
import { parseHistory } from '../history/parse-history.js';
import type { HistoryPriors } from '../results/analysis-record.js';
import { UsageError, type CliIo } from './cli-io.js';
import { checkInputFile } from './input-file.js';

/**
 * The history prior `--history-prior PATH` gives for a run on `runner` (`meta.runner`, or
 * runnerInfo() before an adaptive run measures; analysis/history-prior.ts): PATH is a history
 * directory (history.json inside) or a history file. `match: 'looks'` fits it for an adaptive
 * run's looks (fitHistoryPriors). A file that is not a history is a usage error naming it;
 * entries that fail validation are left out with a warning.
 */
export async function historyPriorsFromFlag(path: string, runner: unknown, io: CliIo, match: 'design' | 'looks' = 'design'): Promise<HistoryPriors> {
  const given = resolve(io.cwd, path);
  const isDirectory = (await stat(given).catch(() => null))?.isDirectory() === true;
  const file = isDirectory ? join(given, 'history.json') : given;
  const shown = isDirectory ? join(path, 'history.json') : path;
  await checkInputFile(file, shown, 'a history directory or history.json');
  const parsed = parseHistory(await readFile(file, 'utf8'), shown);
  if (!parsed.ok) throw new UsageError(`--history-prior: ${parsed.reason}`);
  for (const warning of parsed.warnings) io.stderr(`warning: ${warning}\n`);
  const described = describeRunner(runner);
  const priors = fitHistoryPriors(parsed.history, described, match);
  const count = Object.keys(priors).length;
  io.stderr(
    count === 0
      ? `note: --history-prior: ${shown} holds no 3 earlier runs of a benchmark with one design on ${described}; no history prior\n`
      : `note: --history-prior: ${count} benchmark${count === 1 ? '' : 's'} with the noise of earlier runs on ${described}\n`,
  );
  return priors;
}
