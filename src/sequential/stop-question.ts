import type { StopQuestion } from '../planning/stop-question.js';
import type { BenchmarkLook } from './analyze-look.js';
import { allDecided, type SequentialOutcome } from './fold-looks.js';

export type { StopQuestion };

/** The question the controller asks when none is given: decide every benchmark. */
export const EVERY_BENCHMARK: StopQuestion = { kind: 'every-benchmark' };

/** Why a look ends the run early: `decided` (every benchmark) or `answered` (the one question asked), with the log's and the record's detail. */
export interface Answer {
  reason: 'decided' | 'answered';
  detail: string;
}

/**
 * Whether a look answered the run's question (planning/stop-question.ts), from the outcomes
 * folded so far and this look's own analyses. Each interval is the look's repeated confidence
 * interval at the level the alpha spending gives it (analyze-look.ts), so stopping at the first
 * look whose interval lies wholly on one side of a threshold errs with at most the benchmark's
 * share of α, as a decision at that look would: every look's interval covers the true change at
 * once with that confidence. `look` is 1-based.
 */
export function answerAtLook(
  question: StopQuestion = EVERY_BENCHMARK,
  outcomes: ReadonlyMap<string, SequentialOutcome>,
  analyses: readonly BenchmarkLook[],
  look: number,
): Answer | null {
  if (question.kind === 'every-benchmark')
    return allDecided(outcomes) ? { reason: 'decided', detail: `all ${outcomes.size} benchmarks decided at look ${look}` } : null;
  const { benchmark } = question;
  const analysis = analyses.find((a) => a.name === benchmark);
  const outcome = outcomes.get(benchmark);
  if (analysis === undefined || outcome === undefined)
    return { reason: 'answered', detail: `${benchmark} is not compared in this run: nothing to measure for` };
  if (question.kind === 'benchmark')
    return outcome.verdict === null ? null : { reason: 'answered', detail: `${benchmark} decided (${outcome.verdict}) at look ${outcome.look + 1}` };
  const ci = analysis.change?.ci ?? null;
  const side = ci === null ? null : thresholdSide(ci, question.threshold);
  if (ci === null || side === null) return null;
  return {
    reason: 'answered',
    detail:
      `at look ${look}, ${benchmark}'s Δ interval [${percent(ci[0])}, ${percent(ci[1])}] (level ${analysis.level.toPrecision(2)}) ` +
      `lies wholly ${side} ${percent(question.threshold)}`,
  };
}

/** Which side of `threshold` an interval lies on wholly, or null when it straddles (or touches) it. */
export function thresholdSide(ci: readonly [number, number], threshold: number): 'below' | 'above' | null {
  if (ci[1] < threshold) return 'below';
  if (ci[0] > threshold) return 'above';
  return null;
}

/**
 * The undecided benchmarks whose futility can end the run early (out-of-reach.ts): every one, or
 * the one benchmark asked about; none for a `side` question, which a verdict does not answer.
 */
export function awaitedBenchmarks(question: StopQuestion = EVERY_BENCHMARK, outcomes: ReadonlyMap<string, SequentialOutcome>): SequentialOutcome[] {
  const undecided = [...outcomes.values()].filter((o) => o.verdict === null);
  if (question.kind === 'every-benchmark') return undecided;
  if (question.kind === 'side') return [];
  return undecided.filter((o) => o.name === question.benchmark);
}

const percent = (x: number): string => `${x >= 0 ? '+' : ''}${(100 * x).toFixed(2)} %`;
