/** What a shortened report says about where the rest is. */
const DETAILS_CLOSE = '</details>';

export const FULL_REPORT_WHERE = 'the job summary and the results artifact';

/**
 * Shortens a report rendered by renderMarkdownReport to at most `limit` characters, keeping
 * what a reviewer needs: first the collapsed details section gives way to a one-line pointer,
 * then table rows are left out from the bottom, where the table puts the unchanged and
 * inconclusive benchmarks (changes come first), with a line saying how many. Returns null when
 * even the table without rows does not fit (the caller then cuts the text).
 */
export function fitReport(markdown: string, limit: number, where: string = FULL_REPORT_WHERE): string | null {
  if (markdown.length <= limit) return markdown;
  const withoutDetails = dropDetails(markdown, where);
  if (withoutDetails.length <= limit) return withoutDetails;
  return dropRows(withoutDetails, limit, where);
}

function dropDetails(markdown: string, where: string): string {
  // The report's own section: text from outside is escaped, so only the report writes these tags.
  const start = markdown.search(/^<details><summary>/m);
  const end = start < 0 ? -1 : markdown.indexOf(DETAILS_CLOSE, start);
  if (start < 0 || end < 0) return markdown;
  const pointer = `<sub>The collapsed details (impact-factor intervals, p-values, notes, design) are left out to fit the size limit: they are in ${where}.</sub>`;
  return `${markdown.slice(0, start)}${pointer}${markdown.slice(end + DETAILS_CLOSE.length)}`;
}

function dropRows(markdown: string, limit: number, where: string): string | null {
  const lines = markdown.split('\n');
  const separator = lines.findIndex((line) => /^\|(?:\s*:?-+:?\s*\|)+$/.test(line));
  if (separator < 0) return null;
  let end = separator + 1;
  while (end < lines.length && (lines[end] ?? '').startsWith('|')) end++;
  const rows = lines.slice(separator + 1, end);
  const before = lines.slice(0, separator + 1);
  const after = lines.slice(end);
  const note = (left: number) =>
    `**${left} of ${rows.length} benchmark${rows.length === 1 ? '' : 's'} not shown** to fit the size limit (the table lists changes first, so ` +
    `these are the last of the inconclusive and unchanged ones): the full table is in ${where}.`;
  // The text without rows is the same for every cut but the note's digits; each kept row adds its length and a newline.
  const fixed = [...before, '', '', ...after].join('\n').length;
  const prefix = [0];
  for (const row of rows) prefix.push((prefix[prefix.length - 1] ?? 0) + row.length + 1);
  const lengthWith = (kept: number) => fixed + note(rows.length - kept).length + (prefix[kept] ?? 0);
  let kept = rows.length;
  while (kept > 0 && lengthWith(kept) > limit) kept--;
  const length = lengthWith(kept);
  if (length > limit) return null;
  return [...before, ...rows.slice(0, kept), '', note(rows.length - kept), ...after].join('\n');
}
