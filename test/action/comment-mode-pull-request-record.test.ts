/**
 * `mode: comment` records each PR run it ties to its pull request in the pull-request store on
 * the history branch (issue 33, the site's "PR runs that touched each benchmark"), run as a
 * runner runs the bundled action on `workflow_run`, against the local API server and a real
 * bare repository as the history remote:
 * - the record's PR number, head and base come from the event and the API, the run from
 *   `workflow_run.id`, the benchmarks from the job's own re-analysis; the history is untouched;
 * - a re-run of the measuring run (same id, attempt 2) replaces its record;
 * - a forged artifact naming another pull request records nothing under that PR;
 * - a broken store is a warning: the comment is posted, the check is not failed;
 * - the next trend run with `site: true` keeps the record beside its new history entry, and its
 *   page shows the PR run on the benchmarks it measured.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { forgedArtifact as forgeArtifact, useActionFixture } from './support/action-fixture.js';
import { HistoryServer, describeRun, git, projectFiles, runBundledAction, tempDir, workflowRunEvent, type PullRequestCommits } from './support/runner.js';

const PR = 21;
const OTHER_PR = 22;
const MEASURING = 'benchgate';

const fixture = useActionFixture({ firstRunId: 9_300_000_001 });
let pr: PullRequestCommits;
let other: PullRequestCommits;
let measuredRunId: number;
let artifactDir: string;

interface StoredRecord {
  pullRequest: number;
  headSha: string;
  baseSha: string;
  baseRef: string;
  runId: number;
  runAttempt: number;
  runUrl?: string;
  date: string;
  benchmarks: Array<[string, string, string, number | null, number | null, number | null]>;
}

/** The history branch's file `name` now, or null when it is not there. */
function branchFile(history: HistoryServer, name: string): string | null {
  try {
    return git(dirname(history.remote), '--git-dir', history.remote, 'show', `${history.branch}:${name}`);
  } catch {
    return null;
  }
}

const storedRuns = (history: HistoryServer): StoredRecord[] => JSON.parse(branchFile(history, 'pull-requests.json') ?? '{"runs":[]}').runs;

/** A copy of the measured artifact with context.json and results.json edited by `forge`. */
const forgedArtifact = (forge: Parameters<typeof forgeArtifact>[1]) => forgeArtifact(artifactDir, forge);

function runCommentMode(history: HistoryServer, options: { dir?: string; attempt?: number } = {}) {
  const event = workflowRunEvent(measuredRunId, pr.head, { fromFork: 'contributor', workflow: MEASURING });
  (event.workflow_run as Record<string, unknown>).run_attempt = options.attempt ?? 1;
  return fixture.runCommentMode(event, options.dir ?? artifactDir, { inputs: { history: 'git-branch' }, env: history.env });
}

beforeAll(async () => {
  pr = fixture.origin.addPullRequest(PR, projectFiles({ sortWork: 2 }));
  other = fixture.origin.addPullRequest(OTHER_PR, projectFiles({ sortWork: 3 }));
  fixture.api.setPullRequestRefs(PR, { head: { sha: pr.head, ref: `feature-${PR}`, owner: 'contributor' }, base: { sha: pr.base, ref: 'main' } });
  fixture.api.setPullRequestRefs(OTHER_PR, { head: { sha: other.head, ref: `feature-${OTHER_PR}` }, base: { sha: other.base, ref: 'main' } });
  artifactDir = tempDir('benchgate-artifacts-');
  const measured = await fixture.forkMeasuringRun(pr, artifactDir, MEASURING);
  measuredRunId = measured.runId;
  expect(measured.run.exitCode, describeRun(measured.run)).toBe(1);
});

