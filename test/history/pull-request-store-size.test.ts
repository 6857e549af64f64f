/**
 * The pull-request store is bounded by size as well as count (issue 43): one fork run's record
 * may hold 10,000 names of 256 characters (3 MB), and a few dozen such records would push
 * pull-requests.json past GitHub's 100 MB file limit. A record over its bound keeps the
 * benchmarks that fit, changes first; a store over its bound leaves out its oldest records; the
 * store says so.
 */
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalPullRequestStore } from '../../src/history/local-pull-request-store.js';
import { parsePullRequestRuns, serializePullRequestRuns } from '../../src/history/parse-pull-request-runs.js';
import { prunePullRequestRuns } from '../../src/history/pull-request-runs.js';
import {
  MAX_PULL_REQUEST_RECORD_BYTES,
  MAX_PULL_REQUEST_STORE_BYTES,
  PULL_REQUEST_RUNS_VERSION,
  type PullRequestBenchmark,
} from '../../src/results/pull-request-runs-format.js';
import { pullRequestRun } from './pull-request-runs.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'benchgate-pr-size-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** `count` benchmarks with names of 256 characters; every 1,000th a regression. */
function longNames(count: number, tag = ''): PullRequestBenchmark[] {
  return Array.from({ length: count }, (_, i): PullRequestBenchmark => {
    const name = `${tag}${String(i).padStart(5, '0')}/`.padEnd(256, 'x');
    return i % 1000 === 999 ? [name, 'ns', 'regression', 0.2, 0.1, 0.3] : [name, 'ns', 'unchanged', 0, -0.01, 0.01];
  });
}

describe('the pull-request store is bounded by size', () => {
  it('a fork run’s record of 10,000 names of 256 characters keeps what fits, its regressions first, and says so', async () => {
    const warnings: string[] = [];
    const store = new LocalPullRequestStore(dir, { warn: (m) => warnings.push(m) });
    const run = pullRequestRun(7, 101, 0, { benchmarks: longNames(10_000) });
    expect(Buffer.byteLength(JSON.stringify(run))).toBeGreaterThan(2.5 * 2 ** 20);

    expect(await store.record(run)).toBe(true);

    const bytes = (await stat(store.file)).size;
    expect(bytes).toBeLessThanOrEqual(MAX_PULL_REQUEST_RECORD_BYTES + 64);
    const parsed = parsePullRequestRuns(await readFile(store.file, 'utf8'), store.file);
    if (!parsed.ok) throw new Error(parsed.reason);
    const [kept] = parsed.file.runs;
    expect(kept.runId).toBe(101);
    // Every regression is kept; the rest is what fits, in the record's order.
    expect(kept.benchmarks.filter((b) => b[2] === 'regression')).toHaveLength(10);
    expect(kept.benchmarks.length).toBeGreaterThan(800);
    expect(kept.benchmarks.length).toBeLessThan(1000);
    expect(warnings).toEqual([
      expect.stringMatching(
        /^the record of pull request #7 \(run 101\) took \d+ KiB, over the 256 KiB a record may take: kept \d+ of its 10000 benchmarks \(changes first\), left out \d+$/,
      ),
    ]);
  });

  it('records that would push the store past its bound leave out the oldest, and say so', () => {
    // 200 records just under the record bound: about 50 MiB together, over the store's 40 MiB.
    const benchmarks = longNames(800);
    const runs = Array.from({ length: 200 }, (_, i) => pullRequestRun(1 + i, 5000 + i, i, { benchmarks }));
    const messages: string[] = [];

    const file = prunePullRequestRuns({ version: PULL_REQUEST_RUNS_VERSION, runs }, {}, (m) => messages.push(m));

    const bytes = Buffer.byteLength(serializePullRequestRuns(file));
    expect(bytes).toBeLessThanOrEqual(MAX_PULL_REQUEST_STORE_BYTES + 64);
    expect(file.runs.length).toBeGreaterThan(150);
    expect(file.runs.length).toBeLessThan(200);
    // The newest are kept.
    expect(file.runs.at(-1)!.runId).toBe(5199);
    expect(file.runs[0].runId).toBe(5000 + 200 - file.runs.length);
    expect(messages).toEqual([`the pull-request store would take more than 40960 KiB: left out its ${200 - file.runs.length} oldest records`]);
  });
});
