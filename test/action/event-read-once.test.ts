/**
 * runAction reads the event payload once and every mode takes it from the job. In-process (the
 * real @actions/core port, the local GitHub API server, real git checkouts and benchmark
 * processes); the artifact factory, which runAction calls right after reading the event,
 * deletes the event file, so any later read of it would fail the run.
 */
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRunContext } from '../../src/action/action-context.js';
import { artifactStoreFor } from '../../src/action/action-services.js';
import { useActionFixture } from './support/action-fixture.js';
import { runActionInProcess } from './support/in-process.js';
import { describeRun, projectFiles } from './support/runner.js';

const fixture = useActionFixture({ bundle: false });

describe('a pull-request run whose event file is gone once runAction has read it', () => {
  it('measures, comments and records the PR head from the one payload it read', async () => {
    const pr = fixture.openPullRequest(41, projectFiles({ sortWork: 2 }));
    const run = await runActionInProcess({
      ...fixture.pullRequestStep(pr, {}, { runId: 7_500_000_001 }),
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
    expect(fixture.api.commentsOn(41)).toHaveLength(1);
  }, 240_000);
});
