/** File helpers shared by the local and cache backends. */
import { randomBytes } from 'node:crypto';
import { lstat, mkdir, readFile, readlink, realpath, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const HISTORY_FILE = 'history.json';

export type FileRead = { kind: 'text'; text: string } | { kind: 'missing' } | { kind: 'unreadable'; reason: string };

export async function readIfPresent(file: string): Promise<FileRead> {
  try {
    return { kind: 'text', text: await readFile(file, 'utf8') };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { kind: 'missing' };
    return { kind: 'unreadable', reason: `cannot read ${file}: ${(error as Error).message}` };
  }
}

/**
 * The file a write to `file` should replace: `file` itself, or, when it is a symbolic link
 * (to a history kept elsewhere, e.g. in a synced folder), the file the link points to, so the
 * link stays a link. A link to a file that does not exist yet points to where it will be.
 */
export async function writeTarget(file: string): Promise<string> {
  let current = file;
  for (let hops = 0; hops < 40; hops++) {
    const info = await lstat(current).catch(() => null);
    if (info === null || !info.isSymbolicLink()) return hops === 0 ? file : current;
    const resolved = await realpath(current).catch(() => null);
    if (resolved !== null) return resolved;
    current = path.resolve(path.dirname(current), await readlink(current));
  }
  throw new Error(`${file}: too many levels of symbolic links`);
}

/**
 * Writes beside the target and renames over it, so a reader sees the old file or the new one,
 * never half of one. A symbolic link is followed: the file it points to is replaced, the link kept.
 */
export async function writeFileAtomic(file: string, text: string): Promise<void> {
  const target = await writeTarget(file);
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, text);
    await rename(temporary, target);
  } finally {
    await rm(temporary, { force: true });
  }
}

/** `history.corrupt-2025-01-31T02-17-00-000Z.json`: a name for a file set aside, safe on every file system. */
export function corruptFileName(now: Date): string {
  return `history.corrupt-${now.toISOString().replace(/[:.]/g, '-')}.json`;
}
