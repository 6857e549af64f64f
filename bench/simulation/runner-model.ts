import type { BenchmarkRecord, VersionRecord } from '../../src/results/results-format.js';
import { combineReplicas } from '../../src/sharding/combine-replicas.js';
import { createRandom, randomNormal } from '../../src/stats/rng.js';
import { simulateBenchmark, type NestedModelSpec } from './nested-model.js';

/**
 * A benchmark measured on several runners (replicas), for the four-level model's calibration
 * (bench/replicas.ts) and tests. Each runner runs the interleaved experiment of
 * `simulateBenchmark` on its own; on top of that it has
 * - a speed of its own, `1 + runnerSd·z`, multiplying base and head alike (another machine,
 *   another CPU model, a noisier neighbour for the whole job), and
 * - optionally a runner-by-version effect, `1 + interactionSd·z'` on head only: the change
 *   itself differs between runners (a slowdown that hits one microarchitecture harder).
 * The true relative change averaged over runners is `spec.change`.
 */
export interface RunnerModelSpec extends NestedModelSpec {
  runners: number;
  /** SD of a runner's speed, relative to the mean. */
  runnerSd: number;
  /** SD of the runner-by-version effect on head, relative (0: the change is the same on every runner). */
  interactionSd: number;
}

function scaled(version: VersionRecord, factor: number): VersionRecord {
  return {
    ...version,
    binaries: version.binaries.map((binary) => ({
      ...binary,
      executions: binary.executions.map((e) => ({
        ...e,
        values: e.values.map((v) => v * factor),
        ...(e.warmup ? { warmup: e.warmup.map((v) => v * factor) } : {}),
      })),
    })),
  };
}

/** Deterministic for a seed; binaries carry runner ids `runner-1` … and blocks are unique across runners. */
export function simulateReplicatedBenchmark(spec: RunnerModelSpec, seed: number, name = 'simulated'): BenchmarkRecord {
  const random = createRandom(seed);
  const replicas = Array.from({ length: spec.runners }, (_, r) => {
    const speed = 1 + spec.runnerSd * randomNormal(random);
    const interaction = 1 + spec.interactionSd * randomNormal(random);
    const record = simulateBenchmark(spec, (seed * 7919 + r * 104_729 + 1) >>> 0, name);
    return { runner: `runner-${r + 1}`, record: { ...record, base: scaled(record.base, speed), head: scaled(record.head, speed * interaction) } };
  });
  return combineReplicas(replicas);
}
