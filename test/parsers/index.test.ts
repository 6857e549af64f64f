import { describe, expect, it } from 'vitest';
import {
  OUTPUT_FORMATS,
  OutputParseError,
  detectFormats,
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
  go: ['go-benchmem-count.txt', 24],
  cargo: ['cargo-libtest.txt', 3],
  'google-benchmark-cpu': ['google-benchmark-repetitions.json', 15],
  criterion: ['criterion-samples.txt', 30],
  catch2: ['catch2.xml', 3],
  'pytest-benchmark': ['pytest-benchmark.json', 40],
  benchmarkjs: ['benchmarkjs.txt', 2],
  tinybench: ['tinybench.json', 40],
  vitest: ['vitest-bench.json', 2],
  mitata: ['mitata.json', 32],
  jmh: ['jmh-sample.json', 15],
  benchmarkdotnet: ['benchmarkdotnet-sample.json', 18],
  customSmallerIsBetter: ['custom-smaller-is-better.json', 4],
  customBiggerIsBetter: ['custom-smaller-is-better.json', 4],
  bencher: ['bencher-metric-format.json', 4],
  asv: ['asv-run.txt', 10],
  julia: ['julia-benchmarktools-trials.json', 15],
  gungraun: ['gungraun-no-change.txt', 1],
};
const PARSED_FORMATS = Object.keys(FIXTURE_FOR) as ParsedOutputFormat[];

describe('parser registry', () => {
  it('lists the formats, jsonl first, auto and process last', () => {
    expect(OUTPUT_FORMATS[0]).toBe('jsonl');
    expect(OUTPUT_FORMATS.slice(-2)).toEqual(['auto', 'process']);
    expect([...PARSED_FORMATS].sort()).toEqual(OUTPUT_FORMATS.filter((f) => f !== 'auto' && f !== 'process').sort());
  });

  it.each(PARSED_FORMATS.filter((format) => format !== 'google-benchmark-cpu' && !format.startsWith('custom')))(
    'auto recognises the %s fixture as that format alone',
    (format) => {
      const text = readFixture(FIXTURE_FOR[format][0]);
      expect(detectFormats(text)).toEqual([format]);
      expect(parseBenchmarkOutput('auto', text)).toEqual(parseBenchmarkOutput(format, text));
    },
  );

  it('auto refuses output that matches no format, listing the candidates', () => {
    const error = captureError(() => parseBenchmarkOutput('auto', 'Benchmarks finished.\nAll good, 3 passed!\n'));
    expect(error).toBeInstanceOf(OutputParseError);
    expect(error.message).toBe(
      'auto output: the output matches none of the formats jsonl, plain, go, cargo, criterion, google-benchmark, catch2, pytest-benchmark, hyperfine, ' +
        'benchmarkjs, tinybench, vitest, mitata, jmh, benchmarkdotnet, customSmallerIsBetter, customBiggerIsBetter, bencher, asv, julia, gungraun; set format to the ' +
        'one its tool prints',
    );
  });

  it('auto refuses output that matches several formats, naming them', () => {
    const both = `${readFixture('go-plain.txt')}${readFixture('cargo-libtest.txt')}`;
    const error = captureError(() => parseBenchmarkOutput('auto', both));
    expect(error.message).toBe('auto output: the output matches several formats (go, cargo); set the one its tool prints: "format: go" or "format: cargo"');
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
    expect(parserFor('auto')).toBeUndefined();
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
