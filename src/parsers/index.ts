import { asvParser } from './asv.js';
import { bencherParser } from './bencher-metric-format.js';
import { benchmarkDotNetParser } from './benchmarkdotnet.js';
import { benchmarkJsParser } from './benchmarkjs.js';
import { cargoBenchParser } from './cargo-bench.js';
import { catch2Parser } from './catch2.js';
import { criterionParser } from './criterion.js';
import { customAutoParser, customBiggerIsBetterParser, customSmallerIsBetterParser } from './custom-json.js';
import { goTestParser } from './go-test.js';
import { gungraunParser } from './gungraun.js';
import { googleBenchmarkCpuParser, googleBenchmarkParser } from './google-benchmark.js';
import { hyperfineParser } from './hyperfine.js';
import { jmhParser } from './jmh.js';
import { jsonLinesParser } from './json-lines.js';
import { juliaBenchmarkToolsParser } from './julia-benchmarktools.js';
import { mitataParser } from './mitata.js';
import type { ParserNote } from '../results/output-notes.js';
import { MAX_BENCHMARK_NAME_LENGTH } from '../results/validate-results.js';
import { NothingMeasuredError, OutputParseError, type OutputParser, type ParsedMeasurement } from './parser.js';
import { plainLinesParser } from './plain-lines.js';
import { renameReserved } from './process-metric-names.js';
import { pytestBenchmarkParser } from './pytest-benchmark.js';
import { tinybenchParser } from './tinybench.js';
import { vitestBenchParser } from './vitest-bench.js';

export { OutputParseError, type OutputParser, type ParsedMeasurement } from './parser.js';

/** Benchmark output formats; `jsonl` is the default. */
export const OUTPUT_FORMATS = [
  'jsonl',
  'plain',
  'go',
  'cargo',
  'criterion',
  'google-benchmark',
  'google-benchmark-cpu',
  'catch2',
  'pytest-benchmark',
  'hyperfine',
  'benchmarkjs',
  'tinybench',
  'vitest',
  'mitata',
  'jmh',
  'benchmarkdotnet',
  'customSmallerIsBetter',
  'customBiggerIsBetter',
  'bencher',
  'asv',
  'julia',
  'gungraun',
  'auto',
  'process',
] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];
/** The formats one parser reads (all but `process`, which parses nothing, and `auto`, which picks one of these). */
export type ParsedOutputFormat = Exclude<OutputFormat, 'process' | 'auto'>;

const PARSERS: Record<ParsedOutputFormat, OutputParser> = {
  jsonl: jsonLinesParser,
  plain: plainLinesParser,
  go: goTestParser,
  cargo: cargoBenchParser,
  criterion: criterionParser,
  'google-benchmark': googleBenchmarkParser,
  'google-benchmark-cpu': googleBenchmarkCpuParser,
  catch2: catch2Parser,
  'pytest-benchmark': pytestBenchmarkParser,
  hyperfine: hyperfineParser,
  benchmarkjs: benchmarkJsParser,
  tinybench: tinybenchParser,
  vitest: vitestBenchParser,
  mitata: mitataParser,
  jmh: jmhParser,
  benchmarkdotnet: benchmarkDotNetParser,
  customSmallerIsBetter: customSmallerIsBetterParser,
  customBiggerIsBetter: customBiggerIsBetterParser,
  bencher: bencherParser,
  asv: asvParser,
  julia: juliaBenchmarkToolsParser,
  gungraun: gungraunParser,
};

/**
 * Formats that `auto` never picks because another reads the same output: the choice between
 * them is the user's (`google-benchmark` reads real time, `google-benchmark-cpu` CPU time).
 */
const AUTO_EXCLUDED: ReadonlySet<ParsedOutputFormat> = new Set(['google-benchmark-cpu']);

export function isOutputFormat(value: string): value is OutputFormat {
  return (OUTPUT_FORMATS as readonly string[]).includes(value);
}

/** The parser for `format`; undefined for `process`, whose wall/CPU time the runner measures itself, and for `auto`. */
export function parserFor(format: OutputFormat): OutputParser | undefined {
  return format === 'process' || format === 'auto' ? undefined : PARSERS[format];
}

/** The formats whose shape `stdout` has, in the order of OUTPUT_FORMATS. */
export function detectFormats(stdout: string): ParsedOutputFormat[] {
  return (Object.keys(PARSERS) as ParsedOutputFormat[]).filter((format) => !AUTO_EXCLUDED.has(format) && PARSERS[format].detect(stdout));
}

/**
 * Parses one process's stdout in `format` (`auto`: the one format whose shape it has).
 * Throws `OutputParseError` when the output is unreadable, holds no measurement, or (for
 * `auto`) matches no format or several; a plain `Error` for `process`, which has no output
 * to parse. Notes about a successful parse are pushed onto `notes`, as values (results/output-notes.ts).
 */
