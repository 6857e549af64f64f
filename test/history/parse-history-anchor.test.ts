import { describe, expect, it } from 'vitest';
import { parseHistory, serializeHistory } from '../../src/history/parse-history.js';
import type { HistoryAnchorDelta, HistoryEntry } from '../../src/results/history-format.js';
import { benchmark, entry, history } from './entries.js';

const source = '/tmp/h/history.json';
const ANCHOR = { ref: 'v2.4.0', sha: 'a'.repeat(40) };

function anchored(day: number, delta: unknown = [0.02, 0.01, 0.03, 0.95, 9, 98], anchor: unknown = ANCHOR): HistoryEntry {
  return entry(day, { anchor } as Partial<HistoryEntry>, [{ ...benchmark('parse', 100), anchor: delta as HistoryAnchorDelta }]);
}

function warningFor(bad: HistoryEntry): string[] {
  const parsed = parseHistory(serializeHistory(history([entry(1), bad])), source);
  expect(parsed.ok).toBe(true);
  if (!parsed.ok) return [];
  expect(parsed.history.entries.map((e) => e.sha)).toEqual(['sha0001']);
  return parsed.warnings;
}

describe('parseHistory: the anchor fields', () => {
  it('keeps an entry measured against an anchor, and older entries without one, side by side', () => {
    const h = history([entry(1), anchored(2), anchored(3, [-0.01, -0.02, 0, 0.99, 3.5, 1e-3])]);
    expect(parseHistory(serializeHistory(h), source)).toEqual({ ok: true, history: h, warnings: [], dropped: 0 });
  });

  it('keeps entries of two anchor series (a re-anchor) with their own refs', () => {
    const h = history([anchored(1), anchored(2, undefined, { ref: 'v3.0.0', sha: 'b'.repeat(40) })]);
    const parsed = parseHistory(serializeHistory(h), source);
    expect(parsed.ok && parsed.history.entries.map((e) => e.anchor?.ref)).toEqual(['v2.4.0', 'v3.0.0']);
  });

  it.each([
    ['a delta that is not a 6-tuple', [0.02, 0.01, 0.03, 0.95, 9], 'entries[1].benchmarks[0].anchor: expected an array of 6, got an array'],
    [
      'a relative change of −100 % or less',
      [-1, -1.2, 0.03, 0.95, 9, 98],
      'entries[1].benchmarks[0].anchor[0]: expected a relative change above −1, got number -1',
    ],
    [
      'a relative change outside its interval',
      [0.05, 0.01, 0.03, 0.95, 9, 98],
      'entries[1].benchmarks[0].anchor: expected low ≤ relative ≤ high, got an array',
    ],
    ['a level of 1', [0.02, 0.01, 0.03, 1, 9, 98], 'entries[1].benchmarks[0].anchor[3]: expected a level between 0 and 1, got number 1'],
    ['no degrees of freedom', [0.02, 0.01, 0.03, 0.95, 0, 98], 'entries[1].benchmarks[0].anchor[4]: expected positive degrees of freedom, got number 0'],
    ['an anchor mean that is a string', [0.02, 0.01, 0.03, 0.95, 9, '98'], 'entries[1].benchmarks[0].anchor[5]: expected a finite number, got the string "98"'],
    ['a null bound', [0.02, null, 0.03, 0.95, 9, 98], 'entries[1].benchmarks[0].anchor[1]: expected a finite number, got null'],
  ])('keeps the entry with %s, leaving out that delta alone and naming the field', (_name, delta, message) => {
    const parsed = parseHistory(serializeHistory(history([entry(1), anchored(2, delta)])), source);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.warnings).toEqual([`${source}: ${message}; that part left out, the rest of the entry kept`]);
    expect(parsed.dropped).toBe(0);
    expect(parsed.trimmed).toBe(1);
    const kept = parsed.history.entries[1];
    expect(kept.sha).toBe(anchored(2).sha);
    expect(kept.benchmarks[0]).toEqual(benchmark('parse', 100));
    expect(kept.anchor).toEqual(ANCHOR);
  });

  it('counts the parts left out across entries in one warning', () => {
    const bad = [0.02, 0.01, 0.03, 0.95, 9, null];
    const parsed = parseHistory(serializeHistory(history([anchored(1, bad), anchored(2, bad), anchored(3), anchored(4, bad), anchored(5, bad)])), source);
    expect(parsed.ok && parsed.warnings).toEqual([
      `${source}: 4 parts left out, the rest of their entries kept: entries[0].benchmarks[0].anchor[5]: expected a finite number, got null; ` +
        'entries[1].benchmarks[0].anchor[5]: expected a finite number, got null; entries[3].benchmarks[0].anchor[5]: expected a finite number, got null; and 1 more',
    ]);
    expect(parsed.ok && parsed.history.entries.map((e) => e.benchmarks[0].anchor?.[5] ?? null)).toEqual([null, null, 98, null, null]);
  });

  it.each([
    ['an anchor that is a string', 'v2.4.0', 'entries[1].anchor: expected an object, got the string "v2.4.0"'],
    ['an empty ref', { ref: ' ', sha: 'a'.repeat(40) }, 'entries[1].anchor.ref: expected a non-empty string, got the string " "'],
    [
      'a ref with a line break (markdown injection)',
      { ref: 'v1\n# pwned', sha: 'a'.repeat(40) },
      'entries[1].anchor.ref: expected a ref of at most 200 printable characters',
    ],
    ['a ref of 201 characters', { ref: 'x'.repeat(201), sha: 'a'.repeat(40) }, 'entries[1].anchor.ref: expected a ref of at most 200 printable characters'],
    ['a sha that is not hex', { ref: 'v2', sha: '../../etc' }, 'entries[1].anchor.sha: expected a commit id (hex), got the string "../../etc"'],
  ])('leaves out an entry with %s', (_name, anchor, message) => {
    const [warning] = warningFor(anchored(2, undefined, anchor));
    expect(warning).toContain(`${source}: ${message}`);
    expect(warning).toMatch(/entry left out$/);
  });

  it('leaves out a benchmark delta against an anchor the entry does not name', () => {
    const bad = anchored(2);
    delete bad.anchor;
    expect(warningFor(bad)).toEqual([`${source}: entries[1].anchor: expected the anchor its benchmarks were compared with, got nothing; entry left out`]);
  });
});
