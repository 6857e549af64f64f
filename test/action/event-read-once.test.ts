/**
 * runAction reads the event payload once and every mode takes it from the job. In-process (the
 * real @actions/core port, the local GitHub API server, real git checkouts and benchmark
 * processes); the artifact factory, which runAction calls right after reading the event,
 * deletes the event file, so any later read of it would fail the run.
 */
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRunContext } from '../../src/action/action-context.js';
import { artifactStoreFor } from '../../src/action/action-services.js';
import { startGitHubApiServer, type GitHubApiServer } from '../support/github-api-server.js';
import { runActionInProcess } from './support/in-process.js';
import { checkout, describeRun, measureInputs, Origin, projectFiles, pullRequestEvent, removeTempDirs, tempDir } from './support/runner.js';

let api: GitHubApiServer;
let origin: Origin;

beforeAll(async () => {
  api = await startGitHubApiServer({ owner: 'acme', repo: 'widgets' });
  origin = new Origin(projectFiles());
});

afterAll(async () => {
  await api?.close();
  removeTempDirs();
});

describe('a pull-request run whose event file is gone once runAction has read it', () => {
  it('measures, comments and records the PR head from the one payload it read', async () => {
    const pr = origin.addPullRequest(41, projectFiles({ sortWork: 2 }));
    api.setPullRequestRefs(41, { head: { sha: pr.head, ref: 'feature-41', owner: 'acme' }, base: { sha: pr.base, ref: 'main' } });
    const run = await runActionInProcess({
      apiUrl: api.url,
      eventName: 'pull_request',
      event: pullRequestEvent(pr),
      sha: pr.merge,
      ref: `refs/pull/${pr.number}/merge`,
      workspace: checkout(origin, pr.merge, `refs/remotes/pull/${pr.number}/merge`, 0),
      runId: 7_500_000_001,
      inputs: measureInputs(api.token, tempDir('benchgate-artifacts-')),
      services: () => ({
        artifacts: (inputs, github, payload) => {
          if (github.eventPath !== undefined) rmSync(github.eventPath);
          return artifactStoreFor(inputs, github, payload);
        },
      }),
    });
    expect(run.exitCode, describeRun(run)).toBe(1);
    expect(run.outputs.verdict).toBe('regression');
    expect(run.summary).not.toContain('ENOENT');
    // The base and PR head came from the payload: compared, named in context.json, and commented on.
    expect(run.stdout).toContain(`Comparing base ${pr.base} with head ${pr.merge} (pull-request).`);
    const context = parseRunContext(readFileSync(join(dirname(run.outputs['results-json']), 'context.json'), 'utf8'));
    expect(context).toMatchObject({ pullRequest: 41, baseSha: pr.base, headSha: pr.merge, pullRequestHeadSha: pr.head });
    expect(api.commentsOn(41)).toHaveLength(1);
  }, 240_000);
});
