import { isFiniteNumber, isRecord, noMeasurementError } from './excerpt.js';
import { parseJsonDocument } from './json-document.js';
import { OutputParseError, type OutputParser, type ParsedMeasurement } from './parser.js';

const FORMAT = 'google-benchmark';

/**
 * Google Benchmark's `--benchmark_format=json` report. Each iteration run (one per
 * repetition) becomes one measurement of `real_time` in `time_unit`, named by
 * `run_name`; `cpu_time` is not reported. Aggregates (mean, median, stddev, cv) are
 * skipped since benchgate computes its own statistics, and so are runs that errored
 * or were skipped (`state.SkipWithError`).
 */
export const googleBenchmarkParser: OutputParser = {
  format: FORMAT,
  parse(stdout: string): ParsedMeasurement[] {
    const document = parseJsonDocument(FORMAT, stdout);
    // The report is `{context, benchmarks}`; a bare array of entries is accepted too.
    const entries = Array.isArray(document) ? document : isRecord(document) ? document.benchmarks : undefined;
    if (!Array.isArray(entries)) {
      throw new OutputParseError(FORMAT, 'expected a JSON object with a "benchmarks" array');
    }
    const measurements: ParsedMeasurement[] = [];
    const skipped: string[] = [];
    entries.forEach((entry: unknown, index) => {
      const where = `benchmarks[${index}]`;
      if (!isRecord(entry)) throw new OutputParseError(FORMAT, `${where} is not an object`);
      if (entry.run_type === 'aggregate' || entry.aggregate_name !== undefined) return;
      const name = entryName(entry);
      if (name === undefined) throw new OutputParseError(FORMAT, `${where} has no "run_name" or "name"`);
      if (entry.error_occurred === true || entry.skipped === true) {
        const message = entry.error_message ?? entry.skip_message;
        skipped.push(typeof message === 'string' && message !== '' ? `${name}: ${message}` : name);
        return;
      }
      const { real_time: value, time_unit: unit } = entry;
      if (!isFiniteNumber(value)) {
        throw new OutputParseError(FORMAT, `${where} (${name}): "real_time" must be a finite number`);
      }
      if (typeof unit !== 'string' || unit === '') {
        throw new OutputParseError(FORMAT, `${where} (${name}): "time_unit" must be a non-empty string`);
      }
      measurements.push({ name, value, unit });
    });
    if (measurements.length === 0) {
      const why = skipped.length > 0 ? `every run errored or was skipped: ${[...new Set(skipped)].join('; ')}` : '';
      throw noMeasurementError(FORMAT, stdout, why);
    }
    return measurements;
  },
};

function entryName(entry: Record<string, unknown>): string | undefined {
  for (const name of [entry.run_name, entry.name]) {
    if (typeof name === 'string' && name !== '') return name;
  }
  return undefined;
}
