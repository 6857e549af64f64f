import type { VerdictNote } from '../analysis/notes.js';
import { formatPlainPercent } from '../util/format-numbers.js';

/** A verdict's note (analysis/decide.ts) in words. */
export function renderVerdictNote(note: VerdictNote): string {
  switch (note.kind) {
    case 'significant-inside-min-effect':
      return (
        `a change of ${formatPlainPercent(note.relative)} is significant but its interval lies inside ` +
        `±${formatPlainPercent(note.minEffect)}, the smallest change worth flagging`
      );
    case 'cannot-tell':
      return (
        (note.rule === 'overlap'
          ? "the two versions' intervals overlap"
          : `Δ interval [${formatPlainPercent(note.ci[0])}, ${formatPlainPercent(note.ci[1])}] includes 0`) +
        ` and reaches beyond ±${formatPlainPercent(note.minEffect)}: no change detected, but one of that size cannot be ruled out`
      );
  }
}
