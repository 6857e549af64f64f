import { describe, expect, it } from 'vitest';
import type { BenchmarkRecord, VersionRecord } from '../../src/results/results-format.js';
import { GENERATORS, generate, type Generator } from '../../bench/simulation/generators.js';
import { DEFAULT_SPEC, simulateBenchmark } from '../../bench/simulation/nested-model.js';
import { simulateSuite, tenfoldNoiseSuite, uniformSuite } from '../../bench/simulation/suites.js';

const executions = (version: VersionRecord) => version.binaries.flatMap((b) => b.executions);
const blocks = (version: VersionRecord) =>
  executions(version)
    .filter((e) => e.values.length > 0)
    .map((e) => e.block!);
const meanOf = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;

describe('simulation generators', () => {
  it.each(Object.keys(GENERATORS))('%s is deterministic for a seed and differs between seeds', (key) => {
    const generator: Generator = GENERATORS[key as keyof typeof GENERATORS];
    expect(generate(generator, 11, 0.05)).toEqual(generate(generator, 11, 0.05));
    expect(generate(generator, 11, 0.05)).not.toEqual(generate(generator, 12, 0.05));
  });

  it("pairs base binary k with head binary (k + j) mod l in round j, as the runner's schedule does", () => {
    for (const key of ['gaussian', 'drift', 'deterministic'] as const) {
      const record = generate(GENERATORS[key], 3);
      const l = record.base.binaries.length;
      record.base.binaries.forEach((binary, k) => {
        binary.executions.forEach((execution, j) => expect(record.head.binaries[(k + j) % l].executions[j].block).toBe(execution.block));
      });
      expect(new Set(blocks(record.base)).size).toBe(15);
      expect(new Set(blocks(record.head))).toEqual(new Set(blocks(record.base)));
    }
  });

  it('marks deterministic builds with one hash per version, and other builds with a distinct hash per binary', () => {
    const same = generate(GENERATORS.deterministic, 5, 0.05);
    expect(new Set(same.base.binaries.map((b) => b.outputHash))).toEqual(new Set(['sha256:same']));
    expect(new Set(same.head.binaries.map((b) => b.outputHash))).toEqual(new Set(['sha256:same-head']));
    expect(new Set(generate(GENERATORS.deterministic, 5, 0).head.binaries.map((b) => b.outputHash))).toEqual(new Set(['sha256:same']));
    const distinct = generate(GENERATORS.gaussian, 5);
    const hashes = [...distinct.base.binaries, ...distinct.head.binaries].map((b) => b.outputHash);
    expect(new Set(hashes).size).toBe(6);
  });

  it('gives a deterministic build no spread between binaries beyond its executions', () => {
    // Build σ 0: binary means differ only by process and measurement noise (σ_B/√m ≈ 0.9 %).
    const record = simulateBenchmark({ ...GENERATORS.deterministic.spec, executions: 200, blockSd: 0 }, 9);
    const binaryMeans = record.base.binaries.map((b) => meanOf(b.executions.map((e) => meanOf(e.values))));
    for (const m of binaryMeans) expect(Math.abs(m / 1000 - 1)).toBeLessThan(0.01);
  });

  it('single build: one binary of 10 executions', () => {
    const record = generate(GENERATORS.singleBuild, 1);
    expect(record.base.binaries).toHaveLength(1);
    expect(executions(record.head)).toHaveLength(10);
  });

  it('unbalanced: failed executions, uneven measurement counts and unpaired blocks', () => {
    let failed = 0;
    let unpaired = 0;
    const counts = new Set<number>();
    for (let seed = 0; seed < 20; seed++) {
      const record = generate(GENERATORS.unbalanced, seed);
      const all = [...executions(record.base), ...executions(record.head)];
      failed += all.filter((e) => e.failure !== undefined && e.values.length === 0).length;
      for (const e of all) if (e.values.length > 0) counts.add(e.values.length + (e.warmup?.length ?? 0));
      const headBlocks = new Set(blocks(record.head));
      unpaired += blocks(record.base).filter((b) => !headBlocks.has(b)).length;
      expect(executions(record.head)).toHaveLength(13);
    }
    // 5 % of 28 executions × 20 runs ≈ 28 failures expected.
    expect(failed).toBeGreaterThan(10);
    expect(failed).toBeLessThan(60);
    expect(unpaired).toBeGreaterThanOrEqual(40);
    expect(counts.size).toBeGreaterThan(10);
  });

  it("drift: the level rises over the run on both sides alike, in the runner's block order", () => {
    const record = simulateBenchmark({ ...GENERATORS.drift.spec, blockSd: 0, executionSd: 0, measurementSd: 0.001, binarySd: 0 }, 4);
    const byBlock = (version: VersionRecord) => new Map(executions(version).map((e) => [e.block!, meanOf(e.values)]));
    const base = byBlock(record.base);
    const head = byBlock(record.head);
    expect(base.get(14)! / base.get(0)!).toBeCloseTo(1.1, 2);
    for (const [block, value] of base) expect(head.get(block)! / value).toBeCloseTo(1, 2);
    // The runner's schedule: the first round runs execution 0 of every binary.
    const firstRound = record.base.binaries.map((b) => b.executions[0].block!);
    expect(firstRound.sort((a, b) => a - b)).toEqual([0, 1, 2]);
  });

  it('warm-up: the unmarked ramp is moved to warmup as the runner does', () => {
    const record = generate(GENERATORS.warmup, 2);
    const warmupCounts = executions(record.base).map((e) => e.warmup?.length ?? 0);
    expect(meanOf(warmupCounts)).toBeGreaterThan(5);
    for (const e of executions(record.base)) expect(e.values.length + (e.warmup?.length ?? 0)).toBe(40);
  });

  it('heavy tails put rare large outliers in the measurements', () => {
    const values: number[] = [];
    for (let seed = 0; seed < 5; seed++) values.push(...executions(generate(GENERATORS.heavyTailed, seed).base).flatMap((e) => e.values));
    const outliers = values.filter((v) => v > 5000).length;
    expect(outliers).toBeGreaterThan(0);
    expect(outliers / values.length).toBeLessThan(0.02);
  });

  it('leaves the plain nested model unchanged for callers that do not ask for the new options', () => {
    const record: BenchmarkRecord = simulateBenchmark(DEFAULT_SPEC, 77);
    expect(record.base.binaries[0].outputHash).toBeUndefined();
    expect(record.base.binaries.flatMap((b) => b.executions.map((e) => e.block))).toEqual(Array.from({ length: 15 }, (_, i) => i));
  });
});

