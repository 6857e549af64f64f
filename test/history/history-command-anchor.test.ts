/** `benchgate history import --anchor REF --anchor-results FILE` and `history trend --anchor REF --anchor-budget SHARE`. */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HistoryFile } from '../../src/results/history-format.js';
import { useHistoryCommand } from './support/history-command-session.js';

const fixture = new URL('../../fixtures/results/simulated-suite.json', import.meta.url).pathname;
const ANCHOR_SHA = 'c'.repeat(40);
const cli = useHistoryCommand('benchgate-history-anchor-');
const run = cli.run;

beforeEach(async () => {
  // The anchor comparison: the same suite, its base recorded as the anchor's commit.
  const results = JSON.parse(await readFile(fixture, 'utf8')) as { benchmarks: Array<{ base: { sha?: string } }> };
  for (const b of results.benchmarks) b.base.sha = ANCHOR_SHA;
  await writeFile(path.join(cli.cwd, 'anchor.json'), JSON.stringify(results));
});

const importRun = (day: number, ...extra: string[]) =>
  run(
    'import',
    '--history',
    'h',
    fixture,
    '--sha',
    String(day).repeat(40).slice(0, 40),
    '--date',
    `2025-05-0${day}T03:00:00Z`,
    '--run-id',
    `10${day}`,
    ...extra,
  );

describe('benchgate history with an anchor', () => {
  it('imports the anchor comparison into the entry and reports the drift', async () => {
    expect(await importRun(1, '--anchor', 'v1.0', '--anchor-results', 'anchor.json')).toBe(0);
    const stored = JSON.parse(await readFile(path.join(cli.cwd, 'h', 'history.json'), 'utf8')) as HistoryFile;
    const [entry] = stored.entries;
    expect(entry.anchor).toEqual({ ref: 'v1.0', sha: ANCHOR_SHA });
    expect(entry.benchmarks.length).toBeGreaterThan(0);
    expect(entry.benchmarks.every((b) => b.anchor !== undefined && b.anchor[5] > 0)).toBe(true);
    cli.out = [];
    expect(await run('trend', '--history', 'h', '--anchor-budget', '1000%')).toBe(0);
    const text = cli.out.join('');
    expect(text).toContain('### Against the anchor `v1.0` (ccccccc)');
    expect(text).toMatch(/Cumulative drift since the anchor: \*\*\d+\.\d\d % (slower|faster)\*\*/);
    expect(text).toContain('✅ Within the budget of at most 1000 % slower than `v1.0`.');
  });

  it('says the series is too short to look for a step, and a drift that is faster as faster', async () => {
    for (const day of [1, 2, 3]) expect(await importRun(day, '--anchor', 'v1.0', '--anchor-results', 'anchor.json')).toBe(0);
    const stored = JSON.parse(await readFile(path.join(cli.cwd, 'h', 'history.json'), 'utf8')) as HistoryFile;
    // Every benchmark about 10 % faster than the anchor, by a tight interval.
    for (const entry of stored.entries) for (const b of entry.benchmarks) b.anchor = [-0.1, -0.11, -0.09, 0.9, 20, b.anchor![5]];
    await writeFile(path.join(cli.cwd, 'h', 'history.json'), JSON.stringify(stored));
    cli.out = [];
    expect(await run('trend', '--history', 'h')).toBe(0);
    const text = cli.out.join('');
    expect(text).toMatch(/Cumulative drift since the anchor: \*\*\d+\.\d\d % faster\*\* \(95 % CI \[-\d+\.\d\d %, -\d+\.\d\d %\], positive is slower;/);
    expect(text).not.toMatch(/-\d+\.\d\d %\*\* slower/);
    // Three runs cannot show a step against the anchor: the report says so, and does not claim there is none.
    expect(text).toContain('Too few runs against the anchor to look for a step: 3, and a step needs at least 8.');
    expect(text).not.toContain('No step against the anchor');
  });

  it('refuses half an anchor, an unknown anchor series and a bad budget', async () => {
    await expect(importRun(1, '--anchor', 'v1.0')).rejects.toThrow('--anchor and --anchor-results go together');
    await expect(importRun(1, '--anchor=--upload-pack=x', '--anchor-results', 'anchor.json')).rejects.toThrow('is not a commit SHA, branch or tag name');
    expect(await importRun(1, '--anchor', 'v1.0', '--anchor-results', 'anchor.json')).toBe(0);
    await expect(run('trend', '--history', 'h', '--anchor', 'v9')).rejects.toThrow(
      '--anchor: no entry of the history was measured against "v9" (anchors: v1.0)',
    );
    await expect(run('trend', '--history', 'h', '--anchor-budget', 'lots')).rejects.toThrow('--anchor-budget: expected a share below 1');
  });

  it('exits 1 when the drift lies wholly above the budget', async () => {
    expect(await importRun(1, '--anchor', 'v1.0', '--anchor-results', 'anchor.json')).toBe(0);
    const stored = JSON.parse(await readFile(path.join(cli.cwd, 'h', 'history.json'), 'utf8')) as HistoryFile;
    // Every benchmark 20 % slower than the anchor, by a tight interval.
    for (const b of stored.entries[0].benchmarks) b.anchor = [0.2, 0.19, 0.21, 0.95, 20, b.anchor![5]];
    await writeFile(path.join(cli.cwd, 'h', 'history.json'), JSON.stringify(stored));
    cli.out = [];
    expect(await run('trend', '--history', 'h', '--anchor-budget', '5%')).toBe(1);
    expect(cli.err.join('')).toMatch(
      /^error: the drift since the anchor v1\.0 is \+20\.00 % \(95 % CI \[\+1\d\.\d\d %, \+2\d\.\d\d %\]\), wholly above the anchor-budget of at most 5 % slower\n$/,
    );
    expect(cli.out.join('')).toContain('❌ The drift exceeds the budget of at most 5 % slower than `v1.0`');
  });
});
