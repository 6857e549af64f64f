/**
 * A real run whose benchmark prints hostile text beside its measurements (issue 45 item 3): the
 * parser's notes are values, recorded once each however many processes made them, logged once
 * in report/'s words, and shown in the report as text, never as markup.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { resolveRunSettings } from '../../src/config/run-settings.js';
import { analyse } from '../../src/experiment/analyse.js';
import { analysisSettings } from '../../src/experiment/analysis-settings.js';
import { buildReport } from '../../src/experiment/build-report.js';
import { measure } from '../../src/experiment/measure.js';
import { outputNoteText } from '../../src/report/output-notes.js';
import { renderRunNote } from '../../src/report/run-notes.js';
import type { OutputNote } from '../../src/results/output-notes.js';
import { parseResults } from '../../src/results/validate-results.js';
import { createRepo, recordingLogger, removeDir } from './git-fixture.js';

const HOSTILE = '</details><img src=x> @octocat #1 done';

/** Two plain measurements a process, one log line the plain format skips (the same in every process), and a name benchgate measures itself. */
const bench = (value: number) => `
console.log(${JSON.stringify(HOSTILE)});
for (let i = 0; i < 3; i++) console.log('parse ' + (${value} + i * 0.01) + ' ns');
console.log('process/max-rss 40000 KiB');
`;

const dirs: string[] = [];
afterAll(() => dirs.splice(0).forEach(removeDir));

describe('notes about the output of a real run', () => {
  it('are recorded once each as values, logged once, and stay text in the report', async () => {
    const repo = createRepo({ 'bench.mjs': bench(10) }, { 'bench.mjs': bench(10.5) });
    dirs.push(repo);
    const settings = resolveRunSettings(repo, [
      {
        base: 'base',
        head: 'head',
        bench: ['node', 'bench.mjs'],
        format: 'plain',
        binaries: 1,
        executions: 3,
        seed: 5,
        timeoutSeconds: 30,
        proveUnchanged: false,
      },
    ]);
    const logger = recordingLogger();
    const options = analysisSettings({});
    const measured = await measure({ settings, analysis: options, adaptive: null, logger });
    // Six processes made each note; each different value is recorded once.
    const skipped: OutputNote = { kind: 'lines-skipped', format: 'plain', lines: 1, line: 1, excerpt: HOSTILE };
    const renamed: OutputNote = { kind: 'reserved-name', name: 'process/max-rss', recordedAs: 'harness/process/max-rss' };
    expect(measured.meta?.outputNotes).toEqual([skipped, renamed]);
    for (const note of [skipped, renamed]) {
      expect(logger.lines.filter((line) => line === `warning: ${outputNoteText(note)}`)).toHaveLength(1);
    }
    // As a re-gate reads the artifact: the notes come back from results.json.
    const results = parseResults(JSON.stringify(measured), 'results.json');
    const built = buildReport({ results, analysed: analyse(results, options), gate: { failOnRegression: true, accepted: false, decides: true } });
    const json = JSON.parse(built.files.find((f) => f.name === 'report.json')?.content ?? '');
    expect(json.notes).toEqual([
      { ...skipped, text: renderRunNote(skipped) },
      { ...renamed, text: renderRunNote(renamed) },
    ]);
    // The process metrics (report-only, apart from the benchmarks) are written as the benchmarks are: every note with its words.
    expect(json.metrics.flatMap((metric: { notes: unknown[] }) => metric.notes).length).toBeGreaterThan(0);
    for (const metric of json.metrics) {
      for (const note of metric.notes) expect(note).toEqual(expect.objectContaining({ kind: expect.any(String), text: expect.any(String) }));
      if (metric.recommended) expect(metric.recommended.reason).toEqual(expect.any(String));
    }
    expect(built.markdown).toContain(
      'plain output: skipped 1 line that are not "name value [unit]" (e.g. line 1: &lt;/details&gt;&lt;img src=x&gt; @\u200boctocat \\#1 done)',
    );
    expect(built.markdown).not.toMatch(/<\/details><|<img|[^\u200b]@octocat/);
    // The renamed name is said once, by the reserved names' line.
    expect(built.markdown).toContain(
      '**Reserved names.** The benchmark printed values under names benchgate measures itself; they are recorded as harness/process/max-rss.',
    );
  }, 120_000);
});
