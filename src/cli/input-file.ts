import { stat } from 'node:fs/promises';
import { UsageError } from './cli-io.js';

/** The largest results (or history) file a command reads whole. */
export const MAX_INPUT_BYTES = 512 * 1024 * 1024;

/**
 * Checks that `path`, about to be read whole, can be: a missing path, a directory, or a file
 * over 512 MiB is a usage error naming the path as the user gave it (`shown`) and what to give
 * instead (`kind`, e.g. "a results file"). A pipe (`/dev/stdin`, `<(gunzip -c …)`) is read as
 * it comes.
 */
export async function checkInputFile(path: string, shown: string, kind: string): Promise<void> {
  const info = await stat(path).catch(() => null);
  if (info === null) throw new UsageError(`cannot read ${shown}: no such file`);
  if (info.isDirectory()) throw new UsageError(`cannot read ${shown}: it is a directory; give ${kind}`);
  if (info.isFile() && info.size > MAX_INPUT_BYTES) throw new UsageError(`${shown} is ${Math.round(info.size / 2 ** 20)} MiB; files over 512 MiB are not read`);
}
