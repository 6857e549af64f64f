/**
 * End to end: the bundled action (`node dist/index.js`) on pull_request events, against real git
 * checkouts, real benchmark processes and the fake GitHub API; then `mode: comment` on
 * workflow_run, reading the artifact an earlier run left.
 *
 * The regressing PR makes `sort` do twice the work and leaves `parse` alone; with 1 build × 6
 * executions × 4 measurements per version a +100 % change is far outside any noise, and a
 * min-effect of 30 % keeps the unchanged benchmark from being flagged by noise on a busy machine.
 */
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEAL_TITLE } from '../../src/github/results-seal.js';
import { buildMarker } from '../../src/github/sticky-comment.js';
import { FORK_TOKEN, HUBOT, ROUTES } from '../support/github-api-server.js';
import { useActionFixture } from './support/action-fixture.js';
import {
  checkout,
  describeRun,
  projectFiles,
  pullRequestEvent,
  runBundledAction,
  tempDir,
  workflowRunEvent,
  type ActionRun,
  type PullRequestCommits,
  measureInputs,
} from './support/runner.js';

/** The run's notices besides the seal of its results (issue 43), which every measuring run prints. */
const unsealed = (run: ActionRun) => run.commands.filter((c) => c.command === 'notice' && c.properties.title !== SEAL_TITLE).map((c) => c.message);

const MARKER = buildMarker('benchgate');

const fixture = useActionFixture({ firstRunId: 5_000_000_001 });
let regressingPr: PullRequestCommits;

const inputsFor = (artifactDir: string, overrides: Record<string, string> = {}) => measureInputs(fixture.api.token, artifactDir, overrides);

async function runOnPullRequest(pr: PullRequestCommits, options: { token?: string; fromFork?: string; inputs?: Record<string, string> } = {}) {
  const workspace = checkout(fixture.origin, pr.merge, `refs/remotes/pull/${pr.number}/merge`, 0);
  const artifactDir = tempDir('benchgate-artifacts-');
  const runId = fixture.nextRunId();
  const run = await runBundledAction({
    bundle: fixture.bundle,
    apiUrl: fixture.api.url,
    eventName: 'pull_request',
    event: pullRequestEvent(pr, { fromFork: options.fromFork }),
    sha: pr.merge,
    ref: `refs/pull/${pr.number}/merge`,
    workspace,
    runId,
    inputs: inputsFor(artifactDir, { ...(options.token ? { token: options.token } : {}), ...options.inputs }),
  });
  return { run, artifactDir, runId };
}

/** The PR's commits in the origin, and the PR on the API server with the same head and base. */
function openPullRequest(number: number, headFiles: Record<string, string>, headOwner?: string): PullRequestCommits {
  const pr = fixture.origin.addPullRequest(number, headFiles);
  fixture.api.setPullRequestRefs(number, { head: { sha: pr.head, ref: `feature-${number}`, owner: headOwner ?? 'acme' }, base: { sha: pr.base, ref: 'main' } });
  return pr;
}

/** The table row of one benchmark in a rendered report. */
const rowOf = (markdown: string, name: string) => markdown.split('\n').find((line) => line.startsWith(`| ${name} |`));

beforeAll(async () => {
  regressingPr = openPullRequest(7, projectFiles({ sortWork: 2 }));
});

