/**
 * End to end: the bundled action on push (the trend run) and workflow_dispatch events: what it
 * compares, that it reports without a PR to comment on, and that it fails by the verdict.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useActionFixture } from './support/action-fixture.js';
import {
  checkout,
  describeRun,
  git,
  Origin,
  projectFiles,
  pushEvent,
  runBundledAction,
  tempDir,
  workflowDispatchEvent,
  writeFiles,
  measureInputs,
} from './support/runner.js';

const fixture = useActionFixture({ firstRunId: 7_000_000_001 });

const inputs = (overrides: Record<string, string> = {}) => measureInputs(fixture.api.token, tempDir('benchgate-artifacts-'), overrides);

const pushCommit = (parent: string, branch: string, files: Record<string, string>) => fixture.origin.pushCommit(parent, files, branch);

describe('push to main (trend run) with a regressing commit', () => {
  it('compares with `before`, fetched into the default shallow checkout, and fails by the verdict without calling the API', async () => {
    const after = pushCommit(fixture.origin.base, 'main', projectFiles({ sortWork: 2 }));
    const workspace = checkout(fixture.origin, after, 'refs/remotes/origin/main', 1);
    const requestsBefore = fixture.api.requests.length;

    const run = await runBundledAction({
      bundle: fixture.bundle,
      apiUrl: fixture.api.url,
      eventName: 'push',
      event: pushEvent(fixture.origin.base, after),
      sha: after,
      ref: 'refs/heads/main',
      workspace,
      runId: fixture.nextRunId(),
      // The default history store; there is no cache service here, as on GHES without one.
      inputs: inputs({ history: 'cache' }),
    });

    expect(run.exitCode, describeRun(run)).toBe(1);
    expect(
      run.warnings.some((w) => /Actions cache service is not available/.test(w)),
      describeRun(run),
    ).toBe(true);
    expect(run.stdout).toContain(`Comparing base ${fixture.origin.base} with head ${after} (trend).`);
    expect(run.errors).toContain('benchgate: performance regression in 1 benchmark: sort');
    expect(run.outputs.verdict).toBe('regression');
    expect(run.outputs['comment-url']).toBe('');
    expect(run.summary).toContain('CHANGE DETECTED');
    // No PR: no comment, no label lookup.
    expect(fixture.api.requests.length).toBe(requestsBefore);
    const results = JSON.parse(readFileSync(run.outputs['results-json'], 'utf8'));
    expect(results.meta.github).toMatchObject({ event: 'push', pullRequest: null });
  });
});

describe('workflow_dispatch', () => {
  it('measures the dispatched ref against the `base` input, resolved as origin/<branch>', async () => {
    const main = git(fixture.origin.dir, 'rev-parse', 'refs/heads/main');
    const head = pushCommit(main, 'docs', { 'README.md': '# tiny-bench\n' });
    const workspace = checkout(fixture.origin, head, 'refs/remotes/origin/docs', 0);
    expect(() => git(workspace, 'rev-parse', '--verify', '--quiet', 'refs/heads/main')).toThrow(); // only origin/main

    const run = await runBundledAction({
      bundle: fixture.bundle,
      apiUrl: fixture.api.url,
      eventName: 'workflow_dispatch',
      event: workflowDispatchEvent({ base: 'main', head: '' }),
      sha: head,
      ref: 'refs/heads/docs',
      workspace,
      runId: fixture.nextRunId(),
      // The workflow passes `base: ${{ inputs.base }}` and `head: ${{ inputs.head }}`.
      inputs: inputs({ base: 'main', head: '' }),
    });

    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(run.stdout).toContain(`Comparing base ${main} with head ${head} (dispatch).`);
    expect(['unchanged', 'inconclusive']).toContain(run.outputs.verdict);
    const results = JSON.parse(readFileSync(run.outputs['results-json'], 'utf8'));
    expect(results.meta.shas).toEqual({ base: main, head });
    expect(results.meta.refs).toEqual({ base: main, head });
  });

  it('fails naming the missing `base` input', async () => {
    const workspace = tempDir('benchgate-workspace-');
    const run = await runBundledAction({ bundle: fixture.bundle, ...fixture.dispatchStep(fixture.origin.base, {}, {}, { workspace }) });

    expect(run.exitCode, describeRun(run)).toBe(1);
    expect(run.errors).toEqual(['benchgate: workflow_dispatch needs the "base" input: the ref to compare against (e.g. main or a tag)']);
    expect(run.summary).toContain('### benchgate: failed');
  });
});

describe('working-directory (a package inside a monorepo)', () => {
  it('runs the build and the benchmark in that directory of each checkout', async () => {
    const inPackage = (files: Record<string, string>) => Object.fromEntries(Object.entries(files).map(([path, content]) => [`packages/core/${path}`, content]));
    const mono = new Origin({ 'README.md': '# monorepo\n', ...inPackage(projectFiles()) });
    const scratch = tempDir('benchgate-mono-');
    git(scratch, 'clone', '--quiet', mono.url, '.');
    writeFiles(scratch, inPackage(projectFiles({ sortWork: 2 })));
    git(scratch, 'commit', '--quiet', '-am', 'slower sort');
    const after = git(scratch, 'rev-parse', 'HEAD');
    git(scratch, 'push', '--quiet', 'origin', 'HEAD:refs/heads/main');
    const workspace = checkout(mono, after, 'refs/remotes/origin/main', 0);

    const run = await runBundledAction({
      bundle: fixture.bundle,
      apiUrl: fixture.api.url,
      eventName: 'push',
      event: pushEvent(mono.base, after),
      sha: after,
      workspace,
      runId: fixture.nextRunId(),
      inputs: inputs({ 'working-directory': 'packages/core' }),
    });

    expect(run.errors, describeRun(run)).toEqual([expect.stringMatching(/^sort: mean \+/), 'benchgate: performance regression in 1 benchmark: sort']);
    expect(run.exitCode).toBe(1);
    expect(run.outputs.verdict).toBe('regression');
    const results = JSON.parse(readFileSync(run.outputs['results-json'], 'utf8'));
    expect(results.meta.workdir).toBe('packages/core');
  });
});
