/**
 * The history site's PR runs (issue 33): per benchmark, the PR runs of the pull-request store that
 * measured it, newest first, with their verdict, change and interval, date, and links built from
 * the workflow's own repository only (never the store's `runUrl`, which is data); searchable by
 * `#N` and sortable by the most recent PR run, in headless Chromium (skipped without it, except
 * under CI); and `benchgate history site` reading the store beside the history or named by
 * `--pull-requests`.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { historyCommand } from '../../src/cli/history-command.js';
import { UsageError, type CliIo } from '../../src/cli/cli-io.js';
import { serializeHistory } from '../../src/history/parse-history.js';
import { serializePullRequestRuns } from '../../src/history/parse-pull-request-runs.js';
import { SITE_PULL_REQUEST_RUNS, historySite, siteData } from '../../src/report/history-site.js';
import type { PullRequestRun, PullRequestRunsFile } from '../../src/results/pull-request-runs-format.js';
import { EVIL, trendHistory } from '../trend/trend-fixture.js';
import { pullRequestRun } from '../history/pull-request-runs.js';
import { findChromium } from './comment-page.js';

const run = promisify(execFile);
const GENERATED = '2026-11-28T03:00:00.000Z';
const REPOSITORY = { owner: 'acme', repo: 'widgets' };

/** Three PR runs: #31 touched parse/large (a regression) and the hostile name; #32 io/write; #33 parse/large again and a benchmark the history does not have. */
function store(): PullRequestRunsFile {
  const runs: PullRequestRun[] = [
    pullRequestRun(31, 5001, 0, {
      runUrl: 'https://evil.example/phish',
      benchmarks: [
        ['parse/large', 'ns', 'regression', 0.081, 0.05, 0.11],
        [EVIL, 'ns', 'unchanged', -0.002, -0.02, 0.016],
      ],
    }),
    pullRequestRun(32, 5002, 1, { benchmarks: [['io/write', 'ns', 'inconclusive', null, null, null]] }),
    pullRequestRun(33, 5003, 2, {
      benchmarks: [
        ['parse/large', 'ns', 'improvement', -0.04, -0.06, -0.02],
        ['only/in-pr', 'ns', 'regression', 0.5, 0.4, 0.6],
      ],
    }),
  ];
  return { version: 1, runs };
}

describe('the PR runs in the site’s data', () => {
  const data = siteData(trendHistory(), { repository: REPOSITORY, generatedAt: GENERATED, pullRequests: store() });
  const byName = new Map(data.benchmarks.map((b) => [b.name, b]));

  it('lists each benchmark’s PR runs newest first, pointing into the store’s runs', () => {
    expect(data.pullRequests.map((p) => [p.number, p.runId])).toEqual([
      [31, 5001],
      [32, 5002],
      [33, 5003],
    ]);
    expect(byName.get('parse/large')!.prs).toEqual([
      [2, 'improvement', -0.04, -0.06, -0.02],
      [0, 'regression', 0.081, 0.05, 0.11],
    ]);
    expect(byName.get('parse/large')!.prCount).toBe(2);
    expect(byName.get('io/write')!.prs).toEqual([[1, 'inconclusive', null, null, null]]);
    expect(byName.get(EVIL)!.prs).toEqual([[0, 'unchanged', -0.002, -0.02, 0.016]]);
    expect(byName.get('runner/sensitive')!.prs).toEqual([]);
    // A benchmark only a PR measured has no series, so no card.
    expect(byName.has('only/in-pr')).toBe(false);
  });

  it('keeps the newest PR runs per benchmark, and counts them all', () => {
    const many: PullRequestRunsFile = {
      version: 1,
      runs: Array.from({ length: SITE_PULL_REQUEST_RUNS + 5 }, (_, i) =>
        pullRequestRun(100 + i, 7000 + i, i, { benchmarks: [['io/write', 'ns', 'unchanged', 0, -0.01, 0.01]] }),
      ),
    };
    const b = siteData(trendHistory(), { generatedAt: GENERATED, pullRequests: many }).benchmarks.find((x) => x.name === 'io/write')!;
    expect(b.prCount).toBe(SITE_PULL_REQUEST_RUNS + 5);
    expect(b.prs).toHaveLength(SITE_PULL_REQUEST_RUNS);
    expect(b.prs[0][0]).toBe(SITE_PULL_REQUEST_RUNS + 4);
  });

  it('never puts the store’s run URL in the page; without a repository address, no addresses at all', () => {
    const [page] = historySite(trendHistory(), { repository: REPOSITORY, generatedAt: GENERATED, pullRequests: store() });
    expect(page.content).not.toContain('evil.example');
    const [bare] = historySite(trendHistory(), { repository: { ...REPOSITORY, serverUrl: 'file:///srv/git' }, generatedAt: GENERATED, pullRequests: store() });
    expect(bare.content).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    expect(siteData(trendHistory(), { repository: { ...REPOSITORY, serverUrl: 'file:///srv/git' }, generatedAt: GENERATED }).repository).toBeNull();
  });
});

const chromium = findChromium();
if (chromium === null && process.env.CI) throw new Error("history-site-pull-requests.test.ts needs Chromium under CI: .ci/run installs Debian's chromium");

