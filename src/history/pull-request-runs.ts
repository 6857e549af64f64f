/**
 * Pure operations on the pull-request store (docs/history-format.md, "Pull-request runs"):
 * a record's identity is the measuring run's id (`runId`); a re-run keeps that id and raises the
 * attempt, and its record replaces the earlier one. Every function returns a new store, oldest
 * record first, and leaves its inputs untouched.
 */
import type { SuiteReport } from '../analysis/report-types.js';
import {
  DEFAULT_PULL_REQUEST_RETENTION,
  PULL_REQUEST_RUNS_VERSION,
  type PullRequestBenchmark,
  type PullRequestRun,
  type PullRequestRunsFile,
} from '../results/pull-request-runs-format.js';

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function compareInstants(a: string, b: string): number {
  const difference = Date.parse(a) - Date.parse(b);
  return Number.isFinite(difference) && difference !== 0 ? difference : compareText(a, b);
}

/** Date, then run id, then attempt: a total order, so merges are deterministic. */
export function comparePullRequestRuns(a: PullRequestRun, b: PullRequestRun): number {
  return compareInstants(a.date, b.date) || a.runId - b.runId || a.runAttempt - b.runAttempt || a.pullRequest - b.pullRequest;
}

/** Of two records of one run: the later attempt, then the later date, then (alike in both) the larger text, so the merge is commutative. */
function preferred(kept: PullRequestRun, other: PullRequestRun): PullRequestRun {
  const order = other.runAttempt - kept.runAttempt || compareInstants(other.date, kept.date);
  if (order !== 0) return order > 0 ? other : kept;
  return compareText(JSON.stringify(other), JSON.stringify(kept)) > 0 ? other : kept;
}

/** The union of two stores by run id: no run of either side is lost; for a run on both sides, the later attempt (then date) is kept. */
export function mergePullRequestRuns(ours: PullRequestRunsFile, theirs: PullRequestRunsFile): PullRequestRunsFile {
  const byRun = new Map<number, PullRequestRun>();
  for (const run of [...ours.runs, ...theirs.runs]) {
    const existing = byRun.get(run.runId);
    byRun.set(run.runId, existing ? preferred(existing, run) : run);
  }
  return { version: PULL_REQUEST_RUNS_VERSION, runs: [...byRun.values()].sort(comparePullRequestRuns) };
}

/** Keeps the newest `keep` records. */
export function prunePullRequestRuns(file: PullRequestRunsFile, keep: number = DEFAULT_PULL_REQUEST_RETENTION): PullRequestRunsFile {
  if (!Number.isInteger(keep) || keep < 1) throw new RangeError(`pull-request retention must be a whole number ≥ 1, got ${keep}`);
  const sorted = file.runs.slice().sort(comparePullRequestRuns);
  return { version: PULL_REQUEST_RUNS_VERSION, runs: sorted.slice(Math.max(0, sorted.length - keep)) };
}

/** Adds one record (a re-run's replaces its run's), then keeps the newest `keep`. */
export function addPullRequestRun(file: PullRequestRunsFile, run: PullRequestRun, keep: number = DEFAULT_PULL_REQUEST_RETENTION): PullRequestRunsFile {
  return prunePullRequestRuns(mergePullRequestRuns(file, { version: PULL_REQUEST_RUNS_VERSION, runs: [run] }), keep);
}

const round = (x: number): number => Number(x.toPrecision(4));

/** What ties a PR run to its pull request: only from the trusted job (the event, the GitHub API), never the artifact. */
export type PullRequestRunIdentity = Omit<PullRequestRun, 'benchmarks'>;

/**
 * A PR run's record: the identity the trusted job checked, and per benchmark of the report it
 * re-analysed its name, unit, verdict and change with its interval (4 significant digits).
 */
export function pullRequestRunFrom(report: SuiteReport, identity: PullRequestRunIdentity): PullRequestRun {
  const benchmarks = report.benchmarks.map((b): PullRequestBenchmark => {
    const delta = b.delta;
    const numbers = delta === null ? [] : [delta.relative, ...delta.ci].map(round);
    const [relative, low, high] = numbers;
    const ok = numbers.length === 3 && numbers.every(Number.isFinite) && low > -1 && low <= relative && relative <= high;
    return ok ? [b.name, b.unit, b.verdict, relative, low, high] : [b.name, b.unit, b.verdict, null, null, null];
  });
  return { ...identity, benchmarks };
}
