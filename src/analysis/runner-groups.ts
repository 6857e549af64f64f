import type { BinaryRecord } from '../results/results-format.js';
import type { NestedSummaries } from '../stats/execution-summary.js';
import type { RunnerSummaries } from '../stats/runner-level.js';

/** Execution summaries grouped by runner: `summaries[r]` holds the binaries of `ids[r]`. */
export interface RunnerGroups {
  ids: string[];
  summaries: RunnerSummaries;
}

/**
 * The binaries' execution summaries grouped by their `runner` id, runners in first-seen order,
 * keeping only runners with at least one successful execution. Null unless every binary
 * carries a runner id and at least two runners have data: then the runner is the top level.
 */
export function groupByRunner(binaries: readonly BinaryRecord[], summaries: NestedSummaries): RunnerGroups | null {
  if (binaries.length === 0 || binaries.some((b) => typeof b.runner !== 'string')) return null;
  const byRunner = new Map<string, NestedSummaries>();
  binaries.forEach((binary, k) => {
    if (summaries[k].length === 0) return;
    const list = byRunner.get(binary.runner!) ?? [];
    list.push(summaries[k]);
    byRunner.set(binary.runner!, list);
  });
  if (byRunner.size < 2) return null;
  return { ids: [...byRunner.keys()], summaries: [...byRunner.values()] };
}
