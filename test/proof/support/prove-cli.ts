import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Two builds and two executions per version, fixed: the proof's tracing, then (when it is refused) 4 executions per version. */
export const FIXED = ['--base', 'base', '--head', 'head', '--binaries', '2', '--executions', '2', '--seed', '5'];

/** `meta` of the run's results.json, as written. */
export function writtenMeta(out: string) {
  return JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')).meta;
}
