import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { acceptanceForHead, findRegressionAcceptance, type HeadSince } from '../../src/github/accepted-regression.js';
import { GitHubApiError } from '../../src/github/api-error.js';
import { createOctokit, type GitHubClient } from '../../src/github/octokit.js';
import { GITHUB_ACTIONS_BOT, HUBOT, OCTOCAT, ROUTES, startGitHubApiServer, type GitHubApiServer, type UserSeed } from '../support/github-api-server.js';

const owner = 'acme';
const repo = 'widgets';
const label = 'benchgate:accept-regression';
const maintainer: UserSeed = { login: 'perf-lead', id: 7_000_001, type: 'User' };

let api: GitHubApiServer;
let octokit: GitHubClient;
let nextPr = 100;
const newPr = () => api.pullRequest(nextPr++).number;
const HEAD = 'a'.repeat(40);
/** Before the server's clock starts (2024-03-01T09:00Z): the head was pushed before any label. */
const PUSHED_EARLY: HeadSince = { at: '2024-01-01T00:00:00Z' };
const query = (issueNumber: number, name = label, since: HeadSince = PUSHED_EARLY) => ({
  owner,
  repo,
  issueNumber,
  label: name,
  head: { sha: HEAD, since: () => Promise.resolve(since) },
});
const eventsRequestsFor = (pr: number) => api.requestsTo(ROUTES.listEvents).filter((r) => r.path.endsWith(`/issues/${pr}/events`));

beforeAll(async () => {
  api = await startGitHubApiServer({ owner, repo });
  api.setPermission(maintainer.login, 'write');
  octokit = createOctokit(api.token, api.url, { timeoutMs: 5_000 });
});
afterAll(() => api.close());
afterEach(() => api.clearFaults());

