/**
 * The parsers' and the runner's notes are values end to end (issue 45 item 3): recorded in
 * `meta.outputNotes`, read back strictly from a results file (perhaps a fork's), worded and
 * escaped in report/ only, and written to report.json as `{ kind, …values, text }`. The
 * recommendation's reasons likewise. Names and excerpts come from the benchmark's output:
 * hostile data, which must stay text in the markdown.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyse } from '../../src/experiment/analyse.js';
import { analysisSettings } from '../../src/experiment/analysis-settings.js';
import { buildReport } from '../../src/experiment/build-report.js';
import { escapeMarkdown } from '../../src/report/escape-markdown.js';
import { outputNoteText } from '../../src/report/output-notes.js';
import { renderRunNote } from '../../src/report/run-notes.js';
import { recommendationReasonsText, recommendationReasonText } from '../../src/report/recommendation-reason.js';
import { suiteRecommendation } from '../../src/report/next-run.js';
import { AGGREGATE_SOURCES, OUTPUT_NOTES_LIMIT, uniqueOutputNotes, type OutputNote } from '../../src/results/output-notes.js';
import { ResultsFormatError } from '../../src/results/json-checks.js';
import { validateResults } from '../../src/results/validate-results.js';

const fixture = () => JSON.parse(readFileSync(new URL('../../fixtures/results/simulated-suite.json', import.meta.url), 'utf8'));
const GATE = { failOnRegression: true, accepted: false, decides: true };

/** What a benchmark could print into a name or a skipped line: markup that would close the details, an image, a mention, an issue link, a code span. */
const HOSTILE = '</details><img src=x>|@octocat #1 `tick`';

const NOTES: OutputNote[] = [
  ...AGGREGATE_SOURCES.map((source): OutputNote => ({ kind: 'aggregates-only', format: HOSTILE, source, benchmarks: 3 })),
  { kind: 'lines-skipped', format: 'plain', lines: 2, line: 9, excerpt: HOSTILE },
  { kind: 'direction-by-unit', format: HOSTILE },
  { kind: 'results-failed', format: 'asv', results: 2, example: HOSTILE },
  { kind: 'results-unread', format: 'asv', results: 1, example: HOSTILE },
  { kind: 'not-seconds', format: 'pytest-benchmark', example: HOSTILE, more: 2 },
  { kind: 'reserved-name', name: `process/${HOSTILE}`, recordedAs: `harness/process/${HOSTILE}` },
  { kind: 'auto-format', format: HOSTILE, empty: [HOSTILE, 'cargo'] },
  { kind: 'no-gnu-time' },
  { kind: 'time-report-unreadable' },
];

/** A results file whose meta records `notes`, read back as a results file is (validateResults). */
function resultsWith(notes: unknown[]) {
  const file = fixture();
  return validateResults({ ...file, meta: { ...file.meta, outputNotes: notes } });
}

