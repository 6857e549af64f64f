import { describe, expect, it } from 'vitest';
import { buildsIdentical, canSkipRemainingBuilds, executionsPerBuild, extraRounds, skippedBuildsMessage } from '../../src/runner/rebuild-savings.js';

const A = 'sha256:aaa';
const B = 'sha256:bbb';

describe('canSkipRemainingBuilds', () => {
  it('needs the first two builds of both versions, each pair equal, and more than two planned', () => {
    expect(canSkipRemainingBuilds({ base: [A, A], head: [B, B] }, 3)).toBe(true);
    expect(canSkipRemainingBuilds({ base: [A, A], head: [B, B] }, 2)).toBe(false);
    expect(canSkipRemainingBuilds({ base: [A], head: [B, B] }, 5)).toBe(false);
    expect(canSkipRemainingBuilds({ base: [A, B], head: [B, B] }, 5)).toBe(false);
    expect(canSkipRemainingBuilds({ base: [A, A], head: [B, A] }, 5)).toBe(false);
    expect(canSkipRemainingBuilds({ base: [null, null], head: [B, B] }, 5)).toBe(false);
  });
});

describe('buildsIdentical', () => {
  it('is proven by two equal hashes, or by a source: hash alone', () => {
    expect(buildsIdentical([A, A])).toBe(true);
    expect(buildsIdentical([A, A, B])).toBe(false);
    expect(buildsIdentical([A])).toBe(false);
    expect(buildsIdentical(['source:123'])).toBe(true);
    expect(buildsIdentical([null, null])).toBe(false);
    expect(buildsIdentical([])).toBe(false);
  });
});

describe('executionsPerBuild', () => {
  it('keeps at least l·m executions per version on the kept builds', () => {
    expect(executionsPerBuild(3, 5, 2)).toBe(8);
    expect(executionsPerBuild(4, 5, 2)).toBe(10);
    expect(executionsPerBuild(3, 5, 3)).toBe(5);
  });
});

describe('extraRounds', () => {
  it('buys whole rounds with the saved seconds, after paying for the blocks added by rounding up', () => {
    // l = 3, m = 5 → 15 planned; 2 builds × 8 = 16 scheduled (1 block beyond plan, 1 s).
    // 20 s saved − 1 s = 19 s; a round is 2 blocks = 2 s → 9 rounds.
    expect(extraRounds({ plannedExecutions: 15, kept: 2, executionsPerBuild: 8, savedSeconds: 20, secondsPerBlock: 1 })).toBe(9);
    // With 1.5 s nothing is left for a whole round.
    expect(extraRounds({ plannedExecutions: 15, kept: 2, executionsPerBuild: 8, savedSeconds: 1.5, secondsPerBlock: 1 })).toBe(0);
  });

  it('never costs more than the skipped builds did', () => {
    for (const saved of [0.5, 3, 7.9, 40]) {
      for (const secondsPerBlock of [0.1, 0.7, 2]) {
        const rounds = extraRounds({ plannedExecutions: 15, kept: 2, executionsPerBuild: 8, savedSeconds: saved, secondsPerBlock, maxFactor: 1000 });
        expect((2 * (8 + rounds) - 15) * secondsPerBlock).toBeLessThanOrEqual(Math.max(saved, 1 * secondsPerBlock) + 1e-9);
      }
    }
  });

  it('caps the executions per version at 4 × l·m', () => {
    // Builds of 10 minutes, blocks of 1 s: the cap, 60 executions = 30 per build, binds.
    expect(extraRounds({ plannedExecutions: 15, kept: 2, executionsPerBuild: 8, savedSeconds: 1200, secondsPerBlock: 1 })).toBe(22);
  });

  it('is 0 without savings or without a measured block time', () => {
    expect(extraRounds({ plannedExecutions: 15, kept: 2, executionsPerBuild: 8, savedSeconds: 0, secondsPerBlock: 1 })).toBe(0);
    expect(extraRounds({ plannedExecutions: 15, kept: 2, executionsPerBuild: 8, savedSeconds: 10, secondsPerBlock: 0 })).toBe(0);
    expect(extraRounds({ plannedExecutions: 15, kept: 2, executionsPerBuild: 8, savedSeconds: 10, secondsPerBlock: Number.NaN })).toBe(0);
  });
});

describe('skippedBuildsMessage', () => {
  it('names one skipped build as build N, several as a range', () => {
    expect(skippedBuildsMessage({ kept: 2, planned: 3, savedSeconds: 16.2, added: 1, secondsPerRound: 10 })).toBe(
      'skipped build 3: its 16 s go to 1 more round (2 blocks)',
    );
    expect(skippedBuildsMessage({ kept: 2, planned: 5, savedSeconds: 40, added: 3, secondsPerRound: 10 })).toBe(
      'skipped builds 3–5: their 40 s go to 3 more rounds (6 blocks)',
    );
  });

  it('says that the saved time buys no round when a round costs more, with both figures', () => {
    // The run: 16 s saved, a round of 2 blocks 457.8 s.
    expect(skippedBuildsMessage({ kept: 2, planned: 3, savedSeconds: 16, added: 0, secondsPerRound: 457.8 })).toBe(
      'skipped build 3: its 16 s buy no more rounds (a round of 2 blocks takes 457.8 s)',
    );
  });
});
