import { fitReport } from '../report/fit-report.js';
import type { ReportRepository } from '../report/report-links.js';

/** GitHub refuses issue comments longer than this many characters. */
export const GITHUB_COMMENT_LIMIT = 65_536;

const TRUNCATION_NOTE =
  "\n\n> [!NOTE]\n> This report was cut to fit GitHub's 65,536-character comment limit. The full report is in the job summary and in the results artifact.\n";

/**
 * Fits a comment body under GitHub's limit. A report keeps its changed rows: the details give
 * way first, then the last rows of the table (unchanged and inconclusive come last), with a line
 * saying how many were left out. Only when that is not enough is the text cut at a line
 * boundary, closing a `<details>` block left open by the cut, and saying so. Bodies that fit
 * are returned unchanged.
 */
export function fitCommentBody(body: string, limit = GITHUB_COMMENT_LIMIT): string {
  if (body.length <= limit) return body;
  const fitted = fitReport(body, limit);
  if (fitted !== null) return fitted;
  const room = limit - TRUNCATION_NOTE.length - '\n</details>'.length;
  let cut = body.slice(0, room);
  cut = cut.slice(0, Math.max(0, cut.lastIndexOf('\n')));
  const opened = cut.split('<details>').length - 1;
  const closed = cut.split('</details>').length - 1;
  if (opened > closed) cut += '\n</details>';
  return cut + TRUNCATION_NOTE;
}

const ACTION_REPOSITORY = /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/;
const ACTION_REF = /^[A-Za-z0-9_./-]{1,200}$/;

/**
 * What the comment links, from the workflow's own environment only (never from an artifact or
 * benchmark output): the repository the commits live in, and docs/comment.md of the benchgate
 * release that runs (GITHUB_ACTION_REPOSITORY at GITHUB_ACTION_REF; absent for `uses: ./`).
 */
export function commentLinks(
  github: { serverUrl: string; owner: string; repo: string },
  env: Readonly<Record<string, string | undefined>>,
): { repository: ReportRepository; docsUrl?: string } {
  const repository = { serverUrl: github.serverUrl, owner: github.owner, repo: github.repo };
  const action = env.GITHUB_ACTION_REPOSITORY ?? '';
  const ref = env.GITHUB_ACTION_REF ?? '';
  if (!ACTION_REPOSITORY.test(action) || !ACTION_REF.test(ref) || ref.includes('..')) return { repository };
  return { repository, docsUrl: `${github.serverUrl.replace(/\/+$/, '')}/${action}/blob/${ref}/docs/comment.md` };
}
