/**
 * What the report says when an adaptive run grew by builds (issue 18: builds added when the
 * build level dominates). These lines come from results.json, which may be a fork's: numbers
 * are shown only when they are numbers.
 */
import { describe, expect, it } from 'vitest';
import type { SequentialSuiteReport } from '../../src/sequential/analyze-sequential.js';
import { sequentialReportLines } from '../../src/report/sequential-notes.js';
import { buildsLine } from '../../src/report/builds-line.js';

function report(sequential: Record<string, unknown>): SequentialSuiteReport {
  return {
    benchmarks: [],
    summary: { regressions: 0, gatingRegressions: 0, improvements: 0, unchanged: 0, inconclusive: 0 },
    sequential: {
      method: 'group-sequential',
      spending: { kind: 'hsd', gamma: -1 },
      budgetSeconds: 120,
      spentSeconds: 112,
      blocks: 110,
      blocksPerRound: 16,
      maxRounds: 2,
      looks: 8,
      stop: { reason: 'budget', round: 6, blocks: 110, elapsedSeconds: 112, detail: '' },
      growth: 'builds',
      addedBuilds: 13,
      buildBlocks: 8,
      ...sequential,
    },
  } as unknown as SequentialSuiteReport;
}

describe('the report of an adaptive run that grew by builds', () => {
  it('says that it added builds, how many and with how many blocks, and why it stopped in those terms', () => {
    const [line] = sequentialReportLines(report({}));
    expect(line).toBe(
      'Adaptive design: the builds differed, so after the first look it added builds rather than rounds: 13 more per version, 8 blocks each ' +
        '(the build level narrows only with more builds); stopped after 110 blocks because another build of each version and its blocks would ' +
        'not have fitted the budget; 1 min 52 s of the 2 min budget spent.',
    );
    expect(sequentialReportLines(report({ stop: { reason: 'decided', round: 2, blocks: 6, elapsedSeconds: 30, detail: '' } }))[0]).toMatch(
      /stopped after 110 blocks because every benchmark was decided/,
    );
  });

  it('does not claim builds were added when the first added pair failed (none was)', () => {
    const [line] = sequentialReportLines(report({ addedBuilds: 0, stop: { reason: 'build-failed', round: 2, blocks: 32, elapsedSeconds: 30, detail: '' } }));
    expect(line).toMatch(
      /^Adaptive design: the builds differed, so after the first look it was to add builds rather than rounds, but none was added; stopped after/,
    );
    expect(line).not.toContain('0 more per version');
  });

  it('keeps the rounds wording for a run that grew by rounds', () => {
    const [line] = sequentialReportLines(report({ growth: 'rounds' }));
    expect(line).toMatch(/^Adaptive design: stopped after 110 blocks \(6 of at most 2 rounds\) because another round would not have fitted/);
  });

  it('shows forged counts as ?', () => {
    const [line] = sequentialReportLines(report({ addedBuilds: '13 [x](https://evil.example)', buildBlocks: -2 }));
    expect(line).toContain('? more per version, ? blocks each');
    expect(line).not.toContain('evil');
  });

  it('has a builds line for builds added during the run, and refuses more builds than planned plus added', () => {
    const design = {
      binaries: 3,
      executions: 5,
      builds: { base: 16, head: 16 },
      identicalBuilds: { base: false, head: false },
      extraRounds: 0,
      addedBuilds: 13,
    };
    expect(buildsLine(design)).toBe(
      'Builds: 3 per version to start, 13 more added during the run (16 per version): the builds differed, so the adaptive design narrowed ' +
        'the build level with more builds rather than more rounds.',
    );
    expect(buildsLine({ ...design, builds: { base: 17, head: 16 } })).toBeNull();
    expect(buildsLine({ ...design, addedBuilds: '13<b>' })).toBeNull();
  });
});
