/**
 * Reading the pull-request store (`pull-requests.json`, docs/history-format.md "Pull-request
 * runs"). It comes from the history branch, the Actions cache or a file a user names: data.
 * Reading never throws; the result says what to do:
 * - `ok`: use `file`. Records that fail validation are left out, named in one warning
 *   (`pull-requests.json: runs[2].pullRequest: expected a whole number from 1, got the string "7"; record left out`).
 * - not ok: the text is not a store at all (not JSON, no `runs`), or a newer benchgate wrote it.
 * `checkPullRequestRun` is the same check for one record, which `mode: comment` applies to what it
 * is about to write.
 */
import {
  MAX_NAME_LENGTH,
  MAX_PULL_REQUEST_BENCHMARKS,
  MAX_UNIT_LENGTH,
  PULL_REQUEST_RUNS_VERSION,
  PULL_REQUEST_VERDICTS,
  type PullRequestBenchmark,
  type PullRequestRun,
  type PullRequestRunsFile,
  type PullRequestVerdict,
} from '../results/pull-request-runs-format.js';
import { isRecord } from '../util/is-record.js';
import { mergePullRequestRuns } from './pull-request-runs.js';

export type PullRequestRunsParse =
  { ok: true; file: PullRequestRunsFile; warnings: string[]; dropped: number } | { ok: false; kind: 'corrupt' | 'newer-version'; reason: string };

/** A record that does not follow the format; the message starts with its JSON path. */
export class PullRequestRunError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PullRequestRunError';
  }
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value} ${String(value)}`;
  return typeof value === 'object' ? 'an object' : typeof value;
}

function fail(path: string, expected: string, got: unknown): never {
  throw new PullRequestRunError(`${path}: expected ${expected}, got ${describe(got)}`);
}

// eslint-disable-next-line no-control-regex -- these are what it refuses
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const URL = /^https?:\/\/[^\s<>"'`\\]+$/;

function printable(value: unknown, path: string, max: number, nonEmpty = true): string {
  if (typeof value !== 'string' || (nonEmpty && value.trim() === '') || value.length > max || CONTROL.test(value)) {
    fail(path, `${nonEmpty ? 'a non-empty' : 'a'} string of at most ${max} printable characters`, value);
  }
  return value;
}

function whole(value: unknown, path: string, min: number): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) fail(path, `a whole number from ${min}`, value);
  return value;
}

function sha(value: unknown, path: string): string {
  if (typeof value !== 'string' || !SHA.test(value)) fail(path, 'a full lowercase commit SHA', value);
  return value;
}

function nullableNumber(value: unknown, path: string): number | null {
  if (value === null) return null;
  if (typeof value !== 'number' || !Number.isFinite(value)) fail(path, 'a finite number or null', value);
  return value;
}

function checkBenchmark(value: unknown, path: string): PullRequestBenchmark {
  if (!Array.isArray(value) || value.length !== 6) fail(path, 'an array of 6 ([name, unit, verdict, relative, low, high])', value);
  const name = printable(value[0], `${path}[0]`, MAX_NAME_LENGTH);
  const unit = printable(value[1], `${path}[1]`, MAX_UNIT_LENGTH, false);
  const verdict = value[2] as PullRequestVerdict;
  if (!PULL_REQUEST_VERDICTS.includes(verdict)) fail(`${path}[2]`, `one of ${PULL_REQUEST_VERDICTS.join(', ')}`, value[2]);
  const relative = nullableNumber(value[3], `${path}[3]`);
  const low = nullableNumber(value[4], `${path}[4]`);
  const high = nullableNumber(value[5], `${path}[5]`);
  const nulls = [relative, low, high].filter((x) => x === null).length;
  if (nulls !== 0 && nulls !== 3) throw new PullRequestRunError(`${path}: relative, low and high must be all numbers or all null`);
  if (relative !== null && low !== null && high !== null && !(low > -1 && low <= relative && relative <= high)) {
    throw new PullRequestRunError(`${path}: expected −1 < low ≤ relative ≤ high, got ${low}, ${relative}, ${high}`);
  }
  return [name, unit, verdict, relative, low, high];
}

