import type { BenchmarkRecord, ExecutionRecord, VersionRecord } from '../../src/results/results-format.js';
import { planSchedule } from '../../src/runner/schedule.js';
import { createRandom, randomNormal, type Random } from '../../src/stats/rng.js';

/**
 * Simulated benchmark data from the nested model, for calibration and power studies
 * (bench/stats.ts) and tests. Base and head are generated as an interleaved experiment:
 * block b runs base binary k execution j and head binary k execution j back to back and
 * both share that block's drift (the common-mode noise of a shared runner, METHOD.md §10).
 */
export const NOISE_SHAPES = ['normal', 'lognormal-outliers', 'bimodal', 'ar1', 'warmup-ramp', 'burst', 'slow-load', 'preemption'] as const;
export type NoiseShape = (typeof NOISE_SHAPES)[number];

export interface NestedModelSpec {
  binaries: number;
  executions: number;
  measurements: number;
  mean: number;
  /** Standard deviations relative to the mean. */
  binarySd: number;
  executionSd: number;
  measurementSd: number;
  /** Drift shared by the two executions of a block. */
  blockSd: number;
  shape: NoiseShape;
  /** True relative change of head (0 for A/A). */
  change: number;
  /** For `warmup-ramp`: keep the ramp inside `values`, as a benchmark that does not mark it would. */
  unmarkedWarmup?: boolean;
  /**
   * Slow drift of the machine: the level of both sides moves linearly by this relative amount
   * from the first block to the last. Blocks then run in the runner's order (`planSchedule`:
   * rounds of executions, binaries shuffled), so the drift is spread over the binaries as on
   * a real run.
   */
  trend?: number;
  /**
   * `outputHash` on every binary: `same` marks a deterministic build (one hash per version;
   * base and head share it when nothing changed), `distinct` one hash per binary. Absent: none.
   */
  outputHashes?: 'same' | 'distinct';
  /**
   * A change that is only a tail: in head, each measurement is `factor` times as long with
   * probability `share` (a GC-like cost: share 0.1, factor 2 is +10 % on the mean and nothing
   * on the median). Applied on top of `change`.
   */
  headTail?: { share: number; factor: number };
}

/**
 * `preemption`: what other jobs' load does to per-iteration wall times on a shared machine
 * (docs/measurements.md, "Execution means on a busy machine"). Each process gets a rate of
 * 0.5–3.5 % (uniform), and each of its measurements is, at that rate, delayed by 2–100× the
 * base level (log-uniform), added in absolute time, so the delay does not depend on the version.
 */
export const PREEMPTION = { rate: [0.005, 0.035], delay: [2, 100] } as const;

export const DEFAULT_SPEC: NestedModelSpec = {
  binaries: 3,
  executions: 5,
  measurements: 30,
  mean: 1000,
  binarySd: 0.01,
  executionSd: 0.02,
  measurementSd: 0.05,
  blockSd: 0.02,
  shape: 'normal',
  change: 0,
};

function measurementNoise(spec: NestedModelSpec, random: Random, count: number): number[] {
  const sd = spec.measurementSd;
  const out = new Array<number>(count);
  let previous = 0;
  for (let i = 0; i < count; i++) {
    switch (spec.shape) {
      case 'lognormal-outliers': {
        const lognormal = Math.exp(randomNormal(random) * sd - (sd * sd) / 2) - 1;
        out[i] = random() < 0.005 ? 9 : lognormal;
        break;
      }
      case 'ar1': {
        const phi = 0.7;
        previous = phi * previous + Math.sqrt(1 - phi * phi) * sd * randomNormal(random);
        out[i] = previous;
        break;
      }
      default:
        out[i] = sd * randomNormal(random);
    }
  }
  return out;
}

/** Adds `preemption` delays to the series of one process (other shapes: unchanged, no draws). */
function preempt(spec: NestedModelSpec, random: Random, series: number[]): number[] {
  if (spec.shape !== 'preemption') return series;
  const [low, high] = PREEMPTION.rate;
  const rate = low + (high - low) * random();
  const [shortest, longest] = PREEMPTION.delay.map(Math.log);
  return series.map((v) => (random() < rate ? v + spec.mean * Math.exp(shortest + (longest - shortest) * random()) : v));
}

/** Head's tail cost (`headTail`): each value `factor` times as long with probability `share`. */
function withTail(tail: NestedModelSpec['headTail'], random: Random, series: number[]): number[] {
  if (tail === undefined) return series;
  return series.map((v) => (random() < tail.share ? v * tail.factor : v));
}

