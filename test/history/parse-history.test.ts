import { describe, expect, it } from 'vitest';
import { parseHistory, serializeHistory } from '../../src/history/parse-history.js';
import { entry, history } from './entries.js';

const source = '/tmp/h/history.json';

describe('parseHistory', () => {
  it('round-trips a history through its canonical text', () => {
    const h = history([entry(1), entry(2)]);
    const parsed = parseHistory(serializeHistory(h), source);
    expect(parsed).toEqual({ ok: true, history: h, warnings: [], dropped: 0 });
  });

  it('reads an empty history', () => {
    expect(parseHistory(serializeHistory(history([])), source)).toMatchObject({ ok: true, history: { entries: [] } });
  });

  it.each([
    ['not JSON', '{"version":1,"entries":[', /^\/tmp\/h\/history\.json is not valid JSON/],
    ['not an object', '[1,2]', /^\/tmp\/h\/history\.json: expected a history object, got an array/],
    ['no version', '{"entries":[]}', /history\.json: version: expected a whole number ≥ 1, got nothing/],
    ['no entries', '{"version":1}', /history\.json: entries: expected an array, got nothing/],
  ])('calls %s corrupt and names the file', (_name, text, reason) => {
    const parsed = parseHistory(text, source);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.kind).toBe('corrupt');
      expect(parsed.reason).toMatch(reason);
    }
  });

  it('refuses a newer format without calling it corrupt', () => {
    expect(parseHistory('{"version":2,"entries":[]}', source)).toEqual({
      ok: false,
      kind: 'newer-version',
      reason: `${source}: history format version 2 was written by a newer benchgate; this one reads up to version 1`,
    });
  });

  it('leaves out an invalid entry with a warning naming its JSON path, and keeps the rest', () => {
    const bad = entry(2);
    (bad.benchmarks[0] as { mean: unknown }).mean = 'fast';
    const text = serializeHistory(history([entry(1), bad, entry(3)]));
    const parsed = parseHistory(text, source);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.history.entries.map((e) => e.sha)).toEqual(['sha0001', 'sha0003']);
    expect(parsed.dropped).toBe(1);
    expect(parsed.warnings).toEqual([`${source}: entries[1].benchmarks[0].mean: expected a finite number, got the string "fast"; entry left out`]);
  });

  it('names every left-out entry in one warning: the first three in full, the rest counted', () => {
    const bad = (day: number) => entry(day, { runAttempt: 0 });
    const text = serializeHistory(history([entry(1), bad(2), bad(3), bad(4), bad(5), bad(6), entry(7)]));
    const parsed = parseHistory(text, source);
    expect(parsed.ok && parsed.dropped).toBe(5);
    expect(parsed.ok && parsed.warnings).toEqual([
      `${source}: 5 of 7 entries left out: entries[1].runAttempt: expected a whole number ≥ 1, got number 0; ` +
        'entries[2].runAttempt: expected a whole number ≥ 1, got number 0; entries[3].runAttempt: expected a whole number ≥ 1, got number 0; and 2 more',
    ]);
  });

  it('reads a damaged file line by line: a bad line and an invalid entry cost only themselves', () => {
    const lines = serializeHistory(history([entry(1), entry(2), entry(3, { confidence: 2 }), entry(4)])).split('\n');
    lines[2] = lines[2].replace('"runner":"test runner"', '"runner":undefined');
    const parsed = parseHistory(lines.join('\n'), source);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.history.entries.map((e) => e.sha)).toEqual(['sha0001', 'sha0004']);
    expect(parsed.dropped).toBe(2);
    expect(parsed.warnings).toHaveLength(1);
    expect(parsed.warnings[0]).toMatch(
      /^\/tmp\/h\/history\.json is not valid JSON \(.*\); read it line by line and kept 2 of 4 entries; left out: line 3: not valid JSON \(.*\); line 4: entry\.confidence: expected a number between 0 and 1, got number 2$/,
    );
  });

  it('a damaged file whose header is not the canonical one stays unreadable as a whole', () => {
    const text = JSON.stringify(history([entry(1)]), null, 2).replace('"runner"', 'runner');
    expect(parseHistory(text, source)).toMatchObject({ ok: false, kind: 'corrupt' });
  });

  it.each([
    ['sha', (e: Record<string, unknown>) => delete e.sha, 'entries[0].sha: expected a non-empty string, got nothing'],
    ['date', (e: Record<string, unknown>) => (e.date = 'yesterday'), 'entries[0].date: expected an ISO 8601 date'],
    ['runAttempt', (e: Record<string, unknown>) => (e.runAttempt = 0), 'entries[0].runAttempt: expected a whole number ≥ 1'],
    ['confidence', (e: Record<string, unknown>) => (e.confidence = 95), 'entries[0].confidence: expected a number between 0 and 1'],
    ['ci order', (e: Record<string, unknown>) => ((e.benchmarks as { ci: number[] }[])[0].ci = [2, 1]), 'entries[0].benchmarks[0].ci: expected a lower bound'],
    [
      'counts',
      (e: Record<string, unknown>) => ((e.benchmarks as { counts: unknown }[])[0].counts = [3, 15]),
      'entries[0].benchmarks[0].counts: expected an array of 4',
    ],
    [
      'means',
      (e: Record<string, unknown>) => ((e.benchmarks as { means: unknown }[])[0].means = [[1, null]]),
      'entries[0].benchmarks[0].means[0][1]: expected a finite number, got null',
    ],
    [
      'better',
      (e: Record<string, unknown>) => ((e.benchmarks as { better: unknown }[])[0].better = 'faster'),
      'entries[0].benchmarks[0].better: expected "lower" or "higher"',
    ],
    [
      'duplicate',
      (e: Record<string, unknown>) => (e.benchmarks as unknown[]).push((e.benchmarks as unknown[])[0]),
      'entries[0].benchmarks[1].name: duplicate benchmark name "parse"',
    ],
  ])('names the path of a bad %s', (_field, mutate, message) => {
    const e = entry(1) as unknown as Record<string, unknown>;
    mutate(e);
    const parsed = parseHistory(JSON.stringify({ version: 1, entries: [e] }), source);
    expect(parsed.ok && parsed.warnings[0]).toContain(message);
  });

  describe('version upgrade hook', () => {
    // Pretend the current format is 3: version 1 called the commit `commit`, version 2 added nothing.
    const plan = {
      currentVersion: 3,
      upgrades: {
        1: (v: Record<string, unknown>) => ({
          ...v,
          entries: (v.entries as Record<string, unknown>[]).map(({ commit, ...rest }) => ({ ...rest, sha: commit })),
        }),
        2: (v: Record<string, unknown>) => v,
      },
    };

    it('upgrades step by step and reports where it came from', () => {
      const { sha, ...rest } = entry(1);
      const parsed = parseHistory(JSON.stringify({ version: 1, entries: [{ ...rest, commit: sha }] }), source, plan);
      expect(parsed).toMatchObject({ ok: true, upgradedFrom: 1, dropped: 0 });
      expect(parsed.ok && parsed.history.entries[0].sha).toBe('sha0001');
    });

    it('calls a version without an upgrade path corrupt', () => {
      const parsed = parseHistory('{"version":2,"entries":[]}', source, { currentVersion: 3, upgrades: {} });
      expect(parsed).toMatchObject({ ok: false, kind: 'corrupt', reason: `${source}: no upgrade from history format version 2` });
    });
  });
});
