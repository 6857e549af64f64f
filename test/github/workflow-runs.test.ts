import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOctokit, type GitHubClient } from '../../src/github/octokit.js';
import { headPushedAt, headSinceFromRuns, type WorkflowRunInfo } from '../../src/github/workflow-runs.js';
import { ROUTES, startGitHubApiServer, type GitHubApiServer } from '../support/github-api-server.js';

const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const run = (id: number, headSha: string, createdAt: string): WorkflowRunInfo => ({
  id,
  name: 'benchgate',
  path: '.github/workflows/benchgate.yml',
  workflowId: 4242,
  event: 'pull_request',
  headSha,
  headBranch: 'feature',
  headRepositoryId: 1,
  createdAt,
});

describe('headSinceFromRuns', () => {
  it('is the oldest run of the newest stretch of runs for the commit, in any order given', () => {
    const runs = [run(4, B, '2024-03-01T10:04:00Z'), run(1, B, '2024-03-01T10:01:00Z'), run(3, B, '2024-03-01T10:03:00Z'), run(2, A, '2024-03-01T10:02:00Z')];
    // B was pushed at 10:01, then A at 10:02, then B again at 10:03: B is the head since 10:03.
    expect(headSinceFromRuns(runs, B)).toBe('2024-03-01T10:03:00Z');
  });

  it('is undefined when the newest run is for another commit, or no run is for the commit', () => {
    expect(headSinceFromRuns([run(1, B, '2024-03-01T10:01:00Z'), run(2, A, '2024-03-01T10:02:00Z')], B)).toBeUndefined();
    expect(headSinceFromRuns([], B)).toBeUndefined();
  });

  it('orders runs created in the same second by id', () => {
    expect(headSinceFromRuns([run(2, B, '2024-03-01T10:01:00Z'), run(1, A, '2024-03-01T10:01:00Z')], B)).toBe('2024-03-01T10:01:00Z');
    expect(headSinceFromRuns([run(1, B, '2024-03-01T10:01:00Z'), run(2, A, '2024-03-01T10:01:00Z')], B)).toBeUndefined();
  });
});

describe('headPushedAt, against the API server', () => {
  let api: GitHubApiServer;
  let octokit: GitHubClient;
  let nextId = 5_000_001;
  const where = (runId: number, headSha: string) => ({ owner: 'acme', repo: 'widgets', runId, headSha });

  beforeAll(async () => {
    api = await startGitHubApiServer({ owner: 'acme', repo: 'widgets' });
    octokit = createOctokit(api.token, api.url, { timeoutMs: 5_000, retries: 0 });
  });
  afterAll(() => api.close());

  it('leaves out runs of other workflow files and of other repositories’ branches of the same name', async () => {
    const branch = 'patch-1';
    const first = api.addWorkflowRun({ id: nextId++, headSha: B, headBranch: branch, headOwner: 'contributor' });
    api.addWorkflowRun({ id: nextId++, headSha: A, headBranch: branch, headOwner: 'someone-else' }); // another fork's patch-1
    api.addWorkflowRun({ id: nextId++, headSha: A, headBranch: branch, headOwner: 'contributor', path: '.github/workflows/other.yml' });
    const own = api.addWorkflowRun({ id: nextId++, headSha: B, headBranch: branch, headOwner: 'contributor', status: 'in_progress' });
    expect(await headPushedAt(octokit, where(own.id, B))).toEqual({ at: first.createdAt });
  });

  it('dates the head from the push after the last run for another commit', async () => {
    const branch = 'feature-2';
    api.addWorkflowRun({ id: nextId++, headSha: B, headBranch: branch });
    api.addWorkflowRun({ id: nextId++, headSha: A, headBranch: branch });
    const pushed = api.addWorkflowRun({ id: nextId++, headSha: B, headBranch: branch });
    const own = api.addWorkflowRun({ id: nextId++, headSha: B, headBranch: branch, status: 'in_progress' });
    expect(await headPushedAt(octokit, where(own.id, B))).toEqual({ at: pushed.createdAt });
  });

  it('reads further pages until it finds the run for another commit', async () => {
    const branch = 'feature-4';
    api.addWorkflowRun({ id: nextId++, headSha: A, headBranch: branch });
    const pushed = api.addWorkflowRun({ id: nextId++, headSha: B, headBranch: branch });
    for (let i = 0; i < 130; i++) api.addWorkflowRun({ id: nextId++, headSha: B, headBranch: branch }); // label events, re-runs
    const own = api.addWorkflowRun({ id: nextId++, headSha: B, headBranch: branch, status: 'in_progress' });
    const before = api.requestsTo(ROUTES.listWorkflowRuns).length;
    expect(await headPushedAt(octokit, where(own.id, B))).toEqual({ at: pushed.createdAt });
    expect(
      api
        .requestsTo(ROUTES.listWorkflowRuns)
        .slice(before)
        .map((r) => r.query.page ?? '1'),
    ).toEqual(['1', '2']);
  });

  it('cannot tell when this run is for another commit, or when this run is unknown to GitHub', async () => {
    const own = api.addWorkflowRun({ id: nextId++, headSha: A, headBranch: 'feature-3' });
    expect(await headPushedAt(octokit, where(own.id, B))).toEqual({ unknown: `this run (${own.id}) is for ${A}, not ${B}` });
    const missing = await headPushedAt(octokit, where(999, B));
    expect('unknown' in missing && missing.unknown).toMatch(/read workflow run 999 of acme\/widgets.*Not Found/);
  });
});
