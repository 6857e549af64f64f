import { describe, expect, it } from 'vitest';
import { hyperfineParser } from '../../src/parsers/hyperfine.js';
import { OutputParseError } from '../../src/parsers/parser.js';
import { readFixture } from './helpers.js';

interface HyperfineExport {
  results: { command: string; times: number[]; parameters?: Record<string, string> }[];
}

describe('hyperfineParser', () => {
  it.each([
    ['hyperfine-two-commands.json', ['sleep 0.01', 'true']],
    ['hyperfine-parameter-scan.json', ['sleep 0.001', 'sleep 0.003']],
  ])('reads every run of %s in seconds, named by command', (file, commands) => {
    const text = readFixture(file);
    const { results } = JSON.parse(text) as HyperfineExport;
    const measurements = hyperfineParser.parse(text);
    expect(measurements).toHaveLength(10);
    expect(measurements).toEqual(results.flatMap((result) => result.times.map((value) => ({ name: result.command, value, unit: 's' }))));
    for (const [index, command] of commands.entries()) {
      expect(measurements.filter((m) => m.name === command).map((m) => m.value)).toEqual(results[index].times);
    }
  });

  it('keeps the zero times hyperfine reports for commands faster than the shell correction', () => {
    const measurements = hyperfineParser.parse(readFixture('hyperfine-two-commands.json'));
    const trueTimes = measurements.filter((m) => m.name === 'true').map((m) => m.value);
    expect(trueTimes).toHaveLength(5);
    expect(trueTimes).toContain(0);
  });

  it('rejects hyperfine terminal output (the runner must pass the --export-json file)', () => {
    const text = readFixture('hyperfine-two-commands.stdout.txt');
    expect(() => hyperfineParser.parse(text)).toThrow(OutputParseError);
    expect(() => hyperfineParser.parse(text)).toThrow(/not valid JSON .*output starts: "Benchmark 1: sleep 0.01/);
  });

  it.each([
    ['no results array', '{"benchmarks": []}', /expected a JSON object with a "results" array/],
    ['no times array', '{"results":[{"command":"true","mean":0.001}]}', /results\[0\] \(true\): no "times" array/],
    ['a null time', '{"results":[{"command":"true","times":[0.1,0.2,null]}]}', /results\[0\]\.times\[2\] \(true\): not a finite number/],
    ['no command', '{"results":[{"times":[0.1]}]}', /results\[0\]: "command" must be a non-empty string/],
    ['no runs', '{"results":[{"command":"true","times":[]}]}', /no measurement found/],
    ['empty output', '', /no measurement found; output starts: \(empty output\)/],
  ])('rejects %s', (_case, text, message) => {
    expect(() => hyperfineParser.parse(text)).toThrow(OutputParseError);
    expect(() => hyperfineParser.parse(text)).toThrow(message);
  });
});

describe('hyperfineParser: times below zero', () => {
  it('rejects a negative time, naming the field and the command', () => {
    const text = JSON.stringify({ results: [{ command: 'sleep 0.01', times: [0.01, -0.002, 0.011] }] });
    expect(() => hyperfineParser.parse(text)).toThrow(OutputParseError);
    expect(() => hyperfineParser.parse(text)).toThrow('results[0].times[1] (sleep 0.01): negative time -0.002 s');
  });
});
