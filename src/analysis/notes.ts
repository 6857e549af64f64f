import type { DecisionRule } from '../config/analysis-options.js';

/**
 * Why the fixed design's interval flagged no change (decide.ts), as a value: report/ words it.
 * - `significant-inside-min-effect`: the interval excludes 0 but lies inside ±min-effect;
 * - `cannot-tell`: the interval includes 0 (with rule `overlap`: the versions' intervals
 *   overlap) and reaches beyond ±min-effect.
 */
export type VerdictNote =
  | { kind: 'significant-inside-min-effect'; relative: number; minEffect: number }
  | { kind: 'cannot-tell'; rule: DecisionRule; ci: [number, number]; minEffect: number };
