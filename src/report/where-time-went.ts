import type { BenchmarkReport } from '../analysis/report-types.js';
import type { ProfileDiff } from '../profile/profile-diff.js';
import type { FunctionPlace } from '../profile/profile-set.js';
import type { RunProfiles } from '../profile/run-profiles.js';
import { escapeMarkdown } from './escape-markdown.js';
import { formatDuration, formatShare, formatSignificant } from './format-numbers.js';
import { profileDiffMarkdown, type PlaceLink } from './profile-markdown.js';
import { repositoryUrl, safeUrl, type ReportRepository } from './report-links.js';

/** One kind of process's comparison: the whole suite, or one part of a split suite. */
export interface ProfileSection {
  part: number | null;
  names: string[] | null;
  /** Null when a version has no profiled execution here (`notCompared` says why). */
  diff: ProfileDiff | null;
  notCompared?: string;
}

/** What the report shows of a run's profiles (experiment/profile-report.ts). */
export interface ProfileReport {
  sections: ProfileSection[];
  run: Omit<RunProfiles, 'scopes'>;
  /** The run's wall time (meta.totalSeconds), for the profiling's share of it. */
  totalSeconds: number | null;
}

const SHA = /^[0-9a-f]{40}$/i;

/**
 * A function's line at the head commit: only for a path inside head's checkout that head's
 * commit holds (`headFiles`), built from the repository the comment is posted in; the profile's
 * URLs are never links.
 */
export function headLink(report: ProfileReport, repository: ReportRepository | undefined, head: string | undefined): PlaceLink {
  const base = repositoryUrl(repository);
  return (place: FunctionPlace) => {
    if (base === null || head === undefined || !SHA.test(head) || place.inRoot !== true || place.line === null) return null;
    if (!report.run.headFiles.has(place.file)) return null;
    return safeUrl(`${base}/blob/${head.toLowerCase()}/${place.file.split('/').map(encodeURIComponent).join('/')}#L${place.line}`);
  };
}

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** What profiling cost: the profiled executions' wall time and share of the run, and what was kept. */
export function profileCostLine(report: ProfileReport): string {
  const { run, totalSeconds } = report;
  const seconds = run.costMs / 1000;
  const share = totalSeconds !== null && totalSeconds > 0 ? `, ${formatShare(seconds / totalSeconds)} of the run's ${formatDuration(totalSeconds)}` : '';
  const callgrind = run.profiler === 'callgrind';
  const kept =
    run.kept.files.length === 0
      ? ''
      : ` ${run.kept.files.length} raw profiles (${formatSignificant(run.kept.bytes / 2 ** 20, 2)} MiB) are in the results, ` +
        `for ${callgrind ? 'KCachegrind' : 'Chrome DevTools or speedscope'}` +
        (run.kept.leftOut > 0 ? `; ${run.kept.leftOut} more were left out to keep them bounded.` : '.');
  const note = run.note === null ? '' : ` ${capitalised(escapeMarkdown(run.note))}.`;
  const executions = `${run.executions} extra execution${run.executions === 1 ? '' : 's'}`;
  const topUp = topUpText(run.topUp);
  return callgrind
    ? `Profiling: ${executions} (never timed): the first block's, under V8's sampling profiler, wrote no profile (no Node process ran), ` +
        `so the others ran under valgrind's callgrind, which counts each function's instructions; ${run.profiled} gave usable counts. ` +
        `They took ${formatDuration(seconds)}${share}.${topUp}${kept}${note}`
    : `Profiling: ${executions} under V8's sampling profiler (never timed), ` +
        `${run.profiled} with a usable profile, took ${formatDuration(seconds)}${share}.${topUp}${kept}${note}`;
}

/** The profiled executions added after a run that decided early with a change (cpu-profiler.ts `topUp`), counted in the line's totals. */
function topUpText(topUp: RunProfiles['topUp']): string {
  if (topUp === undefined) return '';
  const { blocks, before, after, target } = topUp;
  const decided = ` The run decided after ${blocks} block${blocks === 1 ? '' : 's'}`;
  if (topUp.executions === 0)
    return `${decided}, with ${before.base} base and ${before.head} head profiled executions; another would have run past the budget, so the attribution has only those.`;
  const ran = `${decided}: ${topUp.executions} of these executions ran after it (${formatDuration(topUp.costMs / 1000)})`;
  return topUp.stopped === 'budget'
    ? `${ran}, toward ${target} profiled executions per version for the attribution; the budget left room for no more (${after.base} base and ${after.head} head).`
    : `${ran}, to bring each version from ${before.base === before.head ? before.base : `${before.base} (base) and ${before.head} (head)`} to ${after.base === after.head ? after.base : `${after.base} and ${after.head}`} profiled executions for the attribution.`;
}

/**
 * "Where the time went", under the CHANGE DETECTED rows: for each kind of process that ran a
 * changed benchmark, the functions whose self time changed (profile-markdown.ts), linked to
 * head's lines where the repository is known. A process that ran a whole suite is said to: its
 * functions' change is the suite's, not one benchmark's.
 */
export function whereTheTimeWentLines(ordered: readonly BenchmarkReport[], report: ProfileReport, link: PlaceLink): string[] {
  const changed = ordered.filter((b) => b.changeDetected);
  if (changed.length === 0) return [];
  const lines: string[] = [];
  for (const section of report.sections) {
    const inScope = changed.filter((b) => section.names === null || section.names.includes(b.name));
    if (inScope.length === 0) continue;
    const names = inScope.map((b) => escapeMarkdown(b.name)).join(', ');
    const scope =
      section.names === null
        ? ordered.length > 1
          ? `The profiles cover whole processes, each running the suite's ${ordered.length} benchmarks: the functions' change is theirs together, not ${names}'s alone.`
          : ''
        : `The profiles are of part ${section.part} of the suite (${section.names.length === 1 ? 'one benchmark' : `${section.names.length} benchmarks`} per process).`;
    const body =
      section.diff === null
        ? `Not compared: ${escapeMarkdown(section.notCompared ?? 'no profiles')}.`
        : profileDiffMarkdown(section.diff, { heading: false, link }).trimEnd();
    lines.push('', `<details><summary>Where the time went: ${names}</summary>`, '', ...(scope === '' ? [] : [scope, '']), body, '', '</details>');
  }
  return lines;
}
