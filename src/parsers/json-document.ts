import { noMeasurementError, outputExcerpt } from './excerpt.js';
import { OutputParseError } from './parser.js';

/**
 * Parses output that should be one JSON document. When the whole text is not JSON,
 * retries on the span from the first line opening `{`/`[` to the last line closing
 * `}`/`]`, because benchmark programs sometimes print logs around the report.
 */
export function parseJsonDocument(format: string, stdout: string): unknown {
  if (stdout.trim() === '') throw noMeasurementError(format, stdout);
  try {
    return JSON.parse(stdout);
  } catch (error) {
    const span = jsonSpan(stdout);
    if (span !== undefined) {
      try {
        return JSON.parse(span);
      } catch {
        // Report the error of the whole text below: it is the one the user can reproduce.
      }
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new OutputParseError(format, `not valid JSON (${reason}); output starts: ${outputExcerpt(stdout)}`);
  }
}

function jsonSpan(text: string): string | undefined {
  const lines = text.split(/\r?\n/);
  const first = lines.findIndex((line) => /^\s*[[{]/.test(line));
  let last = lines.length - 1;
  while (last >= 0 && !/[\]}]\s*$/.test(lines[last])) last--;
  if (first < 0 || last < first) return undefined;
  const span = lines.slice(first, last + 1).join('\n');
  return span.trim() === text.trim() ? undefined : span;
}
