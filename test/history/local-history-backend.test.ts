import { lstat, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalHistoryBackend, NewerHistoryError } from '../../src/history/local-history-backend.js';
import { serializeHistory } from '../../src/history/parse-history.js';
import { entry, history } from './entries.js';

let dir: string;
const warnings: string[] = [];
const now = () => new Date('2025-06-01T12:00:00.123Z');
const backend = () => new LocalHistoryBackend(dir, { warn: (m) => warnings.push(m), now });

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'benchgate-local-history-'));
  warnings.length = 0;
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('LocalHistoryBackend', () => {
  it('starts empty when there is no file', async () => {
    expect(await backend().load()).toMatchObject({ status: 'missing', history: { version: 1, entries: [] }, warnings: [] });
  });

  it('saves atomically and loads what it saved', async () => {
    const h = history([entry(1), entry(2)]);
    await backend().save(h);
    expect(await readdir(dir)).toEqual(['history.json']);
    expect(await backend().load()).toMatchObject({ status: 'loaded', history: h, warnings: [] });
  });

  it('leaves a corrupt file as it is on load; the save keeps a copy before it writes', async () => {
    await writeFile(path.join(dir, 'history.json'), '{"version":1,"entries":[{"sha":');
    const load = await backend().load();
    expect(load).toMatchObject({ status: 'unusable', history: { entries: [] } });
    expect(warnings).toEqual([
      expect.stringMatching(/history\.json is not valid JSON: .*; starting a new history \(the next save keeps the unreadable file as a copy first\)$/),
    ]);
    expect(await readdir(dir)).toEqual(['history.json']);
    await backend().save(history([entry(3)]));
    const copy = path.join(dir, 'history.corrupt-2025-06-01T12-00-00-123Z.json');
    expect(await readFile(copy, 'utf8')).toBe('{"version":1,"entries":[{"sha":');
    expect(warnings[1]).toBe(`kept a copy of the previous history.json as ${copy}`);
    expect((await backend().load()).status).toBe('loaded');
  });

  it('never writes over a history written by a newer benchgate, and leaves it in place', async () => {
    const newer = '{"version":9,"entries":[]}';
    await writeFile(path.join(dir, 'history.json'), newer);
    expect(await backend().load()).toMatchObject({ status: 'unusable', reason: expect.stringMatching(/version 9 was written by a newer benchgate/) });
    await expect(backend().save(history([entry(1)]))).rejects.toThrow(NewerHistoryError);
    await expect(backend().save(history([entry(1)]))).rejects.toThrow(/version 9 was written by a newer benchgate.*not overwritten/);
    expect(await readdir(dir)).toEqual(['history.json']);
    expect(await readFile(path.join(dir, 'history.json'), 'utf8')).toBe(newer);
  });

  it('keeps the entry whose recorded noise is malformed, without that part, and a copy of the file at the save', async () => {
    const damaged = entry(2);
    (damaged.benchmarks[0] as { noise?: unknown }).noise = ['model', -1, 3, '2x3'];
    const text = serializeHistory(history([entry(1), damaged]));
    await writeFile(path.join(dir, 'history.json'), text);
    const b = backend();
    const load = await b.load();
    expect(load.history.entries.map((e) => e.sha)).toEqual([entry(1).sha, damaged.sha]);
    expect(load.history.entries[1].benchmarks[0]).not.toHaveProperty('noise');
    expect(load.history.entries[1].benchmarks[0].mean).toBe(damaged.benchmarks[0].mean);
    expect(warnings).toEqual([
      'history.json: entries[1].benchmarks[0].noise[1]: expected a positive variance, got number -1; that part left out, the rest of the entry kept (the next save keeps a copy of the file first)'.replace(
        'history.json',
        path.join(dir, 'history.json'),
      ),
    ]);
    await b.save(load.history);
    expect(await readFile(path.join(dir, 'history.corrupt-2025-06-01T12-00-00-123Z.json'), 'utf8')).toBe(text);
  });

  it('keeps a copy of the file when entries had to be left out, at the save', async () => {
    const bad = entry(2, { runAttempt: 0 });
    const text = serializeHistory(history([entry(1), bad]));
    await writeFile(path.join(dir, 'history.json'), text);
    const b = backend();
    const load = await b.load();
    expect(load.status).toBe('loaded');
    expect(load.history.entries).toHaveLength(1);
    expect(warnings).toEqual([expect.stringContaining('entries[1].runAttempt')]);
    expect(await readdir(dir)).toEqual(['history.json']);
    await b.save(load.history);
    expect(warnings[1]).toContain('kept a copy');
    expect(await readFile(path.join(dir, 'history.corrupt-2025-06-01T12-00-00-123Z.json'), 'utf8')).toBe(text);
  });

  it('salvages a file with one bad line: every other entry is kept, the bad line named once', async () => {
    const entries = [entry(1), entry(2), entry(3), entry(4)];
    const lines = serializeHistory(history(entries)).split('\n');
    // Line 3 holds entry 2: a NaN makes the whole file invalid JSON, but only that line unreadable.
    lines[2] = lines[2].replace(/"mean":[0-9.]+/, '"mean":NaN');
    await writeFile(path.join(dir, 'history.json'), lines.join('\n'));
    const load = await backend().load();
    expect(load.status).toBe('loaded');
    expect(load.history.entries.map((e) => e.sha)).toEqual(['sha0001', 'sha0003', 'sha0004']);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/history\.json is not valid JSON \(.*\); read it line by line and kept 3 of 4 entries; left out: line 3: not valid JSON/);
  });

  it('salvages a file cut off mid-line (an interrupted write)', async () => {
    const text = serializeHistory(history([entry(1), entry(2), entry(3)]));
    await writeFile(path.join(dir, 'history.json'), text.slice(0, text.lastIndexOf('"benchmarks"')));
    const load = await backend().load();
    expect(load.history.entries.map((e) => e.sha)).toEqual(['sha0001', 'sha0002']);
    expect(warnings).toEqual([expect.stringMatching(/kept 2 of 3 entries; left out: line 4: not valid JSON/)]);
  });

  it('follows a symlinked history.json: reads and writes the file it points to, and the link stays a link', async () => {
    const elsewhere = await mkdtemp(path.join(tmpdir(), 'benchgate-history-target-'));
    try {
      const target = path.join(elsewhere, 'shared-history.json');
      await writeFile(target, serializeHistory(history([entry(1)])));
      await symlink(path.relative(dir, target), path.join(dir, 'history.json'));
      const b = backend();
      const load = await b.load();
      expect(load.history.entries.map((e) => e.sha)).toEqual(['sha0001']);
      await b.save(history([entry(1), entry(2)]));
      expect((await lstat(path.join(dir, 'history.json'))).isSymbolicLink()).toBe(true);
      expect(await readFile(target, 'utf8')).toBe(serializeHistory(history([entry(1), entry(2)])));
      expect((await readdir(dir)).sort()).toEqual(['history.json']);
      expect((await readdir(elsewhere)).sort()).toEqual(['shared-history.json']);
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
    }
  });

  it('a symlink to a file not yet written is written through, not replaced', async () => {
    const elsewhere = await mkdtemp(path.join(tmpdir(), 'benchgate-history-target-'));
    try {
      const target = path.join(elsewhere, 'new.json');
      await symlink(target, path.join(dir, 'history.json'));
      await backend().save(history([entry(5)]));
      expect((await lstat(path.join(dir, 'history.json'))).isSymbolicLink()).toBe(true);
      expect(JSON.parse(await readFile(target, 'utf8')).entries).toHaveLength(1);
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
    }
  });
});
