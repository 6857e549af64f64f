import { HARNESS_PREFIX, isReservedName } from '../parsers/process-metric-names.js';
import type { ResultsFile } from '../results/results-format.js';
import { escapeMarkdown } from './escape-markdown.js';

/** How many renamed benchmarks the note names; the rest are counted. */
const SHOWN = 5;

/**
 * The line the report adds when the benchmark printed names benchgate measures itself
 * (`process/max-rss`): the runner recorded them under HARNESS_PREFIX (parsers/process-metric-names.ts),
 * and the reader should know that the `process/…` rows are benchgate's measurements and the
 * `harness/process/…` ones what the benchmark printed. Names come from results.json (perhaps a
 * fork's) and are escaped. Empty when nothing was renamed.
 */
export function reservedNameLines(results: ResultsFile): string[] {
  const prefix = `${HARNESS_PREFIX}/`;
  const renamed = results.benchmarks.map((b) => b.name).filter((name) => name.startsWith(prefix) && isReservedName(name.slice(prefix.length)));
  if (renamed.length === 0) return [];
  const shown = renamed
    .slice(0, SHOWN)
    .map((name) => escapeMarkdown(name))
    .join(', ');
  const more = renamed.length > SHOWN ? ` and ${renamed.length - SHOWN} more` : '';
  return [
    `**Reserved names.** The benchmark printed values under names benchgate measures itself; they are recorded as ${shown}${more}. ` +
      'The `process/…` rows are what benchgate measured, never what the benchmark printed.',
  ];
}
