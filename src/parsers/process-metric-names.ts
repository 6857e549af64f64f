import type { ParserNote } from '../results/output-notes.js';
/**
 * The metrics of a whole process that the runner records for every execution (wait4's rusage,
 * through GNU time, and the instruction count under valgrind on request), and how their
 * benchmark names read. The names are made in one place, `processMetricName` in
 * runner/process-metrics.ts; this file holds what it, the parsers (reserved names) and the gate
 * policy (config/benchmark-policy.ts) need to know about them.
 */

/** The process metrics, in the order the report lists them. */
export const PROCESS_METRICS = ['cpu', 'max-rss', 'ctx-voluntary', 'ctx-involuntary', 'major-faults'] as const;
export type ProcessMetric = (typeof PROCESS_METRICS)[number];

/** The first segment of a process metric's name when the process ran a harness's suite: `process/cpu`. */
export const PROCESS_PREFIX = 'process';

/** `process part 3/cpu`: the name under `split-benchmarks`, where each process runs one part of the suite. */
const PART_PREFIX = /^process part [1-9]\d*$/;

/** The metric `metrics: instructions` counts under valgrind (runner/instruction-count.ts): `process/instructions`. */
export const INSTRUCTIONS_METRIC = 'instructions';

const isProcessMetric = (text: string): text is ProcessMetric => (PROCESS_METRICS as readonly string[]).includes(text);

/**
 * The process metric a benchmark name stands for, or null: `process/<metric>`,
 * `process part <k>/<metric>`, or the bare `<metric>` that `format: process` records beside `wall`.
 * A harness never reports a benchmark under the first two (isReservedName).
 *
 * Example: `processMetricOf('process part 2/max-rss')` → `'max-rss'`; `processMetricOf('parse/cpu')` → null.
 */
export function processMetricOf(name: string): ProcessMetric | null {
  const slash = name.lastIndexOf('/');
  const metric = name.slice(slash + 1);
  if (!isProcessMetric(metric)) return null;
  if (slash < 0) return metric;
  const scope = name.slice(0, slash);
  return scope === PROCESS_PREFIX || PART_PREFIX.test(scope) ? metric : null;
}

/**
 * Whether a policy's glob names the metric rather than catching it by a wildcard: its last
 * `/`-segment has no `*`, `?` or `[` (`process/max-rss`, `**\/max-rss`, `process/{cpu,max-rss}`,
 * bare `cpu`). Only such a policy gates a process metric; catch-alls (`**`, `process/*`) leave it
 * to be reported apart.
 */
export function globNamesMetric(glob: string): boolean {
  const last = glob.slice(glob.lastIndexOf('/') + 1);
  return !/[*?[]/.test(last);
}

/**
 * Whether a benchmark name is benchgate's own, never a harness's: every name whose first
 * `/`-segment is `process` or `process part <k>`, the scopes of what the runner measures itself
 * (`process/max-rss`, `process/instructions`, `process part 2/cpu`, and any metric added there
 * later). With `format: process` the runner's bare names (`wall`, `cpu`, `instructions`) are all
 * there is: no harness output is read.
 *
 * Example: `isReservedName('process/max-rss')` → true; `isReservedName('parse/process')` → false.
 */
export function isReservedName(name: string): boolean {
  const slash = name.indexOf('/');
  if (slash < 0) return false;
  const scope = name.slice(0, slash);
  return scope === PROCESS_PREFIX || PART_PREFIX.test(scope);
}

/** The first segment a harness's benchmark with a reserved name is recorded under: `harness/process/max-rss`. */
export const HARNESS_PREFIX = 'harness';

/**
 * A harness's measurements with every reserved name (isReservedName) moved under
 * HARNESS_PREFIX, so that what the measured code prints can never stand in for what benchgate
 * measured (its peak RSS, its instruction count). One note per renamed name is pushed onto
 * `notes`.
 *
 * Example: `{ name: 'process/max-rss', value: 40000 }` → `{ name: 'harness/process/max-rss', value: 40000 }`.
 */
export function renameReserved<T extends { name: string }>(measurements: readonly T[], notes?: ParserNote[]): T[] {
  const renamed = new Set<string>();
  const result = measurements.map((m) => {
    if (!isReservedName(m.name)) return m;
    renamed.add(m.name);
    return { ...m, name: `${HARNESS_PREFIX}/${m.name}` };
  });
  for (const name of renamed) notes?.push({ kind: 'reserved-name', name, recordedAs: `${HARNESS_PREFIX}/${name}` });
  return result;
}
