/**
 * A seeded guard on the adaptive design's error rate with the history prior in its looks
 * (issue 29 item 3; bench/history-prior.ts --adaptive has the full study). Each run's history:
 * 10 earlier adaptive A/A runs of its generator on the same simulated runner, recorded as trend
 * runs record them (windows of a pool), and the run is the shipped controller on a simulated
 * clock (bench:verdict-time's defaults: builds 3 s, executions 1 s, a 4-minute budget). The
 * threshold is the binomial count under α that a calibrated gate exceeds with probability at
 * most 0.001, never an observed outcome.
 */
import { describe, expect, it } from 'vitest';
import { ADAPTIVE, adaptiveHistoryPool, HISTORY_RUNS } from '../../bench/history-prior.js';
import { binomialUpperCount } from '../../bench/simulation/binomial-band.js';
import { GENERATORS } from '../../bench/simulation/generators.js';
import { historyWindow, SIMULATED_RUNNER_NAME } from '../../bench/simulation/history.js';
import { adaptiveRun, analysisOptions } from '../../bench/verdict-time/simulated-cases.js';
import { fitHistoryPriors } from '../../src/analysis/history-prior.js';

const CHECK_LEVEL = 0.999;
const ALPHA = 0.05;
const RUNS = 200;
const POOL = 40;

function withPrior(key: 'deterministic' | 'gaussian', confidence: number, seedBase: number) {
  const pool = adaptiveHistoryPool(GENERATORS[key], POOL, seedBase + 50_000);
  // min-effect 0: the raw test, where a prior that pulled the variance too low would show first.
  const options = { ...analysisOptions(0), confidence };
  let flagged = 0;
  let used = 0;
  for (let i = 0; i < RUNS; i++) {
    const historyPriors = fitHistoryPriors(historyWindow(pool, i, HISTORY_RUNS), SIMULATED_RUNNER_NAME, 'looks');
    const run = adaptiveRun(GENERATORS[key], 0, seedBase + i, { ...options, historyPriors }, ADAPTIVE.costs, ADAPTIVE.budgetSeconds);
    if (run.verdict === 'regression' || run.verdict === 'improvement') flagged++;
    if (run.historyPrior?.used) used++;
  }
  return { flagged, used };
}

describe('calibration guard: the adaptive looks with a history prior', () => {
  const limit = binomialUpperCount(ALPHA, RUNS, CHECK_LEVEL);

  it('A/A false alarms on deterministic builds (the paired t looks) stay within the binomial band of α', () => {
    const { flagged, used } = withPrior('deterministic', 0.95, 9_800_000);
    // The prior was in play at the deciding or last look (half is far below any chance shortfall of what the bench measures).
    expect(used).toBeGreaterThan(RUNS / 2);
    expect(flagged).toBeLessThanOrEqual(limit);
  }, 600_000);

  it('the band catches a with-prior gate whose error rate is too high (confidence 0.8)', () => {
    expect(withPrior('deterministic', 0.8, 9_850_000).flagged).toBeGreaterThan(limit);
  }, 600_000);
});
