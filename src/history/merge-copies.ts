/** The order two runs' copies of the stores are merged in: total and independent of arrival, so a merge is commutative. */

export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** ISO 8601 times as instants (so offsets other than Z order correctly), then as text. */
export function compareInstants(a: string, b: string): number {
  const difference = Date.parse(a) - Date.parse(b);
  return Number.isFinite(difference) && difference !== 0 ? difference : compareText(a, b);
}

/**
 * The union of two lists by `key`: no record of either is lost. Of two records with one key, the
 * later attempt wins, then the later `instant`: never the order in which they arrived, so an
 * older copy saved last cannot replace a newer one. Two alike in both are told apart by their
 * text, so the merge stays commutative.
 */
export function unionOfCopies<T extends { runAttempt: number }, K>(records: readonly T[], key: (record: T) => K, instant: (record: T) => string): T[] {
  const byKey = new Map<K, T>();
  for (const record of records) {
    const kept = byKey.get(key(record));
    byKey.set(key(record), kept === undefined ? record : later(kept, record, instant));
  }
  return [...byKey.values()];
}

function later<T extends { runAttempt: number }>(kept: T, other: T, instant: (record: T) => string): T {
  const order = other.runAttempt - kept.runAttempt || compareInstants(instant(other), instant(kept));
  if (order !== 0) return order > 0 ? other : kept;
  return compareText(JSON.stringify(other), JSON.stringify(kept)) > 0 ? other : kept;
}
