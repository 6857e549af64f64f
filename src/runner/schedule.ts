import type { VersionSide } from '../results/results-format.js';
import { createRandom, randomIndex, shuffled } from '../stats/rng.js';

export interface ScheduledExecution {
  version: VersionSide;
  /** The binary of this version that runs (k for base; (k + j) mod l for head in round j). */
  binary: number;
  /** j, from 0, within the binary. */
  execution: number;
  /** Position in the whole run (0-based, across both versions). */
  order: number;
}

/** One base and one head execution run back to back. */
export interface Block {
  index: number;
  /** The base binary k; the head binary is (k + execution) mod l. */
  binary: number;
  headBinary: number;
  execution: number;
  /** The two executions in the order they run. */
  runs: [ScheduledExecution, ScheduledExecution];
}

export interface ScheduleDesign {
  binaries: number;
  executions: number;
  seed: number;
}

/**
 * The run order of all executions: l·m blocks, block (k, j) pairing base binary k's execution
 * j with head binary ((k + j) mod l)'s execution j.
 *
 * - The pairing of builds rotates from round to round, so every base build meets every head
 *   build (once m ≥ l): base and head builds are independent draws, and crossing them lets
 *   the comparison model tell one version's build effects from the other's, which gives the
 *   build level more degrees of freedom than fixed pairs of builds would
 *   (docs/statistics.md). Each head binary still runs once per round.
 * - Blocks come in rounds: round j runs execution j of every binary, binaries shuffled
 *   (seeded). Every binary is thus spread over the whole run, so slow drift of the machine
 *   lands in the execution level rather than masquerading as a difference between builds,
 *   and no binary index lines up with a time of day.
 * - Within blocks, the order of base and head follows AB, BA, BA, AB, … (ABBA), starting
 *   either at AB or at BA by the seed: any prefix of the run has base-first and head-first
 *   blocks equal ±1, linear and quadratic drift cancel every four blocks, and no version
 *   runs more than twice in a row.
 *
 * Deterministic for a given design and seed.
 */
export function planSchedule(design: ScheduleDesign): Block[] {
  const { binaries, executions, seed } = design;
  if (!Number.isInteger(binaries) || binaries < 1 || !Number.isInteger(executions) || executions < 1) {
    throw new RangeError(`planSchedule: binaries and executions must be whole numbers ≥ 1, got ${binaries} and ${executions}`);
  }
  const random = createRandom(seed);
  // Phases 0 and 2 of the AB, BA, BA, AB cycle: the two whose every prefix stays balanced ±1.
  const phase = randomIndex(random, 2) * 2;
  const binaryIndices = Array.from({ length: binaries }, (_, k) => k);
  const blocks: Block[] = [];
  for (let j = 0; j < executions; j++) {
    for (const k of shuffled(binaryIndices, random)) {
      const index = blocks.length;
      const baseFirst = [true, false, false, true][(index + phase) % 4];
      const headBinary = (k + j) % binaries;
      const base = { version: 'base', binary: k, execution: j } as const;
      const head = { version: 'head', binary: headBinary, execution: j } as const;
      const [first, second] = baseFirst ? [base, head] : [head, base];
      blocks.push({
        index,
        binary: k,
        headBinary,
        execution: j,
        runs: [
          { ...first, order: 2 * index },
          { ...second, order: 2 * index + 1 },
        ],
      });
    }
  }
  return blocks;
}
