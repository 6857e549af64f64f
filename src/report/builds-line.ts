import { isRecord } from '../util/is-record.js';
import { escapeMarkdown } from './escape-markdown.js';

/** What `meta.design` says the run did with its builds, after checking every field's type. */
interface BuildsDone {
  planned: number;
  kept: { base: number; head: number };
  identical: { base: boolean; head: boolean };
  extraRounds: number;
  /** Executions per kept build in the end (the planned ones spread over the kept builds, plus the extra rounds), when recorded. */
  perBuild: number | null;
  /** Builds added per version during an adaptive run (included in `kept`). */
  added: number;
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 1e6;

/**
 * `meta.design` as the runner writes it (`binaries` planned, `builds` kept per version,
 * `identicalBuilds`, `extraRounds`), or null when any field this line uses is missing or not of
 * its type. meta may come from a fork's artifact: nothing but checked numbers and booleans is used.
 */
export function readBuildsDone(design: unknown): BuildsDone | null {
  if (!isRecord(design) || !isRecord(design.builds) || !isRecord(design.identicalBuilds)) return null;
  const { binaries, builds, identicalBuilds, extraRounds, executionsPerBuild } = design;
  const added = design.addedBuilds === undefined ? 0 : design.addedBuilds;
  if (!isCount(added) || !isCount(binaries) || binaries < 1 || !isCount(builds.base) || !isCount(builds.head)) return null;
  if (builds.base > binaries + added || builds.head > binaries + added) return null;
  if (typeof identicalBuilds.base !== 'boolean' || typeof identicalBuilds.head !== 'boolean' || !isCount(extraRounds)) return null;
  const perBuild = isCount(executionsPerBuild) && executionsPerBuild > 0 ? executionsPerBuild + extraRounds : null;
  return {
    planned: binaries,
    kept: { base: builds.base, head: builds.head },
    identical: { base: identicalBuilds.base, head: identicalBuilds.head },
    extraRounds,
    perBuild,
    added,
  };
}

/**
 * One line on what was done with the builds, e.g. "Builds: 2 of 3 per version — the first two
 * were identical, so the rest were skipped and their time went to 3 more rounds of executions."
 * Null when the design says nothing beyond the counts in the design line (every planned build
 * kept, none proven identical) or cannot be read.
 */
export function buildsLine(design: unknown): string | null {
  const done = readBuildsDone(design);
  if (done === null) return null;
  const { planned, kept, identical, extraRounds, perBuild, added } = done;
  if (added > 0)
    return (
      `Builds: ${planned} per version to start, ${added} more added during the run (${kept.base} per version): the builds differed, so the ` +
      'adaptive design narrowed the build level with more builds rather than more rounds.'
    );
  const skipped = { base: kept.base < planned, head: kept.head < planned };
  if (!skipped.base && !skipped.head && !identical.base && !identical.head) return null;
  const firstIdentical = (count: number) =>
    count === 2 ? 'the first two were identical' : count > 2 ? `the first ${count} were identical` : 'the builds were identical';
  const time = extraRounds > 0 ? ` and their time went to ${extraRounds} more round${extraRounds === 1 ? '' : 's'} of executions` : '';
  if (kept.base === kept.head && identical.base === identical.head) {
    if (!skipped.base) return `Builds: ${planned} per version, ${identical.base ? 'all with identical outputs: the build level was collapsed' : 'as planned'}.`;
    const why = identical.base ? ` — ${firstIdentical(kept.base)}, so the rest were skipped${time}` : time ? ` — the rest were skipped${time}` : '';
    return `Builds: ${kept.base} of ${planned} per version${why}${perBuild === null ? '' : ` (${perBuild} executions per build)`}.`;
  }
  const side = (name: 'base' | 'head') =>
    `${name} ${kept[name]} of ${planned}` +
    `${identical[name] ? (skipped[name] ? ` (${firstIdentical(kept[name])}, so the rest were skipped)` : ' (all identical)') : ''}`;
  const spent =
    skipped.base || skipped.head
      ? extraRounds > 0
        ? `; the skipped builds' time went to ${extraRounds} more round${extraRounds === 1 ? '' : 's'} of executions`
        : ''
      : '';
  return (
    `Builds: ${side('base')}, ${side('head')}${spent}` + `${perBuild === null || !(skipped.base || skipped.head) ? '' : ` (${perBuild} executions per build)`}.`
  );
}

/** At most this many characters of a failed build's command, reason and last output line: meta may come from a fork. */
const MAX_FAILED_BUILD_TEXT = 200;

/**
 * One line on a build added during the run that failed (`meta.failedBuilds`), e.g. "Build
 * failed: head build 3, added during the run: make exited with code 2 (its output ended with
 * “…”). The run ended with a final analysis of the 2 builds per version it had measured."
 * Null when there is none. Every string is the build's or the fork's own text: cut and escaped.
 */
export function failedBuildsLine(failedBuilds: unknown): string | null {
  if (!Array.isArray(failedBuilds)) return null;
  const entries = (failedBuilds as unknown[]).filter(
    (f): f is Record<string, unknown> => isRecord(f) && (f.version === 'base' || f.version === 'head') && isCount(f.binary) && typeof f.reason === 'string',
  );
  const first = entries[0];
  if (first === undefined) return null;
  const cut = (text: string) => escapeMarkdown(text.length > MAX_FAILED_BUILD_TEXT ? `${text.slice(0, MAX_FAILED_BUILD_TEXT)}…` : text);
  const command = typeof first.command === 'string' ? `${cut(first.command)} ` : '';
  const lastLine = typeof first.outputTail === 'string' ? (first.outputTail.trimEnd().split('\n').at(-1) ?? '').trim() : '';
  const output = lastLine === '' ? '' : ` (its output ended with “${cut(lastLine)}”)`;
  const more = entries.length > 1 ? `; ${entries.length - 1} more added build${entries.length > 2 ? 's' : ''} failed` : '';
  const builds = Number(first.binary);
  return (
    `Build failed: ${String(first.version)} build ${builds + 1}, added during the run: ${command}${cut(String(first.reason))}${output}${more}. The run ` +
    `ended with a final analysis of the ${builds} build${builds === 1 ? '' : 's'} per version it had measured.`
  );
}
