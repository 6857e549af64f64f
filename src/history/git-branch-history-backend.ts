/**
 * History on a durable git branch (`benchgate-data` by default), written with git plumbing
 * in a temporary bare repository: the branch is one force-updated root commit holding
 * `history.json` and the dated `snapshots/YYYY-MM-DD.json`, so its git history stays
 * bounded (older commits become unreachable). The pull-request store beside it
 * (`pull-requests.json`, written by git-branch-pull-request-store.ts) is carried into each commit
 * unchanged.
 *
 * Concurrent writers: every push is a compare-and-swap (`--force-with-lease` with the
 * commit this writer read). A writer that lost the race fetches the branch again, merges by
 * the union rule (sha, run id), applies retention and retries, up to `maxAttempts` times.
 * Nothing here throws: failures are warnings, and loading falls back to an empty history.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { HistoryBackend, HistoryLoad } from '../ports/history-backend.js';
import { redactRemote } from '../git/run-git.js';
import { DEFAULT_RETENTION, emptyHistory, type HistoryFile, type HistoryRetention } from '../results/history-format.js';
import { GitBranchPlumbing, GitFailure, type GitBranchOptions } from './git-branch-plumbing.js';
import { HISTORY_FILE, corruptFileName } from './history-files.js';
import { SNAPSHOT_DIR, historyFromSnapshots, snapshotFiles } from './history-snapshots.js';
import { mergeHistories, pruneHistory } from './history-store.js';
import { lostOnRead, parseHistory, serializeHistory } from './parse-history.js';

export const DEFAULT_HISTORY_BRANCH = 'benchgate-data';

export interface GitBranchHistoryOptions extends GitBranchOptions {
  retention?: HistoryRetention;
}

/** What the branch held when read: the commit (null: no branch yet) and its history. */
interface BranchState {
  commit: string | null;
  history: HistoryFile;
  /** The text of `history.json` as stored, to skip pushes that change nothing. */
  text: string | null;
  /** Files set aside earlier or now (`history.corrupt-*.json`), carried into the next commit. */
  setAside: Map<string, string>;
  load: HistoryLoad;
  /** Why the branch must not be written: a newer benchgate wrote it. */
  newer?: string;
}

const SET_ASIDE = /^history\.corrupt-[^/]+\.json$/;
/** The pull-request store and its set-aside copies (git-branch-pull-request-store.ts): not the history's, carried into every commit as they are. */
const CARRIED = /^pull-requests(?:\.corrupt-[^/]+)?\.json$/;

export class GitBranchHistoryBackend implements HistoryBackend {
  readonly description: string;
  private readonly branch: string;
  private readonly plumbing: GitBranchPlumbing;
  private readonly warned = new Set<string>();
  private setAsideName: string | undefined;
  private readonly now: () => Date;

  constructor(private readonly options: GitBranchHistoryOptions) {
    this.branch = options.branch ?? DEFAULT_HISTORY_BRANCH;
    this.plumbing = new GitBranchPlumbing({ ...options, branch: this.branch });
    this.now = options.now ?? (() => new Date());
    this.description = `branch ${this.branch} of ${redactRemote(options.remote)}`;
  }

  async load(): Promise<HistoryLoad> {
    try {
      const state = await this.plumbing.withScratchRepository('benchgate-history-', (repo) => this.read(repo));
      for (const warning of state.load.warnings) this.warn(warning);
      return state.load;
    } catch (error) {
      const warning = `could not read the history from ${this.description}: ${redactRemote((error as Error).message)}; continuing without history`;
      this.warn(warning);
      return { status: 'missing', history: emptyHistory(), source: this.description, warnings: [warning] };
    }
  }

  async save(history: HistoryFile): Promise<void> {
    try {
      await this.plumbing.withScratchRepository('benchgate-history-', async (repo) => {
        let ours = history;
        await this.plumbing.retryLostRaces(async () => {
          const state = await this.read(repo);
          for (const warning of state.load.warnings) this.warn(warning);
          if (state.newer !== undefined) throw new GitFailure(`${state.newer}; left as it is`);
          ours = pruneHistory(mergeHistories(ours, state.history), this.options.retention ?? DEFAULT_RETENTION);
          const text = serializeHistory(ours);
          if (state.commit !== null && text === state.text && state.load.status === 'loaded') return true;
          return this.push(repo, ours, text, state);
        });
      });
    } catch (error) {
      this.warn(`history not saved to ${this.description}: ${redactRemote((error as Error).message)}`);
    }
  }

  /** One name per backend, so the load's warning and the save's commit name the same file. */
  private corruptName(): string {
    this.setAsideName ??= corruptFileName(this.now());
    return this.setAsideName;
  }