/** One execution at a binary's `level` (its block's drift included): its process effect, warm-up and measurements. */
export function execution(spec: NestedModelSpec, random: Random, level: number, block: number, tail?: NestedModelSpec['headTail']): ExecutionRecord {
  const executionEffect = spec.shape === 'bimodal' ? (random() < 0.5 ? -1 : 1) * spec.executionSd : spec.executionSd * randomNormal(random);
  // `burst`: a neighbour's burst lands on a quarter of the processes and slows them 1.3–7×
  // (what scripts/noisy-neighbour.mjs does to a process of tens of milliseconds).
  const burst = spec.shape === 'burst' && random() < 0.25 ? 1.3 + 5.7 * random() : 1;
  const center = level * (1 + executionEffect) * burst;
  const warmupCount = spec.shape === 'warmup-ramp' ? Math.ceil(spec.measurements / 3) : 0;
  const noise = measurementNoise(spec, random, spec.measurements + warmupCount);
  const series = preempt(
    spec,
    random,
    withTail(
      tail,
      random,
      noise.map((e, i) => center * (1 + e) * (i < warmupCount ? 1 + 0.5 * (1 - i / warmupCount) : 1)),
    ),
  );
  if (spec.unmarkedWarmup) return { values: series, block };
  return { values: series.slice(warmupCount), warmup: series.slice(0, warmupCount), block };
}

export function outputHash(spec: NestedModelSpec, side: 'base' | 'head', k: number, seed: number): { outputHash?: string } {
  if (spec.outputHashes === 'same') return { outputHash: side === 'head' && spec.change !== 0 ? 'sha256:same-head' : 'sha256:same' };
  if (spec.outputHashes === 'distinct') return { outputHash: `sha256:${side}-${seed}-${k}` };
  return {};
}

/** Block order: by binary then execution, or the runner's schedule when the machine drifts. */
function blockOrder(spec: NestedModelSpec, seed: number): { binary: number; execution: number }[] {
  if (spec.trend !== undefined) return planSchedule({ binaries: spec.binaries, executions: spec.executions, seed });
  return Array.from({ length: spec.binaries * spec.executions }, (_, i) => ({ binary: Math.floor(i / spec.executions), execution: i % spec.executions }));
}

/**
 * `slow-load`: another job's load that comes and goes over seconds, across processes in run
 * order. A loaded spell (a third of the time, 4 processes long on average) slows every process
 * in it by one factor of 1.3–3×, so most pairs share the load, and a spell that starts or ends
 * between a block's two processes splits that pair. Other shapes: no load (and no draws).
 */
function slowLoad(spec: NestedModelSpec, random: Random): () => number {
  if (spec.shape !== 'slow-load') return () => 1;
  let factor = random() < 1 / 3 ? 1.3 + 1.7 * random() : 1;
  return () => {
    const current = factor;
    if (factor === 1 ? random() < 0.125 : random() < 0.25) factor = factor === 1 ? 1.3 + 1.7 * random() : 1;
    return current;
  };
}

/** One benchmark with base and head generated from the spec; deterministic for a seed. */
export function simulateBenchmark(spec: NestedModelSpec, seed: number, name = 'simulated'): BenchmarkRecord {
  const random = createRandom(seed);
  const binaryLevels = (factor: number) => Array.from({ length: spec.binaries }, () => spec.mean * factor * (1 + spec.binarySd * randomNormal(random)));
  const baseLevels = binaryLevels(1);
  const headLevels = binaryLevels(1 + spec.change);
  const version = (side: 'base' | 'head', levels: number[]): VersionRecord => ({
    binaries: levels.map((_, k) => ({ executions: [], ...outputHash(spec, side, k, seed) })),
  });
  const base = version('base', baseLevels);
  const head = version('head', headLevels);
  const order = blockOrder(spec, seed);
  const load = slowLoad(spec, random);
  order.forEach(({ binary: k, execution: j }, block) => {
    const trend = spec.trend === undefined || order.length < 2 ? 1 : 1 + (spec.trend * block) / (order.length - 1);
    const drift = trend * (1 + spec.blockSd * randomNormal(random));
    // The runner's pairing (runner/schedule.ts): base binary k with head binary (k + j) mod l in round j.
    const h = (k + j) % spec.binaries;
    base.binaries[k].executions[j] = execution(spec, random, baseLevels[k] * drift * load(), block);
    head.binaries[h].executions[j] = execution(spec, random, headLevels[h] * drift * load(), block, spec.headTail);
  });
  return { name, unit: 'ns', better: 'lower', base, head };
}
