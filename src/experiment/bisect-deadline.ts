import type { BisectStop } from '../trend/bisect.js';

/** The reason a comparison's signal aborts with when the bisection's budget ends during it. */
export class BisectBudgetEnded extends Error {
  constructor() {
    super('the bisect budget ended during this comparison');
    this.name = 'BisectBudgetEnded';
  }
}

/**
 * The clock of a bisection's budget: how much is left, whether a comparison of a given length
 * still fits, and a signal that aborts a comparison when the budget ends, so that a build or a
 * benchmark that never returns (a probe commit's `sleep 100000`) is killed there. Without a
 * budget nothing is limited.
 */
export class BisectDeadline {
  private readonly now: () => number;
  private readonly started: number;

  constructor(private readonly budget: { seconds: number; now?: () => number } | undefined) {
    this.now = budget?.now ?? Date.now;
    this.started = this.now();
  }

  /** Seconds since the bisection started. */
  spent(): number {
    return (this.now() - this.started) / 1000;
  }

  /** Seconds left (Infinity without a budget). */
  left(): number {
    return this.budget === undefined ? Number.POSITIVE_INFINITY : this.budget.seconds - this.spent();
  }

  /** Why a comparison expected to take `seconds` cannot start when `usedSeconds` are spent, or null when it fits. */
  refuse(seconds: number, usedSeconds: number): BisectStop | null {
    if (this.budget === undefined || usedSeconds + seconds <= this.budget.seconds) return null;
    return { kind: 'budget', budgetSeconds: this.budget.seconds, usedSeconds, nextSeconds: seconds, unfinished: null };
  }

  /** The stop when the budget ended during the comparison of `sha`. */
  ended(sha: string): BisectStop {
    return { kind: 'budget', budgetSeconds: this.budget?.seconds ?? 0, usedSeconds: this.spent(), nextSeconds: null, unfinished: sha };
  }

  /**
   * Runs `work` (started when `usedSeconds` were spent) with a signal that aborts, with the reason
   * `BisectBudgetEnded`, when the budget ends; the timer is cleared either way.
   */
  async within<T>(usedSeconds: number, work: (signal: AbortSignal | undefined) => Promise<T>): Promise<T> {
    if (this.budget === undefined) return work(undefined);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new BisectBudgetEnded()), Math.max(0, (this.budget.seconds - usedSeconds) * 1000));
    try {
      return await work(controller.signal);
    } catch (error) {
      // Whatever a killed build or execution was reported as, the budget ended it.
      if (controller.signal.aborted) throw controller.signal.reason;
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }
}
