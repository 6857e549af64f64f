import { analysisOptions } from '../../src/config/analysis-options.js';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { analyzeResults } from '../../src/analysis/analyze-results.js';
import { historyEntryFrom, describeRunner } from '../../src/history/history-entry.js';
import { HISTORY_FORMAT_VERSION, type HistoryEntry } from '../../src/results/history-format.js';
import { appendEntry } from '../../src/history/history-store.js';
import { parseHistory, serializeHistory } from '../../src/history/parse-history.js';
import type { ResultsFile } from '../../src/results/results-format.js';
import { parseResults } from '../../src/results/validate-results.js';
import { hierarchicalMean, meanInterval } from '../../src/stats/hierarchical-mean.js';
import { createRandom, randomNormal } from '../../src/stats/rng.js';
import { DEFAULT_SPEC, simulateBenchmark } from '../../bench/simulation/nested-model.js';

const fixture = new URL('../../fixtures/results/simulated-suite.json', import.meta.url);
const results = parseResults(readFileSync(fixture, 'utf8'));
const meta = { date: '2025-05-01T10:00:00Z', runId: '123456789', runAttempt: 2, ref: 'main' };

describe('historyEntryFrom', () => {
  const report = analyzeResults(results, analysisOptions({ bootstrapReplicates: 200 }));
  const entry = historyEntryFrom(results, report, { ...meta, sha: 'abc123' });

  it('records the run and one benchmark per analysed version', () => {
    expect(entry).toMatchObject({ sha: 'abc123', date: meta.date, measuredAt: meta.date, runId: '123456789', runAttempt: 2, ref: 'main', confidence: 0.95 });
    expect(entry.runner).toBe('Linux 6.1 · Simulated CPU × 2');
    const analysed = report.benchmarks.filter((b) => b.head !== null).map((b) => b.name);
    expect(entry.benchmarks.map((b) => b.name)).toEqual(analysed);
    expect(analysed.length).toBeGreaterThan(0);
  });

  it('keeps enough to recompute each mean and its interval from the execution means', () => {
    for (const stored of entry.benchmarks) {
      const version = report.benchmarks.find((b) => b.name === stored.name)!.head!;
      const recomputed = hierarchicalMean(stored.means, stored.deterministic === true);
      const ci = meanInterval(recomputed, entry.confidence);
      expect(Math.abs(recomputed.mean / version.mean - 1)).toBeLessThan(1e-5);
      expect(Math.abs(ci[0] / version.ci[0] - 1)).toBeLessThan(1e-4);
      expect(Math.abs(ci[1] / version.ci[1] - 1)).toBeLessThan(1e-4);
      expect(stored.counts).toEqual([version.counts.binaries, version.counts.executions, version.counts.measurements, version.counts.failedExecutions]);
      expect(stored.means.flat()).toHaveLength(version.counts.executions);
      expect(Math.abs(stored.variance[2]! / version.components.measurement! - 1)).toBeLessThan(5e-3);
      expect(Math.abs(stored.impact[0]! / version.impact.execution.estimate! - 1)).toBeLessThan(5e-3);
    }
  });

  it('records the base side when asked, with its recorded sha', () => {
    const withShas: ResultsFile = structuredClone(results);
    for (const b of withShas.benchmarks) {
      b.base.sha = 'base-sha';
      b.head.sha = 'head-sha';
    }
    const base = historyEntryFrom(withShas, report, { ...meta, side: 'base' });
    expect(base.sha).toBe('base-sha');
    expect(base.benchmarks[0].mean).toBeCloseTo(report.benchmarks.find((b) => b.name === base.benchmarks[0].name)!.base!.mean, 3);
    expect(historyEntryFrom(withShas, report, meta).sha).toBe('head-sha');
    expect(() => historyEntryFrom(results, report, meta)).toThrow(/no sha/);
  });

  it.each(['huber', 'winsorized'] as const)('reproduces %s execution means (same seeded resampling as the analysis)', (estimator) => {
    const robust = analyzeResults(results, analysisOptions({ estimator, bootstrapReplicates: 50 }));
    const stored = historyEntryFrom(results, robust, { ...meta, sha: 'x' }).benchmarks[0];
    const version = robust.benchmarks.find((b) => b.name === stored.name)!.head!;
    expect(Math.abs(hierarchicalMean(stored.means, false).mean / version.mean - 1)).toBeLessThan(1e-5);
  });

  it('is valid history', () => {
    const parsed = parseHistory(serializeHistory({ version: HISTORY_FORMAT_VERSION, entries: [entry] }), 'h');
    expect(parsed).toMatchObject({ ok: true, dropped: 0 });
  });

  it('describes runners from what was recorded', () => {
    expect(describeRunner('my box')).toBe('my box');
    expect(describeRunner({ os: 'Linux', cpu: 'EPYC', cpus: 4 })).toBe('Linux · EPYC × 4');
    expect(describeRunner(undefined)).toBe('unknown runner');
  });
});

