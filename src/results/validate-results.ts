import { BETTER_DIRECTIONS, RESULTS_FORMAT_VERSION, type ResultsFile } from './results-format.js';

/** A results file that does not follow the format; the message names the JSON path. */
export class ResultsFormatError extends Error {
  constructor(
    readonly path: string,
    detail: string,
  ) {
    super(path ? `${path}: ${detail}` : detail);
    this.name = 'ResultsFormatError';
  }
}

const TIME_UNITS = new Set(['ns', 'us', 'µs', 'μs', 'ms', 's']);

type Json = unknown;

function isRecord(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: Json): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value)}`;
}

function requireRecord(value: Json, path: string): Record<string, Json> {
  if (!isRecord(value)) throw new ResultsFormatError(path, `expected an object, got ${describe(value)}`);
  return value;
}

function requireArray(value: Json, path: string): Json[] {
  if (!Array.isArray(value)) throw new ResultsFormatError(path, `expected an array, got ${describe(value)}`);
  return value;
}

function checkValues(value: Json, path: string, timeUnit: boolean): void {
  const values = requireArray(value, path);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (typeof v !== 'number' || !Number.isFinite(v)) throw new ResultsFormatError(`${path}[${i}]`, `not a finite number (got ${describe(v)})`);
    if (timeUnit && v < 0) throw new ResultsFormatError(`${path}[${i}]`, `negative time ${v}`);
  }
}

function checkVersion(value: Json, path: string, timeUnit: boolean): void {
  const version = requireRecord(value, path);
  const binaries = requireArray(version.binaries, `${path}.binaries`);
  binaries.forEach((binaryValue, k) => {
    const binaryPath = `${path}.binaries[${k}]`;
    const binary = requireRecord(binaryValue, binaryPath);
    if (binary.runner !== undefined && (typeof binary.runner !== 'string' || binary.runner === '')) {
      throw new ResultsFormatError(`${binaryPath}.runner`, `expected a non-empty string, got ${describe(binary.runner)}`);
    }
    if (binary.outputDiff !== undefined) {
      requireArray(binary.outputDiff, `${binaryPath}.outputDiff`).forEach((path, i) => {
        if (typeof path !== 'string') throw new ResultsFormatError(`${binaryPath}.outputDiff[${i}]`, `expected a path string, got ${describe(path)}`);
      });
    }
    const executions = requireArray(binary.executions, `${binaryPath}.executions`);
    executions.forEach((executionValue, j) => {
      const executionPath = `${binaryPath}.executions[${j}]`;
      const execution = requireRecord(executionValue, executionPath);
      checkValues(execution.values, `${executionPath}.values`, timeUnit);
      if (execution.warmup !== undefined) checkValues(execution.warmup, `${executionPath}.warmup`, timeUnit);
      if (execution.block !== undefined && !Number.isInteger(execution.block)) {
        throw new ResultsFormatError(`${executionPath}.block`, `expected a whole number, got ${describe(execution.block)}`);
      }
      if (execution.notRun !== undefined) {
        if (execution.notRun !== true) throw new ResultsFormatError(`${executionPath}.notRun`, `expected true when present, got ${describe(execution.notRun)}`);
        if (Array.isArray(execution.values) && execution.values.length > 0) {
          throw new ResultsFormatError(`${executionPath}.values`, 'an execution that was not run has no values');
        }
      }
    });
  });
}

/** `meta.notMeasured` (written by `benchgate merge`): benchmarks a missing or failed shard did not measure. */
function checkNotMeasured(value: Json): void {
  if (value === undefined) return;
  requireArray(value, 'meta.notMeasured').forEach((entryValue, i) => {
    const path = `meta.notMeasured[${i}]`;
    const entry = requireRecord(entryValue, path);
    for (const key of ['name', 'reason'] as const) {
      if (typeof entry[key] !== 'string' || entry[key] === '') throw new ResultsFormatError(`${path}.${key}`, `expected a non-empty string, got ${describe(entry[key])}`);
    }
    if (entry.unit !== undefined && typeof entry.unit !== 'string') throw new ResultsFormatError(`${path}.unit`, `expected a string, got ${describe(entry.unit)}`);
    if (entry.better !== undefined && !BETTER_DIRECTIONS.includes(entry.better as never)) {
      throw new ResultsFormatError(`${path}.better`, `expected "lower" or "higher", got ${describe(entry.better)}`);
    }
  });
}

/**
 * Checks an already parsed JSON value against results format version 1 and returns it typed.
 * Throws ResultsFormatError naming the first offending path, e.g.
 * `benchmarks[2].head.binaries[0].executions[3].values[7]: not a finite number`.
 */
export function validateResults(value: Json): ResultsFile {
  const root = requireRecord(value, '');
  if (root.version !== RESULTS_FORMAT_VERSION) {
    throw new ResultsFormatError('version', `unsupported results format version ${describe(root.version)}; this benchgate reads version ${RESULTS_FORMAT_VERSION}`);
  }
  const benchmarks = requireArray(root.benchmarks, 'benchmarks');
  const seen = new Set<string>();
  benchmarks.forEach((benchmarkValue, b) => {
    const path = `benchmarks[${b}]`;
    const benchmark = requireRecord(benchmarkValue, path);
    if (typeof benchmark.name !== 'string' || benchmark.name.trim() === '') {
      throw new ResultsFormatError(`${path}.name`, `expected a non-empty string, got ${describe(benchmark.name)}`);
    }
    if (seen.has(benchmark.name)) throw new ResultsFormatError(`${path}.name`, `duplicate benchmark name ${JSON.stringify(benchmark.name)}`);
    seen.add(benchmark.name);
    if (typeof benchmark.unit !== 'string') throw new ResultsFormatError(`${path}.unit`, `expected a string, got ${describe(benchmark.unit)}`);
    if (!BETTER_DIRECTIONS.includes(benchmark.better as never)) {
      throw new ResultsFormatError(`${path}.better`, `expected "lower" or "higher", got ${describe(benchmark.better)}`);
    }
    const timeUnit = TIME_UNITS.has(benchmark.unit);
    checkVersion(benchmark.base, `${path}.base`, timeUnit);
    checkVersion(benchmark.head, `${path}.head`, timeUnit);
  });
  if (root.meta !== undefined) checkNotMeasured(requireRecord(root.meta, 'meta').notMeasured);
  return root as unknown as ResultsFile;
}

/** Parses JSON text and validates it; a syntax error becomes a ResultsFormatError too. */
export function parseResults(text: string, source = 'results'): ResultsFile {
  let value: Json;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ResultsFormatError('', `${source} is not valid JSON: ${(error as Error).message}`);
  }
  return validateResults(value);
}
