import { median } from '../stats/descriptive.js';

/**
 * Which benchmarks each of N shards measures: every benchmark exactly once, deterministic,
 * and balanced by cost.
 *
 * Algorithm: longest processing time first (LPT, Graham 1969). Benchmarks are sorted by cost,
 * largest first, ties by name (code-unit order, not locale order, so every runner sorts alike);
 * each goes to the shard with the smallest load so far, ties to the shard with fewer benchmarks,
 * then to the lowest index. The busiest shard's load is at most 4/3 of the best possible, and
 * at most total/N + (1 − 1/N)·(largest cost).
 *
 * Costs are optional and in any unit (seconds per execution, say). A benchmark without a
 * usable cost (missing, zero, negative or not finite) is given the median of the known costs;
 * without any known cost every benchmark costs 1, which balances by count (shard sizes differ
 * by at most one).
 */
export interface ShardPlan {
  count: number;
  /** `shards[i - 1]`: the names shard i measures, sorted. */
  shards: string[][];
  /** Summed cost per shard, same order (in the costs' unit, or benchmarks when balanced by count). */
  loads: number[];
  /** `measured`: every benchmark had a cost; `count`: none had; `mixed`: the missing ones got the median. */
  costSource: 'measured' | 'mixed' | 'count';
}

/** Code-unit order: the same on every machine and locale. */
export function compareNames(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function usable(cost: number | undefined): cost is number {
  return cost !== undefined && Number.isFinite(cost) && cost > 0;
}

export function assignShards(names: readonly string[], count: number, costs: ReadonlyMap<string, number> = new Map()): ShardPlan {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`assignShards: the number of shards must be a whole number ≥ 1, got ${count}`);
  const unique = [...new Set(names)].sort(compareNames);
  const known = unique.map((name) => costs.get(name)).filter(usable);
  const fallback = known.length > 0 ? median(known) : 1;
  const costSource = known.length === 0 ? 'count' : known.length === unique.length ? 'measured' : 'mixed';
  const items = unique.map((name) => {
    const cost = costs.get(name);
    return { name, cost: usable(cost) ? cost : fallback };
  });
  items.sort((a, b) => b.cost - a.cost || compareNames(a.name, b.name));

  const shards: string[][] = Array.from({ length: count }, () => []);
  const loads = new Array<number>(count).fill(0);
  for (const item of items) {
    let target = 0;
    for (let s = 1; s < count; s++) {
      if (loads[s] < loads[target] || (loads[s] === loads[target] && shards[s].length < shards[target].length)) target = s;
    }
    shards[target].push(item.name);
    loads[target] += item.cost;
  }
  for (const shard of shards) shard.sort(compareNames);
  return { count, shards, loads, costSource };
}
