import { benchmarkPolicies } from '../config/benchmark-policy.js';
import type { AnalysisOptions } from '../config/analysis-options.js';
import type { RunSettings } from '../config/run-settings.js';
import { DEFAULT_MAX_LOOKS, DEFAULT_SPENDING, type Spending } from '../stats/alpha-spending.js';
import { notPlannedReason, planCandidates } from './plan-candidates.js';
import { planDesign, type DesignPlan } from './plan-design.js';
import type { Prior } from './prior.js';
import type { StopQuestion } from './stop-question.js';

export interface AdaptiveRunOptions {
  /** The experiment's budget in seconds: builds and measuring. */
  budgetSeconds: number;
  /** Noise and costs known before the run (benchgate calibrate's output); without one, l comes from the settings. */
  prior?: Prior | null;
  /** Builds per version given explicitly (a flag, input or config key): wins over the prior's plan. */
  binaries?: number;
  maxLooks?: number;
  spending?: Spending;
  /** What the looks must answer before the run stops early (stop-question.ts); every benchmark decided unless given. */
  question?: StopQuestion;
}

/** What the run will do and why, stored as `meta.plan`. */
export interface RunPlan {
  source: 'prior' | 'settings';
  binaries: number;
  budgetSeconds: number;
  reasons: string[];
  /** The prior's full plan, per benchmark. */
  forecast?: DesignPlan;
}

/**
 * Plans the builds per version before anything runs. With a prior: eq. 21 on its noise and
 * costs and l as large as the budget allows (plan-design.ts). Without: l from the settings.
 * Either way the number of rounds is planned by the run itself after every round, from the
 * time the rounds so far took (sequential-controller.ts). Pure.
 */
export function planRun(settings: RunSettings, analysis: AnalysisOptions, adaptive: AdaptiveRunOptions): RunPlan {
  const { budgetSeconds } = adaptive;
  const rounds =
    'the rounds that fit the budget are planned from the time the rounds so far took, again after every round; when the builds differ, the run ' +
    'grows by builds after its first look';
  const prior = adaptive.prior;
  const skipping = `builds beyond the first 2 are skipped once those of both versions have identical outputs (docs/runner.md)`;
  if (!prior) {
    return {
      source: 'settings',
      binaries: settings.binaries,
      budgetSeconds,
      reasons: [
        `no prior: ${settings.binaries === 1 ? '1 build' : `up to ${settings.binaries} builds`} per version from the settings; ${rounds} ` +
          `(benchgate calibrate writes a prior that plans them from measured noise and costs)`,
        ...(settings.binaries > 2 ? [skipping] : []),
      ],
    };
  }
  const policies = benchmarkPolicies(analysis);
  const compared = prior.benchmarks.filter((b) => policies.of(b.name).gate !== 'ignore');
  const candidates = planCandidates(
    compared.map((b) => ({ name: b.name, noise: b.noise })),
    policies,
  );
  const forecast = planDesign({
    benchmarks: candidates.planned,
    costs: prior.costs,
    budgetSeconds,
    minEffect: analysis.minEffect,
    confidence: analysis.confidence,
    divisor: analysis.correction === 'none' ? 1 : compared.length,
    maxLooks: adaptive.maxLooks ?? DEFAULT_MAX_LOOKS,
    spending: adaptive.spending ?? DEFAULT_SPENDING,
  });
  // The prior's identical outputs are another run's; with a build command, one build could not show
  // whether this commit's build is still deterministic, two can (their hashes).
  const proveDeterminism = adaptive.binaries === undefined && forecast.binaries === 1 && settings.build !== null;
  const binaries = adaptive.binaries ?? (proveDeterminism ? 2 : forecast.binaries);
  const skipped = notPlannedReason(candidates.skipped);
  if (skipped !== null) forecast.reasons.push(skipped);
  const reasons =
    adaptive.binaries === undefined
      ? forecast.reasons.slice()
      : [`${binaries} builds per version as configured (the prior's plan: ${forecast.binaries})`, ...forecast.reasons.slice(1)];
  if (proveDeterminism)
    reasons.push(
      "2 builds per version rather than 1: the prior found identical build outputs, and equal hashes of two builds show this run's build is " +
        'still deterministic',
    );
  else if (binaries > 2) reasons.push(skipping);
  reasons.push(`${rounds} (the prior expects about ${forecast.rounds})`);
  return { source: 'prior', binaries, budgetSeconds, reasons, forecast };
}
