/* eslint-disable @typescript-eslint/no-explicit-any -- the cases forge results.json field by field */
/**
 * A label event gates again from the results of an earlier run (issue 34): nothing may turn a
 * measured regression's red check green but a measurement that says so, or an accept label added
 * for the commit it accepts. The bundled action runs as a runner runs it, against the local API
 * server, which reports workflow runs with GitHub's fields (`path`, `workflow_id`, `event`,
 * `head_sha`, `created_at`) and dates labels and runs on one clock.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { HUBOT, ROUTES } from '../support/github-api-server.js';
import { useActionFixture } from './support/action-fixture.js';
import { describeRun, projectFiles, type ActionRun, type PullRequestCommits } from './support/runner.js';

const ARTIFACT = 'benchgate-results';
const ACCEPT = 'benchgate:accept-regression';

const fixture = useActionFixture({ firstRunId: 9_300_000_001 });
let pr: PullRequestCommits;
/** The artifact of the run that measured `pr` (a regression in `sort`). */
let measuredFiles: Record<string, Buffer>;

/** A `mode: run` measurement of `commits`, whose artifact the API server then serves for its run. */
const measure = (commits: PullRequestCommits) => fixture.measureRun(commits, { timeoutMs: 180_000 });

/** A label event's run of its own, reading the last run's artifact through the REST API. */
const labelRun = (commits: PullRequestCommits, label: string, action: 'labeled' | 'unlabeled' = 'labeled'): Promise<ActionRun> =>
  fixture.labelRun(commits, label, { action });

/**
 * The measured artifact made clean and retargeted: head measured exactly what base measured (so
 * the verdict is `unchanged`), and context.json names `commits`. `edit` then changes results.json.
 */
function cleanArtifact(commits: PullRequestCommits, edit: (results: any) => void = () => {}): Record<string, Buffer> {
  const context = JSON.parse(measuredFiles['context.json'].toString('utf8'));
  Object.assign(context, { pullRequest: commits.number, baseSha: commits.base, headSha: commits.merge, pullRequestHeadSha: commits.head });
  const results = JSON.parse(measuredFiles['results.json'].toString('utf8'));
  for (const benchmark of results.benchmarks) {
    benchmark.base = { ...benchmark.base, sha: commits.base };
    benchmark.head = { ...structuredClone(benchmark.base), ref: benchmark.head.ref, sha: commits.merge };
  }
  results.meta.shas = { base: commits.base, head: commits.merge };
  if (results.meta.github !== undefined) results.meta.github.pullRequest = commits.number;
  edit(results);
  return { ...measuredFiles, 'context.json': Buffer.from(JSON.stringify(context)), 'results.json': Buffer.from(JSON.stringify(results)) };
}

beforeAll(async () => {
  pr = fixture.openPullRequest(21, projectFiles({ sortWork: 2 }));
  const measured = await measure(pr);
  expect(measured.run.exitCode, describeRun(measured.run)).toBe(1);
  expect(measured.run.outputs.verdict).toBe('regression');
  measuredFiles = measured.files;
}, 240_000);

/** A successful run of .github/workflows/evil.yml (which a pull request can add) for `commits`' head, with a clean artifact. */
function evilWorkflowRun(commits: PullRequestCommits, headBranch: string) {
  const forged = fixture.api.addWorkflowRun({
    id: fixture.nextRunId(),
    headSha: commits.head,
    headBranch,
    path: '.github/workflows/evil.yml',
    conclusion: 'success',
  });
  fixture.api.addArtifact(forged.id, ARTIFACT, cleanArtifact(commits));
  return forged;
}

describe('a label gates again only from a run of this workflow file (issue 34, bug 1)', () => {
  it('control: with only the measuring run, a label keeps the red check', async () => {
    const run = await labelRun(pr, 'bug');
    expect(run.exitCode, describeRun(run)).toBe(1);
    expect(run.outputs.verdict).toBe('regression');
  }, 60_000);

  it('a newer run of another workflow file, also named "benchgate", with a clean artifact, leaves the check red', async () => {
    // What a pull request can add: .github/workflows/evil.yml with `name: benchgate`, uploading a clean benchgate-results.
    const forged = evilWorkflowRun(pr, 'feature-21');

    const run = await labelRun(pr, 'bug');

    expect(run.exitCode, describeRun(run)).toBe(1);
    expect(run.outputs.verdict).toBe('regression');
    expect(fixture.api.requestsTo(ROUTES.listWorkflowRunArtifacts).filter((r) => r.path.includes(`/runs/${forged.id}/`))).toEqual([]);
  }, 60_000);

  it('with only another workflow file’s run for the head, the label run fails, saying to push again or re-run', async () => {
    const lone = fixture.openPullRequest(23, projectFiles({ sortWork: 2, extra: { 'README.md': 'pull request 23\n' } }));
    evilWorkflowRun(lone, 'feature-23');

    const run = await labelRun(lone, 'bug');

    expect(run.exitCode, describeRun(run)).toBe(1);
    expect(run.outputs.verdict).toBeUndefined();
    expect(run.errors).toEqual([
      `benchgate: no completed run of the workflow file .github/workflows/benchgate.yml on pull_request measured ${lone.head} yet, so there ` +
        'are no results to gate again: push again or re-run the workflow',
    ]);
  }, 60_000);
});

