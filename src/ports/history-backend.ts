/**
 * Where main-branch history lives between runs: a local directory (CLI, tests), the
 * Actions cache, or a durable git branch. Loading never throws into the user's check: every
 * outcome carries a usable `history` (empty when there is none or it could not be read)
 * and the warnings to show.
 */
import type { HistoryFile } from '../results/history-format.js';

export type HistoryLoad =
  | { status: 'loaded'; history: HistoryFile; source: string; warnings: string[] }
  | { status: 'missing'; history: HistoryFile; source: string; warnings: string[] }
  /** Present but not readable as a history: the backend set it aside (`movedTo`) or will not overwrite it; start fresh. */
  | { status: 'unusable'; history: HistoryFile; source: string; warnings: string[]; reason: string; movedTo?: string };

export interface HistoryBackend {
  /** Human-readable location, for messages. */
  readonly description: string;
  load(): Promise<HistoryLoad>;
  /**
   * Stores the history. Shared backends (cache, git branch) first merge what another run
   * saved meanwhile (union by sha and run id) and apply their retention; the local
   * directory writes exactly what it is given.
   */
  save(history: HistoryFile): Promise<void>;
}
