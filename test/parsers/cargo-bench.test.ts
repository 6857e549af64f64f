import { describe, expect, it } from 'vitest';
import { cargoBenchParser } from '../../src/parsers/cargo-bench.js';
import { OutputParseError, parseBenchmarkOutput } from '../../src/parsers/index.js';
import { captureError, readFixture } from './helpers.js';
import type { ParserNote } from '../../src/results/output-notes.js';
import { outputNoteText } from '../../src/report/output-notes.js';

/** The real `cargo bench` output of scripts/fixtures/cargo.sh: "running 2 tests", two bench lines, a summary. */
const CARGO = readFixture('cargo-libtest.txt');

/** Each `test NAME ... bench: N ns/iter` line read with a regular expression of the test's own. */
function expectedFrom(text: string) {
  return [...text.matchAll(/^test (\S+) \.\.\. bench: +([\d,.]+) ns\/iter.*?(?:= (\d+) MB\/s)?$/gm)].flatMap(([, name, time, rate]) => [
    { name, value: Number(time.replace(/,/g, '')), unit: 'ns', better: 'lower' },
    ...(rate === undefined ? [] : [{ name: `${name}/MB/s`, value: Number(rate), unit: 'MB/s', better: 'higher' }]),
  ]);
}

describe('cargo libtest bench output (the regression: plain read it as one benchmark "running" = 2)', () => {
  it('is rejected by plain, which names the skipped lines and the format that reads it', () => {
    const error = captureError(() => parseBenchmarkOutput('plain', CARGO));
    expect(error).toBeInstanceOf(OutputParseError);
    expect(error.message).toBe(
      'plain output: 3 of 4 lines are not "name value [unit]" measurements ' +
        '(e.g. line 3: test tests::bench_sum_large ... bench:       2,415.12 ns/iter (+/- 196.70) = 33126 MB/s); ' +
        'this is not plain output: choose the format of the tool that printed it, or print log lines to stderr; the output looks like cargo ' +
        'output (format: cargo)',
    );
  });

  it.each(['cargo', 'auto'] as const)('is read by format %s: both benchmarks, with the throughput as its own metric', (format) => {
    const notes: ParserNote[] = [];
    const measurements = parseBenchmarkOutput(format, CARGO, notes);
    expect(measurements).toEqual(expectedFrom(CARGO));
    expect(measurements.map((m) => m.name)).toEqual(['tests::bench_sum_large', 'tests::bench_sum_large/MB/s', 'tests::bench_sum_small']);
    expect(measurements[0].value).toBe(2415.12);
    expect(notes.map((n) => outputNoteText(n))).toEqual([expect.stringMatching(/^cargo output: libtest prints one median per benchmark/)]);
  });

  it.each([
    ['an integer time with thousands separators', 'test a ... bench:       1,234 ns/iter (+/- 56)', [{ name: 'a', value: 1234, unit: 'ns', better: 'lower' }]],
    [
      'a name with spaces (criterion --output-format bencher)',
      'test sum 100 ... bench:          97 ns/iter (+/- 3)',
      [{ name: 'sum 100', value: 97, unit: 'ns', better: 'lower' }],
    ],
  ])('reads %s', (_case, line, expected) => {
    expect(cargoBenchParser.parse(`running 1 test\n${line}\n`)).toEqual(expected);
  });

  it.each([
    ['a bench line it cannot read', 'test a ... bench: fast', /line 1: not "test NAME \.\.\. bench: N ns\/iter \(\+\/- D\)"/],
    ['a time that is not a number', 'test a ... bench:   1.2.3 ns/iter (+/- 1)', /line 1: "1\.2\.3" is not a time/],
    ['no bench line', 'running 0 tests\n\ntest result: ok.', /no measurement found \(no "test NAME \.\.\. bench:" line\)/],
    [
      'a summary of 0 measured',
      'running 0 tests\n\ntest result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s',
      /^cargo output: no benchmark was measured: libtest's summary says so \(test result: ok\. 0 passed; .* 0 measured;/,
    ],
    [
      'a summary that counts benchmarks whose lines are missing',
      'running 2 tests\n\ntest result: ok. 0 passed; 0 failed; 0 ignored; 2 measured; 0 filtered out',
      /^cargo output: no "test NAME \.\.\. bench:" line, though libtest's summary counts measured benchmarks \(test result: .* 2 measured;/,
    ],
  ])('rejects %s', (_case, text, message) => {
    const error = captureError(() => cargoBenchParser.parse(text));
    expect(error).toBeInstanceOf(OutputParseError);
    expect(error.message).toMatch(message);
  });
});