describe('a label run applies the SHA cross-checks of `mode: comment` to the results', () => {
  let other: PullRequestCommits;

  beforeAll(() => {
    other = fixture.openPullRequest(22, projectFiles({ sortWork: 2, extra: { 'README.md': 'pull request 22\n' } }));
  });

  it.each([
    ['meta.shas', (results: any) => (results.meta.shas.head = pr.merge), 'results.json records head'],
    ['a benchmark’s head sha', (results: any) => (results.benchmarks[0].head.sha = pr.merge), 'results.json measured head'],
  ])(
    'a results.json whose %s names another commit is refused, and the check fails saying why',
    async (_what, edit, why) => {
      // A run of this very workflow, for this head: only the results inside name other commits (pull request 21's head).
      const stored = fixture.api.addWorkflowRun({ id: fixture.nextRunId(), headSha: other.head, headBranch: 'feature-22', conclusion: 'success' });
      fixture.api.addArtifact(stored.id, ARTIFACT, cleanArtifact(other, edit));

      const run = await labelRun(other, 'bug');

      expect(run.exitCode, describeRun(run)).toBe(1);
      expect(run.outputs.verdict).toBeUndefined();
      const error = run.errors.join('\n');
      expect(error).toContain(why);
      expect(error).toContain(pr.merge);
      expect(error).toContain('push again or re-run the workflow');
    },
    60_000,
  );
});

describe('an accept label accepts the regression of the head it was added for (issue 34, stale accept label)', () => {
  let pushed: PullRequestCommits;

  it('added after the head was measured, it passes the check and the comment says who accepted it', async () => {
    fixture.api.addLabel(pr.number, ACCEPT, HUBOT);
    const run = await labelRun(pr, ACCEPT);
    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(run.outputs.verdict).toBe('regression');
    expect(run.summary).toMatch(/Regression accepted\*\* by @\u200bhubot/);
  }, 60_000);

  it('a push that still regresses fails the check again, and the comment says the label was for an earlier commit', async () => {
    // The label stays on the pull request; the push comes after it (the server's clock orders both).
    pushed = fixture.origin.pushToPullRequest(pr, projectFiles({ sortWork: 2, extra: { 'README.md': 'pushed after the label\n' } }));
    fixture.api.setPullRequestRefs(pr.number, { head: { sha: pushed.head } });

    const { run } = await measure(pushed);

    expect(run.exitCode, describeRun(run)).toBe(1);
    expect(run.outputs.verdict).toBe('regression');
    expect(run.errors.some((message) => message.startsWith('benchgate: performance regression in 1 benchmark: sort'))).toBe(true);
    expect(run.summary).not.toMatch(/Regression accepted/);
    const comment = fixture.api.commentsOn(pr.number).at(-1)?.body ?? '';
    expect(comment).toMatch(
      /The label `benchgate:accept-regression` was added by @\u200bhubot at \S+Z before (\w{12}) was pushed \(\S+Z\), so it accepted an earlier commit's regression/,
    );
    expect(comment).toContain(`before ${pushed.head.slice(0, 12)} was pushed`);
    expect(run.warnings.some((warning) => warning.includes('so it accepted an earlier commit'))).toBe(true);
    expect(comment).toContain('remove the label and add it again');
  }, 240_000);

  it('a label event of another label keeps it red: the label still dates from before the push', async () => {
    const run = await labelRun(pushed, 'bug');
    expect(run.exitCode, describeRun(run)).toBe(1);
    expect(run.outputs.verdict).toBe('regression');
  }, 60_000);

  it('added again after the push, it accepts the new regression', async () => {
    fixture.api.removeLabel(pr.number, ACCEPT, HUBOT);
    expect((await labelRun(pushed, ACCEPT, 'unlabeled')).exitCode).toBe(1);
    fixture.api.addLabel(pr.number, ACCEPT, HUBOT);
    const run = await labelRun(pushed, ACCEPT);
    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(run.summary).toMatch(/Regression accepted\*\* by @\u200bhubot/);
  }, 60_000);
});
