/**
 * The rounds after which the sequential analysis looks at the data. A round runs one
 * execution of every binary (one block per binary pair), so after every round each binary
 * has the same number of executions. Looks are spread evenly over the maximum number of
 * rounds, at most `maxLooks` of them, none before `firstRound`; the last is at `maxRounds`.
 *
 * Fewer looks leave more of the error for each (the union bound splits α over the looks),
 * so the count is a trade-off between stopping early and power at the end; bench/adaptive.ts
 * measures it.
 */
export function lookRounds(maxRounds: number, maxLooks: number, firstRound: number): number[] {
  if (!Number.isInteger(maxRounds) || maxRounds < 1) throw new RangeError(`lookRounds: maxRounds must be a whole number ≥ 1, got ${maxRounds}`);
  if (!Number.isInteger(maxLooks) || maxLooks < 1) throw new RangeError(`lookRounds: maxLooks must be a whole number ≥ 1, got ${maxLooks}`);
  const rounds = new Set<number>();
  for (let k = 1; k <= maxLooks; k++) {
    const round = Math.ceil((maxRounds * k) / maxLooks);
    if (round >= firstRound || round === maxRounds) rounds.add(round);
  }
  return [...rounds].sort((a, b) => a - b);
}

/**
 * The first round worth a look: the paired comparison needs at least 2 units of spread, and
 * at the small levels of early looks a t quantile with 1 or 2 degrees of freedom is so wide
 * that looking only costs error. With several binaries the units are binary pairs (each
 * round adds to every pair); with one, they are blocks (one per round).
 */
export function firstUsefulRound(binaries: number): number {
  return binaries >= 2 ? 2 : 5;
}
