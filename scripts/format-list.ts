// The list of harness formats in action.yml's `format` description, made from the parser
// registry (src/parsers/index.ts OUTPUT_FORMATS), so that the two cannot drift apart:
//   node --import tsx scripts/format-list.ts           prints the list
//   node --import tsx scripts/format-list.ts --write   rewrites it in action.yml
// test/action/action-yml-formats.test.ts fails while action.yml's list differs.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { OUTPUT_FORMATS } from '../src/parsers/index.js';

/** The formats the description explains one by one, outside the list of harnesses. */
const DESCRIBED_APART: readonly string[] = ['jsonl', 'plain', 'auto', 'process'];

/** Between these two the description lists the harnesses' formats. */
const OPENING = "a harness''s own format (";
const CLOSING = '; see docs/harnesses.md)';

/** The harnesses' formats as action.yml lists them, in the registry's order. */
export function harnessFormatList(): string {
  return OUTPUT_FORMATS.filter((format) => !DESCRIBED_APART.includes(format))
    .map((format) => `\`${format}\``)
    .join(', ');
}

/** action.yml with the list made from the registry; throws when the description has no list where it is expected. */
export function withFormatList(actionYml: string): string {
  const start = actionYml.indexOf(OPENING);
  const end = start < 0 ? -1 : actionYml.indexOf(CLOSING, start);
  if (start < 0 || end < 0) throw new Error(`action.yml: the format description has no list between ${JSON.stringify(OPENING)} and ${JSON.stringify(CLOSING)}`);
  return `${actionYml.slice(0, start + OPENING.length)}${harnessFormatList()}${actionYml.slice(end)}`;
}

export const ACTION_YML = fileURLToPath(new URL('../action.yml', import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--write')) writeFileSync(ACTION_YML, withFormatList(readFileSync(ACTION_YML, 'utf8')));
  else console.log(harnessFormatList());
}
