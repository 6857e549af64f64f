/**
 * The git plumbing shared by the two stores on the history branch (git-branch-history-backend.ts
 * and git-branch-pull-request-store.ts): a scratch bare repository, git with the token's header,
 * the branch's head fetched at depth 1, and a parentless commit pushed as a compare-and-swap
 * (`--force-with-lease` with the commit the writer read). What each store reads and writes stays
 * in the store.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execGit, GitError, type GitExec } from '../git/run-git.js';

/** A failure on the branch; the stores turn its message into a warning. */
export class GitFailure extends Error {}

/** `http.extraheader` with basic auth for `x-access-token`, as actions/checkout sends it, passed as environment config. */
export function authorizationEnv(token: string): Record<string, string> {
  const basic = Buffer.from(`x-access-token:${token}`).toString('base64');
  return { GIT_CONFIG_COUNT: '1', GIT_CONFIG_KEY_0: 'http.extraheader', GIT_CONFIG_VALUE_0: `AUTHORIZATION: basic ${basic}` };
}

/** What both stores on the branch are given to reach it; each store's options add its own. */
export interface GitBranchOptions {
  /** Repository URL or path. In Actions: `https://github.com/<owner>/<repo>.git` with `token`. */
  remote: string;
  /**
   * Token for https remotes (GITHUB_TOKEN with `contents: write`). Sent as an HTTP header set
   * through git's environment (GIT_CONFIG_*), so it appears neither in the remote URL nor in
   * any process's arguments.
   */
  token?: string;
  branch?: string;
  /** Push attempts before giving up (each lost race costs one). */
  maxAttempts?: number;
  /** Milliseconds to wait before attempt `attempt` (2, 3, …). */
  retryDelayMs?: (attempt: number) => number;
  /** Where temporary repositories are made. */
  tempDir?: string;
  author?: { name: string; email: string };
  warn?: (message: string) => void;
  now?: () => Date;
  git?: GitExec;
}

export interface RootCommit {
  /** The environment naming the index (`GIT_INDEX_FILE`) that holds the commit's tree. */
  index: Record<string, string>;
  message: string;
  /** The branch's commit as read (null: no branch yet); the push fails if the branch is elsewhere now. */
  expected: string | null;
}

/** A push that lost to another writer: the lease was stale or the ref was taken meanwhile. */
const LOST_RACE = /stale info|rejected|fetch first|non-fast-forward|already exists|cannot lock ref/i;

export class GitBranchPlumbing {
  private readonly ref: string;
  private readonly git: GitExec;
  private readonly auth: Record<string, string>;

  constructor(private readonly options: GitBranchOptions & { branch: string }) {
    this.ref = `refs/heads/${options.branch}`;
    this.git = options.git ?? execGit;
    this.auth = options.token ? authorizationEnv(options.token) : {};
  }

  /** Runs `work` in a new bare repository named `prefix…`, removed afterwards. */
  async withScratchRepository<T>(prefix: string, work: (repo: string) => Promise<T>): Promise<T> {
    const parent = this.options.tempDir ?? tmpdir();
    await mkdir(parent, { recursive: true });
    const repo = await mkdtemp(path.join(parent, prefix));
    try {
      await this.run(['init', '--quiet', '--bare', repo]);
      return await work(repo);
    } finally {
      await rm(repo, { recursive: true, force: true });
    }
  }

  /** git with the token's header; its stdout, or a GitFailure naming the subcommand (git's error as the cause). */
  async run(args: string[], env?: Record<string, string>): Promise<string> {
    const result = await this.git(args, { env: { ...this.auth, ...env } });
    if (result.exitCode !== 0) {
      const cause = new GitError(args, result);
      throw new GitFailure(
        `git ${args[0] === '--git-dir' ? args[2] : args[0]} failed: ${cause.stderr || result.stdout.trim() || `exit code ${result.exitCode}`}`,
        { cause },
      );
    }
    return result.stdout;
  }

  /** The branch's head commit, fetched into `repo` (null: the remote has no such branch). */
  async fetchBranchHead(repo: string): Promise<string | null> {
    const listed = await this.run(['--git-dir', repo, 'ls-remote', '--heads', this.options.remote, this.ref]);
    if (listed.trim() === '') return null;
    const fetched = 'refs/benchgate/fetched';
    await this.run(['--git-dir', repo, 'fetch', '--quiet', '--no-tags', '--depth=1', this.options.remote, `+${this.ref}:${fetched}`]);
    return (await this.run(['--git-dir', repo, 'rev-parse', fetched])).trim();
  }

  /** Calls `write` until it returns true (done), waiting longer before each new attempt; a GitFailure after `maxAttempts` lost races. */
  async retryLostRaces(write: () => Promise<boolean>): Promise<void> {
    const attempts = this.options.maxAttempts ?? 5;
    const delay = this.options.retryDelayMs ?? ((attempt: number) => 250 * 2 ** (attempt - 2) * (1 + Math.random()));
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, delay(attempt)));
      if (await write()) return;
    }
    throw new GitFailure(`${attempts} attempts lost the race to other writers`);
  }

  /** The index as one commit with no parent, pushed if the branch is still at `expected`. False when another writer got there first. */
  async commitRootAndPush(repo: string, commit: RootCommit): Promise<boolean> {
    const tree = (await this.run(['--git-dir', repo, 'write-tree'], commit.index)).trim();
    const author = this.options.author ?? { name: 'benchgate', email: 'benchgate@users.noreply.github.com' };
    const identity = { GIT_AUTHOR_NAME: author.name, GIT_AUTHOR_EMAIL: author.email, GIT_COMMITTER_NAME: author.name, GIT_COMMITTER_EMAIL: author.email };
    const id = (await this.run(['--git-dir', repo, 'commit-tree', tree, '-m', commit.message], identity)).trim();
    const lease = `--force-with-lease=${this.ref}:${commit.expected ?? ''}`;
    const pushed = await this.git(['--git-dir', repo, 'push', '--quiet', '--porcelain', lease, this.options.remote, `${id}:${this.ref}`], { env: this.auth });
    if (pushed.exitCode === 0) return true;
    if (LOST_RACE.test(`${pushed.stdout}\n${pushed.stderr}`)) return false;
    throw new GitFailure(`git push failed: ${pushed.stderr.trim() || pushed.stdout.trim()}`);
  }
}
