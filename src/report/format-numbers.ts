/**
 * Numbers as the report prints them: each benchmark's values in one unit scaled to its
 * magnitude (ns/µs/ms/s for times, k/M/G for rates such as ops/s), means with 3 significant
 * digits and interval half-widths with 2, trailing zeros kept. The plain number, percent and
 * duration formatters are the project's one set in util, re-exported here for the report's callers.
 */
import {
  formatBytes,
  formatDuration,
  formatPercent,
  formatPlainPercent,
  formatRelative,
  formatShare,
  formatSignificant,
  formatValue,
} from '../util/format-numbers.js';

export { formatBytes, formatDuration, formatPercent, formatPlainPercent, formatRelative, formatShare, formatSignificant, formatValue };

/** Significant digits of a mean, and of an interval (its half-width or its ends). */
export const MEAN_DIGITS = 3;
export const INTERVAL_DIGITS = 2;

/** A unit and the factor that turns a value in the benchmark's own unit into it. */
export interface ScaledUnit {
  unit: string;
  factor: number;
}

const TIME_UNITS: readonly { unit: string; seconds: number }[] = [
  { unit: 'ns', seconds: 1e-9 },
  { unit: 'µs', seconds: 1e-6 },
  { unit: 'ms', seconds: 1e-3 },
  { unit: 's', seconds: 1 },
];
const TIME_ALIASES: Readonly<Record<string, number>> = { ns: 1e-9, us: 1e-6, µs: 1e-6, μs: 1e-6, ms: 1e-3, s: 1 };
const RATE_PREFIXES: readonly { prefix: string; factor: number }[] = [
  { prefix: '', factor: 1 },
  { prefix: 'k', factor: 1e3 },
  { prefix: 'M', factor: 1e6 },
  { prefix: 'G', factor: 1e9 },
];
/** A count per second (`ops/s`, `B/s`, `requests/s`): scaled with k/M/G. */
const RATE = /^[A-Za-z]+\/s$/;

/**
 * The unit to print a benchmark's values in, chosen from one reference value (its base mean,
 * so base and head share the unit): times go to ns/µs/ms/s and rates to k/M/G so that the
 * reference lands in 1…1000; other units stay as they are.
 */
export function scaleUnit(unit: string, reference: number): ScaledUnit {
  const magnitude = Math.abs(reference);
  const seconds = TIME_ALIASES[unit];
  if (seconds !== undefined) {
    const inSeconds = magnitude * seconds;
    // The largest unit the reference is at least 1 of (0.9995 so that 999.96 ns, printed 1.00 µs, is not 1,000 ns).
    const chosen = Number.isFinite(inSeconds) && inSeconds > 0 ? TIME_UNITS.filter((candidate) => inSeconds >= candidate.seconds * 0.9995).pop() : undefined;
    const target = chosen ?? { unit: TIME_UNITS.find((candidate) => candidate.seconds === seconds)?.unit ?? unit, seconds };
    return { unit: target.unit, factor: seconds / target.seconds };
  }
  if (RATE.test(unit) && Number.isFinite(magnitude) && magnitude > 0) {
    const prefix = RATE_PREFIXES.filter((candidate) => magnitude >= candidate.factor * 0.9995).pop();
    if (prefix) return { unit: `${prefix.prefix}${unit}`, factor: 1 / prefix.factor };
  }
  return { unit, factor: 1 };
}

/** A value in a scaled unit with `digits` significant digits and the unit: `4.10 ms`. */
export function formatMeasure(value: number, scaled: ScaledUnit, digits = MEAN_DIGITS): string {
  return `${formatSignificant(value * scaled.factor, digits)}${scaled.unit ? ` ${scaled.unit}` : ''}`;
}

/** Mean ± half-width of its interval in a scaled unit: `4.10 ± 0.19 ms`. */
export function formatMeanWithInterval(mean: number, ci: readonly [number, number], scaled: ScaledUnit): string {
  const halfWidth = (ci[1] - ci[0]) / 2;
  return (
    `${formatSignificant(mean * scaled.factor, MEAN_DIGITS)} ± ` +
    `${formatSignificant(halfWidth * scaled.factor, INTERVAL_DIGITS)}${scaled.unit ? ` ${scaled.unit}` : ''}`
  );
}

/** A relative change and its interval's ends in percent: `+9.64 % [+7.1, +12]`. */
export function formatChange(relative: number, ci: readonly [number, number]): string {
  return `${formatRelative(relative, MEAN_DIGITS)} [${formatRelative(ci[0], INTERVAL_DIGITS, false)}, ${formatRelative(ci[1], INTERVAL_DIGITS, false)}]`;
}

/** An impact factor with 2 significant digits (`1.1`), `—` when not estimable. */
export function formatFactor(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : formatSignificant(value, INTERVAL_DIGITS);
}
