import type { BenchmarkRecord, ExecutionRecord } from '../../src/results/results-format.js';
import { createRandom, randomIndex } from '../../src/stats/rng.js';

/**
 * An unbalanced design made from a balanced one, as real runs produce it: some executions
 * fail (no values, a `failure`), so their block loses its partner on the other side; the
 * number of measurements differs between executions; and one head binary ran fewer
 * executions than the others (a time-out cut the run short), leaving those base blocks
 * unpaired. Deterministic for a seed; the input is not modified.
 */
export interface UnbalanceSpec {
  /** Chance that an execution fails, each side independently. */
  failureRate: number;
  /** Each execution keeps between this share and all of its measurements. */
  minKeptShare: number;
  /** Executions dropped from the end of the last head binary. */
  missingHeadExecutions: number;
}

export const DEFAULT_UNBALANCE: UnbalanceSpec = { failureRate: 0.05, minKeptShare: 0.4, missingHeadExecutions: 2 };

export function unbalance(record: BenchmarkRecord, seed: number, spec: UnbalanceSpec = DEFAULT_UNBALANCE): BenchmarkRecord {
  const random = createRandom(seed ^ 0x5bd1e995);
  const alter = (execution: ExecutionRecord): ExecutionRecord => {
    if (random() < spec.failureRate) return { ...execution, values: [], failure: 'exit code 1' };
    const minimum = Math.max(1, Math.ceil(execution.values.length * spec.minKeptShare));
    const kept = minimum + randomIndex(random, execution.values.length - minimum + 1);
    return { ...execution, values: execution.values.slice(0, kept) };
  };
  const side = (version: BenchmarkRecord['base']) => ({
    ...version,
    binaries: version.binaries.map((binary) => ({ ...binary, executions: binary.executions.map(alter) })),
  });
  const head = side(record.head);
  const last = head.binaries[head.binaries.length - 1];
  last.executions = last.executions.slice(0, Math.max(1, last.executions.length - spec.missingHeadExecutions));
  return { ...record, base: side(record.base), head };
}
