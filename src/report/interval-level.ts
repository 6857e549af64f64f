import type { DeltaReport } from '../analysis/report-types.js';

/** Levels closer than this to the run's confidence are the same level (floating-point noise of the correction). */
const LEVEL_TOLERANCE = 1e-9;

/**
 * The confidence level of a Δ interval when it is stricter than the run's `confidence` (the
 * suite-wide correction asked more of this benchmark), otherwise null. `ciLevel` is read
 * defensively: report.json files written before it existed, or by other tools, lack it or
 * may hold anything.
 */
export function strictLevel(delta: DeltaReport | null, confidence: number): number | null {
  if (delta === null) return null;
  const level: unknown = (delta as DeltaReport & { ciLevel?: unknown }).ciLevel;
  if (typeof level !== 'number' || !Number.isFinite(level) || level >= 1) return null;
  return level > confidence + LEVEL_TOLERANCE ? level : null;
}

/** A confidence level as a percentage with the digits that tell it from 100 %, e.g. 99.75 %. */
export function formatLevel(level: number): string {
  let digits = 1;
  while (digits < 4 && Number((level * 100).toFixed(digits)) >= 100) digits++;
  return `${Number((level * 100).toFixed(digits + 1))} %`;
}
