import type { PullRequestBenchmark, PullRequestRun } from '../../src/results/pull-request-runs-format.js';

/** A valid PR-run record: run `runId` of pull request `pullRequest` on day `day` (2026-03-01 + day). */
export function pullRequestRun(pullRequest: number, runId: number, day = 0, overrides: Partial<PullRequestRun> = {}): PullRequestRun {
  const benchmarks: PullRequestBenchmark[] = [
    ['parse', 'ns', 'regression', 0.05, 0.03, 0.07],
    ['io/write', 'ms', 'unchanged', -0.001, -0.01, 0.008],
  ];
  return {
    pullRequest,
    headSha: String(pullRequest % 10).repeat(40),
    baseSha: 'b'.repeat(40),
    baseRef: 'main',
    runId,
    runAttempt: 1,
    runUrl: `https://github.com/acme/widgets/actions/runs/${runId}`,
    date: new Date(Date.UTC(2026, 2, 1 + day, 12)).toISOString(),
    benchmarks,
    ...overrides,
  };
}
