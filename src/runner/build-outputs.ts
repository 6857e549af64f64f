import { git } from '../git/run-git.js';
import { listFiles } from './artifact-hash.js';

/** What a build left in its worktree, relative to the worktree's top level, sorted. */
export interface BuildOutputs {
  /** Files the build created or changed: untracked, ignored, and modified tracked files. */
  present: string[];
  /** Tracked files the build deleted. */
  deleted: string[];
}

function entries(output: string): string[] {
  return output.split('\0').filter((path) => path !== '');
}

function insideGitDir(path: string): boolean {
  return path.split('/').includes('.git');
}

/**
 * Lists every file a build created, changed or deleted in the fresh worktree `worktree`, by
 * asking git what differs from the checked-out commit: `ls-files --others` without
 * `--exclude-standard` (untracked and ignored files, so `node_modules/` and `dist/` count),
 * `--modified` (by content: a file merely touched is not listed) and `--deleted`. A nested
 * repository the build created (git lists it as `dir/`) is walked. `.git` never counts.
 */
export async function listBuildOutputs(worktree: string): Promise<BuildOutputs> {
  const [others, modified, deleted] = await Promise.all(
    ['--others', '--modified', '--deleted'].map(async (option) => entries(await git(worktree, ['ls-files', '-z', option, '--'], { raw: true }))),
  );
  const gone = new Set(deleted);
  const present = new Set<string>();
  for (const path of others) {
    if (path.endsWith('/')) for (const file of await listFiles(worktree, path.slice(0, -1))) present.add(file);
    else present.add(path);
  }
  for (const path of modified) if (!gone.has(path)) present.add(path);
  return {
    present: [...present].filter((path) => !insideGitDir(path)).sort(),
    deleted: [...gone].filter((path) => !insideGitDir(path)).sort(),
  };
}
