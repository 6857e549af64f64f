import { escapeMarkdown } from './escape-markdown.js';
import { formatPercent, formatValue } from './format-numbers.js';
import type { BenchmarkTrend, TrendChange } from '../trend/trend-analysis.js';
import { ANCHOR_FOOTNOTE, KIND_MARK, commitLink, compareUrl, day, stepText, type RepositoryLink } from './trend-format.js';

function intervalText(change: TrendChange): string {
  if (!change.ci) return '—';
  return `[${formatPercent(change.ci[0], 1)}, ${formatPercent(change.ci[1], 1)}]`;
}

function levelText(trend: BenchmarkTrend, change: TrendChange): string {
  const k = trend.changes.indexOf(change);
  const before = trend.segments[k];
  const after = trend.segments[k + 1];
  const unit = escapeMarkdown(trend.series.unit);
  return `${formatValue(before.mean)} → ${formatValue(after.mean)}${unit ? ` ${unit}` : ''}`;
}

/**
 * The table of changes of one benchmark (thesis ch. 12.2, fig. 12.2): each change point with
 * the newer and older commit, the step and its interval, the levels of the segments on either
 * side, and a link to the source diff between the two commits when the repository is known.
 */
export function renderChangeDetails(trend: BenchmarkTrend, options: { repository?: RepositoryLink; confidence: number }): string {
  const percent = Math.round(options.confidence * 100);
  const lines = [`| Newer | Older | Change | ${percent} % CI | Level before → after | Runs before / after | Diff |`, '|---|---|--:|:-:|---|--:|---|'];
  trend.changes
    .slice()
    .reverse()
    .forEach((change) => {
      const k = trend.changes.indexOf(change);
      const url = compareUrl(change.before.sha, change.after.sha, options.repository);
      const diff = change.sameCommit ? 'same commit †' : change.environment ? 'runner †' : url ? `[compare](${url})` : '—';
      const counts = `${trend.segments[k].end - trend.segments[k].start} / ${trend.segments[k + 1].end - trend.segments[k + 1].start}`;
      lines.push(
        `| ${commitLink(change.after.sha, options.repository)} ${day(change.after.date)} | ${commitLink(change.before.sha, options.repository)} ` +
          `${day(change.before.date)} | ${KIND_MARK[change.kind]} ${stepText(change, escapeMarkdown(trend.series.unit))} | ` +
          `${intervalText(change)} | ${levelText(trend, change)} | ${counts} | ${diff} |`,
      );
    });
  if (trend.changes.some((c) => c.sameCommit)) lines.push('', '† between two runs of the same commit: the runner or its environment changed, not the code.');
  if (trend.changes.some((c) => c.environment && !c.sameCommit)) lines.push('', ANCHOR_FOOTNOTE);
  return `${lines.join('\n')}\n`;
}
