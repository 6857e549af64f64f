import { VERSION_SIDES, type VersionSide } from '../results/results-format.js';

/** Output hashes per version, in build order; null where no hash could be taken. */
export type VersionHashes = Record<VersionSide, readonly (string | null)[]>;

/** The first two builds of a version hashed alike (a null hash proves nothing). */
export function firstTwoIdentical(hashes: readonly (string | null)[]): boolean {
  return hashes.length >= 2 && hashes[0] !== null && hashes[0] === hashes[1];
}

/**
 * Whether the builds still to come can be skipped: more than two are planned, the first two of
 * both versions are done and each version's two hashes are equal. Both versions must be
 * proven, since the schedule pairs base build k with head build k.
 */
export function canSkipRemainingBuilds(hashes: VersionHashes, planned: number): boolean {
  return planned > 2 && VERSION_SIDES.every((side) => firstTwoIdentical(hashes[side]));
}

/**
 * Every build of a version produced the same output: at least two equal hashes, or a
 * `source:` hash (no build command: the checked-out commit is the binary, identical by
 * construction even with one build).
 */
export function buildsIdentical(hashes: readonly (string | null)[]): boolean {
  const first = hashes[0];
  if (first === null || first === undefined || hashes.some((hash) => hash !== first)) return false;
  return hashes.length >= 2 || first.startsWith('source:');
}

/** Executions per kept build so that each version still gets at least the planned l·m executions. */
export function executionsPerBuild(binaries: number, executions: number, kept: number): number {
  return Math.ceil((binaries * executions) / kept);
}

export interface ExtraRoundsInput {
  /** l·m: the executions per version the design planned. */
  plannedExecutions: number;
  /** Builds per version kept. */
  kept: number;
  /** Executions per kept build already scheduled (at least l·m in all). */
  executionsPerBuild: number;
  /** Measured seconds of the builds that were skipped (estimated from the kept ones). */
  savedSeconds: number;
  /** Measured seconds of one block (one base and one head execution). */
  secondsPerBlock: number;
  /** At most this many times the planned executions per version in all. */
  maxFactor?: number;
}

export const MAX_EXECUTION_FACTOR = 4;

/**
 * How many more rounds (one block per kept build each) the saved build time pays for. The
 * blocks already scheduled beyond l·m (rounding up the executions per build) are paid from
 * the savings first, so the run never costs more than the full design would have; the total
 * is capped at `maxFactor` × l·m executions per version. 0 when nothing was saved. Pure.
 */
export function extraRounds(input: ExtraRoundsInput): number {
  const { plannedExecutions, kept, executionsPerBuild: perBuild, savedSeconds, secondsPerBlock } = input;
  const maxFactor = input.maxFactor ?? MAX_EXECUTION_FACTOR;
  if (!(savedSeconds > 0) || !(secondsPerBlock > 0) || !Number.isFinite(secondsPerBlock)) return 0;
  const alreadyPaid = (kept * perBuild - plannedExecutions) * secondsPerBlock;
  const funded = Math.floor((savedSeconds - alreadyPaid) / (secondsPerBlock * kept));
  const capped = Math.floor((maxFactor * plannedExecutions - kept * perBuild) / kept);
  return Math.max(0, Math.min(funded, capped));
}

export interface SkippedBuilds {
  /** Builds per version kept. */
  kept: number;
  /** Builds per version planned. */
  planned: number;
  savedSeconds: number;
  /** Rounds the saved time bought (extraRounds). */
  added: number;
  /** Measured seconds of one round (`kept` blocks). */
  secondsPerRound: number;
}

/**
 * The log line for the skipped builds' time: `skipped build 3: its 16 s go to 1 more round
 * (2 blocks)`, `skipped builds 3–5: …`, or, when a round costs more than was saved,
 * `… buy no more rounds (a round of 2 blocks takes 457.8 s)`.
 */
export function skippedBuildsMessage({ kept, planned, savedSeconds, added, secondsPerRound }: SkippedBuilds): string {
  const one = planned === kept + 1;
  const which = one ? `skipped build ${planned}: its` : `skipped builds ${kept + 1}–${planned}: their`;
  const saved = `${which} ${savedSeconds.toFixed(0)} s`;
  if (added === 0) return `${saved} buy no more rounds (a round of ${kept} blocks takes ${secondsPerRound.toFixed(1)} s)`;
  return `${saved} go to ${added} more round${added === 1 ? '' : 's'} (${added * kept} blocks)`;
}
