/* eslint-disable @typescript-eslint/no-explicit-any -- the cases break records field by field */
/**
 * The pull-request store is data (it comes from the history branch or the cache, and a user may
 * hand the CLI any file): every field is checked, a bad record is left out with a message that
 * names its JSON path, and a file that is not a store at all says why. The store's operations:
 * a re-run replaces its run's record, the merge loses no run, retention keeps the newest.
 */
import { describe, expect, it } from 'vitest';
import { VERDICTS } from '../../src/analysis/report-types.js';
import { checkPullRequestRun, parsePullRequestRuns, serializePullRequestRuns } from '../../src/history/parse-pull-request-runs.js';
import { addPullRequestRun, mergePullRequestRuns } from '../../src/history/pull-request-runs.js';
import { PULL_REQUEST_VERDICTS, emptyPullRequestRuns, type PullRequestRunsFile } from '../../src/results/pull-request-runs-format.js';
import { pullRequestRun } from './pull-request-runs.js';

const store = (...runs: ReturnType<typeof pullRequestRun>[]): PullRequestRunsFile => ({ version: 1, runs });
const SOURCE = 'pull-requests.json';

describe('parsePullRequestRuns', () => {
  it('reads what serializePullRequestRuns wrote, oldest first, one record per line', () => {
    const file = store(pullRequestRun(8, 102, 2), pullRequestRun(7, 101, 1));
    const text = serializePullRequestRuns(file);
    expect(text.split('\n')).toHaveLength(5);
    const parsed = parsePullRequestRuns(text, SOURCE);
    expect(parsed).toEqual({ ok: true, file: store(pullRequestRun(7, 101, 1), pullRequestRun(8, 102, 2)), warnings: [], dropped: 0 });
  });

  it.each([
    ['pullRequest', (r: any) => (r.pullRequest = '7'), 'runs[0].pullRequest: expected a whole number from 1, got the string "7"'],
    ['pullRequest', (r: any) => (r.pullRequest = 0), 'runs[0].pullRequest: expected a whole number from 1, got number 0'],
    [
      'headSha',
      (r: any) => (r.headSha = '--upload-pack=touch /tmp/x'),
      'runs[0].headSha: expected a full lowercase commit SHA, got the string "--upload-pack=touch /tmp/x"',
    ],
    ['baseSha', (r: any) => delete r.baseSha, 'runs[0].baseSha: expected a full lowercase commit SHA, got nothing'],
    ['baseRef', (r: any) => (r.baseRef = 'main\n## injected'), 'runs[0].baseRef: expected a non-empty string of at most 255 printable characters'],
    ['runId', (r: any) => (r.runId = -3), 'runs[0].runId: expected a whole number from 1, got number -3'],
    ['runAttempt', (r: any) => (r.runAttempt = 1.5), 'runs[0].runAttempt: expected a whole number from 1, got number 1.5'],
    ['runUrl', (r: any) => (r.runUrl = 'javascript:alert(1)'), 'runs[0].runUrl: expected an http(s) address, got the string "javascript:alert(1)"'],
    ['date', (r: any) => (r.date = 'yesterday'), 'runs[0].date: expected an ISO 8601 date, got the string "yesterday"'],
    ['benchmarks', (r: any) => (r.benchmarks = {}), 'runs[0].benchmarks: expected an array of at most 10000, got an object'],
    [
      'a benchmark',
      (r: any) => (r.benchmarks[1] = ['x', 'ns', 'regression']),
      'runs[0].benchmarks[1]: expected an array of 6 ([name, unit, verdict, relative, low, high]), got an array',
    ],
    [
      'a name',
      (r: any) => (r.benchmarks[0][0] = ''),
      'runs[0].benchmarks[0][0]: expected a non-empty string of at most 256 printable characters, got the string ""',
    ],
    ['a name', (r: any) => (r.benchmarks[0][0] = 'x'.repeat(257)), 'runs[0].benchmarks[0][0]: expected a non-empty string of at most 256 printable characters'],
    [
      'a verdict',
      (r: any) => (r.benchmarks[0][2] = 'faster'),
      'runs[0].benchmarks[0][2]: expected one of regression, improvement, unchanged, inconclusive, got the string "faster"',
    ],
    ['a change', (r: any) => (r.benchmarks[0][3] = null), 'runs[0].benchmarks[0]: relative, low and high must be all numbers or all null'],
    ['an interval', (r: any) => (r.benchmarks[0][4] = 0.09), 'runs[0].benchmarks[0]: expected −1 < low ≤ relative ≤ high, got 0.09, 0.05, 0.07'],
    ['a number', (r: any) => (r.benchmarks[0][5] = '1e999'), 'runs[0].benchmarks[0][5]: expected a finite number or null, got the string "1e999"'],
    ['names', (r: any) => (r.benchmarks[1][0] = 'parse'), 'runs[0].benchmarks[1][0]: duplicate benchmark name "parse"'],
  ])('leaves out a record with a bad %s, naming the field', (_field, edit, message) => {
    const bad = JSON.parse(JSON.stringify(pullRequestRun(7, 101)));
    edit(bad);
    const text = JSON.stringify({ version: 1, runs: [bad, pullRequestRun(8, 102, 1)] });
    const parsed = parsePullRequestRuns(text, SOURCE);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.file.runs.map((r) => r.pullRequest)).toEqual([8]);
    expect(parsed.dropped).toBe(1);
    expect(parsed.warnings).toHaveLength(1);
    expect(parsed.warnings[0]).toContain(`${SOURCE}: ${message}`);
    expect(parsed.warnings[0]).toMatch(/1 of 2 records left out$/);
  });

  it.each([
    ['not JSON', '{"version":1,"runs":[', 'corrupt', /^pull-requests\.json is not valid JSON: /],
    ['not an object', '[1]', 'corrupt', /^pull-requests\.json: expected a pull-request store object, got an array$/],
    ['no version', '{"runs":[]}', 'corrupt', /^pull-requests\.json: version: expected 1, got nothing$/],
    ['no runs', '{"version":1,"entries":[]}', 'corrupt', /^pull-requests\.json: runs: expected an array, got nothing$/],
    ['a newer version', '{"version":2,"runs":[]}', 'newer-version', /^pull-requests\.json: version 2 was written by a newer benchgate/],
  ])('refuses a file that is %s, saying why', (_what, text, kind, reason) => {
    const parsed = parsePullRequestRuns(text, SOURCE);
    expect(parsed).toMatchObject({ ok: false, kind });
    if (!parsed.ok) expect(parsed.reason).toMatch(reason);
  });

  it('keeps only the format’s fields of a record', () => {
    const run = { ...pullRequestRun(7, 101), html: '<script>', extra: 1 };
    expect(checkPullRequestRun(run)).toEqual(pullRequestRun(7, 101));
  });

  it('knows the verdicts the report gives', () => {
    expect([...PULL_REQUEST_VERDICTS]).toEqual([...VERDICTS]);
  });
});

