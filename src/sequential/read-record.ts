import type { ResultsFile } from '../results/results-format.js';
import { STOP_REASONS, type SequentialRecord } from './sequential-record.js';
import { isRecord } from '../util/is-record.js';

/** A `meta.sequential` that cannot be replayed, with the JSON path of the problem. */
export class SequentialRecordError extends Error {
  constructor(path: string, problem: string) {
    super(`meta.sequential${path}: ${problem}`);
    this.name = 'SequentialRecordError';
  }
}

/** The adaptive design recorded in the results, checked; null when the run had a fixed design. */
export function readSequentialRecord(results: ResultsFile): SequentialRecord | null {
  const value = results.meta?.sequential;
  if (value === undefined) return null;
  const fail = (path: string, problem: string): never => {
    throw new SequentialRecordError(path, problem);
  };
  if (!isRecord(value)) return fail('', 'expected an object');
  if (value.version !== 1) fail('.version', `expected 1, got ${JSON.stringify(value.version)}`);
  const spending = value.spending;
  if (
    !isRecord(spending) ||
    !['obrien-fleming', 'pocock', 'power', 'hsd'].includes(spending.kind) ||
    (spending.kind === 'power' && !(Number(spending.rho) > 0)) ||
    (spending.kind === 'hsd' && !Number.isFinite(spending.gamma))
  ) {
    fail('.spending', `expected {kind: obrien-fleming | pocock | power (with rho) | hsd (with gamma)}, got ${JSON.stringify(spending)}`);
  }
  if (!Array.isArray(value.looks)) return fail('.looks', 'expected a list');
  let previous = 0;
  value.looks.forEach((look: unknown, i: number) => {
    if (!isRecord(look)) return fail(`.looks[${i}]`, 'expected an object');
    const { fraction, blocks, divisor, final } = look;
    if (typeof fraction !== 'number' || !(fraction > previous) || fraction > 1) fail(`.looks[${i}].fraction`, `expected a number in (${previous}, 1], increasing, got ${JSON.stringify(fraction)}`);
    if (!Number.isInteger(blocks) || (blocks as number) < 1) fail(`.looks[${i}].blocks`, `expected a whole number ≥ 1, got ${JSON.stringify(blocks)}`);
    if (!Number.isInteger(divisor) || (divisor as number) < 1) fail(`.looks[${i}].divisor`, `expected a whole number ≥ 1, got ${JSON.stringify(divisor)}`);
    if (typeof final !== 'boolean') fail(`.looks[${i}].final`, 'expected true or false');
    previous = fraction as number;
  });
  if (!isRecord(value.stop) || !STOP_REASONS.includes(value.stop.reason)) fail('.stop.reason', `expected one of ${STOP_REASONS.join(', ')}`);
  return value as unknown as SequentialRecord;
}
