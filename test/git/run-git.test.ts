import { chmodSync, chownSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { execGit, git, GitError, GitStderr } from '../../src/git/run-git.js';
import { NotARepositoryError, repositoryRoot, resolveCommit } from '../../src/runner/worktrees.js';
import { createRepo, git as fixtureGit, removeDir, tempDir } from '../runner/git-fixture.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) removeDir(dir);
});

function repo(): string {
  const dir = createRepo({ 'a.txt': 'a' });
  dirs.push(dir);
  return dir;
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
// The uid of `nobody` on Linux; any uid other than ours makes git see another owner.
const OTHER_UID = 65534;

describe('the one git wrapper', () => {
  it('returns stdout, and keeps git’s stderr as the cause and in the message of a failure', async () => {
    const dir = repo();
    expect(await git(dir, ['rev-parse', '--verify', 'HEAD'])).toMatch(/^[0-9a-f]{40}$/);
    const error = await git(dir, ['rev-parse', '--verify', '--end-of-options', 'no-such-ref^{commit}']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitError);
    const gitError = error as GitError;
    expect(gitError.message).toBe('git rev-parse --verify --end-of-options no-such-ref^{commit} failed: fatal: Needed a single revision');
    expect(gitError.exitCode).toBe(128);
    expect(gitError.cause).toBeInstanceOf(GitStderr);
    expect((gitError.cause as GitStderr).message).toBe('fatal: Needed a single revision');
  });

  it('runs no hooks, neither the repository’s own nor those of a hooksPath in its config', async () => {
    for (const configured of [false, true]) {
      const dir = repo();
      const marker = join(dir, 'hook-ran');
      const hooks = configured ? join(dir, 'my-hooks') : join(dir, '.git', 'hooks');
      if (configured) fixtureGit(dir, 'config', 'core.hooksPath', hooks);
      mkdirSync(hooks, { recursive: true });
      writeFileSync(join(hooks, 'post-checkout'), `#!/bin/sh\ntouch ${JSON.stringify(marker)}\n`);
      chmodSync(join(hooks, 'post-checkout'), 0o755);
      // The fixture's git, which runs hooks, proves the hook works...
      fixtureGit(dir, 'checkout', '--quiet', 'base');
      expect(existsSync(marker)).toBe(true);
      removeDir(marker);
      // ...and the wrapper, which the runner and the history backend both use, does not run it.
      await git(dir, ['checkout', '--quiet', 'head']);
      expect((await execGit(['checkout', '--quiet', 'base'], { cwd: dir })).exitCode).toBe(0);
      expect(existsSync(marker)).toBe(false);
    }
  });

  it('a missing working directory is a GitError naming it, not an exception from the process library', async () => {
    const dir = tempDir();
    dirs.push(dir);
    const missing = join(dir, 'missing');
    const result = await execGit(['status'], { cwd: missing });
    expect(result.exitCode).toBe(-1);
    expect(result.stderr).toContain(missing);
    await expect(repositoryRoot(missing)).rejects.toThrow(`${missing} does not exist`);
  });
});

describe('a repository git refuses (dubious ownership)', () => {
  it.skipIf(!isRoot)('names the real problem, with git’s message, not "not inside a git repository"', async () => {
    const dir = repo();
    // The ownership check looks at the top-level directory and its .git.
    chownSync(dir, OTHER_UID, OTHER_UID);
    chownSync(join(dir, '.git'), OTHER_UID, OTHER_UID);
    const error = await repositoryRoot(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotARepositoryError);
    const message = (error as Error).message;
    expect(message).not.toContain('not inside a git repository');
    expect(message).toContain(`${dir} is a git repository owned by another user, which git refuses to use`);
    expect(message).toContain('detected dubious ownership');
    expect(message).toContain('safe.directory');
    const cause = (error as Error).cause;
    expect(cause).toBeInstanceOf(GitError);
    expect((cause as GitError).stderr).toMatch(/dubious ownership/);
    // A ref lookup in that repository says the same instead of "no such commit".
    await expect(resolveCommit(dir, 'base')).rejects.toThrow(/dubious ownership/);
  });

  it('without root: git’s own test switch for another owner gives the same message', async () => {
    const dir = repo();
    const saved = process.env.GIT_TEST_ASSUME_DIFFERENT_OWNER;
    process.env.GIT_TEST_ASSUME_DIFFERENT_OWNER = '1';
    try {
      await expect(repositoryRoot(dir)).rejects.toThrow(/owned by another user, which git refuses to use: fatal: detected dubious ownership/);
    } finally {
      if (saved === undefined) delete process.env.GIT_TEST_ASSUME_DIFFERENT_OWNER;
      else process.env.GIT_TEST_ASSUME_DIFFERENT_OWNER = saved;
    }
  });
});

describe('a plain directory', () => {
  it('is "not inside a git repository", with git’s message as the cause', async () => {
    const dir = tempDir();
    dirs.push(dir);
    const error = await repositoryRoot(dir).catch((e: unknown) => e);
    expect((error as Error).message).toBe(`${dir} is not inside a git repository`);
    expect(((error as Error).cause as GitError).stderr).toMatch(/not a git repository/);
  });
});
