/**
 * History in a local directory (`--history DIR`): `DIR/history.json`, written atomically.
 * For the CLI and tests; one writer at a time (it does not merge concurrent saves).
 *
 * Loading only reads: `history show` leaves every file as it is. A save keeps a copy of a
 * previous file it could not read in full (`history.corrupt-<time>.json`) before it writes,
 * refuses to write over a history from a newer benchgate, and writes through a symbolic link
 * (the file it points to is replaced; the link stays).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../ports/logger.js';
import type { HistoryBackend, HistoryLoad } from '../ports/history-backend.js';
import { emptyHistory, type HistoryFile } from '../results/history-format.js';
import { HISTORY_FILE, corruptFileName, readIfPresent, writeFileAtomic } from './history-files.js';
import { lostOnRead, parseHistory, serializeHistory } from './parse-history.js';

export interface LocalHistoryOptions {
  warn?: Logger['warning'];
  now?: () => Date;
}

/** A history written by a newer benchgate: this one never writes over it. */
export class NewerHistoryError extends Error {
  constructor(reason: string) {
    super(`${reason}; not overwritten (use a newer benchgate to add to it)`);
    this.name = 'NewerHistoryError';
  }
}

export class LocalHistoryBackend implements HistoryBackend {
  readonly file: string;
  readonly description: string;
  private readonly warned = new Set<string>();
  private readonly emit: (message: string) => void;
  private readonly now: () => Date;

  constructor(
    readonly dir: string,
    options: LocalHistoryOptions = {},
  ) {
    this.file = path.join(path.resolve(dir), HISTORY_FILE);
    this.description = this.file;
    this.emit = options.warn ?? (() => {});
    this.now = options.now ?? (() => new Date());
  }

  async load(): Promise<HistoryLoad> {
    const source = this.file;
    const read = await readIfPresent(this.file);
    if (read.kind === 'missing') return { status: 'missing', history: emptyHistory(), source, warnings: [] };
    const parsed = read.kind === 'text' ? parseHistory(read.text, source) : ({ ok: false, kind: 'corrupt', reason: read.reason } as const);
    if (parsed.ok) {
      const warnings = parsed.warnings.map((w) => (lostOnRead(parsed) ? `${w} (the next save keeps a copy of the file first)` : w));
      for (const warning of warnings) this.warn(warning);
      return { status: 'loaded', history: parsed.history, source, warnings };
    }
    const warning =
      parsed.kind === 'newer-version'
        ? `${parsed.reason}; left as it is, and this benchgate will not write over it`
        : `${parsed.reason}; starting a new history (the next save keeps the unreadable file as a copy first)`;
    this.warn(warning);
    return { status: 'unusable', history: emptyHistory(), source, warnings: [warning], reason: parsed.reason };
  }

  async save(history: HistoryFile): Promise<void> {
    const read = await readIfPresent(this.file);
    if (read.kind === 'text') {
      const parsed = parseHistory(read.text, this.file);
      if (!parsed.ok && parsed.kind === 'newer-version') throw new NewerHistoryError(parsed.reason);
      if (!parsed.ok || lostOnRead(parsed)) this.warn(`kept a copy of the previous ${HISTORY_FILE} as ${await this.keepCopy(read.text)}`);
    }
    await writeFileAtomic(this.file, serializeHistory(history));
  }

  private warn(message: string): void {
    if (this.warned.has(message)) return;
    this.warned.add(message);
    this.emit(message);
  }

  /** Writes `text` to a new `history.corrupt-<time>.json` beside the history and returns its path. */
  private async keepCopy(text: string): Promise<string> {
    const base = corruptFileName(this.now());
    for (let n = 1; ; n++) {
      const target = path.join(path.dirname(this.file), n === 1 ? base : base.replace(/\.json$/, `-${n}.json`));
      try {
        await writeFile(target, text, { flag: 'wx' });
        return target;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || n >= 100) throw error;
      }
    }
  }
}
