/**
 * "Where the time went" in the comment (issue 48): names and paths from the measured code stay
 * text, and a line is linked only to head's commit in the repository the comment is posted in,
 * for a path head's commit holds, never to a URL a profile names.
 */
import { describe, expect, it } from 'vitest';
import type { BenchmarkReport } from '../../src/analysis/report-types.js';
import { profileReport } from '../../src/experiment/profile-report.js';
import { DEFAULT_ANALYSIS_OPTIONS } from '../../src/config/analysis-options.js';
import { parseCpuProfile } from '../../src/profile/cpuprofile.js';
import { functionTimes } from '../../src/profile/function-times.js';
import type { ProfileSet } from '../../src/profile/profile-set.js';
import type { RunProfiles } from '../../src/profile/run-profiles.js';
import { headLink, profileCostLine, whereTheTimeWentLines } from '../../src/report/where-time-went.js';

const HOSTILE = '<img src=x onerror=alert(1)> @admin | [click](https://evil.example) `x`';
const HEAD = 'a'.repeat(40);
/** A markdown link: `](` not escaped. */
const LINK = /(?<!\\)\]\(/g;

/** (root) → main → each function at `url`, line 10·(i+1), sampled counts[i] times every 500 µs. */
function profile(functions: { name: string; url: string; count: number }[]) {
  const nodes = [
    { id: 1, callFrame: { functionName: '(root)', url: '', lineNumber: -1, columnNumber: -1 }, children: [2] },
    { id: 2, callFrame: { functionName: 'main', url: functions[0].url, lineNumber: 0, columnNumber: 0 }, children: functions.map((_, i) => 3 + i) },
    ...functions.map((f, i) => ({ id: 3 + i, callFrame: { functionName: f.name, url: f.url, lineNumber: 10 * (i + 1), columnNumber: 0 }, children: [] })),
  ];
  const samples = functions.flatMap((f, i) => Array.from({ length: f.count }, () => 3 + i));
  const text = JSON.stringify({ nodes, startTime: 0, endTime: samples.length * 500, samples, timeDeltas: samples.map(() => 500) });
  return functionTimes(parseCpuProfile(text, 'test'));
}

/** Six executions per version from a checkout at /work/SIDE: three functions in the checkout, one at a web URL; two triple in head. */
function set(side: 'base' | 'head'): ProfileSet {
  const root = `file:///work/${side}/`;
  const factor = side === 'head' ? 3 : 1;
  const executions = [0, 1, 2, 3, 4, 5].map((i) => ({
    id: String(i + 1),
    profiles: [
      profile([
        { name: HOSTILE, url: `${root}lib/a.js`, count: factor * (40 + ((i * 7) % 5)) },
        { name: 'fromWeb', url: 'https://evil.example/x.js', count: factor * (60 + ((i * 3) % 4)) },
        { name: 'steady', url: `${root}lib/a.js`, count: 100 + ((i * 5) % 3) },
        { name: 'untracked', url: `${root}node_modules/dep/index.js`, count: 70 + ((i * 2) % 3) },
      ]),
    ],
  }));
  return { builds: [{ id: '1', executions, root }], sourceIsProgram: true };
}

const runProfiles: RunProfiles = {
  scopes: [{ part: null, names: null, base: set('base'), head: set('head') }],
  profiler: 'v8',
  executions: 12,
  profiled: 12,
  costMs: 3000,
  note: null,
  firstFailure: null,
  kept: { files: [], bytes: 0, leftOut: 0 },
  headFiles: new Set(['lib/a.js']),
};

describe('Where the time went', () => {
  const report = profileReport(runProfiles, DEFAULT_ANALYSIS_OPTIONS, { version: 1, benchmarks: [], meta: { totalSeconds: 12 } });
  const changed = [{ name: 'work', changeDetected: true }] as BenchmarkReport[];
  const repository = { serverUrl: 'https://github.com', owner: 'o', repo: 'r' };

  it('keeps a hostile function name as text and links only head-commit lines of files head holds', () => {
    const text = whereTheTimeWentLines(changed, report, headLink(report, repository, HEAD)).join('\n');
    expect(text).toContain('<details><summary>Where the time went: work</summary>');
    expect(text).not.toContain('<img');
    expect(text).not.toContain('@admin');
    expect(text).not.toContain('](https://evil');
    expect(text).toContain('&lt;img src=x onerror=alert(1)&gt; @\u200badmin \\| \\[click\\](https:\u200b//evil.example) \\`x\\`');
    const rows = text.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| Function') && !line.startsWith('| ---'));
    // The two tripled functions, decided; the hostile one linked to head's line, the web one text.
    expect(rows).toHaveLength(2);
    const hostile = rows.find((row) => row.includes('&lt;img'));
    expect(hostile).toContain(`| [lib/a.js:11](https://github.com/o/r/blob/${HEAD}/lib/a.js#L11) |`);
    expect(hostile?.split(/(?<!\\)\|/).length).toBe(9);
    const web = rows.find((row) => row.includes('fromWeb'));
    expect(web).toContain('| https:\u200b//evil.example/x.js:21 |');
    expect(text.match(LINK)).toHaveLength(1);
  });

  it('links nothing without the repository, or for a path head does not hold', () => {
    expect(whereTheTimeWentLines(changed, report, headLink(report, undefined, HEAD)).join('\n')).not.toMatch(LINK);
    const untracked = headLink(report, repository, HEAD);
    expect(untracked({ name: 'x', file: 'node_modules/dep/index.js', line: 3, inRoot: true })).toBeNull();
    expect(untracked({ name: 'x', file: 'lib/a.js', line: 3 })).toBeNull();
    expect(headLink(report, repository, 'not-a-sha')({ name: 'x', file: 'lib/a.js', line: 3, inRoot: true })).toBeNull();
  });

  it('says nothing when no benchmark changed, and what profiling cost', () => {
    expect(whereTheTimeWentLines([{ name: 'work', changeDetected: false } as BenchmarkReport], report, () => null)).toEqual([]);
    expect(profileCostLine(report)).toBe(
      "Profiling: 12 extra executions under V8's sampling profiler (never timed), 12 with a usable profile, took 3 s, 25.0 % of the run's 12 s.",
    );
  });

  it('counts a top-up after an early verdict in what profiling cost, and says when the budget cut it short', () => {
    const topUp = { target: 12, blocks: 4, before: { base: 4, head: 4 }, executions: 10, costMs: 2000 };
    const line = (extra: Partial<NonNullable<RunProfiles['topUp']>>) =>
      profileCostLine({
        ...report,
        run: { ...report.run, executions: 18, profiled: 18, topUp: { ...topUp, after: { base: 9, head: 9 }, stopped: 'budget', ...extra } },
      });
    expect(line({})).toBe(
      "Profiling: 18 extra executions under V8's sampling profiler (never timed), 18 with a usable profile, took 3 s, 25.0 % of the run's 12 s. " +
        'The run decided after 4 blocks: 10 of these executions ran after it (2 s), toward 12 profiled executions per version for the attribution; ' +
        'the budget left room for no more (9 base and 9 head).',
    );
    expect(line({ executions: 0, costMs: 0, after: { base: 4, head: 4 } })).toContain(
      "took 3 s, 25.0 % of the run's 12 s. The run decided after 4 blocks, with 4 base and 4 head profiled executions; another would have run past the budget, so the attribution has only those.",
    );
    expect(line({ stopped: null, after: { base: 12, head: 12 } })).toContain(
      'The run decided after 4 blocks: 10 of these executions ran after it (2 s), to bring each version from 4 to 12 profiled executions for the attribution.',
    );
  });
});
