/**
 * Option injection through refs (issue 17, security item 5). A workflow_dispatch `base` input of
 * `--upload-pack=touch <file>;` reached `git fetch … origin <ref>` as an option, and git ran the
 * command while fetching from the (file://) origin. Refs from inputs and events are now refused
 * when they cannot name a commit, and every git call that takes one puts it after
 * `--end-of-options`.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BadRefError, ensureCommit, firstParent } from '../../src/action/ensure-commits.js';
import { git as runGit } from '../../src/git/run-git.js';
import { startGitHubApiServer, type GitHubApiServer } from '../support/github-api-server.js';
import { actionBundle } from './support/action-bundle.js';
import {
  checkout,
  describeRun,
  git,
  measureInputs,
  Origin,
  projectFiles,
  removeTempDirs,
  runBundledAction,
  tempDir,
  workflowDispatchEvent,
} from './support/runner.js';

let origin: Origin;

beforeAll(() => {
  origin = new Origin(projectFiles());
});

afterAll(() => removeTempDirs());

/** A ref that, taken as an option by `git fetch`, makes git run `touch <file>` as its upload-pack. */
const uploadPackAttack = (file: string) => `--upload-pack=touch ${file};`;

describe('ensureCommit with a hostile ref', () => {
  it('refuses `--upload-pack=…` with a clear error, and git runs nothing', async () => {
    const later = origin.pushCommit(origin.base, { 'README.md': 'later\n' }, 'later');
    // A shallow checkout of `later` only: a ref it lacks is fetched from origin.
    const workspace = checkout(origin, later, 'refs/remotes/origin/later', 1);
    const witness = join(tempDir('benchgate-witness-'), 'pwned');

    const attempt = ensureCommit(runGit, workspace, uploadPackAttack(witness), 'base');

    await expect(attempt).rejects.toThrow(BadRefError);
    await expect(attempt).rejects.toThrow(`the base ref "${uploadPackAttack(witness)}" is not a commit SHA, branch or tag name`);
    expect(existsSync(witness)).toBe(false);
  });

  it('still fetches what a shallow checkout lacks, by SHA and by branch name (the `--end-of-options` form works)', async () => {
    const feature = origin.pushCommit(origin.base, { 'README.md': 'feature\n' }, 'feature-x');
    const other = origin.pushCommit(origin.base, { 'README.md': 'other\n' }, 'other-y');
    const workspace = checkout(origin, feature, 'refs/remotes/origin/feature-x', 1);

    await expect(ensureCommit(runGit, workspace, other, 'base')).resolves.toBe(other);
    await expect(ensureCommit(runGit, workspace, 'main', 'base')).resolves.toBe(origin.base);
    await expect(firstParent(runGit, workspace, feature)).resolves.toBe(origin.base);
  });
});

describe('the bundled action on workflow_dispatch with `base: --upload-pack=touch …;`', () => {
  let api: GitHubApiServer;

  beforeAll(async () => {
    api = await startGitHubApiServer({ owner: 'acme', repo: 'widgets' });
  });

  afterAll(async () => {
    await api?.close();
  });

  it('fails with a message naming the input, and the command never runs', async () => {
    const bundle = await actionBundle();
    const main = git(origin.dir, 'rev-parse', 'refs/heads/main');
    const workspace = checkout(origin, main, 'refs/remotes/origin/main', 1);
    const witness = join(tempDir('benchgate-witness-'), 'pwned');
    const base = uploadPackAttack(witness);

    const run = await runBundledAction({
      bundle,
      apiUrl: api.url,
      eventName: 'workflow_dispatch',
      event: workflowDispatchEvent({ base }),
      sha: main,
      workspace,
      runId: 8_100_000_001,
      inputs: measureInputs(api.token, tempDir('benchgate-artifacts-'), { base }),
    });

    expect(existsSync(witness), describeRun(run)).toBe(false);
    expect(run.exitCode, describeRun(run)).not.toBe(0);
    expect(run.errors.join('\n'), describeRun(run)).toContain(`the "base" input ${JSON.stringify(base)} is not a commit SHA, branch or tag name`);
  });
});
