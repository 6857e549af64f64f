import { escapeMarkdown } from './escape-markdown.js';
import type { BenchmarkTrend, TrendAnalysis, TrendChange } from '../trend/trend-analysis.js';
import { ANCHOR_FOOTNOTE, KIND_MARK, commitLink, day, stepText, type RepositoryLink } from './trend-format.js';

export interface SummaryOptions {
  /** Commits shown, newest first (the thesis's chart showed seven). */
  commits?: number;
  /** Also list benchmarks without a change in these commits (all `=`). */
  allBenchmarks?: boolean;
  repository?: RepositoryLink;
}

/** The newest `count` distinct commits, newest first, each with the date of its first run. */
export function recentCommits(analysis: TrendAnalysis, count: number): Array<{ sha: string; date: string }> {
  const seen = new Map<string, string>();
  for (let i = analysis.runs.length - 1; i >= 0 && seen.size < count; i--) {
    const run = analysis.runs[i];
    if (!seen.has(run.sha)) seen.set(run.sha, run.date);
  }
  return [...seen].map(([sha, date]) => ({ sha, date }));
}

function changesAt(trend: BenchmarkTrend, sha: string): TrendChange[] {
  return trend.changes.filter((c) => c.after.sha === sha);
}

function cell(trend: BenchmarkTrend, sha: string): string {
  const changes = changesAt(trend, sha);
  if (changes.length > 0) {
    return changes.map((c) => `${KIND_MARK[c.kind]} ${stepText(c, escapeMarkdown(trend.series.unit))}${c.environment ? ' †' : ''}`).join(', ');
  }
  return trend.series.runs.some((r) => r.sha === sha) ? '=' : 'N/A';
}

/**
 * The changes summary (thesis ch. 12.2, fig. 12.1): benchmarks × the newest commits, `=` where
 * no change point falls, the step in % where one does (🔴 regression, 🟢 improvement by the
 * benchmark's `better`), `N/A` where the benchmark was not measured. By default only
 * benchmarks with a change in these commits get a row.
 */
export function renderChangesSummary(analysis: TrendAnalysis, options: SummaryOptions = {}): string {
  const commits = recentCommits(analysis, options.commits ?? 7);
  if (commits.length === 0) return '_No runs in the history yet._\n';
  const analysed = analysis.benchmarks.filter((b) => b.noise !== null);
  const changed = analysed.filter((b) => commits.some((c) => changesAt(b, c.sha).length > 0));
  const rows = options.allBenchmarks ? analysed : changed;
  const lines: string[] = [];
  if (rows.length === 0) {
    lines.push(
      `No change points in the last ${commits.length} commit${commits.length > 1 ? 's' : ''} (${analysed.length} ` +
        `benchmark${analysed.length === 1 ? '' : 's'} analysed).`,
    );
  } else {
    lines.push(`| Benchmark | ${commits.map((c) => `${commitLink(c.sha, options.repository)} ${day(c.date)}`).join(' | ')} |`);
    lines.push(`|---|${commits.map(() => ':-:').join('|')}|`);
    for (const trend of rows) lines.push(`| ${escapeMarkdown(trend.series.name)} | ${commits.map((c) => cell(trend, c.sha)).join(' | ')} |`);
    const unchanged = analysed.length - changed.length;
    if (!options.allBenchmarks && unchanged > 0) lines.push('', `${unchanged} other benchmark${unchanged > 1 ? 's' : ''}: no change point in these commits.`);
    const marked = rows.flatMap((t) => commits.flatMap((c) => changesAt(t, c.sha).filter((x) => x.environment)));
    if (marked.some((x) => x.sameCommit)) lines.push('', '† between two runs of the same commit: the runner or its environment changed, not the code.');
    if (marked.some((x) => !x.sameCommit)) lines.push('', ANCHOR_FOOTNOTE);
  }
  const tooShort = analysis.benchmarks.length - analysed.length;
  if (tooShort > 0) {
    lines.push('', `${tooShort} benchmark${tooShort > 1 ? 's have' : ' has'} too few runs for change points (at least ${2 * analysis.options.minSegment}).`);
  }
  return `${lines.join('\n')}\n`;
}
