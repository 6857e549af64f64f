/**
 * `format: auto` on what every criterion user's `cargo bench` prints (issue 46, item 1): libtest
 * runs the crate's unit tests first and measures none of them (`running 3 tests … 0 measured`),
 * then criterion reports its benchmarks. The output has both shapes, cargo's and criterion's;
 * only criterion's reading measures anything, so auto reads it and says so. Real output:
 * fixtures/parsers/cargo-bench-criterion.txt (scripts/fixtures/criterion.sh).
 */
import { describe, expect, it } from 'vitest';
import { detectFormats, parseBenchmarkOutput } from '../../src/parsers/index.js';
import { captureError, readFixture } from './helpers.js';
import type { ParserNote } from '../../src/results/output-notes.js';
import { outputNoteText } from '../../src/report/output-notes.js';

const output = readFixture('cargo-bench-criterion.txt');

describe('auto: a reading that measures beside one that read only an empty header', () => {
  it('the real output has both shapes, and libtest measured nothing in it', () => {
    expect(detectFormats(output)).toEqual(['cargo', 'criterion']);
    expect(output).toContain('test result: ok. 0 passed; 0 failed; 3 ignored; 0 measured;');
    expect(captureError(() => parseBenchmarkOutput('cargo', output)).message).toMatch(/^cargo output: no benchmark was measured: libtest's summary says so/);
  });

  it("reads criterion's benchmarks with their values, as format: criterion does, and says which reading it picked", () => {
    const notes: ParserNote[] = [];
    const measurements = parseBenchmarkOutput('auto', output, notes);
    // The estimates of the report's `time: [low estimate high]` lines, in ns.
    expect(measurements.map((m) => [m.name, m.value, m.unit])).toEqual([
      ['sum 100', 168.81, 'ns'],
      ['sum/1000', 1257.9, 'ns'],
      ['sum/10000', 24109, 'ns'],
    ]);
    expect(measurements).toEqual(parseBenchmarkOutput('criterion', output));
    expect(outputNoteText(notes[0])).toBe(
      `auto output: read as criterion, the one reading that measures benchmarks; cargo reads only a harness's header that measured nothing ` +
        '(set "format: criterion" to say so)',
    );
  });

  it("two readings that both measure stay the user's choice", () => {
    const both = `${readFixture('go-plain.txt')}${readFixture('cargo-libtest.txt')}`;
    expect(captureError(() => parseBenchmarkOutput('auto', both)).message).toMatch(/^auto output: the output matches several formats \(go, cargo\)/);
  });

  it('a reading that fails for another reason than measuring nothing is not passed over', () => {
    // libtest counts a measured benchmark but prints no bench line: an error of its own, not an empty header.
    const broken = output.replace('0 measured;', '1 measured;');
    expect(captureError(() => parseBenchmarkOutput('auto', broken)).message).toMatch(/^auto output: the output matches several formats \(cargo, criterion\)/);
  });
});
