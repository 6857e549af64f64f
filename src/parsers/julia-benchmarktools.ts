import type { ParserNote } from '../results/output-notes.js';
import { isRecord } from '../util/is-record.js';
import { isFiniteNumber, noMeasurementError } from './excerpt.js';
import { parseJsonDocument } from './json-document.js';
import { metricName } from './metrics.js';
import { OutputParseError, type OutputParser, type ParsedMeasurement } from './parser.js';

const FORMAT = 'julia';
/** Nesting deeper than this is not a benchmark suite (and would only cost stack). */
const MAX_DEPTH = 32;

/**
 * Julia BenchmarkTools' JSON (`BenchmarkTools.save(file, results)`, the input of
 * github-action-benchmark's `julia` tool): `[{"Julia": …, "BenchmarkTools": …}, [group]]`, where
 * a group is `["BenchmarkGroup", {"data": {KEY: group or result}}]`. A benchmark is named by its
 * keys joined with `/` (`fib/20`). A `Trial` (saved from `run(suite)`) gives every sample of
 * `times` (ns); a `TrialEstimate` (saved from `median(results)`, as github-action-benchmark's
 * example does) gives its one `time`, with a note. `memory` (B) and `allocs` become
 * `NAME/memory` and `NAME/allocs`, one value each.
 */
export const juliaBenchmarkToolsParser: OutputParser = {
  format: FORMAT,
  parse(stdout: string, notes?: ParserNote[]): ParsedMeasurement[] {
    const document = parseJsonDocument(FORMAT, stdout);
    if (!Array.isArray(document) || document.length < 2 || !isRecord(document[0]) || !('BenchmarkTools' in document[0]) || !Array.isArray(document[1])) {
      throw new OutputParseError(FORMAT, 'expected the JSON array of BenchmarkTools.save: [{"Julia", "BenchmarkTools"}, [values]]');
    }
    const measurements: ParsedMeasurement[] = [];
    const state = { estimates: 0 };
    document[1].forEach((value: unknown, index) => walk(value, [], `[1][${index}]`, 0, measurements, state));
    if (measurements.length === 0) throw noMeasurementError(FORMAT, stdout, 'no Trial or TrialEstimate');
    if (state.estimates > 0) {
      notes?.push({ kind: 'aggregates-only', format: FORMAT, source: 'julia-estimate', benchmarks: state.estimates });
    }
    return measurements;
  },
  detect(stdout: string): boolean {
    return /^\s*\[/.test(stdout) && /"BenchmarkTools"\s*:/.test(stdout) && /"(BenchmarkGroup|Trial|TrialEstimate)"/.test(stdout);
  },
};

function walk(node: unknown, path: string[], where: string, depth: number, out: ParsedMeasurement[], state: { estimates: number }): void {
  if (depth > MAX_DEPTH) throw new OutputParseError(FORMAT, `${where}: groups nested deeper than ${MAX_DEPTH}`);
  if (!Array.isArray(node) || node.length !== 2 || typeof node[0] !== 'string' || !isRecord(node[1])) {
    throw new OutputParseError(FORMAT, `${where}: expected ["TYPE", {…}]`);
  }
  const [type, body] = node as [string, Record<string, unknown>];
  const name = path.join('/');
  if (type === 'BenchmarkGroup') {
    if (!isRecord(body.data)) throw new OutputParseError(FORMAT, `${where}: a BenchmarkGroup without "data"`);
    for (const [key, child] of Object.entries(body.data)) walk(child, [...path, key], `${where}.data[${JSON.stringify(key)}]`, depth + 1, out, state);
    return;
  }
  if (type !== 'Trial' && type !== 'TrialEstimate') throw new OutputParseError(FORMAT, `${where}: "${type}" is not a BenchmarkGroup, Trial or TrialEstimate`);
  if (name === '') throw new OutputParseError(FORMAT, `${where}: a ${type} outside any group has no name`);
  const times = type === 'Trial' ? body.times : [body.time];
  if (!Array.isArray(times) || times.length === 0 || !times.every((t) => isFiniteNumber(t) && t >= 0)) {
    throw new OutputParseError(FORMAT, `${where} (${name}): ${type === 'Trial' ? '"times"' : '"time"'} must hold times in ns`);
  }
  for (const time of times as number[]) out.push({ name, value: time, unit: 'ns', better: 'lower' });
  if (type === 'TrialEstimate') state.estimates += 1;
  if (isFiniteNumber(body.memory)) out.push({ name: metricName(name, 'memory'), value: body.memory, unit: 'B', better: 'lower' });
  if (isFiniteNumber(body.allocs)) out.push({ name: metricName(name, 'allocs'), value: body.allocs, unit: 'allocs', better: 'lower' });
}
