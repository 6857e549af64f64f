/**
 * History in a local directory (`--history DIR`): `DIR/history.json`, written atomically.
 * For the CLI and tests; one writer at a time (it does not merge concurrent saves).
 *
 * A file that cannot be read as a history is renamed to `history.corrupt-<time>.json` with a
 * warning and the history starts empty; a file from which some entries had to be left out
 * is copied there before the next save could drop them.
 */
import { copyFile, rename } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../ports/logger.js';
import type { HistoryBackend, HistoryLoad } from '../ports/history-backend.js';
import { emptyHistory, type HistoryFile } from './history-format.js';
import { HISTORY_FILE, corruptFileName, readIfPresent, writeFileAtomic } from './history-files.js';
import { parseHistory, serializeHistory } from './parse-history.js';

export interface LocalHistoryOptions {
  warn?: Logger['warning'];
  now?: () => Date;
}

export class LocalHistoryBackend implements HistoryBackend {
  readonly file: string;
  readonly description: string;
  private readonly warn: (message: string) => void;
  private readonly now: () => Date;

  constructor(
    readonly dir: string,
    options: LocalHistoryOptions = {},
  ) {
    this.file = path.join(path.resolve(dir), HISTORY_FILE);
    this.description = this.file;
    this.warn = options.warn ?? (() => {});
    this.now = options.now ?? (() => new Date());
  }

  async load(): Promise<HistoryLoad> {
    const source = this.file;
    const read = await readIfPresent(this.file);
    if (read.kind === 'missing') return { status: 'missing', history: emptyHistory(), source, warnings: [] };
    const parsed = read.kind === 'text' ? parseHistory(read.text, source) : ({ ok: false, kind: 'corrupt', reason: read.reason } as const);
    if (parsed.ok) {
      const warnings = parsed.warnings.slice();
      if (parsed.dropped > 0) {
        const copy = await this.setAside(copyFile);
        warnings.push(copy.ok ? `kept a copy of the file with the left-out entries as ${copy.path}` : copy.message);
      }
      for (const warning of warnings) this.warn(warning);
      return { status: 'loaded', history: parsed.history, source, warnings };
    }
    const moved = await this.setAside(rename);
    const warning = moved.ok
      ? `${parsed.reason}; moved it to ${moved.path} and starting a new history`
      : `${parsed.reason}; ${moved.message}; starting a new history`;
    this.warn(warning);
    return { status: 'unusable', history: emptyHistory(), source, warnings: [warning], reason: parsed.reason, ...(moved.ok ? { movedTo: moved.path } : {}) };
  }

  async save(history: HistoryFile): Promise<void> {
    await writeFileAtomic(this.file, serializeHistory(history));
  }

  private async setAside(
    move: (from: string, to: string) => Promise<void>,
  ): Promise<{ ok: true; path: string } | { ok: false; message: string }> {
    const target = path.join(path.dirname(this.file), corruptFileName(this.now()));
    try {
      await move(this.file, target);
      return { ok: true, path: target };
    } catch (error) {
      return { ok: false, message: `could not set ${this.file} aside as ${target}: ${(error as Error).message}` };
    }
  }
}