describe('a pull request that makes one benchmark twice as slow', () => {
  let first: { run: ActionRun; artifactDir: string; runId: number };
  let second: { run: ActionRun; artifactDir: string; runId: number };
  let postsAfterFirst: number;

  beforeAll(async () => {
    first = await runOnPullRequest(regressingPr);
    postsAfterFirst = fixture.api.requestsTo(ROUTES.createComment).length;
  });

  it('fails the check (exit code 1) and names the regressed benchmark', () => {
    expect(first.run.exitCode, describeRun(first.run)).toBe(1);
    expect(first.run.errors).toContain('benchgate: performance regression in 1 benchmark: sort');
  });

  it('annotates the regression with an ::error command titled by the benchmark', () => {
    const annotation = first.run.commands.find((c) => c.command === 'error' && c.properties.title === 'benchgate: regression in sort');
    expect(annotation, describeRun(first.run)).toBeDefined();
    const percent = Number(/^sort: mean \+([\d.]+) %/.exec(annotation!.message)?.[1]);
    expect(percent).toBeGreaterThan(50);
    expect(percent).toBeLessThan(200);
    expect(first.run.commands.some((c) => c.command === 'error' && c.properties.title?.includes('parse'))).toBe(false);
  });

  it('creates one comment on the PR with the marker, a row per benchmark and CHANGE DETECTED on sort only', () => {
    const posts = fixture.api.requestsTo(ROUTES.createComment);
    expect(posts).toHaveLength(1);
    expect(posts[0].path).toBe('/repos/acme/widgets/issues/7/comments');
    expect(posts[0].headers.authorization).toBe(`token ${fixture.api.token}`);
    const comments = fixture.api.commentsOn(7);
    expect(comments).toHaveLength(1);
    const body = comments[0].body;
    expect((posts[0].body as { body: string }).body).toBe(body);
    expect(body.startsWith(MARKER)).toBe(true);
    expect(body).toMatch(/\| Benchmark \| Base \| Head \| Δ mean \[(95 % )?CI\]( †)? \| Impact \| Verdict \|/);
    expect(rowOf(body, 'sort')).toContain('🔴 **CHANGE DETECTED** (worse)');
    expect(rowOf(body, 'parse')).toBeDefined();
    expect(rowOf(body, 'parse')).not.toContain('CHANGE DETECTED');
    expect(body).toContain(`[workflow run](https://github.com/acme/widgets/actions/runs/${first.runId})`);
    expect(comments[0].user?.login).toBe('github-actions[bot]');
  });

  it('writes the report to the job summary and sets every output', () => {
    const { outputs, summary } = first.run;
    expect(rowOf(summary, 'sort')).toContain('CHANGE DETECTED');
    expect(summary).toContain(`[workflow run](https://github.com/acme/widgets/actions/runs/${first.runId})`);
    expect(outputs.verdict).toBe('regression');
    expect(outputs.regressions).toBe('1');
    expect(outputs['comment-url']).toBe(`https://github.com/acme/widgets/pull/7#issuecomment-${fixture.api.commentsOn(7)[0].id}`);
    for (const key of ['report-json', 'results-json', 'markdown'] as const) {
      expect(outputs[key].startsWith(first.run.runnerTemp), key).toBe(true);
      expect(existsSync(outputs[key]), key).toBe(true);
    }
    const report = JSON.parse(readFileSync(outputs['report-json'], 'utf8'));
    expect(report.benchmarks.map((b: { name: string; verdict: string }) => [b.name, b.verdict]).sort()).toEqual([
      ['parse', expect.not.stringMatching(/regression|improvement/)],
      ['sort', 'regression'],
    ]);
    const results = JSON.parse(readFileSync(outputs['results-json'], 'utf8'));
    expect(results.meta.shas).toEqual({ base: regressingPr.base, head: regressingPr.merge });
    expect(results.meta.github).toEqual({ event: 'pull_request', pullRequest: 7, runUrl: `https://github.com/acme/widgets/actions/runs/${first.runId}` });
    expect(readFileSync(outputs.markdown, 'utf8')).toContain('| sort |');
  });

  it('uploads results.json, report.json, report.md and context.json as the artifact', () => {
    const files = join(first.artifactDir, 'benchgate-results', 'files');
    const context = JSON.parse(readFileSync(join(files, 'context.json'), 'utf8'));
    expect(context).toEqual({
      version: 1,
      pullRequest: 7,
      workflow: 'benchgate',
      runUrl: `https://github.com/acme/widgets/actions/runs/${first.runId}`,
      baseSha: regressingPr.base,
      headSha: regressingPr.merge,
      // The PR's own head (not the merge commit measured), for the comment workflow's cross-check.
      pullRequestHeadSha: regressingPr.head,
      analysis: { confidence: 0.95, minEffect: 0.3, correction: 'holm', rule: 'interval', policies: [] },
    });
    for (const name of ['results.json', 'report.json', 'report.md']) expect(existsSync(join(files, name)), name).toBe(true);
  });

  describe('a second run on the same PR', () => {
    beforeAll(async () => {
      second = await runOnPullRequest(regressingPr);
    });

    it('updates the same comment in place: no second POST, one PATCH of that comment', () => {
      expect(second.run.exitCode, describeRun(second.run)).toBe(1);
      expect(fixture.api.requestsTo(ROUTES.createComment)).toHaveLength(postsAfterFirst);
      const patches = fixture.api.requestsTo(ROUTES.updateComment);
      expect(patches).toHaveLength(1);
      const comments = fixture.api.commentsOn(7);
      expect(comments).toHaveLength(1);
      expect(patches[0].path).toBe(`/repos/acme/widgets/issues/comments/${comments[0].id}`);
      expect(comments[0].body).toContain(`/actions/runs/${second.runId})`);
      expect(comments[0].body).not.toContain(`/actions/runs/${first.runId})`);
      expect(second.run.outputs['comment-url']).toBe(first.run.outputs['comment-url']);
    });
  });
});

