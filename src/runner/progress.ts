/** "42s", "2m 10s", "1h 05m": short enough for one progress line per block. */
export function formatElapsed(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(s / 3600)}h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
}

/** `block 7/30 done, 42s elapsed, ~2m 10s left`: the estimate assumes the remaining blocks take as long as the finished ones on average. */
export function blockProgress(done: number, total: number, elapsedSeconds: number): string {
  const left = done === 0 ? 0 : (elapsedSeconds / done) * (total - done);
  return `block ${done}/${total} done, ${formatElapsed(elapsedSeconds)} elapsed` + (done < total ? `, ~${formatElapsed(left)} left` : '');
}

/** `block 7 done, 42s of the 10m 00s budget spent`: with a budget the end is not known in advance. */
export function budgetProgress(done: number, elapsedSeconds: number, budgetSeconds: number): string {
  return `block ${done} done, ${formatElapsed(elapsedSeconds)} of the ${formatElapsed(budgetSeconds)} budget spent`;
}

/**
 * Which blocks get a progress line. On a terminal (`everyBlock`) every one: a person watches the
 * run move. In a log read later (CI, a pipe) a line per block buries the lines that matter, so
 * there: the first block, then the first block of each tenth of the run, by blocks of a fixed
 * schedule or by seconds of a budget.
 */
export class ProgressLines {
  private tenth = 0;
  constructor(private readonly everyBlock: boolean) {}

  /** After block `done` (from 1): `spent` of the `whole` run (blocks of blocks, or seconds of a budget). */
  show(done: number, spent: number, whole: number): boolean {
    const tenth = whole > 0 ? Math.floor((10 * spent) / whole) : 0;
    if (!this.everyBlock && done > 1 && tenth <= this.tenth) return false;
    this.tenth = Math.max(this.tenth, tenth);
    return true;
  }
}
