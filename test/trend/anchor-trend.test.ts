/**
 * The anchor series (trend/anchor-trend.ts): a step against the anchor is the code's, a step in
 * the anchor's own time the runner's; the drift since the anchor against SciPy
 * (fixtures/reference/generate-anchor-drift.py). Constructed series, seeded noise.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { HistoryAnchorDelta, HistoryBenchmark, HistoryEntry, HistoryFile } from '../../src/results/history-format.js';
import type { Better } from '../../src/results/results-format.js';
import { createRandom, randomNormal } from '../../src/stats/rng.js';
import { anchorLogChange, checkAnchorBudget, pooledDrift, suiteDrift } from '../../src/trend/anchor-trend.js';
import { analyzeTrend } from '../../src/trend/trend-analysis.js';

type Run = [number, number, number, number, number];
interface Fixture {
  pooled: Array<{ name: string; level: number; runs: Run[]; expected: { log: number; se: number; relative: number; ci: [number, number] } }>;
  suite: { level: number; benchmarks: Array<{ better: Better; runs: Run[] }>; expected: { worse: number; ci: [number, number] } };
}
const fixture = JSON.parse(readFileSync(new URL('../../fixtures/reference/anchor-drift.json', import.meta.url), 'utf8')) as Fixture;
const logChanges = (runs: Run[]) => runs.map((r) => anchorLogChange([...r, 1] as HistoryAnchorDelta)!);

describe('the drift since the anchor (SciPy)', () => {
  it.each(fixture.pooled)('pools $name', ({ level, runs, expected }) => {
    const drift = pooledDrift(logChanges(runs), level);
    expect(drift.log).toBeCloseTo(expected.log, 10);
    expect(drift.se).toBeCloseTo(expected.se, 10);
    expect(drift.relative).toBeCloseTo(expected.relative, 10);
    expect(drift.ci[0]).toBeCloseTo(expected.ci[0], 8);
    expect(drift.ci[1]).toBeCloseTo(expected.ci[1], 8);
  });

  it('gives the suite the geometric mean, worse positive for both directions', () => {
    const { level, benchmarks, expected } = fixture.suite;
    const drifts = benchmarks.map((b) => ({ better: b.better, drift: pooledDrift(logChanges(b.runs), level) }));
    const suite = suiteDrift(drifts, level)!;
    expect(suite.worse).toBeCloseTo(expected.worse, 10);
    expect(suite.ci[0]).toBeCloseTo(expected.ci[0], 8);
    expect(suite.ci[1]).toBeCloseTo(expected.ci[1], 8);
  });

  it('checks a budget by where the whole interval lies', () => {
    const drift = (ci: [number, number]) => ({ worse: (ci[0] + ci[1]) / 2, ci, level: 0.95, benchmarks: 3 });
    expect(checkAnchorBudget(drift([0.031, 0.04]), 0.03).status).toBe('exceeded');
    expect(checkAnchorBudget(drift([0.02, 0.04]), 0.03).status).toBe('may-exceed');
    expect(checkAnchorBudget(drift([0.01, 0.03]), 0.03).status).toBe('within');
  });
});

/**
 * A history of `runs` nightly runs of `benchmarks` benchmarks, each measured against anchor
 * `ref`: `runner(n)` scales every absolute time of run n (head and anchor alike), `code(b, n)`
 * is the code's true factor of benchmark b in run n. Seeded noise: 1 % per run on the absolute
 * means, 0.4 % on the ratio.
 */
function anchoredHistory(opts: {
  runs: number;
  benchmarks: number;
  runner: (n: number) => number;
  code: (b: number, n: number) => number;
  seed?: number;
}): HistoryFile {
  const random = createRandom(opts.seed ?? 7);
  const entries: HistoryEntry[] = [];
  for (let n = 0; n < opts.runs; n++) {
    const benchmarks: HistoryBenchmark[] = [];
    for (let b = 0; b < opts.benchmarks; b++) {
      const env = 1000 * (b + 1) * opts.runner(n) * (1 + 0.01 * randomNormal(random));
      const head = env * opts.code(b, n);
      const ratio = opts.code(b, n) * Math.exp(0.004 * randomNormal(random));
      benchmarks.push({
        name: `b${b}`,
        unit: 'ns',
        better: 'lower',
        mean: head,
        ci: [head * 0.99, head * 1.01],
        df: 9,
        variance: [null, null, null],
        counts: [10, 10, 100, 0],
        impact: [null, null],
        means: [[head]],
        anchor: [ratio - 1, ratio * Math.exp(-0.009) - 1, ratio * Math.exp(0.009) - 1, 0.95, 9, env * (1 + 0.003 * randomNormal(random))],
      });
    }
    const date = new Date(Date.UTC(2026, 0, 1 + n)).toISOString();
    entries.push({
      sha: n.toString(16).padStart(8, '0'),
      date,
      measuredAt: date,
      runId: String(n),
      runAttempt: 1,
      runner: 'r',
      confidence: 0.95,
      anchor: { ref: 'v1.0', sha: 'a'.repeat(40) },
      benchmarks,
    });
  }
  return { version: 1, entries };
}

