/**
 * asv's results JSON (issue 46, item 3): `.asv/results/MACHINE/COMMIT-ENV.json`, what `asv run`
 * writes and `asv compare` reads. Real output of asv 0.6.6 (fixtures/parsers/asv-results.json,
 * the suite in scripts/fixtures/asv): the parameterized benchmark's combinations, each one's
 * samples (`--record-samples`), and the results without samples (peakmem_, track_). On main the
 * asv format read only the console output and found no measurement here.
 */
import { describe, expect, it } from 'vitest';
import { detectFormats, parseBenchmarkOutput } from '../../src/parsers/index.js';
import { captureError, readFixture } from './helpers.js';
import type { ParserNote } from '../../src/results/output-notes.js';
import { outputNoteText } from '../../src/report/output-notes.js';

const text = readFixture('asv-results.json');
const file = JSON.parse(text) as { result_columns: string[]; results: Record<string, unknown[]> };
const column = (name: string, key: string) => file.results[name][file.result_columns.indexOf(key)];

describe('asv results JSON', () => {
  it('is recognised by auto as asv', () => {
    expect(detectFormats(text)).toEqual(['asv']);
  });

  it('reads every parameter combination with its samples (s → ns), and results without samples as one value each', () => {
    const notes: ParserNote[] = [];
    const measurements = parseBenchmarkOutput('asv', text, notes);
    const byName = new Map<string, number[]>();
    for (const m of measurements) byName.set(m.name, [...(byName.get(m.name) ?? []), m.value]);
    const samples = column('bench.Sorting.time_sort', 'samples') as number[][];
    // asv's params are the values as it prints them; combinations in its order, the last parameter fastest.
    expect(column('bench.Sorting.time_sort', 'params')).toEqual([
      ['100', '1000'],
      ["'sorted'", "'reversed'"],
    ]);
    expect([...byName.keys()]).toEqual([
      "bench.Sorting.time_sort(100, 'sorted')",
      "bench.Sorting.time_sort(100, 'reversed')",
      "bench.Sorting.time_sort(1000, 'sorted')",
      "bench.Sorting.time_sort(1000, 'reversed')",
      'bench.TimeSuite.time_keys',
      'bench.TimeSuite.time_values',
      'bench.peakmem_list',
      'bench.track_items',
    ]);
    expect(byName.get("bench.Sorting.time_sort(1000, 'sorted')")).toEqual(samples[2].map((s) => s * 1e9));
    expect(byName.get('bench.TimeSuite.time_keys')).toEqual((column('bench.TimeSuite.time_keys', 'samples') as number[][])[0].map((s) => s * 1e9));
    expect(byName.get('bench.peakmem_list')).toEqual(column('bench.peakmem_list', 'result'));
    expect(byName.get('bench.track_items')).toEqual([42]);
    const unit = (name: string) => measurements.find((m) => m.name === name)!;
    expect(unit('bench.TimeSuite.time_keys')).toMatchObject({ unit: 'ns', better: 'lower' });
    expect(unit('bench.peakmem_list')).toMatchObject({ unit: 'B', better: 'lower' });
    expect(unit('bench.track_items').unit).toBe('');
    expect(notes.map((n) => outputNoteText(n))).toEqual([
      "asv output: results without samples give asv's median, one value per process: run asv with --record-samples",
    ]);
  });

  it('a failed result gives no value and a note; a benchmark version that is not a string is refused', () => {
    const failed = JSON.parse(text) as typeof file;
    failed.results['bench.track_items'][0] = null;
    const notes: ParserNote[] = [];
    expect(parseBenchmarkOutput('asv', JSON.stringify(failed), notes).some((m) => m.name === 'bench.track_items')).toBe(false);
    expect(outputNoteText(notes[0])).toBe('asv output: 1 result failed in asv (e.g. bench.track_items) and gives no value');
    const broken = JSON.parse(text) as typeof file;
    broken.results['bench.track_items'][file.result_columns.indexOf('version')] = 7;
    expect(captureError(() => parseBenchmarkOutput('asv', JSON.stringify(broken))).message).toBe('asv output: bench.track_items: "version" is not a string');
  });
});
