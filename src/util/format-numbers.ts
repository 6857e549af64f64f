/**
 * The project's number, percent and duration formatters. They live at the bottom layer so that
 * statistics, planning, the runner and the report all print numbers the same way;
 * `src/report/format-numbers.ts` adds the report's unit scaling on top and re-exports these.
 */

/** Below this magnitude or from this one up, a number is written with an exponent. */
const PLAIN_RANGE = { low: 1e-4, high: 1e9 } as const;

/** `value.toLocaleString('en-US', …)` with `decimals` fixed decimals; the formatters are made once (a report formats thousands of numbers). */
const fixedFormats = new Map<number, Intl.NumberFormat>();
function withDecimals(value: number, decimals: number): string {
  let format = fixedFormats.get(decimals);
  if (!format) fixedFormats.set(decimals, (format = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })));
  return format.format(value);
}
/** Made on first use: the first Intl formatter of a process costs ~10 ms (ICU's set-up), which `analyze --json` need not pay. */
let valueFormat: Intl.NumberFormat | undefined;

/**
 * `value` rounded to `digits` significant digits, trailing zeros kept (4.10, 0.0190, 1,230),
 * grouped with commas, with an exponent outside 1e-4…1e9; `—` for a value that is not finite.
 */
export function formatSignificant(value: number, digits: number): string {
  if (!Number.isFinite(value)) return '—';
  if (value === 0) return digits > 1 ? `0.${'0'.repeat(digits - 1)}` : '0';
  const rounded = Number(value.toPrecision(digits));
  const magnitude = Math.abs(rounded);
  if (magnitude < PLAIN_RANGE.low || magnitude >= PLAIN_RANGE.high) return rounded.toExponential(digits - 1);
  const decimals = Math.max(0, digits - 1 - Math.floor(Math.log10(magnitude)));
  return withDecimals(rounded, decimals);
}

/** Four significant digits without trailing zeros, without exponent for ordinary magnitudes (p-values, trend values). */
export function formatValue(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (value === 0) return '0';
  const magnitude = Math.abs(value);
  if (magnitude >= PLAIN_RANGE.high || magnitude < PLAIN_RANGE.low) return value.toExponential(3);
  valueFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });
  return valueFormat.format(Number(value.toPrecision(4)));
}

const sign = (value: number) => (value > 0 ? '+' : value === 0 ? '±' : '');

/** A relative change as a signed percentage with fixed decimals, e.g. +9.87 %. */
export function formatPercent(fraction: number, decimals = 2): string {
  return `${sign(fraction)}${(fraction * 100).toFixed(decimals)} %`;
}

/**
 * A relative change as a signed percentage with `digits` significant digits but at most two
 * decimals (a hundredth of a percent is below any effect worth reporting): +9.64 %, -0.65 %, +12 %.
 * `withUnit: false` leaves out the ` %` (for interval ends printed beside a percentage).
 */
export function formatRelative(fraction: number, digits: number, withUnit = true): string {
  if (!Number.isFinite(fraction)) return '—';
  const percent = fraction * 100;
  const decimals = percent === 0 ? 0 : Math.min(2, Math.max(0, digits - 1 - Math.floor(Math.log10(Math.abs(Number(percent.toPrecision(digits)))))));
  const text = Math.abs(percent) >= 1e6 ? Math.abs(percent).toExponential(digits - 1) : withDecimals(Math.abs(percent), decimals);
  const rounded = Number(percent.toFixed(decimals));
  return `${rounded > 0 ? '+' : rounded < 0 ? '-' : '±'}${text}${withUnit ? ' %' : ''}`;
}

/** A percentage with fixed decimals and no added sign (a minus stays): 3.43 %, -0.65 %. */
export function formatPlainPercent(fraction: number, decimals = 2): string {
  return `${(fraction * 100).toFixed(decimals)} %`;
}

/** A share or effect size (0…1) as a percentage: two decimals below 1 %, one from there (0.50 %, 2.0 %, 12.5 %). */
export function formatShare(fraction: number): string {
  return `${(fraction * 100).toFixed(Math.abs(fraction) < 0.01 ? 2 : 1)} %`;
}

/** Seconds for people: 2 s, 4.2 s, 42 s, 5 min, 5 min 12 s, 2 h 05 min. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '—';
  if (seconds < 10) return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  if (whole < 3600) return `${Math.floor(whole / 60)} min${whole % 60 === 0 ? '' : ` ${whole % 60} s`}`;
  return `${Math.floor(whole / 3600)} h ${String(Math.floor((whole % 3600) / 60)).padStart(2, '0')} min`;
}

/** A byte count: whole MiB as `100 MiB`, anything else in bytes. */
export function formatBytes(bytes: number): string {
  const mib = 1024 * 1024;
  return bytes % mib === 0 && bytes > 0 ? `${bytes / mib} MiB` : `${bytes} bytes`;
}
