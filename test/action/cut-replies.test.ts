/**
 * The bundled action (`node dist/index.js`, as a runner runs it) against the local API server when
 * GitHub's replies are cut off mid-body: the server sends the real status and headers and 9 bytes
 * of the body, then resets the connection. A cut reply is retried; it is never read as an empty
 * comment list (a second sticky comment), an empty label list (an ignored accept label) or an
 * empty created comment (`Comment created: undefined`).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createOctokit } from '../../src/github/octokit.js';
import { buildMarker } from '../../src/github/sticky-comment.js';
import { GITHUB_ACTIONS_BOT, HUBOT, ROUTES, type GitHubApiServer } from '../support/github-api-server.js';
import { useActionFixture } from './support/action-fixture.js';
import { runActionInProcess } from './support/in-process.js';
import { describeRun, projectFiles, runBundledAction, type ActionRun, type PullRequestCommits } from './support/runner.js';

const MARKER = buildMarker('benchgate');
const ACCEPT = 'benchgate:accept-regression';

const fixture = useActionFixture({ firstRunId: 6_100_000_001 });

async function runOnPullRequest(pr: PullRequestCommits): Promise<ActionRun> {
  return runBundledAction({
    bundle: fixture.bundle,
    ...fixture.pullRequestStep(pr),
  });
}

function openPullRequest(number: number): PullRequestCommits {
  const pr = fixture.openPullRequest(number, projectFiles({ sortWork: 2 }));
  return pr;
}

const requestsOn = (route: Parameters<GitHubApiServer['requestsTo']>[0], pr: number) =>
  fixture.api.requestsTo(route).filter((r) => r.path.includes(`/issues/${pr}/`));

describe('an accepted regression whose comment list and label list replies are cut off once', () => {
  let run: ActionRun;
  let earlierId: number;

  beforeAll(async () => {
    const pr = openPullRequest(21);
    earlierId = fixture.api.addComment(21, { body: `${MARKER}\nthe verdict of an earlier run`, user: GITHUB_ACTIONS_BOT }).id;
    fixture.api.seedComments(21, 3);
    // This run was created (the head was pushed) before the maintainer added the label: it accepts this head's regression.
    fixture.api.addWorkflowRun({ id: fixture.peekRunId(), headSha: pr.head, headBranch: 'feature-21', status: 'in_progress' });
    fixture.api.addLabel(21, ACCEPT, HUBOT);
    fixture.api.cutNext(ROUTES.listComments);
    fixture.api.cutNext(ROUTES.listLabels);
    run = await runOnPullRequest(pr);
    fixture.api.clearFaults();
  });

  it('retries the label list and sees the accept label: the check passes', () => {
    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(run.outputs.verdict).toBe('regression');
    expect(requestsOn(ROUTES.listLabels, 21).map((r) => r.status)).toEqual([200, 200]);
    expect(run.warnings).toEqual([]);
  });

  it('retries the comment list and updates the earlier sticky comment: no second one', () => {
    expect(requestsOn(ROUTES.createComment, 21)).toHaveLength(0);
    const ours = fixture.api.commentsOn(21).filter((c) => c.body.includes(MARKER));
    expect(ours.map((c) => c.id)).toEqual([earlierId]);
    expect(ours[0].body).toContain('**Regression accepted** by @\u200bhubot');
    expect(run.outputs['comment-url']).toBe(`https://github.com/acme/widgets/pull/21#issuecomment-${earlierId}`);
  });
});

describe('a first comment whose POST reply is cut off (the comment was written)', () => {
  let run: ActionRun;

  beforeAll(async () => {
    const pr = openPullRequest(22);
    fixture.api.cutNext(ROUTES.createComment);
    run = await runOnPullRequest(pr);
    fixture.api.clearFaults();
  });

  it('finds the comment it wrote instead of posting it again, and logs its URL', () => {
    expect(run.exitCode, describeRun(run)).toBe(1);
    const comments = fixture.api.commentsOn(22);
    expect(comments).toHaveLength(1);
    expect(requestsOn(ROUTES.createComment, 22)).toHaveLength(1);
    const url = `https://github.com/acme/widgets/pull/22#issuecomment-${comments[0].id}`;
    expect(run.outputs['comment-url']).toBe(url);
    expect(run.stdout).toContain(`Comment created: ${url}`);
    expect(run.stdout).not.toContain('undefined');
  });
});

describe('an accepted regression whose label list reply is cut off every time (in process, retries after 1, 4, 9 ms)', () => {
  let run: ActionRun;

  beforeAll(async () => {
    const pr = openPullRequest(23);
    fixture.api.addLabel(23, ACCEPT, HUBOT);
    fixture.api.cutNext(ROUTES.listLabels, { times: 4 });
    run = await runActionInProcess({
      ...fixture.pullRequestStep(pr),
      services: () => ({ github: (token, apiUrl) => createOctokit(token, apiUrl, { retryUnitMs: 1 }) }),
    });
    fixture.api.clearFaults();
  });

  it('warns that the labels could not be read, and the check stays red', () => {
    expect(requestsOn(ROUTES.listLabels, 23)).toHaveLength(4);
    expect(run.exitCode, describeRun(run)).toBe(1);
    expect(run.warnings).toEqual([
      expect.stringMatching(
        /^benchgate could not read the PR's labels: GitHub API: could not list the labels of acme\/widgets#23 .*a body cut off after 9 of \d+ bytes/,
      ),
    ]);
  });
});
