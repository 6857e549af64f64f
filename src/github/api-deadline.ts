import { performance } from 'node:perf_hooks';
import { formatDuration } from '../util/format-numbers.js';

/**
 * How long one run may wait on the GitHub API, over all its requests: the verdict is measured
 * by then, and an API that never answers must not hold the job (30 s × 4 tries per request, for
 * every request, was 430 s on main). Two minutes is far more than a run's handful of requests
 * takes on a working API.
 */
export const API_DEADLINE_MS = 120_000;

/**
 * The run's time with the GitHub API: it runs while at least one request (with its retries and
 * waits) is under way, and once it is spent every request under way is aborted and every later
 * one is refused at once (`ApiDeadlineError`, naming the request). The time measuring and
 * analysing take does not count, only the waits on the API.
 */
export class ApiDeadline {
  private readonly controller = new AbortController();
  private usedMs = 0;
  private inFlight = 0;
  private busySince = 0;
  private timer: NodeJS.Timeout | undefined;
  /** The requests refused or cut off by the deadline, in order ("GET /repos/{owner}/{repo}/issues/{issue_number}/comments"). */
  readonly skipped: string[] = [];

  constructor(readonly budgetMs: number = API_DEADLINE_MS) {
    if (budgetMs <= 0) this.controller.abort();
  }

  /** Aborted once the time is spent. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get spent(): boolean {
    return this.controller.signal.aborted;
  }

  /** A request starts (with its retries): the clock runs while any is under way. */
  begin(): void {
    this.inFlight += 1;
    if (this.inFlight > 1 || this.spent) return;
    this.busySince = performance.now();
    this.timer = setTimeout(() => this.controller.abort(), Math.max(0, this.budgetMs - this.usedMs));
    this.timer.unref();
  }

  end(): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
    if (this.inFlight > 0) return;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.usedMs += performance.now() - this.busySince;
  }

  /** The error for `endpoint`, which the deadline stopped; it is remembered in `skipped`. */
  refuse(endpoint: string, cause?: unknown): ApiDeadlineError {
    this.skipped.push(endpoint);
    return new ApiDeadlineError(endpoint, this.budgetMs, cause);
  }
}

/** A request the run's API deadline stopped or refused: its part of the run is skipped, the verdict stands. */
export class ApiDeadlineError extends Error {
  constructor(
    readonly endpoint: string,
    budgetMs: number,
    cause?: unknown,
  ) {
    super(
      `the run's ${formatDuration(budgetMs / 1000)} of waiting on the GitHub API is spent, so ${endpoint} was skipped ` +
        '(the API did not answer in time; the verdict stands)',
      cause === undefined ? undefined : { cause },
    );
    this.name = 'ApiDeadlineError';
  }
}
