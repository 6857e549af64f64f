/**
 * Instruction counts through the nested model (`metrics: instructions`, docs/instructions.md):
 * counts are often exactly equal across processes and builds, so the model sees zero variance.
 * A difference with zero noise is a real difference; identical counts are no change; neither
 * may crash or give NaN. A count beside noisy time benchmarks keeps its own precision (the
 * suite's moderation must not widen it to their noise), and a requested metric only reports
 * unless a policy gates it.
 */
import { describe, expect, it } from 'vitest';
import { analyse } from '../../src/experiment/analyse.js';
import { analysisSettings } from '../../src/experiment/analysis-settings.js';
import type { BenchmarkRecord, ExecutionRecord, VersionRecord } from '../../src/results/results-format.js';
import { createRandom } from '../../src/stats/rng.js';

const BUILDS = 3;
const EXECUTIONS = 3;

/** l = 3 builds × m = 3 executions, one value per process, block k·m + j pairing base and head build k. */
function version(value: (build: number, execution: number) => number): VersionRecord {
  return {
    binaries: Array.from({ length: BUILDS }, (_, k) => ({
      outputHash: null,
      executions: Array.from({ length: EXECUTIONS }, (_, j): ExecutionRecord => ({ values: [value(k, j)], block: k * EXECUTIONS + j, order: 0 })),
    })),
  };
}

function counts(name: string, base: (k: number, j: number) => number, head: (k: number, j: number) => number): BenchmarkRecord {
  return { name, unit: 'instructions', better: 'lower', base: version(base), head: version(head) };
}

/** A time benchmark with a build effect (layout: ±3 %) and process noise (1 %), seeded. */
function time(name: string, seed: number, change: number): BenchmarkRecord {
  const random = createRandom(seed);
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const build = (side: number) => Array.from({ length: BUILDS }, () => 0.03 * normal() + side);
  const effects = [build(0), build(Math.log1p(change))];
  const side = (s: number) => version((k) => 100 * Math.exp(effects[s][k] + 0.01 * normal()));
  return { name, unit: 'ms', better: 'lower', base: side(0), head: side(1) };
}

function report(benchmarks: BenchmarkRecord[], policies: { match: string; gate?: 'gate' | 'report' }[] = []) {
  return analyse({ version: 1, benchmarks }, analysisSettings({ seed: 1 }, { policies })).report;
}

function finite(value: unknown): boolean {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'number' && !Number.isFinite(v) ? 'NOT FINITE' : v)).includes('NOT FINITE') === false;
}

