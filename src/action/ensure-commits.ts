import { GitError } from '../git/run-git.js';
import type { GitRunner } from './action-services.js';

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

/** A ref that cannot name a commit (it starts with `-`, or holds a space or control character). */
export class BadRefError extends Error {
  constructor(what: string, ref: string) {
    super(`the ${what} ref ${JSON.stringify(ref)} is not a commit SHA, branch or tag name`);
    this.name = 'BadRefError';
  }
}

/** True for text that could be a SHA, branch or tag: git refuses names starting with `-` anyway. */
export function isPlausibleRef(ref: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  return ref !== '' && !ref.startsWith('-') && !/[\u0000-\u0020\u007f]/.test(ref);
}

/**
 * Every git call below that takes a ref from the event or the inputs puts it after
 * `--end-of-options`, so a "ref" such as `--upload-pack=touch /tmp/x;` (a workflow_dispatch
 * input anyone with write access can type) is a name git looks up, never an option it obeys.
 * Such names are also refused up front with a clear message: no branch, tag or SHA starts with `-`.
 */
async function hasCommit(git: GitRunner, repo: string, ref: string): Promise<boolean> {
  try {
    await git(repo, ['cat-file', '-e', '--end-of-options', `${ref}^{commit}`]);
    return true;
  } catch {
    return false;
  }
}

/**
 * Resolves `ref` to a commit SHA in the clone, fetching it from `origin` when a shallow
 * checkout left it out (GitHub serves single commits by SHA, and branches and tags by name).
 */
export async function ensureCommit(git: GitRunner, repo: string, ref: string, what: string): Promise<string> {
  if (!isPlausibleRef(ref)) throw new BadRefError(what, ref);
  for (const candidate of [ref, `origin/${ref}`]) {
    if (await hasCommit(git, repo, candidate)) return git(repo, ['rev-parse', '--verify', '--end-of-options', `${candidate}^{commit}`]);
  }
  try {
    await git(repo, ['fetch', '--no-tags', '--depth=1', '--end-of-options', 'origin', ref]);
    return await git(repo, ['rev-parse', '--verify', '--end-of-options', 'FETCH_HEAD^{commit}']);
  } catch (error) {
    throw new MissingCommitError(what, ref, error instanceof GitError ? error.message : String(error));
  }
}

/** The first parent of `commit`, read from the commit object itself so it works in a shallow clone. */
export async function firstParent(git: GitRunner, repo: string, commit: string): Promise<string> {
  const object = await git(repo, ['cat-file', '-p', '--end-of-options', commit]);
  const parent = /^parent ([0-9a-f]{40})$/m.exec(object)?.[1];
  if (!parent) throw new MissingCommitError('parent', `of ${commit}`, 'it has no parent: there is nothing earlier to compare with');
  return parent;
}
