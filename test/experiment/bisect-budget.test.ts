/**
 * `bisectRange` with a budget: a comparison starts only while the time left holds one as long as
 * the longest so far. The clock is injected (each reading one minute after the last), so the
 * test does not depend on how fast this machine measures; the comparisons are real (a real git
 * history of four commits, the slowdown at the third, real processes).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { bisectRange } from '../../src/experiment/bisect-run.js';
import { renderBisect } from '../../src/report/bisect-markdown.js';
import type { Logger } from '../../src/ports/logger.js';
import { factorStepHistory } from './support/factor-step-history.js';
import { removeDir } from '../runner/git-fixture.js';
import { parseBisectRequest } from './support/parse-bisect-request.js';

const BENCH = `
const { factor } = JSON.parse(require('node:fs').readFileSync('work.json', 'utf8'));
const j = Number(process.env.BENCHGATE_EXECUTION);
for (let i = 0; i < 6; i++) console.log(JSON.stringify({ name: 'parse', value: 10 * factor * (1 + 0.01 * ((i * 7 + j * 3) % 5)), unit: 'ms' }));
`;

// good; two docs commits; the step to factor 1.3; 1 more docs commit.
const { repo, shas } = factorStepHistory('benchgate-bisect-budget-', BENCH, 1.3, 1);
afterAll(() => removeDir(repo));

const quiet: Logger = { info: () => {}, warning: () => {}, debug: () => {}, group: (_title, work) => work() };

/** A clock that reads one minute later at every call. */
function minuteClock(): () => number {
  let t = 0;
  return () => (t += 60_000);
}

const request = parseBisectRequest(repo, shas[0], shas[4], quiet);

describe('bisectRange with a budget', () => {
  it('stops after the step when the budget left does not hold another comparison, with the range it has', async () => {
    // Readings: start 1, the step from 2 (1 min used, fits 2.5) to 3 (1 min), the next check 4: 3 min used + 1 > 2.5.
    const outcome = await bisectRange({ ...request, budget: { seconds: 150, now: minuteClock() } });
    expect(outcome.benchmark).toBe('parse');
    expect(outcome.probes.map((p) => p.side)).toEqual(['step']);
    expect(outcome.culprit).toBeNull();
    expect(outcome.range).toEqual({ lastGood: -1, firstBad: 3 });
    expect(outcome.stop).toEqual({ kind: 'budget', budgetSeconds: 150, usedSeconds: 180, nextSeconds: 60, unfinished: null });
    expect(renderBisect(outcome)).toContain('the bisect budget of 2.5 min is spent: 3.0 min used, and one more comparison takes about 1.0 min');
  });

  it('starts nothing when the expected comparison does not fit', async () => {
    const outcome = await bisectRange({ ...request, budget: { seconds: 600, expectedSeconds: 900, now: minuteClock() } });
    expect(outcome.probes).toEqual([]);
    expect(outcome.benchmark).toBeNull();
    expect(outcome.stop).toEqual({ kind: 'budget', budgetSeconds: 600, usedSeconds: 60, nextSeconds: 900, unfinished: null });
  });

  it('with budget enough it names the commit', async () => {
    const outcome = await bisectRange({ ...request, budget: { seconds: 3600, now: minuteClock() } });
    expect(outcome.culprit).toBe(shas[3]);
    expect(outcome.stop).toBeNull();
  });
});
