/**
 * `trendBisector` (bisect: true) on a real repository, for what the end-to-end test does not
 * reach: a build that fails on a commit of the range (skipped, as `git bisect skip` does), a budget spent before anything starts,
 * range ends the history names that are not commits of this branch, and a range of one commit.
 * Each is a section of the issue (or none), a warning, and never a thrown error.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { trendBisector } from '../../src/action/trend-bisect.js';
import { resolveAnalysisSettings } from '../../src/config/analysis-config.js';
import { resolveRunSettings } from '../../src/config/run-settings.js';
import type { BenchmarkTrend, TrendChange } from '../../src/trend/trend-analysis.js';
import { historyRepo } from '../support/history-repo.js';
import { git, recordingLogger, removeDir } from '../runner/git-fixture.js';

const BENCH = `
const { factor } = JSON.parse(require('node:fs').readFileSync('work.json', 'utf8'));
const j = Number(process.env.BENCHGATE_EXECUTION);
for (let i = 0; i < 6; i++) console.log(JSON.stringify({ name: 'parse', value: 10 * factor * (1 + 0.01 * ((i * 7 + j * 3) % 5)), unit: 'ms' }));
`;
// The build writes out/built.txt, whose hash proves the builds identical (so one build level, decided on executions).
const BUILD = `const fs = require('node:fs');
if (fs.existsSync('broken.txt')) { console.error('error: broken.txt says the build is broken'); process.exit(1); }
fs.mkdirSync('out', { recursive: true });
fs.writeFileSync('out/built.txt', 'built\\n');
`;

const { repo, commit } = historyRepo('benchgate-trend-bisector-');
afterAll(() => removeDir(repo));
// good; docs; a commit whose build fails; the slowdown (build fixed); docs (bad).
const shas = [
  commit({ 'bench.cjs': BENCH, 'build.cjs': BUILD, 'work.json': '{ "factor": 1 }\n' }),
  commit({ 'README.md': 'one\n' }),
  commit({ 'broken.txt': 'yes\n' }),
  commit({ 'work.json': '{ "factor": 1.3 }\n' }, 'c', ['broken.txt']),
  commit({ 'README.md': 'four\n' }),
];
git(repo, 'checkout', '--quiet', '-b', 'side', shas[1]);
const side = commit({ 'side.txt': 'elsewhere\n' });
git(repo, 'checkout', '--quiet', 'main');

const settings = resolveRunSettings(repo, [
  { base: 'unused', bench: ['node', 'bench.cjs'], build: ['node', 'build.cjs'], artifacts: ['out/*'], binaries: 2, executions: 4, seed: 7 },
]);

function bisector(options: { budgetMinutes?: number; expectedSeconds?: number } = {}) {
  const logger = recordingLogger();
  const bisect = trendBisector({
    repo,
    headSha: shas[4],
    settings,
    policy: resolveAnalysisSettings([]),
    adaptive: null,
    budgetMinutes: options.budgetMinutes ?? 30,
    expectedSeconds: options.expectedSeconds ?? 0,
    repository: { owner: 'acme', repo: 'widgets' },
    logger,
  });
  return { bisect, logger };
}

const trend = { series: { name: 'parse' } } as BenchmarkTrend;
const change = (good: string, bad: string) => ({ before: { sha: good }, after: { sha: bad } }) as TrendChange;

describe('trendBisector', () => {
  it('a build that fails on a probed commit: skipped with its reason in the evidence, a neighbour probed, the step named as one of two commits', async () => {
    const { bisect, logger } = bisector();
    const section = await bisect(trend, change(shas[0], shas[4]));
    expect(section?.done).toBe(true);
    const short = (sha: string) => `\`${sha.slice(0, 12)}\``;
    expect(section?.markdown).toContain(`**The step is in one of these commits**: ${short(shas[2])} (“c”), ${short(shas[3])} (“c”) `);
    expect(section?.markdown).toMatch(
      new RegExp(`\\| ${short(shas[2])} \\| 2 of 4 \\| — \\| build failed \\| skipped: head build 1 failed: .* exited with code 1 \\|`),
    );
    expect(logger.lines.filter((l) => l.startsWith('warning: '))).toEqual([]);
  });

  it('a budget that cannot hold one comparison measures nothing and leaves the range for the next run', async () => {
    const { bisect, logger } = bisector({ budgetMinutes: 1, expectedSeconds: 600 });
    const section = await bisect(trend, change(shas[0], shas[4]));
    expect(section?.done).toBe(false);
    expect(section?.markdown).toContain('the bisect budget of 1.0 min is spent');
    expect(logger.lines.some((l) => l.startsWith('group: '))).toBe(false);
  });

  it('range ends that are not full commit ids of this branch are not measured', async () => {
    for (const [good, why] of [
      ['--upload-pack=touch /tmp/benchgate-pwned', 'the history names its ends by something other than full commit ids'],
      [shas[0].slice(0, 12), 'the history names its ends by something other than full commit ids'],
      [side, `commit ${side.slice(0, 12)} is not an ancestor of the measured commit ${shas[4].slice(0, 12)}`],
      ['0'.repeat(40), `commit ${'0'.repeat(12)} is not in the checkout`],
    ]) {
      const { bisect, logger } = bisector();
      const section = await bisect(trend, change(good, shas[4]));
      expect(section?.done, good).toBe(false);
      expect(section?.markdown, good).toContain(`The range was not bisected: ${why}`);
      expect(logger.lines.some((l) => l.startsWith('group: '))).toBe(false);
    }
  });

  it('a range of one commit needs no bisection', async () => {
    const { bisect, logger } = bisector();
    expect(await bisect(trend, change(shas[3], shas[4]))).toBeNull();
    expect(logger.lines).toEqual([]);
  });
});
