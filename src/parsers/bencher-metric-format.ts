import { isRecord } from '../util/is-record.js';
import { isFiniteNumber, noMeasurementError } from './excerpt.js';
import { parseJsonDocument } from './json-document.js';
import { metricName } from './metrics.js';
import { OutputParseError, type OutputParser, type ParsedMeasurement } from './parser.js';

const FORMAT = 'bencher';
/** Bencher's built-in measures: their units and directions. Other measures have no unit and are better lower. */
const MEASURES: Record<string, { unit: string; better: 'lower' | 'higher' }> = {
  latency: { unit: 'ns', better: 'lower' },
  throughput: { unit: 'ops/s', better: 'higher' },
  'file-size': { unit: 'B', better: 'lower' },
  'build-time': { unit: 's', better: 'lower' },
};

/**
 * Bencher Metric Format: `{"BENCHMARK": {"MEASURE": {"value": N[, "lower_value", "upper_value"]}}}`.
 * `latency` keeps the benchmark's bare name; every other measure becomes `BENCHMARK/MEASURE`.
 * One value per benchmark and measure (the bounds are not measurements).
 */
export const bencherParser: OutputParser = {
  format: FORMAT,
  parse(stdout: string): ParsedMeasurement[] {
    const document = parseJsonDocument(FORMAT, stdout);
    if (!isRecord(document)) throw new OutputParseError(FORMAT, 'expected a JSON object {"BENCHMARK": {"MEASURE": {"value": N}}}');
    const measurements: ParsedMeasurement[] = [];
    for (const [benchmark, measures] of Object.entries(document)) {
      if (!isRecord(measures)) throw new OutputParseError(FORMAT, `"${benchmark}": expected an object of measures`);
      for (const [measure, metric] of Object.entries(measures)) {
        const value = isRecord(metric) ? metric.value : undefined;
        if (!isFiniteNumber(value)) throw new OutputParseError(FORMAT, `"${benchmark}"."${measure}": "value" must be a finite number`);
        const known = MEASURES[measure];
        measurements.push({
          name: measure === 'latency' ? benchmark : metricName(benchmark, measure),
          value,
          unit: known?.unit ?? '',
          better: known?.better ?? 'lower',
        });
      }
    }
    if (measurements.length === 0) throw noMeasurementError(FORMAT, stdout, 'the object is empty');
    return measurements;
  },
  detect(stdout: string): boolean {
    if (!/^\s*\{/.test(stdout.trim()) || !/"value"\s*:/.test(stdout)) return false;
    try {
      return bencherParser.parse(stdout).length > 0;
    } catch {
      return false;
    }
  },
};
