/**
 * The history in the Actions cache through the real `@actions/cache` client (cache service
 * v2: twirp to the results-service stand-in, the archive to and from Azurite), not a fake.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionsCacheClient } from '../../src/history/actions-cache-client.js';
import { CacheHistoryBackend } from '../../src/history/cache-history-backend.js';
import { appendEntry } from '../../src/history/history-store.js';
import { entry, history, keys } from '../history/entries.js';
import { PR_RUN, startProtocolEnv, type ProtocolEnv } from './support/protocol-env.js';

let env: ProtocolEnv;
const warnings: string[] = [];

beforeAll(async () => {
  env = await startProtocolEnv();
  env.actAs(PR_RUN);
});
afterAll(() => env?.stop());

/** One workflow run's view of the history: the same directory on every run, as $RUNNER_TEMP/benchgate-history is. */
function run(runId: string, branch = 'main', readBranch?: string, suite = 'protocols'): CacheHistoryBackend {
  return new CacheHistoryBackend({
    client: actionsCacheClient(),
    dir: join(env.root, 'runner-temp', 'benchgate-history'),
    suite,
    branch,
    readBranch,
    runId,
    runAttempt: 1,
    warn: (message) => warnings.push(message),
  });
}

describe('history through @actions/cache and Azurite', () => {
  it('survives a save and a restore, and the next run restores the newest entry by prefix', async () => {
    expect((await run('1').load()).status).toBe('missing');
    await run('1').save(history([entry(1)]));
    const second = run('2');
    const loaded = await second.load();
    expect(loaded).toMatchObject({ status: 'loaded', source: 'Actions cache benchgate-history-protocols-main-1-1' });
    expect(keys(loaded.history)).toEqual(['sha0001/1001#1']);
    await second.save(appendEntry(loaded.history, entry(2)));

    const third = await run('3').load();
    // The prefix matched two entries: the service gave the newest.
    expect(third.source).toBe('Actions cache benchgate-history-protocols-main-2-1');
    expect(keys(third.history)).toEqual(['sha0001/1001#1', 'sha0002/1002#1']);
    expect(third.history.entries[1]).toEqual(entry(2));
    expect(
      env.service
        .cacheEntries()
        .filter((e) => e.key.startsWith('benchgate-history-protocols-main-'))
        .map((e) => [e.key, e.finalized]),
    ).toEqual([
      ['benchgate-history-protocols-main-1-1', true],
      ['benchgate-history-protocols-main-2-1', true],
    ]);
    expect(warnings).toEqual([]);
  });

  it('a pull request reads its base branch by prefix and never a branch that only starts alike', async () => {
    await run('10', 'main-old', undefined, 'prefixes').save(history([entry(10)]));
    await run('11', 'main', undefined, 'prefixes').save(history([entry(11)]));
    const pr = await run('12', 'refs/pull/7/merge', 'main', 'prefixes').load();
    expect(keys(pr.history)).toEqual(['sha0011/1011#1']);
  });

  it('the save race: a run that loaded before another saved keeps both entries when it saves', async () => {
    const slow = run('21', 'main', undefined, 'race');
    const fast = run('22', 'main', undefined, 'race');
    const slowStart = await slow.load();
    const fastStart = await fast.load();
    await fast.save(appendEntry(fastStart.history, entry(22)));
    // The slow run never saw entry 22: its save restores the newest entry again and merges.
    await slow.save(appendEntry(slowStart.history, entry(21)));
    expect(keys((await run('23', 'main', undefined, 'race').load()).history)).toEqual(['sha0021/1021#1', 'sha0022/1022#1']);
  });

  it('a key already taken (the same run attempt saving twice) is declined by the service: a warning, the first entry stays', async () => {
    warnings.length = 0;
    await run('31', 'main', undefined, 'twice').save(history([entry(31)]));
    await run('31', 'main', undefined, 'twice').save(history([entry(32)]));
    expect(warnings).toEqual(['history not saved: the cache declined key benchgate-history-twice-main-31-1']);
    expect(keys((await run('33', 'main', undefined, 'twice').load()).history)).toEqual(['sha0031/1031#1']);
  });

  it('spoke the v2 protocol only: the three CacheService calls and no v1 route', () => {
    const calls = new Set(env.service.requests.filter((r) => r.startsWith('POST /twirp/')));
    expect([...calls].sort()).toEqual([
      'POST /twirp/github.actions.results.api.v1.CacheService/CreateCacheEntry',
      'POST /twirp/github.actions.results.api.v1.CacheService/FinalizeCacheEntryUpload',
      'POST /twirp/github.actions.results.api.v1.CacheService/GetCacheEntryDownloadURL',
    ]);
    expect(env.service.requests.filter((r) => !r.startsWith('POST /twirp/'))).toEqual([]);
  });
});
