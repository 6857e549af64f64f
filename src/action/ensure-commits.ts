import { git, GitError } from '../runner/git.js';

/** A commit the comparison needs is not in the clone and could not be fetched. */
export class MissingCommitError extends Error {
  constructor(what: string, commit: string, detail: string) {
    super(
      `the ${what} commit ${commit} is not in this clone and fetching it failed (${detail}). ` +
        'Check out full history: add `with: { fetch-depth: 0 }` to the actions/checkout step.',
    );
    this.name = 'MissingCommitError';
  }
}

async function hasCommit(repo: string, ref: string): Promise<boolean> {
  try {
    await git(repo, ['cat-file', '-e', `${ref}^{commit}`]);
    return true;
  } catch {
    return false;
  }
}

/**
 * Resolves `ref` to a commit SHA in the clone, fetching it from `origin` when a shallow
 * checkout left it out (GitHub serves single commits by SHA, and branches and tags by name).
 */
export async function ensureCommit(repo: string, ref: string, what: string): Promise<string> {
  for (const candidate of [ref, `origin/${ref}`]) {
    if (await hasCommit(repo, candidate)) return git(repo, ['rev-parse', '--verify', `${candidate}^{commit}`]);
  }
  try {
    await git(repo, ['fetch', '--no-tags', '--depth=1', 'origin', ref]);
    return await git(repo, ['rev-parse', '--verify', 'FETCH_HEAD^{commit}']);
  } catch (error) {
    throw new MissingCommitError(what, ref, error instanceof GitError ? error.message : String(error));
  }
}

/** The first parent of `commit`, read from the commit object itself so it works in a shallow clone. */
export async function firstParent(repo: string, commit: string): Promise<string> {
  const object = await git(repo, ['cat-file', '-p', commit]);
  const parent = /^parent ([0-9a-f]{40})$/m.exec(object)?.[1];
  if (!parent) throw new MissingCommitError('parent', `of ${commit}`, 'it has no parent: there is nothing earlier to compare with');
  return parent;
}
