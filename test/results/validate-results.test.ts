/* eslint-disable @typescript-eslint/no-explicit-any -- the cases build malformed results files field by field */
import { describe, expect, it } from 'vitest';
import { parseResults, ResultsFormatError, validateResults } from '../../src/results/validate-results.js';

const good = () => ({
  version: 1,
  benchmarks: [
    {
      name: 'a',
      unit: 'ns',
      better: 'lower',
      base: { binaries: [{ executions: [{ values: [1, 2] }] }] },
      head: { binaries: [{ executions: [{ values: [1, 2] }] }] },
    },
    {
      name: 'b',
      unit: 'ns',
      better: 'lower',
      base: { binaries: [{ executions: [{ values: [1, 2] }] }] },
      head: { binaries: [{ executions: [{ values: [1, 2], warmup: [9] }, { values: [3, 4, 5, 6, 7, 8, 9, 10] }] }] },
    },
  ],
});

function errorOf(mutate: (value: any) => void): string {
  const value = good();
  mutate(value);
  try {
    validateResults(value);
  } catch (error) {
    expect(error).toBeInstanceOf(ResultsFormatError);
    return (error as Error).message;
  }
  throw new Error('expected a ResultsFormatError');
}

describe('validateResults', () => {
  it('accepts a valid file', () => {
    expect(validateResults(good()).benchmarks).toHaveLength(2);
  });

  it.each([
    [
      'a string among values',
      (v: any) => (v.benchmarks[1].head.binaries[0].executions[1].values[7] = 'fast'),
      'benchmarks[1].head.binaries[0].executions[1].values[7]: not a finite number (got the string "fast")',
    ],
    [
      'null (JSON has no NaN)',
      (v: any) => (v.benchmarks[0].base.binaries[0].executions[0].values[1] = null),
      'benchmarks[0].base.binaries[0].executions[0].values[1]: not a finite number (got null)',
    ],
    [
      'a negative time',
      (v: any) => (v.benchmarks[0].base.binaries[0].executions[0].values[0] = -3),
      'benchmarks[0].base.binaries[0].executions[0].values[0]: negative time -3',
    ],
    [
      'a bad warm-up value',
      (v: any) => (v.benchmarks[1].head.binaries[0].executions[0].warmup[0] = 'x'),
      'benchmarks[1].head.binaries[0].executions[0].warmup[0]: not a finite number',
    ],
    ['missing binaries', (v: any) => delete v.benchmarks[0].head.binaries, 'benchmarks[0].head.binaries: expected an array, got nothing'],
    ['a bad direction', (v: any) => (v.benchmarks[0].better = 'faster'), 'benchmarks[0].better: expected "lower" or "higher", got the string "faster"'],
    ['a duplicate name', (v: any) => (v.benchmarks[1].name = 'a'), 'benchmarks[1].name: duplicate benchmark name "a"'],
    ['another version', (v: any) => (v.version = 2), 'version: unsupported results format version number 2'],
    ['no version (`{}` or not a results file)', (v: any) => delete v.version, 'version: missing: a benchgate results file starts with "version": 1'],
    ['no benchmarks', (v: any) => delete v.benchmarks, 'benchmarks: expected an array, got nothing'],
    ['a missing head', (v: any) => delete v.benchmarks[0].head, 'benchmarks[0].head: expected an object, got nothing'],
    ['an empty name', (v: any) => (v.benchmarks[0].name = ' '), 'benchmarks[0].name: expected a non-empty string'],
    [
      'outputDiff that is not a list',
      (v: any) => (v.benchmarks[0].head.binaries[0].outputDiff = 'dist/a'),
      'benchmarks[0].head.binaries[0].outputDiff: expected an array, got the string "dist/a"',
    ],
    [
      'a path in outputDiff that is not a string',
      (v: any) => (v.benchmarks[1].base.binaries[0].outputDiff = ['dist/a', 3]),
      'benchmarks[1].base.binaries[0].outputDiff[1]: expected a path string, got number 3',
    ],
  ])('names the path for %s', (_label, mutate, message) => {
    expect(errorOf(mutate)).toContain(message);
  });

  it('accepts outputDiff as a list of paths', () => {
    const value: any = good();
    value.benchmarks[0].head.binaries[0].outputDiff = ['dist/stamp.txt', 'node_modules/.package-lock.json'];
    expect(validateResults(value).benchmarks[0].head.binaries[0].outputDiff).toEqual(['dist/stamp.txt', 'node_modules/.package-lock.json']);
  });

  it('allows negative values for units that are not times', () => {
    const value = good();
    value.benchmarks[0].unit = 'delta-bytes';
    value.benchmarks[0].base.binaries[0].executions[0].values[0] = -3;
    expect(() => validateResults(value)).not.toThrow();
  });

  it('turns a JSON syntax error into a clear message', () => {
    expect(() => parseResults('{"version": 1,', 'r.json')).toThrow(/r.json is not valid JSON/);
  });
});