describe.skipIf(chromium === null)('the PR runs in a browser', () => {
  const dir = mkdtempSync(join(tmpdir(), 'benchgate-site-prs-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const flags = [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--virtual-time-budget=5000',
    `--user-data-dir=${join(dir, 'profile')}`,
    '--window-size=1280,900',
  ];
  const dom = async (query: string) =>
    (await run(chromium!, [...flags, '--dump-dom', `file://${join(dir, 'index.html')}${query}`], { maxBuffer: 64 * 1024 * 1024, timeout: 120_000 })).stdout;
  const cards = (html: string) => [...html.matchAll(/<article class="card"><h2>([^<]*)<\/h2>(.*?)<\/article>/gs)].map((m) => ({ name: m[1], html: m[2] }));

  it('shows each card’s PR runs with links to the pull request and the run, filters by #N and sorts by the newest PR run', async () => {
    const [page] = historySite(trendHistory(), { repository: REPOSITORY, generatedAt: GENERATED, pullRequests: store() });
    writeFileSync(join(dir, 'index.html'), page.content);

    const all = await dom('?sort=name');
    expect(all).not.toMatch(/data-errors=/);
    expect(all).toContain('5 benchmarks, 40 runs');
    expect(all).toContain(', 3 PR runs');
    const parse = cards(all).find((c) => c.name === 'parse/large')!;
    expect(parse.html).toContain('<summary>2 PR runs · latest #33 improvement -4.0 % · 2026-03-03</summary>');
    const rows = [...parse.html.matchAll(/<tr class="pr">(.*?)<\/tr>/gs)].map((m) => m[1]);
    expect(rows).toEqual([
      '<td><a href="https://github.com/acme/widgets/pull/33">#33</a></td><td class="verdict improvement">improvement</td><td>-4.0 % [-6.0 %, -2.0 %]</td><td>2026-03-03</td><td><a href="https://github.com/acme/widgets/actions/runs/5003">run</a></td>',
      '<td><a href="https://github.com/acme/widgets/pull/31">#31</a></td><td class="verdict regression">regression</td><td>+8.1 % [+5.0 %, +11.0 %]</td><td>2026-03-01</td><td><a href="https://github.com/acme/widgets/actions/runs/5001">run</a></td>',
    ]);
    expect(all).not.toContain('evil.example');
    // The hostile name is text in its card, not markup.
    expect(all).not.toContain('<img src=x>');
    expect(cards(all).find((c) => c.name.startsWith('evil|name'))!.html).toContain('<a href="https://github.com/acme/widgets/pull/31">#31</a>');
    expect(cards(all).find((c) => c.name === 'runner/sensitive')!.html).not.toContain('PR run');

    const touched = await dom('?q=%2331');
    expect(
      cards(touched)
        .map((c) => c.name.replace(/^evil\|name.*/, 'evil|name'))
        .sort(),
    ).toEqual(['evil|name', 'parse/large']);
    expect(cards(touched)).toHaveLength(2);

    const byPr = await dom('?sort=pr');
    expect(
      cards(byPr)
        .map((c) => c.name)
        .slice(0, 3),
    ).toEqual(['parse/large', 'io/write', expect.stringMatching(/^evil\|name/)]);
  }, 300_000);
});

describe('benchgate history site with the pull-request store', () => {
  const out: string[] = [];
  const err: string[] = [];
  let cwd = '';
  const io = (): CliIo => ({ cwd, stdout: (t) => out.push(t), stderr: (t) => err.push(t) });
  const site = (...args: string[]) => historyCommand(['site', '--history', 'h', '--out', 'site', '--repo', 'acme/widgets', ...args], io());
  const embedded = async () =>
    JSON.parse(/<script id="data" type="application\/json">(.*?)<\/script>/s.exec(await readFile(join(cwd, 'site', 'index.html'), 'utf8'))![1]);

  it('reads pull-requests.json beside the history, or the file --pull-requests names', async () => {
    cwd = await mkdtemp(join(tmpdir(), 'benchgate-site-cli-'));
    try {
      await mkdir(join(cwd, 'h'));
      await writeFile(join(cwd, 'h', 'history.json'), serializeHistory(trendHistory()));
      expect(await site()).toBe(0);
      expect((await embedded()).pullRequests).toEqual([]);

      await writeFile(join(cwd, 'h', 'pull-requests.json'), serializePullRequestRuns(store()));
      expect(await site()).toBe(0);
      expect((await embedded()).pullRequests.map((p: { number: number }) => p.number)).toEqual([31, 32, 33]);
      expect(err.join('')).toMatch(/40 runs; 3 PR runs\)/);

      const other = { version: 1, runs: [store().runs[1]] };
      await writeFile(join(cwd, 'other.json'), serializePullRequestRuns(other as PullRequestRunsFile));
      expect(await site('--pull-requests', 'other.json')).toBe(0);
      expect((await embedded()).pullRequests.map((p: { number: number }) => p.number)).toEqual([32]);

      await expect(site('--pull-requests', 'missing.json')).rejects.toThrow(UsageError);
      await expect(site('--pull-requests', 'missing.json')).rejects.toThrow(/--pull-requests: no file .*missing\.json/);

      // A bad record is left out with a warning naming its field; the rest are shown.
      const bad = JSON.parse(serializePullRequestRuns(store()));
      bad.runs[0].pullRequest = 'x';
      await writeFile(join(cwd, 'h', 'pull-requests.json'), JSON.stringify(bad));
      err.length = 0;
      expect(await site()).toBe(0);
      expect(err.join('')).toMatch(
        /warning: .*pull-requests\.json: runs\[0\]\.pullRequest: expected a whole number from 1, got the string "x"; 1 of 3 records left out/,
      );
      expect((await embedded()).pullRequests.map((p: { number: number }) => p.number)).toEqual([32, 33]);
    } finally {
      await rm(cwd, { recursive: true, force: true });
    }
  });
});
