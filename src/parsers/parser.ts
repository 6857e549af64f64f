import type { ParserNote } from '../results/output-notes.js';
import type { Better } from '../results/results-format.js';

/** One measurement read from a benchmark process's output. */
export interface ParsedMeasurement {
  name: string;
  value: number;
  unit: string;
  /** The benchmark itself marked this value as warm-up. */
  warmup?: boolean;
  /** Direction of improvement, when the output says (e.g. throughput is `higher`). */
  better?: Better;
  /**
   * The harness gives its samples sorted (tinybench, mitata), not in the order they were
   * measured: no warm-up is detected in them, since the start of the list is not the start
   * of the run (the harness did its own warm-up).
   */
  unordered?: true;
}

/** Parses the complete stdout of one benchmark process. */
export interface OutputParser {
  readonly format: string;
  /**
   * Returns every measurement in output order. Throws `OutputParseError` when the
   * text holds no measurement or a line/field cannot be read. Things the user should
   * know about a successful parse (lines skipped, only aggregates available) are pushed
   * onto `notes` as values (results/output-notes.ts), which report/ words.
   */
  parse(stdout: string, notes?: ParserNote[]): ParsedMeasurement[];
  /**
   * Whether the output has this format's shape, for `format: auto`: a cheap structural test
   * (the right JSON keys, the tool's own line syntax), not a full parse.
   */
  detect(stdout: string): boolean;
}

/** Raised for unreadable benchmark output; the message names the line or field and shows an excerpt. */
export class OutputParseError extends Error {
  constructor(format: string, detail: string) {
    super(`${format} output: ${detail}`);
    this.name = 'OutputParseError';
  }
}

/**
 * The output has the format's shape but its harness measured nothing: only a header or a
 * summary with nothing measured (libtest's `running 3 tests … 0 measured` before criterion's
 * results). `format: auto` passes over such a reading when another reads benchmarks.
 */
export class NothingMeasuredError extends OutputParseError {
  constructor(format: string, detail: string) {
    super(format, detail);
    this.name = 'NothingMeasuredError';
  }
}