describe('history size', () => {
  it('a year of nightly runs over 200 benchmarks (3 builds × 5 processes) stays small', () => {
    const names = Array.from({ length: 200 }, (_, i) => `suite-${Math.floor(i / 20)}/case-${i % 20}/n=${10 ** (i % 4)}`);
    const suite: ResultsFile = {
      version: 1,
      benchmarks: names.map((name, i) => simulateBenchmark({ ...DEFAULT_SPEC, mean: 50 * 1.7 ** (i % 17) }, i + 1, name)),
      meta: { runner: { os: 'Linux 6.8.0-1021-azure', cpu: 'AMD EPYC 7763 64-Core Processor', cpus: 4 } },
    };
    const template = historyEntryFrom(suite, analyzeResults(suite, analysisOptions({ bootstrapReplicates: 20 })), { ...meta, sha: '0'.repeat(40) });
    // Each night: a new commit, every number moved by run-to-run noise so no digits repeat.
    const random = createRandom(7);
    let history = { version: HISTORY_FORMAT_VERSION, entries: [] as HistoryEntry[] };
    for (let day = 0; day < 365; day++) {
      const date = new Date(Date.UTC(2025, 0, 1 + day, 3, 17)).toISOString();
      const scale = (x: number, f: number) => Number((x * f).toPrecision(6));
      history = appendEntry(history, {
        ...template,
        sha: (day + 1).toString(16).padStart(40, 'f'),
        date,
        measuredAt: date,
        runId: String(14000000000 + day * 1013),
        benchmarks: template.benchmarks.map((b) => {
          const f = 1 + 0.03 * randomNormal(random);
          return {
            ...b,
            mean: scale(b.mean, f),
            ci: [scale(b.ci[0], f), scale(b.ci[1], f)],
            means: b.means.map((bin) => bin.map((m) => Number((m * f * (1 + 0.01 * randomNormal(random))).toPrecision(5)))),
          };
        }),
      });
    }
    const text = serializeHistory(history);
    const bytes = Buffer.byteLength(text);
    const gzipped = gzipSync(text).length;
    const perBenchmarkEntry = bytes / (365 * 200);
    console.log(
      `history of 365 nightly entries × 200 benchmarks: ${(bytes / 2 ** 20).toFixed(1)} MiB as JSON, ${(gzipped / 2 ** 20).toFixed(1)} MiB ` +
        `gzipped; ${perBenchmarkEntry.toFixed(0)} bytes per benchmark per entry`,
    );
    // Bounds. Raw: ≤ 360 bytes per benchmark per entry (about 60 of them the comparison's noise
    // for the history prior) keeps the default retention (1,000 entries) of 200 benchmarks
    // ≤ 72 MB, under GitHub's 100 MB limit for one file on the git
    // branch. Compressed (what the cache stores and every run downloads; git stores and
    // fetches it compressed too): under 8 MiB for the year.
    expect(perBenchmarkEntry).toBeLessThan(360);
    expect(gzipped).toBeLessThan(8 * 2 ** 20);
  });
});
