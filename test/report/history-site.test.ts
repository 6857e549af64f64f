/**
 * The history site: the data the page reads (the real trend analysis of a known history), that
 * nothing from the history is parsed as HTML or used as a link, and the page itself in headless
 * Chromium at two widths with 300 benchmarks × 365 runs: cards, charts, no script error. Needs
 * Debian's chromium (.ci/run installs it); elsewhere the browser part is skipped with a message,
 * except under CI.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { historySite, scriptJson, siteData } from '../../src/report/history-site.js';
import { EVIL, shaOf, trendHistory } from '../trend/trend-fixture.js';
import { findChromium } from './comment-page.js';
import { yearOfRuns } from './site-history.js';

const run = promisify(execFile);
const GENERATED = '2026-11-28T03:00:00.000Z';

describe('the data of the history site', () => {
  const data = siteData(trendHistory(), { repository: { owner: 'acme', repo: 'widgets' }, generatedAt: GENERATED });
  const byName = new Map(data.benchmarks.map((b) => [b.name, b]));

  it('carries every benchmark with its runs, and the change points the trend analysis finds, typed', () => {
    expect(data.runs).toHaveLength(40);
    expect([...byName.keys()].sort()).toEqual([EVIL, 'io/write', 'new/bench', 'parse/large', 'runner/sensitive'].sort());
    expect(byName.get('io/write')!.run).toHaveLength(39);
    expect(byName.get('parse/large')!.changes).toEqual([expect.objectContaining({ run: 36, kind: 'regression' })]);
    expect(byName.get(EVIL)!.changes).toEqual([expect.objectContaining({ run: 12, kind: 'improvement' })]);
    // Run 34 measured run 33's commit again: the step there is the runner's, not the code's.
    expect(byName.get('runner/sensitive')!.changes).toEqual([expect.objectContaining({ run: 34, kind: 'environment' })]);
    expect(byName.get('io/write')!.changes).toEqual([]);
    // The last 5 runs against the 20 before: parse/large's +8 % from run 36 covers 4 of the last 5.
    expect(byName.get('parse/large')!.recent).toBeGreaterThan(0.06);
    expect(byName.get('io/write')!.recent).toBeLessThan(0.02);
    expect(byName.get('new/bench')!.recent).toBeNull();
  });

  it('takes links from the repository it is given, never from the history', () => {
    expect(data.repository).toBe('https://github.com/acme/widgets');
    expect(siteData(trendHistory(), { generatedAt: GENERATED }).repository).toBeNull();
    expect(siteData(trendHistory(), { repository: { owner: 'a b', repo: 'x' }, generatedAt: GENERATED }).repository).toBeNull();
    expect(data.runs[0].sha).toBe(shaOf(0));
  });

  it('carries the notes on the history as plain sentences: the commit measured twice, a rename with a hostile name', () => {
    expect(data.historyNotes).toEqual([
      `Commit ${shaOf(33).slice(0, 7)} was measured in 2 runs: run 9033 (measured 2025-04-03) and run 9034 (measured 2025-04-04). ` +
        'Both are kept; a step between runs of one commit is the runner, not the code.',
    ]);
    const renamed = trendHistory();
    for (const entry of renamed.entries.slice(20)) entry.benchmarks[1].name = `${EVIL} v2`;
    const notes = siteData(renamed, { generatedAt: GENERATED }).historyNotes;
    // Plain text: the name as it is (the page sets it as text), no markdown escapes or links.
    expect(notes).toContainEqual(
      expect.stringMatching(
        /^evil\|name <img src=x> @octocat #1 \*\*bold\*\* "quoted"; %% stops at run 9019 \([0-9a-f]{7}, 2025-03-20\) and evil\|name .* v2 starts at the next, run 9020/,
      ),
    );
    expect(siteData(yearOfRuns(3, 10), { generatedAt: GENERATED }).historyNotes).toEqual([]);
  });

  it('embeds the data so that no name can close the script or open markup', () => {
    const history = trendHistory();
    history.entries[39].benchmarks[0].name = '</script><script>document.body.dataset.owned = 1</script><!--';
    const [page] = historySite(history, { generatedAt: GENERATED });
    expect(page.content.match(/<\/script>/g)).toHaveLength(2);
    expect(page.content).not.toContain('<!--');
    expect(JSON.parse(scriptJson({ name: '</script>\u2028' }))).toEqual({ name: '</script>\u2028' });
    // The only addresses: the SVG namespace, and none from the history.
    expect(page.content).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  });
});

const chromium = findChromium();
if (chromium === null) {
  if (process.env.CI) throw new Error("history-site.test.ts needs Chromium under CI: .ci/run installs Debian's chromium");
  console.warn('history-site.test.ts: the browser part is skipped: no chromium on PATH (apt-get install chromium, or set BENCHGATE_CHROMIUM)');
}

describe.skipIf(chromium === null)('the history site in a browser', () => {
  const dir = mkdtempSync(join(tmpdir(), 'benchgate-site-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const flags = [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--hide-scrollbars',
    '--force-device-scale-factor=1',
    '--virtual-time-budget=5000',
    `--user-data-dir=${join(dir, 'profile')}`,
  ];

  it('opens 300 benchmarks × 365 runs: the first page of cards with charts, the step on top of the list, no script error, at two widths', async () => {
    const [page] = historySite(yearOfRuns(300, 365), { repository: { owner: 'acme', repo: 'widgets' }, generatedAt: GENERATED });
    const file = join(dir, 'index.html');
    writeFileSync(file, page.content);
    for (const width of [1280, 390]) {
      const { stdout: dom } = await run(chromium!, [...flags, `--window-size=${width},900`, '--dump-dom', `file://${file}?sort=step`], {
        maxBuffer: 128 * 1024 * 1024,
        timeout: 120_000,
      });
      expect(dom).not.toMatch(/data-errors=/);
      expect(dom).toMatch(/<body[^>]* data-first-chart-ms="\d+"/);
      expect(dom).toContain('data-shown="48"');
      expect(dom.match(/<article class="card">/g)).toHaveLength(48);
      // The six cards drawn at once at least; each chart a band, a line of means and its axis labels.
      expect((dom.match(/<svg [^>]*class="chart"/g) ?? []).length).toBeGreaterThanOrEqual(6);
      expect(dom).toContain('300 benchmarks, 365 runs (2026-01-01 … 2026-12-31)');
      // Sorted by the largest change point (?sort=step): suite/b000's +20 % step at run 200 comes first, linked to its commit.
      const firstCard = /<article class="card"><h2>([^<]*)<\/h2>.*?<\/article>/s.exec(dom);
      expect(firstCard?.[1]).toBe('suite/b000');
      expect(firstCard?.[0]).toMatch(/<a class="badge regression" href="https:\/\/github\.com\/acme\/widgets\/commit\/[0-9a-f]{40}">regression \+20\.\d %/);
      const screenshot = join(dir, `site-${width}.png`);
      await run(chromium!, [...flags, `--window-size=${width},900`, `--screenshot=${screenshot}`, `file://${file}`], { timeout: 120_000 });
      const png = readFileSync(screenshot);
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      // The IHDR chunk's width: the page was drawn at the width asked for.
      expect(png.readUInt32BE(16)).toBe(width);
    }
    // No notes on that history: the notes' box stays hidden.
    const { stdout: plain } = await run(chromium!, [...flags, '--dump-dom', `file://${file}`], { maxBuffer: 128 * 1024 * 1024, timeout: 120_000 });
    expect(plain).toMatch(/<details id="history-notes" hidden="">/);
  }, 300_000);

  it('shows "Show more" only when there are more cards than one page: hidden below 48 benchmarks, a count of the rest above', async () => {
    // The page's own script sets `more.hidden`; a probe added after it reads what the browser drew.
    const probe =
      "<script>addEventListener('load', () => setTimeout(() => { const more = document.getElementById('more'); " +
      'document.body.dataset.moreDisplay = getComputedStyle(more).display; document.body.dataset.moreHeight = String(more.getBoundingClientRect().height); ' +
      'document.body.dataset.moreText = more.textContent; }, 0));</script></body>';
    const open = async (count: number) => {
      const [page] = historySite(yearOfRuns(count, 10), { generatedAt: GENERATED });
      const file = join(dir, `more-${count}.html`);
      writeFileSync(file, page.content.replace('</body>', probe));
      const { stdout } = await run(chromium!, [...flags, '--dump-dom', `file://${file}`], { maxBuffer: 128 * 1024 * 1024, timeout: 120_000 });
      expect(stdout).not.toMatch(/data-errors=/);
      return stdout;
    };
    const few = await open(10);
    expect(few).toMatch(/<button id="more" hidden="">/);
    expect(few).toContain('data-more-display="none"');
    expect(few).toContain('data-more-height="0"');
    const many = await open(60);
    expect(many).toContain('data-more-display="block"');
    expect(many).toContain('data-more-text="Show more (12 more)"');
    expect(many).not.toContain('data-more-height="0"');
  }, 120_000);

  it('shows the notes on the history under the header, a hostile name as text', async () => {
    const history = trendHistory();
    for (const entry of history.entries.slice(20)) entry.benchmarks[1].name = `${EVIL} v2`;
    const [page] = historySite(history, { generatedAt: GENERATED });
    const file = join(dir, 'notes.html');
    writeFileSync(file, page.content);
    const { stdout: dom } = await run(chromium!, [...flags, '--dump-dom', `file://${file}`], { maxBuffer: 128 * 1024 * 1024, timeout: 120_000 });
    expect(dom).not.toMatch(/data-errors=/);
    expect(dom).toMatch(/<details id="history-notes"><summary>Notes on the history \(2\)<\/summary><ul><li>Commit [0-9a-f]{7} was measured in 2 runs/);
    expect(dom).toContain('<li>evil|name &lt;img src=x&gt; @octocat #1 **bold** "quoted"; %% stops at run 9019');
    expect(dom).not.toContain('<img src');
  }, 120_000);
});
