/**
 * A probe whose interval straddles the halfway point is measured again, longer, instead of ending
 * the bisection there (issue 44). The probed commit's values scatter from execution to execution
 * (a fixed pattern, shifted against good's), so four executions leave its interval across the
 * halfway point of a +30 % step; more executions separate it. Before, bisect stopped at that
 * probe with "measure it longer". Real git history and real processes; the values are fixed, so
 * the verdicts do not depend on the machine's load.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { bisectRange } from '../../src/experiment/bisect-run.js';
import type { MeasuredProbe } from '../../src/trend/bisect.js';
import { historyRepo } from '../support/history-repo.js';
import { recordingLogger, removeDir } from '../runner/git-fixture.js';
import { parseBisectRequest } from './support/parse-bisect-request.js';

const BENCH = `
const { factor, shift, spread } = JSON.parse(require('node:fs').readFileSync('work.json', 'utf8'));
const j = Number(process.env.BENCHGATE_EXECUTION);
const scatter = spread * ((((j * 3 + shift) % 5) - 2) / 2);
for (let i = 0; i < 6; i++) console.log(JSON.stringify({ name: 'parse', value: 10 * factor * (1 + scatter + 0.001 * i), unit: 'ms' }));
`;

const { repo, commit } = historyRepo('benchgate-bisect-longer-');
afterAll(() => removeDir(repo));
// good; a docs commit; the probe (like good, but its values scatter against good's); the slowdown; docs (bad).
const shas = [
  commit({ 'bench.cjs': BENCH, 'work.json': '{ "factor": 1, "shift": 0, "spread": 0.01 }\n' }, 'good'),
  commit({ 'README.md': 'one\n' }, 'docs'),
  commit({ 'work.json': '{ "factor": 1.03, "shift": 2, "spread": 0.12 }\n' }, 'noisy but like good'),
  commit({ 'work.json': '{ "factor": 1.3, "shift": 0, "spread": 0.01 }\n' }, 'the slowdown'),
  commit({ 'README.md': 'four\n' }, 'docs again'),
];

describe('bisectRange with a probe that straddles the halfway point', () => {
  it('measures it again with more executions and goes on to name the commit', async () => {
    const logger = recordingLogger();
    const outcome = await bisectRange({ ...parseBisectRequest(repo, shas[0], shas[4], logger), budget: { seconds: 1800 } });
    const rows = outcome.probes.map((p) => [p.sha, p.side, (p as MeasuredProbe).longer ?? 1]);
    expect(rows[0]).toEqual([shas[4], 'step', 1]);
    expect(rows[1]).toEqual([shas[2], 'unclear', 1]);
    expect(rows[2][0]).toBe(shas[2]);
    expect(rows[2][1]).toBe('like-good');
    expect(rows[2][2]).toBeGreaterThanOrEqual(2);
    expect(logger.lines.some((l) => /measuring it again with \d+ times the executions/.test(l))).toBe(true);
    expect(outcome.culprit).toBe(shas[3]);
    expect(outcome.stop).toBeNull();
  }, 300_000);
});
