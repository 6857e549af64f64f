import type { BenchmarkLook } from './analyze-look.js';
import type { Verdict } from '../analysis/report-types.js';

/** A benchmark's outcome so far: decided at its first decisive look, and then kept. */
export interface SequentialOutcome {
  name: string;
  /** The deciding look's verdict (analysis/decide.ts); null while undecided. */
  verdict: Exclude<Verdict, 'inconclusive'> | null;
  /** Index of the deciding look, or of the latest look while undecided. */
  look: number;
  /** That look's analysis. */
  analysis: BenchmarkLook;
}

/**
 * Folds one more look into the outcomes: an undecided benchmark takes the look's decision
 * (or stays undecided with the newer analysis); a decided one keeps its first decision, since
 * every look's interval covers the truth at once with probability 1 − α and a later one
 * adds nothing to a decision already made.
 */
export function foldLook(outcomes: ReadonlyMap<string, SequentialOutcome>, look: number, analyses: readonly BenchmarkLook[]): Map<string, SequentialOutcome> {
  const next = new Map(outcomes);
  for (const analysis of analyses) {
    const previous = next.get(analysis.name);
    if (previous?.verdict) continue;
    const verdict = analysis.decision === null || analysis.decision.verdict === 'inconclusive' ? null : analysis.decision.verdict;
    next.set(analysis.name, { name: analysis.name, verdict, look, analysis });
  }
  return next;
}

/** Every benchmark compared so far has a verdict (and there is at least one). */
export function allDecided(outcomes: ReadonlyMap<string, SequentialOutcome>): boolean {
  return outcomes.size > 0 && [...outcomes.values()].every((o) => o.verdict !== null);
}
