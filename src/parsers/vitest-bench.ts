import type { ParserNote } from '../results/output-notes.js';
import { isRecord } from '../util/is-record.js';
import { isFiniteNumber, noMeasurementError } from './excerpt.js';
import { parseJsonDocument } from './json-document.js';
import { OutputParseError, type OutputParser, type ParsedMeasurement } from './parser.js';

const FORMAT = 'vitest';

/**
 * The file of `vitest bench --run --outputJson FILE` (read through `result-file`). Each
 * benchmark is named `GROUP > NAME` (the group's `fullName`: file and describe blocks). Its
 * `samples` (ms per iteration) are the measurements when present; vitest 3 and later write
 * them empty, so each benchmark's `mean` is its one value per process, with a note.
 */
export const vitestBenchParser: OutputParser = {
  format: FORMAT,
  parse(stdout: string, notes?: ParserNote[]): ParsedMeasurement[] {
    const document = parseJsonDocument(FORMAT, stdout);
    const files = isRecord(document) ? document.files : undefined;
    if (!Array.isArray(files)) throw new OutputParseError(FORMAT, 'expected a JSON object with a "files" array (vitest bench --outputJson)');
    const measurements: ParsedMeasurement[] = [];
    let meansOnly = 0;
    files.forEach((file: unknown, f) => {
      const groups = isRecord(file) ? file.groups : undefined;
      if (!Array.isArray(groups)) throw new OutputParseError(FORMAT, `files[${f}]: no "groups" array`);
      groups.forEach((group: unknown, g) => {
        const where = `files[${f}].groups[${g}]`;
        if (!isRecord(group) || !Array.isArray(group.benchmarks)) throw new OutputParseError(FORMAT, `${where}: no "benchmarks" array`);
        const prefix = typeof group.fullName === 'string' && group.fullName !== '' ? `${group.fullName} > ` : '';
        group.benchmarks.forEach((benchmark: unknown, b) => {
          if (!isRecord(benchmark) || typeof benchmark.name !== 'string') throw new OutputParseError(FORMAT, `${where}.benchmarks[${b}]: no "name"`);
          const name = `${prefix}${benchmark.name}`;
          const { samples, mean } = benchmark;
          if (Array.isArray(samples) && samples.length > 0) {
            samples.forEach((value: unknown, i) => {
              if (!isFiniteNumber(value)) throw new OutputParseError(FORMAT, `${name}: sample ${i} is not a number`);
              measurements.push({ name, value, unit: 'ms', better: 'lower' });
            });
          } else if (isFiniteNumber(mean)) {
            measurements.push({ name, value: mean, unit: 'ms', better: 'lower' });
            meansOnly += 1;
          } else {
            throw new OutputParseError(FORMAT, `${name}: neither samples nor a mean`);
          }
        });
      });
    });
    if (measurements.length === 0) throw noMeasurementError(FORMAT, stdout, 'no benchmark in any file');
    if (meansOnly > 0) notes?.push({ kind: 'aggregates-only', format: FORMAT, source: 'vitest-mean', benchmarks: meansOnly });
    return measurements;
  },
  detect(stdout: string): boolean {
    return /"files"\s*:/.test(stdout) && /"groups"\s*:/.test(stdout) && /"benchmarks"\s*:/.test(stdout);
  },
};
