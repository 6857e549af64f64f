/**
 * The pull-request store in a local directory (`DIR/pull-requests.json`, beside `history.json`),
 * for the CLI and tests; one writer at a time. A file this benchgate cannot read is kept as
 * `pull-requests.corrupt-<time>.json` before a record replaces it; one from a newer benchgate is
 * never written over.
 */
import { rename } from 'node:fs/promises';
import path from 'node:path';
import type { PullRequestRunsLoad, PullRequestStore } from '../ports/pull-request-store.js';
import { DEFAULT_PULL_REQUEST_RETENTION, PULL_REQUEST_RUNS_FILE, emptyPullRequestRuns, type PullRequestRun } from '../results/pull-request-runs-format.js';
import { readIfPresent, writeFileAtomic } from './history-files.js';
import { parsePullRequestRuns, serializePullRequestRuns } from './parse-pull-request-runs.js';
import { addPullRequestRun } from './pull-request-runs.js';

/** Reads a store file by path (the CLI's `--pull-requests FILE`); a missing file is `missing`, never an error. */
export async function loadPullRequestRunsFile(file: string): Promise<PullRequestRunsLoad> {
  const source = file;
  const read = await readIfPresent(file);
  if (read.kind === 'missing') return { status: 'missing', file: emptyPullRequestRuns(), source, warnings: [] };
  if (read.kind === 'unreadable') return { status: 'unusable', file: emptyPullRequestRuns(), source, warnings: [read.reason] };
  const parsed = parsePullRequestRuns(read.text, source);
  if (parsed.ok) return { status: 'loaded', file: parsed.file, source, warnings: parsed.warnings };
  return { status: 'unusable', file: emptyPullRequestRuns(), source, warnings: [`${parsed.reason}; showing no pull-request runs`] };
}

export class LocalPullRequestStore implements PullRequestStore {
  readonly file: string;
  readonly description: string;

  constructor(
    dir: string,
    private readonly options: { keep?: number; warn?: (message: string) => void; now?: () => Date } = {},
  ) {
    this.file = path.join(path.resolve(dir), PULL_REQUEST_RUNS_FILE);
    this.description = this.file;
  }

  load(): Promise<PullRequestRunsLoad> {
    return loadPullRequestRunsFile(this.file);
  }

  async record(run: PullRequestRun): Promise<boolean> {
    const warn = this.options.warn ?? (() => {});
    try {
      const read = await readIfPresent(this.file);
      let file = emptyPullRequestRuns();
      if (read.kind === 'text') {
        const parsed = parsePullRequestRuns(read.text, this.file);
        if (!parsed.ok && parsed.kind === 'newer-version') {
          warn(`${parsed.reason}; left as it is, the run of #${run.pullRequest} is not recorded`);
          return false;
        }
        if (parsed.ok) file = parsed.file;
        if (!parsed.ok || parsed.dropped > 0) {
          const copy = path.join(
            path.dirname(this.file),
            `pull-requests.corrupt-${(this.options.now?.() ?? new Date()).toISOString().replace(/[:.]/g, '-')}.json`,
          );
          if (!parsed.ok) await rename(this.file, copy);
          else await writeFileAtomic(copy, read.text);
          warn(`${parsed.ok ? parsed.warnings.join('; ') : parsed.reason}; kept the previous file as ${copy}`);
        }
      }
      await writeFileAtomic(this.file, serializePullRequestRuns(addPullRequestRun(file, run, this.options.keep ?? DEFAULT_PULL_REQUEST_RETENTION, warn)));
      return true;
    } catch (error) {
      warn(`the run of pull request #${run.pullRequest} was not recorded in ${this.file}: ${(error as Error).message}`);
      return false;
    }
  }
}
