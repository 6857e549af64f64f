/**
 * The comment as GitHub shows it: the measured suite's comment, rendered with a GFM renderer
 * and github-markdown-css at comment width in headless Chromium, must not wrap a table cell
 * nor be wider than the comment. Needs Debian's chromium (.ci/run installs it); elsewhere the
 * test is skipped with a message, except under CI, where a missing browser is a failure.
 */
import { existsSync, statSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMENT_WIDTH, findChromium, fixtureComment, renderComment } from './comment-page.js';

const chromium = findChromium();
if (chromium === null) {
  if (process.env.CI) throw new Error("comment-picture.test.ts needs Chromium under CI: .ci/run installs Debian's chromium");
  console.warn(
    'comment-picture.test.ts skipped: no chromium on PATH (apt-get install chromium fonts-liberation fonts-noto-color-emoji, or set BENCHGATE_CHROMIUM)',
  );
}

describe.skipIf(chromium === null)('the comment in a browser at comment width', () => {
  it('keeps every table cell on one line, the table inside the comment, and writes a screenshot', async () => {
    const markdown = fixtureComment();
    const screenshot = join(mkdtempSync(join(tmpdir(), 'benchgate-comment-picture-')), 'comment.png');
    const measure = await renderComment(chromium ?? '', markdown, screenshot);

    // A comment body 1000 px wide, less the comment's 16 px padding on each side.
    expect(measure.containerWidth).toBe(COMMENT_WIDTH - 32);
    // Six columns, a header and one row per benchmark of the suite.
    const rows = markdown.split('\n').filter((line) => line.startsWith('| ')).length;
    expect(measure.cells).toHaveLength(rows * 6);
    const wrapped = measure.cells.filter((cell) => cell.lines !== 1).map((cell) => `${cell.text} (${cell.lines} lines)`);
    expect(wrapped).toEqual([]);
    expect(measure.naturalTableWidth).toBeLessThanOrEqual(measure.containerWidth);
    expect(measure.tableScrollWidth).toBeLessThanOrEqual(measure.containerWidth);
    // The Δ interval and the flag are in the table, on one line each.
    expect(measure.cells.some((cell) => /CHANGE DETECTED/.test(cell.text) && cell.lines === 1)).toBe(true);
    expect(measure.cells.some((cell) => /^[+-]\d+\.\d+ % \[[+-][\d.]+, [+-][\d.]+\]$/.test(cell.text))).toBe(true);

    expect(existsSync(screenshot)).toBe(true);
    expect(statSync(screenshot).size).toBeGreaterThan(10_000);
    console.log(`comment screenshot: ${screenshot} (table ${measure.naturalTableWidth} px in ${measure.containerWidth} px)`);
  }, 120_000);
});
