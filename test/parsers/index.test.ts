import { describe, expect, it } from 'vitest';
import {
  OUTPUT_FORMATS,
  OutputParseError,
  isOutputFormat,
  parseBenchmarkOutput,
  parserFor,
  type ParsedOutputFormat,
} from '../../src/parsers/index.js';
import { captureError, readFixture } from './helpers.js';

const FIXTURE_FOR: Record<ParsedOutputFormat, [file: string, count: number]> = {
  jsonl: ['jsonl-with-logs.jsonl', 7],
  plain: ['plain-with-comments.txt', 5],
  'google-benchmark': ['google-benchmark-repetitions.json', 15],
  hyperfine: ['hyperfine-two-commands.json', 10],
};
const PARSED_FORMATS = Object.keys(FIXTURE_FOR) as ParsedOutputFormat[];

describe('parser registry', () => {
  it('lists the formats, jsonl first', () => {
    expect(OUTPUT_FORMATS).toEqual(['jsonl', 'plain', 'google-benchmark', 'hyperfine', 'process']);
  });

  it.each(PARSED_FORMATS)('has a %s parser that parses its fixture', (format) => {
    expect(parserFor(format)?.format).toBe(format);
    const [file, count] = FIXTURE_FOR[format];
    expect(parseBenchmarkOutput(format, readFixture(file))).toHaveLength(count);
  });

  it.each(PARSED_FORMATS)('%s: rejects empty output with OutputParseError', (format) => {
    const error = captureError(() => parseBenchmarkOutput(format, ''));
    expect(error).toBeInstanceOf(OutputParseError);
    expect(error.message).toBe(`${format} output: no measurement found; output starts: (empty output)`);
  });

  it('shows only the first 200 characters of output without a measurement', () => {
    const text = `${'log line\n'.repeat(50)}`;
    const error = captureError(() => parseBenchmarkOutput('jsonl', text));
    expect(error.message).toContain(JSON.stringify(`${text.slice(0, 200)}…`));
  });

  it('has no parser for process, which the runner measures itself', () => {
    expect(parserFor('process')).toBeUndefined();
    const error = captureError(() => parseBenchmarkOutput('process', 'anything'));
    expect(error).not.toBeInstanceOf(OutputParseError);
    expect(error.message).toMatch(/measured by the runner/);
  });

  it('recognises format names', () => {
    expect(OUTPUT_FORMATS.every(isOutputFormat)).toBe(true);
    expect(isOutputFormat('json')).toBe(false);
    expect(isOutputFormat('JSONL')).toBe(false);
  });
});
