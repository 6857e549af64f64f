import { mkdtemp, realpath, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, isAbsolute } from 'node:path';
import { git, GitError } from '../git/run-git.js';

/** A ref that does not name a commit in the repository. */
export class UnknownRefError extends Error {
  constructor(
    readonly ref: string,
    repo: string,
    detail: string,
    cause?: GitError,
  ) {
    super(`"${ref}" is not a commit in ${repo}: ${detail}`, { cause });
    this.name = 'UnknownRefError';
  }
}

/** What is wrong with a path before git is asked about it. */
export type DirectoryProblem = 'does not exist' | 'is not a directory';

/**
 * A directory that does not exist, is not inside a git working tree, or one git refuses to use
 * (git's own words are the cause).
 */
export class NotARepositoryError extends Error {
  constructor(
    readonly dir: string,
    cause: GitError | DirectoryProblem,
  ) {
    super(`${dir} ${typeof cause === 'string' ? cause : repositoryProblem(cause)}`, typeof cause === 'string' ? undefined : { cause });
    this.name = 'NotARepositoryError';
  }
}

function repositoryProblem(cause: GitError): string {
  if (cause.dubiousOwnership) return `is a git repository owned by another user, which git refuses to use: ${cause.stderr}`;
  // Git that cannot start in the directory (removed after repositoryRoot checked it) fails with no exit code.
  if (cause.notARepository || cause.exitCode < 0) return 'is not inside a git repository';
  return `could not be read as a git repository: ${cause.stderr || cause.message}`;
}

/** The top level of the repository containing `dir` (which may be any directory inside it). */
export async function repositoryRoot(dir: string): Promise<string> {
  // Checked first: git started in a missing directory fails before it can say why.
  const info = await stat(dir).catch(() => undefined);
  if (info === undefined) throw new NotARepositoryError(dir, 'does not exist');
  if (!info.isDirectory()) throw new NotARepositoryError(dir, 'is not a directory');
  try {
    return await git(dir, ['rev-parse', '--show-toplevel']);
  } catch (error) {
    if (error instanceof GitError) throw new NotARepositoryError(dir, error);
    throw error;
  }
}

/** The full SHA of the commit `ref` names. */
export async function resolveCommit(repo: string, ref: string): Promise<string> {
  try {
    return await git(repo, ['rev-parse', '--verify', '--end-of-options', `${ref}^{commit}`]);
  } catch (error) {
    if (error instanceof GitError) {
      const detail = error.notARepository || error.dubiousOwnership ? error.stderr : 'git rev-parse found no such commit (is it fetched?)';
      throw new UnknownRefError(ref, repo, detail, error);
    }
    throw error;
  }
}

/**
 * The paths `git status` reports as changed or untracked in the working tree of `repo`
 * (porcelain v1, ignored files left out); empty for a clean tree. Reads only.
 */
export async function uncommittedChanges(repo: string): Promise<string[]> {
  const output = await git(repo, ['status', '--porcelain=v1', '-z', '--untracked-files=normal'], { raw: true });
  const paths: string[] = [];
  const entries = output.split('\0');
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i];
    if (entry.length < 4) continue;
    paths.push(entry.slice(3));
    // A rename or copy is followed by its source path.
    if (entry[0] === 'R' || entry[0] === 'C') i += 1;
  }
  return paths;
}

/**
 * The one-line warning for `benchgate run` when the working tree has uncommitted changes:
 * the worktrees check out the committed refs, so those changes are not measured. Null for
 * a clean tree.
 */
export async function dirtyTreeWarning(repo: string): Promise<string | null> {
  const paths = await uncommittedChanges(repo);
  if (paths.length === 0) return null;
  const shown = paths.slice(0, 3).join(', ') + (paths.length > 3 ? `, … (${paths.length} in all)` : '');
  return (
    `the working tree of ${repo} has uncommitted changes (${shown}); benchgate measures the committed refs only, so these changes are not ` +
    `measured (commit them to include them)`
  );
}

/**
 * Detached checkouts of commits in a temporary directory outside the repository. Each
 * `add` gives a fresh worktree, so every build starts from the committed tree alone:
 * nothing left over from the user's working tree or from another build. The user's
 * working tree, index and branches are never touched; git only records the worktrees
 * under .git/worktrees until `removeAll` deletes them again.
 */
export class Worktrees {
  private readonly paths: string[] = [];
  private removed = false;

  private constructor(
    readonly repo: string,
    readonly root: string,
  ) {}

  static async create(repo: string): Promise<Worktrees> {
    const root = await realpath(await mkdtemp(join(tmpdir(), 'benchgate-')));
    const inside = relative(await realpath(repo), root);
    if (inside === '' || (!inside.startsWith('..') && !isAbsolute(inside))) {
      await rm(root, { recursive: true, force: true });
      throw new Error(`the temporary directory ${root} lies inside the repository ${repo}; set TMPDIR to a directory outside it`);
    }
    return new Worktrees(repo, root);
  }

  /** Checks out `sha` (detached) into a new directory named `name` and returns its path. */
  async add(name: string, sha: string): Promise<string> {
    if (this.removed) throw new Error('worktrees already removed');
    const path = join(this.root, name);
    this.paths.push(path);
    await git(this.repo, ['worktree', 'add', '--detach', '--quiet', path, sha]);
    return path;
  }

  /** Removes the worktree `add` made as `name` (also a half-created one); `removeAll` no longer sees it. */
  async remove(name: string): Promise<void> {
    const path = join(this.root, name);
    const at = this.paths.indexOf(path);
    if (at < 0) return;
    this.paths.splice(at, 1);
    await git(this.repo, ['worktree', 'remove', '--force', '--force', path]).catch(() => undefined);
    await rm(path, { recursive: true, force: true });
    await this.forgetLeftovers([path]).catch(() => undefined);
  }

  /** Removes every worktree and the temporary directory; safe to call more than once. */
  async removeAll(): Promise<void> {
    if (this.removed) return;
    this.removed = true;
    for (const path of this.paths) {
      // Also forgets a worktree whose directory is gone; one that was never registered makes it fail, which is fine.
      await git(this.repo, ['worktree', 'remove', '--force', '--force', path]).catch(() => undefined);
    }
    await rm(this.root, { recursive: true, force: true });
    await this.forgetLeftovers(this.paths);
  }

  /**
   * `git worktree prune` forgets every worktree whose directory is missing, the user's own too
   * (one on an unmounted disk, say), so it runs only if git still lists one of ours after
   * `worktree remove`, which a git that cannot remove a missing worktree would leave.
   */
  private async forgetLeftovers(paths: readonly string[]): Promise<void> {
    const listed = await git(this.repo, ['worktree', 'list', '--porcelain']);
    const registered = new Set(listed.split('\n').flatMap((line) => (line.startsWith('worktree ') ? [line.slice('worktree '.length)] : [])));
    if (paths.some((path) => registered.has(path))) await git(this.repo, ['worktree', 'prune']);
  }
}