/** The raw markup of HOSTILE, any part of which in the markdown would be live. */
const LIVE = /<\/details>|<img|@octocat|[^\\]`tick|[^\\]#1/;

describe('output notes', () => {
  it("every kind: read back from results.json, written to report.json as { kind, …values, text } with the report's words", () => {
    // Over the limit a file may hold: split in two files' worth.
    for (const notes of [NOTES.slice(0, OUTPUT_NOTES_LIMIT), NOTES.slice(OUTPUT_NOTES_LIMIT)]) {
      const results = resultsWith(notes);
      expect(results.meta?.outputNotes).toEqual(notes);
      const built = buildReport({ results, analysed: analyse(results, analysisSettings({})), gate: GATE });
      const json = JSON.parse(built.files.find((f) => f.name === 'report.json')?.content ?? '');
      expect(json.notes).toEqual(notes.map((note) => ({ ...note, text: renderRunNote(note) })));
      // The results' own record, copied into the report, carries the words too.
      expect(json.meta.outputNotes).toEqual(json.notes);
      for (const note of notes) {
        // The report's words are the log's words with the outside values escaped.
        expect(renderRunNote(note)).toBe(outputNoteText(note, escapeMarkdown));
        if (note.kind !== 'reserved-name') expect(built.markdown).toContain(renderRunNote(note));
      }
    }
  });

  it.each(NOTES.map((note) => [note.kind === 'aggregates-only' ? `aggregates-only (${note.source})` : note.kind, note] as const))(
    "%s: a hostile value from the benchmark's output stays text in the markdown",
    (_kind, note) => {
      const line = renderRunNote(note);
      expect(line).not.toMatch(LIVE);
      const results = resultsWith([note]);
      const built = buildReport({ results, analysed: analyse(results, analysisSettings({})), gate: GATE });
      // The whole comment: the report's own <details> are there, but nothing of the printed markup is live.
      expect(built.markdown).not.toMatch(/<\/details><|<img|[^\u200b]@octocat|[^\\]`tick|[^\\]#1 /);
      // The log's sentence keeps the value as it was printed.
      if (JSON.stringify(note).includes('details')) expect(outputNoteText(note)).toContain('</details>');
    },
  );

  it('the log keeps the words the parsers used to write', () => {
    expect(outputNoteText({ kind: 'aggregates-only', format: 'cargo', source: 'libtest-median', benchmarks: 2 })).toBe(
      'cargo output: libtest prints one median per benchmark, so each process gives one value: use more executions (or criterion for per-sample values)',
    );
    expect(outputNoteText({ kind: 'not-seconds', format: 'pytest-benchmark', example: 'x', more: 1 })).toContain(
      'x is not a time in seconds (and 1 more benchmark)',
    );
    expect(outputNoteText({ kind: 'results-failed', format: 'asv', results: 1, example: 'b' })).toBe(
      'asv output: 1 result failed in asv (e.g. b) and gives no value',
    );
  });

  it("is one note per value, whatever the order of its keys; an example or a count is the first seen's, another format another note", () => {
    const a: OutputNote = { kind: 'lines-skipped', format: 'plain', lines: 2, line: 9, excerpt: 'Finished at 12:01:07' };
    const reordered = { excerpt: 'Finished at 12:01:07', line: 9, lines: 2, format: 'plain', kind: 'lines-skipped' } as OutputNote;
    const later: OutputNote = { ...a, lines: 3, excerpt: 'Finished at 12:01:09' };
    const part: OutputNote = { kind: 'aggregates-only', format: 'cargo', source: 'libtest-median', benchmarks: 2 };
    const otherPart: OutputNote = { ...part, benchmarks: 3 };
    const otherFormat: OutputNote = { kind: 'aggregates-only', format: 'google-benchmark-cpu', source: 'google-benchmark-mean', benchmarks: 2 };
    const renamed = (name: string): OutputNote => ({ kind: 'reserved-name', name, recordedAs: `harness/${name}` });
    expect(uniqueOutputNotes([a, reordered, later, part, otherPart, otherFormat, renamed('process/cpu'), renamed('process/max-rss'), a])).toEqual([
      a,
      part,
      otherFormat,
      renamed('process/cpu'),
      renamed('process/max-rss'),
    ]);
  });

  it('a results file: a note of a known kind with a wrong value is refused with its path; an unknown kind is dropped; at most the limit is kept', () => {
    expect(() => resultsWith([{ kind: 'aggregates-only', format: 'cargo', source: 'made-up', benchmarks: 1 }])).toThrow(ResultsFormatError);
    expect(() => resultsWith([{ kind: 'reserved-name', name: 7, recordedAs: 'x' }])).toThrow(/meta\.outputNotes\[0\]\.name/);
    expect(() => resultsWith(['cargo output: a sentence'])).toThrow(ResultsFormatError);
    expect(
      resultsWith([
        { kind: 'from-a-newer-writer', text: 'x' },
        { kind: 'no-gnu-time', extra: HOSTILE },
      ]).meta?.outputNotes,
    ).toEqual([{ kind: 'no-gnu-time' }]);
    const many = Array.from({ length: 50 }, (_, i): OutputNote => ({ kind: 'lines-skipped', format: 'plain', lines: 1, line: i + 1, excerpt: 'x' }));
    expect(resultsWith(many).meta?.outputNotes).toHaveLength(OUTPUT_NOTES_LIMIT);
  });
});

describe('recommendation reasons', () => {
  it("report.json writes each benchmark's reasons as { kind, …values, text }, the sentence as `reason`, and the suite's recommendation with report.md's words", () => {
    const results = validateResults(fixture());
    const analysed = analyse(results, analysisSettings({}));
    const built = buildReport({ results, analysed, gate: GATE });
    const json = JSON.parse(built.files.find((f) => f.name === 'report.json')?.content ?? '');
    const recommended = analysed.report.benchmarks.filter((b) => b.recommended !== null);
    expect(recommended.length).toBeGreaterThan(0);
    for (const benchmark of recommended) {
      const written = json.benchmarks.find((b: { name: string }) => b.name === benchmark.name).recommended;
      const reasons = benchmark.recommended!.reasons;
      expect(written.reasons).toEqual(reasons.map((reason) => ({ ...reason, text: recommendationReasonText(reason) })));
      expect(written.reason).toBe(recommendationReasonsText(reasons));
      expect(reasons[0].kind).toBe('design-basis');
    }
    const line = suiteRecommendation(analysed.report);
    expect(line).not.toBeNull();
    expect(json.recommendation.text).toBe(line);
    expect(built.markdown).toContain(line);
    expect(['counts', 'budget', 'same-budget', 'unsettleable']).toContain(json.recommendation.kind);
  });
});
