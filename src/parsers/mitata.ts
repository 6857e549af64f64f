import type { ParserNote } from '../results/output-notes.js';
import { isRecord } from '../util/is-record.js';
import { isFiniteNumber, noMeasurementError } from './excerpt.js';
import { parseJsonDocument } from './json-document.js';
import { OutputParseError, type OutputParser, type ParsedMeasurement } from './parser.js';

const FORMAT = 'mitata';

/**
 * mitata's JSON (`await run({ format: 'json' })`, or `{ format: { json: { debug: false } } }`
 * to leave out its generated code). Each run (a benchmark, or one argument combination of it)
 * is named by its `name`; its `stats.samples` (ns per iteration; mitata sorts them and drops
 * the two fastest and slowest) are the measurements, else `stats.avg` with a note. A run that
 * threw is an error naming it.
 */
export const mitataParser: OutputParser = {
  format: FORMAT,
  parse(stdout: string, notes?: ParserNote[]): ParsedMeasurement[] {
    const document = parseJsonDocument(FORMAT, stdout);
    const benchmarks = isRecord(document) ? document.benchmarks : undefined;
    if (!Array.isArray(benchmarks)) throw new OutputParseError(FORMAT, 'expected a JSON object with a "benchmarks" array (mitata run({ format: "json" }))');
    const measurements: ParsedMeasurement[] = [];
    let averagesOnly = 0;
    benchmarks.forEach((benchmark: unknown, b) => {
      const runs = isRecord(benchmark) ? benchmark.runs : undefined;
      if (!Array.isArray(runs)) throw new OutputParseError(FORMAT, `benchmarks[${b}]: no "runs" array`);
      runs.forEach((run: unknown, r) => {
        const where = `benchmarks[${b}].runs[${r}]`;
        if (!isRecord(run) || typeof run.name !== 'string' || run.name === '') throw new OutputParseError(FORMAT, `${where}: no "name"`);
        const { name, stats, error } = run;
        if (error !== undefined && error !== null)
          throw new OutputParseError(
            FORMAT,
            `${where} (${name}): the benchmark threw${isRecord(error) && typeof error.message === 'string' ? `: ${error.message}` : ''}`,
          );
        if (!isRecord(stats)) throw new OutputParseError(FORMAT, `${where} (${name}): no "stats"`);
        if (Array.isArray(stats.samples) && stats.samples.length > 0) {
          stats.samples.forEach((value: unknown, i) => {
            if (!isFiniteNumber(value)) throw new OutputParseError(FORMAT, `${where} (${name}): sample ${i} is not a number`);
            measurements.push({ name, value, unit: 'ns', better: 'lower', unordered: true });
          });
        } else if (isFiniteNumber(stats.avg)) {
          measurements.push({ name, value: stats.avg, unit: 'ns', better: 'lower' });
          averagesOnly += 1;
        } else {
          throw new OutputParseError(FORMAT, `${where} (${name}): neither samples nor "avg"`);
        }
      });
    });
    if (measurements.length === 0) throw noMeasurementError(FORMAT, stdout, 'the "benchmarks" array is empty');
    if (averagesOnly > 0) notes?.push({ kind: 'aggregates-only', format: FORMAT, source: 'mitata-average', benchmarks: averagesOnly });
    return measurements;
  },
  detect(stdout: string): boolean {
    return /"benchmarks"\s*:/.test(stdout) && /"runs"\s*:/.test(stdout) && /"alias"\s*:/.test(stdout);
  },
};
