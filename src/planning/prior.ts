import type { PairedNoise } from './paired-noise.js';
import type { RunCosts } from './run-costs.js';
import { isRecord } from '../util/is-record.js';
import { MAX_PRIORS } from '../results/analysis-record.js';
import { MAX_BENCHMARK_NAME_LENGTH } from '../results/results-format.js';

/**
 * What is known before a run: each benchmark's paired noise and the costs of a build and an
 * execution. `benchgate calibrate` writes one (its JSON output is a prior with more fields);
 * a history store may provide one in the same shape.
 */
export interface Prior {
  version: 1;
  kind: 'benchgate-prior';
  costs: RunCosts;
  benchmarks: PriorBenchmark[];
}

export interface PriorBenchmark {
  name: string;
  unit: string;
  noise: PairedNoise;
}

/** A prior that cannot be used, with the JSON path of the problem. */
export class PriorFormatError extends Error {
  constructor(source: string, path: string, problem: string) {
    super(`${source}: ${path}: ${problem}`);
    this.name = 'PriorFormatError';
  }
}

/** Parses and checks a prior (e.g. a calibration.json); extra fields are allowed and dropped. */
export function parsePrior(text: string, source: string): Prior {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new PriorFormatError(source, '$', `not valid JSON: ${(error as Error).message}`);
  }
  const fail = (path: string, problem: string): never => {
    throw new PriorFormatError(source, path, problem);
  };
  if (!isRecord(value)) return fail('$', 'expected an object');
  if (value.kind !== 'benchgate-prior') fail('kind', `expected "benchgate-prior" (the output of benchgate calibrate), got ${JSON.stringify(value.kind)}`);
  if (value.version !== 1) fail('version', `expected 1, got ${JSON.stringify(value.version)}`);
  const numberOrNull = (
    container: Record<string, unknown>,
    key: string,
    path: string,
    options: { nullable?: boolean; positive?: boolean } = {},
  ): number | null => {
    const v = container[key];
    if (v === null && options.nullable) return null;
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || (options.positive && v === 0)) {
      return fail(
        `${path}.${key}`,
        `expected a ${options.positive ? 'positive' : 'non-negative'} number${options.nullable ? ' or null' : ''}, got ${JSON.stringify(v)}`,
      );
    }
    return v;
  };
  const number = (container: Record<string, unknown>, key: string, path: string, options: { positive?: boolean } = {}): number =>
    numberOrNull(container, key, path, options) ?? fail(`${path}.${key}`, 'expected a number, got null');
  if (!isRecord(value.costs)) return fail('costs', 'expected an object');
  const costs: RunCosts = {
    buildSeconds: number(value.costs, 'buildSeconds', 'costs'),
    executionSeconds: number(value.costs, 'executionSeconds', 'costs', { positive: true }),
    startupSeconds: numberOrNull(value.costs, 'startupSeconds', 'costs', { nullable: true }),
  };
  if (!Array.isArray(value.benchmarks)) return fail('benchmarks', 'expected a list');
  // A run records the build variances of its prior (meta.analysis), and a reader refuses more.
  if (value.benchmarks.length > MAX_PRIORS) return fail('benchmarks', `${value.benchmarks.length} benchmarks; at most ${MAX_PRIORS} are allowed`);
  const benchmarks = value.benchmarks.map((entry: unknown, i: number): PriorBenchmark => {
    const path = `benchmarks[${i}]`;
    if (!isRecord(entry)) return fail(path, 'expected an object');
    if (typeof entry.name !== 'string' || entry.name === '') fail(`${path}.name`, 'expected a non-empty string');
    if (typeof entry.unit !== 'string') fail(`${path}.unit`, 'expected a string');
    const noise = entry.noise;
    if (!isRecord(noise)) return fail(`${path}.noise`, 'expected an object');
    const at = `${path}.noise`;
    if (typeof noise.deterministicBuild !== 'boolean') fail(`${at}.deterministicBuild`, 'expected true or false');
    return {
      name: entry.name as string,
      unit: entry.unit as string,
      noise: {
        binary: number(noise, 'binary', at),
        execution: number(noise, 'execution', at),
        measurement: number(noise, 'measurement', at),
        deterministicBuild: noise.deterministicBuild as boolean,
        measurements: number(noise, 'measurements', at, { positive: true }),
        warmup: number(noise, 'warmup', at),
        rounds: number(noise, 'rounds', at, { positive: true }),
      },
    };
  });
  return { version: 1, kind: 'benchgate-prior', costs, benchmarks };
}

/**
 * Each benchmark's build-to-build variance relative to the mean squared, σ_V²/μ², for the
 * analysis (AnalysisOptions.buildVariancePriors): the prior's `binary` is what a pair of
 * builds adds to the log ratio, 2σ_V²/μ². Deterministic builds contribute 0.
 */
export function buildVariancePriors(prior: Prior): Record<string, number> {
  // A longer name names no benchmark (results refuse it).
  const named = prior.benchmarks.filter((b) => b.name.length <= MAX_BENCHMARK_NAME_LENGTH);
  return Object.fromEntries(named.map((b) => [b.name, b.noise.deterministicBuild ? 0 : b.noise.binary / 2]));
}
