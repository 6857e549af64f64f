import { describe, expect, it } from 'vitest';
import { OutputParseError } from '../../src/parsers/parser.js';
import { plainLinesParser } from '../../src/parsers/plain-lines.js';
import { captureError, readFixture } from './helpers.js';
import type { ParserNote } from '../../src/results/output-notes.js';
import { outputNoteText } from '../../src/report/output-notes.js';

describe('plainLinesParser', () => {
  it('reads the fixture, skipping comments, blank lines and log lines, and notes the log lines', () => {
    const notes: ParserNote[] = [];
    expect(plainLinesParser.parse(readFixture('plain-with-comments.txt'), notes)).toEqual([
      { name: 'parse/small', value: 1210.25, unit: 'ns' },
      { name: 'parse/small', value: 1198, unit: 'ns' },
      { name: 'parse/large', value: 98100, unit: 'ns' },
      { name: 'throughput', value: 512.75, unit: 'MB/s' },
      { name: 'allocations', value: 0, unit: '' },
    ]);
    expect(notes.map((n) => outputNoteText(n))).toEqual([
      'plain output: skipped 2 lines that are not "name value [unit]" (e.g. line 9: Finished all benchmarks for this run at 12:01:07)',
    ]);
  });

  it('adds no note when every line is a measurement, comment or blank', () => {
    const notes: ParserNote[] = [];
    expect(plainLinesParser.parse('# x\na 1 ns\n\nb 2 ns\n', notes)).toHaveLength(2);
    expect(notes).toEqual([]);
  });

  it.each([
    ['one measurement among two log lines', 'starting the suite now\nparse 12 ns\nall done in 3 s\n', '2 of 3 lines', 'line 1: starting the suite now'],
    ['a lone word per line', 'a\nb\nc\nx 1\n', '3 of 4 lines', 'line 1: a'],
  ])('rejects output whose lines were mostly skipped: %s', (_case, text, counted, sample) => {
    const error = captureError(() => plainLinesParser.parse(text));
    expect(error).toBeInstanceOf(OutputParseError);
    expect(error.message).toBe(
      `plain output: ${counted} are not "name value [unit]" measurements (e.g. ${sample}); this is not plain output: choose the format of the ` +
        `tool that printed it, or print log lines to stderr`,
    );
  });

  it('keeps output with as many measurements as skipped lines', () => {
    const notes: ParserNote[] = [];
    expect(plainLinesParser.parse('running the parse suite\nparse 12 ns\n', notes)).toEqual([{ name: 'parse', value: 12, unit: 'ns' }]);
    expect(notes).toHaveLength(1);
  });

  it.each([
    ['a signed value', 'delta -1.5 ms', { name: 'delta', value: -1.5, unit: 'ms' }],
    ['a leading-dot value', 'ratio .25', { name: 'ratio', value: 0.25, unit: '' }],
    ['an exponent', 'big 1E+3 ns', { name: 'big', value: 1000, unit: 'ns' }],
  ])('reads %s', (_case, text, expected) => {
    expect(plainLinesParser.parse(text)).toEqual([expected]);
  });

  it.each([
    ['a word', 'build finished ok', 'second field "finished"'],
    ['NaN', 'parse NaN ns', 'second field "NaN"'],
    ['Infinity', 'parse Infinity', 'second field "Infinity"'],
    ['an overflowing number', 'parse 1e999 ns', 'second field "1e999"'],
    ['hexadecimal', 'parse 0x10 ns', 'second field "0x10"'],
    ['a number with a unit suffix', 'parse 12ms', 'second field "12ms"'],
  ])('rejects a 2–3 token line whose value is %s, naming the line', (_case, bad, detail) => {
    const text = `# header\nok 1 ns\n${bad}\n`;
    const error = captureError(() => plainLinesParser.parse(text));
    expect(error).toBeInstanceOf(OutputParseError);
    expect(error.message).toBe(`plain output: line 3: ${detail} is not a finite number: ${bad}`);
  });

  it.each([
    ['empty output', ''],
    ['only comments and logs', '# nothing yet\n\nstarting\nall benchmarks are skipped today\n'],
  ])('rejects %s as holding no measurement', (_case, text) => {
    expect(() => plainLinesParser.parse(text)).toThrow(/^plain output: no measurement found; output starts: /);
  });
});
