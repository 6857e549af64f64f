/**
 * The pull-request store, format version 1 (docs/history-format.md, "Pull-request runs"): one
 * record per pull-request run that `mode: comment` tied to its pull request, kept beside the
 * history (never in it) so that the history site can show the PR runs that measured each
 * benchmark. Everything in it was checked by the trusted `workflow_run` job before it was
 * written, and is still read as data.
 */
export const PULL_REQUEST_RUNS_VERSION = 1 as const;

/** The store's file name, beside `history.json` (the git branch, a local history directory, the cache entry). */
export const PULL_REQUEST_RUNS_FILE = 'pull-requests.json';

/** Records kept: the newest 500 by date (about 5 MiB of JSON for 200 benchmarks; docs/history-format.md). */
export const DEFAULT_PULL_REQUEST_RETENTION = 500;

/**
 * Bytes of JSON one record may take in the store (a record over it keeps the benchmarks that fit,
 * changes first), and the whole store (the oldest records go first): 10,000 names of 256
 * characters are 3 MB in one record, and GitHub refuses a file over 100 MB (and warns over 50).
 */
export const MAX_PULL_REQUEST_RECORD_BYTES = 256 * 1024;
export const MAX_PULL_REQUEST_STORE_BYTES = 40 * 1024 * 1024;

/** At most this many benchmarks in one record, and characters in a name and a unit. */
export const MAX_PULL_REQUEST_BENCHMARKS = 10_000;
export const MAX_NAME_LENGTH = 256;
export const MAX_UNIT_LENGTH = 32;

/** A benchmark's verdict in a PR run (the report's `VERDICTS`; a test keeps the two lists alike). */
export const PULL_REQUEST_VERDICTS = ['regression', 'improvement', 'unchanged', 'inconclusive'] as const;
export type PullRequestVerdict = (typeof PULL_REQUEST_VERDICTS)[number];

/**
 * One benchmark of a PR run: [name, unit, verdict, relative, low, high], the change head / base − 1
 * with its interval; the three numbers null where the run had no change to report (not measured).
 */
export type PullRequestBenchmark = [string, string, PullRequestVerdict, number | null, number | null, number | null];

export interface PullRequestRun {
  /** The pull request's number, as the trusted job checked it against the GitHub API. */
  pullRequest: number;
  /** The PR head the run measured (`workflow_run.head_sha`, equal to the PR's head on the API). */
  headSha: string;
  /** The PR's base commit, from the GitHub API. */
  baseSha: string;
  /** The PR's base branch, from the GitHub API: the site of a branch shows the PR runs against it. */
  baseRef: string;
  /** The measuring run's id (`workflow_run.id`): a record's identity; its page is `<repository>/actions/runs/<runId>`. */
  runId: number;
  /** Its attempt (`workflow_run.run_attempt`, else 1): a re-run replaces the record. */
  runAttempt: number;
  /** The run's page as the trusted event gave it (the site builds its own link from `runId`). */
  runUrl?: string;
  /** When the comment job recorded it (ISO 8601). */
  date: string;
  benchmarks: PullRequestBenchmark[];
}

export interface PullRequestRunsFile {
  version: typeof PULL_REQUEST_RUNS_VERSION;
  /** Oldest first (by date, then run id). */
  runs: PullRequestRun[];
}

export function emptyPullRequestRuns(): PullRequestRunsFile {
  return { version: PULL_REQUEST_RUNS_VERSION, runs: [] };
}
