/**
 * Test files in order of how long each took in a full run, slowest first, so that the two
 * workers do not end on one long file (a bisect that waits out its budget, valgrind, an adaptive
 * end-to-end run) while the other idles. Vitest orders by its own cache of durations, which a
 * fresh clone does not have; without it, by file size. test/support/file-seconds.json holds the
 * files that took 2 s or more, written by `node scripts/file-seconds.mjs REPORT.json` from a
 * `vitest run --reporter=json` report; a file not in it keeps vitest's order, after those that are.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const seconds: Record<string, number> = JSON.parse(readFileSync(new URL('./file-seconds.json', import.meta.url), 'utf8'));

export class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const known = (file: TestSpecification) => seconds[relative(this.ctx.config.root, file.moduleId)] ?? 0;
    // Array.prototype.sort is stable: files of equal (or no) record keep vitest's order.
    return (await super.sort(files)).sort((a, b) => known(b) - known(a));
  }
}
