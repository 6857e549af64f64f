import type { Random } from '../stats/rng.js';
import { shuffled } from '../stats/rng.js';
import type { ExecutionOutcome } from './execute.js';
import { uniqueOutputNotes } from '../results/output-notes.js';

/**
 * One benchmark (or a few) per process (`split-benchmarks: N`): each execution of the design
 * runs the suite as several processes, each told its benchmarks in `BENCHGATE_BENCHMARKS` (the
 * variable a shard's harness reads, docs/sharding.md). Within a block the parts run in a
 * seeded random order, and each part runs for every execution of the block back to back (base
 * then head, or head then base, as the block has them), so the two processes a benchmark is
 * compared by are seconds apart rather than a whole suite apart. For each benchmark an
 * execution is still one process: the nested model is unchanged.
 */

/** The names in parts of at most `size`, in order; the last part may be shorter. */
export function splitParts(names: readonly string[], size: number): string[][] {
  const step = Math.max(1, Math.floor(size));
  const parts: string[][] = [];
  for (let i = 0; i < names.length; i += step) parts.push(names.slice(i, i + step));
  return parts;
}

/**
 * Runs one block's executions part by part: for each part, in an order drawn from `random`,
 * every run of the block in turn (`runPart`, given the part's 0-based index), then merges each run's processes into one
 * execution (mergeParts). Stops at the first part that throws (an interrupt).
 */
export async function runSplitBlock<R>(
  runs: readonly R[],
  parts: readonly string[][],
  random: Random,
  runPart: (run: R, part: readonly string[], index: number) => Promise<ExecutionOutcome>,
): Promise<Map<R, ExecutionOutcome>> {
  const processes = runs.map(() => [] as { index: number; outcome: ExecutionOutcome }[]);
  const order = shuffled(
    parts.map((names, index) => ({ names, index })),
    random,
  );
  for (const part of order) {
    for (const [k, run] of runs.entries()) processes[k].push({ index: part.index, outcome: await runPart(run, part.names, part.index) });
  }
  return new Map(
    runs.map((run, k) => [
      run,
      mergeParts(
        processes[k].sort((a, b) => a.index - b.index).map((p) => p.outcome),
        parts,
      ),
    ]),
  );
}

/**
 * One execution from its parts' processes (in part order): their measurements together, their
 * durations summed, started when the first started. A failed part fails the execution, with
 * the part named: its other parts' values are not used, as a failed process's are not.
 */
export function mergeParts(outcomes: readonly ExecutionOutcome[], parts: readonly string[][]): ExecutionOutcome {
  const startedAt = outcomes.map((o) => o.startedAt).sort()[0] ?? new Date(0).toISOString();
  const durationMs = outcomes.reduce((sum, o) => sum + o.durationMs, 0);
  const failedAt = outcomes.findIndex((o) => !o.ok);
  if (failedAt >= 0) {
    const failed = outcomes[failedAt] as Extract<ExecutionOutcome, { ok: false }>;
    const names = parts[failedAt] ?? [];
    const shown = names.length > 3 ? `${names.slice(0, 3).join(', ')}, …` : names.join(', ');
    return {
      ok: false,
      failure: `part ${failedAt + 1} of ${parts.length} (${shown}): ${failed.failure}`,
      canceled: outcomes.some((o) => !o.ok && o.canceled),
      startedAt,
      durationMs,
      exitCode: failed.exitCode,
      stderrTail: failed.stderrTail,
    };
  }
  const ok = outcomes as Extract<ExecutionOutcome, { ok: true }>[];
  const notes = uniqueOutputNotes(ok.flatMap((o) => o.notes ?? []));
  return {
    ok: true,
    measurements: ok.flatMap((o) => o.measurements),
    ...(notes.length === 0 ? {} : { notes }),
    startedAt,
    durationMs,
    exitCode: ok.at(-1)?.exitCode ?? 0,
    stderrTail: ok.at(-1)?.stderrTail ?? '',
  };
}
