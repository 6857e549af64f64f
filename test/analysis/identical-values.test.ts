/**
 * A metric whose every value is the same constant on both sides (`process/major-faults` at 0 in
 * every process, a count that never moves) reads `unchanged (identical values)`, with no
 * interval: there is nothing to estimate. A base of 0 with a head above it stays undecided, and
 * the report says that base was 0 and what head was.
 */
import { describe, expect, it } from 'vitest';
import { analyse } from '../../src/experiment/analyse.js';
import { analysisSettings } from '../../src/experiment/analysis-settings.js';
import { buildReport } from '../../src/experiment/build-report.js';
import type { ExecutionRecord, ResultsFile, VersionRecord } from '../../src/results/results-format.js';

const version = (value: (i: number) => number, perExecution = 1): VersionRecord => ({
  binaries: [0, 1].map((b) => ({
    executions: [0, 1, 2, 3].map((e): ExecutionRecord => ({
      values: Array.from({ length: perExecution }, (_, k) => value(b * 12 + e * 3 + k)),
      block: e,
      order: b,
    })),
  })),
});

const varied = (i: number) => 10 + ((i * 7) % 5) * 0.1;

function results(name: string, base: (i: number) => number, head: (i: number) => number, unit = 'faults'): ResultsFile {
  return {
    version: 1,
    benchmarks: [
      { name, unit, better: 'lower', base: version(base), head: version(head) },
      { name: 'sort', unit: 'ms', better: 'lower', base: version(varied, 3), head: version(varied, 3) },
    ],
  };
}

function report(run: ResultsFile) {
  const analysed = analyse(run, analysisSettings({}));
  const built = buildReport({ results: run, analysed, gate: { failOnRegression: true, accepted: false, decides: true } });
  return { analysed, built };
}

describe('identical constant values on both sides', () => {
  it.each([
    ['process/major-faults', 0],
    ['allocs', 0],
    ['process/ctx-voluntary', 5],
  ])('%s at %d in every process: unchanged (identical values), no interval', (name, value) => {
    const { analysed, built } = report(
      results(
        name,
        () => value,
        () => value,
      ),
    );
    const row = [...analysed.report.benchmarks, ...(analysed.report.metrics ?? [])].find((b) => b.name === name)!;
    expect(row.verdict).toBe('unchanged');
    expect(row.verdictSource).toEqual({ kind: 'identical-values', value });
    expect(row.delta).toBeNull();
    expect(row.undecided).toBeUndefined();
    // Not among the undecided the headline names.
    expect(built.markdown.split('\n')[0]).not.toContain(`${name}:`);
    if (!name.startsWith('process/')) expect(built.markdown).toMatch(new RegExp(`\\| ${name} \\|[^\\n]*⚪ unchanged \\(identical values\\)`));
  });

  // Head above 0 in every process is a change from zero (from-zero.test.ts); with a head of 0 in some processes it stays undecided.
  it('a base of 0 with a head above it in some processes: undecided, and the report says base was 0 in every process and head was not', () => {
    const { analysed, built } = report(
      results(
        'allocs',
        () => 0,
        (i) => (i % 12 === 0 ? 0 : 4),
        'count',
      ),
    );
    const row = analysed.report.benchmarks.find((b) => b.name === 'allocs')!;
    expect(row.verdict).toBe('inconclusive');
    expect(row.verdictSource).toBeUndefined();
    expect(row.undecided).toEqual({ kind: 'zero-base-mean', baseAllZero: true });
    expect(built.markdown.split('\n')[0]).toContain('allocs: base is 0 in every process and head is not (mean 3.00 count)');
  });

  it('one differing value on either side is analysed as usual (no identical-values shortcut)', () => {
    const { analysed } = report(
      results(
        'process/major-faults',
        (i) => (i === 6 ? 1 : 0),
        () => 0,
      ),
    );
    const row = [...analysed.report.benchmarks, ...(analysed.report.metrics ?? [])].find((b) => b.name === 'process/major-faults')!;
    expect(row.verdictSource).toBeUndefined();
  });
});