describe('exact instruction counts in the nested model', () => {
  it('identical counts in every process of both versions: unchanged (identical values), no interval, every number finite', () => {
    const suite = report([
      counts(
        'process/instructions',
        () => 1_234_567,
        () => 1_234_567,
      ),
    ]);
    const [b] = suite.benchmarks;
    expect(b.verdict).toBe('unchanged');
    expect(b.verdictSource).toEqual({ kind: 'identical-values', value: 1_234_567 });
    expect(b.delta).toBeNull();
    expect(finite(suite)).toBe(true);
  });

  it('counts 1.5 % higher in every head process and exactly equal within each version: a regression of exactly 1.5 %, every number finite', () => {
    const suite = report([
      counts(
        'process/instructions',
        () => 1_000_000,
        () => 1_015_000,
      ),
    ]);
    const [b] = suite.benchmarks;
    expect(b.verdict).toBe('regression');
    expect(b.changeDetected).toBe(true);
    expect(b.delta?.relative).toBeCloseTo(0.015, 12);
    expect(b.delta?.ci[0]).toBeCloseTo(0.015, 12);
    expect(b.delta?.ci[1]).toBeCloseTo(0.015, 12);
    expect(finite(suite)).toBe(true);
  });

  it('a 0.5 % change of exact counts is unchanged under the default min-effect of 1 %, and says it is significant inside it', () => {
    const [b] = report([
      counts(
        'process/instructions',
        () => 1_000_000,
        () => 1_005_000,
      ),
    ]).benchmarks;
    expect(b.verdict).toBe('unchanged');
    expect(b.verdictNote).toMatchObject({ kind: 'significant-inside-min-effect' });
  });

  it('beside noisy time benchmarks with a build effect, counts with a few instructions of process noise keep their own narrow interval and leave the time benchmarks as they are', () => {
    // Counts vary by a few dozen instructions per process (environment, addresses): a relative spread of about 1e-5.
    const jitter = (k: number, j: number) => ((k * 7 + j * 13) % 5) * 10;
    const times = [time('parse', 11, 0), time('render', 12, 0), time('sort', 13, 0), time('hash', 14, 0)];
    const suite = report([
      ...times,
      counts(
        'process/instructions',
        (k, j) => 2_000_000 + jitter(k, j),
        (k, j) => 2_030_000 + jitter(k, j),
      ),
    ]);
    const b = suite.benchmarks.find((x) => x.name === 'process/instructions');
    expect(b?.verdict).toBe('regression');
    expect(b?.delta?.ci[0]).toBeGreaterThan(0.0149);
    expect(b?.delta?.ci[1]).toBeLessThan(0.0151);
    // Nor do the counts change the time benchmarks' analysis: each is what it is without them (the suite's moderation included).
    const withoutCounts = report(times);
    for (const t of withoutCounts.benchmarks) expect(suite.benchmarks.find((x) => x.name === t.name)?.delta).toEqual(t.delta);
    expect(finite(suite)).toBe(true);
  });

  it('a requested metric reports by default and gates where a policy names it; a benchmark of the suite gates by default', () => {
    const records = [
      counts(
        'process/instructions',
        () => 1_000_000,
        () => 1_015_000,
      ),
      counts(
        'instructions',
        () => 10,
        () => 10,
      ),
      counts(
        'loop',
        () => 5,
        () => 5,
      ),
    ];
    const byDefault = report(records);
    expect(byDefault.benchmarks.map((b) => [b.name, b.gate])).toEqual([
      ['process/instructions', 'report'],
      ['instructions', 'report'],
      ['loop', 'gate'],
    ]);
    expect(byDefault.summary).toMatchObject({ regressions: 1, gatingRegressions: 0 });
    const gated = report(records, [{ match: '**/instructions', gate: 'gate' }]);
    expect(gated.benchmarks.find((b) => b.name === 'process/instructions')?.gate).toBe('gate');
    expect(gated.summary).toMatchObject({ regressions: 1, gatingRegressions: 1 });
  });
});

describe('counts that failed in some processes', () => {
  it('a count measured in at most half the processes leaves the check to time: no measurement failure, the count inconclusive', () => {
    const timeRecord = counts(
      'loop',
      () => 5,
      () => 5,
    );
    const partly = counts(
      'process/instructions',
      () => 1_000_000,
      () => 1_000_000,
    );
    for (const side of ['base', 'head'] as const)
      partly[side].binaries.forEach((b, k) =>
        b.executions.forEach((e, j) => {
          if (k * EXECUTIONS + j > 2) Object.assign(e, { values: [], failure: 'exited with code 1: valgrind: unrecognised instruction' });
        }),
      );
    const analysed = analyse({ version: 1, benchmarks: [{ ...timeRecord, unit: 'ms' }, partly] }, analysisSettings({ seed: 1 }));
    expect(analysed.failures).toEqual([]);
    // A benchmark of the suite measured that rarely is still a measurement failure.
    const suiteOnly = analyse(
      {
        version: 1,
        benchmarks: [
          { ...timeRecord, unit: 'ms' },
          { ...partly, name: 'parse' },
        ],
      },
      analysisSettings({ seed: 1 }),
    );
    expect(suiteOnly.failures.map((f) => f.side)).toEqual(['base', 'head']);
  });
});
