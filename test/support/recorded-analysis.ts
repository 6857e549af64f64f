/**
 * `meta.analysis` as a run records it with `--min-effect 5% --correction bh` and every other
 * analysis setting at its default, besides what differs between runs: the seed, the failure
 * share and the build variances of a prior (none without one).
 */
export function recordedAnalysisAt5PercentBh(run: { seed: number; maxFailureShare: number; buildVariancePriors?: Record<string, number> }) {
  return {
    confidence: 0.95,
    minEffect: 0.05,
    correction: 'bh',
    rule: 'interval',
    design: 'auto',
    estimator: 'winsorized',
    robust: false,
    detectWarmup: true,
    policies: [],
    seed: run.seed,
    maxFailureShare: run.maxFailureShare,
    bootstrapReplicates: 1000,
    moderate: true,
    buildVariancePriors: run.buildVariancePriors ?? {},
    historyPriors: {},
  };
}

/** A partial `meta.analysis` as older records hold it: no estimator, seed or priors, and `policies` a count. */
export const PARTIAL_ANALYSIS_RECORD = {
  confidence: 0.95,
  minEffect: 0.01,
  correction: 'holm',
  rule: 'interval',
  design: 'auto',
  robust: false,
  detectWarmup: true,
  policies: 0,
} as const;
