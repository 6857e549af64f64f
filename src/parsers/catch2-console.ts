import { lineExcerpt } from './excerpt.js';
import { OutputParseError, type ParsedMeasurement } from './parser.js';

const FORMAT = 'catch2';
/** The table header: `benchmark name  samples  iterations  estimated` (v2) or `… est run time` (v3). */
const HEADER = /^benchmark name\s+samples\s+iterations\s+(estimated|est run time)\s*$/;
/** `NAME   samples   iterations   estimated-time unit`: the first row of a benchmark (NAME may be the end of a wrapped name, or empty). */
const FIRST_ROW = /^(.*?)\s+(\d+)\s+(\d+)\s+(\S+) (ns|us|µs|ms|s)\s*$/;
/** `   mean unit   low-mean unit   high-mean unit`: the second row. */
const MEAN_ROW = /^\s+(\S+) (ns|us|µs|ms|s)\s+\S+ (?:ns|us|µs|ms|s)\s+\S+ (?:ns|us|µs|ms|s)\s*$/;
const NS_PER: Record<string, number> = { ns: 1, us: 1e3, µs: 1e3, ms: 1e6, s: 1e9 };

/** Whether `stdout` has Catch2's console benchmark table (its default reporter, v2 and v3). */
export function hasCatch2ConsoleTable(stdout: string): boolean {
  return stdout.split(/\r?\n/).some((line) => HEADER.test(line.trim()));
}

/**
 * Catch2's console reporter (the default, v2 and v3): after each `benchmark name  samples …`
 * header, a benchmark is a row `NAME  samples  iterations  estimated`, a row `mean  low mean
 * high mean` and a row of standard deviations, each time with its unit (`ns`, `us`, `ms`, `s`).
 * The mean is the one value per benchmark and process, in ns. A name longer than its column is
 * wrapped over several lines by Catch2; its parts are joined with one space.
 */
export function parseCatch2Console(stdout: string): ParsedMeasurement[] {
  const measurements: ParsedMeasurement[] = [];
  const lines = stdout.split(/\r?\n/);
  let inTable = false;
  let nameParts: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index].trimEnd();
    if (HEADER.test(line.trim())) {
      inTable = true;
      nameParts = [];
      continue;
    }
    if (!inTable) continue;
    // The table's rules (`----`) and the run's summary (`====`) are no benchmark rows; a blank line ends a benchmark.
    if (/^[-=.~]{10,}$/.test(line) || line.trim() === '') {
      nameParts = [];
      if (line.startsWith('===')) inTable = false;
      continue;
    }
    // The header's second and third lines (`mean  low mean …`, `std dev …`).
    if (/^\s+(mean\s+low mean|std dev\s+low std dev)/.test(line)) continue;
    const fail = (why: string) => new OutputParseError(FORMAT, `line ${index + 1}: ${why}: ${lineExcerpt(line)}`);
    const first = /^\S/.test(line) ? FIRST_ROW.exec(line) : null;
    if (first === null) {
      // A benchmark's name wrapped over lines, or a line of its own output: names start at the margin.
      if (/^\S/.test(line)) nameParts.push(line.trim());
      continue;
    }
    const name = [...nameParts, first[1].trim()].filter((part) => part !== '').join(' ');
    nameParts = [];
    if (name === '') throw fail('a benchmark row without a name');
    const meanLine = lines[index + 1]?.trimEnd() ?? '';
    const mean = MEAN_ROW.exec(meanLine);
    if (mean === null)
      throw new OutputParseError(FORMAT, `line ${index + 2}: benchmark "${name}": expected its "mean  low mean  high mean" row: ${lineExcerpt(meanLine)}`);
    const value = Number(mean[1]) * NS_PER[mean[2]];
    if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(mean[1]) || !Number.isFinite(value) || value < 0) {
      throw new OutputParseError(FORMAT, `line ${index + 2}: benchmark "${name}": "${mean[1]} ${mean[2]}" is not a time`);
    }
    measurements.push({ name, value, unit: 'ns', better: 'lower' });
    index += 1;
  }
  return measurements;
}
