/** Checks of parsed JSON values that name the JSON path of the first problem. */
import { isRecord } from '../util/is-record.js';

/** A results file that does not follow the format; the message names the JSON path. */
export class ResultsFormatError extends Error {
  constructor(
    readonly path: string,
    detail: string,
  ) {
    super(path ? `${path}: ${detail}` : detail);
    this.name = 'ResultsFormatError';
  }
}

export { isRecord };

export function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- objects were described above: what is left is a primitive or a function
  return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value)}`;
}

const fail = (path: string, expected: string, value: unknown): never => {
  throw new ResultsFormatError(path, `expected ${expected}, got ${describe(value)}`);
};

export function requireRecord(value: unknown, path: string): Record<string, unknown> {
  return isRecord(value) ? value : fail(path, 'an object', value);
}

export function requireArray(value: unknown, path: string): unknown[] {
  return Array.isArray(value) ? value : fail(path, 'an array', value);
}

export function text(value: unknown, path: string): string {
  return typeof value === 'string' ? value : fail(path, 'a string', value);
}

export function nonEmptyText(value: unknown, path: string): string {
  return typeof value === 'string' && value !== '' ? value : fail(path, 'a non-empty string', value);
}

export function finite(value: unknown, path: string): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fail(path, 'a finite number', value);
}

/** A whole number ≥ `min` (0 unless given). */
export function count(value: unknown, path: string, min = 0): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min ? value : fail(path, `a whole number ≥ ${min}`, value);
}

export function flag(value: unknown, path: string): boolean {
  return typeof value === 'boolean' ? value : fail(path, 'true or false', value);
}

export function oneOf<T extends string>(value: unknown, allowed: readonly T[], path: string): T {
  const found = allowed.find((option) => option === value);
  return found ?? fail(path, `one of ${allowed.map((option) => JSON.stringify(option)).join(', ')}`, value);
}

export function listOf<T>(value: unknown, path: string, item: (value: unknown, path: string) => T): T[] {
  return requireArray(value, path).map((entry, i) => item(entry, `${path}[${i}]`));
}

/** `read` applied to a value that may be absent: undefined stays undefined. */
export function optional<T>(value: unknown, path: string, read: (value: unknown, path: string) => T): T | undefined {
  return value === undefined ? undefined : read(value, path);
}

/** An object without the keys whose value is undefined (so optional fields stay absent, not `undefined`). */
export function defined<T extends Record<string, unknown>>(object: T): T {
  for (const key of Object.keys(object)) if (object[key] === undefined) delete object[key];
  return object;
}

/** Reads a value found at `path`. */
export type Read<T> = (value: unknown, path: string) => T;

/** A field that may be absent: undefined stays undefined. */
export const maybe =
  <T>(read: Read<T>): Read<T | undefined> =>
  (value, path) =>
    optional(value, path, read);

/**
 * An object rebuilt from the fields `spec` names, in its order, each read from `${path}.${key}`:
 * absent optional fields stay absent and keys `spec` does not name are dropped.
 */
export function fields<T extends object>(value: unknown, path: string, spec: { [K in keyof T]-?: Read<T[K]> }): T {
  const record = requireRecord(value, path);
  const read: Record<string, unknown> = {};
  for (const key of Object.keys(spec)) read[key] = (spec as Record<string, Read<unknown>>)[key](record[key], `${path}.${key}`);
  return defined(read) as T;
}
