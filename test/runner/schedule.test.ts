import { describe, expect, it } from 'vitest';
import { insertBlocks, planSchedule, schedulePhase, type Block } from '../../src/runner/schedule.js';
import { buildOrder, pairOrder } from '../../src/runner/build.js';

const sequence = (blocks: Block[]) => blocks.flatMap((b) => b.runs.map((r) => r.version));

function longestRun(versions: string[]): number {
  let longest = 0;
  let current = 0;
  versions.forEach((v, i) => {
    current = i > 0 && versions[i - 1] === v ? current + 1 : 1;
    longest = Math.max(longest, current);
  });
  return longest;
}

describe('planSchedule', () => {
  const designs = [
    { binaries: 1, executions: 1 },
    { binaries: 1, executions: 2 },
    { binaries: 2, executions: 6 },
    { binaries: 3, executions: 5 },
    { binaries: 5, executions: 7 },
  ];

  it.each(designs)(
    'runs every execution of every binary once, base binary k with head binary (k + j) mod l in round j ($binaries × $executions)',
    ({ binaries, executions }) => {
      for (let seed = 0; seed < 20; seed++) {
        const blocks = planSchedule({ binaries, executions, seed });
        expect(blocks).toHaveLength(binaries * executions);
        const seen = { base: new Set<string>(), head: new Set<string>() };
        blocks.forEach((block, index) => {
          expect(block.index).toBe(index);
          const [first, second] = block.runs;
          expect([first.version, second.version].sort()).toEqual(['base', 'head']);
          expect([first.order, second.order]).toEqual([2 * index, 2 * index + 1]);
          const base = block.runs.find((r) => r.version === 'base')!;
          const head = block.runs.find((r) => r.version === 'head')!;
          expect(base).toMatchObject({ binary: block.binary, execution: block.execution });
          expect(head).toMatchObject({ binary: (block.binary + block.execution) % binaries, execution: block.execution });
          expect(block.headBinary).toBe(head.binary);
          seen.base.add(`${base.binary}/${base.execution}`);
          seen.head.add(`${head.binary}/${head.execution}`);
        });
        expect(seen.base.size).toBe(binaries * executions);
        expect(seen.head.size).toBe(binaries * executions);
      }
    },
  );

  it('crosses the builds: with m ≥ l every base build meets every head build', () => {
    const blocks = planSchedule({ binaries: 3, executions: 5, seed: 9 });
    const pairs = new Set(blocks.map((b) => `${b.binary}/${b.headBinary}`));
    expect(pairs.size).toBe(9);
  });

  it.each(designs)(
    'balances base-first and head-first within ±1 in every prefix, no version thrice in a row ($binaries × $executions)',
    ({ binaries, executions }) => {
      for (let seed = 0; seed < 50; seed++) {
        const blocks = planSchedule({ binaries, executions, seed });
        let balance = 0;
        for (const block of blocks) {
          balance += block.runs[0].version === 'base' ? 1 : -1;
          expect(Math.abs(balance)).toBeLessThanOrEqual(1);
        }
        expect(longestRun(sequence(blocks))).toBeLessThanOrEqual(2);
      }
    },
  );

  it('follows the ABBA pattern, starting with either version depending on the seed', () => {
    const starts = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      const orders = planSchedule({ binaries: 2, executions: 4, seed }).map((b) => (b.runs[0].version === 'base' ? 'AB' : 'BA'));
      const expected = orders[0] === 'AB' ? ['AB', 'BA', 'BA', 'AB'] : ['BA', 'AB', 'AB', 'BA'];
      expect(orders).toEqual([...expected, ...expected]);
      starts.add(orders[0]);
    }
    expect(starts).toEqual(new Set(['AB', 'BA']));
  });

  it('runs execution j of every binary in round j, in a seeded shuffled order of binaries', () => {
    const orders = new Set<string>();
    for (let seed = 0; seed < 30; seed++) {
      const blocks = planSchedule({ binaries: 4, executions: 3, seed });
      for (let j = 0; j < 3; j++) {
        const round = blocks.slice(4 * j, 4 * j + 4);
        expect(round.every((b) => b.execution === j)).toBe(true);
        expect(round.map((b) => b.binary).sort()).toEqual([0, 1, 2, 3]);
        orders.add(round.map((b) => b.binary).join(''));
      }
    }
    // 24 permutations exist; a shuffle visits many of them, a fixed order only one.
    expect(orders.size).toBeGreaterThan(10);
  });

  it('is deterministic for a seed and differs between seeds', () => {
    const design = { binaries: 3, executions: 5 };
    expect(planSchedule({ ...design, seed: 42 })).toEqual(planSchedule({ ...design, seed: 42 }));
    const distinct = new Set(Array.from({ length: 10 }, (_, seed) => JSON.stringify(planSchedule({ ...design, seed }))));
    expect(distinct.size).toBeGreaterThan(5);
  });

  it('rejects an empty design', () => {
    expect(() => planSchedule({ binaries: 0, executions: 3, seed: 1 })).toThrow(RangeError);
    expect(() => planSchedule({ binaries: 2, executions: 1.5, seed: 1 })).toThrow(/whole numbers/);
  });
});

