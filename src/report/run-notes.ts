import type { RunNote } from '../analysis/notes.js';
import { defaultBudgetReportLine } from './default-design.js';
import { escapeMarkdown } from './escape-markdown.js';
import { leftoverProcessesLine } from './leftover-processes.js';
import { outputNoteText } from './output-notes.js';

// A run's notes (analysis/notes.ts `RunNote`) in words: the one place they become markdown, and
// the one place the values in them that came from outside are escaped.

type AcceptLabelNote = Extract<RunNote, { kind: 'accept-label-not-for-head' | 'accept-label-not-authorised' }>;

/** A run note as a line of the report, every outside value escaped. */
export function renderRunNote(note: RunNote): string {
  const e = escapeMarkdown;
  switch (note.kind) {
    case 'config-differs':
      return e(note.text);
    case 'regression-accepted':
      return `**Regression accepted** by @\u200b${e(note.by ?? 'a maintainer')} with the label \`${e(note.label)}\`: the check passes.`;
    case 'accept-label-not-for-head':
    case 'accept-label-not-authorised':
      return acceptLabelText(note, e);
    case 'shards-refused':
      return (
        `**Shard results refused:** ${note.shards.map((r) => `\`${e(r.name)}\` (${e(r.reason)})`).join('; ')}. ` +
        'A shard counts only with the results its job sealed, so the check fails, whatever `allow-missing-shards` says.'
      );
    case 'not-measured':
      return `**Not measured:** ${note.names.map((name) => `\`${e(name)}\``).join(', ')} (see their notes): reported as inconclusive.`;
    case 'shard-alone':
      return (
        `This is shard ${e(note.shard)}${note.replica === null ? '' : `, replica ${e(note.replica)}`} alone (its error control covers ` +
        "only these benchmarks); `benchgate merge` the shards' results.json and `benchgate analyze` the merged file to decide for the whole suite."
      );
    case 'default-budget':
      return defaultBudgetReportLine(note);
    case 'leftover-processes':
      return leftoverProcessesLine(note.ended);
    default:
      return outputNoteText(note, e);
  }
}

/**
 * Why the accept label on the PR does not accept this head's regression: added before the head
 * was pushed, or when cannot be told; or added by someone whose label does not count. `escape`
 * is the report's escaping (renderRunNote), or none for the log's warning.
 */
export function acceptLabelText(note: AcceptLabelNote, escape: (text: string) => string): string {
  const label = `The label \`${escape(note.label)}\` was added${note.by === undefined ? '' : ` by @\u200b${escape(note.by)}`}`;
  if (note.kind === 'accept-label-not-for-head') {
    const head = escape(note.headSha.slice(0, 12));
    const added = `${label}${note.at === undefined ? '' : ` at ${escape(note.at)}`}`;
    if (note.pushedAt !== undefined) {
      return (
        `${added} before ${head} was pushed (${escape(note.pushedAt)}), so it accepted an earlier commit's regression, not this one: ` +
        'to accept this one, remove the label and add it again.'
      );
    }
    return (
      `${added}, but benchgate cannot tell whether that was after ${head} was pushed (${escape(note.why ?? 'unknown')}), so it does not ` +
      'accept this regression: remove the label and add it again once the run for this commit has finished.'
    );
  }
  const rule = 'only someone with write access to the repository, or a login the workflow lists in `accept-label-from`, accepts a regression.';
  const why = note.why;
  if (why.kind === 'no-write-access') {
    const access = why.role !== undefined && why.role !== why.permission ? `${why.role} (${why.permission})` : why.permission;
    return `${label}, who has ${escape(access)} access to this repository, so it does not accept this regression: ${rule}`;
  }
  if (why.kind === 'permission-unreadable') {
    return `${label}, but benchgate could not read their permission (${escape(why.reason)}), so it does not accept this regression: ${rule}`;
  }
  return `${label}, but no \`labeled\` event names who added it, so it does not accept this regression: ${rule}`;
}
