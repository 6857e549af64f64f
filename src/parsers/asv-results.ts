import type { ParserNote } from '../results/output-notes.js';
import { isRecord } from '../util/is-record.js';
import { isFiniteNumber, lineExcerpt } from './excerpt.js';
import { splitJsonObjects } from './json-values.js';
import { OutputParseError, type ParsedMeasurement } from './parser.js';

const FORMAT = 'asv';

/** Whether `stdout` holds asv's results JSON (`.asv/results/MACHINE/COMMIT-ENV.json`, api version 2). */
export function hasAsvResultsJson(stdout: string): boolean {
  return /"result_columns"\s*:/.test(stdout) && /"results"\s*:/.test(stdout);
}

/** One benchmark row of a results file, by its column names (`result_columns`). */
type Row = Record<string, unknown>;

/**
 * asv's results JSON, one file or several printed one after another (one per environment): each
 * benchmark's row is read by `result_columns`. `result` holds one value per parameter
 * combination (a non-parameterized benchmark has one), `params` the parameters' values as asv
 * prints them (`'sorted'`), `samples` per combination the samples of `--record-samples`, and
 * `version` the hash of the benchmark's code. A combination with samples gives one value per
 * sample; without, its result (asv's median), one value per process (a note says so). Times
 * (`time_` benchmarks, in s) are converted to ns; `mem_`/`peakmem_` are bytes; `track_` values
 * are kept without a unit. A parameterized benchmark's combination is named as asv names it,
 * `NAME(100, 'sorted')`; a name found in several environments is qualified, `NAME (ENV)`. A
 * result asv recorded as failed (null) gives no value, and a note names the first.
 */
export function parseAsvResults(stdout: string, notes?: ParserNote[]): ParsedMeasurement[] {
  const { objects, stray } = splitJsonObjects(stdout);
  if (stray !== undefined) throw new OutputParseError(FORMAT, `expected only asv results JSON, found ${JSON.stringify(stray)}`);
  const files = objects.map((text, index) => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new OutputParseError(FORMAT, `results file ${index + 1} is not valid JSON: ${lineExcerpt(text)}`);
    }
    if (!isRecord(value) || !Array.isArray(value.result_columns) || !isRecord(value.results)) {
      throw new OutputParseError(FORMAT, `results file ${index + 1} has no "result_columns" list and "results" object`);
    }
    return value as { result_columns: unknown[]; results: Record<string, unknown>; env_name?: unknown };
  });
  const rows: (ParsedMeasurement & { benchmark: string; environment: string })[] = [];
  const failed: string[] = [];
  let medians = 0;
  for (const [index, file] of files.entries()) {
    const columns = file.result_columns.map((c) => String(c));
    const environment = typeof file.env_name === 'string' ? file.env_name : `file ${index + 1}`;
    for (const [name, cells] of Object.entries(file.results)) {
      if (!Array.isArray(cells)) throw new OutputParseError(FORMAT, `${name}: expected a row of values by result_columns`);
      const row: Row = Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? null]));
      const read = readRow(name, row);
      failed.push(...read.failed);
      medians += read.medians;
      for (const m of read.measurements) rows.push({ ...m, benchmark: m.name, environment });
    }
  }
  if (rows.length === 0) {
    const first = failed.length > 0 ? ` (every result failed, e.g. ${failed[0]})` : '';
    throw new OutputParseError(FORMAT, `no measurement found in asv's results JSON${first}`);
  }
  if (failed.length > 0) notes?.push({ kind: 'results-failed', format: FORMAT, results: failed.length, example: failed[0] });
  if (medians > 0) notes?.push({ kind: 'aggregates-only', format: FORMAT, source: 'asv-median', benchmarks: medians });
  const environments = new Map<string, Set<string>>();
  for (const row of rows) environments.set(row.benchmark, (environments.get(row.benchmark) ?? new Set()).add(row.environment));
  return rows.map(({ benchmark, environment, ...m }) => ((environments.get(benchmark)?.size ?? 0) > 1 ? { ...m, name: `${benchmark} (${environment})` } : m));
}

function readRow(name: string, row: Row): { measurements: ParsedMeasurement[]; failed: string[]; medians: number } {
  const fail = (why: string) => new OutputParseError(FORMAT, `${name}: ${why}`);
  if (row.version !== null && typeof row.version !== 'string') throw fail('"version" is not a string');
  const params = row.params ?? [];
  if (!Array.isArray(params) || !params.every((values) => Array.isArray(values) && values.every((v) => typeof v === 'string'))) {
    throw fail('"params" is not a list of lists of parameter values');
  }
  const combinations = product(params);
  const results = row.result;
  if (results === null) return { measurements: [], failed: [name], medians: 0 };
  if (!Array.isArray(results) || results.length !== combinations.length) {
    throw fail(`expected ${combinations.length} result${combinations.length === 1 ? '' : 's'}, one per parameter combination`);
  }
  const samples = row.samples;
  if (samples !== null && (!Array.isArray(samples) || samples.length !== combinations.length))
    throw fail('"samples" is not one list per parameter combination');
  const scale = unitOf(name);
  const measurements: ParsedMeasurement[] = [];
  const failed: string[] = [];
  let medians = 0;
  combinations.forEach((combination, i) => {
    const label = combination.length === 0 ? name : `${name}(${combination.join(', ')})`;
    const own: unknown = Array.isArray(samples) ? samples[i] : null;
    const values: unknown[] = Array.isArray(own) ? own : [results[i]];
    if (!Array.isArray(own)) {
      if (results[i] === null) {
        failed.push(label);
        return;
      }
      medians += 1;
    }
    for (const value of values) {
      if (!isFiniteNumber(value)) throw fail(`${label}: ${JSON.stringify(value)} is not a number`);
      measurements.push({ name: label, value: value * scale.factor, unit: scale.unit, ...(scale.better === undefined ? {} : { better: scale.better }) });
    }
  });
  return { measurements, failed, medians };
}

/** Every combination of the parameters' values, in asv's order (the last parameter varies fastest). */
function product(params: readonly string[][]): string[][] {
  return params.reduce<string[][]>((combos, values) => combos.flatMap((combo) => values.map((v) => [...combo, v])), [[]]);
}

/** The unit of a benchmark by asv's prefix of its last name part: `time_` (s, as ns), `mem_`/`peakmem_` (B), other (`track_`: none). */
function unitOf(name: string): { unit: string; factor: number; better?: 'lower' } {
  const last = name.split('.').pop() ?? name;
  if (/^time_/.test(last)) return { unit: 'ns', factor: 1e9, better: 'lower' };
  if (/^(mem|peakmem)_/.test(last)) return { unit: 'B', factor: 1, better: 'lower' };
  return { unit: '', factor: 1 };
}