describe('planSchedule with more rounds', () => {
  it.each([
    { binaries: 1, executions: 3 },
    { binaries: 2, executions: 5 },
    { binaries: 3, executions: 4 },
  ])('keeps every earlier block as it was for the same seed ($binaries × $executions, then more)', ({ binaries, executions }) => {
    for (let seed = 0; seed < 20; seed++) {
      const planned = planSchedule({ binaries, executions, seed });
      for (const more of [1, 2, 7]) {
        const extended = planSchedule({ binaries, executions: executions + more, seed });
        expect(extended.slice(0, planned.length)).toEqual(planned);
        // The added blocks are whole rounds of the same binaries, continuing the execution indices.
        expect(extended.slice(planned.length).map((b) => b.execution)).toEqual(
          Array.from({ length: more * binaries }, (_, i) => executions + Math.floor(i / binaries)),
        );
      }
    }
  });
});

describe('insertBlocks', () => {
  const pairing = (b: Block) => ({ binary: b.binary, headBinary: b.headBinary, execution: b.execution });

  it('runs the inserted pairings next and moves the rest after them, every block in the ABBA order of its new position', () => {
    for (let seed = 0; seed < 20; seed++) {
      const planned = planSchedule({ binaries: 3, executions: 2, seed });
      const phase = schedulePhase(seed);
      const added = [0, 1, 2].map((j) => ({ binary: 3, headBinary: 3, execution: j }));
      for (const at of [0, 2, 5, 6]) {
        const blocks = insertBlocks(planned, at, added, phase);
        expect(blocks.slice(0, at)).toEqual(planned.slice(0, at));
        expect(blocks.map(pairing)).toEqual([...planned.slice(0, at).map(pairing), ...added, ...planned.slice(at).map(pairing)]);
        blocks.forEach((block, index) => {
          expect(block.index).toBe(index);
          expect(block.runs.map((r) => r.order)).toEqual([2 * index, 2 * index + 1]);
          expect(block.runs[0].version === 'base').toBe([true, false, false, true][(index + phase) % 4]);
        });
        expect(longestRun(sequence(blocks))).toBeLessThanOrEqual(2);
      }
    }
  });

  it('takes the phase planSchedule draws from the seed', () => {
    for (let seed = 0; seed < 20; seed++) {
      const first = planSchedule({ binaries: 1, executions: 1, seed })[0];
      expect(first.runs[0].version === 'base').toBe(schedulePhase(seed) === 0);
    }
  });
});

describe('buildOrder', () => {
  it('alternates base and head builds in ABBA order', () => {
    expect(buildOrder(3).map((b) => `${b.version}${b.index}`)).toEqual(['base0', 'head0', 'head1', 'base1', 'base2', 'head2']);
  });

  it('continues the same way for a build added later', () => {
    expect([3, 4].map((k) => pairOrder(k).join(' '))).toEqual(['head base', 'base head']);
  });
});
