import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OUTPUT_FORMATS } from '../../src/parsers/index.js';
import { ACTION_YML, withFormatList } from '../../scripts/format-list.js';

describe("action.yml's list of formats", () => {
  const yml = readFileSync(ACTION_YML, 'utf8');
  const description = /^ {2}format:\n {4}description: (.*)$/m.exec(yml)?.[1] ?? '';

  it("is the parser registry's (rewrite it with `node --import tsx scripts/format-list.ts --write`)", () => {
    expect(withFormatList(yml)).toBe(yml);
  });

  it('names every format the registry reads', () => {
    for (const format of OUTPUT_FORMATS) expect(description).toContain(`\`${format}\``);
  });
});
