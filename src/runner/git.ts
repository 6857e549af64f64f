/** Kept for the callers outside the runner that still import git from here: the one wrapper is src/git/run-git.ts. */
export { git, GitError } from '../git/run-git.js';
