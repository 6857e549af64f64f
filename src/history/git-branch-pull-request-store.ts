/**
 * The pull-request store on the history branch (`benchgate-data` by default): the file
 * `pull-requests.json` beside `history.json`. A record is written as a new root commit whose
 * tree is the branch's tree as read, with only `pull-requests.json` replaced (git plumbing in a
 * temporary bare repository), pushed as a compare-and-swap (`--force-with-lease` with the commit
 * read). The history backend carries `pull-requests.json` into its own commits the same way, so a
 * race between a trend run and a comment job makes one of them read the branch again and retry:
 * neither a trend entry nor a PR record is lost. Nothing here throws: trouble is a warning.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execGit, redactRemote, type GitExec } from '../git/run-git.js';
import type { PullRequestRunsLoad, PullRequestStore } from '../ports/pull-request-store.js';
import {
  DEFAULT_PULL_REQUEST_RETENTION,
  PULL_REQUEST_RUNS_FILE,
  emptyPullRequestRuns,
  type PullRequestRun,
  type PullRequestRunsFile,
} from '../results/pull-request-runs-format.js';
import { DEFAULT_HISTORY_BRANCH, authorizationEnv } from './git-branch-history-backend.js';
import { parsePullRequestRuns, serializePullRequestRuns } from './parse-pull-request-runs.js';
import { addPullRequestRun } from './pull-request-runs.js';

export interface GitBranchPullRequestOptions {
  remote: string;
  token?: string;
  branch?: string;
  keep?: number;
  maxAttempts?: number;
  retryDelayMs?: (attempt: number) => number;
  tempDir?: string;
  author?: { name: string; email: string };
  warn?: (message: string) => void;
  now?: () => Date;
  git?: GitExec;
}

interface Read {
  commit: string | null;
  load: PullRequestRunsLoad;
  /** A newer benchgate wrote the store: never written over. */
  newer?: string;
  /** The stored text, to keep a copy of a file this benchgate could not read in full. */
  text: string | null;
  dropped: boolean;
}

class GitFailure extends Error {}

export class GitBranchPullRequestStore implements PullRequestStore {
  readonly description: string;
  private readonly branch: string;
  private readonly git: GitExec;
  private readonly auth: Record<string, string>;

  constructor(private readonly options: GitBranchPullRequestOptions) {
    this.branch = options.branch ?? DEFAULT_HISTORY_BRANCH;
    this.git = options.git ?? execGit;
    this.auth = options.token ? authorizationEnv(options.token) : {};
    this.description = `${PULL_REQUEST_RUNS_FILE} on branch ${this.branch} of ${redactRemote(options.remote)}`;
  }

  async load(): Promise<PullRequestRunsLoad> {
    try {
      const read = await this.withRepository((repo) => this.read(repo));
      for (const warning of read.load.warnings) this.options.warn?.(warning);
      return read.load;
    } catch (error) {
      const warning = `could not read ${this.description}: ${redactRemote((error as Error).message)}; showing no pull-request runs`;
      this.options.warn?.(warning);
      return { status: 'missing', file: emptyPullRequestRuns(), source: this.description, warnings: [warning] };
    }
  }

