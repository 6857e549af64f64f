/**
 * A shard job's costs from the history: the base commit's newest entry (else the newest), read
 * only, and a split by count (undefined) whenever the history is missing, empty or unreadable.
 */
import { describe, expect, it } from 'vitest';
import type { ActionPort } from '../../src/action/action-port.js';
import { shardCostEntry, shardCostsFromHistory } from '../../src/action/shard-costs.js';
import type { HistoryBenchmark, HistoryEntry, HistoryFile } from '../../src/results/history-format.js';
import type { HistoryBackend } from '../../src/ports/history-backend.js';
import { assignShards } from '../../src/sharding/assign-shards.js';
import { silentActionPort } from './support/silent-action-port.js';

function recordingPort() {
  const lines: string[] = [];
  const port: ActionPort = silentActionPort({
    info: (m) => lines.push(`info: ${m}`),
    warning: (m) => lines.push(`warning: ${m}`),
    debug: () => {},
    group: (_t, work) => work(),
  });
  return { port, lines };
}

const benchmark = (name: string, mean: number, unit = 'ms'): HistoryBenchmark => ({
  name,
  unit,
  better: 'lower',
  mean,
  ci: [mean, mean],
  df: 1,
  variance: [null, null, null],
  counts: [1, 2, 20, 0],
  impact: [null, null],
  means: [[mean, mean]],
});

const entry = (sha: string, benchmarks: HistoryBenchmark[]): HistoryEntry => ({
  sha,
  date: '2026-11-01T00:00:00Z',
  measuredAt: '2026-11-01T00:00:00Z',
  runId: sha,
  runAttempt: 1,
  runner: 'test',
  confidence: 0.95,
  benchmarks,
});

const history = (...entries: HistoryEntry[]): HistoryFile => ({ version: 1, entries });

const backendOf = (load: () => Promise<HistoryFile>): HistoryBackend & { saves: number } => {
  const backend = {
    description: 'the test history',
    saves: 0,
    load: async () => ({ status: 'loaded' as const, history: await load(), source: 'test', warnings: [] }),
    save: async () => {
      backend.saves++;
    },
  };
  return backend;
};

describe('shardCostEntry', () => {
  it("takes the base commit's newest entry, else the newest entry, else none", () => {
    const old = entry('aaa', [benchmark('sort', 1)]);
    const newer = entry('bbb', [benchmark('sort', 2)]);
    const newest = entry('ccc', [benchmark('sort', 3)]);
    expect(shardCostEntry(history(old, newer, newest), 'bbb')).toBe(newer);
    expect(shardCostEntry(history(old, newer, newest), 'zzz')).toBe(newest);
    expect(shardCostEntry(history(), 'bbb')).toBeUndefined();
  });
});

describe('shardCostsFromHistory', () => {
  it('gives the costs of the entry, the same for every shard job of the run, and balances by them; never saves', async () => {
    const h = history(entry('base', [benchmark('slow', 300), benchmark('a', 10), benchmark('b', 10), benchmark('c', 10)]));
    const backend = backendOf(async () => h);
    const { port, lines } = recordingPort();
    const costs = await Promise.all([1, 2].map(() => shardCostsFromHistory(port, backend, 'base')));
    expect(costs[0]).toEqual(costs[1]);
    expect(costs[0]!.get('slow')).toBeCloseTo(300e-3 * 10);
    expect(backend.saves).toBe(0);
    expect(lines.some((l) => l.startsWith('info: Shards are balanced by the costs of 4 benchmarks measured at base'))).toBe(true);
    // By cost the slow benchmark gets a shard of its own; by count it would share one.
    const plan = assignShards(['a', 'b', 'c', 'slow'], 2, costs[0]);
    expect(plan.costSource).toBe('measured');
    expect(plan.shards).toContainEqual(['slow']);
  });

  it('falls back to count (undefined) without a backend, with an empty history, without time costs, and on a read error', async () => {
    const { port, lines } = recordingPort();
    expect(await shardCostsFromHistory(port, null, 'base')).toBeUndefined();
    expect(
      await shardCostsFromHistory(
        port,
        backendOf(async () => history()),
        'base',
      ),
    ).toBeUndefined();
    expect(
      await shardCostsFromHistory(
        port,
        backendOf(async () => history(entry('base', [benchmark('ops', 5, 'ops/s')]))),
        'base',
      ),
    ).toBeUndefined();
    expect(
      await shardCostsFromHistory(
        port,
        backendOf(async () => {
          throw new Error('cache service unreachable');
        }),
        'base',
      ),
    ).toBeUndefined();
    expect(lines).toContain('info: No history in the test history: shards are balanced by benchmark count.');
    expect(lines).toContain('info: The history entry of base has no time costs: shards are balanced by benchmark count.');
    expect(lines).toContain('warning: benchgate could not read the history for balancing the shards (balanced by count instead): cache service unreachable');
  });
});
