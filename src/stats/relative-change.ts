import { mean, sampleVariance } from './descriptive.js';
import { tCritical, twoSidedTPValue } from './distributions.js';
import type { MeanEstimate } from './hierarchical-mean.js';
import { InsufficientDataError } from './insufficient-data.js';

/**
 * Relative change of head against base, Δ = Ȳ_head / Ȳ_base − 1, with its interval built on
 * the log scale: log(Ȳ_h/Ȳ_b) ± t·se, then Δ = exp(·) − 1. The interval is asymmetric like
 * a ratio's should be, never crosses −100 %, and the p-value is that of t = log(ratio)/se.
 * The standard error comes from the delta method (first-order linearisation of the log ratio).
 */
export interface RelativeChange {
  relative: number;
  ci: [number, number];
  pValue: number;
  logRatio: number;
  standardError: number;
  df: number;
  design: 'paired' | 'independent';
}

/** The change with its interval at `confidence`, from the log ratio, its standard error and degrees of freedom. */
export function relativeChange(logRatio: number, standardError: number, df: number, confidence: number, design: RelativeChange['design']): RelativeChange {
  const relative = Math.expm1(logRatio);
  if (standardError === 0) {
    // No spread at all: either identical (no evidence of change) or a change with no noise.
    return { relative, ci: [relative, relative], pValue: logRatio === 0 ? 1 : 0, logRatio, standardError, df, design };
  }
  const halfWidth = tCritical(confidence, df) * standardError;
  return {
    relative,
    ci: [Math.expm1(logRatio - halfWidth), Math.expm1(logRatio + halfWidth)],
    pValue: twoSidedTPValue(logRatio / standardError, df),
    logRatio,
    standardError,
    df,
    design,
  };
}

function requirePositiveMeans(baseMean: number, headMean: number): void {
  if (!(baseMean > 0) || !(headMean > 0)) {
    throw new InsufficientDataError(`a relative change needs positive means on both sides (base ${baseMean}, head ${headMean})`);
  }
}

/**
 * A mean that its own interval cannot tell from zero (values of both signs, centred near zero)
 * makes the ratio meaningless: base 0.0001 against head 0.1 would read +99 900 %. Such a
 * comparison is refused with the reason, never reported as a change of millions of per cent.
 */
export function requireMeanClearOfZero(side: 'base' | 'head', estimate: MeanEstimate, confidence: number): void {
  if (!(estimate.variance > 0) || !(estimate.df > 0)) return;
  const halfWidth = tCritical(confidence, estimate.df) * Math.sqrt(estimate.variance);
  if (estimate.mean <= halfWidth) {
    throw new InsufficientDataError(
      `${side}: the mean ${estimate.mean.toPrecision(3)} cannot be told from zero (± ${halfWidth.toPrecision(3)} at ${confidence * 100} % ` +
        `confidence; values of both signs?): a relative change needs a mean clearly above zero on both sides`,
    );
  }
}

/**
 * Independent samples (e.g. head against a stored baseline): var(log R) ≈ Var(Ȳ_h)/Ȳ_h² +
 * Var(Ȳ_b)/Ȳ_b², with Welch–Satterthwaite degrees of freedom.
 */
export function compareIndependent(base: MeanEstimate, head: MeanEstimate, confidence: number): RelativeChange {
  requirePositiveMeans(base.mean, head.mean);
  requireMeanClearOfZero('base', base, confidence);
  requireMeanClearOfZero('head', head, confidence);
  const baseTerm = base.variance / base.mean ** 2;
  const headTerm = head.variance / head.mean ** 2;
  const variance = baseTerm + headTerm;
  const df = variance === 0 ? base.df + head.df : variance ** 2 / (baseTerm ** 2 / base.df + headTerm ** 2 / head.df);
  return relativeChange(Math.log(head.mean / base.mean), Math.sqrt(variance), df, confidence, 'independent');
}

/** A base and a head execution run back to back in one interleaving block. */
export interface PairedBlock {
  /** Blocks sharing a group share their binaries (base binary k with head binary k). */
  group: string;
  base: number;
  head: number;
}

/**
 * Interleaved design (seed 002, METHOD.md §10): each block pairs a base and a head execution
 * run back to back, so drift common to both cancels. With the linearised residuals
 * z = x_head/Ȳ_h − x_base/Ȳ_b, var(log R) is estimated from the spread of the group means of
 * z (one group per pair of binaries, G − 1 df) when there are several groups, otherwise from
 * the spread of the blocks' z (B − 1 df).
 */
export function comparePaired(blocks: readonly PairedBlock[], baseMean: number, headMean: number, confidence: number): RelativeChange {
  requirePositiveMeans(baseMean, headMean);
  const residual = (block: PairedBlock) => block.head / headMean - block.base / baseMean;
  const groups = new Map<string, number[]>();
  for (const block of blocks) groups.set(block.group, [...(groups.get(block.group) ?? []), residual(block)]);
  const units = groups.size >= 2 ? [...groups.values()].map((z) => mean(z)) : blocks.map(residual);
  if (units.length < 2) throw new InsufficientDataError('a paired comparison needs at least 2 complete interleaved blocks');
  const variance = sampleVariance(units) / units.length;
  return relativeChange(Math.log(headMean / baseMean), Math.sqrt(variance), units.length - 1, confidence, 'paired');
}
