import type { ResultsFile } from '../../src/results/results-format.js';
import { DEFAULT_SPEC, simulateBenchmark, type NestedModelSpec } from './nested-model.js';
import { asRunnerRecords } from './runner-warmup.js';

/**
 * Simulated suites: several benchmarks measured in one run, written as one results file so
 * that the analysis sees the whole suite (its correction across benchmarks, and anything it
 * borrows from the other benchmarks). Deterministic for a seed; benchmark i is named
 * `<group>/<i>` so groups can be told apart in the report.
 */
export interface SuiteGroup {
  name: string;
  count: number;
  spec: NestedModelSpec;
}

export function simulateSuite(groups: readonly SuiteGroup[], seed: number): ResultsFile {
  let index = 0;
  const benchmarks = groups.flatMap((group) =>
    Array.from({ length: group.count }, (_, i) => asRunnerRecords(simulateBenchmark(group.spec, (seed * 1_000_003 + index++) >>> 0, `${group.name}/${i}`))),
  );
  return { version: 1, benchmarks };
}

const scaled = (spec: NestedModelSpec, factor: number): NestedModelSpec => ({
  ...spec,
  binarySd: spec.binarySd * factor,
  executionSd: spec.executionSd * factor,
  measurementSd: spec.measurementSd * factor,
  blockSd: spec.blockSd * factor,
});

/** Half the benchmarks at σ 0.5/1/2.5 % (block 1 %), half with every σ ten times larger. */
export function tenfoldNoiseSuite(count: number, change: number): SuiteGroup[] {
  const quiet: NestedModelSpec = { ...scaled(DEFAULT_SPEC, 0.5), outputHashes: 'distinct', change };
  return [
    { name: 'quiet', count: count / 2, spec: quiet },
    { name: 'noisy', count: count / 2, spec: scaled(quiet, 10) },
  ];
}

/** The suite: σ build/process/measurement = 1/2/5 %, 3 × 5 × 30, the same change on every benchmark. */
export function uniformSuite(count: number, change: number): SuiteGroup[] {
  return [{ name: 'bench', count, spec: { ...DEFAULT_SPEC, outputHashes: 'distinct', change } }];
}
