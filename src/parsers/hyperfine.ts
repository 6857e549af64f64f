import { isFiniteNumber, noMeasurementError } from './excerpt.js';
import { isRecord } from '../util/is-record.js';
import { parseJsonDocument } from './json-document.js';
import { metricName } from './metrics.js';
import { OutputParseError, type OutputParser, type ParsedMeasurement } from './parser.js';

const FORMAT = 'hyperfine';

/**
 * The file written by hyperfine's `--export-json`. Each entry of `results[i].times` is
 * one measurement in seconds, named by `results[i].command` (hyperfine's `--command-name`
 * sets that field). hyperfine's own `--warmup` runs are not exported, so nothing here is
 * flagged as warm-up. A negative time is rejected: hyperfine subtracts its shell-spawn
 * correction, which yields 0 at most for a fast command, never less. `memory_usage_byte`
 * (hyperfine 1.20: each run's peak RSS, from the kernel's rusage of that run) becomes the
 * metric `COMMAND/max-rss` in B, one value per run; older exports have none.
 */
export const hyperfineParser: OutputParser = {
  format: FORMAT,
  parse(stdout: string): ParsedMeasurement[] {
    const document = parseJsonDocument(FORMAT, stdout);
    const results = isRecord(document) ? document.results : undefined;
    if (!Array.isArray(results)) {
      throw new OutputParseError(FORMAT, 'expected a JSON object with a "results" array (hyperfine --export-json)');
    }
    const measurements: ParsedMeasurement[] = [];
    results.forEach((result: unknown, index) => {
      const where = `results[${index}]`;
      if (!isRecord(result)) throw new OutputParseError(FORMAT, `${where} is not an object`);
      const { command, times } = result;
      if (typeof command !== 'string' || command === '') {
        throw new OutputParseError(FORMAT, `${where}: "command" must be a non-empty string`);
      }
      if (!Array.isArray(times)) {
        throw new OutputParseError(FORMAT, `${where} (${command}): no "times" array`);
      }
      times.forEach((time: unknown, run) => {
        if (!isFiniteNumber(time)) {
          throw new OutputParseError(FORMAT, `${where}.times[${run}] (${command}): not a finite number`);
        }
        if (time < 0) {
          throw new OutputParseError(FORMAT, `${where}.times[${run}] (${command}): negative time ${time} s; a duration cannot be below zero`);
        }
        measurements.push({ name: command, value: time, unit: 's' });
      });
      measurements.push(...peakMemory(result.memory_usage_byte, times.length, where, command));
    });
    if (measurements.length === 0) throw noMeasurementError(FORMAT, stdout);
    return measurements;
  },
  detect(stdout: string): boolean {
    return /"results"\s*:/.test(stdout) && /"command"\s*:/.test(stdout) && /"times"\s*:/.test(stdout);
  },
};

/** `memory_usage_byte`: one peak RSS per run, as many as `times`; none when the export has no such field. */
function peakMemory(memory: unknown, runs: number, where: string, command: string): ParsedMeasurement[] {
  if (memory === undefined || memory === null) return [];
  if (!Array.isArray(memory) || memory.length !== runs) {
    throw new OutputParseError(FORMAT, `${where}.memory_usage_byte (${command}): expected an array of ${runs} byte counts, one per run like "times"`);
  }
  return memory.map((bytes: unknown, run) => {
    if (!isFiniteNumber(bytes) || bytes < 0) {
      throw new OutputParseError(FORMAT, `${where}.memory_usage_byte[${run}] (${command}): not a byte count`);
    }
    return { name: metricName(command, 'max-rss'), value: bytes, unit: 'B', better: 'lower' as const };
  });
}
