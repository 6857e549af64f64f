/**
 * Screenshots of the history site for docs/images: 300 benchmarks × 365 nightly runs (one +20 %
 * step), sorted by the largest change point, at a desktop and a phone width.
 *
 *   npm run picture:history-site      # needs Debian's chromium (or BENCHGATE_CHROMIUM=/path)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { historySite } from '../src/report/history-site.js';
import { findChromium } from '../test/report/comment-page.js';
import { yearOfRuns } from '../test/report/site-history.js';

const chromium = findChromium();
if (chromium === null) {
  console.error('picture:history-site needs Chromium: apt-get install chromium fonts-liberation, or set BENCHGATE_CHROMIUM');
  process.exit(2);
}
const dir = mkdtempSync(join(tmpdir(), 'benchgate-site-picture-'));
try {
  const [page] = historySite(yearOfRuns(300, 365), { repository: { owner: 'acme', repo: 'widgets' }, generatedAt: '2026-11-28T03:00:00.000Z' });
  const file = join(dir, 'index.html');
  writeFileSync(file, page.content);
  console.log(`index.html: ${(Buffer.byteLength(page.content) / 1024 / 1024).toFixed(2)} MiB for 300 benchmarks × 365 runs`);
  for (const [width, height, name] of [
    [1280, 900, 'history-site.png'],
    [390, 844, 'history-site-phone.png'],
  ] as const) {
    const target = join(import.meta.dirname, '..', 'docs', 'images', name);
    execFileSync(
      chromium,
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--hide-scrollbars',
        '--force-device-scale-factor=1',
        '--virtual-time-budget=5000',
        `--user-data-dir=${join(dir, 'profile')}`,
        `--window-size=${width},${height}`,
        `--screenshot=${target}`,
        `file://${file}?sort=step`,
      ],
      { stdio: 'ignore' },
    );
    console.log(`wrote docs/images/${name} (${width} × ${height})`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
