import { escapeMarkdown } from './escape-markdown.js';
import { commitLink, day, type RepositoryLink } from './trend-format.js';
import { GAP_DAYS, type HistoryNote, type RunRef } from '../trend/history-notes.js';

/** Notes of one kind shown in full (the newest); the rest are counted. */
const SHOWN = 3;

/** The older notes of a kind, counted: "2 older gaps of 30 days or more". */
const MORE: Record<HistoryNote['kind'], (s: string) => string> = {
  gap: (s) => `gap${s} of ${GAP_DAYS} days or more`,
  'repeated-commit': (s) => `commit${s} measured in more than one run (all kept)`,
  'series-break': (s) => `run${s} where benchmarks stop and others start`,
};

const run = (r: RunRef, repository?: RepositoryLink) => `run ${escapeMarkdown(r.runId)} (${commitLink(r.sha, repository)}, ${day(r.date)})`;
const measured = (r: RunRef, repository?: RepositoryLink) => `run ${escapeMarkdown(r.runId)} (${commitLink(r.sha, repository)}, measured ${day(r.measuredAt)})`;
/** Benchmark names of a series break shown; the rest are counted. */
const NAMES_SHOWN = 5;
const names = (list: string[]) =>
  list.slice(0, NAMES_SHOWN).map(escapeMarkdown).join(', ') + (list.length > NAMES_SHOWN ? ` and ${list.length - NAMES_SHOWN} more` : '');
const and = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

function noteText(note: HistoryNote, repository?: RepositoryLink): string {
  switch (note.kind) {
    case 'gap':
      return (
        `No run for ${note.days} days between ${measured(note.before, repository)} and ${measured(note.after, repository)}: ` +
        'a step across the gap may be the runner, not the code.'
      );
    case 'repeated-commit': {
      const runs = note.runs.slice(0, SHOWN).map((r) => `run ${escapeMarkdown(r.runId)} (measured ${day(r.measuredAt)})`);
      if (note.runs.length > SHOWN) runs.push(`${note.runs.length - SHOWN} more`);
      return (
        `Commit ${commitLink(note.sha, repository)} was measured in ${note.runs.length} runs: ${and(runs)}. ` +
        `${note.runs.length === 2 ? 'Both' : 'All'} are kept; a step between runs of one commit is the runner, not the code (marked †).`
      );
    }
    case 'series-break': {
      const one = note.stopped.length === 1 && note.started.length === 1;
      return (
        `${names(note.stopped)} ${note.stopped.length === 1 ? 'stops' : 'stop'} at ${run(note.before, repository)} and ` +
        `${names(note.started)} ${note.started.length === 1 ? 'starts' : 'start'} at the next, ${run(note.after, repository)}: ` +
        (one
          ? 'if it was renamed, the two series are one benchmark (benchgate does not join them).'
          : 'if one was renamed, its old and new series are one benchmark (benchgate does not join them).')
      );
    }
  }
}

/**
 * The history's notes as a markdown list (the newest few of each kind, the rest counted), or ''
 * when there are none. Pure.
 */
export function renderHistoryNotes(notes: readonly HistoryNote[], repository?: RepositoryLink): string {
  if (notes.length === 0) return '';
  const lines: string[] = [];
  for (const kind of ['gap', 'repeated-commit', 'series-break'] as const) {
    const ofKind = notes.filter((n) => n.kind === kind);
    for (const note of ofKind.slice(-SHOWN)) lines.push(`- ${noteText(note, repository)}`);
    const more = ofKind.length - SHOWN;
    if (more > 0) lines.push(`- ${more} older ${MORE[kind](more > 1 ? 's' : '')}.`);
  }
  return `Notes on the history:\n\n${lines.join('\n')}\n`;
}
