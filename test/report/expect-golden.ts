import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { expect } from 'vitest';

/**
 * Compares text with a committed golden file, which this never writes: on a mismatch (or a
 * missing golden) the new output goes beside it as `<name>.got.<ext>`, to be read with any diff
 * tool and, if right, copied over the golden by hand. A stale `.got` file is removed on a match.
 */
export function expectGolden(actual: string, golden: URL): void {
  const goldenPath = golden.pathname;
  const gotPath = goldenPath.replace(/(\.[^./]+)$/, '.got$1');
  const expected = existsSync(goldenPath) ? readFileSync(goldenPath, 'utf8') : null;
  if (actual === expected) {
    rmSync(gotPath, { force: true });
    return;
  }
  writeFileSync(gotPath, actual);
  if (expected === null) throw new Error(`golden file ${goldenPath} is missing; the output is in ${gotPath}`);
  expect(actual, `differs from ${goldenPath}; the new output is in ${gotPath}`).toBe(expected);
}
