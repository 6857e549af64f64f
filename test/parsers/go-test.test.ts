import { describe, expect, it } from 'vitest';
import { goTestParser } from '../../src/parsers/go-test.js';
import { OutputParseError, parseBenchmarkOutput } from '../../src/parsers/index.js';
import { captureError, readFixture } from './helpers.js';

/** Every value–unit pair of every `Benchmark…` result line, read by the test's own splitting. */
function pairsFrom(text: string): { name: string; value: number; unit: string }[] {
  return text
    .split('\n')
    .filter((line) => /^Benchmark\S*\s+\d+\s/.test(line))
    .flatMap((line) => {
      const [name, , ...rest] = line.trim().split(/\s+/);
      const pairs = [];
      for (let i = 0; i < rest.length; i += 2) pairs.push({ name, value: Number(rest[i]), unit: rest[i + 1] });
      return pairs;
    });
}

describe('goTestParser (real go test -bench output)', () => {
  it.each([
    [
      'go-benchmem-count.txt',
      24,
      [
        'BenchmarkJoin-2',
        'BenchmarkJoin-2/B',
        'BenchmarkJoin-2/allocs',
        'BenchmarkParse-2',
        'BenchmarkParse-2/MB/s',
        'BenchmarkParse-2/fields',
        'BenchmarkParse-2/B',
        'BenchmarkParse-2/allocs',
      ],
    ],
    ['go-plain.txt', 1, ['BenchmarkJoin-2']],
  ])('reads %s past its goos/goarch/pkg/cpu header and PASS/ok trailer', (file, count, names) => {
    const text = readFixture(file);
    expect(text).toMatch(/^goos: linux\n/);
    const measurements = goTestParser.parse(text);
    expect(measurements).toHaveLength(count);
    expect([...new Set(measurements.map((m) => m.name))]).toEqual(names);
    expect(measurements.map((m) => m.value)).toEqual(pairsFrom(text).map((p) => p.value));
  });

  it('gives ns/op the bare name in ns, every other unit NAME/METRIC with its unit and direction', () => {
    const measurements = goTestParser.parse(readFixture('go-benchmem-count.txt'));
    const unitOf = (name: string) => [...new Set(measurements.filter((m) => m.name === name).map((m) => `${m.unit} ${m.better}`))];
    expect(unitOf('BenchmarkJoin-2')).toEqual(['ns lower']);
    expect(unitOf('BenchmarkJoin-2/B')).toEqual(['B/op lower']);
    expect(unitOf('BenchmarkJoin-2/allocs')).toEqual(['allocs/op lower']);
    expect(unitOf('BenchmarkParse-2/MB/s')).toEqual(['MB/s higher']);
    expect(unitOf('BenchmarkParse-2/fields')).toEqual(['fields/op lower']);
    // -count 3: three runs of each benchmark in one process.
    expect(measurements.filter((m) => m.name === 'BenchmarkParse-2')).toHaveLength(3);
  });

  it('is what auto picks for go output, and what plain refuses with a pointer to it', () => {
    const text = readFixture('go-benchmem-count.txt');
    expect(parseBenchmarkOutput('auto', text)).toEqual(goTestParser.parse(text));
    const error = captureError(() => parseBenchmarkOutput('plain', text));
    expect(error.message).toMatch(
      /^plain output: line 1: second field "linux" is not a finite number: goos: linux; the output looks like go output \(format: go\)$/,
    );
  });

  it('skips -v output and the indented log lines of a benchmark, even one that starts with "Benchmark"', () => {
    const text = [
      '=== RUN   BenchmarkA',
      'BenchmarkA',
      '    bench_test.go:12: Benchmark 5 started',
      'Benchmark 5 started',
      'BenchmarkA-2   \t    1000\t      12.5 ns/op',
      '--- BENCH: BenchmarkA-2',
      'PASS',
    ].join('\n');
    expect(goTestParser.parse(text)).toEqual([{ name: 'BenchmarkA-2', value: 12.5, unit: 'ns', better: 'lower' }]);
  });

  it.each([
    ['an odd number of fields', 'BenchmarkA-2  100  12 ns/op  64', /line 1: expected value–unit pairs/],
    ['a value that is not a number', 'BenchmarkA-2  100  1.2.3 ns/op', /line 1: "1.2.3" is not a number/],
    ['no result line', 'goos: linux\nPASS\nok  \tfixture\t0.01s', /no measurement found \(no "BenchmarkNAME {2}N {2}VALUE ns\/op" line\)/],
  ])('rejects %s', (_case, text, message) => {
    const error = captureError(() => goTestParser.parse(text));
    expect(error).toBeInstanceOf(OutputParseError);
    expect(error.message).toMatch(message);
  });
});
