import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findRegressionAcceptance } from '../../src/github/accepted-regression.js';
import { createOctokit, type GitHubClient } from '../../src/github/octokit.js';
import { ROUTES, startGitHubApiServer, type GitHubApiServer, type RepositoryRole, type UserSeed } from '../support/github-api-server.js';

const owner = 'acme';
const repo = 'widgets';
const label = 'benchgate:accept-regression';
const labeler: UserSeed = { login: 'pr-labeler[bot]', id: 8_000_001, type: 'Bot' };

let api: GitHubApiServer;
let octokit: GitHubClient;
let nextPr = 300;
const query = (issueNumber: number, trusted: string[] = []) => ({
  owner,
  repo,
  issueNumber,
  label,
  head: { sha: 'b'.repeat(40), since: () => Promise.resolve({ at: '2024-01-01T00:00:00Z' }) },
  trusted,
});
/** A PR whose accept label `actor` added after the head was pushed. */
function labelledBy(actor: UserSeed): number {
  const pr = api.pullRequest(nextPr++).number;
  api.addLabel(pr, label, actor);
  return pr;
}
const user = (login: string): UserSeed => ({ login, id: 7_100_000 + login.length, type: 'User' });

beforeAll(async () => {
  api = await startGitHubApiServer({ owner, repo });
  octokit = createOctokit(api.token, api.url, { timeoutMs: 5_000 });
});
afterAll(() => api.close());
afterEach(() => api.clearFaults());

describe('the accept label counts only from someone with write access, or a listed login', () => {
  it.each<[RepositoryRole, boolean]>([
    ['admin', true],
    ['maintain', true],
    ['write', true],
    ['triage', false],
    ['read', false],
  ])('a label added by a user with the %s role accepts: %s', async (role, accepts) => {
    const adder = user(`role-${role}`);
    api.setPermission(adder.login, role);
    const result = await findRegressionAcceptance(octokit, query(labelledBy(adder)));
    expect(result.accepted).toBe(accepts);
    expect(result.by).toBe(adder.login);
    if (!accepts) expect(result.notAuthorised).toEqual({ kind: 'no-write-access', permission: 'read', role });
    const asked = api.requestsTo(ROUTES.getPermission).at(-1)!;
    expect(asked.path).toMatch(new RegExp(`/collaborators/${adder.login}/permission$`));
  });

  it('a labeler bot without write access does not accept (GitHub answers 404 for it)', async () => {
    const result = await findRegressionAcceptance(octokit, query(labelledBy(labeler)));
    expect(result).toMatchObject({ accepted: false, by: 'pr-labeler[bot]', notAuthorised: { kind: 'permission-unreadable' } });
  });

  it('a login in the workflow list accepts without asking GitHub (case-insensitively)', async () => {
    const before = api.requestsTo(ROUTES.getPermission).length;
    const result = await findRegressionAcceptance(octokit, query(labelledBy(labeler), ['PR-Labeler[bot]']));
    expect(result).toMatchObject({ accepted: true, by: 'pr-labeler[bot]' });
    expect(api.requestsTo(ROUTES.getPermission)).toHaveLength(before);
  });

  it('fails closed when the permission cannot be read, and says why', async () => {
    const adder = user('writer-unread');
    api.setPermission(adder.login, 'write');
    api.failAlways(ROUTES.getPermission, 403);
    const result = await findRegressionAcceptance(octokit, query(labelledBy(adder)));
    expect(result.accepted).toBe(false);
    expect(result.notAuthorised).toEqual({ kind: 'permission-unreadable', reason: expect.stringContaining('read the repository permission of writer-unread') });
  });
});
