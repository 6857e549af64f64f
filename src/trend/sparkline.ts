const BARS = '▁▂▃▄▅▆▇█';

/**
 * One character per value, ▁ (lowest) to █ (highest), scaled between the series' own
 * minimum and maximum; a flat series is drawn at mid height. Non-finite values are skipped.
 * Example: [1, 2, 3, 4, 5, 6, 7, 8] → "▁▂▃▄▅▆▇█".
 */
export function sparkline(values: readonly number[]): string {
  const finite = values.filter((v) => Number.isFinite(v));
  if (finite.length === 0) return '';
  const low = Math.min(...finite);
  const high = Math.max(...finite);
  if (high === low) return BARS[3].repeat(finite.length);
  return finite.map((v) => BARS[Math.min(BARS.length - 1, Math.floor(((v - low) / (high - low)) * BARS.length))]).join('');
}
