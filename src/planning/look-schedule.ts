/**
 * The rounds after which the sequential analysis looks at the data. A round runs one
 * execution of every binary (one block per binary pair), so after every round each binary
 * has the same number of executions. At most `maxLooks` looks, none before `firstRound`; the
 * last is at `maxRounds`.
 *
 * - `geometric` (the default): the looks grow by a constant factor from `firstRound` to
 *   `maxRounds`, so a large change is seen after the first round or two and a small one still
 *   has looks spread over the whole budget (on the log scale of information, where the
 *   standard error halves when the rounds quadruple).
 * - `even`: spread evenly over the maximum rounds (the first version's schedule; with a long
 *   budget its first look came after an eighth of it).
 *
 * How many looks and which spending function was chosen by bench/verdict-time.ts (docs/statistics.md).
 */
export type LookSpacing = 'geometric' | 'even';

export function lookRounds(maxRounds: number, maxLooks: number, firstRound: number, spacing: LookSpacing = 'even'): number[] {
  if (!Number.isInteger(maxRounds) || maxRounds < 1) throw new RangeError(`lookRounds: maxRounds must be a whole number ≥ 1, got ${maxRounds}`);
  if (!Number.isInteger(maxLooks) || maxLooks < 1) throw new RangeError(`lookRounds: maxLooks must be a whole number ≥ 1, got ${maxLooks}`);
  const rounds = new Set<number>([maxRounds]);
  if (spacing === 'geometric') {
    const first = Math.min(firstRound, maxRounds);
    const ratio = maxLooks > 1 ? (maxRounds / first) ** (1 / (maxLooks - 1)) : 1;
    for (let k = 0; k < maxLooks - 1; k++) rounds.add(Math.min(maxRounds, Math.round(first * ratio ** k)));
    return [...rounds].sort((a, b) => a - b);
  }
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
  return binaries >= 2 ? 2 : 4;
}
