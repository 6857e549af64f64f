import type { ParserNote } from '../results/output-notes.js';
import { isRecord } from '../util/is-record.js';
import { isFiniteNumber, noMeasurementError } from './excerpt.js';
import { parseJsonDocument } from './json-document.js';
import { metricName } from './metrics.js';
import { OutputParseError, type OutputParser, type ParsedMeasurement } from './parser.js';

const FORMAT = 'benchmarkdotnet';

/**
 * BenchmarkDotNet's JSON export (`--exporters json`: `BenchmarkDotNet.Artifacts/results/
 * *-report-full.json`, read through `result-file`). Each benchmark is named by `FullName` (or,
 * without one, by its `Namespace`, `Type` and `Method` that are not null);
 * its measured iterations (`Measurements` with `IterationMode` `Workload` and
 * `IterationStage` `Result`) are the measurements, `Nanoseconds / Operations` ns per operation.
 * Without them (the brief `*-report.json`) `Statistics.OriginalValues` is used, else
 * `Statistics.Mean` with a note. With `[MemoryDiagnoser]` (memoryColumns) its columns become
 * metrics, one value per process: `Allocated` as `NAME/allocated` (B per operation) and
 * `Gen0`/`Gen1`/`Gen2` as `NAME/gen0` … (collections per 1000 operations).
 */
export const benchmarkDotNetParser: OutputParser = {
  format: FORMAT,
  parse(stdout: string, notes?: ParserNote[]): ParsedMeasurement[] {
    const document = parseJsonDocument(FORMAT, stdout);
    const benchmarks = isRecord(document) ? document.Benchmarks : undefined;
    if (!Array.isArray(benchmarks)) throw new OutputParseError(FORMAT, 'expected a JSON object with a "Benchmarks" array (--exporters json)');
    const measurements: ParsedMeasurement[] = [];
    let meansOnly = 0;
    benchmarks.forEach((benchmark: unknown, index) => {
      const where = `Benchmarks[${index}]`;
      if (!isRecord(benchmark)) throw new OutputParseError(FORMAT, `${where} is not an object`);
      const name = benchmarkName(benchmark);
      if (name === undefined) throw new OutputParseError(FORMAT, `${where} has no "FullName" and no "Method"`);
      const values = iterationValues(benchmark) ?? originalValues(benchmark.Statistics);
      if (values !== undefined) {
        for (const value of values) measurements.push({ name, value, unit: 'ns', better: 'lower' });
      } else if (isRecord(benchmark.Statistics) && isFiniteNumber(benchmark.Statistics.Mean)) {
        measurements.push({ name, value: benchmark.Statistics.Mean, unit: 'ns', better: 'lower' });
        meansOnly += 1;
      } else {
        throw new OutputParseError(FORMAT, `${where} (${name}): no measurements and no Statistics.Mean (did it fail?)`);
      }
      measurements.push(...memoryColumns(name, benchmark));
    });
    if (measurements.length === 0) throw noMeasurementError(FORMAT, stdout, 'the "Benchmarks" array is empty');
    if (meansOnly > 0) notes?.push({ kind: 'aggregates-only', format: FORMAT, source: 'benchmarkdotnet-mean', benchmarks: meansOnly });
    return measurements;
  },
  detect(stdout: string): boolean {
    return /"Benchmarks"\s*:/.test(stdout) && /"HostEnvironmentInfo"\s*:|"Statistics"\s*:/.test(stdout);
  },
};

/**
 * `FullName`; else `Namespace.Type.Method` from those present (a class in the global namespace
 * has `"Namespace": null`, and a file trimmed by hand may lack `Type`); undefined without `Method`.
 */
function benchmarkName(benchmark: Record<string, unknown>): string | undefined {
  if (typeof benchmark.FullName === 'string' && benchmark.FullName !== '') return benchmark.FullName;
  if (typeof benchmark.Method !== 'string' || benchmark.Method === '') return undefined;
  const parts = [benchmark.Namespace, benchmark.Type, benchmark.Method].filter((part): part is string => typeof part === 'string' && part !== '');
  return parts.join('.');
}

function iterationValues(benchmark: Record<string, unknown>): number[] | undefined {
  if (!Array.isArray(benchmark.Measurements)) return undefined;
  const values: number[] = [];
  for (const m of benchmark.Measurements) {
    if (!isRecord(m) || m.IterationMode !== 'Workload' || m.IterationStage !== 'Result') continue;
    if (isFiniteNumber(m.Nanoseconds) && isFiniteNumber(m.Operations) && m.Operations > 0) values.push(m.Nanoseconds / m.Operations);
  }
  return values.length > 0 ? values : undefined;
}

function originalValues(statistics: unknown): number[] | undefined {
  if (!isRecord(statistics) || !Array.isArray(statistics.OriginalValues)) return undefined;
  const values = statistics.OriginalValues.filter(isFiniteNumber);
  return values.length > 0 && values.length === statistics.OriginalValues.length ? values : undefined;
}

/** MemoryDiagnoser's `Gen0`…`Gen2` columns, by the exporter's metric ids and the generation they count. */
const GENERATIONS = [
  ['gen0', 'Gen0Collects', 'Gen0Collections'],
  ['gen1', 'Gen1Collects', 'Gen1Collections'],
  ['gen2', 'Gen2Collects', 'Gen2Collections'],
] as const;

/** The unit of a `Gen0` … column, as BenchmarkDotNet's legend defines it: "GC Generation 0 collects per 1000 operations". */
const COLLECTIONS_UNIT = 'collections/1000 op';

/**
 * The MemoryDiagnoser columns of one benchmark (absent without the diagnoser). The JSON exporter
 * writes them two ways, and both are read:
 * - `Metrics[]` (`{ Value, Descriptor: { Id } }`): `Allocated Memory` in B per operation and
 *   `Gen0Collects` … already per 1000 operations. Since `GcStats` computes the allocated bytes
 *   in a method, this is the only place a current BenchmarkDotNet writes them.
 * - `Memory` (the GcStats object): `BytesAllocatedPerOperation` in older versions, and the raw
 *   `Gen0Collections` … over `TotalOperations`, turned into the column (count / operations × 1000).
 * The `Metrics` value wins where both have one. Values that are not finite numbers are skipped.
 */
function memoryColumns(name: string, benchmark: Record<string, unknown>): ParsedMeasurement[] {
  const metrics = new Map<string, number>();
  if (Array.isArray(benchmark.Metrics))
    for (const metric of benchmark.Metrics) {
      if (!isRecord(metric) || !isRecord(metric.Descriptor) || typeof metric.Descriptor.Id !== 'string' || !isFiniteNumber(metric.Value)) continue;
      if (!metrics.has(metric.Descriptor.Id)) metrics.set(metric.Descriptor.Id, metric.Value);
    }
  const memory = isRecord(benchmark.Memory) ? benchmark.Memory : {};
  const columns: ParsedMeasurement[] = [];
  const allocated = metrics.get('Allocated Memory') ?? memory.BytesAllocatedPerOperation;
  if (isFiniteNumber(allocated)) columns.push({ name: metricName(name, 'allocated'), value: allocated, unit: 'B', better: 'lower' });
  const operations = memory.TotalOperations;
  for (const [metric, id, count] of GENERATIONS) {
    const fromCount = isFiniteNumber(operations) && operations > 0 && isFiniteNumber(memory[count]) ? (memory[count] / operations) * 1000 : undefined;
    const value = metrics.get(id) ?? fromCount;
    if (value !== undefined) columns.push({ name: metricName(name, metric), value, unit: COLLECTIONS_UNIT, better: 'lower' });
  }
  return columns;
}
