/**
 * `mode: comment` ties the artifact to the run that produced it: the SHAs context.json and
 * results.json record must agree with each other and with `workflow_run.head_sha`; a measured
 * merge commit only through the pull request head context.json names (fail closed without it).
 */
import { describe, expect, it } from 'vitest';
import type { RunContext } from '../../src/action/action-context.js';
import { shaMismatch } from '../../src/action/comment-mode.js';
import type { ResultsFile } from '../../src/results/results-format.js';

const BASE = 'b'.repeat(40);
const MERGE = 'c'.repeat(40);
const HEAD = 'd'.repeat(40);

const context = (extra: Partial<RunContext> = {}): RunContext => ({
  version: 1,
  pullRequest: 7,
  workflow: 'benchgate',
  runUrl: 'https://github.com/acme/widgets/actions/runs/1',
  baseSha: BASE,
  headSha: MERGE,
  analysis: { confidence: 0.95, minEffect: 0.01, correction: 'holm', rule: 'interval' },
  ...extra,
});
const results: ResultsFile = {
  version: 1,
  benchmarks: [],
  meta: { shas: { base: BASE, head: MERGE }, github: { event: 'pull_request', pullRequest: 7, runUrl: 'https://x' } },
};

describe('shaMismatch', () => {
  it('accepts a merge commit tied to the run through the pull request head it was made from', () => {
    expect(shaMismatch(context({ pullRequestHeadSha: HEAD }), results, HEAD)).toBeUndefined();
  });

  it('accepts a measured head that is the run head itself', () => {
    expect(shaMismatch(context({ headSha: HEAD }), { ...results, meta: { shas: { base: BASE, head: HEAD } } }, HEAD)).toBeUndefined();
  });

  it('refuses a merge commit when context.json names no pull request head (fail closed)', () => {
    expect(shaMismatch(context(), results, HEAD)).toMatch(`context.json measured ${MERGE}, not the run's head ${HEAD}, and names no pull request head`);
  });

  it('refuses a pull request head other than the run head', () => {
    expect(shaMismatch(context({ pullRequestHeadSha: 'a'.repeat(40) }), results, HEAD)).toMatch(
      `context.json is for pull request head ${'a'.repeat(40)}, but the measured run was for ${HEAD}`,
    );
  });

  it('refuses results.json for other commits or another pull request than context.json', () => {
    expect(
      shaMismatch(context({ pullRequestHeadSha: HEAD }), { ...results, meta: { ...results.meta, shas: { base: BASE, head: 'e'.repeat(40) } } }, HEAD),
    ).toMatch('results.json records head');
    expect(
      shaMismatch(
        context({ pullRequestHeadSha: HEAD }),
        { ...results, meta: { ...results.meta, github: { event: 'pull_request', pullRequest: 8, runUrl: 'https://x' } } },
        HEAD,
      ),
    ).toMatch('results.json is for pull request 8, but context.json names #7');
  });
});