  /** Each message once per backend: a save reads the branch again and would repeat the load's warnings. */
  private warn(message: string): void {
    if (this.warned.has(message)) return;
    this.warned.add(message);
    this.options.warn?.(message);
  }

  private async read(repo: string): Promise<BranchState> {
    const source = this.description;
    const commit = await this.plumbing.fetchBranchHead(repo);
    if (commit === null) {
      return {
        commit: null,
        history: emptyHistory(),
        text: null,
        setAside: new Map(),
        load: { status: 'missing', history: emptyHistory(), source, warnings: [] },
      };
    }
    const names = (await this.plumbing.run(['--git-dir', repo, 'ls-tree', '-r', '--name-only', commit])).split('\n').filter(Boolean);
    const show = (name: string) => this.plumbing.run(['--git-dir', repo, 'cat-file', 'blob', `${commit}:${name}`]);
    const setAside = new Map<string, string>();
    for (const name of names.filter((n) => SET_ASIDE.test(n) || CARRIED.test(n))) setAside.set(name, await show(name));

    const text = names.includes(HISTORY_FILE) ? await show(HISTORY_FILE) : null;
    const parsed = text === null ? null : parseHistory(text, `${source}:${HISTORY_FILE}`);
    if (parsed?.ok) {
      const load: HistoryLoad = { status: 'loaded', history: parsed.history, source, warnings: parsed.warnings };
      // Entries or parts left out are kept in a copy, so the next save cannot lose them.
      if (lostOnRead(parsed) && text !== null) setAside.set(this.corruptName(), text);
      return { commit, history: parsed.history, text, setAside, load };
    }
    const problem = parsed ? parsed.reason : `${source} has no ${HISTORY_FILE}`;
    if (parsed?.kind === 'newer-version') return this.newerState(commit, problem);
    if (text !== null) setAside.set(this.corruptName(), text);
    const snapshots = names.filter((n) => n.startsWith(`${SNAPSHOT_DIR}/`) && n.endsWith('.json'));
    const files = await Promise.all(snapshots.map(async (name) => ({ path: `${source}:${name}`, text: await show(name) })));
    const rebuilt = historyFromSnapshots(files);
    if (rebuilt.newer !== null) return this.newerState(commit, rebuilt.newer);
    if (rebuilt.readable > 0) {
      const warnings = [`${problem}; rebuilt the history from ${rebuilt.readable} snapshot${rebuilt.readable > 1 ? 's' : ''}`, ...rebuilt.warnings];
      return { commit, history: rebuilt.history, text: null, setAside, load: { status: 'loaded', history: rebuilt.history, source, warnings } };
    }
    const keptAs = text === null ? '' : ` keeps the unreadable file as ${[...setAside.keys()].pop()} and`;
    const warnings = [`${problem}; starting a new history (the next save${keptAs} writes a fresh ${HISTORY_FILE})`, ...rebuilt.warnings];
    return {
      commit,
      history: emptyHistory(),
      text: null,
      setAside,
      load: { status: 'unusable', history: emptyHistory(), source, warnings, reason: problem },
    };
  }

  /** A branch a newer benchgate wrote: read as empty, never written. */
  private newerState(commit: string, reason: string): BranchState {
    const warnings = [`${reason}; the branch is left as it is, and this benchgate will not write to it`];
    const load: HistoryLoad = { status: 'unusable', history: emptyHistory(), source: this.description, warnings, reason };
    return { commit, history: emptyHistory(), text: null, setAside: new Map(), load, newer: reason };
  }

  /** One commit with no parent: history.json, the snapshots and the set-aside files. False when another writer got there first. */
  private async push(repo: string, history: HistoryFile, text: string, state: BranchState): Promise<boolean> {
    const tree = await mkdtemp(path.join(path.dirname(repo), 'benchgate-tree-'));
    try {
      const files = new Map<string, string>([[HISTORY_FILE, text], ...snapshotFiles(history), ...state.setAside]);
      await mkdir(path.join(tree, SNAPSHOT_DIR), { recursive: true });
      for (const [name, content] of files) await writeFile(path.join(tree, ...name.split('/')), content);
      const index = { GIT_INDEX_FILE: path.join(repo, 'benchgate-index') };
      await rm(index.GIT_INDEX_FILE, { force: true });
      await this.plumbing.run(['--git-dir', repo, '--work-tree', tree, 'add', '--all', '.'], index);
      const message = `benchgate history: ${history.entries.length} entries`;
      return await this.plumbing.commitRootAndPush(repo, { index, message, expected: state.commit });
    } finally {
      await rm(tree, { recursive: true, force: true });
    }
  }
}
