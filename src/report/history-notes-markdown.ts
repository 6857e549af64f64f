import { escapeMarkdown } from './escape-markdown.js';
import { commitLink, day, shortSha, type RepositoryLink } from './trend-format.js';
import { GAP_DAYS, type HistoryNote, type RunRef } from '../trend/history-notes.js';

/** Notes of one kind shown in full (the newest); the rest are counted. */
const SHOWN = 3;

/** The older notes of a kind, counted: "2 older gaps of 30 days or more". */
const MORE: Record<HistoryNote['kind'], (s: string) => string> = {
  gap: (s) => `gap${s} of ${GAP_DAYS} days or more`,
  'repeated-commit': (s) => `commit${s} measured in more than one run (all kept)`,
  'series-break': (s) => `run${s} where benchmarks stop and others start`,
};

/** How the notes' words carry names and commits: markdown (escaped, linked) or plain text (the site sets it as text). */
interface NoteStyle {
  text: (s: string) => string;
  commit: (sha: string) => string;
  /** How the trend table marks a step between runs of one commit, or '' where nothing marks it. */
  marker: string;
}

const markdownStyle = (repository?: RepositoryLink): NoteStyle => ({
  text: escapeMarkdown,
  commit: (sha) => commitLink(sha, repository),
  marker: ' (marked †)',
});
const PLAIN: NoteStyle = { text: (s) => s, commit: shortSha, marker: '' };

/** Benchmark names of a series break shown; the rest are counted. */
const NAMES_SHOWN = 5;
const and = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

function noteText(note: HistoryNote, style: NoteStyle): string {
  const run = (r: RunRef) => `run ${style.text(r.runId)} (${style.commit(r.sha)}, ${day(r.date)})`;
  const measured = (r: RunRef) => `run ${style.text(r.runId)} (${style.commit(r.sha)}, measured ${day(r.measuredAt)})`;
  const names = (list: string[]) =>
    list.slice(0, NAMES_SHOWN).map(style.text).join(', ') + (list.length > NAMES_SHOWN ? ` and ${list.length - NAMES_SHOWN} more` : '');
  switch (note.kind) {
    case 'gap':
      return `No run for ${note.days} days between ${measured(note.before)} and ${measured(note.after)}: a step across the gap may be the runner, not the code.`;
    case 'repeated-commit': {
      const runs = note.runs.slice(0, SHOWN).map((r) => `run ${style.text(r.runId)} (measured ${day(r.measuredAt)})`);
      if (note.runs.length > SHOWN) runs.push(`${note.runs.length - SHOWN} more`);
      return (
        `Commit ${style.commit(note.sha)} was measured in ${note.runs.length} runs: ${and(runs)}. ` +
        `${note.runs.length === 2 ? 'Both' : 'All'} are kept; a step between runs of one commit is the runner, not the code${style.marker}.`
      );
    }
    case 'series-break': {
      const one = note.stopped.length === 1 && note.started.length === 1;
      return (
        `${names(note.stopped)} ${note.stopped.length === 1 ? 'stops' : 'stop'} at ${run(note.before)} and ` +
        `${names(note.started)} ${note.started.length === 1 ? 'starts' : 'start'} at the next, ${run(note.after)}: ` +
        (one
          ? 'if it was renamed, the two series are one benchmark (benchgate does not join them).'
          : 'if one was renamed, its old and new series are one benchmark (benchgate does not join them).')
      );
    }
  }
}

/** The newest few notes of each kind in words, the rest counted. */
function noteLines(notes: readonly HistoryNote[], style: NoteStyle): string[] {
  const lines: string[] = [];
  for (const kind of ['gap', 'repeated-commit', 'series-break'] as const) {
    const ofKind = notes.filter((n) => n.kind === kind);
    for (const note of ofKind.slice(-SHOWN)) lines.push(noteText(note, style));
    const more = ofKind.length - SHOWN;
    if (more > 0) lines.push(`${more} older ${MORE[kind](more > 1 ? 's' : '')}.`);
  }
  return lines;
}

/**
 * The history's notes as a markdown list (the newest few of each kind, the rest counted), or ''
 * when there are none. Pure.
 */
export function renderHistoryNotes(notes: readonly HistoryNote[], repository?: RepositoryLink): string {
  if (notes.length === 0) return '';
  return `Notes on the history:\n\n${noteLines(notes, markdownStyle(repository))
    .map((line) => `- ${line}`)
    .join('\n')}\n`;
}

/** The same notes as plain sentences, for the history site (which sets them as text, never as markup). Pure. */
export function historyNoteSentences(notes: readonly HistoryNote[]): string[] {
  return noteLines(notes, PLAIN);
}
