import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOctokit, type GitHubClient } from '../../src/github/octokit.js';
import { ChangePointIssueError, changePointMarker, upsertChangePointIssue } from '../../src/github/change-point-issue.js';
import { GITHUB_ACTIONS_BOT, ROUTES, startGitHubApiServer, type GitHubApiServer } from '../support/github-api-server.js';

const owner = 'acme';
const repo = 'widgets';
const SHA = 'b'.repeat(40);
const marker = changePointMarker('default', 'sort', SHA);

let api: GitHubApiServer;
let octokit: GitHubClient;

beforeEach(async () => {
  api = await startGitHubApiServer({ owner, repo });
  octokit = createOctokit(api.token, api.url, { timeoutMs: 5_000, retries: 0 });
});
afterEach(() => api.close());

const upsert = (title = 'benchgate: sort regressed +100.0 % between aaaaaaa and bbbbbbb', body = 'the step') =>
  upsertChangePointIssue(octokit, { owner, repo, marker, title, body });

describe('changePointMarker', () => {
  it('names suite, benchmark and the newer commit, folding characters that could end the comment', () => {
    expect(marker).toBe(`<!-- benchgate-change:default:sort:${SHA} -->`);
    expect(changePointMarker('micro', 'parse --> big:json', SHA)).toBe(`<!-- benchgate-change:micro:parse-big-json:${SHA} -->`);
  });
});

describe('upsertChangePointIssue', () => {
  it('opens an issue with the marker, then updates the same issue on a second call', async () => {
    const first = await upsert();
    expect(first.action).toBe('created');
    expect(api.issues()).toHaveLength(1);
    const issue = api.issues()[0];
    expect(issue.body).toBe(`${marker}\nthe step`);
    expect(issue.author.login).toBe(GITHUB_ACTIONS_BOT.login);
    expect(first).toMatchObject({ number: issue.number, url: `https://github.com/${owner}/${repo}/issues/${issue.number}` });

    const second = await upsert('benchgate: sort regressed +98.0 % between aaaaaaa and bbbbbbb', 'the step, again');
    expect(second).toMatchObject({ action: 'updated', number: first.number });
    expect(api.issues()).toHaveLength(1);
    expect(api.issues()[0].title).toContain('+98.0 %');
    expect(api.issues()[0].body).toBe(`${marker}\nthe step, again`);
    expect(api.requestsTo(ROUTES.createIssue)).toHaveLength(1);
    expect(api.requestsTo(ROUTES.updateIssue)).toHaveLength(1);
  });

  it('finds the marker on the second page of open issues', async () => {
    const target = api.addIssue({ title: 'old change point', body: `${marker}\nfirst seen` });
    for (let i = 0; i < 120; i++) api.addIssue({ title: `issue ${i}`, body: `unrelated ${i}` });
    const result = await upsert();
    expect(result).toMatchObject({ action: 'updated', number: target.number });
    const lists = api.requestsTo(ROUTES.listIssues);
    expect(lists).toHaveLength(2);
    expect(lists[0].query).toMatchObject({ state: 'open', per_page: '100' });
    expect(lists[1].query.page).toBe('2');
    expect(api.issues()).toHaveLength(121);
  });

  it('ignores pull requests and closed issues that hold the marker', async () => {
    const pr = api.pullRequest(1);
    pr.body = `${marker}\nquoted in a PR`;
    api.addIssue({ title: 'closed change point', body: `${marker}\nclosed`, state: 'closed' });
    const result = await upsert();
    expect(result.action).toBe('created');
    expect(result.number).not.toBe(1);
    expect(pr.body).toBe(`${marker}\nquoted in a PR`);
    expect(api.requestsTo(ROUTES.updateIssue)).toHaveLength(0);
  });

  it('passes labels to a new issue', async () => {
    await upsertChangePointIssue(octokit, { owner, repo, marker, title: 't', body: 'b', labels: ['performance'] });
    expect(api.issues()[0].labels.map((l) => l.name)).toEqual(['performance']);
    expect(api.requestsTo(ROUTES.listIssues)[0].query.labels).toBeUndefined();
  });

  it('throws typed errors naming the failed operation', async () => {
    api.failNext(ROUTES.listIssues, 403);
    const list = await upsert().catch((e: unknown) => e);
    expect(list).toBeInstanceOf(ChangePointIssueError);
    expect(list).toMatchObject({ issueOperation: 'list', kind: 'forbidden', status: 403, integrationForbidden: true });
    expect((list as Error).message).toMatch(
      /Could not list the issues of acme\/widgets: Resource not accessible by integration \(HTTP 403\)\. .*issues: write/,
    );

    api.failNext(ROUTES.createIssue, 410);
    const create = await upsert().catch((e: unknown) => e);
    expect(create).toMatchObject({ issueOperation: 'create', kind: 'not-found', status: 410 });

    await upsert();
    api.failNext(ROUTES.updateIssue, 500);
    const update = await upsert().catch((e: unknown) => e);
    expect(update).toMatchObject({ issueOperation: 'update', kind: 'other', status: 500 });
  });

  it('rejects a marker that is not a change point marker', async () => {
    await expect(upsertChangePointIssue(octokit, { owner, repo, marker: '<!-- benchgate:x -->', title: 't', body: 'b' })).rejects.toThrow(TypeError);
  });
});
