import { createHash } from 'node:crypto';

/**
 * The run settings that must be equal for shards (and replicas) to be merged into one
 * analysis: the planned design (builds × executions), the output format, the commands, the working
 * directory, the execution timeout, the names of the extra environment variables, the failure
 * limit and the result file, as `benchgate run` records them in `meta` (docs/runner.md). The seed
 * is not among them: each shard has its own run order. Environment values are never recorded.
 */
export const FINGERPRINT_KEYS = ['design', 'format', 'commands', 'workdir', 'timeoutSeconds', 'envNames', 'maxFailureShare', 'resultFile'] as const;

/**
 * Keys fingerprinted after fingerprints were first stored in shard artifacts: left out when
 * absent or null, so a run without them fingerprints as it did before they were added.
 */
const LEFT_OUT_WHEN_NULL: ReadonlySet<string> = new Set(['resultFile']);

export type FingerprintSettings = Partial<Record<(typeof FINGERPRINT_KEYS)[number], unknown>>;

/** The value with the keys of every object sorted, so that equal settings have one JSON text. */
export function canonicalJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonicalJson);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonicalJson((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** The fingerprinted settings of a results file's `meta` (keys it does not record are left out). */
export function fingerprintSettings(meta: Record<string, unknown> | undefined): FingerprintSettings {
  const settings: FingerprintSettings = {};
  for (const key of FINGERPRINT_KEYS) {
    let value = meta?.[key];
    if (value === undefined || (value === null && LEFT_OUT_WHEN_NULL.has(key))) continue;
    if (key === 'envNames' && Array.isArray(value)) value = value.map((name: unknown) => String(name)).sort();
    // The planned design only: how many builds a shard kept (identical outputs) is what it found, not a setting.
    if (key === 'design' && typeof value === 'object' && value !== null) {
      const { binaries, executions, interleaving } = value as Record<string, unknown>;
      value = { binaries, executions, interleaving };
    }
    settings[key] = canonicalJson(value);
  }
  return settings;
}

/** `sha256:` and the hex digest of the canonical JSON of the settings (keys sorted at every level). */
export function settingsFingerprint(meta: Record<string, unknown> | undefined): string {
  const json = JSON.stringify(canonicalJson(fingerprintSettings(meta)));
  return `sha256:${createHash('sha256').update(json).digest('hex')}`;
}

/** The keys whose values differ between two settings, for an error message. */
export function differingSettings(a: FingerprintSettings, b: FingerprintSettings): string[] {
  return FINGERPRINT_KEYS.filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]));
}
