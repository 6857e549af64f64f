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
  const runners = binaries.map((b) => b.runner);
  if (runners.length === 0 || !runners.every((r): r is string => typeof r === 'string')) return null;
  const byRunner = new Map<string, NestedSummaries>();
  runners.forEach((runner, k) => {
    if (summaries[k].length === 0) return;
    const list = byRunner.get(runner) ?? [];
    list.push(summaries[k]);
    byRunner.set(runner, list);
  });
  if (byRunner.size < 2) return null;
  return { ids: [...byRunner.keys()], summaries: [...byRunner.values()] };
}
