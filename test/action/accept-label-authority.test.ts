/**
 * The accept label counts only from someone with write access to the repository, or from a
 * login the workflow lists in `accept-label-from` (issue 43): GitHub lets the triage role and
 * labeler bots add labels. The bundled action runs as a runner runs it, against the local API
 * server, which answers GET /collaborators/{username}/permission with GitHub's shape.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { HUBOT, ROUTES, type UserSeed } from '../support/github-api-server.js';
import { useActionFixture } from './support/action-fixture.js';
import { describeRun, projectFiles, type ActionRun, type PullRequestCommits } from './support/runner.js';

const ACCEPT = 'benchgate:accept-regression';
const TRIAGER: UserSeed = { login: 'triager', id: 7_200_001, type: 'User' };
const LABELER: UserSeed = { login: 'pr-labeler[bot]', id: 7_200_002, type: 'Bot' };

const fixture = useActionFixture({ firstRunId: 9_400_000_001 });
let pr: PullRequestCommits;

const labelRun = (extra: Record<string, string> = {}): Promise<ActionRun> => fixture.labelRun(pr, ACCEPT, { inputs: extra });

/** The label, taken off and added again by `actor` (the latest `labeled` event names who added it). */
function relabel(actor: UserSeed): void {
  if (fixture.api.pullRequest(pr.number).labels.length > 0) fixture.api.removeLabel(pr.number, ACCEPT, actor);
  fixture.api.addLabel(pr.number, ACCEPT, actor);
}

beforeAll(async () => {
  fixture.api.setPermission(TRIAGER.login, 'triage');
  pr = fixture.openPullRequest(31, projectFiles({ sortWork: 2 }));
  const { run } = await fixture.measureRun(pr, { timeoutMs: 180_000 });
  expect(run.exitCode, describeRun(run)).toBe(1);
  expect(run.outputs.verdict).toBe('regression');
}, 1_200_000);

describe('the accept label counts only from write access or the workflow’s list', () => {
  it('added by a triager (who can label, not write), it keeps the check red and says why', async () => {
    relabel(TRIAGER);
    const run = await labelRun();
    expect(run.exitCode, describeRun(run)).toBe(1);
    expect(run.outputs.verdict).toBe('regression');
    expect(run.summary).not.toMatch(/Regression accepted/);
    expect(run.summary).toContain('was added by @\u200btriager, who has triage (read) access to this repository, so it does not accept this regression');
    expect(run.warnings.some((w) => w.includes('who has triage (read) access'))).toBe(true);
    expect(fixture.api.requestsTo(ROUTES.getPermission).at(-1)?.path).toMatch(/\/collaborators\/triager\/permission$/);
  }, 90_000);

  it('added by a labeler bot whose permission GitHub does not report, it fails closed and says why', async () => {
    relabel(LABELER);
    const run = await labelRun();
    expect(run.exitCode, describeRun(run)).toBe(1);
    expect(run.summary).toMatch(/added by @\u200bpr-labeler\\\[bot\\\], but benchgate could not read their permission \(.*Not Found/);
  }, 90_000);

  it('added by a login the workflow lists in accept-label-from, it accepts', async () => {
    const run = await labelRun({ 'accept-label-from': 'someone-else, PR-Labeler[bot]' });
    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(run.summary).toMatch(/Regression accepted\*\* by @\u200bpr-labeler\\\[bot\\\]/);
  }, 90_000);

  it('control: added by a maintainer, it accepts', async () => {
    relabel(HUBOT);
    const run = await labelRun();
    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(run.summary).toMatch(/Regression accepted\*\* by @\u200bhubot/);
  }, 90_000);
});
