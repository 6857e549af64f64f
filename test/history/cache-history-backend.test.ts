import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CacheHistoryBackend, historyKey, historyKeyPrefix, type CacheHistoryOptions } from '../../src/history/cache-history-backend.js';
import { appendEntry } from '../../src/history/history-store.js';
import { entry, history, keys } from './entries.js';
import { FakeCache } from './fake-cache.js';

let root: string;
let cache: FakeCache;
const warnings: string[] = [];

function backend(overrides: Partial<CacheHistoryOptions> = {}): CacheHistoryBackend {
  return new CacheHistoryBackend({
    client: cache,
    dir: path.join(root, 'history'),
    suite: 'default',
    branch: 'main',
    runId: '100',
    runAttempt: 1,
    warn: (m) => warnings.push(m),
    ...overrides,
  });
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'benchgate-cache-history-'));
  cache = new FakeCache();
  warnings.length = 0;
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('cache keys', () => {
  it('are unique per run attempt and share a prefix per suite and branch', () => {
    expect(historyKey('default', 'main', '100', 2)).toBe('benchgate-history-default-main-100-2');
    expect(historyKeyPrefix('default', 'main')).toBe('benchgate-history-default-main-');
  });

  it('cannot confuse branches that share a beginning, and hold no commas', () => {
    const other = historyKey('default', 'main-old', '1', 1);
    expect(other.startsWith(historyKeyPrefix('default', 'main'))).toBe(false);
    expect(historyKey('a,b', 'feature/x y', '1', 1)).toBe('benchgate-history-a%2Cb-feature%2Fx%20y-1-1');
  });
});

describe('CacheHistoryBackend (contract with the fake cache)', () => {
  it('a missing cache gives an empty history and no warning', async () => {
    expect(await backend().load()).toMatchObject({ status: 'missing', history: { entries: [] } });
    expect(warnings).toEqual([]);
  });

  it('saves under a unique key and the next run restores the newest', async () => {
    await backend({ runId: '100' }).save(history([entry(1)]));
    const second = backend({ runId: '101' });
    const loaded = await second.load();
    await second.save(appendEntry(loaded.history, entry(2)));
    expect(cache.entries.map((e) => e.key)).toEqual(['benchgate-history-default-main-100-1', 'benchgate-history-default-main-101-1']);
    const third = await backend({ runId: '102' }).load();
    expect(third).toMatchObject({ status: 'loaded', source: 'Actions cache benchgate-history-default-main-101-1' });
    expect(keys(third.history)).toEqual(['sha0001/1001#1', 'sha0002/1002#1']);
  });

  it('a pull request reads its base branch', async () => {
    await backend({ branch: 'main' }).save(history([entry(1)]));
    await backend({ branch: 'main-old', runId: '7' }).save(history([entry(5)]));
    const pr = await backend({ branch: 'refs/pull/4/merge', readBranch: 'main', runId: '200' }).load();
    expect(keys(pr.history)).toEqual(['sha0001/1001#1']);
  });

  it('merges an entry another run saved while this one was measuring', async () => {
    const a = backend({ runId: '100' });
    const b = backend({ runId: '101' });
    const startA = await a.load();
    const startB = await b.load();
    await b.save(appendEntry(startB.history, entry(2)));
    await a.save(appendEntry(startA.history, entry(1)));
    expect(keys((await backend({ runId: '102' }).load()).history)).toEqual(['sha0001/1001#1', 'sha0002/1002#1']);
  });

  it('applies the retention when saving', async () => {
    await backend({ retention: { maxEntries: 2 } }).save(history([entry(1), entry(2), entry(3)]));
    expect(keys((await backend({ runId: '5' }).load()).history)).toEqual(['sha0002/1002#1', 'sha0003/1003#1']);
  });

  it('cache service errors become a warning and an empty history, never a throw', async () => {
    await backend().save(history([entry(1)]));
    cache.failRestore = new Error('Cache service responded with 503');
    const load = await backend({ runId: '9' }).load();
    expect(load).toMatchObject({ status: 'missing', history: { entries: [] } });
    expect(warnings).toEqual([expect.stringMatching(/could not restore the history .*503; continuing without history/)]);

    cache.failRestore = null;
    cache.failSave = new Error('Cache service responded with 429');
    await expect(backend({ runId: '10' }).save(history([entry(2)]))).resolves.toBeUndefined();
    expect(warnings[1]).toMatch(/history not saved to the Actions cache: .*429/);
  });

  it('warns when the cache declines a key (a re-run of the same attempt)', async () => {
    await backend().save(history([entry(1)]));
    await backend().save(history([entry(1), entry(2)]));
    expect(warnings).toEqual(['history not saved: the cache declined key benchgate-history-default-main-100-1']);
  });

  it('starts fresh, leaving the entry as it is, when the newest entry is corrupt', async () => {
    cache.entries.push({
      key: 'benchgate-history-default-main-50-1',
      paths: [path.join(root, 'history', 'history.json')],
      files: new Map([[path.join(root, 'history', 'history.json'), 'garbage']]),
    });
    const load = await backend().load();
    expect(load).toMatchObject({ status: 'unusable', history: { entries: [] } });
    expect(warnings[0]).toMatch(/benchgate-history-default-main-50-1 is not valid JSON.*starting a new history/);
    await backend().save(appendEntry(load.history, entry(1)));
    expect(keys((await backend({ runId: '101' }).load()).history)).toEqual(['sha0001/1001#1']);
  });

  it('does not mistake a file left by an earlier restore for a hit', async () => {
    await backend({ branch: 'main' }).save(history([entry(1)]));
    expect((await backend({ branch: 'other' }).load()).history.entries).toEqual([]);
  });

  it('never saves over an entry a newer benchgate wrote (the newer one stays the newest)', async () => {
    const file = path.join(root, 'history', 'history.json');
    cache.entries.push({ key: 'benchgate-history-default-main-50-1', paths: [file], files: new Map([[file, '{"version":5,"entries":[]}']]) });
    const b = backend();
    const load = await b.load();
    expect(load).toMatchObject({ status: 'unusable', reason: expect.stringMatching(/version 5 was written by a newer benchgate/) });
    await b.save(appendEntry(load.history, entry(1)));
    expect(cache.entries.map((e) => e.key)).toEqual(['benchgate-history-default-main-50-1']);
    expect(warnings).toEqual([
      expect.stringMatching(/version 5 was written by a newer benchgate.*left as the newest, and this benchgate will not save over it$/),
      expect.stringMatching(/^history not saved: .*version 5 was written by a newer benchgate/),
    ]);
  });

  it('a load and the save after it warn once about the same damaged entry', async () => {
    const file = path.join(root, 'history', 'history.json');
    const text = JSON.stringify(history([entry(1), entry(2, { runAttempt: 0 })]));
    cache.entries.push({ key: 'benchgate-history-default-main-50-1', paths: [file], files: new Map([[file, text]]) });
    const b = backend();
    const load = await b.load();
    await b.save(appendEntry(load.history, entry(3)));
    expect(warnings).toEqual([expect.stringMatching(/entries\[1\]\.runAttempt: .*; entry left out$/)]);
    expect(keys((await backend({ runId: '101' }).load()).history)).toEqual(['sha0001/1001#1', 'sha0003/1003#1']);
  });
});
