import { InvalidValueError } from '../config/invalid-value.js';
import { toNumber } from '../config/number-values.js';
import { UsageError } from './cli-io.js';

/** A number flag within [min, max]; the message names the flag and the bad value. */
export function numberOption(flag: string, raw: string | undefined, fallback: number, range: { min: number; max: number; exclusive?: boolean }): number {
  if (raw === undefined) return fallback;
  const value = toNumber(raw) ?? Number.NaN;
  const inRange = range.exclusive ? value > range.min && value < range.max : value >= range.min && value <= range.max;
  if (raw.trim() === '' || !Number.isFinite(value) || !inRange) {
    const bounds = range.exclusive ? `between ${range.min} and ${range.max} (exclusive)` : `from ${range.min} to ${range.max}`;
    throw new UsageError(`--${flag}: expected a number ${bounds}, got ${JSON.stringify(raw)}`);
  }
  return value;
}

/** An enum-like flag checked against its list of allowed values. */
export function choiceOption<T extends string>(flag: string, raw: string | undefined, allowed: readonly T[], fallback: T): T {
  if (raw === undefined) return fallback;
  if (!allowed.includes(raw as T)) throw new UsageError(`--${flag}: expected one of ${allowed.join(', ')}, got ${JSON.stringify(raw)}`);
  return raw as T;
}

/** A flag read with its setting's one parser (as the config file key and the action input); the message names the flag. */
export function settingOption<T>(flag: string, raw: string, parse: (value: string) => T): T {
  try {
    return parse(raw);
  } catch (error) {
    if (error instanceof InvalidValueError) throw new UsageError(`--${flag}: ${error.message}`);
    throw error;
  }
}
