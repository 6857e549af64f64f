import { formatPercent } from '../util/format-numbers.js';

/** A trend run's drift since its anchor (trend/anchor-trend.ts `SuiteDrift`): positive is worse. */
export interface AnchorDrift {
  worse: number;
  ci: [number, number];
  level: number;
}

export interface AnchorBudgetCheck {
  /** The budget: at most this much worse than the anchor (0.03 = 3 %). */
  budget: number;
  /**
   * `exceeded`: the drift's whole interval lies above the budget (the trend run fails);
   * `may-exceed`: the interval reaches above it but not wholly (a warning, not a failure);
   * `within`: the interval lies at or below it.
   */
  status: 'exceeded' | 'may-exceed' | 'within';
}

/** The drift against a budget (`AnchorBudgetCheck`). */
export function checkAnchorBudget(drift: Pick<AnchorDrift, 'ci'>, budget: number): AnchorBudgetCheck {
  const status = drift.ci[0] > budget ? 'exceeded' : drift.ci[1] > budget ? 'may-exceed' : 'within';
  return { budget, status };
}

/** What the gate reads of a trend run's anchor: its ref, the drift since it and the budget's check (decide.ts `anchorBudgetFailure`). */
export interface AnchorBudgetSource {
  ref: string;
  drift: AnchorDrift;
  check: AnchorBudgetCheck;
}

const pct = (x: number) => formatPercent(x);
export const budgetPercent = (budget: number) => `${Number((budget * 100).toPrecision(6))} %`;

/** The check's failure message when the drift exceeds the budget (plain text, for the log, the check and the CLI). */
export function budgetFailureMessage(source: Pick<AnchorBudgetSource, 'ref' | 'drift'>, check: AnchorBudgetCheck): string {
  const d = source.drift;
  const drift = `${pct(d.worse)} (${Math.round(d.level * 100)} % CI [${pct(d.ci[0])}, ${pct(d.ci[1])}])`;
  return `the drift since the anchor ${source.ref} is ${drift}, wholly above the anchor-budget of at most ${budgetPercent(check.budget)} slower`;
}
