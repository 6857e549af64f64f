import { lineExcerpt, noMeasurementError } from './excerpt.js';
import { OutputParseError, type OutputParser, type ParsedMeasurement } from './parser.js';

const FORMAT = 'plain';
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * Whitespace-separated `name value [unit]` lines. Blank lines and `#` comment lines are
 * skipped, and so are lines of one token or of more than three (log output). A line of
 * two or three tokens is taken as a measurement, so its second token must be a number:
 * a two- or three-word log line is an error rather than silently lost data.
 */
export const plainLinesParser: OutputParser = {
  format: FORMAT,
  parse(stdout: string): ParsedMeasurement[] {
    const measurements: ParsedMeasurement[] = [];
    stdout.split(/\r?\n/).forEach((raw, index) => {
      const line = raw.trim();
      if (line === '' || line.startsWith('#')) return;
      const tokens = line.split(/\s+/);
      if (tokens.length < 2 || tokens.length > 3) return;
      const [name, valueText, unit = ''] = tokens;
      const value = DECIMAL.test(valueText) ? Number(valueText) : Number.NaN;
      if (!Number.isFinite(value)) {
        throw new OutputParseError(
          FORMAT,
          `line ${index + 1}: second field "${valueText}" is not a finite number: ${lineExcerpt(line)}`,
        );
      }
      measurements.push({ name, value, unit });
    });
    if (measurements.length === 0) throw noMeasurementError(FORMAT, stdout);
    return measurements;
  },
};
