import type { HistoryFile } from '../results/history-format.js';
import type { HistoryBackend } from '../ports/history-backend.js';
import { costsFromHistory } from '../sharding/history-costs.js';
import type { ActionPort } from './action-port.js';

/**
 * The history entry a shard job takes its costs from: the newest entry of the base commit when
 * the history has one (every shard job of a run compares the same base, so they pick the same
 * entry even if a trend run adds a newer entry meanwhile), else the newest entry. Undefined
 * for an empty history.
 */
export function shardCostEntry(history: HistoryFile, baseSha: string) {
  const ofBase = history.entries.filter((entry) => entry.sha === baseSha);
  return ofBase.at(-1) ?? history.entries.at(-1);
}

/**
 * Per-benchmark costs for a shard job's `assignShards`, read-only from the history of the
 * branch the pull request targets (the backend `historyBackendFor` gives with `read` = the base
 * branch). Undefined, so the split is by count, without a backend, with an empty or unreadable
 * history, or when the entry has no time costs. Never throws: a shard job must not fail on it.
 */
export async function shardCostsFromHistory(port: ActionPort, backend: HistoryBackend | null, baseSha: string): Promise<Map<string, number> | undefined> {
  if (backend === null) return undefined;
  try {
    const load = await backend.load();
    const entry = shardCostEntry(load.history, baseSha);
    if (entry === undefined) {
      port.logger.info(`No history in ${backend.description}: shards are balanced by benchmark count.`);
      return undefined;
    }
    const costs = costsFromHistory(entry.benchmarks);
    if (costs.size === 0) {
      port.logger.info(`The history entry of ${entry.sha.slice(0, 12)} has no time costs: shards are balanced by benchmark count.`);
      return undefined;
    }
    port.logger.info(`Shards are balanced by the costs of ${costs.size} benchmarks measured at ${entry.sha.slice(0, 12)} (${backend.description}).`);
    return costs;
  } catch (error) {
    port.logger.warning(`benchgate could not read the history for balancing the shards (balanced by count instead): ${(error as Error).message}`);
    return undefined;
  }
}
