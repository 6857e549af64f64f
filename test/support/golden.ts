import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { expect } from 'vitest';

/**
 * Compares text with a golden file. On a mismatch, or when the golden file is missing, the new
 * output is written beside it as `<file>.got.<ext>` and the test fails: a golden file is only
 * ever created or changed by a person (copy the `.got` file over it after reading the diff), or
 * by UPDATE_GOLDEN=1 run on purpose.
 */
export function expectMatchesGolden(actual: string, goldenPath: string): void {
  const gotPath = goldenPath.replace(/(\.[^.]+)$/, '.got$1');
  if (process.env.UPDATE_GOLDEN === '1') {
    writeFileSync(goldenPath, actual);
    return;
  }
  if (!existsSync(goldenPath)) {
    writeFileSync(gotPath, actual);
    throw new Error(`golden file ${goldenPath} is missing; the output was written to ${gotPath}`);
  }
  const expected = readFileSync(goldenPath, 'utf8');
  if (actual !== expected) writeFileSync(gotPath, actual);
  expect(actual, `differs from ${goldenPath}; new output written to ${gotPath}`).toBe(expected);
}
