import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/cli/cli-io.js';
import { serializeHistory } from '../../src/history/parse-history.js';
import { trendHistory } from '../trend/trend-fixture.js';
import { entry, history } from './entries.js';
import { expectMatchesGolden } from '../support/golden.js';
import { useHistoryCommand } from './support/history-command-session.js';

const results = new URL('../../fixtures/results/simulated-suite.json', import.meta.url).pathname;
const cli = useHistoryCommand('benchgate-history-cli-');
const run = cli.run;

async function importTwice(): Promise<void> {
  await run('import', '--history', 'h', results, '--sha', 'a'.repeat(40), '--date', '2025-05-01T03:00:00Z', '--run-id', '101', '--seed', '3');
  await run('import', '--history', 'h', results, '--sha', 'b'.repeat(40), '--date', '2025-05-02T03:00:00Z', '--run-id', '102', '--runner', 'my laptop');
}

describe('benchgate history', () => {
  it('imports results as entries and shows them, newest first', async () => {
    await importTwice();
    expect(cli.out.join('')).toBe('added aaaaaaa (run 101) with 4 benchmarks\nadded bbbbbbb (run 102) with 4 benchmarks\n');
    cli.out = [];
    expect(await run('show', '--history', 'h')).toBe(0);
    expectMatchesGolden(cli.out.join(''), new URL('./golden/history-show.txt', import.meta.url).pathname);
  });

  it('shows one benchmark with a sparkline', async () => {
    await importTwice();
    cli.out = [];
    await run('show', '--history', 'h', '--benchmark', 'parse/large');
    const text = cli.out.join('');
    expect(text).toMatch(/^parse\/large \(ns, lower is better\): [▁-█]{2}\n/);
    expect(text.split('\n').filter((l) => /^2025-05-0[12]/.test(l))).toHaveLength(2);
    await expect(run('show', '--history', 'h', '--benchmark', 'nope')).rejects.toThrow(/no benchmark named "nope"/);
  });

  it('exports the canonical history and merges an exported history back without duplicates', async () => {
    await importTwice();
    cli.out = [];
    await run('export', '--history', 'h');
    const exported = cli.out.join('');
    expect(exported).toBe(await readFile(path.join(cli.cwd, 'h', 'history.json'), 'utf8'));
    await writeFile(path.join(cli.cwd, 'other.json'), serializeHistory(trendHistory()));
    await run('import', '--history', 'h', 'other.json');
    await run('import', '--history', 'h', 'other.json');
    await run('export', '--history', 'h', '--out', 'all.json');
    expect(JSON.parse(await readFile(path.join(cli.cwd, 'all.json'), 'utf8')).entries).toHaveLength(42);
  });

  it('prunes to the newest entries', async () => {
    await importTwice();
    cli.out = [];
    expect(await run('prune', '--history', 'h', '--keep', '1')).toBe(0);
    expect(cli.out.join('')).toBe('kept 1 of 2 entries\n');
    const kept = JSON.parse(await readFile(path.join(cli.cwd, 'h', 'history.json'), 'utf8'));
    expect(kept.entries.map((e: { runId: string }) => e.runId)).toEqual(['102']);
  });

  it('writes the trend report and charts', async () => {
    await writeFile(path.join(cli.cwd, 'other.json'), serializeHistory(trendHistory()));
    await run('import', '--history', 'h', 'other.json');
    cli.out = [];
    await run('trend', '--history', 'h', '--out', 'trend', '--repo', 'octo/bench');
    expect(cli.out.join('')).toMatch(/^wrote trend\.md and 5 SVG charts to /);
    expect((await readdir(path.join(cli.cwd, 'trend'))).sort()).toContain('trend-parse-large.svg');
    expect(await readFile(path.join(cli.cwd, 'trend', 'trend.md'), 'utf8')).toContain('https://github.com/octo/bench/compare/');
  });

  it('importing the same results file twice keeps one entry: the date and run id default to when the run started', async () => {
    const file = path.join(cli.cwd, 'results.json');
    const recorded = JSON.parse(await readFile(results, 'utf8'));
    await writeFile(file, JSON.stringify({ ...recorded, meta: { ...recorded.meta, startedAt: '2025-06-01T10:00:00.000Z' } }));
    await run('import', '--history', 'h', file, '--sha', 'a'.repeat(40));
    await run('import', '--history', 'h', file, '--sha', 'a'.repeat(40));
    const runId = `local-${Date.parse('2025-06-01T10:00:00.000Z')}`;
    expect(cli.out.join('')).toBe(
      `added aaaaaaa (run ${runId}) with 4 benchmarks\nalready in the history: aaaaaaa (run ${runId}) with 4 benchmarks; kept once\n`,
    );
    const stored = JSON.parse(await readFile(path.join(cli.cwd, 'h', 'history.json'), 'utf8'));
    expect(stored.entries).toHaveLength(1);
    expect(stored.entries[0].date).toBe('2025-06-01T10:00:00.000Z');
  });

  it('import names every benchmark it could not add, and why (issue 34)', async () => {
    const file = path.join(cli.cwd, 'results.json');
    const recorded = JSON.parse(await readFile(results, 'utf8'));
    const broken = recorded.benchmarks.find((b: { name: string }) => b.name === 'io/write');
    for (const binary of broken.head.binaries)
      for (const execution of binary.executions) Object.assign(execution, { values: [], failure: 'no "io/write" measurement in this execution\'s output' });
    const meta = { ...recorded.meta, notMeasured: [{ name: 'net/read', reason: 'shard 2/2 did not deliver results', unit: 'ms' }] };
    await writeFile(file, JSON.stringify({ ...recorded, meta }));
    expect(await run('import', '--history', 'h', file, '--sha', 'a'.repeat(40), '--run-id', '7')).toBe(0);
    expect(cli.out.join('')).toBe('added aaaaaaa (run 7) with 3 benchmarks\n');
    const lines = cli.err.join('').split('\n').filter(Boolean);
    expect(lines[0]).toBe('warning: 2 benchmarks of the results were not added to the history:');
    expect(lines[1]).toBe('warning:   "io/write": head could not be analysed: 25 of 25 executions failed (more than 25 %); not analysed on the survivors');
    expect(lines[2]).toBe('warning:   "net/read": not measured: shard 2/2 did not deliver results');
    expect(lines).toHaveLength(3);
    const stored = JSON.parse(await readFile(path.join(cli.cwd, 'h', 'history.json'), 'utf8'));
    expect(stored.entries[0].benchmarks.map((b: { name: string }) => b.name)).not.toContain('io/write');
  });

  it('a recorded start that is not a date is not used: the entry is dated now, and a later attempt of a run replaces it', async () => {
    const file = path.join(cli.cwd, 'results.json');
    const recorded = JSON.parse(await readFile(results, 'utf8'));
    await writeFile(file, JSON.stringify({ ...recorded, meta: { ...recorded.meta, startedAt: 'not a date' } }));
    const before = Date.now();
    await run('import', '--history', 'h', file, '--sha', 'a'.repeat(40), '--run-id', '7');
    const stored = JSON.parse(await readFile(path.join(cli.cwd, 'h', 'history.json'), 'utf8'));
    expect(Date.parse(stored.entries[0].date)).toBeGreaterThanOrEqual(before - 1000);
    await run('import', '--history', 'h', file, '--sha', 'a'.repeat(40), '--run-id', '7', '--run-attempt', '2');
    expect(cli.out.join('')).toMatch(/\nreplaced the entry of the same run: aaaaaaa \(run 7\) with 4 benchmarks\n$/);
  });

  it('show leaves a corrupt history as it is (named, not renamed); the next import keeps a copy', async () => {
    await run('import', '--history', 'h', results, '--sha', 'a'.repeat(40), '--run-id', '1');
    await writeFile(path.join(cli.cwd, 'h', 'history.json'), '{oops');
    cli.out = [];
    expect(await run('show', '--history', 'h')).toBe(0);
    expect(cli.out.join('')).toBe('The history is empty.\n');
    expect(cli.err.join('')).toMatch(
      /^warning: .*history\.json is not valid JSON.*starting a new history \(the next save keeps the unreadable file as a copy first\)\n$/,
    );
    expect(await readdir(path.join(cli.cwd, 'h'))).toEqual(['history.json']);
    expect(await readFile(path.join(cli.cwd, 'h', 'history.json'), 'utf8')).toBe('{oops');
    cli.err = [];
    await run('import', '--history', 'h', results, '--sha', 'b'.repeat(40), '--run-id', '2');
    const files = (await readdir(path.join(cli.cwd, 'h'))).sort();
    expect(files).toEqual([expect.stringMatching(/^history\.corrupt-.*\.json$/), 'history.json']);
    expect(await readFile(path.join(cli.cwd, 'h', files[0]), 'utf8')).toBe('{oops');
    // Each warning once: the load's and the save's.
    expect(cli.err.join('').split('\n').filter(Boolean)).toEqual([
      expect.stringMatching(/not valid JSON/),
      expect.stringMatching(/^warning: kept a copy of the previous history\.json as /),
    ]);
  });

  it('import says what retention dropped, by count and dates, and how to keep it', async () => {
    const big = trendHistory();
    await writeFile(path.join(cli.cwd, 'big.json'), serializeHistory(big));
    expect(await run('import', '--history', 'h', 'big.json', '--keep', '10')).toBe(0);
    expect(cli.out.join('')).toBe(`merged ${big.entries.length} entries from big.json: ${big.entries.length} new, 0 already in the history\n`);
    const dropped = big.entries.length - 10;
    const first = big.entries[0].date.slice(0, 10);
    const last = big.entries[dropped - 1].date.slice(0, 10);
    expect(cli.err.join('')).toBe(
      `warning: the history would hold ${big.entries.length} entries; kept the newest 10 and dropped the ${dropped} oldest (commits dated ` +
        `${first} to ${last})\n`,
    );
    const kept = JSON.parse(await readFile(path.join(cli.cwd, 'h', 'history.json'), 'utf8')).entries;
    expect(kept).toHaveLength(10);
    expect(kept[0].sha).toBe(big.entries[dropped].sha);
  });

  it('import over the default retention names the default and the flag that keeps everything', async () => {
    const entries = Array.from({ length: 1003 }, (_, i) => entry(i, { runId: String(5000 + i) }));
    await writeFile(path.join(cli.cwd, 'many.json'), serializeHistory(history(entries)));
    expect(await run('import', '--history', 'h', 'many.json')).toBe(0);
    expect(cli.err.join('')).toMatch(
      /^warning: the history would hold 1003 entries; kept the newest 1000 and dropped the 3 oldest \(commits dated .* to .*\); the default retention keeps 1000: pass --keep 1003 to keep them all\n$/,
    );
    await run('import', '--history', 'h', 'many.json', '--keep', '1003');
    expect(JSON.parse(await readFile(path.join(cli.cwd, 'h', 'history.json'), 'utf8')).entries).toHaveLength(1003);
  });

  it('import of a history with unreadable entries counts them in one warning', async () => {
    const entries = [entry(1), entry(2, { runAttempt: 0 }), entry(3, { confidence: 7 }), entry(4)];
    await writeFile(path.join(cli.cwd, 'some.json'), serializeHistory(history(entries)));
    await run('import', '--history', 'h', 'some.json');
    expect(cli.out.join('')).toBe('merged 2 entries from some.json: 2 new, 0 already in the history; 2 left out as unreadable (see the warning)\n');
    expect(cli.err).toEqual([
      expect.stringMatching(/^warning: some\.json: 2 of 4 entries left out: entries\[1\]\.runAttempt: .*; entries\[2\]\.confidence: .*\n$/),
    ]);
  });

  it('refuses to write over a history from a newer benchgate (exit 2), leaving it as it is', async () => {
    await mkdir(path.join(cli.cwd, 'h'));
    await writeFile(path.join(cli.cwd, 'h', 'history.json'), '{"version":7,"entries":[]}');
    await expect(run('import', '--history', 'h', results, '--sha', 'a'.repeat(40))).rejects.toThrow(UsageError);
    await expect(run('prune', '--history', 'h', '--keep', '3')).rejects.toThrow(/version 7 was written by a newer benchgate.*not overwritten/);
    expect(await readFile(path.join(cli.cwd, 'h', 'history.json'), 'utf8')).toBe('{"version":7,"entries":[]}');
  });

  it.each([
    [['show'], /history show needs --history DIR/],
    [['import', '--history', 'h'], /history import takes one file/],
    [['import', '--history', 'h', 'missing.json'], /cannot read missing\.json: no such file/],
    [['import', '--history', 'h', '.'], /cannot read \.: it is a directory; give a results file/],
    [['prune', '--history', 'h'], /history prune needs --keep N/],
    [['frobnicate', '--history', 'h'], /unknown history command "frobnicate"/],
    [['trend', '--history', 'h', '--repo', 'not a repo'], /--repo: expected OWNER\/NAME/],
    [['import', '--history', 'h', results], /no commit recorded for head; give one with --sha/],
  ])('refuses %j', async (argv, message) => {
    const attempt = run(...argv);
    await expect(attempt).rejects.toThrow(UsageError);
    await expect(attempt).rejects.toThrow(message);
  });
});
