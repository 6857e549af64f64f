import { googleBenchmarkParser } from './google-benchmark.js';
import { hyperfineParser } from './hyperfine.js';
import { jsonLinesParser } from './json-lines.js';
import { type OutputParser, type ParsedMeasurement } from './parser.js';
import { plainLinesParser } from './plain-lines.js';

export { OutputParseError, type OutputParser, type ParsedMeasurement } from './parser.js';

/** Benchmark output formats; `jsonl` is the default. */
export const OUTPUT_FORMATS = ['jsonl', 'plain', 'google-benchmark', 'hyperfine', 'process'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];
/** The formats read from the benchmark's output (all but `process`). */
export type ParsedOutputFormat = Exclude<OutputFormat, 'process'>;

const PARSERS: Record<ParsedOutputFormat, OutputParser> = {
  jsonl: jsonLinesParser,
  plain: plainLinesParser,
  'google-benchmark': googleBenchmarkParser,
  hyperfine: hyperfineParser,
};

export function isOutputFormat(value: string): value is OutputFormat {
  return (OUTPUT_FORMATS as readonly string[]).includes(value);
}

/** The parser for `format`; undefined for `process`, whose wall/CPU time the runner measures itself. */
export function parserFor(format: OutputFormat): OutputParser | undefined {
  return format === 'process' ? undefined : PARSERS[format];
}

/**
 * Parses one process's stdout in `format`. Throws `OutputParseError` when the output is
 * unreadable or holds no measurement, and a plain `Error` for `process`, which has no output to parse.
 */
export function parseBenchmarkOutput(format: OutputFormat, stdout: string): ParsedMeasurement[] {
  const parser = parserFor(format);
  if (parser === undefined) {
    throw new Error(`the "${format}" format is measured by the runner, not parsed from output`);
  }
  return parser.parse(stdout);
}
