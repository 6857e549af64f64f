/**
 * Where the pull-request store lives (docs/history-format.md, "Pull-request runs"): beside the
 * history, never in it, so a PR record can never cost a trend entry. Only `mode: comment` (the
 * trusted `workflow_run` job) records; the history site reads. Neither ever throws into the
 * user's check: trouble is a warning, and a load always carries a usable store (empty when
 * there is none or it could not be read).
 */
import type { PullRequestRun, PullRequestRunsFile } from '../results/pull-request-runs-format.js';

export interface PullRequestRunsLoad {
  status: 'loaded' | 'missing' | 'unusable';
  file: PullRequestRunsFile;
  source: string;
  warnings: string[];
}

export interface PullRequestStore {
  /** Human-readable location, for messages. */
  readonly description: string;
  load(): Promise<PullRequestRunsLoad>;
  /** Adds one record (a re-run's replaces its run's), merging what another job saved meanwhile, and keeps the newest records; false (after a warning) when it was not stored. */
  record(run: PullRequestRun): Promise<boolean>;
}
