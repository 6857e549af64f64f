// npm run bench:history-site — how soon the history site draws its first chart: 300 benchmarks ×
// 365 nightly runs in headless Chromium, against a bare page that only reports when its script
// ran, in the same browser and the same run (a ratio, not a threshold). The page records
// performance.now() at its first chart (body data-first-chart-ms); the bare page at its script.
//
//   npm run bench:history-site [-- --repeats 5]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { historySite } from '../src/report/history-site.js';
import { findChromium } from '../test/report/comment-page.js';
import { yearOfRuns } from '../test/report/site-history.js';

const at = process.argv.indexOf('--repeats');
const REPEATS = at >= 0 ? Number(process.argv[at + 1]) : 5;
const chromium = findChromium();
if (chromium === null) {
  console.error('bench:history-site needs Chromium: apt-get install chromium, or set BENCHGATE_CHROMIUM');
  process.exit(2);
}
const dir = mkdtempSync(join(tmpdir(), 'benchgate-site-bench-'));
try {
  const [page] = historySite(yearOfRuns(300, 365), { generatedAt: new Date().toISOString() });
  writeFileSync(join(dir, 'index.html'), page.content);
  writeFileSync(
    join(dir, 'bare.html'),
    '<!doctype html><html><body><script>document.body.dataset.firstChartMs = String(Math.round(performance.now()));</script></body></html>',
  );
  const open = (name: string): number => {
    const dom = execFileSync(
      chromium,
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        `--user-data-dir=${join(dir, 'profile')}`,
        '--window-size=1280,900',
        '--dump-dom',
        `file://${join(dir, name)}`,
      ],
      {
        encoding: 'utf8',
        maxBuffer: 128 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    const match = /data-first-chart-ms="(\d+)"/.exec(dom);
    if (!match) throw new Error(`${name} reported no time`);
    return Number(match[1]);
  };
  const rows: Array<[number, number]> = [];
  for (let i = 0; i < REPEATS; i++) rows.push([open('bare.html'), open('index.html')]);
  const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[xs.length >> 1];
  console.log(
    `bench:history-site: index.html ${(Buffer.byteLength(page.content) / 1024 / 1024).toFixed(2)} MiB (300 benchmarks × 365 runs), ${REPEATS} loads each, alternated`,
  );
  console.log('');
  console.log('| load | bare page: script ran (ms) | site: first chart drawn (ms) |');
  console.log('|---:|---:|---:|');
  rows.forEach(([bare, site], i) => console.log(`| ${i + 1} | ${bare} | ${site} |`));
  const bare = median(rows.map((r) => r[0]));
  const site = median(rows.map((r) => r[1]));
  console.log('');
  console.log(
    `median: bare ${bare} ms, site ${site} ms: the first chart comes ${(site - bare).toFixed(0)} ms after a bare page's script (${(site / Math.max(1, bare)).toFixed(1)} ×)`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
