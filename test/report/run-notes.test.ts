/**
 * Notes are data end to end (issue 45): a run's notes are values the modes and front ends give,
 * rendered and escaped in one place (report/run-notes.ts); report.json writes every note as
 * `{ kind, …values, text }`; the note types are a leaf module that imports nothing of the analysis.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyse } from '../../src/experiment/analyse.js';
import { analysisSettings } from '../../src/experiment/analysis-settings.js';
import { buildReport } from '../../src/experiment/build-report.js';
import type { RunNote } from '../../src/analysis/notes.js';
import { renderRunNote } from '../../src/report/run-notes.js';
import { validateResults } from '../../src/results/validate-results.js';

const results = () => validateResults(JSON.parse(readFileSync(new URL('../../fixtures/results/simulated-suite.json', import.meta.url), 'utf8')));
const GATE = { failOnRegression: true, accepted: false, decides: true };

const OUTSIDE = 'x<img src=y>|@octocat #1 `tick`';
const NOTES: RunNote[] = [
  { kind: 'config-differs', text: `The gate policy comes from the base commit's ${OUTSIDE}.` },
  { kind: 'regression-accepted', label: OUTSIDE, by: OUTSIDE },
  { kind: 'accept-label-not-for-head', label: OUTSIDE, by: OUTSIDE, at: OUTSIDE, headSha: OUTSIDE, why: OUTSIDE },
  { kind: 'accept-label-not-authorised', label: OUTSIDE, by: OUTSIDE, why: { kind: 'permission-unreadable', reason: OUTSIDE } },
  { kind: 'shards-refused', shards: [{ name: OUTSIDE, reason: OUTSIDE }] },
  { kind: 'not-measured', names: [OUTSIDE] },
  { kind: 'shard-alone', shard: '1/2', replica: null },
  { kind: 'default-budget', minutes: 4 },
  { kind: 'leftover-processes', ended: [{ pid: 7, name: OUTSIDE, leftBy: OUTSIDE, foundAfter: OUTSIDE }] },
];

describe('run notes', () => {
  it.each(NOTES.map((note) => [note.kind, note] as const))('%s: every value from outside is escaped where it is rendered', (_kind, note) => {
    const line = renderRunNote(note);
    expect(line).not.toMatch(/<img|\|@octocat|[^\\]`tick|[^\\]#1/);
  });

  it('report.json writes the run notes and each benchmark note as { kind, …values, text }; report.md shows the rendered lines', () => {
    const file = results();
    const built = buildReport({ results: file, analysed: analyse(file, analysisSettings({})), notes: NOTES, gate: GATE });
    const json = JSON.parse(built.files.find((f) => f.name === 'report.json')?.content ?? '');
    expect(json.notes.map((note: { kind: string }) => note.kind)).toEqual(NOTES.map((note) => note.kind));
    expect(json.notes[5]).toEqual({ kind: 'not-measured', names: [OUTSIDE], text: renderRunNote(NOTES[5]) });
    for (const note of NOTES) expect(built.markdown).toContain(renderRunNote(note));
    const benchmarkNotes = json.benchmarks.flatMap((b: { notes: unknown[] }) => b.notes);
    expect(benchmarkNotes.length).toBeGreaterThan(0);
    for (const note of benchmarkNotes) expect(note).toEqual(expect.objectContaining({ kind: expect.any(String), text: expect.any(String) }));
  });

  it('the note types are a leaf: analysis/notes.ts imports nothing of analysis/, report/ or above', () => {
    const source = readFileSync(new URL('../../src/analysis/notes.ts', import.meta.url), 'utf8');
    const imports = [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
    expect(imports.every((path) => path.startsWith('../results/'))).toBe(true);
  });
});
