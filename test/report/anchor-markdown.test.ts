/** The anchor section of the trend report (report/anchor-markdown.ts): what the budget means for the check, a broken anchor's note, escaping. */
import { describe, expect, it } from 'vitest';
import { anchorDriftRow, budgetText, renderAnchorSection } from '../../src/report/anchor-markdown.js';
import type { AnchorTrend } from '../../src/trend/anchor-trend.js';

const anchor = (ref: string): AnchorTrend => ({
  ref,
  sha: 'a'.repeat(40),
  benchmarks: [],
  environmentShifts: [
    {
      entry: 5,
      before: { sha: 'b'.repeat(40), date: '2026-01-05T00:00:00Z', runId: '4' },
      after: { sha: 'c'.repeat(40), date: '2026-01-06T00:00:00Z', runId: '5' },
      benchmarks: 9,
      of: 10,
      medianStep: 0.15,
    },
  ],
  drift: { worse: 0.025, ci: [0.02, 0.031], level: 0.95, benchmarks: 10 },
  otherSeries: [{ ref: 'v1.0', sha: 'd'.repeat(40), entries: 12, from: '2025-12-01T03:00:00Z', to: '2025-12-12T03:00:00Z' }],
  withoutAnchor: [{ entry: 7, sha: 'e'.repeat(40), date: '2026-01-07T00:00:00Z', runId: '7' }],
  unmeasured: [],
});

describe('renderAnchorSection', () => {
  it('shows the drift with its interval, the environment shift, older series and runs without the anchor', () => {
    const text = renderAnchorSection(anchor('v2.4.0'), { budget: { budget: 0.03, status: 'may-exceed' } });
    expect(text).toContain('### Against the anchor `v2.4.0` (aaaaaaa)');
    expect(text).toContain(
      'Cumulative drift since the anchor: **2.50 % slower** (95 % CI [+2.00 %, +3.10 %], positive is slower; geometric mean over 10 benchmarks',
    );
    expect(text).toContain(
      '⚠️ The drift may exceed the budget of at most 3 % slower than `v2.4.0`: its interval reaches above it, but not wholly. Not a failure yet; more runs narrow it.',
    );
    expect(text).toContain(
      "🌐 Environment shift between `bbbbbbb` 2026-01-05 and `ccccccc` 2026-01-06: the anchor's own time stepped by +15.00 % (median) in 9 of 10 benchmarks.",
    );
    expect(text).toContain('No step against the anchor: no code change point.');
    expect(text).toContain('_1 run of this series measured without the anchor (it did not build, or no anchor was set): run 7 (`eeeeeee`, 2026-01-07)._');
    expect(text).toContain('_Older anchor series kept: `v1.0` (ddddddd), 12 runs, 2025-12-01 to 2025-12-12._');
  });

  it('says what each budget outcome means for the check', () => {
    expect(budgetText({ budget: 0.03, status: 'exceeded' }, 'v2')).toBe(
      '❌ The drift exceeds the budget of at most 3 % slower than `v2`: its whole interval lies above it. The trend run fails.',
    );
    expect(budgetText({ budget: 0.005, status: 'within' }, 'v2')).toBe('✅ Within the budget of at most 0.5 % slower than `v2`.');
  });

  it('notes an anchor that did not build, escaped, and shows nothing else without an anchor series', () => {
    const text = renderAnchorSection(null, { runNote: { kind: 'anchor-not-built', ref: 'v0.9', reason: 'build 1 of v0.9 failed:\n<img src=x> **boom**' } });
    expect(text).toContain('The anchor `v0.9` did not build, so this run measured without it: build 1 of v0.9 failed: ');
    expect(text).not.toContain('<img');
    expect(text).not.toContain('**boom**');
    expect(text).not.toContain('### Against the anchor');
    expect(renderAnchorSection(null)).toBe('');
  });
});

describe('anchorDriftRow (the change-point issue)', () => {
  it('lists the drift with its interval and the budget outcome, escaped', () => {
    expect(anchorDriftRow(anchor('v2|4'), { budget: 0.03, status: 'may-exceed' })).toBe(
      '| Drift since the anchor `v2\\|4` | +2.50 % (95 % CI [+2.00 %, +3.10 %]); budget at most 3 % slower: ⚠️ may be exceeded |',
    );
    expect(anchorDriftRow(anchor('v2'), undefined)).toBe('| Drift since the anchor `v2` | +2.50 % (95 % CI [+2.00 %, +3.10 %]) |');
    expect(anchorDriftRow(null, undefined)).toBeNull();
  });
});
