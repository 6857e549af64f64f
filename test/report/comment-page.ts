import { analysisOptions } from '../../src/config/analysis-options.js';
/**
 * The comment as a reviewer sees it: markdown → HTML with a GFM renderer (marked), styled with
 * github-markdown-css (light theme) at the 14 px a pull-request comment uses, in a box 1000 px
 * wide with a comment's 16 px padding, opened in headless
 * Chromium. A script in the page measures every table cell (how many lines its text takes) and
 * the table against its container, and writes the figures into the DOM, which `--dump-dom` hands
 * back; `--screenshot` takes the picture. Used by comment-picture.test.ts and
 * scripts/comment-picture.ts (npm run picture:comment).
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { marked } from 'marked';
import { analyzeResults } from '../../src/analysis/analyze-results.js';
import { renderMarkdownReport } from '../support/render-report.js';
import { parseResults } from '../../src/results/validate-results.js';
import { isRecord } from '../../src/util/is-record.js';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

/** The width the comment is checked and pictured at. */
export const COMMENT_WIDTH = 1000;
/** The real measured suite (scripts/comment-fixture.mjs). */
export const COMMENT_FIXTURE = new URL('../../fixtures/results/comment-suite.json', import.meta.url);

/** The comment for the fixture, through the real analysis and report code, as the action would post it. */
export function fixtureComment(): string {
  const report = analyzeResults(parseResults(readFileSync(COMMENT_FIXTURE, 'utf8')), analysisOptions({ minEffect: 0.05 }));
  return renderMarkdownReport(report, {
    commits: { base: '3f9c2a1d5e7b4c6a8d0e2f4a6b8c0d2e4f6a8b0c', head: '9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d' },
    repository: { serverUrl: 'https://github.com', owner: 'acme', repo: 'widgets' },
    runUrl: 'https://github.com/acme/widgets/actions/runs/4242',
    artifactUrl: 'https://github.com/acme/widgets/actions/runs/4242/artifacts/99',
    docsUrl: 'https://github.com/acme/benchgate/blob/v1/docs/comment.md',
  });
}

export interface CellMeasure {
  text: string;
  lines: number;
  width: number;
}

export interface PageMeasure {
  containerWidth: number;
  tableWidth: number;
  /** What the table would need with no cell wrapping. */
  naturalTableWidth: number;
  tableScrollWidth: number;
  pageHeight: number;
  cells: CellMeasure[];
}

