/**
 * Every mode of `runAction` in-process: the real @actions/core port over INPUT_* variables and
 * GITHUB_OUTPUT / GITHUB_STEP_SUMMARY files, the real Octokit against the local GitHub API
 * server, real git checkouts and real benchmark processes. Only the history factory is swapped
 * (a local directory instead of the Actions cache service) where a test needs history.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildMarker } from '../../src/github/sticky-comment.js';
import { LocalHistoryBackend } from '../../src/history/local-history-backend.js';
import { HUBOT, ROUTES } from '../support/github-api-server.js';
import { useActionFixture } from './support/action-fixture.js';
import { runActionInProcess } from './support/in-process.js';
import { checkout, describeRun, projectFiles, pullRequestEvent, tempDir, workflowRunEvent, writeFiles, type PullRequestCommits } from './support/runner.js';

const MARKER = buildMarker('benchgate');

const fixture = useActionFixture({ bundle: false });
let pr: PullRequestCommits;

beforeAll(async () => {
  pr = fixture.openPullRequest(21, projectFiles({ sortWork: 2 }));
});

const pullRequestJob = (runId: number, artifactDir: string, inputs: Record<string, string> = {}) => ({
  ...fixture.pullRequestStep(pr, inputs, { runId, artifactDir }),
});

describe('runAction in-process', () => {
  let runArtifacts: string;
  const RUN_ID = 7_100_000_001;

  it('mode: run on a pull request: measures, writes the files, comments, sets the outputs and fails on the regression', async () => {
    runArtifacts = tempDir('benchgate-artifacts-');
    const run = await runActionInProcess(pullRequestJob(RUN_ID, runArtifacts));
    expect(run.exitCode, describeRun(run)).toBe(1);
    expect(run.outputs.verdict).toBe('regression');
    expect(run.outputs.regressions).toBe('1');
    expect(run.errors.some((message) => message.startsWith('benchgate: performance regression in 1 benchmark: sort'))).toBe(true);
    expect(run.summary).toContain('| sort |');
    const comments = fixture.api.commentsOn(pr.number);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body.startsWith(MARKER)).toBe(true);
    expect(run.outputs['comment-url']).toBe(`https://github.com/acme/widgets/pull/${pr.number}#issuecomment-${comments[0]?.id}`);
    // One results.json format for the CLI and the action: one line (it holds every measurement).
    const results = readFileSync(run.outputs['results-json'] ?? '', 'utf8');
    expect(results.trimEnd().split('\n')).toHaveLength(1);
    const context: unknown = JSON.parse(readFileSync(join(run.outputs['results-json'] ?? '', '..', 'context.json'), 'utf8'));
    expect(context).toMatchObject({ pullRequest: pr.number, headSha: pr.merge, baseSha: pr.base, pullRequestHeadSha: pr.head });
    expect(existsSync(join(runArtifacts, 'benchgate-results'))).toBe(true);
  }, 120_000);

  it('a build that fails updates the sticky comment, which no longer shows the earlier verdict', async () => {
    const run = await runActionInProcess(pullRequestJob(RUN_ID + 50, tempDir('benchgate-artifacts-'), { build: 'node missing-build-script.mjs' }));
    expect(run.exitCode, describeRun(run)).toBe(1);
    const comments = fixture.api.commentsOn(pr.number);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toContain('### benchgate: ❌ the base build failed');
    expect(comments[0]?.body).toContain(`Build 1 of base exited with code 1, so nothing was measured for ${pr.merge.slice(0, 12)} and the check fails.`);
    expect(comments[0]?.body).not.toContain('missing-build-script');
    expect(comments[0]?.body).not.toContain('| sort |');
  }, 120_000);

  it('a label event in a sharded workflow fails the shard and the merge job, saying to remove the label types', async () => {
    const labeled = (runId: number, inputs: Record<string, string>) => {
      const job = pullRequestJob(runId, tempDir('benchgate-artifacts-'), inputs);
      return { ...job, event: { ...job.event, action: 'labeled', label: { id: 1, name: 'bug', color: 'ededed', default: false } } };
    };
    const why = 'a label event ("bug") in a sharded workflow: remove `labeled` and `unlabeled` from its pull_request types (docs/sharding.md)';
    const shard = await runActionInProcess(labeled(RUN_ID + 60, { shard: '1/2' }));
    expect(shard.exitCode, describeRun(shard)).toBe(1);
    expect(shard.errors).toContain(`benchgate: input "shard": ${why}`);
    const merge = await runActionInProcess(labeled(RUN_ID + 61, { mode: 'merge', shards: '2' }));
    expect(merge.exitCode, describeRun(merge)).toBe(1);
    expect(merge.errors).toContain(`benchgate: input "mode": ${why}`);
  }, 120_000);

  it('mode: comment takes the gate policy and the failure limit from its own workflow, never from the artifact’s record', async () => {
    // A forged artifact: one failed head execution and a recorded failure limit of 0, which would
    // make head inconclusive, and a recorded gate policy that ignores every benchmark at 500 %.
    // The comment workflow's default limit (0.25) and its own policy still decide it.
    const stored = join(runArtifacts, 'benchgate-results', 'files');
    const files = readdirResults(stored);
    const results = JSON.parse(readFileSync(files.results, 'utf8')) as {
      meta: Record<string, unknown>;
      benchmarks: Array<{ head: { binaries: Array<{ executions: Array<Record<string, unknown>> }> } }>;
    };
    results.meta.maxFailureShare = 0;
    results.meta.seed = 99;
    Object.assign(results.meta.analysis as Record<string, unknown>, { maxFailureShare: 0, minEffect: 5, policies: [{ match: '**', gate: 'ignore' }] });
    for (const benchmark of results.benchmarks) benchmark.head.binaries[0].executions[0] = { values: [], failure: 'crashed', block: 0 };
    writeFileSync(files.results, JSON.stringify(results));
    const workspace = tempDir('benchgate-comment-workspace-');
    const run = await runActionInProcess({
      apiUrl: fixture.api.url,
      eventName: 'workflow_run',
      event: workflowRunEvent(RUN_ID, pr.head),
      sha: fixture.origin.base,
      workspace,
      runId: RUN_ID + 1,
      inputs: { mode: 'comment', token: fixture.api.token, 'artifact-dir': runArtifacts, 'min-effect': '30%' },
    });
    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(run.outputs.verdict).toBe('regression');
    expect(fixture.api.commentsOn(pr.number)).toHaveLength(1);
    expect(fixture.api.commentsOn(pr.number)[0]?.body).toContain('sort');
  }, 60_000);

  it('mode: run on push records the trend in the history the factory gives', async () => {
    const historyDir = tempDir('benchgate-history-');
    const next = fixture.origin.pushCommit(fixture.origin.base, { 'README.md': 'docs only\n' });
    const run = await runActionInProcess({
      ...fixture.pushStep(fixture.origin.base, next, { history: 'cache' }, { runId: 7_100_000_010 }),
      services: () => ({ history: () => new LocalHistoryBackend(historyDir) }),
    });
    expect(run.exitCode, describeRun(run)).toBe(0);
    const stored = JSON.parse(readFileSync(join(historyDir, 'history.json'), 'utf8')) as { entries: Array<{ sha: string }> };
    expect(stored.entries.map((entry) => entry.sha)).toEqual([next]);
    expect(run.summary).toContain('parse');
  }, 120_000);

  it('mode: run with shard, then mode: merge: the shards upload their part, the merge decides for the suite', async () => {
    const store = tempDir('benchgate-artifacts-');
    const runId = 7_100_000_020;
    const job = (inputs: Record<string, string>) => ({
      ...pullRequestJob(runId, store, inputs),
      workspace: checkout(fixture.origin, pr.merge, `refs/remotes/pull/${pr.number}/merge`, 0),
    });
    const shardRuns = [];
    for (const shard of ['1/2', '2/2']) shardRuns.push(await runActionInProcess(job({ shard, bench: 'node out/bench.mjs' })));
    for (const run of shardRuns) {
      expect(run.exitCode, describeRun(run)).toBe(0);
      expect(run.summary).toContain('analyses this shard alone');
    }
    const before = fixture.api.requestsTo(ROUTES.createComment).length;
    const merged = await runActionInProcess({ ...job({ mode: 'merge', shards: '2' }), workspace: tempDir('benchgate-merge-workspace-') });
    expect(merged.exitCode, describeRun(merged)).toBe(1);
    expect(merged.outputs.verdict).toBe('regression');
    expect(merged.summary).toContain('| sort |');
    expect(merged.summary).toContain('| parse |');
    expect(fixture.api.requestsTo(ROUTES.createComment).length + fixture.api.requestsTo(ROUTES.updateComment).length).toBeGreaterThan(before);
  }, 240_000);

  it('reports a missing prior as a failed check naming the file, with no stack trace', async () => {
    const workspace = checkout(fixture.origin, pr.merge, `refs/remotes/pull/${pr.number}/merge`, 0);
    writeFiles(workspace, {});
    const run = await runActionInProcess({
      ...pullRequestJob(7_100_000_030, tempDir('benchgate-artifacts-'), { budget: '1', prior: 'missing-prior.json' }),
      workspace,
    });
    expect(run.exitCode).toBe(1);
    expect(run.errors.join('\n')).toMatch(/benchgate: cannot read the prior missing-prior\.json/);
  }, 60_000);
});

describe('label events (accepting a regression without measuring again)', () => {
  const RUN_ID = 7_200_000_001;
  let store: string;
  let witness: string;
  let untouched: Record<string, string>;

  // GitHub lists every run of the workflow: the accept label is dated against the runs for the head (when it was pushed).
  const workflowRun = (runId: number) => fixture.api.addWorkflowRun({ id: runId, headSha: pr.head, headBranch: `feature-${pr.number}`, status: 'in_progress' });
  const labelJob = (runId: number, action: 'labeled' | 'unlabeled', label: string) => {
    workflowRun(runId);
    return {
      ...pullRequestJob(runId, store, untouched),
      event: { ...pullRequestEvent(pr), action, label: { id: 1, name: label, color: 'ededed', default: false } },
    };
  };

  beforeAll(async () => {
    store = tempDir('benchgate-artifacts-');
    // Any build or benchmark the label runs would start leaves this file: none may.
    const dir = tempDir('benchgate-witness-');
    witness = join(dir, 'ran');
    writeFiles(dir, { 'witness.mjs': `import { appendFileSync } from 'node:fs';\nappendFileSync(${JSON.stringify(witness)}, 'ran\\n');\nprocess.exit(1);\n` });
    untouched = { build: `node ${join(dir, 'witness.mjs')}`, bench: `node ${join(dir, 'witness.mjs')}` };
    workflowRun(RUN_ID);
    const measured = await runActionInProcess(pullRequestJob(RUN_ID, store));
    expect(measured.exitCode, describeRun(measured)).toBe(1);
  }, 120_000);

  it('another label gates again from the last run: the check stays red for the measured regression, and nothing is built or run', async () => {
    // A run that ended green here (as this label's run once did) would pass a required check for the regressing head.
    const run = await runActionInProcess(labelJob(RUN_ID + 1, 'labeled', 'bug'));
    expect(run.exitCode, describeRun(run)).toBe(1);
    expect(run.stdout).toContain(
      'The label "bug" changed (not the accept label "benchgate:accept-regression"): gating again from the results the last run measured',
    );
    expect(run.outputs.verdict).toBe('regression');
    expect(existsSync(witness)).toBe(false);
  }, 60_000);

  it("the accept label gates again from the last run's results: the check passes, the comment says who accepted it, nothing runs", async () => {
    fixture.api.addLabel(pr.number, 'benchgate:accept-regression', HUBOT);
    const run = await runActionInProcess(labelJob(RUN_ID + 2, 'labeled', 'benchgate:accept-regression'));
    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(run.outputs.verdict).toBe('regression');
    expect(run.summary).toMatch(/Regression accepted\*\* by @\u200bhubot/);
    expect(existsSync(witness)).toBe(false);
    const comment = fixture.api.commentsOn(pr.number).find((c) => c.body.startsWith(MARKER));
    expect(comment?.body).toMatch(/Regression accepted/);
  }, 60_000);

  it('removing the accept label fails the check again, still without measuring', async () => {
    fixture.api.removeLabel(pr.number, 'benchgate:accept-regression', HUBOT);
    const run = await runActionInProcess(labelJob(RUN_ID + 3, 'unlabeled', 'benchgate:accept-regression'));
    expect(run.exitCode, describeRun(run)).toBe(1);
    expect(run.errors.some((message) => message.startsWith('benchgate: performance regression in 1 benchmark: sort'))).toBe(true);
    expect(existsSync(witness)).toBe(false);
  }, 60_000);
});

function readdirResults(dir: string): { results: string } {
  const results = join(dir, 'results.json');
  if (!existsSync(results)) throw new Error(`no results.json in ${dir}`);
  return { results };
}
