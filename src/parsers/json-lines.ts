import { BETTER_DIRECTIONS, type Better } from '../results/results-format.js';
import { isFiniteNumber, lineExcerpt, noMeasurementError } from './excerpt.js';
import { isRecord } from '../util/is-record.js';
import { OutputParseError, type OutputParser, type ParsedMeasurement } from './parser.js';

const FORMAT = 'jsonl';

/**
 * benchgate's native format: one `{"name","value","unit"[,"warmup"][,"better"]}` object
 * per line. Lines not starting with `{` are log output and skipped; a line that does
 * start with `{` must be a valid measurement.
 */
export const jsonLinesParser: OutputParser = {
  format: FORMAT,
  parse(stdout: string): ParsedMeasurement[] {
    const measurements: ParsedMeasurement[] = [];
    stdout.split(/\r?\n/).forEach((raw, index) => {
      const line = raw.trim();
      if (!line.startsWith('{')) return;
      measurements.push(parseLine(line, index + 1));
    });
    if (measurements.length === 0) throw noMeasurementError(FORMAT, stdout);
    return measurements;
  },
  detect(stdout: string): boolean {
    const lines = stdout
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line.startsWith('{'));
    return (
      lines.length > 0 &&
      lines.every((line, index) => {
        try {
          parseLine(line, index + 1);
          return true;
        } catch {
          return false;
        }
      })
    );
  },
};

function parseLine(line: string, lineNumber: number): ParsedMeasurement {
  const fail = (why: string): OutputParseError => new OutputParseError(FORMAT, `line ${lineNumber}: ${why}: ${lineExcerpt(line)}`);
  let record: unknown;
  try {
    record = JSON.parse(line);
  } catch {
    throw fail('not valid JSON');
  }
  if (!isRecord(record)) throw fail('not a JSON object');
  const { name, value, unit, warmup, better } = record;
  if (typeof name !== 'string' || name === '') throw fail('"name" must be a non-empty string');
  if (!isFiniteNumber(value)) throw fail('"value" must be a finite number');
  if (typeof unit !== 'string') throw fail('"unit" must be a string');
  if (warmup !== undefined && typeof warmup !== 'boolean') throw fail('"warmup" must be true or false');
  if (better !== undefined && !BETTER_DIRECTIONS.includes(better as Better)) {
    throw fail(`"better" must be one of ${BETTER_DIRECTIONS.map((b) => `"${b}"`).join(', ')}`);
  }
  const measurement: ParsedMeasurement = { name, value, unit };
  if (warmup !== undefined) measurement.warmup = warmup;
  if (better !== undefined) measurement.better = better as Better;
  return measurement;
}
