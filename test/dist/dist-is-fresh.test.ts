import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { sourceHash } from '../../scripts/source-hash.mjs';

describe('dist/', () => {
  it('was built from the current sources (run `npm run build` and commit dist/ if this fails)', () => {
    const stored = readFileSync(new URL('../../dist/source-hash.txt', import.meta.url), 'utf8').trim();
    expect(stored).toBe(sourceHash());
  });
});
