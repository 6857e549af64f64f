import { createHash } from 'node:crypto';
import { createReadStream, lstatSync, readFileSync, readlinkSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { compileGlob, staticPrefix } from '../config/glob.js';

/**
 * The files under `dir` matched by any of `globs`, as sorted '/'-separated relative paths.
 * Directories are searched without following symbolic links; `.git` is skipped.
 */
export async function matchFiles(dir: string, globs: readonly string[]): Promise<string[]> {
  const found = new Set<string>();
  for (const glob of globs) {
    const pattern = compileGlob(glob);
    for (const path of await listFiles(dir, staticPrefix(glob))) if (pattern.test(path)) found.add(path);
  }
  return [...found].sort();
}

/** Every file below `relativeDir` of `root` (relative to `root`), not following symbolic links, skipping `.git`. */
export async function listFiles(root: string, relativeDir: string): Promise<string[]> {
  const files: string[] = [];
  await walk(root, relativeDir, (path) => files.push(path));
  return files;
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
 * A build's outputs, file by file: path → `kind:digest`, where kind is `file`, `exec` (a file
 * with its owner's executable bit), `link` (digest of the target text), `deleted` (a tracked
 * file the build removed, no digest) or `other` (a FIFO or socket, not read).
 */
export type OutputEntries = ReadonlyMap<string, string>;

export interface OutputManifest {
  /** `sha256:` over every entry in path order. */
  hash: string;
  entries: OutputEntries;
}

/** Above this size a file is streamed into its digest instead of read whole. */
const STREAM_BYTES = 8 * 1024 * 1024;

// Synchronous reads: for the thousands of small files of a node_modules tree they are several
// times faster than promise-based ones (bench/hashing.ts), and nothing else runs meanwhile.
async function entryOf(full: string): Promise<string> {
  let stats;
  try {
    stats = lstatSync(full);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'deleted:';
    throw error;
  }
  const digest = createHash('sha256');
  if (stats.isSymbolicLink()) return `link:${digest.update(readlinkSync(full)).digest('hex')}`;
  if (!stats.isFile()) return 'other:';
  if (stats.size > STREAM_BYTES) await pipeline(createReadStream(full), digest);
  else digest.update(readFileSync(full));
  return `${(stats.mode & 0o100) !== 0 ? 'exec' : 'file'}:${digest.digest('hex')}`;
}

/**
 * Hashes the files `present` under `dir` and records the `deleted` ones, giving each path's
 * entry and one `sha256:` over all of them in path order (each path, a NUL, its entry, a NUL):
 * renaming, changing, adding or removing any output, or flipping its executable bit, changes
 * the hash. The hash depends only on paths and contents, not on times or the order of listing.
 */
export async function hashOutputs(dir: string, present: readonly string[], deleted: readonly string[] = []): Promise<OutputManifest> {
  const entries = new Map<string, string>();
  for (const path of deleted) entries.set(path, 'deleted:');
  for (const path of present) entries.set(path, await entryOf(join(dir, path)));
  const sorted = [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const hash = createHash('sha256');
  for (const [path, entry] of sorted) hash.update(`${path}\0${entry}\0`);
  return { hash: `sha256:${hash.digest('hex')}`, entries: new Map(sorted) };
}

/**
 * Up to `limit` paths, sorted, whose entries differ between two builds' outputs or that exist
 * in only one of them: what to show a user whose build is not deterministic. Pure.
 */
export function differingOutputs(first: OutputEntries, other: OutputEntries, limit = 5): string[] {
  const paths = new Set([...first.keys(), ...other.keys()]);
  return [...paths]
    .filter((path) => first.get(path) !== other.get(path))
    .sort()
    .slice(0, limit);
}
