/**
 * Reads the instruction count from one cachegrind output file (`--cachegrind-out-file`, the
 * format of valgrind's docs/cg-format: `events:` names the counted events, `summary:` gives
 * the totals of the whole process in that order). The count is the `Ir` event: instructions
 * executed (read), as `cg_annotate` prints them.
 */

/** Thrown for a file that is not a readable cachegrind output; the message says what is missing. */
export class CachegrindOutputError extends Error {
  constructor(detail: string) {
    super(`cachegrind output: ${detail}`);
    this.name = 'CachegrindOutputError';
  }
}

const COUNT = /^\d+$/;

/**
 * The `Ir` total of one cachegrind output file. Throws CachegrindOutputError when the file has
 * no `events:` line naming `Ir`, no `summary:` line, or a summary that is not one whole number
 * per event (a process killed before valgrind wrote its totals leaves no summary).
 */
export function cachegrindInstructions(text: string): number {
  let events: string[] | null = null;
  let summary: string[] | null = null;
  for (const line of text.split('\n')) {
    if (line.startsWith('events:')) events = line.slice('events:'.length).trim().split(/\s+/);
    else if (line.startsWith('summary:')) summary = line.slice('summary:'.length).trim().split(/\s+/);
  }
  if (events === null) throw new CachegrindOutputError('no "events:" line');
  const at = events.indexOf('Ir');
  if (at < 0) throw new CachegrindOutputError(`the events (${events.join(' ').slice(0, 80)}) do not include Ir`);
  if (summary === null) throw new CachegrindOutputError('no "summary:" line (did the process end before valgrind wrote its totals?)');
  if (summary.length !== events.length || !summary.every((n) => COUNT.test(n))) {
    throw new CachegrindOutputError(`the summary ${JSON.stringify(summary.join(' ').slice(0, 80))} is not one whole number per event`);
  }
  const count = Number(summary[at]);
  if (!Number.isSafeInteger(count)) throw new CachegrindOutputError(`the Ir total ${summary[at]} is too large to count exactly`);
  return count;
}
