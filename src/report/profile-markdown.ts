import type { FunctionChange, ProfileDiff } from '../profile/profile-diff.js';
import type { FunctionPlace } from '../profile/profile-set.js';
import { escapeMarkdown } from './escape-markdown.js';
import { formatChange, formatRelative, formatShare, formatSignificant, MEAN_DIGITS } from './format-numbers.js';
import { formatLevel, strictLevel } from './interval-level.js';

/** Rows of the table: the functions whose change is decided, largest first. */
export const MAX_PROFILE_ROWS = 5;
/** Longest function name or path shown; longer ones are cut (they are data, and a table cell is no place for a page). */
const MAX_SHOWN = 120;

const shown = (text: string) => escapeMarkdown(text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text);
const ms = (value: number) => `${formatSignificant(value, MEAN_DIGITS)} ms`;
/** An instruction count in full (callgrind's are exact), grouped: 4,400,004. */
const count = (value: number) => Math.round(value).toLocaleString('en-US');
const signed = (value: number, format: (v: number) => string) => `${value > 0 ? '+' : ''}${format(value)}`;

/** The words and numbers of each unit: V8's sampled milliseconds, or callgrind's instruction counts. */
const UNITS = {
  ms: {
    amount: ms,
    heading: 'Sampled time per execution',
    what: 'the sampled time',
    whose: "the sampled time's",
    self: 'self time',
    columns: ['Base self', 'Head self', 'Δ self', 'Δ ms'],
  },
  instructions: {
    amount: count,
    heading: 'Instructions per execution (callgrind, Ir)',
    what: 'the instructions',
    whose: "the instructions'",
    self: 'self count',
    columns: ['Base Ir', 'Head Ir', 'Δ self', 'Δ Ir'],
  },
} as const;

/**
 * The change with its interval (exact: no interval to show), and the interval's level when the
 * correction asked more than the confidence. A change decided without an interval is one from zero
 * (analysis/decide-from-zero.ts): a function only head runs, such as a callback a release added.
 */
function change(f: Pick<FunctionChange, 'delta' | 'exact' | 'changeDetected'>, confidence: number): string {
  if (f.delta === null) return f.changeDetected ? 'new in head (0 in every base execution)' : '—';
  if (f.exact) return `${formatRelative(f.delta.relative, MEAN_DIGITS)} (exact)`;
  const strict = strictLevel(f.delta, confidence);
  return `${formatChange(f.delta.relative, f.delta.ci)}${strict === null ? '' : ` (${formatLevel(strict)})`}`;
}

/** Where a function is: escaped text, linked only where `link` (the report's own URL, never the profile's) gives a URL. */
function place(f: FunctionChange, link: PlaceLink | undefined): string {
  const { file, line } = f.place;
  if (file === '') return '(native)';
  const text = shown(line === null ? file : `${file}:${line}`);
  const url = link?.(f.place) ?? null;
  return url === null ? text : `[${text}](${url})`;
}

/** The URL of a function's line at the head commit, or null to show it as text. */
export type PlaceLink = (place: FunctionPlace) => string | null;

export interface ProfileMarkdownOptions {
  /** Omit the `### Where the time went` heading (the comment has its own). */
  heading?: boolean;
  link?: PlaceLink;
}

/**
 * "Where the time went": the functions whose self-time change is decided (at most 5, largest
 * first) with base and head self time, the change with its interval at the level the
 * correction across functions asks, and where the function is. Every function name and path
 * comes from the measured code and is escaped (escape-markdown.ts): a hostile name stays text.
 */
export function profileDiffMarkdown(diff: ProfileDiff, shownWith: ProfileMarkdownOptions = {}): string {
  const { total, counts, options } = diff;
  const unit = UNITS[diff.unit];
  const lines = shownWith.heading === false ? [] : ['### Where the time went', ''];
  const totalChange = total.delta === null ? 'not compared' : change(total, options.confidence);
  lines.push(
    `${unit.heading}: base ${unit.amount(total.baseMs)}, head ${unit.amount(total.headMs)}, Δ ${totalChange} ` +
      `(${counts.base.executions} base and ${counts.head.executions} head profiled executions, ` +
      `${counts.base.builds} and ${counts.head.builds} builds).`,
    '',
  );
  const decided = diff.functions.filter((f) => f.changeDetected);
  const analysed = diff.functions.length;
  const correction = options.correction === 'none' ? 'uncorrected' : `${options.correction === 'holm' ? 'Holm' : 'Benjamini–Hochberg'}-corrected across them`;
  const analysedText = `${analysed} function${analysed === 1 ? '' : 's'} with at least ${formatShare(options.minShare)} of ${unit.what} analysed`;
  const scope =
    analysed > 0 && diff.functions.every((f) => f.exact)
      ? `${analysedText}; each counted the same in every execution of a version, so the differences are exact, and a change is decided when it reaches ${formatShare(options.minEffect)}.`
      : `${analysedText} at ${formatLevel(options.confidence)} confidence, ${correction}; a change is decided when its interval excludes 0 and reaches ${formatShare(options.minEffect)}.`;
  if (decided.length === 0) {
    lines.push(`No function's change of ${unit.self} is decided. ${scope}`);
  } else {
    lines.push(`| Function | Where | ${unit.columns.join(' | ')} | Share of Δ |`, '| --- | --- | ---: | ---: | --- | ---: | ---: |');
    for (const f of decided.slice(0, MAX_PROFILE_ROWS)) {
      const share = f.shareOfDelta === null ? '—' : formatShare(f.shareOfDelta);
      lines.push(
        `| ${shown(f.place.name)} | ${place(f, shownWith.link)} | ${unit.amount(f.base.selfMs)} | ${unit.amount(f.head.selfMs)} | ${change(f, options.confidence)} | ${signed(f.deltaMs, unit.amount)} | ${share} |`,
      );
    }
    lines.push('');
    const more = decided.length > MAX_PROFILE_ROWS ? ` (${decided.length - MAX_PROFILE_ROWS} more not shown)` : '';
    const explained =
      diff.explained === null ? '' : ` They explain ${formatShare(diff.explained)} of ${unit.whose} Δ (${signed(total.headMs - total.baseMs, unit.amount)}).`;
    lines.push(`${decided.length} function${decided.length === 1 ? '' : 's'} changed${more}.${explained} ${scope}`);
  }
  if (diff.buildLevelMissing)
    lines.push(
      '',
      'A version has one build that may differ from another build: its intervals leave the build level out and decide nothing. Profile two builds or more.',
    );
  if (diff.leftOut > 0) lines.push('', `${diff.leftOut} more functions above the share threshold were not analysed (at most ${options.maxFunctions}).`);
  return `${lines.join('\n')}\n`;
}
