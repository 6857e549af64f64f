import { OUTPUT_FORMATS, isOutputFormat, type OutputFormat } from '../parsers/index.js';
import { RUN_METRICS, type RunMetric } from './run-settings.js';
import { compileGlob, GlobSyntaxError } from './glob.js';
import { expected, InvalidValueError } from './invalid-value.js';
import { toNumber } from './number-values.js';
import { CommandSyntaxError, splitCommand, type Command } from './split-command.js';

export { InvalidValueError };
export { seedValue, share, timeoutSeconds, wholeNumber } from './number-values.js';

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

/** A switch: `true` or `false` (YAML booleans, or those words as strings from a flag or an input). */
export function onOff(value: unknown): boolean {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw expected('true or false', value);
}

/**
 * Metrics to measure beside time: one name, names separated by commas or spaces, or a YAML
 * list, each one of RUN_METRICS; '' or an empty list: none.
 */
export function metricList(value: unknown): RunMetric[] {
  const list = typeof value === 'string' ? value.split(/[\s,]+/).filter((name) => name !== '') : value;
  if (!Array.isArray(list) || !list.every((name): name is RunMetric => typeof name === 'string' && (RUN_METRICS as readonly string[]).includes(name))) {
    throw expected(`a list of metrics from: ${RUN_METRICS.join(', ')}`, value);
  }
  return [...new Set(list)];
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
