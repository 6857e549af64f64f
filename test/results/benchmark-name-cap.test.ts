import { describe, expect, it } from 'vitest';
import { OutputParseError, parseBenchmarkOutput } from '../../src/parsers/index.js';
import { MAX_BENCHMARK_NAME_LENGTH, ResultsFormatError, validateResults } from '../../src/results/validate-results.js';

const version = { binaries: [{ executions: [{ values: [1, 2, 3] }] }] };
const results = (name: string) => ({
  version: 1,
  benchmarks: [
    { name: 'ok', unit: 'ns', better: 'lower', base: version, head: version },
    { name, unit: 'ns', better: 'lower', base: version, head: version },
  ],
});

describe('benchmark names are capped when results are read', () => {
  it(`accepts a name of ${MAX_BENCHMARK_NAME_LENGTH} characters`, () => {
    const name = 'n'.repeat(MAX_BENCHMARK_NAME_LENGTH);
    expect(validateResults(results(name)).benchmarks[1].name).toBe(name);
  });

  it('refuses a longer one with an error naming the benchmark, its length and the limit', () => {
    // The kind of name that makes in-segment wildcards backtrack: one letter, many times.
    const name = `parse/${'a'.repeat(4000)}`;
    expect(() => validateResults(results(name))).toThrow(ResultsFormatError);
    expect(() => validateResults(results(name))).toThrow(
      `benchmarks[1].name: the benchmark "parse/${'a'.repeat(54)}…" has a name of 4006 characters; at most 256 are allowed`,
    );
  });
});

describe('and when a benchmark’s output is parsed', () => {
  it('a run refuses a name its own results could not hold, naming the benchmark', () => {
    const long = `parse/${'a'.repeat(300)}`;
    const output = [JSON.stringify({ name: 'ok', value: 1, unit: 'ns' }), JSON.stringify({ name: long, value: 2, unit: 'ns' })].join('\n');
    expect(() => parseBenchmarkOutput('jsonl', output)).toThrow(OutputParseError);
    expect(() => parseBenchmarkOutput('jsonl', output)).toThrow(
      `jsonl output: the benchmark "parse/${'a'.repeat(54)}…" has a name of 306 characters; at most 256 are allowed`,
    );
    expect(parseBenchmarkOutput('jsonl', output.replace(long, 'n'.repeat(256)))).toHaveLength(2);
  });
});
