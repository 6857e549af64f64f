import { OUTPUT_FORMATS, isOutputFormat, type OutputFormat } from '../parsers/index.js';
import { compileGlob, GlobSyntaxError } from './glob.js';
import { CommandSyntaxError, splitCommand, type Command } from './split-command.js';

/** A value of the wrong type or range; the caller prefixes where it came from. */
export class InvalidValueError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidValueError';
  }
}

function expected(what: string, got: unknown): InvalidValueError {
  return new InvalidValueError(`expected ${what}, got ${describe(got)}`);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `a list ${truncate(JSON.stringify(value))}`;
  if (typeof value === 'object') return `a mapping ${truncate(JSON.stringify(value))}`;
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- objects were described above: what is left is a primitive or a function
  return truncate(JSON.stringify(value) ?? String(value));
}

function truncate(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** Numbers may come as numbers (YAML) or numeric strings (flags, quoted YAML). */
function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

export function wholeNumber(value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const n = toNumber(value);
  const range = max === Number.MAX_SAFE_INTEGER ? `≥ ${min}` : `from ${min} to ${max}`;
  if (n === undefined || !Number.isInteger(n) || n < min || n > max) {
    throw expected(`a whole number ${range}`, value);
  }
  return n;
}

export function positiveNumber(value: unknown): number {
  const n = toNumber(value);
  if (n === undefined || !(n > 0)) throw expected('a number > 0', value);
  return n;
}

export function share(value: unknown): number {
  const n = toNumber(value);
  if (n === undefined || n < 0 || n > 1) throw expected('a share from 0 to 1 (e.g. 0.25)', value);
  return n;
}

export function gitRef(value: unknown): string {
  // An unquoted SHA such as 1234567 reads as a YAML number; refusing it beats guessing.
  if (typeof value !== 'string' || value.trim() === '') {
    throw expected('a git ref such as main or a SHA (quote it if it looks like a number)', value);
  }
  return value.trim();
}

/** A command line string (split, no shell) or a list of arguments. */
export function command(value: unknown): Command {
  if (typeof value === 'string') {
    try {
      return splitCommand(value);
    } catch (error) {
      if (error instanceof CommandSyntaxError) throw new InvalidValueError(error.message);
      throw error;
    }
  }
  if (Array.isArray(value) && value.length > 0 && value.every((arg) => typeof arg === 'string') && value[0] !== '') {
    return value;
  }
  throw expected('a command (a string, or a list of arguments)', value);
}

/** Like `command`, but null or '' means "none". */
export function optionalCommand(value: unknown): Command | null {
  if (value === null || value === '') return null;
  return command(value);
}

export function outputFormat(value: unknown): OutputFormat {
  if (typeof value !== 'string' || !isOutputFormat(value)) {
    throw expected(`one of ${OUTPUT_FORMATS.join(', ')}`, value);
  }
  return value;
}

/** A path inside the checkout: relative and never climbing out of it. */
export function relativePath(value: unknown): string {
  if (typeof value !== 'string' || value === '' || value.startsWith('/') || /^[A-Za-z]:/.test(value) || value.split(/[\\/]/).includes('..')) {
    throw expected('a relative path inside the checkout (no leading / and no ..)', value);
  }
  return value;
}

export function optionalRelativePath(value: unknown): string | null {
  if (value === null || value === '' || value === '.') return null;
  return relativePath(value).replace(/\/+$/, '');
}

/** One glob or a list of globs, each relative to the working directory. */
export function globList(value: unknown): string[] {
  const list = typeof value === 'string' ? [value] : value;
  if (!Array.isArray(list) || !list.every((g): g is string => typeof g === 'string' && g !== '')) {
    throw expected('a glob or a list of globs (e.g. dist/**)', value);
  }
  return list.map((glob) => {
    relativePath(glob);
    try {
      compileGlob(glob);
    } catch (error) {
      if (error instanceof GlobSyntaxError) throw new InvalidValueError(error.message);
      throw error;
    }
    return glob;
  });
}

const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A mapping of variable names to strings; numbers and booleans are taken as written. */
export function envMap(value: unknown): Record<string, string> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw expected('a mapping of variable names to values', value);
  }
  const env: Record<string, string> = {};
  for (const [name, v] of Object.entries(value)) {
    envName(name);
    if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') {
      throw expected(`a string value for ${name}`, v);
    }
    env[name] = String(v);
  }
  return env;
}

export function envName(name: string): string {
  if (!ENV_NAME.test(name)) throw expected('a variable name (letters, digits, _)', name);
  if (name.startsWith('BENCHGATE_')) throw expected('a name not starting with BENCHGATE_ (reserved)', name);
  return name;
}

/** Minutes for an adaptive run (or a calibration): above 0 and at most a day. */
export function budgetMinutes(value: unknown): number {
  const n = toNumber(value);
  if (n === undefined || !(n > 0) || n > 24 * 60) throw expected('minutes, a number above 0 and at most 1440', value);
  return n;
}
