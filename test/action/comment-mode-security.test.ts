/**
 * `mode: comment` holds a write token and reads an artifact that a fork's run produced (issue 17,
 * security items 1, 2, 4 and 6). Each case forges the artifact (or the event) the way an attacker
 * could, and runs the bundled action as a runner runs it on `workflow_run`, against the local API
 * server:
 * 1. the marker's workflow name comes from `workflow_run.name`, never context.json;
 * 2. the run link is built from `workflow_run.id`, never context.json's runUrl;
 * 4. without `workflow_run.head_sha` nothing is posted, and SHAs in the artifact must agree;
 * 6. only the token's own comments are edited, never another bot's that quotes the marker.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildMarker } from '../../src/github/sticky-comment.js';
import { GITHUB_ACTIONS_BOT, ROUTES } from '../support/github-api-server.js';
import { forgedArtifact as forgeArtifact, useActionFixture } from './support/action-fixture.js';
import { describeRun, projectFiles, tempDir, workflowRunEvent, type PullRequestCommits } from './support/runner.js';

const PR = 21;
/** The name of the measuring workflow, as GitHub reports it in `workflow_run.name`. */
const MEASURING = 'benchgate';

const fixture = useActionFixture({ firstRunId: 9_100_000_001 });
let pr: PullRequestCommits;
let measuredRunId: number;
let artifactDir: string;

/** A copy of the measured artifact with context.json and results.json edited by `forge`. */
const forgedArtifact = (forge: Parameters<typeof forgeArtifact>[1]) => forgeArtifact(artifactDir, forge);

function runCommentMode(
  dir: string,
  event: Record<string, unknown> = workflowRunEvent(measuredRunId, pr.head, { fromFork: 'contributor', workflow: MEASURING }),
) {
  return fixture.runCommentMode(event, dir);
}

const writes = () => fixture.api.requestsTo(ROUTES.createComment).length + fixture.api.requestsTo(ROUTES.updateComment).length;
/** Removes every comment on the PR, so each case starts from a clean PR. */
const clearComments = () => {
  fixture.api.pullRequest(PR).comments = [];
};

beforeAll(async () => {
  pr = fixture.origin.addPullRequest(PR, projectFiles({ sortWork: 2 }));
  fixture.api.setPullRequestRefs(PR, { head: { sha: pr.head, ref: `feature-${PR}`, owner: 'contributor' }, base: { sha: pr.base, ref: 'main' } });
  // The fork's measuring run: read-only token, so it leaves the artifact and posts nothing.
  artifactDir = tempDir('benchgate-artifacts-');
  const measured = await fixture.forkMeasuringRun(pr, artifactDir, MEASURING);
  measuredRunId = measured.runId;
  expect(measured.run.exitCode, describeRun(measured.run)).toBe(1);
});

describe('item 1: the marker comes from workflow_run.name, not context.json', () => {
  it('a forged `workflow: "release-gate"` neither edits release-gate’s comment nor posts under its marker', async () => {
    clearComments();
    const releaseGate = fixture.api.addComment(PR, { body: `${buildMarker('release-gate')}\nrelease checks: all green`, user: GITHUB_ACTIONS_BOT });
    const dir = forgedArtifact({ context: (c) => (c.workflow = 'release-gate') });

    const run = await runCommentMode(dir);

    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(fixture.api.requestsTo(ROUTES.updateComment).filter((r) => r.path.endsWith(`/${releaseGate.id}`))).toEqual([]);
    expect(fixture.api.commentsOn(PR).find((c) => c.id === releaseGate.id)!.body).toBe(`${buildMarker('release-gate')}\nrelease checks: all green`);
    const ours = fixture.api.commentsOn(PR).filter((c) => c.id !== releaseGate.id);
    expect(ours).toHaveLength(1);
    expect(ours[0].body.startsWith(buildMarker(MEASURING))).toBe(true);
  });
});

describe('item 2: the run link is built from the event, not context.json’s runUrl', () => {
  it('a forged runUrl never reaches the comment or the summary', async () => {
    clearComments();
    const dir = forgedArtifact({ context: (c) => (c.runUrl = 'https://evil.example/login?next=benchgate') });

    const run = await runCommentMode(dir);

    expect(run.exitCode, describeRun(run)).toBe(0);
    const body = fixture.api.commentsOn(PR)[0].body;
    expect(body).not.toContain('evil.example');
    expect(run.summary).not.toContain('evil.example');
    expect(body).toContain(`[workflow run](https://github.com/acme/widgets/actions/runs/${measuredRunId})`);
  });
});