/** Checks one record and returns it with only the format's fields; throws PullRequestRunError naming the path. */
export function checkPullRequestRun(value: unknown, path = 'run'): PullRequestRun {
  if (!isRecord(value)) fail(path, 'an object', value);
  const date = printable(value.date, `${path}.date`, 40);
  if (!Number.isFinite(Date.parse(date))) fail(`${path}.date`, 'an ISO 8601 date', value.date);
  const runUrl = value.runUrl === undefined ? undefined : printable(value.runUrl, `${path}.runUrl`, 500);
  if (runUrl !== undefined && !URL.test(runUrl)) fail(`${path}.runUrl`, 'an http(s) address', value.runUrl);
  if (!Array.isArray(value.benchmarks) || value.benchmarks.length > MAX_PULL_REQUEST_BENCHMARKS) {
    fail(`${path}.benchmarks`, `an array of at most ${MAX_PULL_REQUEST_BENCHMARKS}`, value.benchmarks);
  }
  const run: PullRequestRun = {
    pullRequest: whole(value.pullRequest, `${path}.pullRequest`, 1),
    headSha: sha(value.headSha, `${path}.headSha`),
    baseSha: sha(value.baseSha, `${path}.baseSha`),
    baseRef: printable(value.baseRef, `${path}.baseRef`, 255),
    runId: whole(value.runId, `${path}.runId`, 1),
    runAttempt: whole(value.runAttempt, `${path}.runAttempt`, 1),
    ...(runUrl === undefined ? {} : { runUrl }),
    date,
    benchmarks: value.benchmarks.map((b: unknown, i: number) => checkBenchmark(b, `${path}.benchmarks[${i}]`)),
  };
  const names = new Set<string>();
  run.benchmarks.forEach(([name], i) => {
    if (names.has(name)) throw new PullRequestRunError(`${path}.benchmarks[${i}][0]: duplicate benchmark name ${JSON.stringify(name)}`);
    names.add(name);
  });
  return run;
}

const PROBLEMS_SHOWN = 3;

/** Parses and validates the store's text; `source` names the file in every message. */
export function parsePullRequestRuns(text: string, source: string): PullRequestRunsParse {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, kind: 'corrupt', reason: `${source} is not valid JSON: ${(error as Error).message}` };
  }
  if (!isRecord(parsed)) return { ok: false, kind: 'corrupt', reason: `${source}: expected a pull-request store object, got ${describe(parsed)}` };
  const version = parsed.version;
  if (typeof version === 'number' && Number.isInteger(version) && version > PULL_REQUEST_RUNS_VERSION) {
    return {
      ok: false,
      kind: 'newer-version',
      reason: `${source}: version ${version} was written by a newer benchgate (this one reads ${PULL_REQUEST_RUNS_VERSION})`,
    };
  }
  if (version !== PULL_REQUEST_RUNS_VERSION)
    return { ok: false, kind: 'corrupt', reason: `${source}: version: expected ${PULL_REQUEST_RUNS_VERSION}, got ${describe(version)}` };
  if (!Array.isArray(parsed.runs)) return { ok: false, kind: 'corrupt', reason: `${source}: runs: expected an array, got ${describe(parsed.runs)}` };
  const problems: string[] = [];
  const runs: PullRequestRun[] = [];
  parsed.runs.forEach((value: unknown, i: number) => {
    try {
      runs.push(checkPullRequestRun(value, `runs[${i}]`));
    } catch (error) {
      if (!(error instanceof PullRequestRunError)) throw error;
      problems.push(error.message);
    }
  });
  const warnings =
    problems.length === 0
      ? []
      : [
          `${source}: ${problems.slice(0, PROBLEMS_SHOWN).join('; ')}${problems.length > PROBLEMS_SHOWN ? `; and ${problems.length - PROBLEMS_SHOWN} more` : ''}; ` +
            `${problems.length} of ${parsed.runs.length} record${parsed.runs.length === 1 ? '' : 's'} left out`,
        ];
  // Two records of one run (written by hand, or an old copy) become one, as a merge would make them.
  const file = mergePullRequestRuns({ version: PULL_REQUEST_RUNS_VERSION, runs }, { version: PULL_REQUEST_RUNS_VERSION, runs: [] });
  return { ok: true, file, warnings, dropped: problems.length };
}

/** The canonical text: one record per line. */
export function serializePullRequestRuns(file: PullRequestRunsFile): string {
  return `{"version":${file.version},"runs":[\n${file.runs.map((run) => JSON.stringify(run)).join(',\n')}\n]}\n`;
}
