import { count, fields, listOf, maybe, oneOf, requireRecord, text, type Read } from './json-checks.js';

/**
 * The aggregate a harness gave instead of its samples (the `aggregates-only` note), one per
 * sentence report/output-notes.ts has for it: each names its harness's way to every sample.
 */
export const AGGREGATE_SOURCES = [
  'libtest-median',
  'criterion-estimate',
  'catch2-console-mean',
  'catch2-xml-mean',
  'vitest-mean',
  'asv-median',
  'benchmarkdotnet-mean',
  'pytest-mean',
  'google-benchmark-mean',
  'benchmarkjs-ops',
  'mitata-average',
  'tinybench-mean',
  'julia-estimate',
] as const;
export type AggregateSource = (typeof AGGREGATE_SOURCES)[number];

/**
 * What a parser found about a successful parse that the user should know, as values:
 * report/output-notes.ts words them, and escapes the values that came from the benchmark's
 * output (excerpts, names), which are the measured code's and so hostile.
 * - `aggregates-only`: the output gives `benchmarks` benchmarks' aggregate (`source`), one value per process;
 * - `lines-skipped`: `plain` output skipped `lines` lines that are not measurements; the first is line `line`, `excerpt`;
 * - `direction-by-unit`: github-action-benchmark's custom JSON under `format: auto`, read smaller-is-better unless a throughput unit;
 * - `results-failed`: asv results that failed and give no value (`example`: the first, as asv names it);
 * - `results-unread`: asv console results that give no value (`example`: the first's name and text);
 * - `not-seconds`: pytest-benchmark samples that are not times in seconds (`example`: where; `more`: other benchmarks);
 * - `reserved-name`: the output reports `name`, which benchgate measures itself: recorded as `recordedAs`;
 * - `auto-format`: `format: auto` read the output as `format`, the one reading that measures; `empty` read only a header.
 */
export type ParserNote =
  | { kind: 'aggregates-only'; format: string; source: AggregateSource; benchmarks: number }
  | { kind: 'lines-skipped'; format: string; lines: number; line: number; excerpt: string }
  | { kind: 'direction-by-unit'; format: string }
  | { kind: 'results-failed'; format: string; results: number; example: string }
  | { kind: 'results-unread'; format: string; results: number; example: string }
  | { kind: 'not-seconds'; format: string; example: string; more: number }
  | { kind: 'reserved-name'; name: string; recordedAs: string }
  | { kind: 'auto-format'; format: string; empty: string[] };

/**
 * What the runner found about a successful execution that the user should know, as values:
 * - `no-gnu-time`: process metrics were asked for, but /usr/bin/time is not GNU time (or this is not Linux);
 * - `time-report-unreadable`: GNU time wrote no readable report, so this execution's process metrics are missing.
 */
export type RunnerNote = { kind: 'no-gnu-time' } | { kind: 'time-report-unreadable' };

/** A note about reading an execution's output (`meta.outputNotes`): the parser's or the runner's. */
export type OutputNote = ParserNote | RunnerNote;

/** At most this many different notes are recorded in `meta.outputNotes` (a benchmark could print a new one per execution). */
export const OUTPUT_NOTES_LIMIT = 20;

/**
 * The values that make a note the same note, so that each is recorded and logged once however many
 * processes made it: an example or a count (a skipped line, the benchmarks of one process of a
 * split suite) is the first seen's, never a note of its own, or a benchmark that prints a new log
 * line in every process would fill the report with copies.
 */
function identity(note: OutputNote): Record<string, unknown> {
  switch (note.kind) {
    case 'aggregates-only':
      return { kind: note.kind, format: note.format, source: note.source };
    case 'lines-skipped':
    case 'results-failed':
    case 'results-unread':
    case 'not-seconds':
      return { kind: note.kind, format: note.format };
    default:
      return note;
  }
}

/** The note's identity as a key, whatever the order of its keys (`identity`). */
export function outputNoteKey(note: OutputNote): string {
  return JSON.stringify(Object.entries(identity(note)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** `notes` without repeats (by their values, `identity`), first seen first. */
export function uniqueOutputNotes<T extends OutputNote>(notes: readonly T[]): T[] {
  const seen = new Set<string>();
  return notes.filter((note) => {
    const key = outputNoteKey(note);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const KINDS = [
  'aggregates-only',
  'lines-skipped',
  'direction-by-unit',
  'results-failed',
  'results-unread',
  'not-seconds',
  'reserved-name',
  'auto-format',
  'no-gnu-time',
  'time-report-unreadable',
] as const satisfies readonly OutputNote['kind'][];

const source: Read<AggregateSource> = (value, path) => oneOf(value, AGGREGATE_SOURCES, path);
const texts: Read<string[]> = (value, path) => listOf(value, path, text);

const READERS: { [K in OutputNote['kind']]: Read<Omit<Extract<OutputNote, { kind: K }>, 'kind'>> } = {
  'aggregates-only': (v, p) => fields(v, p, { format: text, source, benchmarks: count }),
  'lines-skipped': (v, p) => fields(v, p, { format: text, lines: count, line: count, excerpt: text }),
  'direction-by-unit': (v, p) => fields(v, p, { format: text }),
  'results-failed': (v, p) => fields(v, p, { format: text, results: count, example: text }),
  'results-unread': (v, p) => fields(v, p, { format: text, results: count, example: text }),
  'not-seconds': (v, p) => fields(v, p, { format: text, example: text, more: count }),
  'reserved-name': (v, p) => fields(v, p, { name: text, recordedAs: text }),
  'auto-format': (v, p) => fields(v, p, { format: text, empty: texts }),
  'no-gnu-time': () => ({}),
  'time-report-unreadable': () => ({}),
};

/**
 * `meta.outputNotes` of a results file (perhaps a fork's), each note checked field by field: a
 * note of a kind this version knows with a wrong value is refused with its path; a kind it does
 * not know (a newer writer's) is dropped, as unknown meta keys are.
 */
export const readOutputNotes: Read<OutputNote[]> = (value, path) =>
  listOf(value, path, (entry, at) => {
    const kind = text(requireRecord(entry, at).kind, `${at}.kind`);
    if (!(KINDS as readonly string[]).includes(kind)) return null;
    const known = kind as OutputNote['kind'];
    return { kind: known, ...(READERS[known](entry, at) as object) } as OutputNote;
  })
    .filter((note): note is OutputNote => note !== null)
    .slice(0, OUTPUT_NOTES_LIMIT);

/** The same, for a field that may be absent. */
export const maybeOutputNotes = maybe(readOutputNotes);
