/**
 * The two Actions cache calls the history needs, behind an interface so tests can use a
 * fake at exactly this boundary (`actions-cache-client.ts` is the real one).
 *
 * Semantics of the Actions cache that the backend relies on:
 * - entries are immutable: a key can be saved once;
 * - a restore matches `key` exactly, else the newest entry whose key starts with one of
 *   `prefixes` (in order), and only among entries saved with the same `paths`;
 * - the files are written back to `paths`.
 */
export interface CacheClient {
  /** Resolves to the matched key, or undefined when nothing matched. May throw on service errors. */
  restore(paths: string[], key: string, prefixes: string[]): Promise<string | undefined>;
  /** Resolves to false when the service declined (key already taken, read-only token). May throw. */
  save(paths: string[], key: string): Promise<boolean>;
}
