/** Where progress and diagnostics go: the Actions log in the action, stderr in the CLI. */
export interface Logger {
  info(message: string): void;
  warning(message: string): void;
  debug(message: string): void;
  /** A person reads the lines as they come (a terminal): progress is shown after every block. Absent: a log read later (progress.ts `ProgressLines`). */
  readonly live?: boolean;
  /** Runs `work` inside a collapsible group (Actions) or under a heading (CLI). */
  group<T>(title: string, work: () => Promise<T>): Promise<T>;
}
