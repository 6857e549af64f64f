/**
 * A run whose settings named no design (no budget, no binaries, no executions) is adaptive with
 * the default budget (experiment/prior-file.ts effectiveBudget), in both front ends. As a value,
 * so the CLI and the action word it the same: one log line while the run starts, one note in the report.
 */
export interface DefaultBudgetNote {
  kind: 'default-budget';
  minutes: number;
}

/** The one line both front ends print when the budget was defaulted. */
export function defaultBudgetLogLine(note: DefaultBudgetNote): string {
  return (
    `benchgate: no budget, binaries or executions given: an adaptive run with the default budget of ${note.minutes} minutes ` +
    '(give binaries and executions for the fixed design, budget for another length).'
  );
}

/** The report's note (markdown) when the budget was defaulted. */
export function defaultBudgetReportLine(note: DefaultBudgetNote): string {
  return (
    `No design was named, so this run was adaptive with the default budget of ${note.minutes} min; ` +
    '`binaries` and `executions` (`--binaries`, `--executions`) give the fixed design, `budget` (`--budget`) another length.'
  );
}
