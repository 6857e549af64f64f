/**
 * End to end: the bundled action's trend runs on main with `anchor` (docs/history-format.md, "Anchor"),
 * on a real repository with a release tag: each run measures the tag against the pushed commit,
 * interleaved, and its history entry records the change against it; a real slowdown shows as
 * drift that `anchor-budget` fails on; an anchor that does not build leaves the run without it,
 * with a note, and never fails the check.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { HistoryFile } from '../../src/results/history-format.js';
import { useActionFixture } from './support/action-fixture.js';
import { describeRun, git, HistoryServer, projectFiles, runBundledAction, tempDir } from './support/runner.js';

const fixture = useActionFixture({ firstRunId: 9_100_000_001 });
let history: HistoryServer;

/** Tags `sha` in the origin as `tag`. */
function tag(sha: string, name: string): void {
  const scratch = tempDir('benchgate-tag-');
  git(scratch, 'clone', '--quiet', fixture.origin.url, '.');
  git(scratch, 'tag', name, sha);
  git(scratch, 'push', '--quiet', 'origin', `refs/tags/${name}`);
}

async function trendRun(before: string, after: string, overrides: Record<string, string>) {
  return runBundledAction({
    bundle: fixture.bundle,
    ...fixture.pushStep(
      before,
      after,
      {
        binaries: '2',
        executions: '3',
        ...history.inputs,
        ...overrides,
      },
      { fetchDepth: 1 },
    ),
    env: history.env,
  });
}

beforeAll(async () => {
  history = new HistoryServer();
  tag(fixture.origin.base, 'v1.0');
}, 300_000);

describe('trend runs with an anchor', () => {
  const commits: string[] = [];
  const entries = () => history.stored<HistoryFile>().entries;

  it('records each benchmark against the tag, interleaved in the same run, and reports it', async () => {
    commits.push(fixture.origin.pushCommit(fixture.origin.base, { 'README.md': 'one\n' }));
    const run = await trendRun(fixture.origin.base, commits[0], { anchor: 'v1.0' });
    expect(run.exitCode, describeRun(run)).toBe(0);
    const [entry] = entries();
    expect(entry.anchor).toEqual({ ref: 'v1.0', sha: fixture.origin.base });
    expect(entry.benchmarks.map((b) => b.name).sort()).toEqual(['parse', 'sort']);
    for (const b of entry.benchmarks) {
      const [relative, low, high, level, df, anchorMean] = b.anchor!;
      // The same code as the tag: its interval holds 0, and the anchor's mean is the head's within 30 %.
      expect(low).toBeLessThanOrEqual(relative);
      expect(relative).toBeLessThanOrEqual(high);
      expect(Math.abs(relative)).toBeLessThan(0.3);
      expect(level).toBeGreaterThan(0.9);
      expect(df).toBeGreaterThan(0);
      expect(anchorMean / b.mean).toBeGreaterThan(0.7);
      expect(anchorMean / b.mean).toBeLessThan(1.3);
    }
    expect(run.summary).toContain('### Against the anchor `v1.0`');
    expect(run.summary).toMatch(/Cumulative drift since the anchor: \*\*\d+\.\d\d % (slower|faster)\*\* \(95 % CI \[/);
  });

  it('fails the run when a real slowdown puts the drift wholly above `anchor-budget`', async () => {
    // sort does 4 × the work: the drift since the tag (geometric mean of parse and sort) is about +100 %.
    commits.push(fixture.origin.pushCommit(commits[0], projectFiles({ sortWork: 4 })));
    const run = await trendRun(commits[0], commits[1], { anchor: 'v1.0', 'anchor-budget': '10%', 'fail-on-regression': 'false' });
    expect(run.exitCode, describeRun(run)).toBe(1);
    const sort = entries()[1].benchmarks.find((b) => b.name === 'sort')!;
    expect(sort.anchor![1]).toBeGreaterThan(1); // more than 2 × the tag's time, by its whole interval
    expect(run.summary).toContain('❌ The drift exceeds the budget of at most 10 % slower than `v1.0`');
    // Workflow commands escape % as %25.
    expect(run.stdout).toMatch(
      /::error::benchgate: the drift since the anchor v1\.0 is \+\d+\.\d\d %25 \(95 %25 CI \[\+\d+\.\d\d %25, .*\]\), wholly above the anchor-budget of at most 10 %25 slower/,
    );
  });

  it('goes on without an anchor that does not build: a note, no failure, the entry without anchor fields', async () => {
    const broken = fixture.origin.pushCommit(fixture.origin.base, projectFiles({ buildFailsAfterLines: 2 }), 'old-release');
    tag(broken, 'v0.9');
    commits.push(fixture.origin.pushCommit(commits[1], { 'README.md': 'three\n' }));
    const run = await trendRun(commits[1], commits[2], { anchor: 'v0.9', 'anchor-budget': '10%' });
    expect(run.exitCode, describeRun(run)).toBe(0);
    const newest = entries().at(-1)!;
    expect(newest.sha).toBe(commits[2]);
    expect(newest.anchor).toBeUndefined();
    expect(newest.benchmarks.every((b) => b.anchor === undefined)).toBe(true);
    expect(run.summary).toContain('The anchor `v0.9` did not build, so this run measured without it');
    expect(run.stdout).toContain('::warning::benchgate: the anchor v0.9 could not be measured');
    // The older series stays readable: the two entries against v1.0 are kept.
    expect(entries().filter((e) => e.anchor?.ref === 'v1.0')).toHaveLength(2);
  });

  it('the verdict output says regression when only the drift since the anchor is over budget (issue 45)', async () => {
    // The same code as the slowed-down commit: the comparison with its parent finds nothing (a
    // 20 % min-effect), but the drift since v1.0 is still about +100 %, wholly above 10 %.
    commits.push(fixture.origin.pushCommit(commits[2], { 'README.md': 'four\n' }));
    const run = await trendRun(commits[2], commits[3], { anchor: 'v1.0', 'anchor-budget': '10%', 'min-effect': '20%' });
    expect(run.exitCode, describeRun(run)).toBe(1);
    expect(run.stdout).toMatch(/::error::benchgate: the drift since the anchor v1\.0 is \+\d+\.\d\d %25/);
    expect(run.outputs.verdict).toBe('regression');
    expect(run.outputs.regressions).toBe('0');
  });
});
