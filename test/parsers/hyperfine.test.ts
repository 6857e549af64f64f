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

describe('hyperfineParser: peak memory (hyperfine 1.20 memory_usage_byte)', () => {
  it('reads each run of memory_usage_byte as COMMAND/max-rss in bytes, beside the times', () => {
    const text = readFixture('hyperfine-memory.json');
    const { results } = JSON.parse(text) as { results: { command: string; times: number[]; memory_usage_byte: number[] }[] };
    const measurements = hyperfineParser.parse(text);
    for (const result of results) {
      expect(measurements.filter((m) => m.name === result.command).map((m) => m.value)).toEqual(result.times);
      const memory = measurements.filter((m) => m.name === `${result.command}/max-rss`);
      expect(memory.map((m) => m.value)).toEqual(result.memory_usage_byte);
      expect(memory.every((m) => m.unit === 'B' && m.better === 'lower')).toBe(true);
    }
    expect(measurements).toHaveLength(20);
    // The values are the file's, not a summary: 116,305,920 B is the second run of the first command.
    expect(measurements.find((m) => m.name === 'node alloc.mjs 64/max-rss' && m.value === 116305920)).toBeDefined();
  });

  it('reads no memory metric from an export that has none (hyperfine 1.15)', () => {
    const measurements = hyperfineParser.parse(readFixture('hyperfine-two-commands.json'));
    expect(measurements.some((m) => m.name.endsWith('/max-rss'))).toBe(false);
  });

  it.each([
    [
      'fewer values than runs',
      '{"results":[{"command":"true","times":[0.1,0.2],"memory_usage_byte":[4096]}]}',
      /results\[0\]\.memory_usage_byte \(true\): expected an array of 2 byte counts/,
    ],
    [
      'a negative byte count',
      '{"results":[{"command":"true","times":[0.1],"memory_usage_byte":[-1]}]}',
      /results\[0\]\.memory_usage_byte\[0\] \(true\): not a byte count/,
    ],
    ['a string', '{"results":[{"command":"true","times":[0.1],"memory_usage_byte":["4096"]}]}', /memory_usage_byte\[0\] \(true\): not a byte count/],
  ])('rejects %s in memory_usage_byte, naming the field', (_case, text, message) => {
    expect(() => hyperfineParser.parse(text)).toThrow(OutputParseError);
    expect(() => hyperfineParser.parse(text)).toThrow(message);
  });
});
