import type { ParserNote } from '../results/output-notes.js';
import { lineExcerpt, noMeasurementError } from './excerpt.js';
import { OutputParseError, type OutputParser, type ParsedMeasurement } from './parser.js';

const FORMAT = 'plain';
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * The `plain` grammar, line by line (tokens are separated by spaces or tabs):
 *
 *     line        = blank | comment | measurement | other
 *     comment     = "#" anything
 *     measurement = name value [unit]      exactly two or three tokens
 *     value       = decimal number: [+-] digits [. digits] [e|E [+-] digits]
 *
 * A line of two or three tokens is a measurement, so its value must be a number (else an
 * error naming the line). Any other line (one token, four or more) is `other`: skipped,
 * counted and reported in a note with the first such line. Output whose `other` lines
 * outnumber its measurements is not plain output at all (cargo's `running 2 tests` is a
 * well-formed line among many that are not) and is an error, not a result.
 */
export const plainLinesParser: OutputParser = {
  format: FORMAT,
  parse(stdout: string, notes?: ParserNote[]): ParsedMeasurement[] {
    const { measurements, skipped, firstSkipped } = readLines(stdout, true);
    if (measurements.length === 0) throw noMeasurementError(FORMAT, stdout);
    const sample = firstSkipped === undefined ? '' : `line ${firstSkipped.line}: ${lineExcerpt(firstSkipped.text)}`;
    if (skipped > measurements.length) {
      throw new OutputParseError(
        FORMAT,
        `${skipped} of ${skipped + measurements.length} lines are not "name value [unit]" measurements (e.g. ${sample}); ` +
          'this is not plain output: choose the format of the tool that printed it, or print log lines to stderr',
      );
    }
    if (skipped > 0 && firstSkipped !== undefined)
      notes?.push({ kind: 'lines-skipped', format: FORMAT, lines: skipped, line: firstSkipped.line, excerpt: lineExcerpt(firstSkipped.text) });
    return measurements;
  },
  detect(stdout: string): boolean {
    const { measurements, skipped, invalid } = readLines(stdout, false);
    return !invalid && measurements.length > 0 && skipped <= measurements.length;
  },
};

interface LineCount {
  measurements: ParsedMeasurement[];
  skipped: number;
  firstSkipped?: { line: number; text: string };
  /** A two- or three-token line without a number (only when not throwing). */
  invalid: boolean;
}

function readLines(stdout: string, throwOnInvalid: boolean): LineCount {
  const result: LineCount = { measurements: [], skipped: 0, invalid: false };
  stdout.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const tokens = line.split(/\s+/);
    if (tokens.length < 2 || tokens.length > 3) {
      result.skipped += 1;
      result.firstSkipped ??= { line: index + 1, text: line };
      return;
    }
    const [name, valueText, unit = ''] = tokens;
    const value = DECIMAL.test(valueText) ? Number(valueText) : Number.NaN;
    if (!Number.isFinite(value)) {
      if (!throwOnInvalid) {
        result.invalid = true;
        return;
      }
      throw new OutputParseError(FORMAT, `line ${index + 1}: second field "${valueText}" is not a finite number: ${lineExcerpt(line)}`);
    }
    result.measurements.push({ name, value, unit });
  });
  return result;
}