describe('item 4: the PR-head check fails closed, and the artifact’s SHAs must agree', () => {
  it('no head_sha in the event: no comment, no PR lookup, a warning that says why', async () => {
    clearComments();
    const event = workflowRunEvent(measuredRunId, pr.head, { fromFork: 'contributor', workflow: MEASURING });
    delete (event.workflow_run as Record<string, unknown>).head_sha;
    const [writesBefore, lookupsBefore] = [writes(), fixture.api.requestsTo(ROUTES.getPullRequest).length];

    const run = await runCommentMode(artifactDir, event);

    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(run.warnings.join('\n')).toContain('Not commenting: the workflow_run event has no head_sha');
    expect(writes()).toBe(writesBefore);
    expect(fixture.api.requestsTo(ROUTES.getPullRequest).length).toBe(lookupsBefore);
    expect(fixture.api.commentsOn(PR)).toEqual([]);
  });

  it('results.json measured another head than context.json names: no comment', async () => {
    clearComments();
    const other = 'e'.repeat(40);
    const dir = forgedArtifact({
      results: (r) => {
        for (const b of r.benchmarks) b.head.sha = other;
        if (r.meta?.shas) r.meta.shas.head = other;
      },
    });
    const writesBefore = writes();

    const run = await runCommentMode(dir);

    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(run.warnings.join('\n')).toMatch(new RegExp(`Not commenting: results\\.json (records|measured) head ${other}, but context\\.json says ${pr.merge}`));
    expect(writes()).toBe(writesBefore);
  });

  it('context.json’s pull request head differs from workflow_run.head_sha: no comment', async () => {
    clearComments();
    const dir = forgedArtifact({ context: (c) => (c.pullRequestHeadSha = 'a'.repeat(40)) });
    const writesBefore = writes();

    const run = await runCommentMode(dir);

    expect(run.warnings.join('\n')).toContain(
      `Not commenting: context.json is for pull request head ${'a'.repeat(40)}, but the measured run was for ${pr.head}`,
    );
    expect(writes()).toBe(writesBefore);
  });

  it('results.json is for another pull request than context.json: no comment', async () => {
    clearComments();
    const dir = forgedArtifact({ results: (r) => (r.meta.github.pullRequest = 7) });
    const writesBefore = writes();

    const run = await runCommentMode(dir);

    expect(run.warnings.join('\n')).toContain(`Not commenting: results.json is for pull request 7, but context.json names #${PR}`);
    expect(writes()).toBe(writesBefore);
  });
});

describe('item 6: only the token’s own comment is edited', () => {
  it('renovate[bot] quoting the marker: renovate’s comment is left alone and ours is created', async () => {
    clearComments();
    const quote = `Updates dependencies.\n\n> ${buildMarker(MEASURING)}\n> 🔴 regression`;
    const renovate = fixture.api.addComment(PR, { body: quote, user: { login: 'renovate[bot]', id: 29139614, type: 'Bot' } });

    const run = await runCommentMode(artifactDir);

    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(fixture.api.requestsTo(ROUTES.updateComment).filter((r) => r.path.endsWith(`/${renovate.id}`))).toEqual([]);
    expect(fixture.api.commentsOn(PR).find((c) => c.id === renovate.id)!.body).toBe(quote);
    const ours = fixture.api.commentsOn(PR).filter((c) => c.id !== renovate.id);
    expect(ours.map((c) => c.user?.login)).toEqual(['github-actions[bot]']);
    expect(run.outputs['comment-url']).toBe(`https://github.com/acme/widgets/pull/${PR}#issuecomment-${ours[0].id}`);
  });
});

describe('an honest artifact', () => {
  it('is still posted under the measuring workflow’s marker, with the run’s link', async () => {
    clearComments();
    const run = await runCommentMode(artifactDir);
    expect(run.exitCode, describeRun(run)).toBe(0);
    const [comment] = fixture.api.commentsOn(PR);
    expect(comment.body.startsWith(buildMarker(MEASURING))).toBe(true);
    expect(comment.body).toContain(`[workflow run](https://github.com/acme/widgets/actions/runs/${measuredRunId})`);
  });
});
