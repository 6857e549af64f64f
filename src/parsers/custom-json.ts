import type { ParserNote } from '../results/output-notes.js';
import type { Better } from '../results/results-format.js';
import { isRecord } from '../util/is-record.js';
import { isFiniteNumber, noMeasurementError } from './excerpt.js';
import { betterForUnit } from './metrics.js';
import { parseJsonDocument } from './json-document.js';
import { OutputParseError, type OutputParser, type ParsedMeasurement } from './parser.js';

/**
 * github-action-benchmark's custom JSON: an array of `{"name", "unit", "value"[, "range",
 * "extra"]}`, one measurement per entry (an entry may repeat a name, giving that benchmark
 * several values). The format name says the direction, as the `tool` input does there:
 * `customSmallerIsBetter` or `customBiggerIsBetter`.
 */
function customJson(format: string, better: Better | 'by unit'): OutputParser {
  return {
    format,
    parse(stdout: string, notes?: ParserNote[]): ParsedMeasurement[] {
      const document = parseJsonDocument(format, stdout);
      if (!Array.isArray(document)) throw new OutputParseError(format, 'expected a JSON array of {"name", "unit", "value"}');
      const measurements = document.map((entry: unknown, index): ParsedMeasurement => {
        const where = `[${index}]`;
        if (!isRecord(entry)) throw new OutputParseError(format, `${where} is not an object`);
        const { name, unit, value } = entry;
        if (typeof name !== 'string' || name === '') throw new OutputParseError(format, `${where}: "name" must be a non-empty string`);
        if (!isFiniteNumber(value)) throw new OutputParseError(format, `${where} (${name}): "value" must be a finite number`);
        if (typeof unit !== 'string') throw new OutputParseError(format, `${where} (${name}): "unit" must be a string`);
        return { name, value, unit, better: better === 'by unit' ? betterForUnit(unit) : better };
      });
      if (measurements.length === 0) throw noMeasurementError(format, stdout, 'the array is empty');
      if (better === 'by unit') {
        notes?.push({ kind: 'direction-by-unit', format });
      }
      return measurements;
    },
    detect(stdout: string): boolean {
      return /^\s*\[/.test(stdout.trim()) && /"name"\s*:/.test(stdout) && /"unit"\s*:/.test(stdout) && /"value"\s*:/.test(stdout);
    },
  };
}

export const customSmallerIsBetterParser = customJson('customSmallerIsBetter', 'lower');
export const customBiggerIsBetterParser = customJson('customBiggerIsBetter', 'higher');
/**
 * The same JSON under `format: auto`, where nothing says the direction: each entry is smaller-is-better
 * unless its unit is a throughput (`ops/sec`, `MB/s`, `…/s`, `…_per_second`, `Hz`), which is
 * bigger-is-better, and a note says so and names the two format lines that state it.
 */
export const customAutoParser = customJson('auto', 'by unit');