export function parseBenchmarkOutput(format: OutputFormat, stdout: string, notes?: ParserNote[]): ParsedMeasurement[] {
  // What the measured code prints never takes a name benchgate measures itself (process/max-rss, process/instructions).
  const measurements = renameReserved(parseInFormat(format, stdout, notes), notes);
  // The same limit as when results are read, so a run never writes results its own readers refuse.
  const long = measurements.find((m) => m.name.length > MAX_BENCHMARK_NAME_LENGTH);
  if (long !== undefined) {
    throw new OutputParseError(
      format,
      `the benchmark ${JSON.stringify(`${long.name.slice(0, 60)}…`)} has a name of ${long.name.length} characters; at most ` +
        `${MAX_BENCHMARK_NAME_LENGTH} are allowed`,
    );
  }
  return measurements;
}

function parseInFormat(format: OutputFormat, stdout: string, notes?: ParserNote[]): ParsedMeasurement[] {
  if (format === 'process') throw new Error(`the "${format}" format is measured by the runner, not parsed from output`);
  if (format === 'auto') return parseAuto(stdout, notes);
  try {
    return PARSERS[format].parse(stdout, notes);
  } catch (error) {
    // A pointer to another format only when the output does not have this format's shape at all.
    if (!(error instanceof OutputParseError) || PARSERS[format].detect(stdout)) throw error;
    const other = detectFormats(stdout).filter((candidate) => candidate !== format);
    if (other.length !== 1) throw error;
    throw new OutputParseError(format, `${error.message.slice(`${format} output: `.length)}; the output looks like ${other[0]} output (format: ${other[0]})`);
  }
}

/** The custom JSON's two formats, which differ only in the direction the user states. */
const CUSTOM_JSON: readonly ParsedOutputFormat[] = ['customSmallerIsBetter', 'customBiggerIsBetter'];

/** `auto`: the parser `autoParser` picks, and a note when it chose among several shapes. */
function parseAuto(stdout: string, notes?: ParserNote[]): ParsedMeasurement[] {
  const parser = autoParser(stdout);
  if (!(parser instanceof MeasuringReading)) return parser.parse(stdout, notes);
  notes?.push({ kind: 'auto-format', format: parser.format, empty: [...parser.empty] });
  return parser.parse(stdout, notes);
}

/** The one candidate that reads benchmarks where the others read only a header that measured nothing. */
class MeasuringReading implements OutputParser {
  readonly format: string;
  constructor(
    private readonly parser: OutputParser,
    readonly empty: readonly ParsedOutputFormat[],
  ) {
    this.format = parser.format;
  }
  parse(stdout: string, notes?: ParserNote[]): ParsedMeasurement[] {
    return this.parser.parse(stdout, notes);
  }
  detect(stdout: string): boolean {
    return this.parser.detect(stdout);
  }
}

/**
 * Of several candidate formats, the one left when every other reads a header that measured
 * nothing (`NothingMeasuredError`: `cargo bench` prints libtest's `running 3 tests … 0 measured`
 * for a crate's unit tests before criterion's results); null when that is not so, and the
 * choice stays the user's. Any other failure of a candidate is no reason to pass it over.
 */
function readingsThatMeasure(found: readonly ParsedOutputFormat[], stdout: string): OutputParser | null {
  const empty = found.filter((format) => {
    try {
      PARSERS[format].parse(stdout);
      return false;
    } catch (error) {
      return error instanceof NothingMeasuredError;
    }
  });
  const rest = found.filter((format) => !empty.includes(format));
  return empty.length > 0 && rest.length === 1 ? new MeasuringReading(PARSERS[rest[0]], empty) : null;
}

function autoParser(stdout: string): OutputParser {
  const detected = detectFormats(stdout);
  // `plain` is the loosest shape (libtest's `running 0 tests` is a "name value unit" line): it yields to any tool's own format.
  const found = detected.length > 1 ? detected.filter((format) => format !== 'plain') : detected;
  if (found.length === 1) return PARSERS[found[0]];
  // github-action-benchmark's custom JSON does not say its direction: read by unit, with a note (custom-json.ts).
  if (found.length === CUSTOM_JSON.length && CUSTOM_JSON.every((format) => found.includes(format))) return customAutoParser;
  const candidates = (Object.keys(PARSERS) as ParsedOutputFormat[]).filter((format) => !AUTO_EXCLUDED.has(format));
  if (found.length === 0) {
    if (stdout.trim() === '') throw new OutputParseError('auto', 'no measurement found; output starts: (empty output)');
    throw new OutputParseError('auto', `the output matches none of the formats ${candidates.join(', ')}; set format to the one its tool prints`);
  }
  const measuring = readingsThatMeasure(found, stdout);
  if (measuring !== null) return measuring;
  const lines = found.map((format) => `"format: ${format}"`);
  throw new OutputParseError(
    'auto',
    `the output matches several formats (${found.join(', ')}); set the one its tool prints: ${lines.slice(0, -1).join(', ')} or ${lines[lines.length - 1]}`,
  );
}