describe('a pull request that changes no benchmark code', () => {
  let run: ActionRun;

  beforeAll(async () => {
    const pr = openPullRequest(8, { 'README.md': '# tiny-bench\n\nDocs only.\n' });
    ({ run } = await runOnPullRequest(pr));
  });

  it('passes (exit code 0) with no error annotation', () => {
    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(run.errors).toEqual([]);
  });

  it('reports unchanged or inconclusive, with no CHANGE DETECTED anywhere', () => {
    expect(['unchanged', 'inconclusive']).toContain(run.outputs.verdict);
    expect(run.outputs.regressions).toBe('0');
    expect(run.summary).not.toContain('CHANGE DETECTED');
    expect(rowOf(run.summary, 'sort')).toBeDefined();
    const body = fixture.api.commentsOn(8)[0].body;
    expect(body).toContain(MARKER);
    expect(body).not.toContain('CHANGE DETECTED');
    expect(rowOf(body, 'parse')).toBeDefined();
  });
});

describe('a pull request from a fork (read-only token) that regresses', () => {
  const FORK_PR = 9;
  let fork: PullRequestCommits;
  let measured: { run: ActionRun; artifactDir: string; runId: number };

  beforeAll(async () => {
    fork = openPullRequest(FORK_PR, projectFiles({ sortWork: 2 }), 'contributor');
    measured = await runOnPullRequest(fork, { token: FORK_TOKEN, fromFork: 'contributor' });
  });

  it('still fails by the verdict, not by the refused comment', () => {
    expect(measured.run.exitCode, describeRun(measured.run)).toBe(1);
    expect(measured.run.errors).toContain('benchgate: performance regression in 1 benchmark: sort');
    expect(measured.run.outputs.verdict).toBe('regression');
  });

  it('points to the "Pull requests from forks" setup in a notice, not an error', () => {
    const posts = fixture.api.requestsTo(ROUTES.createComment).filter((r) => r.path.endsWith(`/issues/${FORK_PR}/comments`));
    expect(posts.map((r) => r.status)).toEqual([403]);
    expect(fixture.api.commentsOn(FORK_PR)).toEqual([]);
    const notices = unsealed(measured.run);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain('Pull requests from forks');
    expect(notices[0]).toContain('Resource not accessible by integration');
    expect(notices[0].split('Pull requests from forks')).toHaveLength(2); // the hint once, not twice
    expect(measured.run.errors.some((e) => e.includes('comment'))).toBe(false);
    expect(measured.run.outputs['comment-url']).toBe('');
  });

  it('still writes the job summary', () => {
    expect(rowOf(measured.run.summary, 'sort')).toContain('CHANGE DETECTED');
  });

  describe('then `mode: comment` on workflow_run, reading that run’s artifact', () => {
    const commentInputs = (artifactDir: string) => ({
      mode: 'comment',
      token: fixture.api.token,
      comment: 'always',
      // The comment workflow's own settings decide the analysis, never the artifact's: the same as the measuring run's.
      'min-effect': '30%',
      'artifact-name': 'benchgate-results',
      'artifact-dir': artifactDir,
    });
    const runCommentMode = (artifactDir: string, headSha: string) =>
      runBundledAction({
        bundle: fixture.bundle,
        apiUrl: fixture.api.url,
        eventName: 'workflow_run',
        event: workflowRunEvent(measured.runId, headSha, { fromFork: 'contributor' }),
        sha: fixture.origin.base, // workflow_run runs on the default branch
        workspace: tempDir('benchgate-comment-workspace-'),
        runId: fixture.nextRunId(),
        workflow: 'benchgate comment',
        inputs: commentInputs(artifactDir),
      });

    it('does not comment when the PR’s head is no longer the commit that was measured', async () => {
      fixture.api.setPullRequestRefs(FORK_PR, { head: { sha: 'f'.repeat(40) } });
      const prGetsBefore = fixture.api.requestsTo(ROUTES.getPullRequest).length;
      const run = await runCommentMode(measured.artifactDir, fork.head);
      fixture.api.setPullRequestRefs(FORK_PR, { head: { sha: fork.head } });

      expect(run.exitCode, describeRun(run)).toBe(0);
      expect(
        fixture.api
          .requestsTo(ROUTES.getPullRequest)
          .slice(prGetsBefore)
          .map((r) => r.path),
      ).toEqual([`/repos/acme/widgets/pulls/${FORK_PR}`]);
      expect(run.warnings.join('\n')).toContain(
        `Not commenting: pull request #${FORK_PR} has head ${'f'.repeat(40)}, but the measured run was for ${fork.head}`,
      );
      expect(fixture.api.commentsOn(FORK_PR)).toEqual([]);
    });

    it('does not comment on another PR when the artifact’s context.json names one', async () => {
      const forged = tempDir('benchgate-forged-artifacts-');
      cpSync(measured.artifactDir, forged, { recursive: true });
      const contextFile = join(forged, 'benchgate-results', 'files', 'context.json');
      writeFileSync(contextFile, JSON.stringify({ ...JSON.parse(readFileSync(contextFile, 'utf8')), pullRequest: 7 }));
      const before = fixture.api.commentsOn(7).map((c) => `${c.id}:${c.updatedAt}`);
      const writesBefore = fixture.api.requestsTo(ROUTES.updateComment).length + fixture.api.requestsTo(ROUTES.createComment).length;

      const run = await runCommentMode(forged, fork.head);

      expect(run.exitCode, describeRun(run)).toBe(0);
      expect(run.warnings.join('\n')).toContain(`Not commenting: pull request #7 has head ${regressingPr.head}`);
      expect(fixture.api.commentsOn(7).map((c) => `${c.id}:${c.updatedAt}`)).toEqual(before);
      expect(fixture.api.requestsTo(ROUTES.updateComment).length + fixture.api.requestsTo(ROUTES.createComment).length).toBe(writesBefore);
    });

    it('posts the comment to the PR named in context.json once its head matches workflow_run.head_sha', async () => {
      const requestsBefore = fixture.api.requests.length;
      const run = await runCommentMode(measured.artifactDir, fork.head);

      expect(run.exitCode, describeRun(run)).toBe(0);
      // First the PR's head is checked, then the comment is written.
      const calls = fixture.api.requests.slice(requestsBefore).filter((r) => r.route === ROUTES.getPullRequest || r.route === ROUTES.createComment);
      expect(calls.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
        `GET /repos/acme/widgets/pulls/${FORK_PR} 200`,
        `POST /repos/acme/widgets/issues/${FORK_PR}/comments 201`,
      ]);
      const comments = fixture.api.commentsOn(FORK_PR);
      expect(comments).toHaveLength(1);
      // The marker of the measuring workflow (from context.json), so later runs find this comment.
      expect(comments[0].body.startsWith(MARKER)).toBe(true);
      expect(rowOf(comments[0].body, 'sort')).toContain('🔴 **CHANGE DETECTED** (worse)');
      expect(comments[0].body).toContain(`[workflow run](https://github.com/acme/widgets/actions/runs/${measured.runId})`);
      expect(run.outputs.verdict).toBe('regression');
      expect(run.outputs['comment-url']).toBe(`https://github.com/acme/widgets/pull/${FORK_PR}#issuecomment-${comments[0].id}`);
      expect(rowOf(run.summary, 'sort')).toContain('CHANGE DETECTED');
    });

    it('re-analyses exactly as the measuring run did: its summary is that run’s report.md', async () => {
      const run = await runCommentMode(measured.artifactDir, fork.head);
      expect(run.exitCode, describeRun(run)).toBe(0);
      // (The job summary adds a line break at the end.)
      expect(run.summary).toBe(`${readFileSync(join(measured.artifactDir, 'benchgate-results', 'files', 'report.md'), 'utf8')}\n`);
    });

    it('uses the max-failure-share the run recorded, so the comment cannot contradict the check', async () => {
      // The run allowed 50 % failed executions (max-failure-share: 0.5 in its config) and 2 of 6 head
      // executions failed: the run analysed the survivors, so the comment must not say inconclusive.
      const copy = tempDir('benchgate-failures-artifacts-');
      cpSync(measured.artifactDir, copy, { recursive: true });
      const resultsFile = join(copy, 'benchgate-results', 'files', 'results.json');
      const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
      results.meta.maxFailureShare = 0.5;
      for (const benchmark of results.benchmarks) {
        for (const execution of benchmark.head.binaries[0].executions.slice(0, 2)) {
          Object.assign(execution, { values: [], warmup: [], failure: 'exited with code 1' });
        }
      }
      writeFileSync(resultsFile, JSON.stringify(results));

      const run = await runCommentMode(copy, fork.head);

      expect(run.exitCode, describeRun(run)).toBe(0);
      expect(run.outputs.verdict).toBe('regression');
      expect(rowOf(run.summary, 'sort')).toContain('CHANGE DETECTED');
      expect(run.summary).toContain('failed executions: base 0, head 2');
    });

    it('also reads the artifact through the REST API when no artifact-dir is set (the real workflow_run setup)', async () => {
      const files = join(measured.artifactDir, 'benchgate-results', 'files');
      fixture.api.addArtifact(
        measured.runId,
        'benchgate-results',
        Object.fromEntries(['results.json', 'report.json', 'report.md', 'context.json'].map((f) => [f, readFileSync(join(files, f))])),
      );
      const listsBefore = fixture.api.requestsTo(ROUTES.listWorkflowRunArtifacts).length;
      const patchesBefore = fixture.api.requestsTo(ROUTES.updateComment).length;

      const run = await runBundledAction({
        bundle: fixture.bundle,
        apiUrl: fixture.api.url,
        eventName: 'workflow_run',
        event: workflowRunEvent(measured.runId, fork.head, { fromFork: 'contributor' }),
        sha: fixture.origin.base,
        workspace: tempDir('benchgate-comment-workspace-'),
        runId: fixture.nextRunId(),
        workflow: 'benchgate comment',
        inputs: { mode: 'comment', token: fixture.api.token, comment: 'always', 'artifact-name': 'benchgate-results', 'artifact-dir': '' },
      });

      expect(run.exitCode, describeRun(run)).toBe(0);
      const lists = fixture.api.requestsTo(ROUTES.listWorkflowRunArtifacts).slice(listsBefore);
      expect(lists.map((r) => r.path)).toEqual([`/repos/acme/widgets/actions/runs/${measured.runId}/artifacts`]);
      expect(fixture.api.requestsTo(ROUTES.updateComment).slice(patchesBefore)).toHaveLength(1);
      expect(fixture.api.commentsOn(FORK_PR)).toHaveLength(1);
    });
  });
});

