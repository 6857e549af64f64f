import type { ParserNote } from '../results/output-notes.js';
import { hasCatch2ConsoleTable, parseCatch2Console } from './catch2-console.js';
import { lineExcerpt, noMeasurementError } from './excerpt.js';
import { OutputParseError, type OutputParser, type ParsedMeasurement } from './parser.js';

const FORMAT = 'catch2';
const RESULTS = /<BenchmarkResults\b([^>]*)>([\s\S]*?)<\/BenchmarkResults>/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * Catch2's XML reporter (`--reporter xml`, Catch2 v2 and v3): each `<BenchmarkResults name=…>`
 * gives its `<mean value=…>` in ns, one value per benchmark and process, since the reporter
 * writes no individual samples (a note says so). Without XML, Catch2's console reporter (its
 * default output, catch2-console.ts) is read: each benchmark's mean, likewise.
 */
export const catch2Parser: OutputParser = {
  format: FORMAT,
  parse(stdout: string, notes?: ParserNote[]): ParsedMeasurement[] {
    if (!/<BenchmarkResults\b/.test(stdout) && hasCatch2ConsoleTable(stdout)) {
      const measurements = parseCatch2Console(stdout);
      if (measurements.length === 0) throw noMeasurementError(FORMAT, stdout, 'a "benchmark name" table without a benchmark row');
      notes?.push({ kind: 'aggregates-only', format: FORMAT, source: 'catch2-console-mean', benchmarks: measurements.length });
      return measurements;
    }
    const measurements: ParsedMeasurement[] = [];
    for (const [element, attributes, body] of stdout.matchAll(RESULTS)) {
      const name = attribute(attributes, 'name');
      if (name === undefined || name === '') throw new OutputParseError(FORMAT, `a <BenchmarkResults> has no name: ${lineExcerpt(element)}`);
      const meanAttributes = /<mean\b([^>]*)\/?>/.exec(body)?.[1];
      const valueText = meanAttributes === undefined ? undefined : attribute(meanAttributes, 'value');
      const value = valueText === undefined ? Number.NaN : Number(valueText);
      if (valueText === undefined || valueText.trim() === '' || !Number.isFinite(value)) {
        throw new OutputParseError(FORMAT, `benchmark "${name}": no numeric <mean value=…>`);
      }
      measurements.push({ name, value, unit: 'ns', better: 'lower' });
    }
    if (measurements.length === 0) throw noMeasurementError(FORMAT, stdout, 'no <BenchmarkResults> element and no "benchmark name" table');
    notes?.push({ kind: 'aggregates-only', format: FORMAT, source: 'catch2-xml-mean', benchmarks: measurements.length });
    return measurements;
  },
  detect(stdout: string): boolean {
    return /<BenchmarkResults\b/.test(stdout) || hasCatch2ConsoleTable(stdout);
  },
};

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}="([^"]*)"`).exec(attributes);
  return match?.[1].replace(/&(amp|lt|gt|quot|apos);/g, (_, entity: string) => ENTITIES[entity] ?? '');
}
