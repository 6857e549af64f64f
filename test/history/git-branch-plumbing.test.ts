import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GitError } from '../../src/git/run-git.js';
import { GitBranchPlumbing, GitFailure } from '../../src/history/git-branch-plumbing.js';

let root: string;
let remote: string;

function git(...args: string[]): string {
  return execFileSync('git', ['--git-dir', path.join(root, 'remote.git'), ...args], { encoding: 'utf8' }).trim();
}

function plumbing(overrides: Partial<ConstructorParameters<typeof GitBranchPlumbing>[0]> = {}): GitBranchPlumbing {
  return new GitBranchPlumbing({ remote, branch: 'benchgate-data', tempDir: path.join(root, 'tmp'), ...overrides });
}

/** Stages one file in the scratch repository's own index and commits it as a root commit. */
async function commitFile(branch: GitBranchPlumbing, repo: string, name: string, text: string, expected: string | null): Promise<boolean> {
  const index = { GIT_INDEX_FILE: path.join(repo, 'test-index') };
  await rm(index.GIT_INDEX_FILE, { force: true });
  const local = path.join(root, name);
  await writeFile(local, text);
  const blob = (await branch.run(['--git-dir', repo, 'hash-object', '-w', '--', local])).trim();
  await branch.run(['--git-dir', repo, 'update-index', '--add', '--cacheinfo', `100644,${blob},${name}`], index);
  return branch.commitRootAndPush(repo, { index, message: `write ${name}`, expected });
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'benchgate-git-plumbing-'));
  execFileSync('git', ['init', '-q', '--bare', path.join(root, 'remote.git')]);
  remote = pathToFileURL(path.join(root, 'remote.git')).href;
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('GitBranchPlumbing against a real bare repository', () => {
  it('reads no head for a missing branch, then the head a push left', async () => {
    const branch = plumbing();
    await branch.withScratchRepository('benchgate-test-', async (repo) => {
      expect(await branch.fetchBranchHead(repo)).toBeNull();
      expect(await commitFile(branch, repo, 'a.json', '{}', null)).toBe(true);
      expect(await branch.fetchBranchHead(repo)).toBe(git('rev-parse', 'benchgate-data'));
    });
  });

  it('pushes one root commit with the author identity, and returns false when the branch moved since it was read', async () => {
    const branch = plumbing({ author: { name: 'bot', email: 'bot@example.invalid' } });
    await branch.withScratchRepository('benchgate-test-', async (repo) => {
      expect(await commitFile(branch, repo, 'a.json', '1', null)).toBe(true);
      const first = git('rev-parse', 'benchgate-data');
      expect(await commitFile(branch, repo, 'b.json', '2', first)).toBe(true);
      const second = git('rev-parse', 'benchgate-data');
      expect(git('rev-list', '--count', 'benchgate-data')).toBe('1');
      expect(git('log', '-1', '--format=%an <%ae> %cn <%ce> %s', 'benchgate-data')).toBe('bot <bot@example.invalid> bot <bot@example.invalid> write b.json');

      expect(await commitFile(branch, repo, 'c.json', '3', first)).toBe(false);
      expect(await commitFile(branch, repo, 'c.json', '3', null)).toBe(false);
      expect(git('rev-parse', 'benchgate-data')).toBe(second);
    });
  });

  it('a failing git command throws a GitFailure naming the subcommand, with git’s error as its cause', async () => {
    const branch = plumbing({ remote: pathToFileURL(path.join(root, 'nowhere.git')).href });
    const failure: unknown = await branch.withScratchRepository('benchgate-test-', (repo) => branch.fetchBranchHead(repo)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GitFailure);
    expect((failure as Error).message).toMatch(/^git ls-remote failed: .*nowhere\.git/);
    expect((failure as Error).cause).toBeInstanceOf(GitError);
  });

  it('retries a write that lost the race, waiting before each new attempt, and gives up after maxAttempts', async () => {
    const waits: number[] = [];
    const branch = plumbing({
      maxAttempts: 3,
      retryDelayMs: (attempt) => {
        waits.push(attempt);
        return 0;
      },
    });
    let calls = 0;
    await branch.retryLostRaces(async () => ++calls === 2);
    expect([calls, waits]).toEqual([2, [2]]);

    calls = 0;
    const failure = await branch.retryLostRaces(async () => (++calls, false)).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GitFailure);
    expect((failure as Error).message).toBe('3 attempts lost the race to other writers');
    expect([calls, waits]).toEqual([3, [2, 2, 3]]);
  });

  it('removes the scratch repository afterwards, also when the work throws', async () => {
    const branch = plumbing();
    let made = '';
    const thrown = await branch
      .withScratchRepository('benchgate-test-', (repo) => {
        made = repo;
        throw new Error('work failed');
      })
      .catch((error: unknown) => error);
    expect((thrown as Error).message).toBe('work failed');
    expect(path.dirname(made)).toBe(path.join(root, 'tmp'));
    expect(path.basename(made)).toMatch(/^benchgate-test-/);
    expect(await readdir(path.join(root, 'tmp'))).toEqual([]);
  });
});