describe('a pull request whose comments cannot even be listed (403)', () => {
  let run: ActionRun;

  beforeAll(async () => {
    const pr = openPullRequest(11, { 'README.md': '# tiny-bench\n\nMore docs.\n' });
    fixture.api.failNext(ROUTES.listComments, 403);
    ({ run } = await runOnPullRequest(pr));
  });

  it('keeps the exit code of the verdict (0), writes the summary, and explains in a notice', () => {
    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(
      fixture.api
        .requestsTo(ROUTES.listComments)
        .filter((r) => r.path.endsWith('/issues/11/comments'))
        .map((r) => r.status),
    ).toEqual([403]);
    expect(fixture.api.requestsTo(ROUTES.createComment).filter((r) => r.path.endsWith('/issues/11/comments'))).toEqual([]);
    const notices = unsealed(run);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(
      /^benchgate could not comment on the pull request: Could not list the comments of acme\/widgets#11: Resource not accessible by integration \(HTTP 403\)\./,
    );
    expect(notices[0].split('Pull requests from forks')).toHaveLength(2);
    expect(run.errors).toEqual([]);
    expect(rowOf(run.summary, 'sort')).toBeDefined();
  });
});

describe('a regression a maintainer accepted with the label', () => {
  let run: ActionRun;

  beforeAll(async () => {
    const pr = openPullRequest(10, projectFiles({ sortWork: 2 }));
    // The run for the push was created before the maintainer added the label (as when they re-run it after labelling):
    // the label accepts the regression of the head it was added for.
    fixture.api.addWorkflowRun({ id: fixture.peekRunId(), headSha: pr.head, headBranch: 'feature-10', status: 'in_progress' });
    fixture.api.addLabel(10, 'benchgate:accept-regression', HUBOT);
    ({ run } = await runOnPullRequest(pr));
  });

  it('passes (exit code 0) while still reporting the regression', () => {
    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(run.outputs.verdict).toBe('regression');
    expect(run.outputs.regressions).toBe('1');
    expect(run.errors.some((e) => e.startsWith('benchgate: performance regression'))).toBe(false);
    // The annotation still marks the change.
    expect(run.commands.some((c) => c.command === 'error' && c.properties.title === 'benchgate: regression in sort')).toBe(true);
  });

  it('says in the comment and the summary who accepted it', () => {
    const accepted = '**Regression accepted** by @\u200bhubot with the label `benchgate:accept-regression`: the check passes.';
    const body = fixture.api.commentsOn(10)[0].body;
    expect(body).toContain(accepted);
    expect(rowOf(body, 'sort')).toContain('CHANGE DETECTED');
    expect(run.summary).toContain(accepted);
  });
});
