import type { Better } from '../results/results-format.js';
import type { DecisionRule } from '../config/analysis-options.js';
import type { Verdict } from './report-types.js';
import { formatPlainPercent } from '../util/format-numbers.js';

export interface VerdictInput {
  relative: number;
  /** The interval the decision uses: at the level the suite-wide correction demands (DeltaReport.ciLevel). */
  ci: [number, number];
  better: Better;
  minEffect: number;
  rule: DecisionRule;
  baseCi: [number, number];
  headCi: [number, number];
  /** The interval leaves out a build level it cannot estimate: it carries no decision. */
  buildLevelMissing?: boolean;
}

export interface VerdictDecision {
  verdict: Verdict;
  changeDetected: boolean;
  note?: string;
}

/** What an interval says about a change, given the smallest change worth flagging. */
export type IntervalReading = 'change' | 'unchanged' | null;

/**
 * The one meaning of min-effect, for the fixed verdict, the sequential looks, the recommended
 * counts and the planner: a change is flagged when its interval excludes 0 and reaches at
 * least min-effect (it is not shown to be smaller than min-effect); `unchanged` when the whole
 * interval lies inside ±min-effect; otherwise the data cannot tell. The rule flags a true
 * change of exactly min-effect whenever the test is significant, so the power a design
 * promises at min-effect — (t + z₀.₈)·se ≤ min-effect — is the power the gate has.
 */
export function readInterval(ci: readonly [number, number], minEffect: number, excludesZero = ci[0] > 0 || ci[1] < 0): IntervalReading {
  const [low, high] = ci;
  if (excludesZero && (high >= minEffect || low <= -minEffect)) return 'change';
  if (low >= -minEffect && high <= minEffect) return 'unchanged';
  return null;
}

/**
 * CHANGE DETECTED when the decision interval (after the suite-wide correction) excludes 0 —
 * or, with rule `overlap`, when the two versions' intervals do not overlap, the thesis's
 * conservative rule — and reaches min-effect (readInterval). Inside ±min-effect: `unchanged`.
 * Otherwise `inconclusive`, with the reason.
 */
export function decideVerdict(input: VerdictInput): VerdictDecision {
  if (input.buildLevelMissing) return { verdict: 'inconclusive', changeDetected: false };
  const excludesZero = input.rule === 'overlap' ? input.headCi[0] > input.baseCi[1] || input.headCi[1] < input.baseCi[0] : input.ci[0] > 0 || input.ci[1] < 0;
  const reading = readInterval(input.ci, input.minEffect, excludesZero);
  if (reading === 'change') {
    const worse = input.better === 'lower' ? input.relative > 0 : input.relative < 0;
    return { verdict: worse ? 'regression' : 'improvement', changeDetected: true };
  }
  if (reading === 'unchanged') {
    return excludesZero
      ? {
          verdict: 'unchanged',
          changeDetected: false,
          note:
            `a change of ${formatPlainPercent(input.relative)} is significant but its interval lies inside ` +
            `±${formatPlainPercent(input.minEffect)}, the smallest change worth flagging`,
        }
      : { verdict: 'unchanged', changeDetected: false };
  }
  return {
    verdict: 'inconclusive',
    changeDetected: false,
    note:
      (input.rule === 'overlap'
        ? "the two versions' intervals overlap"
        : `Δ interval [${formatPlainPercent(input.ci[0])}, ${formatPlainPercent(input.ci[1])}] includes 0`) +
      ` and reaches beyond ±${formatPlainPercent(input.minEffect)}: no change detected, but one of that size cannot be ruled out`,
  };
}
