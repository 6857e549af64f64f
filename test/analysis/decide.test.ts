import { describe, expect, it } from 'vitest';
import { decide, type Decision } from '../../src/analysis/decide.js';
import type { Better } from '../../src/results/results-format.js';

/** What one look of an adaptive run decides: null means "keep measuring". */
function atLook(relative: number, ci: [number, number], better: Better, minEffect: number): Decision['verdict'] | null {
  const { verdict } = decide({ relative, ci, better, minEffect, source: { kind: 'look' } });
  return verdict === 'inconclusive' ? null : verdict;
}

describe('decide at a look of an adaptive run', () => {
  it('flags a change when the interval excludes 0 and reaches min-effect, by direction', () => {
    expect(atLook(0.05, [0.02, 0.08], 'lower', 0.02)).toBe('regression');
    expect(atLook(0.05, [0.02, 0.08], 'higher', 0.02)).toBe('improvement');
    expect(atLook(-0.05, [-0.08, -0.02], 'lower', 0.02)).toBe('improvement');
    expect(atLook(-0.05, [-0.08, -0.02], 'higher', 0.02)).toBe('regression');
  });

  it('says unchanged when the whole interval lies inside ±min-effect, even if it excludes 0', () => {
    expect(atLook(0.001, [-0.01, 0.012], 'lower', 0.02)).toBe('unchanged');
    expect(atLook(0.01, [0.005, 0.015], 'lower', 0.02)).toBe('unchanged');
    expect(atLook(0.02, [-0.02, 0.02], 'lower', 0.02)).toBe('unchanged');
  });

  it('flags a significant change whose interval reaches min-effect even when the estimate is below it', () => {
    // min-effect is the smallest change worth flagging: this one is not shown to be smaller.
    expect(atLook(0.015, [0.005, 0.025], 'lower', 0.02)).toBe('regression');
    expect(atLook(-0.015, [-0.025, -0.005], 'lower', 0.02)).toBe('improvement');
  });

  it('keeps measuring otherwise, and when the interval leaves out a build level', () => {
    expect(atLook(0.03, [-0.01, 0.07], 'lower', 0.02)).toBeNull();
    // min-effect 0: only a significant change decides.
    expect(atLook(0, [-0.001, 0.001], 'lower', 0)).toBeNull();
    expect(atLook(0.001, [0.0005, 0.0015], 'lower', 0)).toBe('regression');
    expect(decide({ relative: 0.5, ci: [0.4, 0.6], better: 'lower', minEffect: 0.02, source: { kind: 'look' }, buildLevelMissing: true }).verdict).toBe(
      'inconclusive',
    );
  });

  it('gives no note: the look says how it decided (analyze-sequential.ts), the fixed interval is not read', () => {
    expect(decide({ relative: 0.03, ci: [-0.01, 0.07], better: 'lower', minEffect: 0.02, source: { kind: 'look' } }).note).toBeNull();
  });
});

describe('decide (fixed design): why no change was flagged, as data', () => {
  const fixed = { kind: 'fixed' as const, rule: 'interval' as const, baseCi: [99, 101] as [number, number], headCi: [100, 102] as [number, number] };
  it('notes a significant change inside ±min-effect, and an interval that cannot tell', () => {
    expect(decide({ relative: 0.01, ci: [0.005, 0.015], better: 'lower', minEffect: 0.02, source: fixed }).note).toEqual({
      kind: 'significant-inside-min-effect',
      relative: 0.01,
      minEffect: 0.02,
    });
    expect(decide({ relative: 0.03, ci: [-0.01, 0.07], better: 'lower', minEffect: 0.02, source: fixed }).note).toEqual({
      kind: 'cannot-tell',
      rule: 'interval',
      ci: [-0.01, 0.07],
      minEffect: 0.02,
    });
    expect(decide({ relative: 0.001, ci: [-0.01, 0.012], better: 'lower', minEffect: 0.02, source: fixed }).note).toBeNull();
  });
});
