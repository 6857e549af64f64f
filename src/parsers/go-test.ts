import { lineExcerpt, noMeasurementError } from './excerpt.js';
import { betterForUnit, metricName } from './metrics.js';
import { OutputParseError, type OutputParser, type ParsedMeasurement } from './parser.js';

const FORMAT = 'go';
/** `BenchmarkName-8   1000   1052 ns/op   64 B/op   2 allocs/op`: name, b.N, then value–unit pairs. */
const RESULT_LINE = /^(Benchmark\S*)\s+(\d+)\s+([\d.eE+-]+\s+\S.*)$/;
/** `pkg: example.com/shop/cache`, the header before each package's results. */
const PKG_LINE = /^pkg: (\S+)\s*$/;

/**
 * `go test -bench` output, including `-count N` (one line per run), `-benchmem` (`B/op`,
 * `allocs/op`), `b.SetBytes` (`MB/s`) and `b.ReportMetric` units. `ns/op` is the benchmark
 * under its printed name (`BenchmarkJoin-2`, GOMAXPROCS suffix kept), in ns; every other
 * unit becomes `NAME/METRIC`, the unit without its `/op` (`BenchmarkJoin-2/B`,
 * `BenchmarkJoin-2/allocs`, `BenchmarkParse-2/MB/s`, `BenchmarkParse-2/fields`), with
 * rates (`…/s`) better when higher. Each line is already a mean over b.N iterations.
 * Header lines (`goos: linux`, `pkg: …`, `cpu: …`), `PASS`, `ok` and log lines are skipped.
 * `go test -bench ./...` prints one `pkg:` block per package: a name printed in several
 * packages is qualified by its package, `BenchmarkEncode-2 (example.com/shop/cache)` (and
 * `…/B`), so two packages' benchmarks are never merged; a name printed in one keeps its bare name.
 */
export const goTestParser: OutputParser = {
  format: FORMAT,
  parse(stdout: string): ParsedMeasurement[] {
    const measurements: (ParsedMeasurement & { benchmark: string; metric?: string; pkg: string })[] = [];
    let pkg = '';
    stdout.split(/\r?\n/).forEach((raw, index) => {
      // Result lines start at the margin; a benchmark's own log lines are indented under "--- BENCH:".
      const line = raw.trimEnd();
      const header = PKG_LINE.exec(line);
      if (header !== null) pkg = header[1];
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
          measurements.push({ name, benchmark: name, pkg, value, unit: 'ns', better: 'lower' });
        } else {
          const metric = unit.endsWith('/op') ? unit.slice(0, -'/op'.length) : unit;
          measurements.push({ name: metricName(name, metric), benchmark: name, metric, pkg, value, unit, better: betterForUnit(unit) });
        }
      }
    });
    if (measurements.length === 0) throw noMeasurementError(FORMAT, stdout, 'no "BenchmarkNAME  N  VALUE ns/op" line');
    // `go test -bench ./...`: a name printed under several `pkg:` headers is one benchmark per package.
    const packagesOf = new Map<string, Set<string>>();
    for (const m of measurements) packagesOf.set(m.benchmark, (packagesOf.get(m.benchmark) ?? new Set()).add(m.pkg));
    return measurements.map(({ benchmark, metric, pkg: where, ...m }) => {
      if ((packagesOf.get(benchmark)?.size ?? 0) < 2) return m;
      const qualified = where === '' ? benchmark : `${benchmark} (${where})`;
      return { ...m, name: metric === undefined ? qualified : metricName(qualified, metric) };
    });
  },
  detect(stdout: string): boolean {
    return stdout.split(/\r?\n/).some((line) => /^Benchmark\S*\s+\d+\s+[\d.eE+-]+ \S+/.test(line.trim()));
  },
};
