/**
 * The pull-request store's backends against real files and a real bare repository: records
 * accumulate and a re-run replaces its record; on the history branch a record and a trend save
 * never lose each other (each carries the other's file, and a lost race retries); an unreadable
 * store is kept as a copy, a newer one is never written over. And the store's size for a year of
 * pull requests over 200 benchmarks, at the default retention.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GitBranchHistoryBackend } from '../../src/history/git-branch-history-backend.js';
import { GitBranchPullRequestStore } from '../../src/history/git-branch-pull-request-store.js';
import { LocalPullRequestStore } from '../../src/history/local-pull-request-store.js';
import { CacheHistoryBackend } from '../../src/history/cache-history-backend.js';
import { CachePullRequestStore } from '../../src/history/cache-pull-request-store.js';
import { FakeCache } from './fake-cache.js';
import { serializePullRequestRuns } from '../../src/history/parse-pull-request-runs.js';
import { addPullRequestRun } from '../../src/history/pull-request-runs.js';
import { DEFAULT_PULL_REQUEST_RETENTION, emptyPullRequestRuns, type PullRequestBenchmark } from '../../src/results/pull-request-runs-format.js';
import { entry, history, keys } from './entries.js';
import { pullRequestRun } from './pull-request-runs.js';

let root: string;
let remote: string;
const warnings: string[] = [];

const git = (...args: string[]): string => execFileSync('git', ['--git-dir', path.join(root, 'remote.git'), ...args], { encoding: 'utf8' }).trim();
const options = () => ({
  remote,
  tempDir: path.join(root, 'tmp'),
  retryDelayMs: () => 0,
  warn: (m: string) => warnings.push(m),
  now: () => new Date('2026-03-05T00:00:00Z'),
});
const prStore = () => new GitBranchPullRequestStore(options());
const historyBackend = () => new GitBranchHistoryBackend(options());

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'benchgate-pr-store-'));
  execFileSync('git', ['init', '-q', '--bare', path.join(root, 'remote.git')]);
  remote = pathToFileURL(path.join(root, 'remote.git')).href;
  warnings.length = 0;
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('GitBranchPullRequestStore on the history branch', () => {
  it('adds pull-requests.json beside history.json and keeps the branch one commit long', async () => {
    await historyBackend().save(history([entry(0), entry(1)]));
    expect(await prStore().record(pullRequestRun(7, 101, 0))).toBe(true);
    expect(await prStore().record(pullRequestRun(8, 102, 1))).toBe(true);
    expect(git('rev-list', '--count', 'benchgate-data')).toBe('1');
    expect(git('ls-tree', '-r', '--name-only', 'benchgate-data').split('\n')).toEqual([
      'history.json',
      'pull-requests.json',
      'snapshots/2025-01-01.json',
      'snapshots/2025-01-02.json',
    ]);
    expect(keys((await historyBackend().load()).history)).toEqual(['sha0000/1000#1', 'sha0001/1001#1']);
    const loaded = await prStore().load();
    expect(loaded).toMatchObject({ status: 'loaded', warnings: [] });
    expect(loaded.file.runs.map((r) => r.pullRequest)).toEqual([7, 8]);
    expect(warnings).toEqual([]);
  });

  it('a re-run replaces its record', async () => {
    await prStore().record(pullRequestRun(7, 101, 0));
    await prStore().record(pullRequestRun(7, 101, 1, { runAttempt: 2 }));
    expect((await prStore().load()).file.runs.map((r) => `${r.runId}#${r.runAttempt}`)).toEqual(['101#2']);
  });

  it('a trend save after a record keeps the record, and a record after a save keeps the entries', async () => {
    await prStore().record(pullRequestRun(7, 101, 0));
    await historyBackend().save(history([entry(0)]));
    await prStore().record(pullRequestRun(8, 102, 1));
    await historyBackend().save(history([entry(1)]));
    expect(keys((await historyBackend().load()).history)).toEqual(['sha0000/1000#1', 'sha0001/1001#1']);
    expect((await prStore().load()).file.runs.map((r) => r.pullRequest)).toEqual([7, 8]);
  });

  it('racing writers of both kinds: every trend entry and every PR record survives', async () => {
    await historyBackend().save(history([entry(0)]));
    const writes = [];
    for (let i = 1; i <= 4; i++) {
      writes.push(new GitBranchHistoryBackend({ ...options(), maxAttempts: 20 }).save(history([entry(i)])));
      writes.push(new GitBranchPullRequestStore({ ...options(), maxAttempts: 20 }).record(pullRequestRun(i, 100 + i, i)));
    }
    await Promise.all(writes);
    expect(keys((await historyBackend().load()).history)).toHaveLength(5);
    expect((await prStore().load()).file.runs.map((r) => r.runId)).toEqual([101, 102, 103, 104]);
    expect(warnings).toEqual([]);
  }, 60_000);

  it('an unreadable store starts anew and is kept as a copy; the history is untouched', async () => {
    await historyBackend().save(history([entry(0)]));
    const work = path.join(root, 'work');
    execFileSync('git', ['clone', '-q', '-b', 'benchgate-data', remote, work]);
    await writeFile(path.join(work, 'pull-requests.json'), '{"version":1,"runs":[');
    const run = (...args: string[]) => execFileSync('git', ['-C', work, '-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'commit.gpgsign=false', ...args]);
    run('add', '-A');
    run('commit', '-qm', 'hand edit');
    run('push', '-q', 'origin', 'HEAD:benchgate-data');

    const load = await prStore().load();
    expect(load.status).toBe('unusable');
    expect(load.warnings[0]).toMatch(/pull-requests\.json on branch benchgate-data of .* is not valid JSON/);
    expect(await prStore().record(pullRequestRun(7, 101))).toBe(true);
    const names = git('ls-tree', '--name-only', 'benchgate-data').split('\n');
    expect(names).toContain('pull-requests.corrupt-2026-03-05T00-00-00-000Z.json');
    expect(git('show', 'benchgate-data:pull-requests.corrupt-2026-03-05T00-00-00-000Z.json')).toBe('{"version":1,"runs":[');
    expect((await prStore().load()).file.runs).toHaveLength(1);
    expect(keys((await historyBackend().load()).history)).toEqual(['sha0000/1000#1']);
  });

  it('never writes over a store of a newer version (a warning, not a failure)', async () => {
    await prStore().record(pullRequestRun(7, 101));
    const before = git('rev-parse', 'benchgate-data');
    const work = path.join(root, 'work');
    execFileSync('git', ['clone', '-q', '-b', 'benchgate-data', remote, work]);
    await writeFile(path.join(work, 'pull-requests.json'), '{"version":9,"runs":[]}\n');
    const run = (...args: string[]) => execFileSync('git', ['-C', work, '-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'commit.gpgsign=false', ...args]);
    run('commit', '-qam', 'newer');
    run('push', '-q', 'origin', 'HEAD:benchgate-data');
    const newer = git('rev-parse', 'benchgate-data');
    expect(newer).not.toBe(before);
    expect(await prStore().record(pullRequestRun(8, 102))).toBe(false);
    expect(git('rev-parse', 'benchgate-data')).toBe(newer);
    expect(warnings.join('\n')).toMatch(/version 9 was written by a newer benchgate.*not recorded/s);
  });

  it('a remote that cannot be reached is a warning and an empty load, never an exception', async () => {
    const store = new GitBranchPullRequestStore({ ...options(), remote: pathToFileURL(path.join(root, 'nowhere.git')).href });
    expect((await store.load()).file.runs).toEqual([]);
    expect(await store.record(pullRequestRun(7, 101))).toBe(false);
    expect(warnings.some((w) => w.includes('was not recorded'))).toBe(true);
  });
});

describe('CachePullRequestStore', () => {
  const cacheStore = (cache: FakeCache, runId: string, branch = 'main') =>
    new CachePullRequestStore({
      client: cache,
      dir: path.join(root, 'cache-prs'),
      suite: 'micro',
      branch,
      runId,
      runAttempt: 1,
      warn: (m) => warnings.push(m),
    });

  it('saves each record as a new entry under its own prefix, merging the newest: the history’s entries are not touched', async () => {
    const cache = new FakeCache();
    const trend = new CacheHistoryBackend({ client: cache, dir: path.join(root, 'cache-history'), suite: 'micro', branch: 'main', runId: '1', runAttempt: 1 });
    await trend.save(history([entry(0)]));
    expect(await cacheStore(cache, '501').record(pullRequestRun(7, 101, 0))).toBe(true);
    expect(await cacheStore(cache, '502').record(pullRequestRun(8, 102, 1))).toBe(true);
    expect(await cacheStore(cache, '503').record(pullRequestRun(7, 101, 2, { runAttempt: 2 }))).toBe(true);
    expect(cache.entries.map((e) => e.key)).toEqual([
      'benchgate-history-micro-main-1-1',
      'benchgate-pull-requests-micro-main-501-1',
      'benchgate-pull-requests-micro-main-502-1',
      'benchgate-pull-requests-micro-main-503-1',
    ]);
    expect((await cacheStore(cache, 'x').load()).file.runs.map((r) => `${r.pullRequest}@${r.runId}#${r.runAttempt}`)).toEqual(['8@102#1', '7@101#2']);
    expect(keys((await trend.load()).history)).toEqual(['sha0000/1000#1']);
    // Another base branch has its own prefix.
    expect((await cacheStore(cache, 'x', 'main-old').load()).file.runs).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('a cache that fails is a warning and an empty store', async () => {
    const cache = new FakeCache();
    cache.failRestore = new Error('cache service unavailable');
    cache.failSave = new Error('cache service unavailable');
    expect((await cacheStore(cache, '1').load()).file.runs).toEqual([]);
    expect(await cacheStore(cache, '1').record(pullRequestRun(7, 101))).toBe(false);
    expect(warnings.join('\n')).toMatch(/not recorded in the Actions cache: cache service unavailable/);
  });
});

describe('LocalPullRequestStore', () => {
  it('records in DIR/pull-requests.json and keeps an unreadable file as a copy', async () => {
    const dir = path.join(root, 'history');
    const store = new LocalPullRequestStore(dir, { warn: (m) => warnings.push(m), now: () => new Date('2026-03-05T00:00:00Z') });
    expect((await store.load()).status).toBe('missing');
    await store.record(pullRequestRun(7, 101));
    await writeFile(store.file, 'not json');
    await store.record(pullRequestRun(8, 102, 1));
    expect((await store.load()).file.runs.map((r) => r.pullRequest)).toEqual([8]);
    expect((await readdir(dir)).sort()).toEqual(['pull-requests.corrupt-2026-03-05T00-00-00-000Z.json', 'pull-requests.json']);
    expect(await readFile(path.join(dir, 'pull-requests.corrupt-2026-03-05T00-00-00-000Z.json'), 'utf8')).toBe('not json');
    expect(warnings[0]).toMatch(/is not valid JSON.*kept the previous file as/);
  });
});

describe('size', () => {
  it('a year of pull requests over 200 benchmarks, at the default retention', () => {
    // 1,000 PR runs a year (about 4 a working day), each measuring 200 benchmarks whose names are as long as a typical suite's.
    let file = emptyPullRequestRuns();
    for (let i = 0; i < 1000; i++) {
      const benchmarks = Array.from({ length: 200 }, (_, b): PullRequestBenchmark => {
        const relative = Number((((i * 7 + b * 13) % 200) / 10_000 - 0.01).toPrecision(4));
        return [
          `suite/group-${b % 10}/benchmark-${String(b).padStart(3, '0')}`,
          'ns',
          'unchanged',
          relative,
          Number((relative - 0.0123).toPrecision(4)),
          Number((relative + 0.0123).toPrecision(4)),
        ];
      });
      file = addPullRequestRun(file, pullRequestRun(1 + i, 1_000_000 + i, Math.floor(i / 3), { benchmarks }));
    }
    expect(file.runs).toHaveLength(DEFAULT_PULL_REQUEST_RETENTION);
    const text = serializePullRequestRuns(file);
    const bytes = Buffer.byteLength(text);
    const gzipped = gzipSync(text).length;
    console.log(
      `pull-request store: ${DEFAULT_PULL_REQUEST_RETENTION} of 1,000 PR runs × 200 benchmarks: ${(bytes / 2 ** 20).toFixed(1)} MiB as JSON, ` +
        `${(gzipped / 2 ** 20).toFixed(2)} MiB gzipped; ${(bytes / DEFAULT_PULL_REQUEST_RETENTION / 200).toFixed(0)} bytes per benchmark per run`,
    );
    // The documented bound (docs/history-format.md): under 10 MiB of JSON.
    expect(bytes).toBeLessThan(10 * 2 ** 20);
  });
});
