import type { Better } from '../results/results-format.js';
import type { DecisionRule, SuiteReport, Verdict } from './report-types.js';

export interface VerdictInput {
  relative: number;
  ci: [number, number];
  pAdjusted: number;
  better: Better;
  minEffect: number;
  confidence: number;
  rule: DecisionRule;
  baseCi: [number, number];
  headCi: [number, number];
}

export interface VerdictDecision {
  verdict: Verdict;
  changeDetected: boolean;
  note?: string;
}

const percent = (fraction: number) => `${(fraction * 100).toFixed(2)} %`;

/**
 * CHANGE DETECTED when the change is significant after the suite-wide correction (rule
 * `interval`; or, with rule `overlap`, when the two versions' intervals do not overlap, the
 * thesis's conservative rule) and its size is at least `minEffect`. Not detected and the
 * whole Δ interval inside ±minEffect: `unchanged` (an equivalence result). Otherwise the data
 * cannot tell: `inconclusive`, with the reason.
 */
export function decideVerdict(input: VerdictInput): VerdictDecision {
  const significant =
    input.rule === 'overlap'
      ? input.headCi[0] > input.baseCi[1] || input.headCi[1] < input.baseCi[0]
      : input.pAdjusted < 1 - input.confidence;
  if (significant && Math.abs(input.relative) >= input.minEffect) {
    const worse = input.better === 'lower' ? input.relative > 0 : input.relative < 0;
    return { verdict: worse ? 'regression' : 'improvement', changeDetected: true };
  }
  if (input.ci[0] >= -input.minEffect && input.ci[1] <= input.minEffect) {
    return { verdict: 'unchanged', changeDetected: false };
  }
  return {
    verdict: 'inconclusive',
    changeDetected: false,
    note: `Δ interval [${percent(input.ci[0])}, ${percent(input.ci[1])}] is wider than ±${percent(input.minEffect)}: no change detected, but one of that size cannot be ruled out`,
  };
}

/** Process exit code for a suite: 1 when any benchmark whose policy gates regressed. */
export function exitCodeFor(report: SuiteReport): 0 | 1 {
  return report.summary.gatingRegressions > 0 ? 1 : 0;
}
