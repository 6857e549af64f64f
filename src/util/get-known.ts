/** `map.get(key)` for a key the caller knows is there (it put it there): a missing one is a bug, and throws as one. */
export function getKnown<K, V>(map: ReadonlyMap<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`internal error: no entry for ${String(key)}`);
  return value;
}
