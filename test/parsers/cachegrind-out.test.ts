import { describe, expect, it } from 'vitest';
import { CachegrindOutputError, cachegrindInstructions } from '../../src/parsers/cachegrind-out.js';
import { captureError, readFixture } from './helpers.js';

// fixtures/parsers/cachegrind-loop.out: real output of valgrind 3.19.0's cachegrind on the C loop
// of fixtures/instructions/ (its .meta.json has the command); the expected total is what
// cg_annotate 3.19.0 printed for the same file (an independent reader of the format).
const CG_ANNOTATE_TOTAL = 52_126_977;

describe('cachegrindInstructions', () => {
  it('reads the Ir total of a real cachegrind output file, as cg_annotate does', () => {
    expect(cachegrindInstructions(readFixture('cachegrind-loop.out'))).toBe(CG_ANNOTATE_TOTAL);
  });

  it('takes Ir by its position among the events (a file with cache simulation lists more)', () => {
    expect(cachegrindInstructions('events: Ir I1mr ILmr Dr\nsummary: 1000 2 3 400\n')).toBe(1000);
    expect(cachegrindInstructions('events: Dr Ir\nsummary: 400 1000\n')).toBe(1000);
  });

  it.each([
    ['no events line', 'summary: 5\n', 'no "events:" line'],
    ['no Ir event', 'events: Dr Dw\nsummary: 1 2\n', 'do not include Ir'],
    ['no summary (the process ended before valgrind wrote it)', 'events: Ir\nfl=a.c\n', 'no "summary:" line'],
    ['a summary that is not one number per event', 'events: Ir Dr\nsummary: 12\n', 'not one whole number per event'],
    ['a count that is not a whole number', 'events: Ir\nsummary: 1e9\n', 'not one whole number per event'],
    ['a count past 2^53', 'events: Ir\nsummary: 90071992547409930\n', 'too large to count exactly'],
  ])('%s is an error that says what is missing', (_, text, message) => {
    const error = captureError(() => cachegrindInstructions(text));
    expect(error).toBeInstanceOf(CachegrindOutputError);
    expect(error.message).toContain(message);
  });
});
