import { analyzeBenchmark } from '../analysis/analyze-benchmark.js';
import type { AnalysisOptions } from '../config/analysis-options.js';
import type { BenchmarkRecord, VersionRecord } from '../results/results-format.js';
import { createRandom, shuffled } from '../stats/rng.js';

export interface ConfirmResult {
  /** Smallest number of rounds whose mean Δ interval fits inside ±min-effect; null when the rounds run were not enough. */
  rounds: number | null;
  /** Rounds available in the data (executions of the least-run binary). */
  roundsRun: number;
}

/**
 * CONFIRM for the nested, interleaved design (seed 003 §5): for s = 2, 3, … rounds, draw
 * `trials` random subsets of s of the rounds that ran (a round is one block per binary pair,
 * so every subset is a smaller experiment of the same design, pairs intact), compute the Δ
 * interval of each at the given confidence, and average the lower and the upper bounds. The
 * answer is the smallest s whose average interval lies inside ±min-effect: how many rounds
 * an A/A comparison needs before it can say "unchanged". Resampling needs no model of the
 * noise; it cannot look beyond the rounds that ran (then `rounds` is null and the model's
 * budgetToSettle extrapolates). Seeded.
 */
export function confirmRounds(record: BenchmarkRecord, options: AnalysisOptions, minEffect: number, trials = 200): ConfirmResult {
  const roundsRun = Math.min(...[record.base, record.head].flatMap((v) => v.binaries.map((b) => b.executions.length)));
  if (!(minEffect > 0) || !Number.isFinite(roundsRun)) return { rounds: null, roundsRun: Number.isFinite(roundsRun) ? roundsRun : 0 };
  const random = createRandom(options.seed);
  const all = Array.from({ length: roundsRun }, (_, j) => j);
  const lean = { ...options, bootstrapReplicates: 0 };
  for (let size = 2; size <= roundsRun; size++) {
    let low = 0;
    let high = 0;
    let counted = 0;
    const draws = size === roundsRun ? 1 : trials;
    for (let t = 0; t < draws; t++) {
      const keep = new Set(shuffled(all, random).slice(0, size));
      const change = analyzeBenchmark(subset(record, keep), lean).change;
      if (!change) continue;
      low += change.ci[0];
      high += change.ci[1];
      counted++;
    }
    if (counted > 0 && low / counted >= -minEffect && high / counted <= minEffect) return { rounds: size, roundsRun };
  }
  return { rounds: null, roundsRun };
}

function subset(record: BenchmarkRecord, rounds: ReadonlySet<number>): BenchmarkRecord {
  const keep = (version: VersionRecord): VersionRecord => ({
    ...version,
    binaries: version.binaries.map((binary) => ({ ...binary, executions: binary.executions.filter((_, j) => rounds.has(j)) })),
  });
  return { ...record, base: keep(record.base), head: keep(record.head) };
}
