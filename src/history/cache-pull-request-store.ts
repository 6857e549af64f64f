/**
 * The pull-request store in the Actions cache, under its own key prefix so that it never
 * competes with the history's entries: every record is a new entry
 * `benchgate-pull-requests-<suite>-<branch>-<runId>-<attempt>` (the comment job's run), and a
 * load restores the newest under `benchgate-pull-requests-<suite>-<branch>-`. `branch` is the
 * pull request's base branch. A record first restores the newest entry and merges it; two
 * records within seconds can still miss each other (the cache has no compare-and-swap), which
 * costs at most a PR row on the site, never a trend entry. Nothing here throws.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { PullRequestRunsLoad, PullRequestStore } from '../ports/pull-request-store.js';
import { DEFAULT_PULL_REQUEST_RETENTION, PULL_REQUEST_RUNS_FILE, emptyPullRequestRuns, type PullRequestRun } from '../results/pull-request-runs-format.js';
import type { CacheClient } from './cache-client.js';
import { keyPart } from './cache-history-backend.js';
import { readIfPresent, writeFileAtomic } from './history-files.js';
import { parsePullRequestRuns, serializePullRequestRuns } from './parse-pull-request-runs.js';
import { addPullRequestRun } from './pull-request-runs.js';

export interface CachePullRequestOptions {
  client: CacheClient;
  /** The directory the file is restored into and saved from: the same path in every run. */
  dir: string;
  suite: string;
  /** The branch whose PR runs these are (the base branch). */
  branch: string;
  /** This job's run id and attempt: the new entry's key. */
  runId: string;
  runAttempt: number;
  keep?: number;
  warn?: (message: string) => void;
}

export function pullRequestKeyPrefix(suite: string, branch: string): string {
  return `benchgate-pull-requests-${keyPart(suite)}-${keyPart(branch)}-`;
}

export class CachePullRequestStore implements PullRequestStore {
  readonly description: string;
  private readonly file: string;

  constructor(private readonly options: CachePullRequestOptions) {
    this.file = path.join(path.resolve(options.dir), PULL_REQUEST_RUNS_FILE);
    this.description = `Actions cache ${pullRequestKeyPrefix(options.suite, options.branch)}*`;
  }

  async load(): Promise<PullRequestRunsLoad> {
    const load = await this.restoreNewest();
    for (const warning of load.warnings) this.options.warn?.(warning);
    return load;
  }

  async record(run: PullRequestRun): Promise<boolean> {
    const warn = this.options.warn ?? (() => {});
    try {
      const latest = await this.restoreNewest();
      for (const warning of latest.warnings) warn(warning);
      if (latest.newer) return false;
      await writeFileAtomic(
        this.file,
        serializePullRequestRuns(addPullRequestRun(latest.file, run, this.options.keep ?? DEFAULT_PULL_REQUEST_RETENTION, warn)),
      );
      const key = `${pullRequestKeyPrefix(this.options.suite, this.options.branch)}${keyPart(this.options.runId)}-${this.options.runAttempt}`;
      if (await this.options.client.save([this.file], key)) return true;
      warn(`the run of pull request #${run.pullRequest} was not recorded: the cache declined key ${key}`);
    } catch (error) {
      warn(`the run of pull request #${run.pullRequest} was not recorded in the Actions cache: ${(error as Error).message}`);
    }
    return false;
  }

  private async restoreNewest(): Promise<PullRequestRunsLoad & { newer?: true }> {
    const prefix = pullRequestKeyPrefix(this.options.suite, this.options.branch);
    const source = `Actions cache ${prefix}*`;
    const empty = (status: PullRequestRunsLoad['status'], warnings: string[]): PullRequestRunsLoad => ({
      status,
      file: emptyPullRequestRuns(),
      source,
      warnings,
    });
    let matched: string | undefined;
    try {
      await rm(this.file, { force: true });
      matched = await this.options.client.restore([this.file], prefix, [prefix]);
    } catch (error) {
      return empty('missing', [`could not restore the pull-request runs from the Actions cache (${prefix}*): ${(error as Error).message}`]);
    }
    if (matched === undefined) return empty('missing', []);
    const read = await readIfPresent(this.file);
    if (read.kind !== 'text') return empty('unusable', [`the Actions cache entry ${matched} had no readable ${PULL_REQUEST_RUNS_FILE}; starting a new one`]);
    const parsed = parsePullRequestRuns(read.text, `Actions cache ${matched}`);
    if (parsed.ok) return { status: 'loaded', file: parsed.file, source: `Actions cache ${matched}`, warnings: parsed.warnings };
    if (parsed.kind === 'newer-version') return { ...empty('unusable', [`${parsed.reason}; no newer entry is saved over it`]), newer: true };
    return empty('unusable', [`${parsed.reason}; starting a new one (the cache entry ${matched} is left as it is)`]);
  }
}
