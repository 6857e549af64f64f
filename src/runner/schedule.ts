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
  const phase = drawPhase(random);
  const binaryIndices = Array.from({ length: binaries }, (_, k) => k);
  const blocks: Block[] = [];
  for (let j = 0; j < executions; j++) {
    for (const k of shuffled(binaryIndices, random)) {
      blocks.push(blockAt(blocks.length, { binary: k, headBinary: (k + j) % binaries, execution: j }, phase));
    }
  }
  return blocks;
}

/** What a block runs: execution `execution` of base binary `binary` and of head binary `headBinary`. */
export type BlockPairing = Pick<Block, 'binary' | 'headBinary' | 'execution'>;

/**
 * The phase of the AB, BA, BA, AB cycle at block 0 that `planSchedule` draws from the seed:
 * 0 or 2, the two whose every prefix stays balanced ±1.
 */
export function schedulePhase(seed: number): number {
  return drawPhase(createRandom(seed));
}

function drawPhase(random: () => number): number {
  return randomIndex(random, 2) * 2;
}

/** The block at position `index` of a run: base and head in the order the ABBA cycle gives that position. */
export function blockAt(index: number, pairing: BlockPairing, phase: number): Block {
  const baseFirst = [true, false, false, true][(index + phase) % 4];
  const base = { version: 'base', binary: pairing.binary, execution: pairing.execution } as const;
  const head = { version: 'head', binary: pairing.headBinary, execution: pairing.execution } as const;
  const [first, second] = baseFirst ? [base, head] : [head, base];
  return {
    index,
    ...pairing,
    runs: [
      { ...first, order: 2 * index },
      { ...second, order: 2 * index + 1 },
    ],
  };
}

/**
 * The schedule with `pairings` run at positions `at`, `at + 1`, …: the blocks from `at` on
 * move after them, and every moved or inserted block takes the index and ABBA order of its
 * new position, so the whole run stays one ABBA sequence. Which executions each block pairs
 * is unchanged.
 */
export function insertBlocks(blocks: readonly Block[], at: number, pairings: readonly BlockPairing[], phase: number): Block[] {
  const later = [...pairings, ...blocks.slice(at).map(({ binary, headBinary, execution }) => ({ binary, headBinary, execution }))];
  return [...blocks.slice(0, at), ...later.map((pairing, i) => blockAt(at + i, pairing, phase))];
}
