/**
 * Edit distance with adjacent transpositions (optimal string alignment): `anlyze` is one edit
 * from `analyze`, `--bsae` one from `--base`.
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[rows - 1][cols - 1];
}

/**
 * The candidate closest to what was typed, when it is close enough to be a typo: at most two
 * edits, and fewer than half the typed length (so `x` does not suggest `run`). A candidate that
 * starts with what was typed (an abbreviation, `--min` for `--min-effect`) also counts.
 * Ties go to the earlier candidate.
 */
export function closestMatch(typed: string, candidates: readonly string[]): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const name of candidates) {
    const distance = editDistance(typed, name);
    if (best === undefined || distance < best.distance) best = { name, distance };
  }
  if (best !== undefined && best.distance <= 2 && best.distance * 2 < typed.length) return best.name;
  const prefixed = candidates.filter((name) => typed.length >= 3 && name.startsWith(typed));
  return prefixed.length === 1 ? prefixed[0] : undefined;
}

/** ` (did you mean X?)`, or '' when nothing is close. */
export function didYouMean(typed: string, candidates: readonly string[], show: (name: string) => string = (name) => name): string {
  const match = closestMatch(typed, candidates);
  return match === undefined ? '' : `; did you mean ${show(match)}?`;
}
