import { analysisOptions } from '../../src/config/analysis-options.js';
import { describe, expect, it } from 'vitest';
import { analyzeResults } from '../../src/analysis/analyze-results.js';
import type { BenchmarkRecord } from '../../src/results/results-format.js';
import { DEFAULT_SPEC, simulateBenchmark } from '../../bench/simulation/nested-model.js';
import { benchmarkNoteTexts } from '../../src/report/notes.js';

const notesOf = (record: BenchmarkRecord, detectWarmup?: boolean) =>
  benchmarkNoteTexts(analyzeResults({ version: 1, benchmarks: [record] }, analysisOptions(detectWarmup === undefined ? {} : { detectWarmup })).benchmarks[0]);

type Execution = BenchmarkRecord['base']['binaries'][number]['executions'][number];

function everyExecution(record: BenchmarkRecord, change: (e: Execution) => Execution): BenchmarkRecord {
  const version = (v: BenchmarkRecord['base']) => ({ binaries: v.binaries.map((b) => ({ ...b, executions: b.executions.map(change) })) });
  return { ...record, base: version(record.base), head: version(record.head) };
}

/** As a user's harness writes them: no warm-up split recorded. */
function unsplit(record: BenchmarkRecord): BenchmarkRecord {
  return everyExecution(record, ({ warmup: _, ...e }) => e);
}

/** The first value of every execution 4× the rest, as a JIT's first iteration often is. */
function slowFirst(record: BenchmarkRecord): BenchmarkRecord {
  return everyExecution(unsplit(record), (e) => ({ ...e, values: [e.values[0] * 4, ...e.values.slice(1)] }));
}

describe('executions too short for the warm-up detection', () => {
  it('says that warm-up was not checked when every execution holds fewer than 20 values', () => {
    const record = slowFirst(simulateBenchmark({ ...DEFAULT_SPEC, measurements: 15 }, 3, 'short'));
    expect(notesOf(record)).toContain(
      'warm-up not checked in any of the 30 executions: they hold fewer than 20 values, so a slow start stays in their means; let each process report 20 or more',
    );
  });

  it('counts the short ones when only some are short', () => {
    const record = unsplit(simulateBenchmark({ ...DEFAULT_SPEC, measurements: 30 }, 4, 'mixed'));
    const first = record.head.binaries[0].executions[0];
    record.head.binaries[0].executions[0] = { ...first, values: first.values.slice(0, 12) };
    expect(notesOf(record)).toContainEqual(expect.stringMatching(/^warm-up not checked in 1 of the 30 executions: they hold fewer than 20 values/));
  });

  it('is silent for one value per process (format: process, libtest): there is no warm-up in one value to find', () => {
    const single = everyExecution(unsplit(simulateBenchmark({ ...DEFAULT_SPEC, measurements: 1 }, 7, 'wall')), (e) => e);
    expect(single.base.binaries[0].executions[0].values).toHaveLength(1);
    expect(notesOf(single).join('\n')).not.toMatch(/warm-up not checked/);
  });

  it('is silent from 20 values on, when the warm-up was recorded, and when detection is off', () => {
    expect(notesOf(unsplit(simulateBenchmark({ ...DEFAULT_SPEC, measurements: 20 }, 5, 'long'))).join('\n')).not.toMatch(/warm-up not checked/);
    const short = unsplit(simulateBenchmark({ ...DEFAULT_SPEC, measurements: 15 }, 6, 'short'));
    expect(notesOf(short).join('\n')).toMatch(/warm-up not checked/);
    expect(notesOf(short, false).join('\n')).not.toMatch(/warm-up not checked/);
    // `run` found no warm-up and recorded an empty split: nothing left to check.
    expect(notesOf(everyExecution(short, (e) => ({ ...e, warmup: [] }))).join('\n')).not.toMatch(/warm-up not checked/);
  });
});
