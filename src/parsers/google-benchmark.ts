import type { ParserNote } from '../results/output-notes.js';
import { isRecord } from '../util/is-record.js';
import { isFiniteNumber, noMeasurementError } from './excerpt.js';
import { parseJsonDocument } from './json-document.js';
import { betterForUnit, metricName } from './metrics.js';
import { OutputParseError, type OutputParser, type ParsedMeasurement } from './parser.js';

/** The fields of a Google Benchmark entry that are not counters. */
const ENTRY_FIELDS = new Set([
  'name',
  'family_index',
  'per_family_instance_index',
  'run_name',
  'run_type',
  'repetitions',
  'repetition_index',
  'threads',
  'iterations',
  'real_time',
  'cpu_time',
  'time_unit',
  'aggregate_name',
  'aggregate_unit',
  'error_occurred',
  'error_message',
  'skipped',
  'skip_message',
  'label',
  'big_o',
  'rms',
]);

/**
 * Google Benchmark's `--benchmark_format=json` report (`--benchmark_out=FILE` writes the
 * same). Each iteration run (one per repetition) gives one measurement of `real_time`
 * (format `google-benchmark`) or `cpu_time` (`google-benchmark-cpu`) in `time_unit`, named
 * by `run_name`; every counter (`items_per_second`, `bytes_per_second`, `state.counters[…]`)
 * becomes `NAME/COUNTER`, better when higher for `…_per_second`. Aggregates (mean, median,
 * stddev, cv) are skipped since benchgate computes its own statistics, unless the report has
 * nothing else (`--benchmark_report_aggregates_only=true`): then each benchmark's `mean` is
 * its one value, with a note. Runs that errored or were skipped (`state.SkipWithError`) are
 * left out.
 */
function googleBenchmark(format: string, timeField: 'real_time' | 'cpu_time'): OutputParser {
  return {
    format,
    parse(stdout: string, notes?: ParserNote[]): ParsedMeasurement[] {
      const entries = benchmarkEntries(format, parseJsonDocument(format, stdout));
      const iterations = entries.filter((entry) => !isAggregate(entry));
      const aggregatesOnly = iterations.length === 0 && entries.some((entry) => entry.aggregate_name === 'mean');
      const chosen = aggregatesOnly ? entries.filter((entry) => entry.aggregate_name === 'mean') : iterations;
      const measurements: ParsedMeasurement[] = [];
      const skipped: string[] = [];
      for (const entry of chosen) {
        const where = `benchmarks[${entries.indexOf(entry)}]`;
        const name = entryName(entry);
        if (name === undefined) throw new OutputParseError(format, `${where} has no "run_name" or "name"`);
        if (entry.error_occurred === true || entry.skipped === true) {
          const message = entry.error_message ?? entry.skip_message;
          skipped.push(typeof message === 'string' && message !== '' ? `${name}: ${message}` : name);
          continue;
        }
        const { [timeField]: value, time_unit: unit } = entry;
        if (!isFiniteNumber(value)) {
          throw new OutputParseError(format, `${where} (${name}): "${timeField}" must be a finite number`);
        }
        if (typeof unit !== 'string' || unit === '') {
          throw new OutputParseError(format, `${where} (${name}): "time_unit" must be a non-empty string`);
        }
        measurements.push({ name, value, unit });
        for (const [counter, counterValue] of Object.entries(entry)) {
          if (ENTRY_FIELDS.has(counter) || !isFiniteNumber(counterValue)) continue;
          const counterUnit = counter.endsWith('_per_second') ? '/s' : '';
          measurements.push({ name: metricName(name, counter), value: counterValue, unit: counterUnit, better: betterForUnit(counter) });
        }
      }
      if (measurements.length === 0) {
        const why = skipped.length > 0 ? `every run errored or was skipped: ${[...new Set(skipped)].join('; ')}` : '';
        throw noMeasurementError(format, stdout, why);
      }
      if (aggregatesOnly) {
        notes?.push({ kind: 'aggregates-only', format, source: 'google-benchmark-mean', benchmarks: chosen.length });
      }
      return measurements;
    },
    detect(stdout: string): boolean {
      return /"benchmarks"\s*:/.test(stdout) && /"(real_time|run_type)"\s*:/.test(stdout);
    },
  };
}

export const googleBenchmarkParser = googleBenchmark('google-benchmark', 'real_time');
export const googleBenchmarkCpuParser = googleBenchmark('google-benchmark-cpu', 'cpu_time');

function benchmarkEntries(format: string, document: unknown): Record<string, unknown>[] {
  if (Array.isArray(document)) {
    throw new OutputParseError(
      format,
      'expected the JSON object of --benchmark_format=json (or --benchmark_out), {"context": …, "benchmarks": […]}; got a bare array',
    );
  }
  const entries = isRecord(document) ? document.benchmarks : undefined;
  if (!Array.isArray(entries)) {
    throw new OutputParseError(format, 'expected a JSON object with a "benchmarks" array');
  }
  return entries.map((entry: unknown, index) => {
    if (!isRecord(entry)) throw new OutputParseError(format, `benchmarks[${index}] is not an object`);
    return entry;
  });
}

function isAggregate(entry: Record<string, unknown>): boolean {
  return entry.run_type === 'aggregate' || entry.aggregate_name !== undefined;
}

function entryName(entry: Record<string, unknown>): string | undefined {
  for (const name of [entry.run_name, entry.name]) {
    if (typeof name === 'string' && name !== '') return name;
  }
  return undefined;
}
