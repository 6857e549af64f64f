import { describe, expect, it } from 'vitest';
import { assignShards, compareNames, type ShardPlan } from '../../src/sharding/assign-shards.js';
import { costsFromHistory } from '../../src/sharding/history-costs.js';
import { createRandom, randomIndex, shuffled, type Random } from '../../src/stats/rng.js';

/** A random suite: names with shared prefixes (like real suites), some costs missing. */
function randomSuite(random: Random, size: number, costShare: number): { names: string[]; costs: Map<string, number> } {
  const groups = ['parse', 'sort', 'io', 'Sort', 'ünïcode', 'a b'];
  const names = new Set<string>();
  while (names.size < size) names.add(`${groups[randomIndex(random, groups.length)]}/${randomIndex(random, 1000)}`);
  const costs = new Map<string, number>();
  for (const name of names) if (random() < costShare) costs.set(name, Math.exp(4 * random()));
  return { names: [...names], costs };
}

const flat = (plan: ShardPlan) => plan.shards.flat();

/** Smallest possible maximum load, by trying every assignment (small instances only). */
function optimum(costs: number[], shards: number): number {
  let best = Infinity;
  const loads = new Array<number>(shards).fill(0);
  const place = (i: number) => {
    if (i === costs.length) {
      best = Math.min(best, Math.max(...loads));
      return;
    }
    for (let s = 0; s < shards; s++) {
      loads[s] += costs[i];
      if (Math.max(...loads) < best) place(i + 1);
      loads[s] -= costs[i];
    }
  };
  place(0);
  return best;
}