describe('simulated suites', () => {
  it('writes one file with every benchmark, named by group, deterministic for a seed', () => {
    const file = simulateSuite(tenfoldNoiseSuite(20, 0), 3);
    expect(file.benchmarks).toHaveLength(20);
    expect(file.benchmarks.filter((b) => b.name.startsWith('noisy/'))).toHaveLength(10);
    expect(file).toEqual(simulateSuite(tenfoldNoiseSuite(20, 0), 3));
    expect(file.benchmarks[0]).not.toEqual(file.benchmarks[1]);
  });

  it('the noisy half spreads ten times as much as the quiet half', () => {
    const file = simulateSuite(tenfoldNoiseSuite(20, 0), 8);
    const spread = (prefix: string) => {
      const values = file.benchmarks.filter((b) => b.name.startsWith(prefix)).flatMap((b) => executions(b.base).flatMap((e) => e.values));
      const m = meanOf(values);
      return Math.sqrt(meanOf(values.map((v) => (v - m) ** 2)));
    };
    expect(spread('noisy/') / spread('quiet/')).toBeGreaterThan(7);
    expect(spread('noisy/') / spread('quiet/')).toBeLessThan(13);
  });

  it('uniform suite: the same change on every benchmark', () => {
    const file = simulateSuite(uniformSuite(40, 0.05), 1);
    const ratio = meanOf(file.benchmarks.map((b) => meanOf(executions(b.head).flatMap((e) => e.values)) / meanOf(executions(b.base).flatMap((e) => e.values))));
    expect(ratio).toBeCloseTo(1.05, 2);
  });
});

describe('preemption spikes and a tail cost (bench:estimator)', () => {
  const values = (version: VersionRecord) => executions(version).flatMap((e) => e.values);
  const share = (xs: number[], above: number) => xs.filter((x) => x > above).length / xs.length;

  it('delays 0.5–3.5 % of the values per process by 2–100× the level, in base and head alike', () => {
    // 20 records × 15 processes × 100 values per version: the expected share above 2.5× the level is
    // 2 % × ln(100/2.5)/ln(50) ≈ 1.9 %; each version's share has a standard error of about 0.1 %.
    let base: number[] = [];
    let head: number[] = [];
    for (let seed = 0; seed < 20; seed++) {
      const record = generate(GENERATORS.preemption, seed, 0.05);
      base = base.concat(values(record.base));
      head = head.concat(values(record.head));
    }
    for (const xs of [base, head]) {
      expect(share(xs, 2500)).toBeGreaterThan(0.013);
      expect(share(xs, 2500)).toBeLessThan(0.025);
      expect(Math.max(...xs)).toBeLessThan(1000 * 1.5 + 100 * 1000);
    }
  });

  it('headTail slows a tenth of head’s values twofold: +10 % on the mean, the median unmoved', () => {
    const record = simulateBenchmark({ ...DEFAULT_SPEC, binarySd: 0, executionSd: 0, blockSd: 0, executions: 50, headTail: { share: 0.1, factor: 2 } }, 4);
    const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
    const [base, head] = [values(record.base), values(record.head)];
    expect(meanOf(head) / meanOf(base)).toBeCloseTo(1.1, 1);
    expect(sorted(head)[head.length >> 1] / sorted(base)[base.length >> 1]).toBeCloseTo(1, 1);
    expect(share(head, 1500)).toBeGreaterThan(0.08);
    expect(share(base, 1500)).toBe(0);
  });
});
