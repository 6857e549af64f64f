import type { ParsedMeasurement } from '../parsers/index.js';
import type { BenchmarkRecord, Better, ExecutionRecord, VersionRecord, VersionSide } from '../results/results-format.js';
import { detectWarmupLength } from '../stats/warmup.js';

/** One execution as it happened (or was skipped), before being split by benchmark. */
export interface FinishedExecution {
  block: number;
  order: number;
  startedAt?: string;
  durationMs?: number;
  exitCode?: number | null;
  /** Null when the execution failed or did not run. */
  measurements: ParsedMeasurement[] | null;
  failure?: string;
}

export interface FinishedVersion {
  ref: string;
  sha: string;
  binaries: { buildSeconds: number | null; outputHash: string | null; outputDiff?: string[]; executions: FinishedExecution[] }[];
}

/**
 * Turns executions (each with measurements of possibly several benchmarks) into one record per
 * benchmark name seen in any execution of either version, in the order first seen. Every
 * execution appears under every benchmark: a failed execution as a failed record, and one
 * that did not report this benchmark (or reported it in another unit) as a failed record
 * saying so. So the l × m structure is complete for every benchmark and nothing is dropped
 * without a trace.
 */
export function groupByBenchmark(versions: Record<VersionSide, FinishedVersion>): BenchmarkRecord[] {
  const units = new Map<string, FirstUnit>();
  const directions = new Map<string, Better>();
  for (const side of ['base', 'head'] as const) {
    versions[side].binaries.forEach((binary, b) => {
      binary.executions.forEach((execution, e) => {
        for (const m of execution.measurements ?? []) {
          if (!units.has(m.name)) units.set(m.name, { unit: m.unit, execution, where: `${side} build ${b + 1}, execution ${e + 1}` });
          if (m.better !== undefined && !directions.has(m.name)) directions.set(m.name, m.better);
        }
      });
    });
  }
  return [...units].map(([name, first]) => ({
    name,
    unit: first.unit,
    better: directions.get(name) ?? 'lower',
    base: versionRecord(versions.base, name, first),
    head: versionRecord(versions.head, name, first),
  }));
}

/** A benchmark's unit: the one its first measurement gave, and which execution that was. */
interface FirstUnit {
  unit: string;
  execution: FinishedExecution;
  /** E.g. `base build 1, execution 1`. */
  where: string;
}

function versionRecord(version: FinishedVersion, name: string, unit: FirstUnit): VersionRecord {
  return {
    ref: version.ref,
    sha: version.sha,
    binaries: version.binaries.map((binary) => ({
      ...(binary.buildSeconds === null ? {} : { buildSeconds: round(binary.buildSeconds) }),
      outputHash: binary.outputHash,
      ...(binary.outputDiff === undefined ? {} : { outputDiff: binary.outputDiff }),
      executions: binary.executions.map((execution) => executionRecord(execution, name, unit)),
    })),
  };
}

function executionRecord(execution: FinishedExecution, name: string, first: FirstUnit): ExecutionRecord {
  const unit = first.unit;
  const record: ExecutionRecord = { values: [], block: execution.block, order: execution.order };
  if (execution.startedAt !== undefined) record.startedAt = execution.startedAt;
  if (execution.durationMs !== undefined) record.durationMs = execution.durationMs;
  if (execution.exitCode !== undefined) record.exitCode = execution.exitCode;
  if (execution.measurements === null) {
    record.failure = execution.failure ?? 'failed';
    return record;
  }
  const own = execution.measurements.filter((m) => m.name === name);
  const otherUnit = own.find((m) => m.unit !== unit);
  if (own.length === 0) {
    record.failure = `no "${name}" measurement in this execution's output`;
  } else if (otherUnit !== undefined) {
    record.failure =
      first.execution === execution
        ? `"${name}" reported in both ${unit} and ${otherUnit.unit} in this execution's output; one benchmark must keep one unit`
        : `"${name}" reported in ${otherUnit.unit} here but in ${unit} in ${first.where}, where it was first seen; one benchmark must keep one unit`;
  } else {
    const { values, warmup } = splitWarmup(own);
    if (values.length === 0) record.failure = `all ${own.length} "${name}" measurements are marked warm-up`;
    else record.values = values;
    if (warmup.length > 0) record.warmup = warmup;
  }
  return record;
}

/**
 * Values the benchmark marked as warm-up, then the leading ones the detector finds in the
 * rest, go to `warmup`; the detector always leaves at least one value.
 */
export function splitWarmup(measurements: readonly ParsedMeasurement[]): { values: number[]; warmup: number[] } {
  const marked = measurements.filter((m) => m.warmup === true).map((m) => m.value);
  const rest = measurements.filter((m) => m.warmup !== true).map((m) => m.value);
  const inTimeOrder = !measurements.some((m) => m.unordered === true);
  const detected = rest.length === 0 || !inTimeOrder ? 0 : Math.min(detectWarmupLength(rest), rest.length - 1);
  return { values: rest.slice(detected), warmup: [...marked, ...rest.slice(0, detected)] };
}

function round(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}
