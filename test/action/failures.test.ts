/**
 * End to end: the bundled action when things go wrong the way they do on real runners: a head
 * that does not build, a shallow checkout (actions/checkout's default `fetch-depth: 1`) missing
 * the PR's base commit, and a bad input in the `with:` block.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../support/github-api-server.js';
import { useActionFixture } from './support/action-fixture.js';
import {
  checkout,
  describeRun,
  git,
  projectFiles,
  pullRequestEvent,
  runBundledAction,
  tempDir,
  type ActionRun,
  type PullRequestCommits,
  measureInputs,
} from './support/runner.js';

const fixture = useActionFixture({ firstRunId: 6_000_000_001 });

const inputs = (overrides: Record<string, string> = {}) => measureInputs(fixture.api.token, tempDir('benchgate-artifacts-'), overrides);

function openPullRequest(number: number, headFiles: Record<string, string>): PullRequestCommits {
  const pr = fixture.openPullRequest(number, headFiles);
  return pr;
}

function runOnPullRequest(pr: PullRequestCommits, workspace: string, overrides: Record<string, string> = {}, event = pullRequestEvent(pr)) {
  return runBundledAction({
    bundle: fixture.bundle,
    apiUrl: fixture.api.url,
    eventName: 'pull_request',
    event,
    sha: pr.merge,
    ref: `refs/pull/${pr.number}/merge`,
    workspace,
    runId: fixture.nextRunId(),
    inputs: inputs(overrides),
  });
}

const hasCommit = (repo: string, sha: string) => {
  try {
    git(repo, 'cat-file', '-e', `${sha}^{commit}`);
    return true;
  } catch {
    return false;
  }
};

describe('a head that does not build', () => {
  let run: ActionRun;
  let workspace: string;

  beforeAll(async () => {
    // 60 lines of build output, then the compiler error, then exit code 1: on head only.
    const pr = openPullRequest(21, projectFiles({ buildFailsAfterLines: 60 }));
    workspace = checkout(fixture.origin, pr.merge, 'refs/remotes/pull/21/merge', 0);
    run = await runOnPullRequest(pr, workspace);
  });

  it('fails with a message that names the head build, the command and the tail of its output', () => {
    expect(run.exitCode, describeRun(run)).toBe(1);
    const failure = run.errors.find((e) => e.startsWith('benchgate: '));
    expect(failure, describeRun(run)).toBeDefined();
    expect(failure).toMatch(/^benchgate: head build 1 failed: `node build\.mjs` exited with code 1; first lines of its output:\n/);
    expect(failure).toContain('src/sort.ts(12,5): error TS2304: Cannot find name "comparator".');
    expect(failure).toContain('compiling module 60');
    // The head and the tail of a long build log: where a build says what went wrong first is as
    // likely as its last lines; the middle is left out.
    expect(failure).toMatch(/compiling module 1\n/);
    expect(failure).toMatch(/\n…\nlast lines:\n/);
    expect(failure).not.toMatch(/compiling module 21\n/);
  });

  it('puts the failure in the job summary, HTML-escaped', () => {
    expect(run.summary).toContain('### benchgate: failed');
    expect(run.summary).toContain('<pre>head build 1 failed: `node build.mjs` exited with code 1');
    expect(run.summary).toContain('Cannot find name "comparator".');
    expect(run.summary).toContain('compiling module 60');
  });

  it('sets no verdict, says in the comment that the build failed (not the build output: that is in the log), and leaves no worktree behind', () => {
    expect(run.outputs.verdict).toBeUndefined();
    const [comment] = fixture.api.requestsTo(ROUTES.createComment);
    const body = (comment?.body as { body: string }).body;
    expect(body).toContain('### benchgate: ❌ the head build failed');
    expect(body).toMatch(
      /Build 1 of head exited with code 1, so nothing was measured for [0-9a-f]{12} and the check fails\. The command and its output are in the \[job log\]/,
    );
    expect(body).not.toContain('node build.mjs');
    expect(body).not.toContain('comparator');
    expect(git(workspace, 'worktree', 'list').split('\n')).toHaveLength(1);
  });
});

describe('a shallow checkout (fetch-depth: 1) that lacks the PR base commit', () => {
  it('fetches the base commit from origin and measures', async () => {
    const pr = openPullRequest(22, { 'README.md': '# docs only\n' });
    const workspace = checkout(fixture.origin, pr.merge, 'refs/remotes/pull/22/merge', 1);
    expect(git(workspace, 'rev-parse', '--is-shallow-repository')).toBe('true');
    expect(hasCommit(workspace, pr.base)).toBe(false);

    const run = await runOnPullRequest(pr, workspace);

    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(run.stdout).toContain(`Comparing base ${pr.base} with head ${pr.merge} (pull-request).`);
    expect(hasCommit(workspace, pr.base)).toBe(true);
    expect(['unchanged', 'inconclusive']).toContain(run.outputs.verdict);
    expect(fixture.api.commentsOn(22)).toHaveLength(1);
  });

  it('fails with advice to set fetch-depth: 0 when origin does not have the base commit either', async () => {
    const pr = openPullRequest(23, { 'README.md': '# more docs\n' });
    const workspace = checkout(fixture.origin, pr.merge, 'refs/remotes/pull/23/merge', 1);
    // A real commit, but one that was never pushed to origin (e.g. a force-pushed-away base).
    const elsewhere = tempDir('benchgate-elsewhere-');
    git(elsewhere, 'init', '--quiet');
    git(elsewhere, 'commit', '--quiet', '--allow-empty', '-m', 'never pushed');
    const unknown = git(elsewhere, 'rev-parse', 'HEAD');
    const event = pullRequestEvent({ ...pr, base: unknown });

    const run = await runOnPullRequest(pr, workspace, {}, event);

    expect(run.exitCode, describeRun(run)).toBe(1);
    const failure = run.errors.find((e) => e.startsWith('benchgate: '));
    expect(failure).toContain(`the base commit ${unknown} is not in this clone and fetching it failed`);
    expect(failure).toContain('`with: { fetch-depth: 0 }`');
    expect(run.summary).toContain('### benchgate: failed');
    expect(run.summary).toContain('fetch-depth: 0');
    expect(fixture.api.commentsOn(23)).toEqual([]);
  });
});

describe('a bad input', () => {
  let pr: PullRequestCommits | undefined;
  const quickRun = async (overrides: Record<string, string>) => {
    pr ??= openPullRequest(24, { 'README.md': '# bad input\n' });
    const before = fixture.api.requests.length;
    const run = await runOnPullRequest(pr, tempDir('benchgate-not-checked-out-'), overrides);
    return { run, apiRequests: fixture.api.requests.length - before };
  };

  it('fails at once naming the input and the value (INPUT_MIN-EFFECT=abc)', async () => {
    const { run, apiRequests } = await quickRun({ 'min-effect': 'abc' });
    expect(run.exitCode, describeRun(run)).toBe(1);
    expect(run.errors).toEqual(['benchgate: input "min-effect": expected a share below 1 (0.02) or a percentage up to 1000% (2%), got "abc"']);
    expect(run.summary).toContain('### benchgate: failed');
    expect(run.summary).toContain('input "min-effect"');
    expect(apiRequests).toBe(0);
  });

  it('rejects a boolean GitHub would not accept (fail-on-regression: yes)', async () => {
    const { run } = await quickRun({ 'fail-on-regression': 'yes' });
    expect(run.exitCode, describeRun(run)).toBe(1);
    expect(run.errors).toEqual(['benchgate: input "fail-on-regression": expected true or false, got "yes"']);
  });

  it('rejects an unknown mode', async () => {
    const { run } = await quickRun({ mode: 'measure' });
    expect(run.exitCode, describeRun(run)).toBe(1);
    expect(run.errors).toEqual(['benchgate: input "mode": expected one of run, comment, merge, calibrate, got "measure"']);
  });
});
