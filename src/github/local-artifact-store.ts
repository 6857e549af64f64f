/**
 * ArtifactStore on a local directory: the CLI's store, and the stand-in for Actions artifacts in
 * tests (`mode: run` uploads here, `mode: comment` downloads from here).
 *
 * Layout: `<storeDir>/<name>/artifact.json` (manifest) and `<storeDir>/<name>/files/<relative paths>`.
 * An upload is staged in a temporary directory and renamed into place, so a reader never sees
 * half an artifact and a second upload of the same name fails with `conflict`, as on GitHub.
 */
import { copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ArtifactStoreError, type ArtifactStore, type DownloadedArtifact, type UploadedArtifact } from '../ports/artifact-store.js';
import { assertValidArtifactName, planUpload } from './artifact-files.js';

const MANIFEST = 'artifact.json';
const FILES = 'files';
const STAGING_PREFIX = '.staging-';

interface Manifest {
  name: string;
  id: number;
  createdAt: string;
  size: number;
  files: string[];
}

export class LocalArtifactStore implements ArtifactStore {
  readonly storeDir: string;

  constructor(storeDir: string) {
    this.storeDir = path.resolve(storeDir);
  }

  async upload(name: string, files: readonly string[], rootDir: string): Promise<UploadedArtifact> {
    assertValidArtifactName(name);
    const planned = await planUpload(name, files, rootDir);
    await mkdir(this.storeDir, { recursive: true });
    const finalDir = path.join(this.storeDir, name);
    if (await this.readManifest(name)) throw conflict(name);

    const staging = await mkdtemp(path.join(this.storeDir, STAGING_PREFIX));
    try {
      let size = 0;
      for (const file of planned) {
        const target = path.join(staging, FILES, ...file.relative.split('/'));
        await mkdir(path.dirname(target), { recursive: true });
        await copyFile(file.source, target);
        size += (await stat(target)).size;
      }
      const manifest: Manifest = {
        name,
        id: await this.nextId(),
        createdAt: new Date().toISOString(),
        size,
        files: planned.map((f) => f.relative),
      };
      await writeFile(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2) + '\n');
      try {
        await rename(staging, finalDir);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EEXIST' || code === 'ENOTEMPTY' || code === 'EPERM') throw conflict(name, error);
        throw error;
      }
      return { id: manifest.id, url: pathToFileURL(finalDir).href, size };
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }

  async download(name: string, destDir: string): Promise<string[]> {
    assertValidArtifactName(name);
    const manifest = await this.readManifest(name);
    if (!manifest) {
      throw new ArtifactStoreError('not-found', `Artifact not found: ${name} (looked in ${this.storeDir})`, {
        artifactName: name,
      });
    }
    const dest = path.resolve(destDir);
    const source = path.join(this.storeDir, name, FILES);
    const written: string[] = [];
    // The manifest is data (in `mode: comment`, written by whoever produced the artifact): every
    // path is checked before anything is written, so `../../x` or `/etc/x` writes nothing anywhere.
    const files = Array.isArray(manifest.files) ? manifest.files : [];
    for (const relative of files) assertInside(name, relative, dest, source);
    for (const relative of files) {
      const target = path.join(dest, ...relative.split('/'));
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(path.join(source, ...relative.split('/')), target);
      written.push(target);
    }
    return written.sort();
  }

  async downloadAll(destDir: string): Promise<DownloadedArtifact[]> {
    const result: DownloadedArtifact[] = [];
    for (const name of await this.names()) {
      result.push({ name, files: await this.download(name, path.join(destDir, name)) });
    }
    return result;
  }

  /** Names of the stored artifacts, sorted. */
  async names(): Promise<string[]> {
    const entries = await readdir(this.storeDir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    const names: string[] = [];
    for (const entry of entries) {
      if (!entry.isDirectory() || entry.name.startsWith(STAGING_PREFIX)) continue;
      if (await this.readManifest(entry.name)) names.push(entry.name);
    }
    return names.sort();
  }

  private async readManifest(name: string): Promise<Manifest | undefined> {
    try {
      return JSON.parse(await readFile(path.join(this.storeDir, name, MANIFEST), 'utf8')) as Manifest;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw new ArtifactStoreError('other', `Artifact ${name}: unreadable manifest in ${this.storeDir}`, {
        artifactName: name,
        cause: error,
      });
    }
  }

  private async nextId(): Promise<number> {
    let max = 0;
    for (const name of await this.names()) max = Math.max(max, (await this.readManifest(name))?.id ?? 0);
    return max + 1;
  }
}

/**
 * A manifest path must be relative, '/'-separated, without `.`/`..`/empty segments or
 * backslashes, and stay inside both the artifact's files and the destination directory.
 */
function assertInside(name: string, relative: unknown, ...roots: string[]): asserts relative is string {
  const bad = (why: string) =>
    new ArtifactStoreError('invalid', `Artifact ${name}: manifest path ${JSON.stringify(relative)} ${why}; nothing was downloaded`, { artifactName: name });
  if (typeof relative !== 'string' || relative === '') throw bad('is not a file path');
  if (relative.startsWith('/') || path.isAbsolute(relative) || /^[A-Za-z]:/.test(relative)) throw bad('is absolute');
  if (relative.includes('\\') || relative.includes('\0')) throw bad('contains a backslash or NUL');
  if (relative.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) throw bad('escapes the destination');
  for (const root of roots) {
    const inside = path.relative(root, path.resolve(root, ...relative.split('/')));
    if (inside === '' || inside.startsWith('..') || path.isAbsolute(inside)) throw bad('escapes the destination');
  }
}

function conflict(name: string, cause?: unknown): ArtifactStoreError {
  return new ArtifactStoreError('conflict', `An artifact named ${name} already exists`, { artifactName: name, cause });
}
