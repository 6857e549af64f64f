/**
 * `trend-issue: true`: after a trend run, one issue per newly detected change point.
 *
 * "New" means: the change point's newer run lies within the last 2·minSegment runs of the
 * benchmark's series, and the series' newest run is the commit this run just measured. E-divisive
 * needs minSegment runs after a step before it can see it, so a step is first found about
 * minSegment runs after it happened; the window leaves as many runs again for a step that
 * needed more evidence. Within the window every run finds the same change point again and
 * updates its issue (the marker holds suite, benchmark and the newer commit); older change
 * points are left alone, so closing an issue for good is possible.
 *
 * Steps between two runs of the same commit (the runner changed, not the code) get no issue.
 * Trouble with the API is a warning, never a failure.
 *
 * With `bisect: true` (trend-bisect.ts), a change point whose range holds more than one commit
 * is bisected before its issue is written, and the answer goes in a section of the issue's body.
 * A later run that finds the change point again keeps a finished section instead of bisecting
 * again; a section that says the bisection could not run (a shallow checkout, a failed build) is
 * tried again.
 */
import { changePointMarker, upsertChangePointIssue } from '../github/change-point-issue.js';
import type { GitHubClient } from '../github/octokit.js';
import { escapeMarkdown } from '../report/escape-markdown.js';
import { formatPercent, formatValue } from '../report/format-numbers.js';
import type { BenchmarkTrend, TrendAnalysis, TrendChange } from '../trend/trend-analysis.js';
import { compareUrl, shortSha, stepText, type RepositoryLink } from '../report/trend-format.js';
import type { ActionPort } from './action-port.js';
import { anchorDriftRow } from '../report/anchor-markdown.js';
import type { AnchorBudgetCheck } from '../trend/anchor-trend.js';
import { runUrl, type GitHubEnv } from './github-env.js';

/** The change points a trend run that measured `headSha` should open or update an issue for. */
export function newChangePoints(analysis: TrendAnalysis, headSha: string): Array<{ trend: BenchmarkTrend; change: TrendChange }> {
  const window = 2 * analysis.options.minSegment;
  return analysis.benchmarks.flatMap((trend) => {
    const runs = trend.series.runs;
    if (runs.length === 0 || runs[runs.length - 1].sha !== headSha) return [];
    return trend.changes.filter((change) => !change.environment && change.index >= runs.length - window).map((change) => ({ trend, change }));
  });
}

export function changePointIssueTitle(trend: BenchmarkTrend, change: TrendChange): string {
  const verb = change.kind === 'regression' ? 'regressed' : 'improved';
  return (
    `benchgate: ${trend.series.name} ${verb} ${stepText(change, trend.series.unit)} between ${shortSha(change.before.sha)} and ` +
    `${shortSha(change.after.sha)}`
  );
}

export function changePointIssueBody(
  trend: BenchmarkTrend,
  change: TrendChange,
  options: { suite: string; repository: RepositoryLink; runUrl: string; confidence: number; anchorRow?: string | null },
): string {
  const k = trend.changes.indexOf(change);
  const before = trend.segments[k];
  const after = trend.segments[k + 1];
  // Names, units and dates come from the history, which benchmarks wrote: escaped as in the comment,
  // so that none can carry a marker (`<!-- benchgate-bisect:done -->`, another change point's).
  const name = escapeMarkdown(trend.series.name);
  const unitText = escapeMarkdown(trend.series.unit);
  const unit = unitText ? ` ${unitText}` : '';
  const percent = Math.round(options.confidence * 100);
  const compare = compareUrl(change.before.sha, change.after.sha, options.repository);
  const lines = [
    `benchgate's trend analysis of the default branch found a change point in **${name}** (suite ${escapeMarkdown(options.suite)}).`,
    '',
    `| | |`,
    `|---|---|`,
    `| Change | ${change.kind === 'regression' ? '🔴 regression' : '🟢 improvement'} ${stepText(change, unitText)} |`,
    `| ${percent} % CI | ${change.ci ? `[${formatPercent(change.ci[0], 1)}, ${formatPercent(change.ci[1], 1)}]` : '—'} |`,
    ...(before && after
      ? [
          `| Level before → after | ${formatValue(before.mean)} → ${formatValue(after.mean)}${unit} (${before.end - before.start} / ` +
            `${after.end - after.start} runs) |`,
        ]
      : []),
    `| Last run before | ${commitCell(change.before)} |`,
    `| First run after | ${commitCell(change.after)} |`,
    `| p-value | ${change.pValue.toPrecision(2)} |`,
    ...(options.anchorRow ? [options.anchorRow] : []),
    '',
    compare ? `Commits in the range: ${compare}` : 'Commits in the range: (no compare link for these commits)',
    '',
    `Found by run ${options.runUrl}. Later trend runs that find this change point again update this issue.`,
  ];
  return `${lines.join('\n')}\n`;
}

