/** File helpers shared by the local and cache backends. */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
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

/** Writes beside the target and renames over it, so a reader sees the old file or the new one, never half of one. */
export async function writeFileAtomic(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, text);
    await rename(temporary, file);
  } finally {
    await rm(temporary, { force: true });
  }
}

/** `history.corrupt-2025-01-31T02-17-00-000Z.json`: a name for a file set aside, safe on every file system. */
export function corruptFileName(now: Date): string {
  return `history.corrupt-${now.toISOString().replace(/[:.]/g, '-')}.json`;
}
