import { createHash } from 'node:crypto';

/**
 * The run settings that must be equal for shards (and replicas) to be merged into one
 * analysis: the planned design (builds × executions), the output format, the commands, the working
 * directory, the execution timeout, the names of the extra environment variables, the failure
 * limit and the result file, as `benchgate run` records them in `meta` (docs/runner.md). The seed
 * is not among them: each shard has its own run order. Environment values are never recorded.
 */
export const FINGERPRINT_KEYS = [
  'design',
  'format',
  'commands',
  'workdir',
  'timeoutSeconds',
  'envNames',
  'maxFailureShare',
  'resultFile',
  'splitBenchmarks',
] as const;

/**
 * Keys fingerprinted after fingerprints were first stored in shard artifacts: left out when
 * absent or null, so a run without them fingerprints as it did before they were added.
 */
const LEFT_OUT_WHEN_NULL: ReadonlySet<string> = new Set(['resultFile', 'splitBenchmarks']);

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
    // Benchmarks per process is the setting; how many processes a shard's part made is what it found.
    if (key === 'splitBenchmarks' && typeof value === 'object' && value !== null) value = { perProcess: (value as Record<string, unknown>).perProcess };
    settings[key] = canonicalJson(value);
  }
  return settings;
}

/** `sha256:` and the hex digest of the canonical JSON of the settings (keys sorted at every level). */
export function settingsFingerprint(meta: Record<string, unknown> | undefined): string {
  const json = JSON.stringify(canonicalJson(fingerprintSettings(meta)));
  return `sha256:${createHash('sha256').update(json).digest('hex')}`;
}

/**
 * Keys of `meta.analysis` that differ between the shards of one run by design: each shard draws
 * its own seed for its run order. Every other recorded analysis setting must be equal.
 */
export const PER_SHARD_ANALYSIS_KEYS: ReadonlySet<string> = new Set(['seed']);

/** What must be equal on every shard of one run: the fingerprinted settings and the whole recorded `meta.analysis` (the seed aside). */
export type MergeSettings = FingerprintSettings & { analysis?: unknown };

/** The keys of `MergeSettings`, in the order a message names them. */
export const MERGE_SETTING_KEYS = [...FINGERPRINT_KEYS, 'analysis'] as const;

/** `MergeSettings` read from a results file's own `meta` (never from a manifest's claim). */
export function mergeSettings(meta: Record<string, unknown> | undefined): MergeSettings {
  const recorded = meta?.analysis;
  const analysis =
    typeof recorded === 'object' && recorded !== null && !Array.isArray(recorded)
      ? Object.fromEntries(Object.entries(recorded).filter(([key]) => !PER_SHARD_ANALYSIS_KEYS.has(key)))
      : recorded;
  return { ...fingerprintSettings(meta), ...(analysis === undefined ? {} : { analysis: canonicalJson(analysis) }) };
}

/** The first place two values differ, depth first in key order (`design.executions`, `analysis.priors["a b"]`, `x[2]`); null when equal. */
export function firstDifference(a: unknown, b: unknown, path: string): { path: string; a: unknown; b: unknown } | null {
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      const found = firstDifference(a[i], b[i], `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (isObject(a) && isObject(b)) {
    for (const key of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
      const step = /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
      const found = firstDifference(a[key], b[key], `${path}${step}`);
      if (found) return found;
    }
    return null;
  }
  return JSON.stringify(canonicalJson(a)) === JSON.stringify(canonicalJson(b)) ? null : { path, a, b };
}

/** A setting's value for a message: JSON, cut at 60 characters; `absent` when it is not recorded. */
export function describeSetting(value: unknown): string {
  if (value === undefined) return 'absent';
  const json = JSON.stringify(value);
  return json.length > 60 ? `${json.slice(0, 59)}…` : json;
}
