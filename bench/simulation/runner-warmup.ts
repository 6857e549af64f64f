import type { BenchmarkRecord, ExecutionRecord } from '../../src/results/results-format.js';
import { splitWarmup } from '../../src/runner/group-results.js';

/**
 * What the runner writes for a simulated benchmark: in every execution, the values the
 * benchmark marked as warm-up stay marked and the leading values the detector flags join
 * them (`splitWarmup`), so an unmarked ramp is handled as on a real run.
 */
export function asRunnerRecords(record: BenchmarkRecord): BenchmarkRecord {
  const execution = (e: ExecutionRecord): ExecutionRecord => {
    if (e.values.length === 0) return e;
    const measured = (value: number, warmup: boolean) => ({ name: 'simulated', unit: 'ns', value, warmup });
    const measurements = [...(e.warmup ?? []).map((v) => measured(v, true)), ...e.values.map((v) => measured(v, false))];
    const { values, warmup } = splitWarmup(measurements);
    return { ...e, values, ...(warmup.length > 0 ? { warmup } : {}) };
  };
  const side = (version: BenchmarkRecord['base']) => ({
    ...version,
    binaries: version.binaries.map((binary) => ({ ...binary, executions: binary.executions.map(execution) })),
  });
  return { ...record, base: side(record.base), head: side(record.head) };
}
