/**
 * `profile: auto` (issue 48), the bundled action on a pull request: after each block's timed
 * executions one more execution of each version under V8's profiler; "Where the time went"
 * under the changed row in the comment and the job summary, the line linked to the head commit
 * in this repository for a file the commit holds, the raw profiles in the results artifact.
 *
 * The tiny project's one working function, `spin`, does 5 units of work per benchmark round
 * instead of 2 in head (sort: 1 → 4 units, parse stays): +150 % of its self time, in every
 * profiled process. At +50 % (sort 1 → 2) the run decided sort after 8 blocks, and with 8 + 8
 * profiled executions beside the suite's other files spin was once left undecided.
 * The benchmark runs its tracked source (bench.src.mjs), so its lines are in head's commit.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESULTS_ARTIFACT, useActionFixture } from './support/action-fixture.js';
import { describeRun, projectFiles, runBundledAction, tempDir, type ActionRun, type PullRequestCommits } from './support/runner.js';

const fixture = useActionFixture({ firstRunId: 7_480_000_001 });

describe('profile: auto on a pull request that makes one benchmark four times as slow', () => {
  let run: ActionRun;
  let pr: PullRequestCommits;
  let artifactDir: string;

  beforeAll(async () => {
    pr = fixture.openPullRequest(48, projectFiles({ sortWork: 4 }));
    artifactDir = tempDir('benchgate-artifacts-');
    run = await runBundledAction({
      bundle: fixture.bundle,
      ...fixture.pullRequestStep(pr, { bench: 'node bench.src.mjs', profile: 'auto', executions: '4' }, { artifactDir, timeoutMs: 300_000 }),
    });
  }, 300_000);

  it('shows where the time went under the changed row, linked to the head commit, in the comment and the job summary', () => {
    expect(run.exitCode, describeRun(run)).toBe(1);
    const body = fixture.api.commentsOn(48)[0]?.body ?? '';
    for (const text of [body, run.summary]) {
      const at = text.indexOf('<details><summary>Where the time went: sort</summary>');
      expect(at, text).toBeGreaterThanOrEqual(0);
      const section = text.slice(at, text.indexOf('</details>', at));
      expect(section).toMatch(
        new RegExp(`^\\| spin \\| \\[bench\\.src\\.mjs:\\d+\\]\\(https://github\\.com/acme/widgets/blob/${pr.merge}/bench\\.src\\.mjs#L\\d+\\) \\|`, 'm'),
      );
      expect(text).toMatch(/The profiles cover whole processes, each running the suite's 2 benchmarks/);
      expect(text).toMatch(
        /Profiling: \d+ extra executions under V8's sampling profiler \(never timed\), \d+ with a usable profile, took [^,]+, [\d.]+ % of the run's/,
      );
    }
  });

  it('uploads the raw profiles with the results', () => {
    const files = join(artifactDir, RESULTS_ARTIFACT, 'files', 'profiles');
    for (const side of ['base', 'head']) {
      const builds = readdirSync(join(files, side));
      expect(builds.length, side).toBeGreaterThan(0);
      const first = readdirSync(join(files, side, builds[0]))[0];
      expect(JSON.parse(readFileSync(join(files, side, builds[0], first), 'utf8'))).toHaveProperty('samples');
    }
  });
});
