import { describe, expect, it } from 'vitest';
import { renderBisect } from '../../src/report/bisect-markdown.js';
import {
  comparisonsLeft,
  culprit,
  halfwayChange,
  longerFactor,
  initialRange,
  narrow,
  nextProbe,
  nextProbeSkipping,
  probeSide,
  stepCandidates,
  type BisectOutcome,
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

  it('measures an unclear probe longer by as much as would separate it from the halfway point, within what the budget holds', () => {
    // Step +30 %: halfway +14.0 %. Centre +5 %, half-width 8 %: (8 / 9.0)² × 1.2 < 2, so twice.
    expect(longerFactor([-0.03, 0.13], 0.3, 10)).toBe(2);
    // Centre +10 %, half-width 8 %: (8 / 4.0)² × 1.2 = 4.8, so 5 times.
    expect(longerFactor([0.02, 0.18], 0.3, 10)).toBe(5);
    // Capped by the budget (3 times the last measurement fits), and at 16.
    expect(longerFactor([0.02, 0.18], 0.3, 3.5)).toBe(3);
    expect(longerFactor([0.13, 0.15], 0.3, 100)).toBe(16);
    // Not even twice as long fits: no longer measurement.
    expect(longerFactor([0.02, 0.18], 0.3, 1.9)).toBeNull();
  });

  it('counts the comparisons a range still needs: the step, then ⌈log₂ n⌉ probes', () => {
    expect(comparisonsLeft(initialRange(5), false)).toBe(4);
    expect(comparisonsLeft(initialRange(5), true)).toBe(3);
    expect(comparisonsLeft({ lastGood: 2, firstBad: 3 }, true)).toBe(0);
  });

  it('names the culprit with its subject, escaped, so a subject cannot carry markup or the issue’s markers', () => {
    const outcome: BisectOutcome = {
      good: 'a'.repeat(40),
      bad: 'c'.repeat(40),
      commits: ['b'.repeat(40), 'c'.repeat(40)],
      subjects: ['<!-- benchgate-bisect:done --> **bold** @someone', 'later'],
      benchmark: 'parse',
      probes: [],
      range: { lastGood: -1, firstBad: 0 },
      culprit: 'b'.repeat(40),
      candidates: [],
      stop: null,
    };
    const markdown = renderBisect(outcome);
    expect(markdown).toContain(
      '**`bbbbbbbbbbbb` made the step** in parse (2 commits after `aaaaaaaaaaaa`): “&lt;!-- benchgate-bisect:done --&gt; \\*\\*bold\\*\\* @\u200bsomeone”.',
    );
    expect(markdown).not.toContain('<!--');
  });
});