describe('mode: comment records the PR run on the history branch', () => {
  it('writes pull-requests.json beside the history with what the trusted job checked, and a re-run replaces it', async () => {
    const history = new HistoryServer();
    const run = await runCommentMode(history);
    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(fixture.api.commentsOn(PR).length).toBeGreaterThan(0);
    expect(run.warnings.filter((w) => /pull-request runs|not recorded|could not record/.test(w))).toEqual([]);
    expect(run.stdout).toContain(`Pull-request run recorded: #${PR}, run ${measuredRunId}`);

    const [record, ...rest] = storedRuns(history);
    expect(rest).toEqual([]);
    expect(record).toMatchObject({ pullRequest: PR, headSha: pr.head, baseSha: pr.base, baseRef: 'main', runId: measuredRunId, runAttempt: 1 });
    // GITHUB_SERVER_URL is a file:// address here: no run URL is kept (only http(s) ones are).
    expect(record.runUrl).toBeUndefined();
    expect(Number.isFinite(Date.parse(record.date))).toBe(true);
    // The benchmarks of the job's own analysis: the PR makes `sort` slower (sortWork 2), and a regression needs its interval above 0.
    const sort = record.benchmarks.find(([name]) => name.includes('sort'));
    expect(sort, JSON.stringify(record.benchmarks)).toBeDefined();
    expect(sort![2]).toBe('regression');
    expect(sort![4]).toBeGreaterThan(0);
    expect(sort![4]!).toBeLessThanOrEqual(sort![3]!);
    expect(sort![3]!).toBeLessThanOrEqual(sort![5]!);
    // The comment job never writes the history itself.
    expect(branchFile(history, 'history.json')).toBeNull();

    const rerun = await runCommentMode(history, { attempt: 2 });
    expect(rerun.exitCode, describeRun(rerun)).toBe(0);
    expect(storedRuns(history).map((r) => [r.pullRequest, r.runId, r.runAttempt])).toEqual([[PR, measuredRunId, 2]]);
  });

  it('a forged artifact naming another pull request records nothing under that PR (and posts nothing)', async () => {
    const history = new HistoryServer();
    const dir = forgedArtifact({
      context: (c) => (c.pullRequest = OTHER_PR),
      results: (r) => {
        if (r.meta?.github) r.meta.github.pullRequest = OTHER_PR;
      },
    });
    const commentsBefore = fixture.api.commentsOn(OTHER_PR).length;

    const run = await runCommentMode(history, { dir });

    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(run.warnings.join('\n')).toContain(`Not commenting: pull request #${OTHER_PR} has head ${other.head}, but the measured run was for ${pr.head}`);
    expect(fixture.api.commentsOn(OTHER_PR)).toHaveLength(commentsBefore);
    expect(storedRuns(history).filter((r) => r.pullRequest === OTHER_PR)).toEqual([]);
    expect(branchFile(history, 'pull-requests.json')).toBeNull();

    // The honest artifact on the same branch: recorded, under its own PR only.
    const honest = await runCommentMode(history);
    expect(honest.exitCode, describeRun(honest)).toBe(0);
    expect(storedRuns(history).map((r) => r.pullRequest)).toEqual([PR]);
  });

  it('a broken store is a warning: the comment is posted and the check stays green', async () => {
    const history = new HistoryServer();
    const work = tempDir('benchgate-branch-');
    git(work, 'init', '-q', '-b', history.branch);
    writeFileSync(join(work, 'pull-requests.json'), '{"version":1,"runs":[');
    git(work, 'add', '-A');
    git(work, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'broken');
    git(work, 'push', '-q', history.remote, `HEAD:refs/heads/${history.branch}`);
    fixture.api.pullRequest(PR).comments = [];

    const run = await runCommentMode(history);

    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(fixture.api.commentsOn(PR)).toHaveLength(1);
    expect(run.warnings.join('\n')).toMatch(/benchgate pull-request runs: .*pull-requests\.json.* is not valid JSON/);
    // The record starts a new store; the unreadable file is kept beside it.
    expect(storedRuns(history).map((r) => r.pullRequest)).toEqual([PR]);
    expect(git(dirname(history.remote), '--git-dir', history.remote, 'ls-tree', '--name-only', history.branch)).toMatch(/pull-requests\.corrupt-.*\.json/);
  });

  it('the next trend run keeps the record beside its entry, and its site shows the PR run', async () => {
    const history = new HistoryServer();
    const comment = await runCommentMode(history);
    expect(comment.exitCode, describeRun(comment)).toBe(0);
    expect(storedRuns(history).map((r) => r.pullRequest)).toEqual([PR]);

    const after = fixture.origin.pushCommit(fixture.origin.base, { 'README.md': 'trend\n' });
    const trend = await runBundledAction({
      bundle: fixture.bundle,
      ...fixture.pushStep(fixture.origin.base, after, { executions: '4', history: 'git-branch', site: 'true' }, { fetchDepth: 1 }),
      env: history.env,
    });
    expect(trend.exitCode, describeRun(trend)).toBe(0);
    expect(history.stored().entries.map((e) => e.sha)).toEqual([after]);
    expect(storedRuns(history).map((r) => [r.pullRequest, r.runId])).toEqual([[PR, measuredRunId]]);

    const page = readFileSync(join(trend.outputs['site-dir'], 'index.html'), 'utf8');
    const data = JSON.parse(/<script id="data" type="application\/json">(.*?)<\/script>/s.exec(page)![1]);
    expect(data.pullRequests).toEqual([expect.objectContaining({ number: PR, runId: measuredRunId, head: pr.head })]);
    const sort = data.benchmarks.find((b: { name: string }) => b.name.includes('sort'));
    expect(sort.prs).toEqual([[0, 'regression', expect.any(Number), expect.any(Number), expect.any(Number)]]);
    // GITHUB_SERVER_URL is not http(s) here: the page links nothing.
    expect(data.repository).toBeNull();
    expect(trend.stdout).toMatch(/History site: index\.html .*1 PR runs\)/);
  });
});
