import { lineExcerpt, noMeasurementError } from './excerpt.js';
import { betterForUnit, metricName } from './metrics.js';
import { OutputParseError, type OutputParser, type ParsedMeasurement } from './parser.js';

const FORMAT = 'go';
/** `BenchmarkName-8   1000   1052 ns/op   64 B/op   2 allocs/op`: name, b.N, then value–unit pairs. */
const RESULT_LINE = /^(Benchmark\S*)\s+(\d+)\s+([\d.eE+-]+\s+\S.*)$/;

/**
 * `go test -bench` output, including `-count N` (one line per run), `-benchmem` (`B/op`,
 * `allocs/op`), `b.SetBytes` (`MB/s`) and `b.ReportMetric` units. `ns/op` is the benchmark
 * under its printed name (`BenchmarkJoin-2`, GOMAXPROCS suffix kept), in ns; every other
 * unit becomes `NAME/METRIC`, the unit without its `/op` (`BenchmarkJoin-2/B`,
 * `BenchmarkJoin-2/allocs`, `BenchmarkParse-2/MB/s`, `BenchmarkParse-2/fields`), with
 * rates (`…/s`) better when higher. Each line is already a mean over b.N iterations.
 * Header lines (`goos: linux`, `pkg: …`, `cpu: …`), `PASS`, `ok` and log lines are skipped.
 */
export const goTestParser: OutputParser = {
  format: FORMAT,
  parse(stdout: string): ParsedMeasurement[] {
    const measurements: ParsedMeasurement[] = [];
    stdout.split(/\r?\n/).forEach((raw, index) => {
      // Result lines start at the margin; a benchmark's own log lines are indented under "--- BENCH:".
      const line = raw.trimEnd();
      const match = RESULT_LINE.exec(line);
      if (match === null) return;
      const [, name, , rest] = match;
      const fields = rest.trim().split(/\s+/);
      const fail = (why: string) => new OutputParseError(FORMAT, `line ${index + 1}: ${why}: ${lineExcerpt(line)}`);
      if (fields.length % 2 !== 0) throw fail('expected value–unit pairs after the iteration count');
      for (let i = 0; i < fields.length; i += 2) {
        const value = Number(fields[i]);
        const unit = fields[i + 1];
        if (fields[i] === '' || !Number.isFinite(value)) throw fail(`"${fields[i]}" is not a number`);
        if (unit === 'ns/op') {
          measurements.push({ name, value, unit: 'ns', better: 'lower' });
        } else {
          const metric = unit.endsWith('/op') ? unit.slice(0, -'/op'.length) : unit;
          measurements.push({ name: metricName(name, metric), value, unit, better: betterForUnit(unit) });
        }
      }
    });
    if (measurements.length === 0) throw noMeasurementError(FORMAT, stdout, 'no "BenchmarkNAME  N  VALUE ns/op" line');
    return measurements;
  },
  detect(stdout: string): boolean {
    return stdout.split(/\r?\n/).some((line) => /^Benchmark\S*\s+\d+\s+[\d.eE+-]+ \S+/.test(line.trim()));
  },
};
