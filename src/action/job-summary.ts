import { fitReport } from '../report/fit-report.js';

/** GitHub's limit on one step's job summary: 1 MiB; a larger summary is dropped whole. */
export const JOB_SUMMARY_LIMIT_BYTES = 1024 * 1024;

const CUT_NOTE = "\n\n> [!NOTE]\n> This summary was cut to fit GitHub's 1 MiB job summary limit. The full report is report.md in the results artifact.\n";

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * A job summary that fits GitHub's limit (bytes, not characters). A report keeps its changed
 * rows: the details give way first, then the last rows of the table (the table lists
 * regressions, then improvements, then the rest), with a line saying how many were left out.
 * Only when that is not enough is the text cut at a line boundary, with a note. Summaries that
 * fit are returned unchanged.
 */
export function fitJobSummary(markdown: string, limit = JOB_SUMMARY_LIMIT_BYTES): string {
  if (bytes(markdown) <= limit) return markdown;
  // fitReport counts characters; a character takes up to 4 bytes: shrink the character limit until the bytes fit.
  let chars = Math.min(markdown.length, limit);
  for (let attempt = 0; attempt < 8 && chars > 0; attempt++) {
    const fitted = fitReport(markdown, chars, 'report.md in the results artifact');
    if (fitted === null) break;
    const size = bytes(fitted);
    if (size <= limit) return fitted;
    chars = Math.floor((chars * limit) / size) - 1;
  }
  const room = limit - bytes(CUT_NOTE) - bytes('\n</details>');
  let cut = Buffer.from(markdown, 'utf8').subarray(0, room).toString('utf8');
  cut = cut.slice(0, Math.max(0, cut.lastIndexOf('\n')));
  if (cut.split('<details>').length > cut.split('</details>').length) cut += '\n</details>';
  return cut + CUT_NOTE;
}
