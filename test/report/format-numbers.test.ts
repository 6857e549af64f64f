import { describe, expect, it } from 'vitest';
import { formatChange, formatFactor, formatMeanWithInterval, formatMeasure, scaleUnit } from '../../src/report/format-numbers.js';
import {
  formatBytes,
  formatDuration,
  formatPercent,
  formatPlainPercent,
  formatRelative,
  formatShare,
  formatSignificant,
  formatValue,
} from '../../src/util/format-numbers.js';

describe('formatSignificant', () => {
  it.each([
    [4.1, 3, '4.10'],
    [0.1928, 2, '0.19'],
    [0.019, 3, '0.0190'],
    [1087.4, 3, '1,090'],
    [999.96, 3, '1,000'],
    [9.996, 3, '10.0'],
    [-2.531, 2, '-2.5'],
    [0, 3, '0.00'],
    [0, 1, '0'],
    [3.5e-7, 2, '3.5e-7'],
    [2.5e12, 3, '2.50e+12'],
    [Number.NaN, 3, '—'],
    [Number.POSITIVE_INFINITY, 2, '—'],
  ])('%s to %s digits is %s', (value, digits, text) => {
    expect(formatSignificant(value, digits)).toBe(text);
  });
});

describe('scaleUnit', () => {
  it.each([
    ['ns', 3_533_000, 'ms', 1e-6],
    ['ns', 992, 'ns', 1],
    ['ns', 1005, 'µs', 1e-3],
    ['ns', 999.8, 'µs', 1e-3],
    ['us', 250, 'µs', 1],
    ['us', 0.25, 'ns', 1e3],
    ['ms', 4100, 's', 1e-3],
    ['s', 0.0041, 'ms', 1e3],
    ['s', 7200, 's', 1],
    ['ops/s', 21_800_000, 'Mops/s', 1e-6],
    ['B/s', 5e9, 'GB/s', 1e-9],
    ['ops/s', 950, 'ops/s', 1],
    ['bytes', 3_533_000, 'bytes', 1],
    ['', 12, '', 1],
    ['ns', 0, 'ns', 1],
  ])('%s at %s → %s', (unit, reference, scaled, factor) => {
    const result = scaleUnit(unit, reference);
    expect(result.unit).toBe(scaled);
    expect(result.factor).toBeCloseTo(factor, 12);
  });

  it("prints the issue's examples with 3 significant digits for means and 2 for intervals", () => {
    // `3,533,000 ± 2,531,000 ns` and `4.1 ± 0.1928 ms` before.
    expect(formatMeanWithInterval(3_533_000, [1_002_000, 6_064_000], scaleUnit('ns', 3_533_000))).toBe('3.53 ± 2.5 ms');
    expect(formatMeanWithInterval(4.1, [4.1 - 0.1928, 4.1 + 0.1928], scaleUnit('ms', 4.1))).toBe('4.10 ± 0.19 ms');
    expect(formatMeasure(1087, scaleUnit('ns', 992))).toBe('1,090 ns');
  });
});

describe('percentages and factors', () => {
  it.each([
    [0.0964, 3, '+9.64 %'],
    [0.1225, 2, '+12 %'],
    [-0.0065, 3, '-0.65 %'],
    [0.00004, 3, '±0.00 %'],
    [1.5, 3, '+150 %'],
    [-0.0343, 2, '-3.4 %'],
  ])('formatRelative(%s, %s) is %s', (fraction, digits, text) => {
    expect(formatRelative(fraction, digits)).toBe(text);
  });

  it('writes a change with its interval ends beside it', () => {
    expect(formatChange(0.0964, [0.0709, 0.1225])).toBe('+9.64 % [+7.1, +12]');
    expect(formatChange(-0.0125, [-0.0343, 0.0099])).toBe('-1.25 % [-3.4, +0.99]');
  });

  it('keeps the fixed-decimal percent, share and value formatters', () => {
    expect(formatPercent(0.0987)).toBe('+9.87 %');
    expect(formatPercent(0)).toBe('±0.00 %');
    expect(formatPercent(0.05, 1)).toBe('+5.0 %');
    expect(formatShare(0.005)).toBe('0.50 %');
    expect(formatShare(0.02)).toBe('2.0 %');
    expect(formatShare(0.125)).toBe('12.5 %');
    expect(formatPlainPercent(-0.0343)).toBe('-3.43 %');
    expect(formatPlainPercent(0.0099)).toBe('0.99 %');
    expect(formatBytes(100 * 1024 * 1024)).toBe('100 MiB');
    expect(formatBytes(1000)).toBe('1000 bytes');
    expect(formatValue(1.014e-9)).toBe('1.014e-9');
    expect(formatValue(0.47412)).toBe('0.4741');
    expect(formatFactor(1.1523)).toBe('1.2');
    expect(formatFactor(null)).toBe('—');
  });

  it.each([
    [2, '2 s'],
    [4.23, '4.2 s'],
    [42.4, '42 s'],
    [59.6, '1 min'],
    [300, '5 min'],
    [312, '5 min 12 s'],
    [7500, '2 h 05 min'],
  ])('formatDuration(%s) is %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});
