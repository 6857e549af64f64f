import { describe, expect, it } from 'vitest';
import { jsonLinesParser } from '../../src/parsers/json-lines.js';
import { OutputParseError } from '../../src/parsers/parser.js';
import { captureError, readFixture } from './helpers.js';

const line = (fields: Record<string, unknown>): string => JSON.stringify(fields);

describe('jsonLinesParser', () => {
  it('reads every measurement line of the fixture and skips the log lines', () => {
    expect(jsonLinesParser.parse(readFixture('jsonl-with-logs.jsonl'))).toEqual([
      { name: 'parse/small', value: 1834.5, unit: 'ns', warmup: true },
      { name: 'parse/small', value: 1210.25, unit: 'ns' },
      { name: 'parse/small', value: 1198, unit: 'ns' },
      { name: 'parse/large', value: 98100, unit: 'ns' },
      { name: 'parse/large', value: 97650.5, unit: 'ns' },
      { name: 'throughput', value: 512.75, unit: 'MB/s', better: 'higher' },
      { name: 'allocations', value: 0, unit: '' },
    ]);
  });

  it('accepts CRLF line endings and keeps warmup: false', () => {
    const text = `${line({ name: 'a', value: 1, unit: 'ms', warmup: false })}\r\nlog\r\n`;
    expect(jsonLinesParser.parse(text)).toEqual([{ name: 'a', value: 1, unit: 'ms', warmup: false }]);
  });

  it.each([
    ['not valid JSON', '{"name": "a", "value": 1,', /line 3: not valid JSON: \{"name": "a", "value": 1,$/],
    ['missing name', line({ value: 1, unit: 'ns' }), /line 3: "name" must be a non-empty string/],
    ['empty name', line({ name: '', value: 1, unit: 'ns' }), /line 3: "name" must be a non-empty string/],
    ['string value', line({ name: 'a', value: '12', unit: 'ns' }), /line 3: "value" must be a finite number/],
    ['non-finite value', '{"name":"a","value":1e999,"unit":"ns"}', /line 3: "value" must be a finite number/],
    ['missing unit', line({ name: 'a', value: 1 }), /line 3: "unit" must be a string: \{"name":"a","value":1\}$/],
    ['bad warmup', line({ name: 'a', value: 1, unit: 'ns', warmup: 'yes' }), /line 3: "warmup" must be true or false/],
    ['bad better', line({ name: 'a', value: 1, unit: 'ns', better: 'faster' }), /line 3: "better" must be one of "lower", "higher"/],
  ])('rejects a line with %s, naming its line number', (_case, bad, message) => {
    const text = ['starting', line({ name: 'ok', value: 1, unit: 'ns' }), bad, 'done'].join('\n');
    expect(() => jsonLinesParser.parse(text)).toThrow(OutputParseError);
    expect(() => jsonLinesParser.parse(text)).toThrow(message);
  });

  it('truncates a long bad line in the message', () => {
    const bad = `{"name": "${'x'.repeat(500)}`;
    const error = captureError(() => jsonLinesParser.parse(bad));
    expect(error.message).toContain('line 1: not valid JSON');
    expect(error.message).toContain(`${bad.slice(0, 120)}…`);
    expect(error.message).not.toContain(bad.slice(0, 121));
  });

  it.each([
    ['empty output', '', '(empty output)'],
    ['only logs', 'compiling\n[1, 2, 3]\nnothing measured\n', '"compiling\\n[1, 2, 3]'],
  ])('rejects %s as holding no measurement', (_case, text, excerpt) => {
    const error = captureError(() => jsonLinesParser.parse(text));
    expect(error).toBeInstanceOf(OutputParseError);
    expect(error.message).toMatch(/^jsonl output: no measurement found/);
    expect(error.message).toContain(excerpt);
  });
});
