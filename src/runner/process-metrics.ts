import { metricName } from '../parsers/metrics.js';
import type { ParsedMeasurement } from '../parsers/index.js';
import { PROCESS_PREFIX, type ProcessMetric } from '../parsers/process-metric-names.js';

/**
 * The metrics of a whole process (docs/measurements.md): CPU time, peak RSS, voluntary and
 * involuntary context switches and major page faults, read from the kernel's rusage of the
 * benchmark process (wait4, through GNU time's report file) for every execution, in every format.
 */

/**
 * Which process a metric belongs to, which its name says:
 * - `process`: `format: process`, where the process is the benchmark (`cpu`, `max-rss`, …);
 * - `suite`: a process that ran the harness's suite (`process/cpu`);
 * - `part`: under `split-benchmarks`, the process that ran part `part` (1-based) of the suite
 *   (`process part 2/cpu`).
 */
export type ProcessScope = { kind: 'process' } | { kind: 'suite' } | { kind: 'part'; part: number };

/**
 * The benchmark name of a metric of a whole process: the one place such names are made.
 *
 * Example: `processMetricName('max-rss', { kind: 'suite' })` → `process/max-rss`;
 * `processMetricName('cpu', { kind: 'part', part: 2 })` → `process part 2/cpu`;
 * `processMetricName('cpu', { kind: 'process' })` → `cpu`.
 */
export function processMetricName(metric: ProcessMetric | (string & {}), scope: ProcessScope): string {
  switch (scope.kind) {
    case 'process':
      return metric;
    case 'suite':
      return metricName(PROCESS_PREFIX, metric);
    case 'part':
      return metricName(`${PROCESS_PREFIX} part ${scope.part}`, metric);
  }
}

/** GNU time's report: user and system seconds, peak RSS (KiB), voluntary and involuntary context switches, major page faults. */
export const GNU_TIME_FORMAT = '%U %S %M %w %c %F';

/** One process's rusage as GNU time reports it. */
export interface ProcessUsage {
  /** User + system CPU time, ms (10 ms resolution in GNU time's report). */
  cpuMs: number;
  maxRssKiB: number;
  voluntarySwitches: number;
  involuntarySwitches: number;
  majorFaults: number;
}

/**
 * Reads the last line of a GNU time report written with GNU_TIME_FORMAT (earlier lines say
 * `Command exited with non-zero status N` or `Command terminated by signal N`); null when that
 * line is not six non-negative numbers.
 */
export function parseTimeReport(text: string): ProcessUsage | null {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const last = lines.at(-1);
  if (last === undefined) return null;
  const fields = last.trim().split(/\s+/);
  if (fields.length !== 6 || !fields.every((f) => /^\d+(\.\d+)?$/.test(f))) return null;
  const [user, system, maxRssKiB, voluntarySwitches, involuntarySwitches, majorFaults] = fields.map(Number);
  return { cpuMs: Math.round((user + system) * 1e5) / 100, maxRssKiB, voluntarySwitches, involuntarySwitches, majorFaults };
}

/** The process's metrics as measurements named for `scope`, one value each; lower is better for all. */
export function usageMeasurements(usage: ProcessUsage, scope: ProcessScope): ParsedMeasurement[] {
  const values: [ProcessMetric, number, string][] = [
    ['cpu', usage.cpuMs, 'ms'],
    ['max-rss', usage.maxRssKiB, 'KiB'],
    ['ctx-voluntary', usage.voluntarySwitches, 'switches'],
    ['ctx-involuntary', usage.involuntarySwitches, 'switches'],
    ['major-faults', usage.majorFaults, 'faults'],
  ];
  return values.map(([metric, value, unit]) => ({ name: processMetricName(metric, scope), value, unit, better: 'lower' as const }));
}
