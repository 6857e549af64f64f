/**
 * A pull-request run whose GitHub API accepts every connection and never answers (in process,
 * the real services with a deadline of 2 s instead of the default): the run ends, its measured
 * verdict stands (head does 4× the work of `sort`: a regression fails the check; on a machine so
 * loaded that the data cannot tell, the undecided verdict passes as always), and the warnings name what was
 * skipped. On main the same run waited 30 s × 4 per request with no overall deadline (430 s on
 * the bundle), past this test's timeout.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realServices } from '../../src/action/action-services.js';
import { ApiDeadline } from '../../src/github/api-deadline.js';
import { startSilentServer } from '../support/silent-server.js';
import { runActionInProcess } from './support/in-process.js';
import { checkout, describeRun, measureInputs, Origin, projectFiles, pullRequestEvent, removeTempDirs, tempDir, type ActionRun } from './support/runner.js';

let silent: Awaited<ReturnType<typeof startSilentServer>>;
let run: ActionRun;
let artifactDir: string;
const deadline = new ApiDeadline(2000);

beforeAll(async () => {
  silent = await startSilentServer();
  const origin = new Origin(projectFiles());
  const pr = origin.addPullRequest(44, projectFiles({ sortWork: 4 }));
  artifactDir = tempDir('benchgate-artifacts-');
  run = await runActionInProcess({
    apiUrl: silent.url,
    eventName: 'pull_request',
    event: pullRequestEvent(pr),
    sha: pr.merge,
    ref: `refs/pull/${pr.number}/merge`,
    workspace: checkout(origin, pr.merge, `refs/remotes/pull/${pr.number}/merge`, 0),
    runId: 7_300_000_044,
    inputs: measureInputs('ghs_silent', artifactDir),
    services: (port) => realServices(port, deadline),
  });
}, 300_000);

afterAll(async () => {
  await silent?.close();
  removeTempDirs();
});

describe('a GitHub API that never answers', () => {
  it('holds the run no longer than its deadline: the verdict stands and what was skipped is named', () => {
    expect(['regression', 'inconclusive'], describeRun(run)).toContain(run.outputs.verdict);
    const regression = run.outputs.verdict === 'regression';
    expect(run.exitCode, describeRun(run)).toBe(regression ? 1 : 0);
    if (regression)
      expect(
        run.errors.some((e) => e.includes('regression')),
        describeRun(run),
      ).toBe(true);
    // The results were written and kept (artifact-dir) whatever the API did.
    const results = JSON.parse(readFileSync(join(artifactDir, 'benchgate-results', 'files', 'results.json'), 'utf8'));
    expect(results.benchmarks.length).toBeGreaterThan(0);
    expect(deadline.skipped.length).toBeGreaterThan(0);
    const skippedWarnings = run.warnings.filter((w) => w.includes('of waiting on the GitHub API is spent, so') && w.includes('was skipped'));
    expect(skippedWarnings.length, describeRun(run)).toBeGreaterThan(0);
    // Every request the run made was refused or cut off, named by its method and path.
    for (const endpoint of deadline.skipped) expect(endpoint).toMatch(/^(GET|POST|PATCH) \/\S*$/);
  });
});
