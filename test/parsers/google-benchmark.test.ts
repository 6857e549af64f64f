import { describe, expect, it } from 'vitest';
import { googleBenchmarkCpuParser, googleBenchmarkParser } from '../../src/parsers/google-benchmark.js';
import { OutputParseError } from '../../src/parsers/parser.js';
import { captureError, readFixture } from './helpers.js';
import type { ParserNote } from '../../src/results/output-notes.js';
import { outputNoteText } from '../../src/report/output-notes.js';

interface Entry {
  name: string;
  run_name: string;
  run_type: string;
  real_time: number;
  time_unit: string;
  error_occurred?: boolean;
}

/** What the parser should return, read from the fixture without the parser's code. */
function expectedFrom(text: string) {
  const { benchmarks } = JSON.parse(text) as { benchmarks: Entry[] };
  return benchmarks
    .filter((entry) => entry.run_type === 'iteration' && entry.error_occurred !== true)
    .map((entry) => ({ name: entry.run_name, value: entry.real_time, unit: entry.time_unit }));
}

describe('googleBenchmarkParser', () => {
  it.each([
    ['google-benchmark-repetitions.json', 15, ['BM_StringCopy', 'BM_VectorPushBack/8', 'BM_VectorPushBack/64'], 5],
    ['google-benchmark-single.json', 1, ['BM_StringCopy'], 1],
    ['google-benchmark-error.json', 3, ['BM_StringCopy'], 3],
  ])('reads the iteration runs of %s', (file, count, names, perName) => {
    const text = readFixture(file);
    const measurements = googleBenchmarkParser.parse(text);
    expect(measurements).toHaveLength(count);
    expect(measurements).toEqual(expectedFrom(text));
    expect([...new Set(measurements.map((m) => m.name))]).toEqual(names);
    for (const name of names) {
      expect(measurements.filter((m) => m.name === name)).toHaveLength(perName);
    }
    expect(new Set(measurements.map((m) => m.unit))).toEqual(new Set(['ns']));
    expect(measurements.every((m) => m.value > 0)).toBe(true);
  });

  it('reports real_time, not cpu_time, and skips the aggregates', () => {
    const text = readFixture('google-benchmark-repetitions.json');
    const { benchmarks } = JSON.parse(text) as { benchmarks: (Entry & { cpu_time: number })[] };
    const first = benchmarks[0];
    expect(first.real_time).not.toBe(first.cpu_time);
    expect(googleBenchmarkParser.parse(text)[0]).toEqual({ name: 'BM_StringCopy', value: first.real_time, unit: 'ns' });
    const mean = benchmarks.find((entry) => entry.name === 'BM_StringCopy_mean');
    expect(mean?.run_type).toBe('aggregate');
    expect(googleBenchmarkParser.parse(text).map((m) => m.value)).not.toContain(mean?.real_time);
  });

  it('skips the runs that called SkipWithError', () => {
    const text = readFixture('google-benchmark-error.json');
    const failed = (JSON.parse(text) as { benchmarks: Entry[] }).benchmarks.filter((e) => e.error_occurred);
    expect(failed.map((e) => e.name)).toEqual(Array(3).fill('BM_OpenMissingInput'));
    expect(googleBenchmarkParser.parse(text).map((m) => m.name)).not.toContain('BM_OpenMissingInput');
  });

  it('says why when every run errored', () => {
    const document = JSON.parse(readFixture('google-benchmark-error.json')) as { benchmarks: Entry[] };
    document.benchmarks = document.benchmarks.filter((e) => e.error_occurred);
    const error = captureError(() => googleBenchmarkParser.parse(JSON.stringify(document)));
    expect(error).toBeInstanceOf(OutputParseError);
    expect(error.message).toContain('no measurement found (every run errored or was skipped: BM_OpenMissingInput: input file not found)');
  });

  it('reads the real report of --benchmark_report_aggregates_only=true: each mean once, with a note that says why and what to change', () => {
    const text = readFixture('google-benchmark-aggregates-only.json');
    const { benchmarks } = JSON.parse(text) as { benchmarks: (Entry & { aggregate_name?: string })[] };
    expect(benchmarks.every((e) => e.run_type === 'aggregate')).toBe(true);
    const means = benchmarks.filter((e) => e.aggregate_name === 'mean');
    const notes: ParserNote[] = [];
    const times = googleBenchmarkParser.parse(text, notes).filter((m) => !m.name.includes('/') || m.name === 'BM_VectorPushBack/64');
    expect(times).toEqual(means.map((e) => ({ name: e.run_name, value: e.real_time, unit: 'ns' })));
    expect(notes.map((n) => outputNoteText(n))).toEqual([expect.stringContaining('only aggregates (--benchmark_report_aggregates_only=true)')]);
    expect(outputNoteText(notes[0])).toContain('drop that flag');
  });

  it('finds the report between log lines the program printed to stdout', () => {
    const text = readFixture('google-benchmark-single.json');
    const noisy = `loading fixtures...\n${text}\nbye\n`;
    expect(googleBenchmarkParser.parse(noisy)).toEqual(googleBenchmarkParser.parse(text));
  });

  it('rejects a bare array of entries, saying what it expected', () => {
    const { benchmarks } = JSON.parse(readFixture('google-benchmark-single.json')) as { benchmarks: Entry[] };
    const error = captureError(() => googleBenchmarkParser.parse(JSON.stringify(benchmarks)));
    expect(error).toBeInstanceOf(OutputParseError);
    expect(error.message).toBe(
      'google-benchmark output: expected the JSON object of --benchmark_format=json (or --benchmark_out), {"context": …, "benchmarks": […]}; got a bare array',
    );
  });

  it('reads every repetition with its counters as NAME/COUNTER metrics (real report with SetBytesProcessed, SetItemsProcessed, a user counter)', () => {
    const text = readFixture('google-benchmark-counters.json');
    const { benchmarks } = JSON.parse(text) as { benchmarks: (Entry & Record<string, unknown>)[] };
    const iterations = benchmarks.filter((e) => e.run_type === 'iteration');
    const measurements = googleBenchmarkParser.parse(text);
    const copy = iterations.filter((e) => e.name === 'BM_StringCopy');
    expect(measurements.filter((m) => m.name === 'BM_StringCopy').map((m) => m.value)).toEqual(copy.map((e) => e.real_time));
    expect(measurements.filter((m) => m.name === 'BM_StringCopy/bytes_per_second')).toEqual(
      copy.map((e) => ({ name: 'BM_StringCopy/bytes_per_second', value: e.bytes_per_second, unit: '/s', better: 'higher' })),
    );
    const push = iterations.filter((e) => e.name === 'BM_VectorPushBack/64');
    expect(measurements.filter((m) => m.name === 'BM_VectorPushBack/64/pushes')).toEqual(
      push.map(() => ({ name: 'BM_VectorPushBack/64/pushes', value: 64, unit: '', better: 'lower' })),
    );
    expect(measurements.filter((m) => m.name === 'BM_VectorPushBack/64/items_per_second')).toHaveLength(3);
    expect(new Set(measurements.map((m) => m.name)).size).toBe(5);
  });

  it('reads cpu_time instead of real_time as google-benchmark-cpu', () => {
    const text = readFixture('google-benchmark-counters.json');
    const { benchmarks } = JSON.parse(text) as { benchmarks: (Entry & { cpu_time: number })[] };
    const copy = benchmarks.filter((e) => e.name === 'BM_StringCopy' && e.run_type === 'iteration');
    expect(copy.some((e) => e.cpu_time !== e.real_time)).toBe(true);
    const times = googleBenchmarkCpuParser.parse(text).filter((m) => m.name === 'BM_StringCopy');
    expect(times).toEqual(copy.map((e) => ({ name: 'BM_StringCopy', value: e.cpu_time, unit: 'ns' })));
  });

  it.each([
    ['console output', '------\nBenchmark  Time  CPU  Iterations\n------\nBM_StringCopy 20.4 ns 20.3 ns 616890', /not valid JSON/],
    ['no benchmarks array', '{"context": {}}', /expected a JSON object with a "benchmarks" array/],
    [
      'a null real_time',
      '{"benchmarks":[{"name":"BM_A","run_type":"iteration","real_time":null,"time_unit":"ns"}]}',
      /benchmarks\[0\] \(BM_A\): "real_time" must be a finite number/,
    ],
    ['no time_unit', '{"benchmarks":[{"name":"BM_A","run_type":"iteration","real_time":1}]}', /benchmarks\[0\] \(BM_A\): "time_unit"/],
    ['a nameless entry', '{"benchmarks":[{"run_type":"iteration","real_time":1,"time_unit":"ns"}]}', /benchmarks\[0\] has no "run_name" or "name"/],
    ['empty output', '  \n', /no measurement found; output starts: \(empty output\)/],
  ])('rejects %s', (_case, text, message) => {
    expect(() => googleBenchmarkParser.parse(text)).toThrow(OutputParseError);
    expect(() => googleBenchmarkParser.parse(text)).toThrow(message);
  });
});