describe('findRegressionAcceptance', () => {
  it('is not accepted when the PR lacks the label, and does not read the events then', async () => {
    const pr = newPr();
    api.addLabel(pr, 'performance', maintainer);
    expect(await findRegressionAcceptance(octokit, query(pr))).toEqual({ accepted: false });
    expect(eventsRequestsFor(pr)).toHaveLength(0);
  });

  it('is accepted, by whoever added the label', async () => {
    const pr = newPr();
    api.addEvent(pr, 'subscribed', OCTOCAT);
    api.addLabel(pr, label, maintainer);
    const result = await findRegressionAcceptance(octokit, query(pr));
    expect(result).toEqual({ accepted: true, by: 'perf-lead', at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/) });
  });

  it('names the latest adder when the label was removed and re-added', async () => {
    const pr = newPr();
    api.addLabel(pr, label, OCTOCAT);
    api.removeLabel(pr, label, maintainer);
    api.addLabel(pr, label, HUBOT);
    api.addLabel(pr, 'unrelated', maintainer); // a later labeled event for another label
    expect(await findRegressionAcceptance(octokit, query(pr))).toMatchObject({ accepted: true, by: 'hubot' });
  });

  it('is not accepted once the label was removed, even though a labeled event exists', async () => {
    const pr = newPr();
    api.addLabel(pr, label, maintainer);
    api.removeLabel(pr, label, OCTOCAT);
    expect(await findRegressionAcceptance(octokit, query(pr))).toEqual({ accepted: false });
  });

  it('matches the label name case-insensitively, like GitHub', async () => {
    const pr = newPr();
    api.addLabel(pr, 'Accept-Regression', maintainer);
    expect(await findRegressionAcceptance(octokit, query(pr, 'accept-regression'))).toMatchObject({
      accepted: true,
      by: 'perf-lead',
    });
  });

  it('reads every page of events (labeled event on page 2 of 150+)', async () => {
    const pr = newPr();
    for (let i = 0; i < 140; i++) api.addEvent(pr, i % 2 ? 'mentioned' : 'subscribed', OCTOCAT);
    api.addLabel(pr, label, GITHUB_ACTIONS_BOT); // e.g. added by an automation the workflow lists in accept-label-from
    for (let i = 0; i < 20; i++) api.addEvent(pr, 'review_requested', OCTOCAT);

    expect(await findRegressionAcceptance(octokit, { ...query(pr), trusted: [GITHUB_ACTIONS_BOT.login] })).toMatchObject({
      accepted: true,
      by: 'github-actions[bot]',
    });
    expect(eventsRequestsFor(pr).map((r) => r.query.page ?? '1')).toEqual(['1', '2']);
  });

  it('accepts nothing when no labeled event dates the label (it might be older than the head)', async () => {
    const pr = newPr();
    api.addLabel(pr, label, maintainer);
    api.pullRequest(pr).events = []; // e.g. events no longer returned
    expect(await findRegressionAcceptance(octokit, query(pr))).toEqual({
      accepted: false,
      notForHead: { headSha: HEAD, why: 'no `labeled` event of the pull request dates the label' },
    });
  });

  it('does not accept the head when the label was added before the head was pushed', async () => {
    const pr = newPr();
    api.addLabel(pr, label, maintainer);
    const labeledAt = api.pullRequest(pr).events.at(-1)!.createdAt;
    const pushedAt = new Date(Date.parse(labeledAt) + 60_000).toISOString();
    expect(await findRegressionAcceptance(octokit, query(pr, label, { at: pushedAt }))).toEqual({
      accepted: false,
      by: 'perf-lead',
      at: labeledAt,
      notForHead: { headSha: HEAD, pushedAt },
    });
  });

  it('does not accept the head after a force push that came after the label, whatever the runs say', async () => {
    const pr = newPr();
    api.addLabel(pr, label, maintainer);
    const forcePush = api.addEvent(pr, 'head_ref_force_pushed', OCTOCAT);
    expect(await findRegressionAcceptance(octokit, query(pr))).toMatchObject({
      accepted: false,
      notForHead: { headSha: HEAD, pushedAt: forcePush.createdAt },
    });
    // A force push before the label leaves it in force.
    api.removeLabel(pr, label, maintainer);
    api.addLabel(pr, label, maintainer);
    expect(await findRegressionAcceptance(octokit, query(pr))).toMatchObject({ accepted: true, by: 'perf-lead' });
  });

  it('accepts nothing when the head cannot be dated, and says why', async () => {
    const pr = newPr();
    api.addLabel(pr, label, maintainer);
    expect(await findRegressionAcceptance(octokit, query(pr, label, { unknown: 'no run of .github/workflows/benchgate.yml was found' }))).toMatchObject({
      accepted: false,
      by: 'perf-lead',
      notForHead: { headSha: HEAD, why: 'no run of .github/workflows/benchgate.yml was found' },
    });
  });

  it('turns API failures into GitHubApiError with a kind', async () => {
    const pr = newPr();
    api.addLabel(pr, label, maintainer);
    api.failNext(ROUTES.listEvents, 403);
    const forbidden = await findRegressionAcceptance(octokit, query(pr)).catch((e: unknown) => e);
    expect(forbidden).toBeInstanceOf(GitHubApiError);
    expect(forbidden).toMatchObject({ kind: 'forbidden', status: 403, integrationForbidden: true });
    expect((forbidden as Error).message).toContain(`list the events of ${owner}/${repo}#${pr}`);

    const missing = await findRegressionAcceptance(octokit, query(424_242)).catch((e: unknown) => e);
    expect(missing).toMatchObject({ kind: 'not-found', status: 404 });
  });
});

describe('acceptanceForHead', () => {
  it('accepts only a label added strictly after the push: a tie cannot say which came first', () => {
    const at = '2024-03-01T10:00:00Z';
    expect(acceptanceForHead({ by: 'x', at }, HEAD, { at: '2024-03-01T09:59:59Z' })).toEqual({ accepted: true, by: 'x', at });
    expect(acceptanceForHead({ by: 'x', at }, HEAD, { at })).toEqual({ accepted: false, by: 'x', at, notForHead: { headSha: HEAD, pushedAt: at } });
    expect(acceptanceForHead({ by: 'x', at: 'not a time' }, HEAD, { at })).toMatchObject({ accepted: false, notForHead: { headSha: HEAD } });
  });
});
