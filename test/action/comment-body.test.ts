import { describe, expect, it } from 'vitest';
import { commentLinks, fitCommentBody, GITHUB_COMMENT_LIMIT } from '../../src/action/comment-body.js';

const NOTE = "This report was cut to fit GitHub's 65,536-character comment limit.";

/**
 * A body shaped like a report but not written by the report code (its `<details>` block opens on
 * its own line), so the report's own shortening (fit-report.test.ts) does not apply and the text
 * is cut: the last resort.
 */
function longReport(detailLines: number): string {
  const rows = Array.from({ length: 20 }, (_, i) => `| bench-${i} | 1.00 ms | 1.01 ms | +1.00 % | 0.10 / det. | ⚪ unchanged |`);
  const details = Array.from({ length: detailLines }, (_, i) => `- bench-${i % 20}: p = 0.${String(i).padStart(4, '0')}, adjusted 1, 10.0 df`);
  return [
    '### benchgate: ✅ 20 unchanged',
    '',
    '| Benchmark | Base | Head | Δ | Impact | Verdict |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    '<details>',
    '<summary>Details</summary>',
    '',
    ...details,
    '',
    '</details>',
    '',
  ].join('\n');
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe('fitCommentBody', () => {
  it('returns a body that fits unchanged, also one exactly at the limit', () => {
    const body = longReport(10);
    expect(fitCommentBody(body)).toBe(body);
    const exact = 'x'.repeat(GITHUB_COMMENT_LIMIT);
    expect(fitCommentBody(exact)).toBe(exact);
  });

  it('cuts a long body under 65,536 characters at a line boundary and says so', () => {
    const body = longReport(3000);
    expect(body.length).toBeGreaterThan(GITHUB_COMMENT_LIMIT);
    const fitted = fitCommentBody(body);
    expect(fitted.length).toBeLessThanOrEqual(GITHUB_COMMENT_LIMIT);
    expect(fitted).toContain(NOTE);
    expect(fitted.trimEnd().endsWith('The full report is in the job summary and in the results artifact.')).toBe(true);
    // Everything before the closing tag and the note is whole lines of the original.
    const kept = fitted.slice(0, fitted.indexOf('\n</details>'));
    expect(body.startsWith(`${kept}\n`)).toBe(true);
    // It keeps as much as it can: the cut is within one detail line of the room left.
    expect(fitted.length).toBeGreaterThan(GITHUB_COMMENT_LIMIT - 200);
  });

  it('closes a <details> block the cut left open, so the rest of the comment renders', () => {
    const fitted = fitCommentBody(longReport(3000));
    expect(count(fitted, '<details>')).toBe(1);
    expect(count(fitted, '</details>')).toBe(1);
    expect(fitted.indexOf('</details>')).toBeLessThan(fitted.indexOf(NOTE));
  });

  it('adds no closing tag when the cut falls outside any <details> block', () => {
    const body = `${'| row | 1 |\n'.repeat(6000)}<details><summary>Details</summary>\n\n- x\n\n</details>\n`;
    const fitted = fitCommentBody(body);
    expect(fitted.length).toBeLessThanOrEqual(GITHUB_COMMENT_LIMIT);
    expect(fitted).not.toContain('<details>');
    expect(fitted).not.toContain('</details>');
    expect(fitted).toContain(NOTE);
  });

  it('honours a smaller limit', () => {
    const fitted = fitCommentBody(longReport(50), 1000);
    expect(fitted.length).toBeLessThanOrEqual(1000);
    expect(fitted).toContain(NOTE);
  });
});

describe('commentLinks', () => {
  const github = { serverUrl: 'https://github.example.com', owner: 'acme', repo: 'widgets' };

  it("links commits into the workflow's repository and the docs of the benchgate release that runs", () => {
    expect(commentLinks(github, { GITHUB_ACTION_REPOSITORY: 'tools/benchgate', GITHUB_ACTION_REF: 'v1.2.0' })).toEqual({
      repository: github,
      docsUrl: 'https://github.example.com/tools/benchgate/blob/v1.2.0/docs/comment.md',
    });
  });

  it('gives no docs link for a local action (uses: ./) or an odd repository or ref', () => {
    for (const env of [
      {},
      { GITHUB_ACTION_REPOSITORY: '', GITHUB_ACTION_REF: '' },
      { GITHUB_ACTION_REPOSITORY: 'a/b) [x](https://evil', GITHUB_ACTION_REF: 'v1' },
      { GITHUB_ACTION_REPOSITORY: 'a/b', GITHUB_ACTION_REF: '../../x' },
    ]) {
      expect(commentLinks(github, env)).toEqual({ repository: github });
    }
  });
});
