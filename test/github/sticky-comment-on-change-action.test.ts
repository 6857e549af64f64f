/**
 * End to end (issue 19.2): the bundled action with `comment: on-change` posts a regression
 * comment, and a later run that detects no change brings that comment up to date (✅) instead of
 * leaving the red one standing; a PR that never had a change gets no comment. The later run sees
 * the same commits with a min-effect the change stays inside, which is what a fix does to the
 * verdicts; real git checkouts, benchmark processes and the local GitHub API server.
 */
import { describe, expect, it } from 'vitest';
import { buildMarker } from '../../src/github/sticky-comment.js';
import { checkout, describeRun, projectFiles, runBundledAction, type PullRequestCommits } from '../action/support/runner.js';
import { ROUTES } from '../support/github-api-server.js';
import { useActionFixture } from '../action/support/action-fixture.js';

const MARKER = buildMarker('benchgate');

const fixture = useActionFixture({ firstRunId: 6_000_000_001 });

async function runOnPullRequest(pr: PullRequestCommits, inputs: Record<string, string>) {
  const workspace = checkout(fixture.origin, pr.merge, `refs/remotes/pull/${pr.number}/merge`, 0);
  return runBundledAction({
    bundle: fixture.bundle,
    ...fixture.pullRequestStep(pr, { comment: 'on-change', ...inputs }, { workspace }),
  });
}

function openPullRequest(number: number, headFiles: Record<string, string>): PullRequestCommits {
  const pr = fixture.openPullRequest(number, headFiles);
  return pr;
}

const headline = (body: string) => body.split('\n').find((line) => line.startsWith('### benchgate'));

describe('comment: on-change in the bundled action', () => {
  it('replaces a stale regression comment by ✅ once the run detects no change, in the same comment', async () => {
    const pr = openPullRequest(31, projectFiles({ sortWork: 2 }));
    const regressed = await runOnPullRequest(pr, {});
    expect(regressed.exitCode, describeRun(regressed)).toBe(1);
    const [posted] = fixture.api.commentsOn(31);
    expect(fixture.api.commentsOn(31)).toHaveLength(1);
    expect(posted?.body.startsWith(MARKER)).toBe(true);
    expect(headline(posted?.body ?? '')).toMatch(/^### benchgate: 🔴 1 regression/);

    // Twice the work is a +100 % change: inside ±500 % nothing is detected, and both benchmarks are decided unchanged.
    const fixed = await runOnPullRequest(pr, { 'min-effect': '500%' });
    expect(fixed.exitCode, describeRun(fixed)).toBe(0);
    const comments = fixture.api.commentsOn(31);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.id).toBe(posted?.id);
    expect(headline(comments[0]?.body ?? '')).toBe('### benchgate: ✅ 2 unchanged');
    expect(comments[0]?.body).not.toContain('🔴');
    expect(fixture.api.requestsTo(ROUTES.updateComment).filter((r) => r.path.endsWith(`/comments/${posted?.id}`))).toHaveLength(1);
  });

  it('posts nothing on a pull request that never had a change', async () => {
    const pr = openPullRequest(32, { ...projectFiles(), 'NOTES.md': 'docs only\n' });
    const run = await runOnPullRequest(pr, {});
    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(fixture.api.commentsOn(32)).toEqual([]);
    expect(fixture.api.requestsTo(ROUTES.createComment).filter((r) => r.path.endsWith('/issues/32/comments'))).toEqual([]);
  });
});
