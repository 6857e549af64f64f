/**
 * History in the Actions cache. Cache entries are immutable, so every save is a new entry
 * under a unique key, `benchgate-history-<suite>-<branch>-<runId>-<attempt>`, and a load
 * restores the newest entry under the prefix `benchgate-history-<suite>-<branch>-`. Pull
 * requests read the base branch's prefix (`readBranch`); the cache lets a PR read caches of
 * its base branch but not write them.
 *
 * A save first restores the newest entry again and merges it (union by sha and run id), so
 * a run that finished while this one was measuring keeps its entry. Two saves in the same
 * few seconds can still each miss the other: the cache has no compare-and-swap. Use the git
 * branch backend where every entry must survive. Nothing here throws: service errors and a
 * declined save become warnings and an empty history.
 */
import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { HistoryBackend, HistoryLoad } from '../ports/history-backend.js';
import type { CacheClient } from './cache-client.js';
import { DEFAULT_RETENTION, emptyHistory, type HistoryFile, type HistoryRetention } from '../results/history-format.js';
import { HISTORY_FILE, readIfPresent, writeFileAtomic } from './history-files.js';
import { mergeHistories, pruneHistory } from './history-store.js';
import { parseHistory, serializeHistory } from './parse-history.js';

export interface CacheHistoryOptions {
  client: CacheClient;
  /** Directory the history file is restored into and saved from; must be the same path in every run (e.g. `$RUNNER_TEMP/benchgate-history`). */
  dir: string;
  /** Keeps histories of different suites in one repository apart. */
  suite: string;
  /** Branch this run writes (the measured branch). */
  branch: string;
  /** Branch to read; defaults to `branch`. A pull request reads its base branch. */
  readBranch?: string;
  runId: string;
  runAttempt: number;
  retention?: HistoryRetention;
  warn?: (message: string) => void;
}

const KEY_PREFIX = 'benchgate-history';
const MAX_KEY_LENGTH = 512;

/** Percent-encodes `-` too, so the `-` between parts is unambiguous: prefix `…-main-` cannot match branch `main-old`. */
export function keyPart(text: string): string {
  const encoded = encodeURIComponent(text).replace(/-/g, '%2D');
  return encoded.length <= 120 ? encoded : createHash('sha256').update(text).digest('hex').slice(0, 32);
}

export function historyKeyPrefix(suite: string, branch: string): string {
  return `${KEY_PREFIX}-${keyPart(suite)}-${keyPart(branch)}-`;
}

export function historyKey(suite: string, branch: string, runId: string, runAttempt: number): string {
  const key = `${historyKeyPrefix(suite, branch)}${keyPart(runId)}-${runAttempt}`;
  if (key.length > MAX_KEY_LENGTH) throw new RangeError(`cache key longer than ${MAX_KEY_LENGTH} characters: ${key}`);
  return key;
}

export class CacheHistoryBackend implements HistoryBackend {
  readonly description: string;
  private readonly file: string;
  private readonly warned = new Set<string>();

  constructor(private readonly options: CacheHistoryOptions) {
    this.file = path.join(path.resolve(options.dir), HISTORY_FILE);
    this.description = `Actions cache ${historyKeyPrefix(options.suite, options.readBranch ?? options.branch)}*`;
  }

  async load(): Promise<HistoryLoad> {
    const prefix = historyKeyPrefix(this.options.suite, this.options.readBranch ?? this.options.branch);
    const restored = await this.restoreNewest(prefix);
    for (const warning of restored.warnings) this.warn(warning);
    return restored;
  }

  async save(history: HistoryFile): Promise<void> {
    const { suite, branch, runId, runAttempt } = this.options;
    try {
      const latest = await this.restoreNewest(historyKeyPrefix(suite, branch));
      for (const warning of latest.warnings) this.warn(warning);
      if (latest.newer !== undefined) {
        this.warn(`history not saved: ${latest.newer}; a newer entry would hide it from that benchgate`);
        return;
      }
      const merged = pruneHistory(mergeHistories(history, latest.history), this.options.retention ?? DEFAULT_RETENTION);
      await writeFileAtomic(this.file, serializeHistory(merged));
      const key = historyKey(suite, branch, runId, runAttempt);
      if (!(await this.options.client.save([this.file], key))) this.warn(`history not saved: the cache declined key ${key}`);
    } catch (error) {
      this.warn(`history not saved to the Actions cache: ${(error as Error).message}`);
    }
  }

  /** Each message once: a save restores the newest entry again and would repeat the load's warnings. */
  private warn(message: string): void {
    if (this.warned.has(message)) return;
    this.warned.add(message);
    this.options.warn?.(message);
  }

  private async restoreNewest(prefix: string): Promise<HistoryLoad & { newer?: string }> {
    const source = `Actions cache ${prefix}*`;
    const empty = (warnings: string[]): HistoryLoad => ({ status: 'missing', history: emptyHistory(), source, warnings });
    let matched: string | undefined;
    try {
      // A miss must not read a file left by an earlier restore.
      await rm(this.file, { force: true });
      matched = await this.options.client.restore([this.file], prefix, [prefix]);
    } catch (error) {
      return empty([`could not restore the history from the Actions cache (${prefix}*): ${(error as Error).message}; continuing without history`]);
    }
    if (matched === undefined) return empty([]);
    const read = await readIfPresent(this.file);
    const sourceKey = `Actions cache ${matched}`;
    if (read.kind !== 'text') {
      return empty([`the Actions cache entry ${matched} had no readable ${HISTORY_FILE}; continuing without history`]);
    }
    const parsed = parseHistory(read.text, sourceKey);
    if (parsed.ok) return { status: 'loaded', history: parsed.history, source: sourceKey, warnings: parsed.warnings };
    const reason = parsed.reason;
    if (parsed.kind === 'newer-version') {
      const warnings = [`${reason}; the cache entry ${matched} is left as the newest, and this benchgate will not save over it`];
      return { status: 'unusable', history: emptyHistory(), source: sourceKey, reason, warnings, newer: reason };
    }
    return {
      status: 'unusable',
      history: emptyHistory(),
      source: sourceKey,
      reason,
      // Cache entries are immutable: the unreadable one stays as it is, a newer entry supersedes it.
      warnings: [`${reason}; starting a new history (the cache entry ${matched} is left as it is)`],
    };
  }
}
