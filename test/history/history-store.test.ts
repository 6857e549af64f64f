import { describe, expect, it } from 'vitest';
import { appendEntry, mergeHistories, pruneHistory } from '../../src/history/history-store.js';
import { entry, history, keys } from './entries.js';

describe('history store', () => {
  it('two runs that raced from the same history keep both entries after the merge (either order)', () => {
    const shared = history([entry(0), entry(1)]);
    const a = appendEntry(shared, entry(2, { sha: 'aaa', runId: '5001' }));
    const b = appendEntry(shared, entry(2, { sha: 'bbb', runId: '5002' }));
    expect(keys(mergeHistories(a, b))).toEqual(['sha0000/1000#1', 'sha0001/1001#1', 'aaa/5001#1', 'bbb/5002#1']);
    expect(mergeHistories(b, a)).toEqual(mergeHistories(a, b));
  });

  it('is idempotent: merging a history with itself changes nothing', () => {
    const h = history([entry(3), entry(1), entry(2)]);
    expect(mergeHistories(h, h)).toEqual(mergeHistories(h, history([])));
  });

  it('keeps the later attempt of the same run, whichever side has it', () => {
    const first = history([entry(1, { runAttempt: 1, runner: 'attempt 1' })]);
    const second = history([entry(1, { runAttempt: 2, runner: 'attempt 2' })]);
    expect(mergeHistories(first, second).entries.map((e) => e.runner)).toEqual(['attempt 2']);
    expect(mergeHistories(second, first).entries.map((e) => e.runner)).toEqual(['attempt 2']);
  });

  it('never lets an older copy of an entry replace a newer one, whatever order they arrive in', () => {
    const older = entry(1, { measuredAt: '2025-01-02T03:00:00Z', runner: 'older' });
    const newer = entry(1, { measuredAt: '2025-01-02T05:00:00Z', runner: 'newer' });
    // The old snapshot saved last (second argument) or first: the newer measurement stays.
    expect(mergeHistories(history([newer]), history([older])).entries.map((e) => e.runner)).toEqual(['newer']);
    expect(mergeHistories(history([older]), history([newer])).entries.map((e) => e.runner)).toEqual(['newer']);
    expect(appendEntry(history([newer]), older).entries.map((e) => e.runner)).toEqual(['newer']);
    // Two copies alike in attempt and time still merge the same way in either order.
    const a = entry(1, { runner: 'a' });
    const b = entry(1, { runner: 'b' });
    expect(mergeHistories(history([a]), history([b]))).toEqual(mergeHistories(history([b]), history([a])));
  });

  it('keeps two runs of the same commit as two entries', () => {
    const h = appendEntry(history([entry(1, { sha: 'same', runId: '1' })]), entry(2, { sha: 'same', runId: '2' }));
    expect(keys(h)).toEqual(['same/1#1', 'same/2#1']);
  });

  it('orders by commit date, then measurement time, then run id numerically', () => {
    const date = '2025-03-01T00:00:00Z';
    const h = history([
      entry(0, { date, measuredAt: '2025-03-02T00:00:00Z', runId: '10', sha: 'c' }),
      entry(0, { date, measuredAt: '2025-03-01T00:00:00Z', runId: '9', sha: 'b' }),
      entry(0, { date, measuredAt: '2025-03-01T00:00:00Z', runId: '10', sha: 'a' }),
      entry(0, { date: '2025-02-28T23:00:00-02:00', measuredAt: date, runId: '1', sha: 'z' }),
    ]);
    expect(mergeHistories(h, history([])).entries.map((e) => e.sha)).toEqual(['b', 'a', 'c', 'z']);
  });

  it('prunes to the newest entries', () => {
    const h = history([entry(5), entry(1), entry(3), entry(2), entry(4)]);
    expect(pruneHistory(h, { maxEntries: 2 }).entries.map((e) => e.sha)).toEqual(['sha0004', 'sha0005']);
    expect(pruneHistory(h, { maxEntries: 10 }).entries).toHaveLength(5);
    expect(() => pruneHistory(h, { maxEntries: 0 })).toThrow(/maxEntries/);
  });

  it('does not modify its inputs', () => {
    const h = history([entry(2), entry(1)]);
    const before = structuredClone(h);
    appendEntry(h, entry(3));
    pruneHistory(h, { maxEntries: 1 });
    expect(h).toEqual(before);
  });
});
