import { OutputParseError } from './parser.js';

/** `text` cut to `max` characters, with an ellipsis when something was cut. */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}…`;
}

/** One output line as shown in an error message. */
export function lineExcerpt(line: string): string {
  return truncate(line.trim(), 120);
}

/** The start of a whole output, JSON-quoted so newlines and control characters stay visible. */
export function outputExcerpt(stdout: string): string {
  return stdout.trim() === '' ? '(empty output)' : JSON.stringify(truncate(stdout, 200));
}

/** The error every parser raises when the output holds no measurement at all. */
export function noMeasurementError(format: string, stdout: string, why = ''): OutputParseError {
  const reason = why === '' || stdout.trim() === '' ? '' : ` (${why})`;
  return new OutputParseError(format, `no measurement found${reason}; output starts: ${outputExcerpt(stdout)}`);
}

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
