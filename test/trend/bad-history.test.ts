/**
 * Bad input in a history (issue 33): a missing anchor, a re-anchor, a gap of 100 days, two runs
 * of one commit and a renamed benchmark. Each history is written as a real history file and read
 * back through the parser and `benchgate history trend`: the report names what happened and
 * where, and no entry or benchmark series is lost.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { historyCommand } from '../../src/cli/history-command.js';
import type { CliIo } from '../../src/cli/cli-io.js';
import { parseHistory, serializeHistory } from '../../src/history/parse-history.js';
import type { HistoryAnchorDelta, HistoryBenchmark, HistoryEntry, HistoryFile } from '../../src/results/history-format.js';
import { analyzeTrend } from '../../src/trend/trend-analysis.js';
import { benchmark, entry, history } from '../history/entries.js';
import { EVIL } from './trend-fixture.js';

let cwd: string;
let out: string[];
const io = (): CliIo => ({ stdout: (t) => out.push(t), stderr: () => undefined, cwd });

beforeEach(async () => {
  cwd = await mkdtemp(path.join(tmpdir(), 'benchgate-bad-history-'));
  out = [];
});
afterEach(() => rm(cwd, { recursive: true, force: true }));

/** Writes `h` as `DIR/history.json` and runs `benchgate history trend` on it: the markdown and the chart files. */
async function trendReport(h: HistoryFile, ...flags: string[]): Promise<{ markdown: string; charts: string[] }> {
  await mkdir(path.join(cwd, 'h'), { recursive: true });
  await writeFile(path.join(cwd, 'h', 'history.json'), serializeHistory(h));
  out = [];
  expect(await historyCommand(['trend', '--history', 'h', '--out', 'trend', ...flags], io())).toBe(0);
  const charts = (await readdir(path.join(cwd, 'trend'))).filter((f) => f.endsWith('.svg')).sort();
  return { markdown: await readFile(path.join(cwd, 'trend', 'trend.md'), 'utf8'), charts };
}

/** The history as the parser reads it back from the file: every entry kept, no warning. */
async function readBack(h: HistoryFile): Promise<HistoryFile> {
  const parsed = parseHistory(await readFile(path.join(cwd, 'h', 'history.json'), 'utf8'), 'history.json');
  expect(parsed.ok && parsed.warnings).toEqual([]);
  if (!parsed.ok) throw new Error(parsed.reason);
  expect(parsed.history).toEqual(h);
  return parsed.history;
}

/** Runs per benchmark in the analysis of `h`. */
const seriesLengths = (h: HistoryFile) => Object.fromEntries(analyzeTrend(h).benchmarks.map((b) => [b.series.name, b.series.runs.length]));

const V1 = { ref: 'v1.0', sha: 'a'.repeat(40) };
const V2 = { ref: 'v2.0', sha: 'b'.repeat(40) };

/** A benchmark measured against the anchor: 2 % slower than it, the anchor's own mean `anchorMean`. */
function anchoredBenchmark(name: string, mean: number, anchorMean = mean / 1.02): HistoryBenchmark {
  return { ...benchmark(name, mean), anchor: [0.02, 0.01, 0.03, 0.95, 9, anchorMean] as HistoryAnchorDelta };
}

function anchoredEntry(day: number, anchor = V1, benchmarks = [anchoredBenchmark('parse', 100), anchoredBenchmark('io', 50)]): HistoryEntry {
  return entry(day, { anchor }, benchmarks);
}

