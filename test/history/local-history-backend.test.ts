import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalHistoryBackend } from '../../src/history/local-history-backend.js';
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

  it('moves a corrupt file aside with a warning and starts fresh', async () => {
    await writeFile(path.join(dir, 'history.json'), '{"version":1,"entries":[{"sha":');
    const load = await backend().load();
    const moved = path.join(dir, 'history.corrupt-2025-06-01T12-00-00-123Z.json');
    expect(load).toMatchObject({ status: 'unusable', history: { entries: [] }, movedTo: moved });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/history\.json is not valid JSON: .*; moved it to .*history\.corrupt-2025-06-01T12-00-00-123Z\.json and starting a new history/);
    expect(await readFile(moved, 'utf8')).toBe('{"version":1,"entries":[{"sha":');
    await backend().save(history([entry(3)]));
    expect((await backend().load()).status).toBe('loaded');
  });

  it('sets aside a history written by a newer benchgate rather than overwrite it', async () => {
    await writeFile(path.join(dir, 'history.json'), '{"version":9,"entries":[]}');
    expect(await backend().load()).toMatchObject({ status: 'unusable', reason: expect.stringMatching(/version 9 was written by a newer benchgate/) });
    expect((await readdir(dir)).sort()).toEqual(['history.corrupt-2025-06-01T12-00-00-123Z.json']);
  });

  it('keeps a copy of the file when entries had to be left out', async () => {
    const bad = entry(2, { runAttempt: 0 });
    const text = serializeHistory(history([entry(1), bad]));
    await writeFile(path.join(dir, 'history.json'), text);
    const load = await backend().load();
    expect(load.status).toBe('loaded');
    expect(load.history.entries).toHaveLength(1);
    expect(warnings[0]).toContain('entries[1].runAttempt');
    expect(warnings[1]).toContain('kept a copy');
    expect(await readFile(path.join(dir, 'history.corrupt-2025-06-01T12-00-00-123Z.json'), 'utf8')).toBe(text);
  });
});
