/**
 * The accept label counts only from someone with write access to the repository, or from a
 * login the workflow lists in `accept-label-from` (issue 43): GitHub lets the triage role and
 * labeler bots add labels. The bundled action runs as a runner runs it, against the local API
 * server, which answers GET /collaborators/{username}/permission with GitHub's shape.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUBOT, ROUTES, startGitHubApiServer, type GitHubApiServer, type UserSeed, type WorkflowRunRecord } from '../support/github-api-server.js';
import { actionBundle } from './support/action-bundle.js';
import {
  describeRun,
  measureInputs,
  Origin,
  projectFiles,
  pullRequestEvent,
  pullRequestRun,
  removeTempDirs,
  runBundledAction,
  tempDir,
  type ActionRun,
  type PullRequestCommits,
} from './support/runner.js';

const ARTIFACT = 'benchgate-results';
const ACCEPT = 'benchgate:accept-regression';
const TRIAGER: UserSeed = { login: 'triager', id: 7_200_001, type: 'User' };
const LABELER: UserSeed = { login: 'pr-labeler[bot]', id: 7_200_002, type: 'Bot' };

let bundle: string;
let api: GitHubApiServer;
let origin: Origin;
let pr: PullRequestCommits;
let nextRunId = 9_400_000_001;

const startRun = (commits: PullRequestCommits): WorkflowRunRecord =>
  api.addWorkflowRun({ id: nextRunId++, headSha: commits.head, headBranch: `feature-${commits.number}`, status: 'in_progress' });
const finishRun = (run: WorkflowRunRecord, exitCode: number | null) =>
  api.addWorkflowRun({ ...run, status: 'completed', conclusion: exitCode === 0 ? 'success' : 'failure' });

async function labelRun(extra: Record<string, string> = {}): Promise<ActionRun> {
  const record = startRun(pr);
  const run = await runBundledAction({
    bundle,
    apiUrl: api.url,
    ...pullRequestRun(origin, pr),
    event: { ...pullRequestEvent(pr), action: 'labeled', label: { id: 1, name: ACCEPT, color: 'ededed', default: false } },
    runId: record.id,
    inputs: measureInputs(api.token, '', { 'artifact-name': ARTIFACT, ...extra }),
  });
  finishRun(record, run.exitCode);
  return run;
}

/** The label, taken off and added again by `actor` (the latest `labeled` event names who added it). */
function relabel(actor: UserSeed): void {
  if (api.pullRequest(pr.number).labels.length > 0) api.removeLabel(pr.number, ACCEPT, actor);
  api.addLabel(pr.number, ACCEPT, actor);
}

beforeAll(async () => {
  bundle = await actionBundle();
  api = await startGitHubApiServer({ owner: 'acme', repo: 'widgets' });
  api.setPermission(TRIAGER.login, 'triage');
  origin = new Origin(projectFiles());
  pr = origin.addPullRequest(31, projectFiles({ sortWork: 2 }));
  api.setPullRequestRefs(31, { head: { sha: pr.head, ref: 'feature-31', owner: 'acme' }, base: { sha: pr.base, ref: 'main' } });
  const record = startRun(pr);
  const artifactDir = tempDir('benchgate-artifacts-');
  const run = await runBundledAction({
    bundle,
    apiUrl: api.url,
    ...pullRequestRun(origin, pr, { fetchDepth: 0 }),
    runId: record.id,
    inputs: measureInputs(api.token, artifactDir),
    timeoutMs: 180_000,
  });
  finishRun(record, run.exitCode);
  expect(run.exitCode, describeRun(run)).toBe(1);
  expect(run.outputs.verdict).toBe('regression');
  const dir = join(artifactDir, ARTIFACT, 'files');
  const files = Object.fromEntries(
    readdirSync(dir)
      .filter((name) => statSync(join(dir, name)).isFile())
      .map((name) => [name, readFileSync(join(dir, name))]),
  );
  api.addArtifact(record.id, ARTIFACT, files);
}, 1_200_000);

afterAll(async () => {
  await api?.close();
  removeTempDirs();
});

describe('the accept label counts only from write access or the workflow’s list', () => {
  it('added by a triager (who can label, not write), it keeps the check red and says why', async () => {
    relabel(TRIAGER);
    const run = await labelRun();
    expect(run.exitCode, describeRun(run)).toBe(1);
    expect(run.outputs.verdict).toBe('regression');
    expect(run.summary).not.toMatch(/Regression accepted/);
    expect(run.summary).toContain('was added by @\u200btriager, who has triage (read) access to this repository, so it does not accept this regression');
    expect(run.warnings.some((w) => w.includes('who has triage (read) access'))).toBe(true);
    expect(api.requestsTo(ROUTES.getPermission).at(-1)?.path).toMatch(/\/collaborators\/triager\/permission$/);
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
