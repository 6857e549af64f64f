import { renderTrendNote } from './notes.js';
import { formatValue } from './format-numbers.js';
import type { BenchmarkTrend, TrendAnalysis } from '../trend/trend-analysis.js';
import { day, shortSha, stepText } from './trend-format.js';

/** Text and attribute values inside SVG (XML). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

export interface SvgOptions {
  width?: number;
  height?: number;
  /** The newest this many runs are drawn. */
  maxRuns?: number;
}

const COLORS = { mean: '#1f4e79', whisker: '#7f9fbf', level: '#6b6b6b', regression: '#c62828', improvement: '#2e7d32', grid: '#e3e3e3', text: '#222' };

const n = (v: number) => (Math.round(v * 10) / 10).toString();

/**
 * A self-contained SVG of one benchmark's history (thesis ch. 12.2, fig. 12.2): each run's mean
 * with its confidence interval as a whisker, the mean of each segment between change points
 * as a grey line, and a vertical dashed line at each change point (red: regression, green:
 * improvement) labelled with the step. Plain string building, no fonts or scripts.
 */
export function renderTrendSvg(trend: BenchmarkTrend, options: SvgOptions = {}): string {
  const width = options.width ?? 800;
  const height = options.height ?? 320;
  const margin = { left: 78, right: 16, top: 46, bottom: 48 };
  const { runs, name, unit, better } = trend.series;
  const first = Math.max(0, runs.length - (options.maxRuns ?? 200));
  const shown = runs.slice(first);
  const title = `${name} (${unit || 'value'}, ${better} is better)`;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    `<text x="${margin.left}" y="20" font-family="sans-serif" font-size="14" font-weight="bold" fill="${COLORS.text}">${escapeXml(title)}</text>`,
  ];
  if (shown.length === 0) {
    parts.push(`<text x="${margin.left}" y="${height / 2}" font-family="sans-serif" font-size="12" fill="${COLORS.text}">no runs</text>`, '</svg>');
    return `${parts.join('\n')}\n`;
  }
  const lows = shown.map((r) => r.ci[0]);
  const highs = shown.map((r) => r.ci[1]);
  let low = Math.min(...lows);
  let high = Math.max(...highs);
  if (high === low) {
    low -= Math.abs(low) * 0.01 || 1;
    high += Math.abs(high) * 0.01 || 1;
  }
  const plotWidth = width - margin.left - margin.right;
  const plotHeight = height - margin.top - margin.bottom;
  const step = plotWidth / shown.length;
  const x = (k: number) => margin.left + step * (k + 0.5);
  const y = (v: number) => margin.top + plotHeight * (1 - (v - low) / (high - low));

  for (let t = 0; t <= 4; t++) {
    const value = low + ((high - low) * t) / 4;
    parts.push(`<line x1="${margin.left}" x2="${width - margin.right}" y1="${n(y(value))}" y2="${n(y(value))}" stroke="${COLORS.grid}"/>`);
    parts.push(
      `<text x="${margin.left - 6}" y="${n(y(value) + 4)}" text-anchor="end" font-family="sans-serif" font-size="11" ` +
        `fill="${COLORS.text}">${escapeXml(formatValue(value))}</text>`,
    );
  }
  parts.push(
    `<text x="14" y="${n(margin.top + plotHeight / 2)}" transform="rotate(-90 14 ${n(margin.top + plotHeight / 2)})" text-anchor="middle" ` +
      `font-family="sans-serif" font-size="11" fill="${COLORS.text}">${escapeXml(unit || 'value')}</text>`,
  );

  const cap = Math.min(4, step / 3);
  shown.forEach((run, k) => {
    const cx = n(x(k));
    const title = `${shortSha(run.sha)} ${day(run.date)}: ${formatValue(run.mean)} [${formatValue(run.ci[0])}, ${formatValue(run.ci[1])}]`;
    parts.push(
      `<line x1="${cx}" x2="${cx}" y1="${n(y(run.ci[0]))}" y2="${n(y(run.ci[1]))}" stroke="${COLORS.whisker}"/>`,
      `<line x1="${n(x(k) - cap)}" x2="${n(x(k) + cap)}" y1="${n(y(run.ci[0]))}" y2="${n(y(run.ci[0]))}" stroke="${COLORS.whisker}"/>`,
      `<line x1="${n(x(k) - cap)}" x2="${n(x(k) + cap)}" y1="${n(y(run.ci[1]))}" y2="${n(y(run.ci[1]))}" stroke="${COLORS.whisker}"/>`,
      `<circle cx="${cx}" cy="${n(y(run.mean))}" r="2.5" ` + `fill="${COLORS.mean}"><title>${escapeXml(title)}</title></circle>`,
    );
  });

  for (const segment of trend.segments) {
    const start = Math.max(segment.start, first) - first;
    const end = segment.end - first;
    if (end <= 0) continue;
    const level = n(y(Math.min(high, Math.max(low, segment.mean))));
    parts.push(
      `<line x1="${n(x(start) - step / 2)}" x2="${n(x(end - 1) + step / 2)}" y1="${level}" y2="${level}" stroke="${COLORS.level}" stroke-width="1.5"/>`,
    );
  }

  for (const change of trend.changes) {
    if (change.index < first + 1) continue;
    const cx = n(x(change.index - first) - step / 2);
    const color = COLORS[change.kind];
    parts.push(
      `<line x1="${cx}" x2="${cx}" y1="${margin.top}" y2="${margin.top + plotHeight}" stroke="${color}" stroke-width="2" stroke-dasharray="5 3"/>`,
      `<text x="${cx}" y="${margin.top - 6}" text-anchor="middle" font-family="sans-serif" font-size="11" ` +
        `fill="${color}">${escapeXml(`${stepText(change, unit)} ${shortSha(change.after.sha)}`)}</text>`,
    );
  }

  const labelled = new Set([0, shown.length - 1, ...trend.changes.map((c) => c.index - first).filter((k) => k >= 0)]);
  for (const k of [...labelled].sort((a, b) => a - b)) {
    const anchor = k === shown.length - 1 && shown.length > 1 ? 'end' : k === 0 ? 'start' : 'middle';
    const at = anchor === 'end' ? x(k) + step / 2 : anchor === 'start' ? x(k) - step / 2 : x(k);
    parts.push(
      `<text x="${n(at)}" y="${height - margin.bottom + 16}" text-anchor="${anchor}" font-family="sans-serif" font-size="10" ` +
        `fill="${COLORS.text}">${escapeXml(shortSha(shown[k].sha))}</text>`,
    );
  }
  const legend = trend.noise ? 'grey: segment means between change points' : (trend.notes.map(renderTrendNote).at(-1) ?? 'no change-point analysis');
  const caption = `${shown.length} runs, ${day(shown[0].date)} to ${day(shown[shown.length - 1].date)}; whiskers: confidence interval of each run; ${legend}`;
  parts.push(`<text x="${margin.left}" y="${height - 10}" font-family="sans-serif" font-size="10" ` + `fill="${COLORS.text}">${escapeXml(caption)}</text>`);
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}

/** File names for the artifact: `trend-<name>.svg`, made safe and unique. */
export function trendSvgFiles(analysis: TrendAnalysis, options: SvgOptions = {}): Array<{ name: string; svg: string }> {
  const used = new Set<string>();
  return analysis.benchmarks.map((trend) => {
    const slug =
      trend.series.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 80) || 'benchmark';
    let name = `trend-${slug}.svg`;
    for (let i = 2; used.has(name); i++) name = `trend-${slug}-${i}.svg`;
    used.add(name);
    return { name, svg: renderTrendSvg(trend, options) };
  });
}
