import type { BenchmarkRecord } from '../../src/results/results-format.js';
import { DEFAULT_SPEC, simulateBenchmark, type NestedModelSpec } from './nested-model.js';
import { asRunnerRecords } from './runner-warmup.js';
import { unbalance } from './unbalanced.js';

/**
 * The named single-benchmark generators of the calibration study (bench/stats.ts, the
 * calibration guard test). Every one gives what the runner would write (warm-up split as the
 * runner does) for an experiment with a true relative change `change`, deterministic for a
 * seed. Unless said otherwise: 3 builds × 5 processes × 30 measurements, σ build/process/
 * measurement = 1/2/5 % of the mean, 2 % shock per block shared by base and head, builds not
 * proven deterministic (a distinct output hash per binary).
 */
export interface Generator {
  name: string;
  description: string;
  spec: NestedModelSpec;
  /** A change applied to the generated record (e.g. failures), after the model. */
  transform?: (record: BenchmarkRecord, seed: number) => BenchmarkRecord;
}

const base: NestedModelSpec = { ...DEFAULT_SPEC, outputHashes: 'distinct' };

export const GENERATORS = {
  gaussian: { name: 'Gaussian', description: 'normal noise at every level', spec: base },
  heavyTailed: {
    name: 'heavy-tailed + outliers',
    description: 'log-normal measurements, 0.5 % outliers at 10× the level',
    spec: { ...base, shape: 'lognormal-outliers' },
  },
  ar1: { name: 'AR(1) in a process', description: 'measurement noise AR(1) with φ = 0.7', spec: { ...base, shape: 'ar1' } },
  warmup: {
    name: 'warm-up (unmarked)',
    description: 'a ramp of 10 unmarked values from +50 % down, left to the detector',
    spec: { ...base, shape: 'warmup-ramp', unmarkedWarmup: true },
  },
  bimodal: { name: 'bimodal processes', description: 'each process lands at −σ_B or +σ_B', spec: { ...base, shape: 'bimodal' } },
  unbalanced: {
    name: 'unbalanced',
    description: '5 % failed executions, 40–100 % of the measurements kept, the last head build 2 executions short',
    spec: base,
    transform: (record, seed) => unbalance(record, seed),
  },
  drift: {
    name: 'block drift',
    description: "the runner's schedule, +10 % linear trend over the run, 5 % shock per block",
    spec: { ...base, trend: 0.1, blockSd: 0.05 },
  },
  singleBuild: {
    name: 'one non-deterministic build',
    description: '1 build × 10 processes × 30 (the dogfood design), build σ 2 %',
    spec: { ...base, binaries: 1, executions: 10, binarySd: 0.02 },
  },
  deterministic: {
    name: 'deterministic builds',
    description: 'build σ 0, every binary of a version with the same output hash',
    spec: { ...base, binarySd: 0, outputHashes: 'same' },
  },
  burst: {
    name: 'bursts on short processes',
    description: 'a quarter of the processes slowed 1.3–7×, one value per process, 2 deterministic builds × 5 (a C program of 10 ms beside a neighbour)',
    spec: { ...base, shape: 'burst', binaries: 2, executions: 5, measurements: 1, binarySd: 0, blockSd: 0, outputHashes: 'same' },
  },
  preemption: {
    name: 'preemption spikes',
    description: '100 values per process, 0.5–3.5 % of them delayed by 2–100× the level (a shared machine under load), independent of the version',
    spec: { ...base, shape: 'preemption', measurements: 100 },
  },
} satisfies Record<string, Generator>;

export type GeneratorKey = keyof typeof GENERATORS;

export function generate(generator: Generator, seed: number, change = 0, name = 'simulated'): BenchmarkRecord {
  const raw = simulateBenchmark({ ...generator.spec, change }, seed, name);
  return asRunnerRecords(generator.transform ? generator.transform(raw, seed) : raw);
}
