/**
 * Which part of a sharded suite a runner takes: `i/N` (runner i of N, counted from 1), as in
 * the `shard` input and the `--shard` flag. A matrix job writes `shard: ${{ matrix.shard }}/4`
 * with `matrix.shard: [1, 2, 3, 4]`.
 */
export interface ShardId {
  /** 1-based position of this shard. */
  index: number;
  /** Number of shards the suite is split into. */
  count: number;
}

/** A `shard` or `replicas` value that cannot be read; the message names the setting and the value. */
export class ShardSpecError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ShardSpecError';
  }
}

/** More shards than this is almost certainly a typo (GitHub allows 256 jobs per matrix). */
export const MAX_SHARDS = 256;

const WHOLE = /^\d+$/;

/**
 * Parses `"2/5"` into `{ index: 2, count: 5 }`. Spaces around the numbers are allowed.
 * Throws ShardSpecError for anything else: `"2"`, `"0/5"`, `"6/5"`, `"1.5/4"`, `"a/b"`, `""`.
 */
export function parseShard(text: string, setting = 'shard'): ShardId {
  const parts = text.split('/').map((part) => part.trim());
  const shown = JSON.stringify(text);
  if (parts.length !== 2 || !WHOLE.test(parts[0]) || !WHOLE.test(parts[1])) {
    throw new ShardSpecError(`${setting}: expected "i/N" (this runner's number i of N runners, e.g. "2/4"), got ${shown}`);
  }
  const index = Number(parts[0]);
  const count = Number(parts[1]);
  if (count < 1 || count > MAX_SHARDS) throw new ShardSpecError(`${setting}: the number of shards N must be from 1 to ${MAX_SHARDS}, got ${shown}`);
  if (index < 1 || index > count) throw new ShardSpecError(`${setting}: i must be from 1 to N (shards are counted from 1), got ${shown}`);
  return { index, count };
}

/** Parses a whole number of replicas R ≥ 1 (`replicas: 3`). */
export function parseReplicas(text: string, setting = 'replicas'): number {
  const trimmed = text.trim();
  const value = Number(trimmed);
  if (!WHOLE.test(trimmed) || value < 1 || value > MAX_SHARDS) {
    throw new ShardSpecError(`${setting}: expected a whole number of runners from 1 to ${MAX_SHARDS}, got ${JSON.stringify(text)}`);
  }
  return value;
}

/** `"2/5"`. */
export function formatShard(shard: ShardId): string {
  return `${shard.index}/${shard.count}`;
}
