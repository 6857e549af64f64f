/**
 * Pure operations on the pull-request store (docs/history-format.md, "Pull-request runs"):
 * a record's identity is the measuring run's id (`runId`); a re-run keeps that id and raises the
 * attempt, and its record replaces the earlier one. Every function returns a new store, oldest
 * record first, and leaves its inputs untouched.
 */
import type { SuiteReport } from '../analysis/report-types.js';
import {
  DEFAULT_PULL_REQUEST_RETENTION,
  MAX_PULL_REQUEST_RECORD_BYTES,
  MAX_PULL_REQUEST_STORE_BYTES,
  PULL_REQUEST_RUNS_VERSION,
  type PullRequestBenchmark,
  type PullRequestRun,
  type PullRequestRunsFile,
} from '../results/pull-request-runs-format.js';
import { compareInstants, unionOfCopies } from './merge-copies.js';

/** Date, then run id, then attempt: a total order, so merges are deterministic. */
export function comparePullRequestRuns(a: PullRequestRun, b: PullRequestRun): number {
  return compareInstants(a.date, b.date) || a.runId - b.runId || a.runAttempt - b.runAttempt || a.pullRequest - b.pullRequest;
}

/** The union of two stores by run id: no run of either side is lost; for a run on both sides, the later attempt (then date) is kept. */
export function mergePullRequestRuns(ours: PullRequestRunsFile, theirs: PullRequestRunsFile): PullRequestRunsFile {
  const runs = unionOfCopies(
    [...ours.runs, ...theirs.runs],
    (run) => run.runId,
    (run) => run.date,
  );
  return { version: PULL_REQUEST_RUNS_VERSION, runs: runs.sort(comparePullRequestRuns) };
}

const sizes = new WeakMap<PullRequestRun, number>();

/** Bytes one record takes in the store's text (serializePullRequestRuns: its JSON and a separator); records are not changed, so each is measured once. */
function recordBytes(run: PullRequestRun): number {
  let bytes = sizes.get(run);
  if (bytes === undefined) {
    bytes = Buffer.byteLength(JSON.stringify(run)) + 2;
    sizes.set(run, bytes);
  }
  return bytes;
}

/** Limits of the store: records kept, bytes of one record, bytes of all of them. */
export interface PullRequestStoreBounds {
  keep: number;
  recordBytes: number;
  storeBytes: number;
}

export const DEFAULT_PULL_REQUEST_BOUNDS: PullRequestStoreBounds = {
  keep: DEFAULT_PULL_REQUEST_RETENTION,
  recordBytes: MAX_PULL_REQUEST_RECORD_BYTES,
  storeBytes: MAX_PULL_REQUEST_STORE_BYTES,
};

const KEEP_FIRST = ['regression', 'improvement', 'inconclusive', 'unchanged'];

/**
 * The record within `maxBytes`: when over, it keeps as many benchmarks as fit, regressions and
 * improvements first (then inconclusive, then unchanged, each in the record's order), and says
 * how many it left out.
 */
export function boundPullRequestRun(run: PullRequestRun, maxBytes: number = MAX_PULL_REQUEST_RECORD_BYTES): { run: PullRequestRun; omitted: number } {
  if (recordBytes(run) <= maxBytes) return { run, omitted: 0 };
  let bytes = recordBytes({ ...run, benchmarks: [] });
  const byPriority = run.benchmarks.map((b, i) => ({ b, i })).sort((x, y) => KEEP_FIRST.indexOf(x.b[2]) - KEEP_FIRST.indexOf(y.b[2]) || x.i - y.i);
  const kept = new Set<number>();
  for (const { b, i } of byPriority) {
    const size = Buffer.byteLength(JSON.stringify(b)) + 1;
    if (bytes + size > maxBytes) break;
    bytes += size;
    kept.add(i);
  }
  return { run: { ...run, benchmarks: run.benchmarks.filter((_, i) => kept.has(i)) }, omitted: run.benchmarks.length - kept.size };
}

/**
 * Keeps the newest `keep` records, each within `recordBytes` (boundPullRequestRun), and then the
 * newest whose bytes together fit `storeBytes`. `say` is told what was trimmed or left out for size.
 */
export function prunePullRequestRuns(
  file: PullRequestRunsFile,
  bounds: number | Partial<PullRequestStoreBounds> = {},
  say: (message: string) => void = () => {},
): PullRequestRunsFile {
  const { keep, recordBytes: maxRecord, storeBytes } = { ...DEFAULT_PULL_REQUEST_BOUNDS, ...(typeof bounds === 'number' ? { keep: bounds } : bounds) };
  if (!Number.isInteger(keep) || keep < 1) throw new RangeError(`pull-request retention must be a whole number ≥ 1, got ${keep}`);
  const sorted = file.runs.slice().sort(comparePullRequestRuns);
  const runs = sorted.slice(Math.max(0, sorted.length - keep)).map((run) => {
    const bounded = boundPullRequestRun(run, maxRecord);
    if (bounded.omitted > 0) {
      say(
        `the record of pull request #${run.pullRequest} (run ${run.runId}) took ${kib(recordBytes(run))} KiB, over the ${kib(maxRecord)} KiB a record ` +
          `may take: kept ${bounded.run.benchmarks.length} of its ${run.benchmarks.length} benchmarks (changes first), left out ${bounded.omitted}`,
      );
    }
    return bounded.run;
  });
  let total = runs.reduce((sum, run) => sum + recordBytes(run), 0);
  let first = 0;
  while (first < runs.length && total > storeBytes) total -= recordBytes(runs[first++]);
  if (first > 0) {
    say(`the pull-request store would take more than ${kib(storeBytes)} KiB: left out its ${first} oldest record${first === 1 ? '' : 's'}`);
  }
  return { version: PULL_REQUEST_RUNS_VERSION, runs: runs.slice(first) };
}

const kib = (bytes: number): string => (bytes / 1024).toFixed(0);

/** Adds one record (a re-run's replaces its run's), then bounds the store (prunePullRequestRuns). */
export function addPullRequestRun(
  file: PullRequestRunsFile,
  run: PullRequestRun,
  bounds: number | Partial<PullRequestStoreBounds> = {},
  say: (message: string) => void = () => {},
): PullRequestRunsFile {
  return prunePullRequestRuns(mergePullRequestRuns(file, { version: PULL_REQUEST_RUNS_VERSION, runs: [run] }), bounds, say);
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
