import { renderTrendNote } from './notes.js';
import { renderAnchorSection, type AnchorReportContext } from './anchor-markdown.js';
import { escapeMarkdown } from './escape-markdown.js';
import { renderChangeDetails } from './change-details.js';
import { renderChangesSummary, recentCommits } from './changes-summary.js';
import { renderHistoryNotes } from './history-notes-markdown.js';
import { renderMermaidChart } from './mermaid-chart.js';
import type { TrendAnalysis } from '../trend/trend-analysis.js';
import { day, type RepositoryLink } from './trend-format.js';

export interface TrendReportContext {
  title?: string;
  repository?: RepositoryLink;
  /** Commits in the changes summary (default 7). */
  commits?: number;
  /** Runs drawn in each Mermaid chart (default 60). */
  chartRuns?: number;
  /** List every benchmark in the summary, not only those with a change. */
  allBenchmarks?: boolean;
  /** Confidence of the step intervals, as in the analysis (default 0.95). */
  confidence?: number;
  /** Where the SVG charts are (the artifact's URL). */
  chartsUrl?: string;
  /** The anchor's budget check and this run's anchor note (report/anchor-markdown.ts). */
  anchor?: Omit<AnchorReportContext, 'repository'>;
}

function noiseText(trend: TrendAnalysis['benchmarks'][number]): string {
  const level = trend.segments[trend.segments.length - 1]?.mean;
  if (!trend.noise || !level) return '—';
  return `${((trend.noise.sd / Math.abs(level)) * 100).toFixed(1)} % of the latest level`;
}

/**
 * The trend report for a job summary or a file: the changes summary over the newest commits,
 * then for each benchmark with change points in its history the table of changes and a
 * Mermaid chart. Pure: the same analysis gives the same text.
 */
export function renderTrendReport(analysis: TrendAnalysis, context: TrendReportContext = {}): string {
  const { runs, options } = analysis;
  const commits = new Set(runs.map((r) => r.sha)).size;
  const out: string[] = [`## ${escapeMarkdown(context.title ?? 'benchgate trend')}`, ''];
  if (runs.length > 0) {
    out.push(
      `History: ${runs.length} run${runs.length > 1 ? 's' : ''} of ${commits} commit${commits > 1 ? 's' : ''}, ${day(runs[0].date)} to ` +
        `${day(runs[runs.length - 1].date)}; ${analysis.benchmarks.length} benchmark${analysis.benchmarks.length === 1 ? '' : 's'}.`,
      '',
    );
  }
  const historyNotes = renderHistoryNotes(analysis.historyNotes, context.repository);
  if (historyNotes !== '') out.push(historyNotes);
  const anchorSection = renderAnchorSection(analysis.anchor, { ...context.anchor, repository: context.repository });
  if (anchorSection !== '') out.push(anchorSection);
  const shown = recentCommits(analysis, context.commits ?? 7).length;
  out.push(
    `### Changes in the last ${shown} commit${shown === 1 ? '' : 's'}`,
    '',
    renderChangesSummary(analysis, { commits: context.commits, allBenchmarks: context.allBenchmarks, repository: context.repository }),
  );
  const changed = analysis.benchmarks.filter((b) => b.changes.length > 0);
  if (changed.length > 0) out.push('### Change points by benchmark', '');
  for (const trend of changed) {
    const { name, unit, better } = trend.series;
    out.push(
      `#### ${escapeMarkdown(name)}`,
      '',
      `${escapeMarkdown(unit || 'no unit')}, ${better} is better; ${trend.series.runs.length} runs; scatter of a single run σ = ${noiseText(trend)}.`,
      '',
      renderChangeDetails(trend, { repository: context.repository, confidence: context.confidence ?? options.confidence }),
      `Mean of each run (first line) and of each segment between change points (second line):`,
      '',
      renderMermaidChart(trend, { maxRuns: context.chartRuns }),
    );
    for (const note of trend.notes) out.push(`_${escapeMarkdown(renderTrendNote(note))}_`, '');
  }
  const test =
    options.serialCorrelation === 'ar1'
      ? `tested against serially correlated (AR(1)) runner noise, p ≤ ${options.significance} (${options.permutations} simulated series)`
      : `permutation p ≤ ${options.significance} (${options.permutations} permutations)`;
  out.push(
    `<sub>Change points: E-divisive means (Matteson & James 2014) on the runs' means, ${test}` +
      `, at least ${options.minSegment} runs on each side; a step counts only when it is at least ${options.noiseFactor} × the scatter of single runs and ` +
      `${(options.minRelativeStep * 100).toFixed(0)} % of the level.` +
      `${context.chartsUrl && /^https?:\/\/[^\s()<>]+$/.test(context.chartsUrl) ? ` [Charts](${context.chartsUrl}).` : ''}</sub>`,
    '',
  );
  return out.join('\n');
}
