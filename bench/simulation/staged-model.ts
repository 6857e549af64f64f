import type { BenchmarkRecord, VersionRecord } from '../../src/results/results-format.js';
import { createRandom, randomNormal, type Random } from '../../src/stats/rng.js';
import type { Generator } from './generators.js';
import { execution, outputHash, type NestedModelSpec } from './nested-model.js';
import { asRunnerRecords } from './runner-warmup.js';

/**
 * The nested model generated block by block, for designs that grow while they run (an
 * adaptive run adding builds mid-run): `addBuild` draws one more binary level per version,
 * `block(k, h)` runs base binary k and head binary h back to back under one block's drift.
 * A machine trend (`spec.trend`) moves the level by that share over `trendBlocks` blocks.
 * Deterministic for a seed and the same calls.
 */
export class StagedExperiment {
  private readonly random: Random;
  private readonly levels: Record<'base' | 'head', number[]> = { base: [], head: [] };
  private readonly base: VersionRecord = { binaries: [] };
  private readonly head: VersionRecord = { binaries: [] };
  private blocks = 0;

  constructor(
    private readonly generator: Generator,
    private readonly seed: number,
    private readonly change: number,
    private readonly trendBlocks = 120,
  ) {
    this.random = createRandom(seed);
  }

  private get spec(): NestedModelSpec {
    return { ...this.generator.spec, change: this.change };
  }

  get builds(): number {
    return this.base.binaries.length;
  }

  addBuild(): void {
    const spec = this.spec;
    for (const [side, factor, version] of [
      ['base', 1, this.base],
      ['head', 1 + spec.change, this.head],
    ] as const) {
      this.levels[side].push(spec.mean * factor * (1 + spec.binarySd * randomNormal(this.random)));
      version.binaries.push({ executions: [], ...outputHash(spec, side, version.binaries.length, this.seed) });
    }
  }

  block(baseBinary: number, headBinary: number): void {
    const spec = this.spec;
    const trend = spec.trend === undefined ? 1 : 1 + (spec.trend * this.blocks) / this.trendBlocks;
    const drift = trend * (1 + spec.blockSd * randomNormal(this.random));
    this.base.binaries[baseBinary].executions.push(execution(spec, this.random, this.levels.base[baseBinary] * drift, this.blocks));
    this.head.binaries[headBinary].executions.push(execution(spec, this.random, this.levels.head[headBinary] * drift, this.blocks));
    this.blocks += 1;
  }

  /** What the runner would have written so far (the generator's transform applied, warm-up split as the runner does). */
  record(name = 'bench'): BenchmarkRecord {
    const copy = (version: VersionRecord): VersionRecord => ({
      binaries: version.binaries.map((b) => ({ ...b, executions: b.executions.slice() })),
    });
    const raw: BenchmarkRecord = { name, unit: 'ns', better: 'lower', base: copy(this.base), head: copy(this.head) };
    return asRunnerRecords(this.generator.transform ? this.generator.transform(raw, this.seed) : raw);
  }
}
