import { describe, expect, it } from 'vitest';
import { detectFormats, OutputParseError, parseBenchmarkOutput } from '../../src/parsers/index.js';
import { captureError, readFixture } from './helpers.js';

// Documented and real terminal output of gungraun, iai-callgrind and iai (fixtures/parsers/*.meta.json say where each is from).
const CASES: { file: string; counts: Record<string, number> }[] = [
  { file: 'gungraun-no-change.txt', counts: { 'test_lib_bench_readme_example_fibonacci::bench_fibonacci_group::bench_fibonacci short:10': 1734 } },
  // The new count is left of `|`; the regression summary after it names no benchmark of its own.
  { file: 'gungraun-regressed.txt', counts: { 'lib_bench_regression::my_group::bench_library worst_case:vec! [3, 2, 1]': 264 } },
  // Callgrind's count, not perf's cpu_core/instructions/u (2439354).
  { file: 'gungraun-callgrind-and-perf.txt', counts: { 'lib_bench_perf::my_group::bench_library fibonacci_25:(25)': 2438801 } },
  // The total over the process and its threads, not the first process's 4697 nor the comparison's 10494117.
  { file: 'iai-callgrind-grid-threads.txt', counts: { 'test_lib_bench_threads::bench_group::bench_thread_in_subprocess three:3': 10500916 } },
  {
    file: 'iai-typst.txt',
    counts: { bench_setup: 368392384, bench_parse: 266506334, bench_eval: 69173751, bench_layout: 17471049469 },
  },
];

describe('the gungraun format', () => {
  it.each(CASES)('$file: one Instructions count per benchmark, in instructions, lower is better', ({ file, counts }) => {
    const parsed = parseBenchmarkOutput('gungraun', readFixture(file));
    expect(Object.fromEntries(parsed.map((m) => [m.name, m.value]))).toEqual(counts);
    expect(parsed).toHaveLength(Object.keys(counts).length);
    for (const m of parsed) expect(m).toMatchObject({ unit: 'instructions', better: 'lower' });
  });

  it.each(CASES)('$file: auto picks gungraun', ({ file }) => {
    expect(detectFormats(readFixture(file))).toContain('gungraun');
    expect(parseBenchmarkOutput('auto', readFixture(file)).map((m) => m.value)).toEqual(Object.values(CASES.find((c) => c.file === file)?.counts ?? {}));
  });

  it('reads colour codes away', () => {
    const coloured = readFixture('gungraun-no-change.txt')
      .replace('1734|', '\u001b[1m1734\u001b[0m|')
      .replace(/^test_\S+/, (name) => `\u001b[32m${name}\u001b[0m`);
    expect(parseBenchmarkOutput('gungraun', coloured).map((m) => [m.name, m.value])).toEqual([
      ['test_lib_bench_readme_example_fibonacci::bench_fibonacci_group::bench_fibonacci short:10', 1734],
    ]);
  });

  it('output without a count is an error that shows the output', () => {
    const error = captureError(() => parseBenchmarkOutput('gungraun', 'Gungraun result: Ok. 0 without regressions\n'));
    expect(error).toBeInstanceOf(OutputParseError);
    expect(error.message).toContain('no measurement found');
    expect(error.message).toContain('Gungraun result: Ok');
  });
});
