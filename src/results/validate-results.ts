import { describe, finite, optional, requireArray, requireRecord, ResultsFormatError, text } from './json-checks.js';
import {
  BETTER_DIRECTIONS,
  RESULTS_FORMAT_VERSION,
  type BinaryRecord,
  type ExecutionRecord,
  type ResultsFile,
  type VersionRecord,
  type BenchmarkRecord,
} from './results-format.js';
import { validateMeta } from './validate-meta.js';
import { MAX_BENCHMARK_NAME_LENGTH } from './results-format.js';

export { ResultsFormatError } from './json-checks.js';

const TIME_UNITS = new Set(['ns', 'us', 'µs', 'μs', 'ms', 's']);

export { MAX_BENCHMARK_NAME_LENGTH };

/** Every element a finite number (and, for a time unit, not negative); the array itself is kept, not copied. */
function checkValues(value: unknown, path: string, timeUnit: boolean): number[] {
  const values = requireArray(value, path);
  assertNumbers(values, path, timeUnit);
  return values;
}

/** One pass over the values (a results file holds millions), which also proves their type. */
function assertNumbers(values: unknown[], path: string, timeUnit: boolean): asserts values is number[] {
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (typeof v !== 'number' || !Number.isFinite(v)) throw new ResultsFormatError(`${path}[${i}]`, `not a finite number (got ${describe(v)})`);
    if (timeUnit && v < 0) throw new ResultsFormatError(`${path}[${i}]`, `negative time ${v}`);
  }
}

function wholeNumber(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new ResultsFormatError(path, `expected a whole number, got ${describe(value)}`);
  return value;
}

/**
 * An execution record, its optional fields added only when present: a results file holds
 * thousands of executions, so their paths are built only for a field that is there, and the
 * records stay plain objects of a few shapes (deleting absent keys would make each one slow).
 */
function checkExecution(value: unknown, path: string, timeUnit: boolean): ExecutionRecord {
  const execution = requireRecord(value, path);
  const values = checkValues(execution.values, `${path}.values`, timeUnit);
  if (execution.notRun !== undefined) {
    if (execution.notRun !== true) throw new ResultsFormatError(`${path}.notRun`, `expected true when present, got ${describe(execution.notRun)}`);
    if (values.length > 0) throw new ResultsFormatError(`${path}.values`, 'an execution that was not run has no values');
  }
  const exitCode = execution.exitCode === undefined || execution.exitCode === null ? execution.exitCode : wholeNumber(execution.exitCode, `${path}.exitCode`);
  const record: ExecutionRecord = { values };
  if (execution.warmup !== undefined) record.warmup = checkValues(execution.warmup, `${path}.warmup`, timeUnit);
  if (execution.block !== undefined) record.block = wholeNumber(execution.block, `${path}.block`);
  if (execution.order !== undefined) record.order = wholeNumber(execution.order, `${path}.order`);
  if (execution.startedAt !== undefined) record.startedAt = text(execution.startedAt, `${path}.startedAt`);
  if (execution.durationMs !== undefined) record.durationMs = finite(execution.durationMs, `${path}.durationMs`);
  if (exitCode !== undefined) record.exitCode = exitCode;
  if (execution.failure !== undefined) record.failure = text(execution.failure, `${path}.failure`);
  if (execution.notRun === true) record.notRun = true;
  return record;
}

function checkBinary(value: unknown, path: string, timeUnit: boolean): BinaryRecord {
  const binary = requireRecord(value, path);
  if (binary.runner !== undefined && (typeof binary.runner !== 'string' || binary.runner === '')) {
    throw new ResultsFormatError(`${path}.runner`, `expected a non-empty string, got ${describe(binary.runner)}`);
  }
  const outputHash = binary.outputHash === null ? null : optional(binary.outputHash, `${path}.outputHash`, text);
  // Fields added only when present (as in checkExecution), in the format's order.
  const record: BinaryRecord = {
    executions: requireArray(binary.executions, `${path}.executions`).map((e, j) => checkExecution(e, `${path}.executions[${j}]`, timeUnit)),
  };
  if (binary.buildSeconds !== undefined) record.buildSeconds = finite(binary.buildSeconds, `${path}.buildSeconds`);
  if (outputHash !== undefined) record.outputHash = outputHash;
  if (binary.outputDiff !== undefined) {
    record.outputDiff = requireArray(binary.outputDiff, `${path}.outputDiff`).map((entry, i) => {
      if (typeof entry !== 'string') throw new ResultsFormatError(`${path}.outputDiff[${i}]`, `expected a path string, got ${describe(entry)}`);
      return entry;
    });
  }
  if (typeof binary.runner === 'string') record.runner = binary.runner;
  return record;
}

