import { describe, expect, it } from 'vitest';
import { DEFAULT_SPEC, simulateBenchmark } from '../../bench/simulation/nested-model.js';
import { analyzeLook, planLevel, type LookPlan } from '../../src/sequential/analyze-look.js';
import { recordUpToRound } from '../../src/sequential/truncate-results.js';
import { fromSource, options } from './drive.js';

describe('the looks of a paired t comparison (one build per version, no build level)', () => {
  const record = recordUpToRound(fromSource(simulateBenchmark({ ...DEFAULT_SPEC, binaries: 1, binarySd: 0, executions: 13 }, 4242)), 13);
  const plan = (k: number): LookPlan => ({
    spending: { kind: 'hsd', gamma: -1 },
    fractions: [0.3, 0.325].slice(0, k + 1),
    alpha: 0.05,
    final: k === 1,
    blocks: [12, 13].slice(0, k + 1),
    repeatedT: true,
  });

  it('use their own level, from the exact repeated t boundaries, not the nominal one', () => {
    const [look] = analyzeLook({ version: 1, benchmarks: [recordUpToRound(record, 12)] }, plan(0), options());
    expect(look.change).not.toBeNull();
    // The first look's boundary is the t quantile of its increment, which is the nominal level's z boundary moved to t: the same level.
    expect(look.level).toBeCloseTo(planLevel(plan(0)), 10);
    const [final] = analyzeLook({ version: 1, benchmarks: [record] }, plan(1), options());
    expect(final.level).not.toBeCloseTo(planLevel(plan(1)), 4);
    expect(final.level).toBeGreaterThan(0);
    // A run written before these boundaries (no meta.sequential.tBoundaries) is replayed as it ran: at the nominal level.
    const [old] = analyzeLook({ version: 1, benchmarks: [record] }, { ...plan(1), repeatedT: false }, options());
    expect(old.level).toBe(planLevel(plan(1)));
  });

  it('keep an interval at a final look that brought the benchmark no complete block (its last head execution failed)', () => {
    const failed = structuredClone(record);
    const last = failed.head.binaries[0].executions[12];
    failed.head.binaries[0].executions[12] = { ...last, values: [], failure: 'exited with code 1' };
    const [first] = analyzeLook({ version: 1, benchmarks: [recordUpToRound(failed, 12)] }, plan(0), options());
    const [final] = analyzeLook({ version: 1, benchmarks: [failed] }, plan(1), options());
    expect(final.change).not.toBeNull();
    expect(final.change!.standardError).toBe(first.change!.standardError);
    // The same statistic tested again at the final look's share: a wider level than the first look's.
    expect(final.level).toBeGreaterThan(first.level);
  });
});
