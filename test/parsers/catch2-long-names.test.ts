/**
 * Catch2's console reporter wraps a benchmark name longer than its name column (issue 46, item
 * 2). Real output of Debian's Catch2 2.13.10 (fixtures/parsers/catch2-long-names.txt, from
 * scripts/fixtures/catch2/bench-long-names.cpp): names cut at a space, after `/` and `:`, and
 * inside a word, where Catch2 adds a `-`. The names are the ones in the program's source.
 */
import { describe, expect, it } from 'vitest';
import { parseBenchmarkOutput } from '../../src/parsers/index.js';
import { joinWrappedName } from '../../src/parsers/catch2-console.js';
import { readFixture } from './helpers.js';

describe('Catch2 console: wrapped long names', () => {
  it('reads each real wrapped name whole, as the source spells it, with its mean', () => {
    const text = readFixture('catch2-long-names.txt');
    const measurements = parseBenchmarkOutput('catch2', text);
    expect(measurements.map((m) => m.name)).toEqual([
      'Fibonacci 10 computed recursively, a name long enough to wrap',
      'fibonacci_recursive_of_twelve_without_memoisation',
      'io/read/a_file_of_sixty_four_kilobytes/buffered',
      'std::vector<int>::push_back::after_reserve_of_256',
    ]);
    // Each mean is the first time of the row after the benchmark's first row, in ns.
    const means = [...text.matchAll(/ \d+ +\d+ +\S+ (?:ns|us|ms|s) *\n +(\S+) (ns|us)/g)].map(([, v, u]) => Number(v) * (u === 'us' ? 1e3 : 1));
    expect(means).toHaveLength(4);
    expect(measurements.map((m) => m.value)).toEqual(means);
  });

  it('reads the layout of Catch2 v2 before 2.13, where the end of the name starts the mean row', () => {
    // The shape of Catch2 2.11's table with a wrapped name, as github-action-benchmark's and Bencher's
    // test data show it (written by hand from them; Debian ships only 2.13).
    const rule = '-'.repeat(79);
    const text = [
      'benchmark name                                  samples       iterations    estimated',
      '                                                mean          low mean      high mean',
      '                                                std dev       low std dev   high std dev',
      rule,
      'Fibonacci 10 with                                         100           208     7.1968 ms ',
      'a long name                                            344 ns        341 ns        349 ns ',
      '                                                        19 ns         11 ns         29 ns ',
      '                                                                                          ',
      'Fibonacci 20                                              100             2     8.3712 ms ',
      '                                                    41.731 us      41.25 us     42.622 us ',
      '                                                     3.256 us      2.163 us      5.353 us ',
      '',
      '='.repeat(79),
    ].join('\n');
    expect(parseBenchmarkOutput('catch2', text).map((m) => [m.name, m.value])).toEqual([
      ['Fibonacci 10 with a long name', 344],
      ['Fibonacci 20', 41731],
    ]);
  });

  it.each([
    [['Fibonacci 10 computed recursively,', 'a name long enough to wrap'], 'Fibonacci 10 computed recursively, a name long enough to wrap'],
    [['fibonacci_recursive_of_twelve_with-', 'out_memoisation'], 'fibonacci_recursive_of_twelve_without_memoisation'],
    // A real hyphen Catch2 cut after keeps it; a spaced operator keeps its spaces.
    [['a-', 'b'], 'a-b'],
    [['x -', 'y'], 'x - y'],
    [['io/read/', 'a_file'], 'io/read/a_file'],
  ])('joins %j as %s (width 35)', (parts, name) => {
    expect(joinWrappedName(parts, 35)).toBe(name);
  });
});
