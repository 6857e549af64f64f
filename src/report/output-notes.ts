import type { AggregateSource, OutputNote } from '../results/output-notes.js';

// The parsers' and the runner's notes (results/output-notes.ts) in words: the log's sentence
// (`escape` none) and the report's line (`escape` escapeMarkdown, through run-notes.ts). Every
// value in them came from the benchmark's output or a results file, so every one is escaped.

/** What each harness's aggregate is, and how to get every sample instead. */
const AGGREGATES: Record<AggregateSource, string> = {
  'libtest-median': 'libtest prints one median per benchmark, so each process gives one value: use more executions (or criterion for per-sample values)',
  'criterion-estimate': 'the terminal report gives one estimate per benchmark and process; print the sample files for per-sample values (docs/harnesses.md)',
  'catch2-console-mean': "the console reporter gives each benchmark's mean only, one value per process: use more executions",
  'catch2-xml-mean': "the XML reporter gives each benchmark's mean only, one value per process: use more executions",
  'vitest-mean': "the JSON report has no samples, so each benchmark's mean is its one value per process: use more executions",
  'asv-median': "results without samples give asv's median, one value per process: run asv with --record-samples",
  'benchmarkdotnet-mean': "no iteration values, so each benchmark's mean is its one value per process; use the full JSON exporter (--exporters json)",
  'pytest-mean':
    "no per-round times, so each benchmark's mean is its one value per process; read the --benchmark-json file, or save with --benchmark-save-data",
  'google-benchmark-mean':
    "the report holds only aggregates (--benchmark_report_aggregates_only=true), so each benchmark's mean is its one value per process; " +
    'drop that flag (keep --benchmark_repetitions) to give benchgate every repetition',
  'benchmarkjs-ops': 'one ops/sec figure per benchmark and process; print bench.stats.sample as jsonl for per-sample values (docs/harnesses.md)',
  'mitata-average': "no samples, so each run's average is its one value per process; keep samples in the JSON format",
  'tinybench-mean': "no latency samples, so each task's mean is its one value per process; construct the Bench with retainSamples: true",
  'julia-estimate': 'a TrialEstimate gives one time per benchmark, so each process gives one value; save the Trials of run(suite) for every sample',
};

const plural = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

/** An output note in words; `escape` makes each outside value inert (escapeMarkdown for the report, none for the log). */
export function outputNoteText(note: OutputNote, escape: (text: string) => string = (text) => text): string {
  const e = escape;
  const output = (format: string) => `${e(format)} output`;
  switch (note.kind) {
    case 'aggregates-only':
      return `${output(note.format)}: ${AGGREGATES[note.source]}`;
    case 'lines-skipped':
      return `${output(note.format)}: skipped ${plural(note.lines, 'line', 'lines')} that are not "name value [unit]" (e.g. line ${note.line}: ${e(note.excerpt)})`;
    case 'direction-by-unit':
      return (
        `${output(note.format)}: github-action-benchmark custom JSON does not say which direction is better; read as smaller is better (a throughput ` +
        'unit such as ops/sec or MB/s as bigger is better): set format: customSmallerIsBetter or format: customBiggerIsBetter to state it'
      );
    case 'results-failed':
      return `${output(note.format)}: ${plural(note.results, 'result', 'results')} failed in asv (e.g. ${e(note.example)}) and ${note.results === 1 ? 'gives' : 'give'} no value`;
    case 'results-unread':
      return (
        `${output(note.format)}: ${note.results === 1 ? '1 result gives' : `${note.results} results give`} no value (e.g. ${e(note.example)}); ` +
        'a parameterized benchmark prints a table, which is not read: print such benchmarks in a format with one value per line'
      );
    case 'not-seconds': {
      const more = note.more > 0 ? ` (and ${plural(note.more, 'more benchmark', 'more benchmarks')})` : '';
      return (
        `${output(note.format)}: ${e(note.example)} is not a time in seconds${more}, so that benchmark's stats.mean is its one value per process; ` +
        'real pytest-benchmark files hold only times: was the file edited?'
      );
    }
    case 'reserved-name':
      return (
        `the benchmark output reports ${e(JSON.stringify(note.name))}, a name benchgate measures itself: ` +
        `its values are recorded as ${e(JSON.stringify(note.recordedAs))}`
      );
    case 'auto-format': {
      const format = e(note.format);
      return (
        `auto output: read as ${format}, the one reading that measures benchmarks; ${note.empty.map(e).join(' and ')} ` +
        `${note.empty.length === 1 ? 'reads' : 'read'} only a harness's header that measured nothing (set "format: ${format}" to say so)`
      );
    }
    case 'no-gnu-time':
      return (
        'process metrics (CPU time, peak RSS, context switches, major page faults) were not recorded: /usr/bin/time is not GNU time ' +
        '(install the `time` package) or this is not Linux'
      );
    case 'time-report-unreadable':
      return 'process metrics were not recorded: /usr/bin/time wrote no readable report';
  }
}
