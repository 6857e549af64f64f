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
 * benchmark's `stats.mean` is its one value per process, and a note says so.
 */
export const pytestBenchmarkParser: OutputParser = {
  format: FORMAT,
  parse(stdout: string, notes?: string[]): ParsedMeasurement[] {
    const document = parseJsonDocument(FORMAT, stdout);
    const benchmarks = isRecord(document) ? document.benchmarks : undefined;
    if (!Array.isArray(benchmarks)) throw new OutputParseError(FORMAT, 'expected a JSON object with a "benchmarks" array (pytest --benchmark-json=FILE)');
    const measurements: ParsedMeasurement[] = [];
    let meansOnly = 0;
    benchmarks.forEach((benchmark: unknown, index) => {
      const where = `benchmarks[${index}]`;
      if (!isRecord(benchmark)) throw new OutputParseError(FORMAT, `${where} is not an object`);
      const name = [benchmark.fullname, benchmark.name].find((n): n is string => typeof n === 'string' && n !== '');
      if (name === undefined) throw new OutputParseError(FORMAT, `${where} has no "fullname" or "name"`);
      const { stats } = benchmark;
      if (!isRecord(stats)) throw new OutputParseError(FORMAT, `${where} (${name}): no "stats" object`);
      if (Array.isArray(stats.data) && stats.data.length > 0) {
        stats.data.forEach((value: unknown, round) => {
          if (!isFiniteNumber(value) || value < 0) throw new OutputParseError(FORMAT, `${where}.stats.data[${round}] (${name}): not a time in seconds`);
          measurements.push({ name, value, unit: 's', better: 'lower' });
        });
      } else {
        if (!isFiniteNumber(stats.mean)) throw new OutputParseError(FORMAT, `${where} (${name}): "stats.mean" must be a finite number`);
        measurements.push({ name, value: stats.mean, unit: 's', better: 'lower' });
        meansOnly += 1;
      }
    });
    if (measurements.length === 0) throw noMeasurementError(FORMAT, stdout, 'the "benchmarks" array is empty');
    if (meansOnly > 0) {
      notes?.push(
        `${FORMAT} output: no per-round times, so each benchmark's mean is its one value per process; read the --benchmark-json file, or save ` +
          `with --benchmark-save-data`,
      );
    }
    return measurements;
  },
  detect(stdout: string): boolean {
    return /"machine_info"\s*:/.test(stdout) && /"fullname"\s*:/.test(stdout) && /"stats"\s*:/.test(stdout);
  },
};
