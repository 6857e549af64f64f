import type { BisectOutcome, BisectProbe, BisectStop, FailedProbeBuild, MeasuredProbe } from '../trend/bisect.js';
import { halfwayChange } from '../trend/bisect.js';
import { escapeMarkdown } from './escape-markdown.js';
import { formatChange, formatDuration, formatPlainPercent } from './format-numbers.js';

/** Why a probe's build failed, in words (plain: the table escapes it whole, the log shows it as is). */
export function failedBuildText(build: FailedProbeBuild): string {
  return `${build.version} build ${build.binary + 1} failed: \`${build.command}\` ${build.reason}`;
}

/** bisect.json: the outcome, each failed probe with its build's words beside the values (`reason`, as older files held it). */
export function bisectJson(outcome: BisectOutcome): string {
  const probes = outcome.probes.map((probe) => (probe.side === 'failed' ? { ...probe, reason: failedBuildText(probe.build) } : probe));
  return `${JSON.stringify({ ...outcome, probes }, null, 2)}\n`;
}

const SIDE_TEXT: Record<BisectProbe['side'], string> = {
  step: 'the step (bad against good)',
  'like-good': 'like good: the step is later',
  'like-bad': 'like bad: the step is here or earlier',
  unclear: 'unclear: its interval straddles the halfway point',
  failed: 'skipped',
  unfinished: 'unfinished: the bisect budget ended during its comparison',
};

const short = (sha: string) => `\`${sha.slice(0, 12)}\``;
const minutes = (seconds: number) => `${(seconds / 60).toFixed(1)} min`;

/** A commit's subject (data from git: escaped, cut at 200 characters) in quotes, or '' when it has none. */
function subjectOf(outcome: BisectOutcome, sha: string): string {
  const subject = outcome.subjects?.[outcome.commits.indexOf(sha)] ?? '';
  return subject === '' ? '' : `“${escapeMarkdown(subject.length > 200 ? `${subject.slice(0, 200)}…` : subject)}”`;
}

/** A commit with its subject, e.g. `` `1a2b3c4d5e6f` (“the slowdown”) ``. */
function named(outcome: BisectOutcome, sha: string): string {
  const subject = subjectOf(outcome, sha);
  return subject === '' ? short(sha) : `${short(sha)} (${subject})`;
}

/** Why the bisection stopped, as a sentence, and what to do next. */
export function stopText(stop: BisectStop): string {
  switch (stop.kind) {
    case 'no-step':
      return stop.benchmark === null
        ? 'every benchmark compared was decided unchanged between good and bad: there is no step to bisect.'
        : `${escapeMarkdown(stop.benchmark)} was decided unchanged between good and bad: there is no step to bisect.`;
    case 'step-undecided': {
      const names = stop.benchmarks.map(escapeMarkdown);
      const which = names.length === 0 ? 'no benchmark' : names.length <= 5 ? names.join(', ') : `${names.slice(0, 5).join(', ')} and ${names.length - 5} more`;
      return (
        `**the step is undecided**: the comparison of bad against good could not tell whether ${which} changed (inconclusive), which does not ` +
        'mean unchanged. To go on, measure the step longer: a larger budget (`--budget`; `bisect-budget` in the action) or, in the fixed ' +
        'design, more `--executions`; or follow one benchmark (`--benchmark`).'
      );
    }
    case 'benchmark-missing':
      return `the comparison of ${short(stop.sha)} against good did not report ${escapeMarkdown(stop.benchmark)}.`;
    case 'budget':
      return stop.unfinished === null
        ? `the bisect budget of ${minutes(stop.budgetSeconds)} is spent: ${minutes(stop.usedSeconds)} used, and one more comparison takes about ` +
            `${minutes(stop.nextSeconds ?? 0)}. A larger budget goes on from the narrowed range's ends.`
        : `the bisect budget of ${minutes(stop.budgetSeconds)} ended during the comparison of ${short(stop.unfinished)}, which was stopped ` +
            `(its build or benchmark killed) after ${minutes(stop.usedSeconds)}. A larger budget goes on from the narrowed range's ends.`;
    case 'unclear':
      return (
        `${short(stop.sha)}'s interval straddles the halfway point (${formatPlainPercent(stop.ci[0])} … ${formatPlainPercent(stop.ci[1])}), ` +
        'so it resembles neither end, and the budget left does not hold a longer measurement: a larger budget goes on from the narrowed range.'
      );
    case 'untestable':
      return `the commits between ${short(stop.from)} and ${short(stop.to)} could not be built.`;
  }
}