  async record(run: PullRequestRun): Promise<boolean> {
    const attempts = this.options.maxAttempts ?? 5;
    const delay = this.options.retryDelayMs ?? ((attempt: number) => 250 * 2 ** (attempt - 2) * (1 + Math.random()));
    const warned = new Set<string>();
    const warn = (message: string) => {
      if (!warned.has(message)) this.options.warn?.(message);
      warned.add(message);
    };
    try {
      await this.withRepository(async (repo) => {
        for (let attempt = 1; attempt <= attempts; attempt++) {
          if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, delay(attempt)));
          const read = await this.read(repo);
          for (const warning of read.load.warnings) warn(warning);
          if (read.newer !== undefined) throw new GitFailure(`${read.newer}; left as it is`);
          const file = addPullRequestRun(read.load.file, run, this.options.keep ?? DEFAULT_PULL_REQUEST_RETENTION);
          if (await this.push(repo, read, file)) return;
        }
        throw new GitFailure(`${attempts} attempts lost the race to other writers`);
      });
      return true;
    } catch (error) {
      warn(`the run of pull request #${run.pullRequest} was not recorded in ${this.description}: ${redactRemote((error as Error).message)}`);
      return false;
    }
  }

  private async withRepository<T>(work: (repo: string) => Promise<T>): Promise<T> {
    const parent = this.options.tempDir ?? tmpdir();
    await mkdir(parent, { recursive: true });
    const repo = await mkdtemp(path.join(parent, 'benchgate-pull-requests-'));
    try {
      await this.run(['init', '--quiet', '--bare', repo]);
      return await work(repo);
    } finally {
      await rm(repo, { recursive: true, force: true });
    }
  }

  private async run(args: string[], env?: Record<string, string>): Promise<string> {
    const result = await this.git(args, { env: { ...this.auth, ...env } });
    if (result.exitCode !== 0) {
      throw new GitFailure(
        `git ${args[0] === '--git-dir' ? args[2] : args[0]} failed: ${result.stderr.trim() || result.stdout.trim() || `exit code ${result.exitCode}`}`,
      );
    }
    return result.stdout;
  }

  private async read(repo: string): Promise<Read> {
    const source = this.description;
    const ref = `refs/heads/${this.branch}`;
    const missing = (commit: string | null): Read => ({
      commit,
      load: { status: 'missing', file: emptyPullRequestRuns(), source, warnings: [] },
      text: null,
      dropped: false,
    });
    const listed = await this.run(['--git-dir', repo, 'ls-remote', '--heads', this.options.remote, ref]);
    if (listed.trim() === '') return missing(null);
    const fetched = 'refs/benchgate/fetched';
    await this.run(['--git-dir', repo, 'fetch', '--quiet', '--no-tags', '--depth=1', this.options.remote, `+${ref}:${fetched}`]);
    const commit = (await this.run(['--git-dir', repo, 'rev-parse', fetched])).trim();
    const names = (await this.run(['--git-dir', repo, 'ls-tree', '--name-only', commit])).split('\n');
    if (!names.includes(PULL_REQUEST_RUNS_FILE)) return missing(commit);
    const text = await this.run(['--git-dir', repo, 'cat-file', 'blob', `${commit}:${PULL_REQUEST_RUNS_FILE}`]);
    const parsed = parsePullRequestRuns(text, `${source}`);
    if (parsed.ok) return { commit, load: { status: 'loaded', file: parsed.file, source, warnings: parsed.warnings }, text, dropped: parsed.dropped > 0 };
    const load: PullRequestRunsLoad = { status: 'unusable', file: emptyPullRequestRuns(), source, warnings: [] };
    if (parsed.kind === 'newer-version') {
      return {
        commit,
        load: { ...load, warnings: [`${parsed.reason}; the branch's ${PULL_REQUEST_RUNS_FILE} is left as it is`] },
        newer: parsed.reason,
        text,
        dropped: false,
      };
    }
    return {
      commit,
      load: { ...load, warnings: [`${parsed.reason}; starting a new one (the next record keeps the unreadable file as a copy)`] },
      text,
      dropped: true,
    };
  }

  /** The branch's tree with `pull-requests.json` replaced (and a copy of an unreadable one), as one root commit. False when another writer got there first. */
  private async push(repo: string, read: Read, file: PullRequestRunsFile): Promise<boolean> {
    const scratch = await mkdtemp(path.join(path.dirname(repo), 'benchgate-pull-requests-file-'));
    try {
      const index = { GIT_INDEX_FILE: path.join(repo, 'benchgate-pull-requests-index') };
      await rm(index.GIT_INDEX_FILE, { force: true });
      if (read.commit !== null) await this.run(['--git-dir', repo, 'read-tree', read.commit], index);
      const files = new Map([[PULL_REQUEST_RUNS_FILE, serializePullRequestRuns(file)]]);
      if (read.dropped && read.text !== null) {
        files.set(`pull-requests.corrupt-${(this.options.now?.() ?? new Date()).toISOString().replace(/[:.]/g, '-')}.json`, read.text);
      }
      for (const [name, content] of files) {
        const local = path.join(scratch, name);
        await writeFile(local, content);
        const blob = (await this.run(['--git-dir', repo, 'hash-object', '-w', '--', local])).trim();
        await this.run(['--git-dir', repo, 'update-index', '--add', '--cacheinfo', `100644,${blob},${name}`], index);
      }
      const tree = (await this.run(['--git-dir', repo, 'write-tree'], index)).trim();
      const author = this.options.author ?? { name: 'benchgate', email: 'benchgate@users.noreply.github.com' };
      const identity = { GIT_AUTHOR_NAME: author.name, GIT_AUTHOR_EMAIL: author.email, GIT_COMMITTER_NAME: author.name, GIT_COMMITTER_EMAIL: author.email };
      const message = `benchgate pull-request runs: ${file.runs.length} records`;
      const commit = (await this.run(['--git-dir', repo, 'commit-tree', tree, '-m', message], identity)).trim();
      const ref = `refs/heads/${this.branch}`;
      const lease = `--force-with-lease=${ref}:${read.commit ?? ''}`;
      const pushed = await this.git(['--git-dir', repo, 'push', '--quiet', '--porcelain', lease, this.options.remote, `${commit}:${ref}`], { env: this.auth });
      if (pushed.exitCode === 0) return true;
      const output = `${pushed.stdout}\n${pushed.stderr}`;
      if (/stale info|rejected|fetch first|non-fast-forward|already exists|cannot lock ref/i.test(output)) return false;
      throw new GitFailure(`git push failed: ${pushed.stderr.trim() || pushed.stdout.trim()}`);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }
}
