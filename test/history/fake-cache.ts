import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CacheClient } from '../../src/history/cache-client.js';

/**
 * The Actions cache as the history backend sees it: immutable entries, restore by exact key
 * or the newest entry under a prefix, only among entries saved with the same paths.
 */
export class FakeCache implements CacheClient {
  readonly entries: { key: string; paths: string[]; files: Map<string, string> }[] = [];
  failRestore: Error | null = null;
  failSave: Error | null = null;

  async restore(paths: string[], key: string, prefixes: string[]): Promise<string | undefined> {
    if (this.failRestore) throw this.failRestore;
    const sameVersion = this.entries.filter((e) => e.paths.join('\n') === paths.join('\n'));
    const match =
      sameVersion.find((e) => e.key === key) ??
      prefixes.map((prefix) => sameVersion.filter((e) => e.key.startsWith(prefix)).pop()).find((e) => e !== undefined);
    if (!match) return undefined;
    for (const [file, text] of match.files) {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, text);
    }
    return match.key;
  }

  async save(paths: string[], key: string): Promise<boolean> {
    if (this.failSave) throw this.failSave;
    if (this.entries.some((e) => e.key === key)) return false;
    const files = new Map<string, string>();
    for (const file of paths) files.set(file, await readFile(file, 'utf8'));
    this.entries.push({ key, paths: paths.slice(), files });
    return true;
  }
}
