import { expected } from './invalid-value.js';

/**
 * The number settings' parsers, apart from setting-values.ts so that `benchgate analyze`
 * reads `--seed` without loading the command, glob and output-format parsers.
 */

/**
 * Numbers may come as numbers (YAML) or numeric strings (flags, quoted YAML), written in
 * decimals (`2`, `0.25`, `1e3`). `Number` alone would also take `0x10`, `0b11` and `0o7`,
 * which nobody means as a count or a timeout.
 */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && DECIMAL.test(value) && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

const DECIMAL = /^\s*[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?\s*$/i;

export function wholeNumber(value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const n = toNumber(value);
  const range = max === Number.MAX_SAFE_INTEGER ? `≥ ${min}` : `from ${min} to ${max}`;
  if (n === undefined || !Number.isInteger(n) || n < min || n > max) {
    throw expected(`a whole number ${range}`, value);
  }
  return n;
}

/**
 * An execution's time limit in seconds. Node's timers hold at most 2³¹ − 1 ms: a longer one
 * fires at once, which would time out every execution, so "no limit" is refused rather than
 * wrapped.
 */
export function timeoutSeconds(value: unknown): number {
  const n = toNumber(value);
  if (n === undefined || !(n > 0) || n > MAX_TIMEOUT_SECONDS) throw expected(`seconds, a number > 0 and at most ${MAX_TIMEOUT_SECONDS} (24 days)`, value);
  return n;
}

const MAX_TIMEOUT_SECONDS = Math.floor((2 ** 31 - 1) / 1000);

export function share(value: unknown): number {
  const n = toNumber(value);
  if (n === undefined || n < 0 || n > 1) throw expected('a share from 0 to 1 (e.g. 0.25)', value);
  return n;
}

/** A random seed: a whole number that fits 32 bits (the config key `seed` and `--seed`). */
export function seedValue(value: unknown): number {
  return wholeNumber(value, 0, 2 ** 32 - 1);
}
