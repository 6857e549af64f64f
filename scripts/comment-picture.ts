/**
 * Writes docs/images/comment.png, the README's picture of a comment: the measured suite in
 * fixtures/results/comment-suite.json through the real analysis and report code, rendered as
 * GitHub renders a comment (test/report/comment-page.ts) in headless Chromium.
 *
 *   npm run picture:comment            # needs Debian's chromium (or BENCHGATE_CHROMIUM=/path)
 */
import { fileURLToPath } from 'node:url';
import { findChromium, fixtureComment, renderComment } from '../test/report/comment-page.js';

const chromium = findChromium();
if (chromium === null) {
  console.error('picture:comment needs Chromium: apt-get install chromium fonts-liberation fonts-noto-color-emoji, or set BENCHGATE_CHROMIUM');
  process.exit(2);
}
const target = fileURLToPath(new URL('../docs/images/comment.png', import.meta.url));
const measure = await renderComment(chromium, fixtureComment(), target);
console.log(
  `wrote ${target}: table ${measure.tableWidth} px wide (needs ${measure.naturalTableWidth} px unwrapped) in ${measure.containerWidth} px, page ` +
    `${measure.pageHeight} px high`,
);
