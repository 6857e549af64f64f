/**
 * Rules both artifact stores share, so the local store refuses exactly what GitHub's artifact
 * service would (names and paths that don't survive NTFS, files outside the root directory).
 */
import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import { ArtifactStoreError } from '../ports/artifact-store.js';

/** Characters @actions/artifact rejects in uploaded file paths. */
const INVALID_PATH_CHARS = ['"', ':', '<', '>', '|', '*', '?', '\r', '\n'];
/** ...and in artifact names, which may not contain path separators either. */
const INVALID_NAME_CHARS = [...INVALID_PATH_CHARS, '\\', '/'];

export function assertValidArtifactName(name: string): void {
  if (!name || name.trim() === '' || name === '.' || name === '..') {
    throw new ArtifactStoreError('invalid', `Artifact name is empty or reserved: ${JSON.stringify(name)}`, {
      artifactName: name,
    });
  }
  const bad = INVALID_NAME_CHARS.find((c) => name.includes(c));
  if (bad !== undefined) {
    throw new ArtifactStoreError('invalid', `Artifact name ${JSON.stringify(name)} contains ${JSON.stringify(bad)}`, {
      artifactName: name,
    });
  }
}

export interface PlannedFile {
  /** Absolute source path. */
  source: string;
  /** Path inside the artifact, '/'-separated, no leading slash. */
  relative: string;
}

/** Resolves and checks the upload list; directories in it are skipped (only files are stored). */
export async function planUpload(name: string, files: readonly string[], rootDir: string): Promise<PlannedFile[]> {
  const root = path.resolve(rootDir);
  const rootStat = await lstat(root).catch(() => undefined);
  if (!rootStat?.isDirectory()) {
    throw new ArtifactStoreError('invalid', `Artifact ${name}: root directory ${root} does not exist or is not a directory`, {
      artifactName: name,
    });
  }
  const planned: PlannedFile[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    const source = path.resolve(root, file);
    const relative = path.relative(root, source);
    if (relative === '' || relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) {
      throw new ArtifactStoreError('invalid', `Artifact ${name}: ${source} is not inside root directory ${root}`, {
        artifactName: name,
      });
    }
    const stat = await lstat(source).catch(() => undefined);
    if (!stat) {
      throw new ArtifactStoreError('invalid', `Artifact ${name}: file ${source} does not exist`, { artifactName: name });
    }
    if (stat.isDirectory()) continue;
    const portable = relative.split(path.sep).join('/');
    const bad = INVALID_PATH_CHARS.find((c) => portable.includes(c));
    if (bad !== undefined) {
      throw new ArtifactStoreError('invalid', `Artifact ${name}: path ${portable} contains ${JSON.stringify(bad)}`, {
        artifactName: name,
      });
    }
    if (seen.has(portable)) continue;
    seen.add(portable);
    planned.push({ source, relative: portable });
  }
  if (planned.length === 0) {
    throw new ArtifactStoreError('invalid', `Artifact ${name}: no files to upload`, { artifactName: name });
  }
  return planned;
}

/** Every regular file under `dir`, absolute, sorted. Missing dir = []. */
export async function listFilesRecursive(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}
