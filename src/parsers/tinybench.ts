import type { ParserNote } from '../results/output-notes.js';
import { isRecord } from '../util/is-record.js';
import { isFiniteNumber, noMeasurementError } from './excerpt.js';
import { parseJsonDocument } from './json-document.js';
import { OutputParseError, type OutputParser, type ParsedMeasurement } from './parser.js';

const FORMAT = 'tinybench';

/**
 * tinybench prints nothing of its own; this reads the JSON of the recipe in docs/harnesses.md,
 * `console.log(JSON.stringify(bench.tasks.map(({ name, result }) => ({ name, result }))))`.
 * Each latency sample (`result.latency.samples`, ms per iteration; tinybench 2–3:
 * `result.samples`) is one measurement; tinybench keeps them only with `retainSamples: true`
 * (v5+), otherwise the mean is the one value per process, with a note. Tasks that errored
 * are reported as an error naming them.
 */
export const tinybenchParser: OutputParser = {
  format: FORMAT,
  parse(stdout: string, notes?: ParserNote[]): ParsedMeasurement[] {
    const document = parseJsonDocument(FORMAT, stdout);
    if (!Array.isArray(document)) throw new OutputParseError(FORMAT, 'expected a JSON array of {name, result} (docs/harnesses.md)');
    const measurements: ParsedMeasurement[] = [];
    let meansOnly = 0;
    document.forEach((task: unknown, index) => {
      const where = `[${index}]`;
      if (!isRecord(task) || typeof task.name !== 'string' || task.name === '') throw new OutputParseError(FORMAT, `${where}: expected {name, result}`);
      const { name, result } = task;
      if (!isRecord(result)) throw new OutputParseError(FORMAT, `${where} (${name}): no "result" (did the task run?)`);
      if (result.state === 'errored' || result.error !== undefined) {
        throw new OutputParseError(FORMAT, `${where} (${name}): the task errored${errorText(result.error)}`);
      }
      const latency = isRecord(result.latency) ? result.latency : result;
      const samples = latency.samples;
      if (Array.isArray(samples) && samples.length > 0) {
        samples.forEach((value: unknown, i) => {
          if (!isFiniteNumber(value)) throw new OutputParseError(FORMAT, `${where} (${name}): sample ${i} is not a number`);
          measurements.push({ name, value, unit: 'ms', better: 'lower', unordered: true });
        });
      } else if (isFiniteNumber(latency.mean)) {
        measurements.push({ name, value: latency.mean, unit: 'ms', better: 'lower' });
        meansOnly += 1;
      } else {
        throw new OutputParseError(FORMAT, `${where} (${name}): neither latency samples nor a mean`);
      }
    });
    if (measurements.length === 0) throw noMeasurementError(FORMAT, stdout, 'the array is empty');
    if (meansOnly > 0) notes?.push({ kind: 'aggregates-only', format: FORMAT, source: 'tinybench-mean', benchmarks: meansOnly });
    return measurements;
  },
  detect(stdout: string): boolean {
    return /^\s*\[/.test(stdout.trim()) && /"result"\s*:/.test(stdout) && /"(latency|samples)"\s*:/.test(stdout);
  },
};

function errorText(error: unknown): string {
  if (isRecord(error) && typeof error.message === 'string') return `: ${error.message}`;
  return typeof error === 'string' ? `: ${error}` : '';
}
