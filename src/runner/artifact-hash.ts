import { createHash } from 'node:crypto';
import { lstat, readFile, readdir, readlink } from 'node:fs/promises';
import { join } from 'node:path';
import { globToRegExp, staticPrefix } from './glob.js';

/**
 * The files under `dir` matched by any of `globs`, as sorted '/'-separated relative paths.
 * Directories are searched without following symbolic links; `.git` is skipped.
 */
export async function matchFiles(dir: string, globs: readonly string[]): Promise<string[]> {
  const found = new Set<string>();
  for (const glob of globs) {
    const pattern = globToRegExp(glob);
    const start = staticPrefix(glob);
    await walk(dir, start, (path) => {
      if (pattern.test(path)) found.add(path);
    });
  }
  return [...found].sort();
}

async function walk(root: string, relativeDir: string, visit: (path: string) => void): Promise<void> {
  let entries;
  try {
    entries = await readdir(join(root, relativeDir), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return;
    throw error;
  }
  for (const entry of entries) {
    const path = relativeDir === '' ? entry.name : `${relativeDir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== '.git') await walk(root, path, visit);
    } else visit(path);
  }
}

/**
 * sha256 over the matched files in sorted order: each path, a NUL, its length and content
 * (a symbolic link contributes its target), so renaming or changing any output changes the
 * hash. Returns null when no glob is declared or nothing matched.
 */
export async function hashArtifacts(dir: string, globs: readonly string[]): Promise<{ hash: string | null; files: number }> {
  if (globs.length === 0) return { hash: null, files: 0 };
  const files = await matchFiles(dir, globs);
  if (files.length === 0) return { hash: null, files: 0 };
  const hash = createHash('sha256');
  for (const path of files) {
    const full = join(dir, path);
    const content = (await lstat(full)).isSymbolicLink() ? Buffer.from(`-> ${await readlink(full)}`) : await readFile(full);
    hash.update(`${path}\0${content.length}\0`);
    hash.update(content);
  }
  return { hash: `sha256:${hash.digest('hex')}`, files: files.length };
}
