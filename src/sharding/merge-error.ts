/**
 * Shard results that cannot be merged into one honest analysis: different commits, different
 * settings, a benchmark measured by two shards, two copies of one shard. The message names
 * the files; `benchgate merge` exits with 2.
 */
export class MergeError extends Error {
  constructor(
    message: string,
    /** The results files involved, as the caller named them. */
    readonly sources: readonly string[] = [],
  ) {
    super(message);
    this.name = 'MergeError';
  }
}
