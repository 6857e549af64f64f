import type { ParserNote } from '../results/output-notes.js';
import { lineExcerpt, noMeasurementError } from './excerpt.js';
import { parseGroupedNumber } from './metrics.js';
import { unpaddedName } from './padded-name.js';
import { OutputParseError, type OutputParser, type ParsedMeasurement } from './parser.js';

const FORMAT = 'benchmarkjs';
/** `String(bench)`: `NAME x 1,234.5 ops/sec ±0.50% (90 runs sampled)`. */
const LINE = /^(.+?) x (\S+) ops\/sec ±\S+% \(\d+ runs? sampled\)\s*$/;

/**
 * benchmark.js's summary lines, as its `cycle` handler `console.log(String(event.target))`
 * prints them: operations per second (higher is better), one value per benchmark and process.
 * Other lines are skipped. Names lose the dots and spaces a suite pads them with for
 * alignment (padded-name.ts).
 */
export const benchmarkJsParser: OutputParser = {
  format: FORMAT,
  parse(stdout: string, notes?: ParserNote[]): ParsedMeasurement[] {
    const measurements: ParsedMeasurement[] = [];
    stdout.split(/\r?\n/).forEach((raw, index) => {
      const match = LINE.exec(raw.trim());
      if (match === null) return;
      const [, name, rateText] = match;
      const value = parseGroupedNumber(rateText);
      if (!Number.isFinite(value)) throw new OutputParseError(FORMAT, `line ${index + 1}: "${rateText}" is not a rate: ${lineExcerpt(raw)}`);
      measurements.push({ name: unpaddedName(name), value, unit: 'ops/s', better: 'higher' });
    });
    if (measurements.length === 0) throw noMeasurementError(FORMAT, stdout, 'no "NAME x N ops/sec ±P% (R runs sampled)" line');
    notes?.push({ kind: 'aggregates-only', format: FORMAT, source: 'benchmarkjs-ops', benchmarks: measurements.length });
    return measurements;
  },
  detect(stdout: string): boolean {
    return stdout.split(/\r?\n/).some((line) => LINE.test(line.trim()));
  },
};
