/**
 * The pull-request store on the history branch (`benchgate-data` by default): the file
 * `pull-requests.json` beside `history.json`. A record is written as a new root commit whose
 * tree is the branch's tree as read, with only `pull-requests.json` replaced (git plumbing in a
 * temporary bare repository), pushed as a compare-and-swap (`--force-with-lease` with the commit
 * read). The history backend carries `pull-requests.json` into its own commits the same way, so a
 * race between a trend run and a comment job makes one of them read the branch again and retry:
 * neither a trend entry nor a PR record is lost. Nothing here throws: trouble is a warning.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { redactRemote } from '../git/run-git.js';
import type { PullRequestRunsLoad, PullRequestStore } from '../ports/pull-request-store.js';
import {
  DEFAULT_PULL_REQUEST_RETENTION,
  PULL_REQUEST_RUNS_FILE,
  emptyPullRequestRuns,
  type PullRequestRun,
  type PullRequestRunsFile,
} from '../results/pull-request-runs-format.js';
import { DEFAULT_HISTORY_BRANCH } from './git-branch-history-backend.js';
import { GitBranchPlumbing, GitFailure, type GitBranchOptions } from './git-branch-plumbing.js';
import { parsePullRequestRuns, serializePullRequestRuns } from './parse-pull-request-runs.js';
import { addPullRequestRun } from './pull-request-runs.js';

export interface GitBranchPullRequestOptions extends GitBranchOptions {
  keep?: number;
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

export class GitBranchPullRequestStore implements PullRequestStore {
  readonly description: string;
  private readonly branch: string;
  private readonly plumbing: GitBranchPlumbing;

  constructor(private readonly options: GitBranchPullRequestOptions) {
    this.branch = options.branch ?? DEFAULT_HISTORY_BRANCH;
    this.plumbing = new GitBranchPlumbing({ ...options, branch: this.branch });
    this.description = `${PULL_REQUEST_RUNS_FILE} on branch ${this.branch} of ${redactRemote(options.remote)}`;
  }

  async load(): Promise<PullRequestRunsLoad> {
    try {
      const read = await this.plumbing.withScratchRepository('benchgate-pull-requests-', (repo) => this.read(repo));
      for (const warning of read.load.warnings) this.options.warn?.(warning);
      return read.load;
    } catch (error) {
      const warning = `could not read ${this.description}: ${redactRemote((error as Error).message)}; showing no pull-request runs`;
      this.options.warn?.(warning);
      return { status: 'missing', file: emptyPullRequestRuns(), source: this.description, warnings: [warning] };
    }
  }

  async record(run: PullRequestRun): Promise<boolean> {
    const warned = new Set<string>();
    const warn = (message: string) => {
      if (!warned.has(message)) this.options.warn?.(message);
      warned.add(message);
    };
    try {
      await this.plumbing.withScratchRepository('benchgate-pull-requests-', (repo) =>
        this.plumbing.retryLostRaces(async () => {
          const read = await this.read(repo);
          for (const warning of read.load.warnings) warn(warning);
          if (read.newer !== undefined) throw new GitFailure(`${read.newer}; left as it is`);
          const file = addPullRequestRun(read.load.file, run, this.options.keep ?? DEFAULT_PULL_REQUEST_RETENTION, warn);
          return this.push(repo, read, file);
        }),
      );
      return true;
    } catch (error) {
      warn(`the run of pull request #${run.pullRequest} was not recorded in ${this.description}: ${redactRemote((error as Error).message)}`);
      return false;
    }
  }

  private async read(repo: string): Promise<Read> {
    const source = this.description;
    const missing = (commit: string | null): Read => ({
      commit,
      load: { status: 'missing', file: emptyPullRequestRuns(), source, warnings: [] },
      text: null,
      dropped: false,
    });
    const commit = await this.plumbing.fetchBranchHead(repo);
    if (commit === null) return missing(null);
    const names = (await this.plumbing.run(['--git-dir', repo, 'ls-tree', '--name-only', commit])).split('\n');
    if (!names.includes(PULL_REQUEST_RUNS_FILE)) return missing(commit);
    const text = await this.plumbing.run(['--git-dir', repo, 'cat-file', 'blob', `${commit}:${PULL_REQUEST_RUNS_FILE}`]);
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
      if (read.commit !== null) await this.plumbing.run(['--git-dir', repo, 'read-tree', read.commit], index);
      const files = new Map([[PULL_REQUEST_RUNS_FILE, serializePullRequestRuns(file)]]);
      if (read.dropped && read.text !== null) {
        files.set(`pull-requests.corrupt-${(this.options.now?.() ?? new Date()).toISOString().replace(/[:.]/g, '-')}.json`, read.text);
      }
      for (const [name, content] of files) {
        const local = path.join(scratch, name);
        await writeFile(local, content);
        const blob = (await this.plumbing.run(['--git-dir', repo, 'hash-object', '-w', '--', local])).trim();
        await this.plumbing.run(['--git-dir', repo, 'update-index', '--add', '--cacheinfo', `100644,${blob},${name}`], index);
      }
      const message = `benchgate pull-request runs: ${file.runs.length} records`;
      return await this.plumbing.commitRootAndPush(repo, { index, message, expected: read.commit });
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }
}