describe('classification with an anchor', () => {
  it('calls a step of every absolute time, the anchor included, an environment shift, and no benchmark gets a code change point', () => {
    const history = anchoredHistory({ runs: 16, benchmarks: 6, runner: (n) => (n >= 8 ? 1.15 : 1), code: () => 1 });
    const analysis = analyzeTrend(history);
    expect(analysis.anchor?.environmentShifts.map((s) => [s.entry, s.benchmarks, s.of])).toEqual([[8, 6, 6]]);
    expect(analysis.anchor?.benchmarks.flatMap((b) => b.changes)).toEqual([]);
    const absolute = analysis.benchmarks.flatMap((b) => b.changes);
    expect(absolute.length).toBeGreaterThan(0);
    expect(absolute.every((c) => c.environment && !c.sameCommit)).toBe(true);
  });

  it('without the anchor fields, the same runner step is a regression in every benchmark (today)', () => {
    const history = anchoredHistory({ runs: 16, benchmarks: 6, runner: (n) => (n >= 8 ? 1.15 : 1), code: () => 1 });
    const bare = { ...history, entries: history.entries.map(({ anchor: _a, ...e }) => ({ ...e, benchmarks: e.benchmarks.map(({ anchor: _b, ...b }) => b) })) };
    const analysis = analyzeTrend(bare);
    expect(analysis.anchor).toBeNull();
    expect(analysis.benchmarks.filter((b) => b.changes.some((c) => c.kind === 'regression' && !c.environment))).toHaveLength(6);
  });

  it('calls a step against the anchor in one benchmark code: a regression, no environment shift, and its drift excludes 0', () => {
    const history = anchoredHistory({ runs: 16, benchmarks: 6, runner: () => 1, code: (b, n) => (b === 2 && n >= 9 ? 1.03 : 1) });
    const analysis = analyzeTrend(history);
    expect(analysis.anchor?.environmentShifts).toEqual([]);
    const changes = analysis.anchor!.benchmarks.map((b) => b.changes.map((c) => [b.name, c.after.entry, c.kind]));
    expect(changes.flat()).toEqual([['b2', 9, 'regression']]);
    const b2 = analysis.anchor!.benchmarks[2].drift!;
    expect(b2.ci[0]).toBeGreaterThan(0.02);
    expect(b2.ci[1]).toBeLessThan(0.04);
    expect(analysis.benchmarks[2].changes.every((c) => !c.environment)).toBe(true);
  });

  it('tells a code step from a runner step in one history', () => {
    const history = anchoredHistory({ runs: 24, benchmarks: 6, runner: (n) => (n >= 8 ? 1.15 : 1), code: (b, n) => (b === 4 && n >= 16 ? 1.05 : 1), seed: 11 });
    const analysis = analyzeTrend(history);
    expect(analysis.anchor?.environmentShifts.map((s) => s.entry)).toEqual([8]);
    expect(analysis.anchor!.benchmarks.flatMap((b) => b.changes.map((c) => [b.name, c.after.entry]))).toEqual([['b4', 16]]);
    const b4 = analysis.benchmarks[4].changes.map((c) => [c.after.entry, c.environment]);
    expect(b4).toContainEqual([16, false]);
    expect(b4.filter(([entry]) => entry === 8).every(([, env]) => env)).toBe(true);
  });

  it('keeps an older anchor series readable after a re-anchor and analyses the newest', () => {
    const old = anchoredHistory({ runs: 4, benchmarks: 2, runner: () => 1, code: () => 1 });
    const current = anchoredHistory({ runs: 10, benchmarks: 2, runner: () => 1, code: () => 1.02, seed: 3 });
    const entries = [
      ...old.entries,
      ...current.entries.map((e, i) => ({
        ...e,
        sha: `f${i}`.padEnd(8, '0'),
        date: new Date(Date.UTC(2026, 2, 1 + i)).toISOString(),
        anchor: { ref: 'v2.0', sha: 'b'.repeat(40) },
      })),
    ];
    const analysis = analyzeTrend({ version: 1, entries });
    expect(analysis.anchor?.ref).toBe('v2.0');
    expect(analysis.anchor?.otherSeries).toEqual([
      { ref: 'v1.0', sha: 'a'.repeat(40), entries: 4, from: '2026-01-01T00:00:00.000Z', to: '2026-01-04T00:00:00.000Z' },
    ]);
    expect(analysis.anchor!.benchmarks.every((b) => b.runs.length === 10)).toBe(true);
    expect(analysis.anchor!.drift!.worse).toBeGreaterThan(0.01);
    expect(analyzeTrend({ version: 1, entries }, {}, 'v1.0').anchor?.benchmarks[0].runs).toHaveLength(4);
  });
});

describe('the drift of a short or freshly stepped series', () => {
  it('takes the newest run alone when the series is too short to look for steps', () => {
    const history = anchoredHistory({ runs: 3, benchmarks: 2, runner: () => 1, code: (_b, n) => (n === 2 ? 2 : 1) });
    const anchor = analyzeTrend(history).anchor!;
    for (const b of anchor.benchmarks) {
      expect(b.drift!.runs).toBe(1);
      expect(b.drift!.relative).toBeCloseTo(b.runs[2].relative, 12);
    }
    expect(anchor.drift!.worse).toBeGreaterThan(0.9);
    expect(anchor.drift!.ci[0]).toBeGreaterThan(0.8);
  });

  it('takes the newest run alone when a step is too recent to be found, and pools a long steady series', () => {
    const recent = analyzeTrend(anchoredHistory({ runs: 12, benchmarks: 1, runner: () => 1, code: (_b, n) => (n === 11 ? 1.2 : 1) })).anchor!;
    expect(recent.benchmarks[0].drift!.runs).toBe(1);
    expect(recent.benchmarks[0].drift!.relative).toBeGreaterThan(0.15);
    const steady = analyzeTrend(anchoredHistory({ runs: 12, benchmarks: 1, runner: () => 1, code: () => 1.05 })).anchor!;
    expect(steady.benchmarks[0].drift!.runs).toBe(10);
    expect(steady.benchmarks[0].drift!.ci[0]).toBeGreaterThan(0.04);
    expect(steady.benchmarks[0].drift!.ci[1]).toBeLessThan(0.06);
  });
});
