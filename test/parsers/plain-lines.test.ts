import { describe, expect, it } from 'vitest';
import { OutputParseError } from '../../src/parsers/parser.js';
import { plainLinesParser } from '../../src/parsers/plain-lines.js';
import { captureError, readFixture } from './helpers.js';

describe('plainLinesParser', () => {
  it('reads the fixture, skipping comments, blank lines and log lines', () => {
    expect(plainLinesParser.parse(readFixture('plain-with-comments.txt'))).toEqual([
      { name: 'parse/small', value: 1210.25, unit: 'ns' },
      { name: 'parse/small', value: 1198, unit: 'ns' },
      { name: 'parse/large', value: 98100, unit: 'ns' },
      { name: 'throughput', value: 512.75, unit: 'MB/s' },
      { name: 'allocations', value: 0, unit: '' },
    ]);
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
