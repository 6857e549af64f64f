import type { Better } from '../results/results-format.js';

/**
 * The benchmark name of one metric of a benchmark that reports several: `name/metric`. The
 * primary time keeps the bare name, so a harness that gains a metric keeps its history; the
 * gating policy's globs pick metrics out (a glob ending in `/allocs` matches allocation counts).
 */
export function metricName(name: string, metric: string): string {
  return `${name}/${metric}`;
}

/** Rates (`MB/s`, `ops/s`, `ops/sec`, `items_per_second`) get better as they grow; everything else as it shrinks. */
export function betterForUnit(unit: string): Better {
  return /(\/s|\/sec|per_second|per second|hz)$/i.test(unit) ? 'higher' : 'lower';
}

/** Parses a number printed with thousands separators (`1,234.5`); NaN when it is not one. */
export function parseGroupedNumber(text: string): number {
  const plain = text.replace(/,/g, '');
  return /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}