describe('a history with bad input, through `benchgate history trend`', () => {
  it('a missing anchor: runs that name it without a measurement, and runs without it, are named; nothing is lost', async () => {
    const h = history([
      ...[0, 1, 2, 3, 4].map((d) => anchoredEntry(d)),
      // Names the anchor, but no benchmark holds a measurement against it.
      anchoredEntry(5, V1, [benchmark('parse', 100), benchmark('io', 50)]),
      ...[6, 7, 8].map((d) => anchoredEntry(d)),
      // The workflow stopped measuring the anchor.
      ...[9, 10, 11].map((d) => entry(d, {}, [benchmark('parse', 100), benchmark('io', 50)])),
    ]);
    const { markdown, charts } = await trendReport(h);
    expect(markdown).toContain('### Against the anchor `v1.0` (aaaaaaa)');
    expect(markdown).toContain(
      '_Run 1005 (`sha0005`, 2025-01-06) names the anchor `v1.0` but holds no measurement against it for any benchmark: its own means are kept._',
    );
    expect(markdown).toContain(
      '_3 runs of this series measured without the anchor (it did not build, or no anchor was set): run 1009 (`sha0009`, 2025-01-10), ' +
        'run 1010 (`sha0010`, 2025-01-11), run 1011 (`sha0011`, 2025-01-12)._',
    );
    expect(markdown).toContain('No drift this run: the newest run has no measurement against the anchor.');
    const read = await readBack(h);
    expect(markdown).toContain('History: 12 runs of 12 commits, 2025-01-01 to 2025-01-12; 2 benchmarks.');
    expect(seriesLengths(read)).toEqual({ parse: 12, io: 12 });
    expect(analyzeTrend(read).anchor?.benchmarks.map((b) => [b.name, b.runs.length])).toEqual([
      ['parse', 8],
      ['io', 8],
    ]);
    expect(charts).toEqual(['trend-io.svg', 'trend-parse.svg']);
  });

  it('a re-anchor: the older series is named with its runs and dates, and still reported with --anchor', async () => {
    const h = history([...[0, 1, 2, 3, 4, 5].map((d) => anchoredEntry(d, V1)), ...[6, 7, 8, 9, 10, 11].map((d) => anchoredEntry(d, V2))]);
    const { markdown } = await trendReport(h);
    expect(markdown).toContain('### Against the anchor `v2.0` (bbbbbbb)');
    expect(markdown).toContain('_Older anchor series kept: `v1.0` (aaaaaaa), 6 runs, 2025-01-01 to 2025-01-06._');
    const older = await trendReport(h, '--anchor', 'v1.0');
    expect(older.markdown).toContain('### Against the anchor `v1.0` (aaaaaaa)');
    const read = await readBack(h);
    expect(seriesLengths(read)).toEqual({ parse: 12, io: 12 });
    expect(analyzeTrend(read, {}, 'v1.0').anchor?.benchmarks.map((b) => b.runs.length)).toEqual([6, 6]);
  });

  it('a gap of 100 days between two runs is named with its dates and commits', async () => {
    const h = history([0, 1, 2, 3, 4, 5, 105, 106, 107, 108, 109, 110].map((d) => entry(d)));
    const { markdown } = await trendReport(h);
    expect(markdown).toContain(
      '- No run for 100 days between run 1005 (`sha0005`, measured 2025-01-06) and run 1105 (`sha0105`, measured 2025-04-16): ' +
        'a step across the gap may be the runner, not the code.',
    );
    expect(seriesLengths(await readBack(h))).toEqual({ parse: 12 });
  });

  it('two runs of one commit are both kept, and the report says a step between them is the runner', async () => {
    const level = (d: number) => (d >= 7 ? 110 : 100);
    const h = history(
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((d) =>
        // Run 1007 re-measured run 1006's commit the next night: its commit and date are 1006's.
        entry(d, d === 7 ? { sha: 'sha0006', date: entry(6).date } : {}, [benchmark('parse', level(d))]),
      ),
    );
    const { markdown } = await trendReport(h);
    expect(markdown).toContain('History: 12 runs of 11 commits');
    expect(markdown).toContain(
      '- Commit `sha0006` was measured in 2 runs: run 1006 (measured 2025-01-07) and run 1007 (measured 2025-01-08). Both are kept; ' +
        'a step between runs of one commit is the runner, not the code (marked †).',
    );
    expect(markdown).toMatch(/\| parse \|[^\n]*🔴 \+10\.0 % †/);
    expect(markdown).toContain('† between two runs of the same commit: the runner or its environment changed, not the code.');
    const read = await readBack(h);
    expect(read.entries.filter((e) => e.sha === 'sha0006').map((e) => e.runId)).toEqual(['1006', '1007']);
    expect(seriesLengths(read)).toEqual({ parse: 12 });
  });

  it('a benchmark renamed: the old series ends where the new one starts; both are named and kept, not joined', async () => {
    const h = history([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((d) => entry(d, {}, [benchmark('parse', 100), benchmark(d < 6 ? 'bench-x' : 'bench-y', 20)])));
    const { markdown, charts } = await trendReport(h);
    expect(markdown).toContain(
      '- bench-x stops at run 1005 (`sha0005`, 2025-01-06) and bench-y starts at the next, run 1006 (`sha0006`, 2025-01-07): ' +
        'if it was renamed, the two series are one benchmark (benchgate does not join them).',
    );
    expect(markdown).toContain('History: 12 runs of 12 commits, 2025-01-01 to 2025-01-12; 3 benchmarks.');
    expect(seriesLengths(await readBack(h))).toEqual({ parse: 12, 'bench-x': 6, 'bench-y': 6 });
    expect(charts).toEqual(['trend-bench-x.svg', 'trend-bench-y.svg', 'trend-parse.svg']);
  });

  it('escapes what the file names: benchmarks and run ids, however many', async () => {
    const renamed = Array.from({ length: 7 }, (_, i) => `new/${i}`);
    const h = history(
      [0, 1, 2, 3].map((d) =>
        entry(d, { runId: d === 1 ? '<img src=x> @octocat' : String(1000 + d) }, d < 2 ? [benchmark(EVIL, 1)] : renamed.map((n) => benchmark(n, 1))),
      ),
    );
    const { markdown } = await trendReport(h);
    const note = markdown.split('\n').find((l) => l.includes(' at the next, '));
    expect(note).toMatch(/^- evil\\\|name &lt;img src=x&gt; @\u200boctocat .* stops at run &lt;img src=x&gt; @\u200boctocat \(`sha0001`, 2025-01-02\) and /);
    expect(note).toContain('new/0, new/1, new/2, new/3, new/4 and 2 more start at the next, run 1002 (`sha0002`, 2025-01-03): if one was renamed');
    expect(markdown).not.toContain('<img');
  });

  it('says nothing of the kind for a clean history', async () => {
    const { markdown } = await trendReport(history([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => entry(d))));
    expect(markdown).not.toMatch(/No run for|was measured in|stops at run|Notes on the history/);
  });
});
