import { isRecord } from '../util/is-record.js';
import { isFiniteNumber, noMeasurementError } from './excerpt.js';
import { parseJsonDocument } from './json-document.js';
import { betterForUnit, metricName } from './metrics.js';
import { OutputParseError, type OutputParser, type ParsedMeasurement } from './parser.js';

const FORMAT = 'jmh';

/**
 * JMH's JSON result file (`-rf json -rff FILE`, read through `result-file`). Each benchmark
 * is named by `benchmark` plus its `params` (`org.Foo.bar:size=100`); every measurement
 * iteration of every fork (`primaryMetric.rawData`) is one measurement in `scoreUnit`, better
 * when higher in throughput mode (`thrpt`) and lower otherwise. Secondary metrics
 * (`-prof gc`'s `·gc.alloc.rate.norm`, …) become `NAME/METRIC` the same way.
 */
export const jmhParser: OutputParser = {
  format: FORMAT,
  parse(stdout: string): ParsedMeasurement[] {
    const document = parseJsonDocument(FORMAT, stdout);
    if (!Array.isArray(document)) throw new OutputParseError(FORMAT, 'expected the JSON array of -rf json');
    const measurements: ParsedMeasurement[] = [];
    document.forEach((entry: unknown, index) => {
      const where = `[${index}]`;
      if (!isRecord(entry) || typeof entry.benchmark !== 'string' || entry.benchmark === '') throw new OutputParseError(FORMAT, `${where}: no "benchmark"`);
      const name = entry.benchmark + paramsSuffix(entry.params);
      const throughput = entry.mode === 'thrpt';
      measurements.push(...metricValues(`${where}.primaryMetric`, name, entry.primaryMetric, throughput ? 'higher' : 'lower'));
      if (isRecord(entry.secondaryMetrics)) {
        for (const [metric, value] of Object.entries(entry.secondaryMetrics)) {
          const unit = isRecord(value) && typeof value.scoreUnit === 'string' ? value.scoreUnit : '';
          measurements.push(...metricValues(`${where}.secondaryMetrics["${metric}"]`, metricName(name, metric.replace(/^·/, '')), value, betterForUnit(unit)));
        }
      }
    });
    if (measurements.length === 0) throw noMeasurementError(FORMAT, stdout, 'the array is empty');
    return measurements;
  },
  detect(stdout: string): boolean {
    return /"primaryMetric"\s*:/.test(stdout) && /"benchmark"\s*:/.test(stdout);
  },
};

function paramsSuffix(params: unknown): string {
  if (!isRecord(params)) return '';
  const pairs = Object.entries(params).map(([key, value]) => `${key}=${String(value)}`);
  return pairs.length === 0 ? '' : `:${pairs.join(',')}`;
}

function metricValues(where: string, name: string, metric: unknown, better: 'lower' | 'higher'): ParsedMeasurement[] {
  if (!isRecord(metric)) throw new OutputParseError(FORMAT, `${where} (${name}): not an object`);
  const unit = typeof metric.scoreUnit === 'string' ? metric.scoreUnit : '';
  const rawData = metric.rawData;
  if (!Array.isArray(rawData)) throw new OutputParseError(FORMAT, `${where} (${name}): no "rawData" array`);
  return rawData.flatMap((fork: unknown, f) => {
    if (!Array.isArray(fork)) throw new OutputParseError(FORMAT, `${where}.rawData[${f}] (${name}): not an array`);
    return fork.map((value: unknown, i) => {
      if (!isFiniteNumber(value)) throw new OutputParseError(FORMAT, `${where}.rawData[${f}][${i}] (${name}): not a number`);
      return { name, value, unit, better };
    });
  });
}
