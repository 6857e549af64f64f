import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { expect } from 'vitest';

/**
 * Compares text with a golden file. On a mismatch the new output is written beside it as
 * `<file>.got.<ext>` so the difference can be read with any diff tool; set UPDATE_GOLDEN=1
 * to accept it.
 */
export function expectMatchesGolden(actual: string, goldenPath: string): void {
  const gotPath = goldenPath.replace(/(\.[^.]+)$/, '.got$1');
  if (!existsSync(goldenPath) && process.env.CI) throw new Error(`golden file ${goldenPath} is missing`);
  if (process.env.UPDATE_GOLDEN === '1' || !existsSync(goldenPath)) {
    writeFileSync(goldenPath, actual);
    return;
  }
  const expected = readFileSync(goldenPath, 'utf8');
  if (actual !== expected) writeFileSync(gotPath, actual);
  expect(actual, `differs from ${goldenPath}; new output written to ${gotPath}`).toBe(expected);
}
