/**
 * Issue 43: a gated metric a version could not produce fails the check. Through the bundled
 * action as a runner runs it (every action.yml default as INPUT_*, the local GitHub API
 * stand-in), with the real valgrind: the base commit's config gates `process/instructions` and
 * leaves time report-only; head runs twice the work and exits under valgrind only. On main the
 * check passed as `⚠️ not decided` (exit 0), the count's row "head: 3 of 3 executions failed …
 * not analysed".
 */
import { describe, expect, it } from 'vitest';
import { useActionFixture } from './support/action-fixture.js';
import { INSTRUCTIONS_GATED_CONFIG as CONFIG, instructionsSuite as suite } from '../support/instructions-gated-suite.js';
import { describeRun, Origin, runBundledAction } from './support/runner.js';

const fixture = useActionFixture();

describe('a gated metric in the bundled action', () => {
  it('head fails only under valgrind: the check fails, naming the count and the reason', { timeout: 300_000 }, async () => {
    const origin = new Origin({ '.github/benchgate.yml': CONFIG, 'bench.sh': suite(200, false) });
    const number = 61;
    const pr = fixture.openPullRequest(number, { 'bench.sh': suite(400, true) }, origin);
    const run = await runBundledAction({
      bundle: fixture.bundle,
      ...fixture.pullRequestStep(
        pr,
        {
          build: '',
          bench: 'sh bench.sh',
          binaries: '1',
          executions: '3',
          metrics: 'instructions',
          comment: 'never',
        },
        { origin, runId: 7_200_000_000 + number },
      ),
    });
    expect(run.exitCode, describeRun(run)).not.toBe(0);
    const reason =
      'head could not be measured: the gated metric "process/instructions" could not be measured in 3 of the 3 head executions that ran, ' +
      'more than max-failure-share 0.25 allows; the first: exited with code 4: illegal instruction under valgrind';
    expect(run.stdout).toContain(`::error::benchgate: ${reason}`);
    expect(run.summary).toContain('❌ head could not be measured');
  });
});
