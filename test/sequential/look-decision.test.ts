import { describe, expect, it } from 'vitest';
import { decideAtLook } from '../../src/sequential/look-decision.js';
import type { RelativeChange } from '../../src/stats/relative-change.js';

const change = (relative: number, ci: [number, number]): RelativeChange => ({
  relative,
  ci,
  pValue: 0.5,
  logRatio: Math.log1p(relative),
  standardError: 0.01,
  df: 10,
  design: 'paired',
});

describe('decideAtLook', () => {
  it('flags a change when the interval excludes 0 and reaches min-effect, by direction', () => {
    expect(decideAtLook(change(0.05, [0.02, 0.08]), 'lower', 0.02)).toBe('regression');
    expect(decideAtLook(change(0.05, [0.02, 0.08]), 'higher', 0.02)).toBe('improvement');
    expect(decideAtLook(change(-0.05, [-0.08, -0.02]), 'lower', 0.02)).toBe('improvement');
    expect(decideAtLook(change(-0.05, [-0.08, -0.02]), 'higher', 0.02)).toBe('regression');
  });

  it('says unchanged when the whole interval lies inside ±min-effect, even if it excludes 0', () => {
    expect(decideAtLook(change(0.001, [-0.01, 0.012]), 'lower', 0.02)).toBe('unchanged');
    expect(decideAtLook(change(0.01, [0.005, 0.015]), 'lower', 0.02)).toBe('unchanged');
    expect(decideAtLook(change(0.02, [-0.02, 0.02]), 'lower', 0.02)).toBe('unchanged');
  });

  it('flags a significant change whose interval reaches min-effect even when the estimate is below it', () => {
    // min-effect is the smallest change worth flagging: this one is not shown to be smaller.
    expect(decideAtLook(change(0.015, [0.005, 0.025]), 'lower', 0.02)).toBe('regression');
    expect(decideAtLook(change(-0.015, [-0.025, -0.005]), 'lower', 0.02)).toBe('improvement');
  });

  it('keeps measuring otherwise', () => {
    expect(decideAtLook(change(0.03, [-0.01, 0.07]), 'lower', 0.02)).toBeNull();
    // min-effect 0: only a significant change decides.
    expect(decideAtLook(change(0, [-0.001, 0.001]), 'lower', 0)).toBeNull();
    expect(decideAtLook(change(0.001, [0.0005, 0.0015]), 'lower', 0)).toBe('regression');
  });
});