describe('assignShards', () => {
  it('puts every benchmark in exactly one shard (300 random suites, 1 to 9 shards)', () => {
    const random = createRandom(1);
    for (let trial = 0; trial < 300; trial++) {
      const { names, costs } = randomSuite(random, 1 + randomIndex(random, 60), random());
      const count = 1 + randomIndex(random, 9);
      const plan = assignShards([...names, ...names.slice(0, 3)], count, costs); // duplicates in the input are one benchmark
      expect(plan.shards).toHaveLength(count);
      expect(flat(plan).slice().sort(compareNames)).toEqual([...new Set(names)].sort(compareNames));
      for (const name of names) expect(plan.shards.filter((s) => s.includes(name))).toHaveLength(1);
      for (const shard of plan.shards) expect(shard).toEqual(shard.slice().sort(compareNames));
    }
  });

  it('is deterministic: the same plan whatever the order of the names and of the costs', () => {
    const random = createRandom(2);
    for (let trial = 0; trial < 100; trial++) {
      const { names, costs } = randomSuite(random, 1 + randomIndex(random, 40), 0.7);
      const count = 1 + randomIndex(random, 6);
      const reordered = new Map(shuffled([...costs], random));
      expect(assignShards(shuffled(names, random), count, reordered)).toEqual(assignShards(names, count, costs));
    }
  });

  it('balances by count without costs: shard sizes differ by at most one', () => {
    const random = createRandom(3);
    for (let trial = 0; trial < 100; trial++) {
      const { names } = randomSuite(random, randomIndex(random, 50), 0);
      const plan = assignShards(names, 1 + randomIndex(random, 8));
      const sizes = plan.shards.map((s) => s.length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      expect(plan.costSource).toBe('count');
      expect(plan.loads).toEqual(sizes);
    }
  });

  it('balances by cost: the busiest shard is within Graham’s list-scheduling bound, total/N + (1 − 1/N)·largest', () => {
    const random = createRandom(4);
    for (let trial = 0; trial < 200; trial++) {
      const { names, costs } = randomSuite(random, 1 + randomIndex(random, 60), 1);
      const count = 1 + randomIndex(random, 8);
      const plan = assignShards(names, count, costs);
      const all = names.map((n) => costs.get(n)!);
      const total = all.reduce((a, b) => a + b, 0);
      const bound = total / count + (1 - 1 / count) * Math.max(...all);
      expect(Math.max(...plan.loads)).toBeLessThanOrEqual(bound * (1 + 1e-12));
      plan.shards.forEach((shard, s) =>
        expect(plan.loads[s]).toBeCloseTo(
          shard.reduce((sum, n) => sum + costs.get(n)!, 0),
          9,
        ),
      );
      expect(plan.costSource).toBe('measured');
    }
  });

  it('is within 4/3 of the best possible split on small suites (checked by trying every split)', () => {
    const random = createRandom(5);
    let worst = 1;
    for (let trial = 0; trial < 150; trial++) {
      const { names, costs } = randomSuite(random, 2 + randomIndex(random, 7), 1);
      const count = 2 + randomIndex(random, 2);
      const plan = assignShards(names, count, costs);
      const ratio =
        Math.max(...plan.loads) /
        optimum(
          names.map((n) => costs.get(n)!),
          count,
        );
      worst = Math.max(worst, ratio);
      expect(ratio).toBeLessThanOrEqual(4 / 3 - 1 / (3 * count) + 1e-12);
    }
    expect(worst).toBeGreaterThan(1); // LPT is not optimal: some suites are split worse than the best
  });

  it('splits a known example the LPT way (not optimal, within 4/3)', () => {
    const costs = new Map([
      ['a', 5],
      ['b', 4],
      ['c', 3],
      ['d', 3],
      ['e', 3],
    ]);
    const plan = assignShards(['e', 'd', 'c', 'b', 'a'], 2, costs);
    // a→1, b→2, c→2 (4 < 5), d→1 (5 < 7), e→2 (tie 8 vs 7 → 2): loads 8 and 10; the best split is 9/9.
    expect(plan.shards).toEqual([
      ['a', 'd'],
      ['b', 'c', 'e'],
    ]);
    expect(plan.loads).toEqual([8, 10]);
  });

  it('gives a benchmark without a usable cost the median of the known ones', () => {
    const costs = new Map([
      ['a', 1],
      ['b', 2],
      ['c', 9],
      ['d', Number.NaN],
      ['e', 0],
    ]);
    const plan = assignShards(['a', 'b', 'c', 'd', 'e', 'f'], 2, costs);
    expect(plan.costSource).toBe('mixed');
    // d, e, f cost 2 each: total 1 + 2 + 9 + 6 = 18.
    expect(plan.loads.reduce((a, b) => a + b, 0)).toBe(18);
    expect(plan.loads.slice().sort((x, y) => x - y)).toEqual([9, 9]);
  });

  it('leaves shards empty when there are fewer benchmarks than shards, and refuses a bad count', () => {
    expect(assignShards(['x', 'y'], 4).shards).toEqual([['x'], ['y'], [], []]);
    expect(assignShards([], 2).shards).toEqual([[], []]);
    expect(() => assignShards(['x'], 0)).toThrow(/whole number ≥ 1/);
    expect(() => assignShards(['x'], 1.5)).toThrow(RangeError);
  });
});

describe('costsFromHistory', () => {
  it('is the time one execution spent in a benchmark, in seconds, for time units only', () => {
    const costs = costsFromHistory([
      { name: 'fast', unit: 'ns', mean: 500, counts: [3, 15, 450, 0] }, // 500 ns × 30 per execution
      { name: 'slow', unit: 'ms', mean: 20, counts: [3, 15, 150, 0] }, // 20 ms × 10
      { name: 'ops', unit: 'ops/s', mean: 1e6, counts: [3, 15, 450, 0] },
      { name: 'none', unit: 'ms', mean: 20, counts: [0, 0, 0, 0] },
    ]);
    expect(costs.get('fast')).toBeCloseTo(1.5e-5, 15);
    expect(costs.get('slow')).toBeCloseTo(0.2, 12);
    expect(costs.has('ops')).toBe(false);
    expect(costs.has('none')).toBe(false);
    expect(assignShards(['fast', 'slow', 'ops'], 2, costs).shards).toEqual([['slow'], ['fast', 'ops']]);
  });
});