/** The bisection's report: the culprit (or the range left and why), and the evidence of every probe. */
export function renderBisect(outcome: BisectOutcome): string {
  const lines = ['### benchgate bisect', ''];
  const stop = outcome.stop === null ? '' : stopText(outcome.stop);
  if (outcome.benchmark === null) {
    const opening = outcome.stop?.kind === 'no-step' ? 'Nothing to bisect' : 'Not bisected';
    lines.push(`${opening} between ${short(outcome.good)} and ${short(outcome.bad)}: ${stop || 'no step.'}`);
    if (outcome.probes.length === 0) return `${lines.join('\n')}\n`;
  } else {
    const name = escapeMarkdown(outcome.benchmark);
    const candidates = outcome.candidates ?? [];
    if (outcome.culprit !== null) {
      const subject = subjectOf(outcome, outcome.culprit);
      lines.push(
        `**${short(outcome.culprit)} made the step** in ${name} (${outcome.commits.length} commits after ${short(outcome.good)})${subject === '' ? '.' : `: ${subject}.`}`,
      );
    } else if (candidates.length > 0) {
      lines.push(
        `**The step is in one of these commits**: ${candidates.map((sha) => named(outcome, sha)).join(', ')} (the step in ${name}; the commits before ` +
          `the last could not be built, so no probe could tell them apart, as \`git bisect skip\` leaves them). ${stop}`,
      );
    } else {
      const from = outcome.range.lastGood < 0 ? outcome.good : outcome.commits[outcome.range.lastGood];
      const to = outcome.commits[outcome.range.firstBad];
      lines.push(
        `**Not narrowed to one commit**: the step in ${name} lies after ${short(from)}, at or before ${short(to)} ` +
          `(${outcome.range.firstBad - outcome.range.lastGood} commits). ${stop}`,
      );
    }
  }
  const step = outcome.probes.find((p): p is MeasuredProbe => p.side === 'step');
  if (step !== undefined) {
    lines.push(
      '',
      `Each probe measured one commit against good, interleaved on this runner, and asked which end it resembles: its Δ interval lies wholly ` +
        `below or above the halfway point (${formatPlainPercent(halfwayChange(step.relative))}) between good (0) and the step; one that ` +
        'straddles it was measured again, longer.',
    );
  }
  lines.push('', '| commit | position | Δ against good | verdict | reads as | runner time |', '|---|---|---|---|---|---|');
  for (const probe of outcome.probes) {
    const position = `${probe.index + 1} of ${outcome.commits.length}`;
    if (probe.side === 'failed') {
      lines.push(
        `| ${short(probe.sha)} | ${position} | — | build failed | ${SIDE_TEXT.failed}: ${escapeMarkdown(failedBuildText(probe.build))} | ${formatDuration(probe.seconds)} |`,
      );
      continue;
    }
    if (probe.side === 'unfinished') {
      lines.push(`| ${short(probe.sha)} | ${position} | — | not measured | ${SIDE_TEXT.unfinished} | ${formatDuration(probe.seconds)} |`);
      continue;
    }
    const longer = probe.longer === undefined ? '' : ` (measured ${probe.longer}× longer)`;
    lines.push(
      `| ${short(probe.sha)} | ${position} | ${formatChange(probe.relative, probe.ci)} | ${escapeMarkdown(probe.verdict)} | ` +
        `${SIDE_TEXT[probe.side]}${longer} | ${formatDuration(probe.seconds)} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}