/** A commit and its run's date: a SHA in a code span only when it is one. */
function commitCell(run: { sha: string; date: string }): string {
  const sha = /^[0-9a-f]{7,64}$/.test(run.sha) ? `\`${run.sha}\`` : escapeMarkdown(run.sha);
  return `${sha} (${escapeMarkdown(run.date)})`;
}

/** A bisection's section of the issue body: `done` when it named a commit or narrowed the range (kept by later runs). */
export interface BisectSection {
  done: boolean;
  markdown: string;
}

/** Bisects one change point's range: its section, or null when there is nothing to bisect (one commit). Never throws. */
export type ChangePointBisect = (trend: BenchmarkTrend, change: TrendChange) => Promise<BisectSection | null>;

const BISECT_END = '<!-- /benchgate-bisect -->';
const bisectStart = (done: boolean) => `<!-- benchgate-bisect:${done ? 'done' : 'failed'} -->`;

/** The section as it goes in the body, between its markers. */
export function bisectSectionText(section: BisectSection): string {
  // The section's own markers only where this puts them: a marker inside its text (a benchmark's
  // name, a commit's subject) is made inert.
  const markdown = section.markdown.trimEnd().replace(/<!--(\s*\/?\s*benchgate-)/g, '&lt;!--$1');
  return `${bisectStart(section.done)}\n${markdown}\n${BISECT_END}\n`;
}

/** The finished bisect section of an issue's present body, markers included, or null. */
export function finishedBisectSection(body: string | undefined): string | null {
  if (body === undefined) return null;
  const start = body.indexOf(bisectStart(true));
  const end = start < 0 ? -1 : body.indexOf(BISECT_END, start);
  return end < 0 ? null : `${body.slice(start, end + BISECT_END.length)}\n`;
}

/** Opens or updates one issue per new change point (bisecting its range first with `bisect`). Never throws. */
export async function openChangePointIssues(
  port: ActionPort,
  octokit: GitHubClient,
  analysis: TrendAnalysis,
  run: { suite: string; headSha: string; github: GitHubEnv; budget?: AnchorBudgetCheck },
  bisect?: ChangePointBisect,
): Promise<void> {
  const { github } = run;
  const anchorRow = anchorDriftRow(analysis.anchor, run.budget);
  const repository = { owner: github.owner, repo: github.repo, serverUrl: github.serverUrl };
  for (const { trend, change } of newChangePoints(analysis, run.headSha)) {
    try {
      const result = await upsertChangePointIssue(octokit, {
        owner: github.owner,
        repo: github.repo,
        marker: changePointMarker(run.suite, trend.series.name, change.after.sha),
        title: changePointIssueTitle(trend, change),
        body: async (existing) => {
          const body = changePointIssueBody(trend, change, {
            suite: run.suite,
            repository,
            runUrl: runUrl(github),
            confidence: analysis.options.confidence,
            anchorRow,
          });
          const kept = finishedBisectSection(existing);
          if (kept !== null) {
            port.logger.info(`${trend.series.name}: the issue holds a finished bisection of this change point; it is kept, not run again.`);
            return `${body}\n${kept}`;
          }
          const section = bisect === undefined ? null : await bisect(trend, change);
          return section === null ? body : `${body}\n${bisectSectionText(section)}`;
        },
      });
      port.logger.info(`Change point issue ${result.action}${result.url ? `: ${result.url}` : ` #${result.number}`}`);
    } catch (error) {
      port.logger.warning(`benchgate could not open the change point issue for ${trend.series.name}: ${(error as Error).message}`);
    }
  }
}