/** The chromium binary: BENCHGATE_CHROMIUM, else Debian's `chromium` on PATH; null when there is none. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.BENCHGATE_CHROMIUM) return env.BENCHGATE_CHROMIUM;
  for (const dir of (env.PATH ?? '').split(':')) {
    for (const name of ['chromium', 'chromium-browser']) if (dir && existsSync(join(dir, name))) return join(dir, name);
  }
  return null;
}

// Counts the distinct line boxes of each cell's text (a wrapped cell has more than one) and
// compares the table with the box it sits in; the figures go into <pre id="measure">.
const MEASURE_SCRIPT = `
window.addEventListener('load', () => {
  const lines = (cell) => {
    const range = document.createRange();
    range.selectNodeContents(cell);
    const tops = new Set();
    for (const rect of range.getClientRects()) if (rect.width > 0 && rect.height > 0) tops.add(Math.round(rect.top + rect.height / 2));
    const sorted = [...tops].sort((a, b) => a - b);
    let count = 0, last = -Infinity;
    for (const top of sorted) { if (top - last > 4) count++; last = top; }
    return count;
  };
  const body = document.querySelector('.markdown-body');
  const table = body.querySelector('table');
  const style = getComputedStyle(body);
  // The width the table would need for no cell to wrap, measured with wrapping turned off, then back on.
  let naturalWidth = 0;
  if (table) {
    const sheet = document.createElement('style');
    sheet.textContent = '.markdown-body table { width: max-content !important; max-width: none !important; } .markdown-body th, .markdown-body ' +
      'td { white-space: nowrap !important; }';
    document.head.appendChild(sheet);
    naturalWidth = table.getBoundingClientRect().width;
    sheet.remove();
  }
  const out = {
    naturalTableWidth: naturalWidth,
    containerWidth: body.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
    tableWidth: table ? table.getBoundingClientRect().width : 0,
    tableScrollWidth: table ? table.scrollWidth : 0,
    pageHeight: Math.ceil(document.documentElement.scrollHeight),
    cells: table ? [...table.querySelectorAll('th, td')].map((cell) => ({ text: cell.textContent, lines: lines(cell), width: cell.getBoundingClientRect().width })) : [],
  };
  const pre = document.createElement('pre');
  pre.id = 'measure';
  pre.textContent = JSON.stringify(out);
  document.body.appendChild(pre);
  pre.style.display = 'none';
});`;

/** The HTML page for a comment body: GitHub's markdown CSS, a comment-wide box, the measuring script. */
export function commentPage(markdown: string): string {
  const css = readFileSync(require.resolve('github-markdown-css/github-markdown-light.css'), 'utf8');
  const html = marked.parse(markdown, { gfm: true, async: false });
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>benchgate comment</title>
<style>${css}
html, body { margin: 0; background: #ffffff; }
.markdown-body { box-sizing: border-box; width: ${COMMENT_WIDTH}px; padding: 16px; font-size: 14px; }
</style></head>
<body><article class="markdown-body">${html}</article>
<script>${MEASURE_SCRIPT}</script></body></html>`;
}

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--hide-scrollbars',
  '--force-device-scale-factor=1',
  '--run-all-compositor-stages-before-draw',
  '--virtual-time-budget=2000',
];

function parseMeasure(dom: string): PageMeasure {
  const match = /<pre id="measure"[^>]*>([^<]*)<\/pre>/.exec(dom);
  if (!match?.[1]) throw new Error('the page did not write its measurements (did the script run?)');
  const text = match[1]
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  const value: unknown = JSON.parse(text);
  if (!isRecord(value) || !Array.isArray(value.cells)) throw new Error(`unexpected measurements: ${text.slice(0, 200)}`);
  const number = (record: Record<string, unknown>, key: string): number => {
    const field = record[key];
    if (typeof field !== 'number') throw new Error(`measurement ${key} is not a number: ${text.slice(0, 200)}`);
    return field;
  };
  const cells = value.cells.map((cell: unknown): CellMeasure => {
    if (!isRecord(cell) || typeof cell.text !== 'string') throw new Error(`unexpected cell measurement: ${JSON.stringify(cell)}`);
    return { text: cell.text, lines: number(cell, 'lines'), width: number(cell, 'width') };
  });
  return {
    containerWidth: number(value, 'containerWidth'),
    tableWidth: number(value, 'tableWidth'),
    naturalTableWidth: number(value, 'naturalTableWidth'),
    tableScrollWidth: number(value, 'tableScrollWidth'),
    pageHeight: number(value, 'pageHeight'),
    cells,
  };
}

/**
 * Opens the comment in headless Chromium at comment width: returns the page's measurements and,
 * when `screenshot` is given, writes a PNG of the whole comment there.
 */
export async function renderComment(chromium: string, markdown: string, screenshot?: string): Promise<PageMeasure> {
  const dir = await mkdtemp(join(tmpdir(), 'benchgate-comment-page-'));
  try {
    const page = join(dir, 'comment.html');
    await writeFile(page, commentPage(markdown));
    const url = `file://${page}`;
    const profile = ['--user-data-dir=' + join(dir, 'profile')];
    const { stdout } = await run(chromium, [...CHROMIUM_FLAGS, ...profile, `--window-size=${COMMENT_WIDTH},800`, '--dump-dom', url], {
      maxBuffer: 16 * 1024 * 1024,
      timeout: 60_000,
    });
    const measure = parseMeasure(stdout);
    if (screenshot !== undefined) {
      await rm(screenshot, { force: true });
      const { stderr } = await run(
        chromium,
        [...CHROMIUM_FLAGS, ...profile, `--window-size=${COMMENT_WIDTH},${measure.pageHeight}`, `--screenshot=${screenshot}`, url],
        { timeout: 60_000 },
      );
      if (!existsSync(screenshot)) throw new Error(`chromium wrote no screenshot to ${screenshot}: ${stderr.slice(-500)}`);
    }
    return measure;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
