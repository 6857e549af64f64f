import type { ParserNote } from '../results/output-notes.js';
import { isRecord } from '../util/is-record.js';
import { isFiniteNumber, lineExcerpt, noMeasurementError } from './excerpt.js';
import { splitJsonObjects } from './json-values.js';
import { OutputParseError, type OutputParser, type ParsedMeasurement } from './parser.js';

const FORMAT = 'criterion';
/** `NAME   time:   [64.094 ns 101.55 ns 126.66 ns]` (a long name is printed on the line before). */
const TIME_LINE = /^(.*?)\s*time:\s+\[\s*(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s*\]/;
const NANOSECONDS: Record<string, number> = { ps: 1e-3, ns: 1, us: 1e3, µs: 1e3, μs: 1e3, ms: 1e6, s: 1e9 };

/**
 * Criterion.rs, in the first of these forms that the output has:
 * - its per-sample files, as the recipe in docs/harnesses.md prints them: for each benchmark
 *   `target/criterion/…/new/benchmark.json` followed by `…/new/sample.json`. Each sample is
 *   one measurement, `times[i] / iters[i]` ns per iteration, named by `full_id`;
 * - cargo-criterion's `--message-format=json` lines: each `benchmark-complete` message's
 *   `measured_values[i] / iteration_count[i]`, in its `unit`, named by `id`;
 * - criterion's terminal report (`NAME  time: [low estimate high]`): the estimate, converted
 *   to ns, one value per benchmark and process (a note says so).
 */
export const criterionParser: OutputParser = {
  format: FORMAT,
  parse(stdout: string, notes?: ParserNote[]): ParsedMeasurement[] {
    if (/"sampling_mode"\s*:/.test(stdout)) return fromSampleFiles(stdout);
    if (/"reason"\s*:\s*"benchmark-complete"/.test(stdout)) return fromMessages(stdout);
    const measurements = fromReport(stdout);
    notes?.push({ kind: 'aggregates-only', format: FORMAT, source: 'criterion-estimate', benchmarks: measurements.length });
    return measurements;
  },
  detect(stdout: string): boolean {
    return /"sampling_mode"\s*:/.test(stdout) || /"reason"\s*:\s*"benchmark-complete"/.test(stdout) || /^.*time:\s+\[\S+ \S+ \S+ \S+ \S+ \S+\]/m.test(stdout);
  },
};

function readObjects(stdout: string): Record<string, unknown>[] {
  const { objects, stray } = splitJsonObjects(stdout);
  if (stray !== undefined) throw new OutputParseError(FORMAT, `expected only JSON objects, found ${JSON.stringify(stray)}`);
  return objects.map((text, index) => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new OutputParseError(FORMAT, `object ${index + 1} is not valid JSON: ${lineExcerpt(text)}`);
    }
    if (!isRecord(value)) throw new OutputParseError(FORMAT, `object ${index + 1} is not a JSON object`);
    return value;
  });
}

/** Per-iteration values `totals[i] / counts[i]`, checked. */
function perIteration(name: string, totals: unknown, counts: unknown): number[] {
  if (!Array.isArray(totals) || !Array.isArray(counts) || totals.length !== counts.length || totals.length === 0) {
    throw new OutputParseError(FORMAT, `${name}: expected equally long, non-empty arrays of times and iteration counts`);
  }
  return totals.map((total: unknown, i) => {
    const count: unknown = counts[i];
    if (!isFiniteNumber(total) || !isFiniteNumber(count) || count <= 0) {
      throw new OutputParseError(FORMAT, `${name}: sample ${i} is not a time and a positive iteration count`);
    }
    return total / count;
  });
}

function fromSampleFiles(stdout: string): ParsedMeasurement[] {
  const measurements: ParsedMeasurement[] = [];
  let name: string | undefined;
  for (const object of readObjects(stdout)) {
    if (typeof object.full_id === 'string') {
      name = object.full_id;
    } else if (object.sampling_mode !== undefined) {
      if (name === undefined)
        throw new OutputParseError(FORMAT, 'a sample.json came before any benchmark.json: print each benchmark.json before its sample.json');
      for (const value of perIteration(name, object.times, object.iters)) measurements.push({ name, value, unit: 'ns', better: 'lower' });
      name = undefined;
    }
  }
  if (measurements.length === 0) throw noMeasurementError(FORMAT, stdout, 'no sample.json');
  return measurements;
}

function fromMessages(stdout: string): ParsedMeasurement[] {
  const measurements: ParsedMeasurement[] = [];
  for (const message of readObjects(stdout)) {
    if (message.reason !== 'benchmark-complete') continue;
    const name = typeof message.id === 'string' ? message.id : undefined;
    if (name === undefined) throw new OutputParseError(FORMAT, 'a benchmark-complete message has no "id"');
    const unit = typeof message.unit === 'string' && message.unit !== '' ? message.unit : 'ns';
    for (const value of perIteration(name, message.measured_values, message.iteration_count)) measurements.push({ name, value, unit, better: 'lower' });
  }
  if (measurements.length === 0) throw noMeasurementError(FORMAT, stdout, 'no benchmark-complete message');
  return measurements;
}

function fromReport(stdout: string): ParsedMeasurement[] {
  const measurements: ParsedMeasurement[] = [];
  let previous = '';
  stdout.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    const match = TIME_LINE.exec(line);
    if (match === null) {
      if (line !== '') previous = line;
      return;
    }
    const [, inlineName, , , estimateText, estimateUnit] = match;
    const name = inlineName !== '' ? inlineName : previous;
    const scale = NANOSECONDS[estimateUnit];
    const estimate = Number(estimateText);
    if (name === '' || scale === undefined || !Number.isFinite(estimate)) {
      throw new OutputParseError(FORMAT, `line ${index + 1}: not "NAME time: [low estimate high]" with a time unit: ${lineExcerpt(line)}`);
    }
    measurements.push({ name, value: estimate * scale, unit: 'ns', better: 'lower' });
    previous = '';
  });
  if (measurements.length === 0) throw noMeasurementError(FORMAT, stdout, 'no "NAME time: [...]" line');
  return measurements;
}
