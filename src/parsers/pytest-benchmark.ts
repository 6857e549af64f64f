import type { ParserNote } from '../results/output-notes.js';
import { isRecord } from '../util/is-record.js';
import { isFiniteNumber, noMeasurementError } from './excerpt.js';
import { parseJsonDocument } from './json-document.js';
import { OutputParseError, type OutputParser, type ParsedMeasurement } from './parser.js';

const FORMAT = 'pytest-benchmark';

/**
 * The file written by pytest-benchmark's `--benchmark-json=FILE` (read through `result-file`:
 * pytest prints its own report on stdout). Each benchmark is named by its `fullname`
 * (`test_file.py::test_name[param]`); every round's time per iteration (`stats.data`,
 * seconds, always in the `--benchmark-json` file) is one measurement. A file saved by
 * `--benchmark-save` has the rounds only with `--benchmark-save-data`; without them each
 * benchmark's `stats.mean` is its one value per process, and a note says so. A `stats.data`
 * holding a non-number (real files hold only times; peers' test data are cut by hand) is
 * not used: that benchmark's `stats.mean` stands in, with a note naming the first bad entry.
 */
export const pytestBenchmarkParser: OutputParser = {
  format: FORMAT,
  parse(stdout: string, notes?: ParserNote[]): ParsedMeasurement[] {
    const document = parseJsonDocument(FORMAT, stdout);
    const benchmarks = isRecord(document) ? document.benchmarks : undefined;
    if (!Array.isArray(benchmarks)) throw new OutputParseError(FORMAT, 'expected a JSON object with a "benchmarks" array (pytest --benchmark-json=FILE)');
    const measurements: ParsedMeasurement[] = [];
    let meansOnly = 0;
    const unusable: string[] = [];
    benchmarks.forEach((benchmark: unknown, index) => {
      const where = `benchmarks[${index}]`;
      if (!isRecord(benchmark)) throw new OutputParseError(FORMAT, `${where} is not an object`);
      const name = [benchmark.fullname, benchmark.name].find((n): n is string => typeof n === 'string' && n !== '');
      if (name === undefined) throw new OutputParseError(FORMAT, `${where} has no "fullname" or "name"`);
      const { stats } = benchmark;
      if (!isRecord(stats)) throw new OutputParseError(FORMAT, `${where} (${name}): no "stats" object`);
      const data: unknown[] = Array.isArray(stats.data) ? stats.data : [];
      const bad = data.findIndex((value) => !isFiniteNumber(value) || value < 0);
      if (data.length > 0 && bad < 0) {
        for (const value of data as number[]) measurements.push({ name, value, unit: 's', better: 'lower' });
      } else {
        // Real pytest-benchmark writes only times in stats.data; a file cut by hand may not: its mean stands in, with a note.
        if (bad >= 0) {
          unusable.push(`${where}.stats.data[${bad}] (${name})`);
          if (!isFiniteNumber(stats.mean))
            throw new OutputParseError(FORMAT, `${where}.stats.data[${bad}] (${name}): not a time in seconds, and no numeric "stats.mean"`);
        }
        if (!isFiniteNumber(stats.mean)) throw new OutputParseError(FORMAT, `${where} (${name}): "stats.mean" must be a finite number`);
        measurements.push({ name, value: stats.mean, unit: 's', better: 'lower' });
        if (bad < 0) meansOnly += 1;
      }
    });
    if (measurements.length === 0) throw noMeasurementError(FORMAT, stdout, 'the "benchmarks" array is empty');
    if (unusable.length > 0) notes?.push({ kind: 'not-seconds', format: FORMAT, example: unusable[0], more: unusable.length - 1 });
    if (meansOnly > 0) notes?.push({ kind: 'aggregates-only', format: FORMAT, source: 'pytest-mean', benchmarks: meansOnly });
    return measurements;
  },
  detect(stdout: string): boolean {
    return /"machine_info"\s*:/.test(stdout) && /"fullname"\s*:/.test(stdout) && /"stats"\s*:/.test(stdout);
  },
};
