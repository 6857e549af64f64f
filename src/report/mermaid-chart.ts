import type { BenchmarkTrend } from '../trend/trend-analysis.js';
import { plainNumber, shortSha, stepText } from './trend-format.js';

/**
 * Text inside a Mermaid string: letters, digits and a few safe marks only. Quotes would end
 * the string, `%%` starts a comment, backticks could end the markdown fence, `#`/`;` are
 * entity and statement marks in Mermaid, and `<`/`>` could be read as HTML.
 */
export function mermaidText(text: string): string {
  return text.replace(/[^A-Za-z0-9 _./:+()=,\u00b5-]/g, '_');
}

/** Category labels: the short sha of each run, with ·2, ·3 … for repeated runs of one commit. */
function labels(shas: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return shas.map((sha) => {
    const short = mermaidText(shortSha(sha));
    const count = (seen.get(short) ?? 0) + 1;
    seen.set(short, count);
    return count === 1 ? short : `${short}·${count}`;
  });
}

/**
 * A Mermaid `xychart-beta` block (renders in GitHub markdown) of a benchmark's last
 * `maxRuns` runs: the first line is the mean of each run, the second the mean of its segment,
 * so each step of the second line is a change point; the title names the change points.
 */
export function renderMermaidChart(trend: BenchmarkTrend, options: { maxRuns?: number } = {}): string {
  const { runs, unit, name } = trend.series;
  const first = Math.max(0, runs.length - (options.maxRuns ?? 60));
  const shown = runs.slice(first);
  if (shown.length === 0) return '';
  const segmentMean = (i: number) => trend.segments.find((s) => i >= s.start && i < s.end)?.mean;
  const levels = shown.map((_, k) => segmentMean(first + k) ?? shown[k].mean);
  const values = [...shown.map((r) => r.mean), ...levels];
  const low = Math.min(...values);
  const high = Math.max(...values);
  const pad = (high - low) * 0.05 || Math.abs(high) * 0.01 || 1;
  const magnitude = Math.max(Math.abs(low), Math.abs(high));
  const number = (v: number) => plainNumber(v, magnitude);
  const marked = trend.changes.filter((c) => c.index >= first);
  // Our own text may carry a single %: Mermaid only treats %% at the start of a line as a comment.
  const changeText = marked.map((c) => `${mermaidText(shortSha(c.after.sha))} ${stepText(c, mermaidText(unit))}`).join(', ');
  const title = `${mermaidText(name)}${changeText ? ` - changes at ${changeText}` : ' - no change points'}`;
  return [
    '```mermaid',
    'xychart-beta',
    `    title "${title}"`,
    `    x-axis [${labels(shown.map((r) => r.sha))
      .map((l) => `"${l}"`)
      .join(', ')}]`,
    `    y-axis "${mermaidText(unit) || 'value'}" ${number(low - pad)} --> ${number(high + pad)}`,
    `    line [${shown.map((r) => number(r.mean)).join(', ')}]`,
    `    line [${levels.map(number).join(', ')}]`,
    '```',
    '',
  ].join('\n');
}
