import { renderTrendNote } from './notes.js';
import type { HistoryFile } from '../results/history-format.js';
import type { PullRequestRunsFile, PullRequestVerdict } from '../results/pull-request-runs-format.js';
import { analyzeTrend, type TrendAnalysis } from '../trend/trend-analysis.js';
import { repositoryUrl, type RepositoryLink } from './trend-format.js';
import { SITE_SCRIPT, SITE_STYLE } from './history-site-page.js';
import { historyNoteSentences } from './history-notes-markdown.js';

/**
 * `benchgate history site`: one self-contained page (no CDN, no library: the charts are SVG
 * drawn by the page's own script) for browsing a history of any size: every benchmark's means
 * with their interval band, its change points (regressions, improvements) and environment
 * shifts (a step between two runs of one commit: the runner changed, not the code), searchable,
 * filterable and sorted by the most recent change; and, from the pull-request store (validated
 * by parse-pull-request-runs.ts), the PR runs that measured each benchmark. Commit, pull-request
 * and run links come from `repository` (the workflow's own), never from the history or the
 * store, which are data.
 */
export interface SiteOptions {
  repository?: RepositoryLink;
  title?: string;
  /** The pull-request store: the PR runs shown per benchmark (by name). */
  pullRequests?: PullRequestRunsFile;
  /** When the page was made (ISO 8601), shown in its header. */
  generatedAt: string;
}

/** What the page's script reads: compact arrays, numbers to 4 significant digits. */
export interface SiteData {
  title: string;
  generatedAt: string;
  /** The repository's address for commit and run links, or null. */
  repository: string | null;
  runs: Array<{ sha: string; date: string; runId: string }>;
  /** The PR runs of the store, oldest first: pull request number, measuring run id, date, head commit. */
  pullRequests: Array<{ number: number; runId: number; date: string; head: string }>;
  /** Notes on the history itself (gaps, commits measured twice, series breaks), as plain sentences. */
  historyNotes: string[];
  benchmarks: SiteBenchmark[];
}

/** A PR run of a benchmark: [index in `pullRequests`, verdict, relative, low, high] (null: no change measured). */
export type SitePullRequestRun = [number, PullRequestVerdict, number | null, number | null, number | null];

/** The newest this many PR runs per benchmark are in the page (`prCount` says how many the store has). */
export const SITE_PULL_REQUEST_RUNS = 20;

export interface SiteBenchmark {
  name: string;
  unit: string;
  better: 'lower' | 'higher';
  /** Per run that measured it: the run's index in `runs`, its mean, and its interval. */
  run: number[];
  mean: number[];
  low: number[];
  high: number[];
  changes: Array<{ run: number; relative: number | null; kind: 'regression' | 'improvement' | 'environment' }>;
  /** The newest runs' mean against the runs before (last 5 against the 20 before), or null with fewer than 6 runs. */
  recent: number | null;
  notes: string[];
  /** The newest PR runs that measured it, newest first (at most SITE_PULL_REQUEST_RUNS). */
  prs: SitePullRequestRun[];
  /** How many PR runs in the store measured it. */
  prCount: number;
}

const DIGITS = 4;
const round = (x: number): number => (Number.isFinite(x) ? Number(x.toPrecision(DIGITS)) : x);

function median(values: number[]): number {
  const sorted = values.slice().sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function recentChange(means: number[]): number | null {
  if (means.length < 6) return null;
  const last = median(means.slice(-5));
  const before = median(means.slice(Math.max(0, means.length - 25), -5));
  return before > 0 ? round(last / before - 1) : null;
}

/** Per benchmark name, its PR runs newest first, as the page shows them. */
function pullRequestRunsByName(file: PullRequestRunsFile | undefined): Map<string, SitePullRequestRun[]> {
  const byName = new Map<string, SitePullRequestRun[]>();
  (file?.runs ?? []).forEach((run, index) => {
    for (const [name, , verdict, relative, low, high] of run.benchmarks) {
      const list = byName.get(name) ?? [];
      list.push([index, verdict, relative === null ? null : round(relative), low === null ? null : round(low), high === null ? null : round(high)]);
      byName.set(name, list);
    }
  });
  for (const list of byName.values()) list.reverse();
  return byName;
}

export function siteData(history: HistoryFile, options: SiteOptions, analysis: TrendAnalysis = analyzeTrend(history)): SiteData {
  const pullRequestRuns = pullRequestRunsByName(options.pullRequests);
  const benchmarks = analysis.benchmarks.map((trend): SiteBenchmark => {
    const { series } = trend;
    const means = series.runs.map((r) => r.mean);
    const prs = pullRequestRuns.get(series.name) ?? [];
    return {
      name: series.name,
      unit: series.unit,
      better: series.better,
      run: series.runs.map((r) => r.entry),
      mean: means.map(round),
      low: series.runs.map((r) => round(r.ci[0])),
      high: series.runs.map((r) => round(r.ci[1])),
      changes: trend.changes.map((c) => ({
        run: c.after.entry,
        relative: c.relative === null ? null : round(c.relative),
        kind: c.environment ? 'environment' : c.kind,
      })),
      recent: recentChange(means),
      notes: trend.notes.map(renderTrendNote),
      prs: prs.slice(0, SITE_PULL_REQUEST_RUNS),
      prCount: prs.length,
    };
  });
  return {
    title: options.title ?? 'benchgate history',
    generatedAt: options.generatedAt,
    repository: repositoryUrl(options.repository),
    runs: analysis.runs.map((r) => ({ sha: r.sha, date: r.date, runId: r.runId })),
    pullRequests: (options.pullRequests?.runs ?? []).map((r) => ({ number: r.pullRequest, runId: r.runId, date: r.date, head: r.headSha })),
    historyNotes: historyNoteSentences(analysis.historyNotes),
    benchmarks,
  };
}

/** JSON safe inside a <script> element: no `<`, so no `</script>` or `<!--` can come from the data. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The site's files: index.html alone. */
export function historySite(history: HistoryFile, options: SiteOptions): Array<{ name: string; content: string }> {
  const data = siteData(history, options);
  const title = escapeHtml(data.title);
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
<title>${title}</title>
<style>${SITE_STYLE}</style>
</head>
<body>
<header>
<h1>${title}</h1>
<p id="summary"></p>
<details id="history-notes" hidden><summary></summary><ul></ul></details>
<div class="controls">
<input id="search" type="search" placeholder="Filter benchmarks by name, or #123 for those a pull request measured" aria-label="Filter benchmarks by name, or by pull request">
<select id="sort" aria-label="Sort">
<option value="recent">Sort: most recent change</option>
<option value="step">Sort: largest change point</option>
<option value="pr">Sort: most recent PR run</option>
<option value="name">Sort: name</option>
</select>
<label><input id="changed" type="checkbox"> only with change points</label>
</div>
</header>
<main id="list"></main>
<button id="more" hidden>Show more</button>
<script id="data" type="application/json">${scriptJson(data)}</script>
<script>${SITE_SCRIPT}</script>
</body>
</html>
`;
  return [{ name: 'index.html', content: html }];
}
