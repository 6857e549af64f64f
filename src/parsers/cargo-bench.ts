import type { ParserNote } from '../results/output-notes.js';
import { lineExcerpt, noMeasurementError } from './excerpt.js';
import { betterForUnit, metricName, parseGroupedNumber } from './metrics.js';
import { unpaddedName } from './padded-name.js';
import { NothingMeasuredError, OutputParseError, type OutputParser, type ParsedMeasurement } from './parser.js';

const FORMAT = 'cargo';
/**
 * `test NAME ... bench:   1,234.56 ns/iter (+/- 7.89)[ = 123 MB/s]`; criterion's `--output-format
 * bencher` prints the same, and custom harnesses print other units in its place (`μs/iter`,
 * `cycles/iter`, `MS/s`).
 */
const BENCH_LINE = /^test (.+?) \.\.\. bench:\s+(\S+) (\S+) \(\+\/- (\S+)\)(?: = (\S+) MB\/s)?\s*$/;
/** Times per iteration, in ns (both micro signs: U+00B5 and U+03BC). */
const NS_PER: Record<string, number> = { 'ns/iter': 1, 'µs/iter': 1e3, 'μs/iter': 1e3, 'us/iter': 1e3, 'ms/iter': 1e6, 's/iter': 1e9 };
const BENCH_PREFIX = /^test .+ \.\.\. bench:/;
/** libtest's summary of one test binary: `test result: ok. 0 passed; 0 failed; 0 ignored; 2 measured; 0 filtered out; …`. */
const SUMMARY_LINE = /^test result: \S+\. \d+ passed; \d+ failed; \d+ ignored; (\d+) measured;/;

/**
 * cargo's libtest bench output (`cargo bench` with `#[bench]`, or criterion with
 * `--output-format bencher`): one line per benchmark with the median time per iteration in
 * ns, named by the test path. Numbers may have thousands separators (`3,161`); times in other
 * units (`μs/iter`, `ms/iter`, `s/iter`, from custom harnesses) are converted to ns, and any
 * other unit is kept (`cycles/iter` as `cycles`, a rate such as `MS/s` better higher); `= N MB/s` (when `b.bytes` is set) becomes `NAME/MB/s`,
 * higher is better. libtest prints only that median of its samples, so each process gives
 * one value per benchmark. Other lines (`running 2 tests`, `test result: …`) are skipped;
 * a `… bench:` line that does not read is an error. Output whose summaries say `0 measured`
 * (a filter that matched nothing, benchmarks that are not `#[bench]`) is libtest output that
 * measured nothing: an error that says so, never a result.
 */
export const cargoBenchParser: OutputParser = {
  format: FORMAT,
  parse(stdout: string, notes?: ParserNote[]): ParsedMeasurement[] {
    const measurements: ParsedMeasurement[] = [];
    stdout.split(/\r?\n/).forEach((raw, index) => {
      const line = raw.trim();
      if (!BENCH_PREFIX.test(line)) return;
      const match = BENCH_LINE.exec(line);
      const fail = (why: string) => new OutputParseError(FORMAT, `line ${index + 1}: ${why}: ${lineExcerpt(line)}`);
      if (match === null) throw fail('not "test NAME ... bench: N ns/iter (+/- D)"');
      const [, printed, valueText, printedUnit, , rateText] = match;
      // libtest pads names with spaces to the longest one.
      const name = unpaddedName(printed);
      const value = parseGroupedNumber(valueText);
      const scale = NS_PER[printedUnit];
      if (!Number.isFinite(value) || value < 0) throw fail(`"${valueText}" is not a ${scale === undefined ? 'number' : 'time'}`);
      if (scale !== undefined) measurements.push({ name, value: value * scale, unit: 'ns', better: 'lower' });
      else {
        // `cycles/iter` → cycles (lower is better); a rate such as `MS/s` is better higher.
        const unit = printedUnit.endsWith('/iter') ? printedUnit.slice(0, -'/iter'.length) : printedUnit;
        if (unit === '') throw fail(`"${printedUnit}" is not a unit`);
        measurements.push({ name, value, unit, better: betterForUnit(unit) });
      }
      if (rateText !== undefined) {
        const rate = parseGroupedNumber(rateText);
        if (!Number.isFinite(rate)) throw fail(`"${rateText}" is not a rate`);
        measurements.push({ name: metricName(name, 'MB/s'), value: rate, unit: 'MB/s', better: 'higher' });
      }
    });
    if (measurements.length === 0) {
      const summaries = stdout.split(/\r?\n/).filter((line) => SUMMARY_LINE.test(line.trim()));
      if (summaries.length > 0) {
        const counted = summaries.find((line) => SUMMARY_LINE.exec(line.trim())?.[1] !== '0');
        if (counted === undefined)
          throw new NothingMeasuredError(FORMAT, `no benchmark was measured: libtest's summary says so (${lineExcerpt(summaries[0])})`);
        throw new OutputParseError(FORMAT, `no "test NAME ... bench:" line, though libtest's summary counts measured benchmarks (${lineExcerpt(counted)})`);
      }
      throw noMeasurementError(FORMAT, stdout, 'no "test NAME ... bench:" line');
    }
    notes?.push({ kind: 'aggregates-only', format: FORMAT, source: 'libtest-median', benchmarks: measurements.length });
    return measurements;
  },
  detect(stdout: string): boolean {
    return stdout.split(/\r?\n/).some((line) => BENCH_PREFIX.test(line.trim())) || summaryLine(stdout) !== undefined;
  },
};

/** The first libtest summary line (`test result: … N measured; …`), when the output has one. */
function summaryLine(stdout: string): string | undefined {
  return stdout.split(/\r?\n/).find((line) => SUMMARY_LINE.test(line.trim()));
}
