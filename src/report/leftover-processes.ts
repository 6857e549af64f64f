import type { RunNote } from '../analysis/notes.js';
import type { EndedProcess } from '../runner/process-sweeper.js';
import { escapeMarkdown } from './escape-markdown.js';

// The processes benchmarks and builds left behind, in words: the log's line and the report's
// note. A process's name is the measured code's choice: the log shows it quoted, the report escaped.

const SHOWN = 10;

interface Words {
  quote: (text: string) => string;
  plain: (text: string) => string;
}

function described(process: EndedProcess, words: Words): string {
  const by = process.leftBy === null ? 'without benchgate\u2019s mark (an orphan of this run)' : `left by ${words.quote(process.leftBy)}`;
  return `pid ${process.pid} ${words.quote(process.name)} ${by}, found ${words.plain(process.foundAfter)}`;
}

function listed(ended: readonly EndedProcess[], words: Words): string {
  const shown = ended.slice(0, SHOWN).map((process) => described(process, words));
  const more = ended.length > SHOWN ? `; and ${ended.length - SHOWN} more` : '';
  return `${shown.join('; ')}${more}`;
}

/** The log's line for processes a sweep ended. */
export function endedProcessesLogLine(ended: readonly EndedProcess[]): string {
  const count = ended.length === 1 ? 'a process' : `${ended.length} processes`;
  return `benchgate ended ${count} that a benchmark or build left running outside its process group: ${listed(ended, { quote: (text) => JSON.stringify(text), plain: (text) => text })}`;
}

/** The report's note on every process this run had to end (a `leftover-processes` run note); none when there were none. */
export function endedProcessesNote(ended: readonly EndedProcess[]): RunNote[] {
  return ended.length === 0 ? [] : [{ kind: 'leftover-processes', ended: ended.map((process) => ({ ...process })) }];
}

/** The `leftover-processes` note in words (report/run-notes.ts): a process's name is the measured code's, escaped. */
export function leftoverProcessesLine(ended: readonly EndedProcess[]): string {
  const count = ended.length === 1 ? '1 process' : `${ended.length} processes`;
  return (
    `**Leftover processes ended:** benchmarks or builds left ${count} running outside their process group, which benchgate ended ` +
    `before writing the results (${listed(ended, { quote: (text) => `"${escapeMarkdown(text)}"`, plain: escapeMarkdown })}). ` +
    'A benchmark should wait for what it starts.'
  );
}
