/**
 * The metrics of a whole process that the runner records for every execution (wait4's rusage,
 * through GNU time), and how their benchmark names read. The names are made in one place,
 * `processMetricName` in runner/process-metrics.ts; this file holds what both it and the gate
 * policy (config/benchmark-policy.ts) need to know about them.
 */

/** The process metrics, in the order the report lists them. */
export const PROCESS_METRICS = ['cpu', 'max-rss', 'ctx-voluntary', 'ctx-involuntary', 'major-faults'] as const;
export type ProcessMetric = (typeof PROCESS_METRICS)[number];

/** The first segment of a process metric's name when the process ran a harness's suite: `process/cpu`. */
export const PROCESS_PREFIX = 'process';

/** `process part 3/cpu`: the name under `split-benchmarks`, where each process runs one part of the suite. */
const PART_PREFIX = /^process part [1-9]\d*$/;

const isProcessMetric = (text: string): text is ProcessMetric => (PROCESS_METRICS as readonly string[]).includes(text);

/**
 * The process metric a benchmark name stands for, or null: `process/<metric>`,
 * `process part <k>/<metric>`, or the bare `<metric>` that `format: process` records beside `wall`.
 * A harness benchmark with one of those names is read as the process metric (the runner does not
 * add its own then: execute.ts).
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