describe('the store’s operations', () => {
  it('a re-run (same run id, later attempt) replaces its record, whichever copy arrives last', () => {
    const first = pullRequestRun(7, 101, 0);
    const rerun = pullRequestRun(7, 101, 1, { runAttempt: 2, benchmarks: [['parse', 'ns', 'unchanged', 0.001, -0.01, 0.012]] });
    expect(addPullRequestRun(store(first), rerun).runs).toEqual([rerun]);
    expect(addPullRequestRun(store(rerun), first).runs).toEqual([rerun]);
    // The comment job re-run for the same measuring run: one record, the later.
    const again = { ...first, date: '2026-03-01T13:00:00.000Z' };
    expect(addPullRequestRun(store(first), again).runs).toEqual([again]);
  });

  it('a merge loses no run of either side and is commutative', () => {
    const ours = store(pullRequestRun(7, 101, 0), pullRequestRun(9, 103, 2));
    const theirs = store(pullRequestRun(8, 102, 1));
    expect(mergePullRequestRuns(ours, theirs)).toEqual(mergePullRequestRuns(theirs, ours));
    expect(mergePullRequestRuns(ours, theirs).runs.map((r) => r.runId)).toEqual([101, 102, 103]);
  });

  it('keeps the newest records', () => {
    let file = emptyPullRequestRuns();
    for (let day = 0; day < 12; day++) file = addPullRequestRun(file, pullRequestRun(day + 1, 200 + day, day), 10);
    expect(file.runs.map((r) => r.runId)).toEqual(Array.from({ length: 10 }, (_, i) => 202 + i));
  });
});
