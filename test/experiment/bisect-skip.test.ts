/**
 * `bisectRange` when a probe's build fails: the commit is skipped, as `git bisect skip` does, the
 * failure is recorded with its reason, and a neighbour is probed instead; when only skipped
 * commits are left, the step is named as one of them. A real git history of five commits (the
 * slowdown at the fourth), whose build fails while a file `broken` is in the tree; real processes.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { bisectRange } from '../../src/experiment/bisect-run.js';
import type { Logger } from '../../src/ports/logger.js';
import { failedBuildText, renderBisect } from '../../src/report/bisect-markdown.js';
import { historyRepo } from '../support/history-repo.js';
import { removeDir } from '../runner/git-fixture.js';

const BENCH = `
const { factor } = JSON.parse(require('node:fs').readFileSync(__dirname + '/work.json', 'utf8'));
const j = Number(process.env.BENCHGATE_EXECUTION);
for (let i = 0; i < 6; i++) console.log(JSON.stringify({ name: 'parse', value: 10 * factor * (1 + 0.01 * ((i * 7 + j * 3) % 5)), unit: 'ms' }));
`;

const { repo, commit } = historyRepo('benchgate-bisect-skip-');
afterAll(() => removeDir(repo));

const quiet: Logger = { info: () => {}, warning: () => {}, debug: () => {}, group: (_title, work) => work() };

describe('bisectRange when a probe does not build', () => {
  // good; README; `broken` added (no build); the slowdown, still broken; `broken` removed (bad).
  const shas = [
    commit({ 'bench.cjs': BENCH, 'work.json': '{ "factor": 1 }\n' }),
    commit({ 'README.md': 'one\n' }),
    commit({ broken: 'yes\n' }),
    commit({ 'work.json': '{ "factor": 1.3 }\n' }),
    commit({}, 'c', ['broken']),
  ];

  it('skips the commits that fail to build, records why, probes their neighbours, and names the commits the step is in one of', async () => {
    const outcome = await bisectRange({
      repo,
      good: shas[0],
      bad: shas[4],
      benchmark: 'parse',
      settings: [
        {
          // The build copies the benchmark and its data; its outputs hash alike, which proves it deterministic.
          build: ['sh', '-c', 'test ! -e broken || { echo "broken is here" >&2; exit 3; }; mkdir -p out && cp bench.cjs work.json out/'],
          artifacts: ['out/*'],
          bench: ['node', 'out/bench.cjs'],
          binaries: 2,
          executions: 4,
          seed: 7,
        },
      ],
      policy: {},
      adaptive: null,
      logger: quiet,
    });
    expect(outcome.benchmark).toBe('parse');
    // The middle (the commit adding `broken`) fails, then its older neighbour is like good, then the slowdown's commit fails too.
    expect(outcome.probes.map((p) => [p.sha, p.side])).toEqual([
      [shas[4], 'step'],
      [shas[2], 'failed'],
      [shas[1], 'like-good'],
      [shas[3], 'failed'],
    ]);
    const failed = outcome.probes.find((p) => p.side === 'failed');
    expect(failed?.side === 'failed' ? failed.build : null).toMatchObject({ version: 'head', binary: 0 });
    expect(failed?.side === 'failed' ? failedBuildText(failed.build) : '').toMatch(/^head build 1 failed: .* exited with code 3$/);
    expect(outcome.culprit).toBeNull();
    expect(outcome.candidates).toEqual([shas[2], shas[3], shas[4]]);
    expect(outcome.stop).toEqual({ kind: 'untestable', from: shas[1], to: shas[4] });
    const markdown = renderBisect(outcome);
    expect(markdown).toContain(
      `**The step is in one of these commits**: \`${shas[2].slice(0, 12)}\` (“c”), \`${shas[3].slice(0, 12)}\` (“c”), \`${shas[4].slice(0, 12)}\` (“c”)`,
    );
    expect(markdown).toMatch(new RegExp(`\\| \`${shas[2].slice(0, 12)}\` \\| 2 of 4 \\| — \\| build failed \\| skipped: head build 1 failed: `));
  }, 120_000);
});
