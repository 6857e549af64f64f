import { describe, expect, it } from 'vitest';
import {
  culprit,
  halfwayChange,
  initialRange,
  narrow,
  nextProbe,
  nextProbeSkipping,
  probeSide,
  stepCandidates,
  type BisectRange,
} from '../../src/trend/bisect.js';

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

  /** Bisects `commits` with the step at `step`, simulated probes: those in `broken` fail to build and are skipped. */
  function simulate(commits: number, step: number, broken: readonly number[]): { probed: number[]; range: BisectRange; skipped: number[] } {
    let range = initialRange(commits);
    const skipped = new Set<number>();
    const probed: number[] = [];
    for (let index = nextProbeSkipping(range, skipped); index !== null; index = nextProbeSkipping(range, skipped)) {
      probed.push(index);
      if (broken.includes(index)) skipped.add(index);
      else range = narrow(range, index, index >= step ? 'like-bad' : 'like-good');
    }
    return { probed, range, skipped: [...skipped] };
  }

  it('a probe whose build fails is skipped and its nearest neighbour probed instead, as git bisect skip does', () => {
    // Eight commits after good, the step at index 5; the middle (3) does not build.
    const { probed, range, skipped } = simulate(8, 5, [3]);
    expect(probed).toEqual([3, 2, 4, 5]);
    expect(skipped).toEqual([3]);
    expect(culprit(range)).toBe(5);
    expect(stepCandidates(range)).toEqual([5]);
    // No failure: the same probes as nextProbe.
    expect(simulate(6, 2, []).probed).toEqual([2, 0, 1]);
    expect(nextProbeSkipping(initialRange(7), new Set([2]))).toBe(1);
  });

  it('when only skipped commits are left, the step is in one of them or the range’s newer end', () => {
    // The step at index 4, and 2 and 3 do not build: the range stops at (1, 4) with 2 and 3 inside.
    const { probed, range } = simulate(8, 4, [2, 3]);
    expect(probed).toEqual([3, 2, 4, 1]);
    expect(culprit(range)).toBeNull();
    expect(range).toEqual({ lastGood: 1, firstBad: 4 });
    expect(nextProbeSkipping(range, new Set([2, 3]))).toBeNull();
    expect(stepCandidates(range)).toEqual([2, 3, 4]);
  });
});
