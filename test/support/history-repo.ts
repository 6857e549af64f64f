import { git, tempDir, writeFiles } from '../runner/git-fixture.js';

/** A throw-away repository with `main` checked out and no commit yet, and `commit` to build its history one commit at a time. */
export function historyRepo(prefix: string): { repo: string; commit: (files: Record<string, string>, message?: string, remove?: string[]) => string } {
  const repo = tempDir(prefix);
  git(repo, 'init', '--quiet', '--initial-branch=main');
  /** Writes `files`, removes `remove`, commits everything and returns the new commit's sha. */
  const commit = (files: Record<string, string>, message = 'c', remove: string[] = []) => {
    writeFiles(repo, files);
    for (const file of remove) git(repo, 'rm', '--quiet', file);
    git(repo, 'add', '--all');
    git(repo, 'commit', '--quiet', '-m', message);
    return git(repo, 'rev-parse', 'HEAD');
  };
  return { repo, commit };
}
