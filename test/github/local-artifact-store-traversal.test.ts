/**
 * Path traversal on download (issue 17, security item 7). The store's manifest lists the files to
 * copy; in `mode: comment` the artifact (manifest included) comes from a run of untrusted code, so
 * a manifest path such as `../../x` or `/tmp/x` must write nothing outside the destination, and
 * must not read anything outside the artifact either.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalArtifactStore } from '../../src/github/local-artifact-store.js';
import { ArtifactStoreError } from '../../src/ports/artifact-store.js';

let tmp: string;
let store: LocalArtifactStore;
let dest: string;

beforeEach(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'benchgate-traversal-'));
  store = new LocalArtifactStore(path.join(tmp, 'store'));
  // Deep enough that `../../x` from it stays inside tmp, where the test can look for it.
  dest = path.join(tmp, 'work', 'run', 'dest');
  await mkdir(dest, { recursive: true });
});

afterEach(async () => {
  await rm(tmp, { recursive: true, force: true });
});

/** An honest upload, then the manifest rewritten as a hostile producer would write it. */
async function forgeManifest(files: unknown[], extra: Record<string, string> = {}): Promise<void> {
  const source = path.join(tmp, 'source');
  await mkdir(source, { recursive: true });
  await writeFile(path.join(source, 'results.json'), '{}');
  await store.upload('benchgate-results', [path.join(source, 'results.json')], source);
  const dir = path.join(tmp, 'store', 'benchgate-results');
  for (const [relative, content] of Object.entries(extra)) {
    await mkdir(path.dirname(path.join(dir, 'files', relative)), { recursive: true });
    await writeFile(path.join(dir, 'files', relative), content);
  }
  const manifest = JSON.parse(await readFile(path.join(dir, 'artifact.json'), 'utf8'));
  await writeFile(path.join(dir, 'artifact.json'), JSON.stringify({ ...manifest, files }));
}

describe('LocalArtifactStore.download with a hostile manifest', () => {
  it.each([
    ['../../x', 'escapes the destination'],
    ['results.json/../../../x', 'escapes the destination'],
    ['a/./b', 'escapes the destination'],
    ['a//b', 'escapes the destination'],
    ['/tmp/benchgate-absolute-x', 'is absolute'],
    ['C:/x', 'is absolute'],
    ['..\\..\\x', 'contains a backslash'],
    ['', 'is not a file path'],
  ])('refuses %j (%s) and writes nothing', async (hostile, why) => {
    // The payload file exists where the hostile path points inside the store, so only the check stops the copy.
    await forgeManifest(['results.json', hostile], { '../../x': 'payload', 'a/b': 'payload' });

    const error = await store.download('benchgate-results', dest).then(
      () => undefined,
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(ArtifactStoreError);
    expect((error as ArtifactStoreError).kind).toBe('invalid');
    expect((error as Error).message).toContain(`manifest path ${JSON.stringify(hostile)} ${why}`);
    expect(existsSync(path.join(tmp, 'work', 'x'))).toBe(false);
    expect(existsSync('/tmp/benchgate-absolute-x')).toBe(false);
    // Checked before copying: not even the honest file was written.
    expect(await readdir(dest)).toEqual([]);
  });

  it('refuses a path that reads from outside the artifact (`../../../secret`)', async () => {
    await writeFile(path.join(tmp, 'secret'), 'do not copy');
    await forgeManifest(['../../../secret']);
    await expect(store.download('benchgate-results', dest)).rejects.toThrow(/escapes the destination/);
    expect(await readdir(dest)).toEqual([]);
  });

  it('refuses a manifest whose entries are not strings', async () => {
    await forgeManifest([{ path: 'x' }]);
    await expect(store.download('benchgate-results', dest)).rejects.toThrow(/is not a file path/);
  });

  it('still downloads nested honest paths', async () => {
    await forgeManifest(['results.json', 'raw/base/run-1.ndjson'], { 'raw/base/run-1.ndjson': '{"t":1}\n' });
    const written = await store.download('benchgate-results', dest);
    expect(written).toEqual([path.join(dest, 'raw', 'base', 'run-1.ndjson'), path.join(dest, 'results.json')]);
    expect(await readFile(path.join(dest, 'raw', 'base', 'run-1.ndjson'), 'utf8')).toBe('{"t":1}\n');
  });
});
