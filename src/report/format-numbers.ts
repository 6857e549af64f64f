/** Four significant digits, without exponent for ordinary magnitudes. */
export function formatValue(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (value === 0) return '0';
  const magnitude = Math.abs(value);
  if (magnitude >= 1e9 || magnitude < 1e-4) return value.toExponential(3);
  return Number(value.toPrecision(4)).toLocaleString('en-US', { maximumFractionDigits: 6 });
}

/** A relative change as a signed percentage, e.g. +9.87 %. */
export function formatPercent(fraction: number, digits = 2): string {
  const text = (fraction * 100).toFixed(digits);
  return `${fraction > 0 ? '+' : fraction === 0 ? '±' : ''}${text} %`;
}

/** Mean ± half-width of its interval. */
export function formatMeanWithInterval(mean: number, ci: [number, number], unit: string): string {
  const halfWidth = (ci[1] - ci[0]) / 2;
  return `${formatValue(mean)} ± ${formatValue(halfWidth)}${unit ? ` ${unit}` : ''}`;
}

export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(seconds < 10 ? 1 : 0)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${Math.round(seconds - minutes * 60)} s`;
}
