import { lineExcerpt } from './excerpt.js';
import { OutputParseError, type ParsedMeasurement } from './parser.js';

const FORMAT = 'catch2';
/** The table header: `benchmark name  samples  iterations  estimated` (v2) or `… est run time` (v3). */
const HEADER = /^benchmark name\s+samples\s+iterations\s+(estimated|est run time)\s*$/;
/** `NAME   samples   iterations   estimated-time unit`: the first row of a benchmark (NAME may be the end of a wrapped name, or empty). */
const FIRST_ROW = /^(.*?)\s+(\d+)\s+(\d+)\s+(\S+) (ns|us|µs|ms|s)\s*$/;
/**
 * `   mean unit   low-mean unit   high-mean unit`: the second row (the third, of standard
 * deviations, has the same shape). Catch2 v2 before 2.13 wrote the end of a wrapped name at
 * the start of these rows (`a long name   344 ns   341 ns   349 ns`).
 */
const MEAN_ROW = /^(\S.*?)?\s+(\S+) (ns|us|µs|ms|s)\s+\S+ (?:ns|us|µs|ms|s)\s+\S+ (?:ns|us|µs|ms|s)\s*$/;
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
 * wrapped over several lines by Catch2 (before its first row, or, before v2.13, also at the start
 * of its mean and standard-deviation rows); its parts are joined as Catch2 cut them
 * (joinWrappedName).
 */
export function parseCatch2Console(stdout: string): ParsedMeasurement[] {
  const measurements: ParsedMeasurement[] = [];
  const lines = stdout.split(/\r?\n/);
  let inTable = false;
  let nameParts: string[] = [];
  let width: number | undefined;
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index].trimEnd();
    if (HEADER.test(line.trim())) {
      inTable = true;
      nameParts = [];
      width = nameWidth(line);
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
    const parts = [...nameParts, first[1].trim()];
    nameParts = [];
    const meanLine = lines[index + 1]?.trimEnd() ?? '';
    const mean = MEAN_ROW.exec(meanLine);
    if (mean === null) {
      const name = joinWrappedName(parts, width);
      throw new OutputParseError(FORMAT, `line ${index + 2}: benchmark "${name}": expected its "mean  low mean  high mean" row: ${lineExcerpt(meanLine)}`);
    }
    parts.push(mean[1] ?? '');
    // The standard deviations' row: read only for the end of a name wrapped into it.
    const deviation = MEAN_ROW.exec(lines[index + 2]?.trimEnd() ?? '');
    if (deviation !== null) parts.push(deviation[1] ?? '');
    const name = joinWrappedName(parts, width);
    if (name === '') throw fail('a benchmark row without a name');
    const value = Number(mean[2]) * NS_PER[mean[3]];
    if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(mean[2]) || !Number.isFinite(value) || value < 0) {
      throw new OutputParseError(FORMAT, `line ${index + 2}: benchmark "${name}": "${mean[2]} ${mean[3]}" is not a time`);
    }
    measurements.push({ name, value, unit: 'ns', better: 'lower' });
    index += deviation === null ? 1 : 2;
  }
  return measurements;
}

/** The width Catch2 wraps names to: its name column (up to `samples` in the header) less 2; undefined when the header does not say. */
function nameWidth(header: string): number | undefined {
  const column = header.indexOf('samples');
  return column > 2 ? column - 2 : undefined;
}

/** Characters Catch2 may break a line after, and those before which it may break (its TextFlow column). */
const BREAK_AFTER = '])}>.,:;*+-=&/\\';
const BREAK_BEFORE = '[({<|';
/** After these, a name usually goes on without a space (`io/read`, `std::vector`, `a-b`, `x=1`). */
const JOIN_AFTER = './\\:-=+*&';

/**
 * A name from the parts Catch2 wrapped it into. Catch2 cuts at a space (which it drops), after
 * one of `])}>.,:;*+-=&/\` or before one of `[({<|` (nothing dropped), and inside a word that
 * fills the whole width with no such place, where it adds a `-`. So: a part of the full width
 * that ends in `-` and has no place to cut loses the `-` and joins the next part directly;
 * a part ending in one of `./\:` (or `-=+*&` right after a character that is not a space) joins
 * it directly; other parts are joined with a space. The printed parts cannot always tell a
 * space from none (`f(x) with` and `f(x)with` wrap alike); these rules read names as they are
 * usually written.
 *
 * Example: width 35, ["fibonacci_recursive_of_twelve_with-", "out_memoisation"] →
 * "fibonacci_recursive_of_twelve_without_memoisation".
 */
export function joinWrappedName(parts: readonly string[], width?: number): string {
  let name = '';
  let previous = '';
  for (const part of parts.map((p) => p.trim()).filter((p) => p !== '')) {
    if (previous === '') name = part;
    else if (width !== undefined && previous.length === width && previous.endsWith('-') && !hasCutPlace(previous.slice(0, -1))) {
      name = `${name.slice(0, -1)}${part}`;
    } else if (JOIN_AFTER.includes(previous.slice(-1)) && !(/[-=+*&]$/.test(previous) && /\s.$/.test(previous))) name = `${name}${part}`;
    else name = `${name} ${part}`;
    previous = part;
  }
  return name;
}

/** Whether Catch2 could have cut a line inside `text` (a space, or a character it breaks at). */
function hasCutPlace(text: string): boolean {
  return [...text].some((c, i) => /\s/.test(c) || BREAK_AFTER.includes(c) || (i > 0 && BREAK_BEFORE.includes(c)));
}
