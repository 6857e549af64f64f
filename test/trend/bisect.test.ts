import { describe, expect, it } from 'vitest';
import { culprit, halfwayChange, initialRange, narrow, nextProbe, probeSide } from '../../src/trend/bisect.js';

describe('bisection of a step', () => {
  it('puts the halfway point at the geometric middle of 1 and 1 + step', () => {
    expect(halfwayChange(0.21)).toBeCloseTo(0.1, 12);
    expect(halfwayChange(-0.19)).toBeCloseTo(-0.1, 12);
  });

  it('reads a probe by which side of halfway its whole interval lies on, for slowdowns and speed-ups', () => {
    expect(probeSide([-0.02, 0.03], 0.21)).toBe('like-good');
    expect(probeSide([0.15, 0.3], 0.21)).toBe('like-bad');
    expect(probeSide([0.05, 0.15], 0.21)).toBe('unclear');
    expect(probeSide([-0.03, 0.02], -0.19)).toBe('like-good');
    expect(probeSide([-0.3, -0.15], -0.19)).toBe('like-bad');
    expect(probeSide([-0.15, -0.05], -0.19)).toBe('unclear');
  });

  it('halves the range to the culprit, and an unclear probe leaves the range as it was', () => {
    // Six commits after good, the step at the third (index 2).
    let range = initialRange(6);
    const probed: number[] = [];
    for (let index = nextProbe(range); index !== null; index = nextProbe(range)) {
      probed.push(index);
      range = narrow(range, index, index >= 2 ? 'like-bad' : 'like-good');
    }
    expect(probed).toEqual([2, 0, 1]);
    expect(culprit(range)).toBe(2);
    const start = initialRange(6);
    expect(narrow(start, 2, 'unclear')).toEqual(start);
    expect(culprit(start)).toBeNull();
    expect(nextProbe(initialRange(1))).toBeNull();
    expect(culprit(initialRange(1))).toBe(0);
    expect(() => narrow(start, 5, 'like-good')).toThrow(/outside the range/);
    expect(() => initialRange(0)).toThrow(/at least one commit/);
  });
});