function checkVersion(value: unknown, path: string, timeUnit: boolean): VersionRecord {
  const version = requireRecord(value, path);
  const record: VersionRecord = {
    binaries: requireArray(version.binaries, `${path}.binaries`).map((b, k) => checkBinary(b, `${path}.binaries[${k}]`, timeUnit)),
  };
  if (version.ref !== undefined) record.ref = text(version.ref, `${path}.ref`);
  if (version.sha !== undefined) record.sha = text(version.sha, `${path}.sha`);
  return record;
}

function checkBenchmark(value: unknown, path: string): BenchmarkRecord {
  const benchmark = requireRecord(value, path);
  const name = benchmark.name;
  if (typeof name !== 'string' || name.trim() === '') throw new ResultsFormatError(`${path}.name`, `expected a non-empty string, got ${describe(name)}`);
  if (name.length > MAX_BENCHMARK_NAME_LENGTH) {
    throw new ResultsFormatError(
      `${path}.name`,
      `the benchmark ${JSON.stringify(`${name.slice(0, 60)}…`)} has a name of ${name.length} characters; at most ${MAX_BENCHMARK_NAME_LENGTH} are allowed`,
    );
  }
  const unit = benchmark.unit;
  if (typeof unit !== 'string') throw new ResultsFormatError(`${path}.unit`, `expected a string, got ${describe(unit)}`);
  const better = BETTER_DIRECTIONS.find((direction) => direction === benchmark.better);
  if (better === undefined) throw new ResultsFormatError(`${path}.better`, `expected "lower" or "higher", got ${describe(benchmark.better)}`);
  const timeUnit = TIME_UNITS.has(unit);
  return { name, unit, better, base: checkVersion(benchmark.base, `${path}.base`, timeUnit), head: checkVersion(benchmark.head, `${path}.head`, timeUnit) };
}

/**
 * Checks an already parsed JSON value against results format version 1 and returns it typed,
 * rebuilt from the fields the format defines (docs/results-format.md; unknown keys are dropped).
 * Throws ResultsFormatError naming the first offending path, e.g.
 * `benchmarks[2].head.binaries[0].executions[3].values[7]: not a finite number`.
 */
export function validateResults(value: unknown): ResultsFile {
  const root = requireRecord(value, '');
  if (root.version === undefined) {
    throw new ResultsFormatError('version', `missing: a benchgate results file starts with "version": ${RESULTS_FORMAT_VERSION} (docs/results-format.md)`);
  }
  if (root.version !== RESULTS_FORMAT_VERSION) {
    throw new ResultsFormatError(
      'version',
      `unsupported results format version ${describe(root.version)}; this benchgate reads version ${RESULTS_FORMAT_VERSION}`,
    );
  }
  const seen = new Set<string>();
  const benchmarks = requireArray(root.benchmarks, 'benchmarks').map((entry, b) => {
    const benchmark = checkBenchmark(entry, `benchmarks[${b}]`);
    if (seen.has(benchmark.name)) throw new ResultsFormatError(`benchmarks[${b}].name`, `duplicate benchmark name ${JSON.stringify(benchmark.name)}`);
    seen.add(benchmark.name);
    return benchmark;
  });
  return root.meta === undefined
    ? { version: RESULTS_FORMAT_VERSION, benchmarks }
    : { version: RESULTS_FORMAT_VERSION, benchmarks, meta: validateMeta(root.meta) };
}

/** Parses JSON text and validates it; a syntax error becomes a ResultsFormatError too. */
export function parseResults(text: string, source = 'results'): ResultsFile {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ResultsFormatError('', `${source} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  return validateResults(value);
}
