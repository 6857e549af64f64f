import type { ParserNote } from '../results/output-notes.js';
import { hasAsvResultsJson, parseAsvResults } from './asv-results.js';
import { lineExcerpt, noMeasurementError } from './excerpt.js';
import { OutputParseError, type OutputParser, type ParsedMeasurement } from './parser.js';

const FORMAT = 'asv';
/**
 * `[ 35.00%] ··· benchmarks.TimeSuite.time_keys      11.2±0.01μs`: a result of `asv run`, named
 * by its dotted path (`··· Running (benchmarks.…--)....` and other progress lines are not results).
 */
const RESULT_LINE = /^\[\s*[\d.]+%\] ·{3} ([A-Za-z_][\w-]*(?:\.[\w-]+)+)\s+(\S.*?)\s*$/;
/** `[  0.00%] ·· Benchmarking virtualenv-py3.6`: the environment of the results that follow. */
const ENVIRONMENT_LINE = /^\[\s*[\d.]+%\] ·{2} Benchmarking (\S+)/;
const PROGRESS_LINE = /^\[\s*[\d.]+%\] ·+ /;
const NUMBER = '[+-]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][+-]?\\d+)?';
/** A time as asv prints it: `11.1±0.01μs`, `1.05s`, `2.5m` (the spread after `±` is not used). */
const TIME = new RegExp(`^(${NUMBER})(?:±${NUMBER})?(ns|μs|µs|us|ms|s|m|h|d)$`);
/** A size or count: `2.42k`, `512`, `1.5M` (SI prefixes, as asv prints bytes). */
const SIZE = new RegExp(`^(${NUMBER})(?:±${NUMBER})?([kMGTP]?)$`);
const NS_PER: Record<string, number> = { ns: 1, μs: 1e3, µs: 1e3, us: 1e3, ms: 1e6, s: 1e9, m: 60e9, h: 3600e9, d: 86400e9 };
const PREFIX: Record<string, number> = { '': 1, k: 1e3, M: 1e6, G: 1e9, T: 1e12, P: 1e15 };
/** Results that are no value: the benchmark failed or was skipped, or a parameterized benchmark's table follows. */
const NO_VALUE = new Set(['failed', 'n/a', 'skipped', 'ok']);

/**
 * The console output of airspeed velocity's `asv run` (what Bencher's `python_asv` adapter
 * reads): each `[ NN%] ··· NAME  VALUE` line is one benchmark's result, a time (`11.1±0.01μs`,
 * converted to ns; asv prints the median, so each process gives one value), or for `mem_` and
 * `peakmem_` benchmarks a size in bytes (`2.42k`), or for `track_` benchmarks a number. A name
 * run in several environments (`·· Benchmarking virtualenv-py3.11`) is qualified by the
 * environment, `NAME (virtualenv-py3.11)`. `failed`, `skipped` and `n/a` results, and the
 * tables of parameterized benchmarks, give no value: a note names the first of them. asv's
 * results JSON (`.asv/results/MACHINE/COMMIT-ENV.json`) is read instead when the output is
 * that (asv-results.ts): per-sample values and parameterized benchmarks too.
 */
export const asvParser: OutputParser = {
  format: FORMAT,
  parse(stdout: string, notes?: ParserNote[]): ParsedMeasurement[] {
    if (hasAsvResultsJson(stdout)) return parseAsvResults(stdout, notes);
    const rows: (ParsedMeasurement & { benchmark: string; environment: string })[] = [];
    const unread: string[] = [];
    let environment = '';
    stdout.split(/\r?\n/).forEach((raw, index) => {
      const line = raw.trim();
      const env = ENVIRONMENT_LINE.exec(line);
      if (env !== null) environment = env[1].replace(/\.+$/, '');
      const match = RESULT_LINE.exec(line);
      if (match === null) return;
      const [, name, text] = match;
      if (NO_VALUE.has(text)) {
        unread.push(`${name} (${text})`);
        return;
      }
      const fail = (why: string) => new OutputParseError(FORMAT, `line ${index + 1}: ${why}: ${lineExcerpt(line)}`);
      const time = TIME.exec(text);
      const size = time === null ? SIZE.exec(text) : null;
      const kind = benchmarkKind(name);
      let measurement: ParsedMeasurement;
      if (time !== null) measurement = { name, value: Number(time[1]) * NS_PER[time[2]], unit: 'ns', better: 'lower' };
      else if (size !== null) {
        const value = Number(size[1]) * PREFIX[size[2]];
        measurement = kind === 'mem' ? { name, value, unit: 'B', better: 'lower' } : { name, value, unit: '' };
      } else throw fail(`"${text}" is not a time, size or number`);
      if (!Number.isFinite(measurement.value)) throw fail(`"${text}" is not a finite number`);
      rows.push({ ...measurement, benchmark: name, environment });
    });
    if (rows.length === 0) throw noMeasurementError(FORMAT, stdout, 'no "[ NN%] ··· NAME  VALUE" result line');
    if (unread.length > 0) {
      notes?.push({ kind: 'results-unread', format: FORMAT, results: unread.length, example: unread[0] });
    }
    const environments = new Map<string, Set<string>>();
    for (const row of rows) environments.set(row.benchmark, (environments.get(row.benchmark) ?? new Set()).add(row.environment));
    return rows.map(({ benchmark, environment: where, ...m }) =>
      (environments.get(benchmark)?.size ?? 0) > 1 && where !== '' ? { ...m, name: `${benchmark} (${where})` } : m,
    );
  },
  detect(stdout: string): boolean {
    return (
      hasAsvResultsJson(stdout) ||
      (stdout.split(/\r?\n/).some((line) => RESULT_LINE.exec(line.trim()) !== null) && stdout.split(/\r?\n/).some((line) => PROGRESS_LINE.test(line.trim())))
    );
  },
};

/** asv's benchmark kind, from the prefix of the name's last part: `time_`, `mem_`/`peakmem_`, or another (`track_`). */
function benchmarkKind(name: string): 'time' | 'mem' | 'other' {
  const last = name.split('.').pop() ?? name;
  if (/^(mem|peakmem)_/.test(last)) return 'mem';
  return /^time_/.test(last) ? 'time' : 'other';
}
