import type { ResultsFile } from '../../src/results/results-format.js';
import { planSchedule } from '../../src/runner/schedule.js';
import { isAddBuild, type BlockDecision } from '../../src/sequential/block-progress.js';
import type { SequentialController } from '../../src/sequential/sequential-controller.js';
import type { StagedExperiment } from './staged-model.js';

export interface StagedRunOptions {
  /** Builds per version before measuring. */
  builds: number;
  /** Seconds of one build, as the runner reports them (BlockProgress.buildSeconds). */
  buildSeconds: number;
  /** What an added pair really takes; 2 × buildSeconds unless given. */
  pairSeconds?: number;
  /** Seconds of one block (one base and one head execution). */
  blockSeconds: number;
  /** Whether the builds are identical, as the runner reports it; absent: not reported (the control keeps to rounds). */
  identicalBuilds?: boolean;
  /** Rounds in the initial schedule: the most the run can measure without added builds. */
  rounds: number;
  seed: number;
}

export interface StagedRun {
  /** What the run would record, `meta.sequential` and `meta.design` included. */
  results: ResultsFile;
  decisions: BlockDecision[];
  /** Builds per version as each block reported it. */
  builds: number[];
  /** Simulated seconds, builds included. */
  seconds: number;
}

/**
 * Drives a controller as run-experiment.ts does, with a simulated clock: the first builds, the
 * runner's schedule of rounds (`planSchedule`), and a build pair with its blocks pairing the
 * two new builds inserted next whenever the control asks (`AddBuild`). Ends when the control
 * stops or the schedule runs out.
 */
export function runStaged(controller: SequentialController, experiment: StagedExperiment, options: StagedRunOptions): StagedRun {
  const { builds: initial, buildSeconds, blockSeconds, seed } = options;
  const pairSeconds = options.pairSeconds ?? 2 * buildSeconds;
  for (let k = 0; k < initial; k++) experiment.addBuild();
  const schedule = planSchedule({ binaries: initial, executions: options.rounds, seed });
  const inserted: [number, number][] = [];
  const decisions: BlockDecision[] = [];
  const builds: number[] = [];
  let next = 0;
  let scheduled = schedule.length;
  let elapsed = 2 * initial * buildSeconds;
  const partial = (): ResultsFile => ({ version: 1, benchmarks: [experiment.record()] });
  for (let blocks = 1; inserted.length > 0 || next < schedule.length; blocks++) {
    const pair = inserted.shift() ?? [schedule[next].binary, schedule[next++].headBinary];
    experiment.block(pair[0], pair[1]);
    elapsed += blockSeconds;
    builds.push(experiment.builds);
    const decision = controller.afterBlock(
      {
        blocks,
        blocksPerRound: experiment.builds,
        scheduledBlocks: scheduled,
        elapsedSeconds: elapsed,
        measureSeconds: blocks * blockSeconds,
        executions: { base: blocks, head: blocks },
        failed: { base: 0, head: 0 },
        ...(options.identicalBuilds === undefined ? {} : { identicalBuilds: options.identicalBuilds, buildSeconds }),
      },
      partial,
    );
    decisions.push(decision);
    if (decision === 'stop') break;
    if (isAddBuild(decision)) {
      experiment.addBuild();
      elapsed += pairSeconds;
      for (let b = 0; b < decision.addBuild.blocks; b++) inserted.push([experiment.builds - 1, experiment.builds - 1]);
      scheduled += decision.addBuild.blocks;
    }
  }
  const results = partial();
  results.meta = {
    sequential: controller.record(),
    totalSeconds: elapsed,
    design: {
      binaries: initial,
      executions: options.rounds,
      builds: { base: experiment.builds, head: experiment.builds },
      addedBuilds: experiment.builds - initial,
    },
  };
  return { results, decisions, builds, seconds: elapsed };
}
