import type { BisectOutcome, BisectProbe, MeasuredProbe } from '../trend/bisect.js';
import { halfwayChange } from '../trend/bisect.js';
import { escapeMarkdown } from './escape-markdown.js';
import { formatChange, formatDuration, formatPlainPercent } from './format-numbers.js';

const SIDE_TEXT: Record<BisectProbe['side'], string> = {
  step: 'the step (bad against good)',
  'like-good': 'like good: the step is later',
  'like-bad': 'like bad: the step is here or earlier',
  unclear: 'unclear: its interval straddles the halfway point',
  failed: 'skipped',
};

/** The bisection's report: the culprit (or the range left and why), and the evidence of every probe. */
export function renderBisect(outcome: BisectOutcome): string {
  const short = (sha: string) => `\`${sha.slice(0, 12)}\``;
  const lines = ['### benchgate bisect', ''];
  if (outcome.benchmark === null) {
    lines.push(`Nothing to bisect between ${short(outcome.good)} and ${short(outcome.bad)}: ${escapeMarkdown(outcome.stopped ?? 'no step')}.`);
    return `${lines.join('\n')}\n`;
  }
  const name = escapeMarkdown(outcome.benchmark);
  const step = outcome.probes.find((p): p is MeasuredProbe => p.side === 'step');
  const candidates = outcome.candidates ?? [];
  if (outcome.culprit !== null) {
    lines.push(`**${short(outcome.culprit)} made the step** in ${name} (${outcome.commits.length} commits after ${short(outcome.good)}).`);
  } else if (candidates.length > 0) {
    lines.push(
      `**The step is in one of these commits**: ${candidates.map(short).join(', ')} (the step in ${name}; the commits before the last could not be ` +
        `built, so no probe could tell them apart, as \`git bisect skip\` leaves them). ${escapeMarkdown(outcome.stopped ?? '')}`,
    );
  } else {
    const from = outcome.range.lastGood < 0 ? outcome.good : outcome.commits[outcome.range.lastGood];
    const to = outcome.commits[outcome.range.firstBad];
    lines.push(
      `**Not narrowed to one commit**: the step in ${name} lies after ${short(from)}, at or before ${short(to)} ` +
        `(${outcome.range.firstBad - outcome.range.lastGood} commits). ${escapeMarkdown(outcome.stopped ?? '')}`,
    );
  }
  if (step !== undefined) {
    lines.push(
      '',
      `Each probe measured one commit against good, interleaved on this runner, and asked which end it resembles: its Δ interval lies wholly ` +
        `below or above the halfway point (${formatPlainPercent(halfwayChange(step.relative))}) between good (0) and the step.`,
    );
  }
  lines.push('', '| commit | position | Δ against good | verdict | reads as | runner time |', '|---|---|---|---|---|---|');
  for (const probe of outcome.probes) {
    if (probe.side === 'failed') {
      lines.push(
        `| ${short(probe.sha)} | ${probe.index + 1} of ${outcome.commits.length} | — | build failed | ${SIDE_TEXT.failed}: ${escapeMarkdown(probe.reason)} | ` +
          `${formatDuration(probe.seconds)} |`,
      );
      continue;
    }
    lines.push(
      `| ${short(probe.sha)} | ${probe.index + 1} of ${outcome.commits.length} | ${formatChange(probe.relative, probe.ci)} | ${escapeMarkdown(probe.verdict)} | ` +
        `${SIDE_TEXT[probe.side]} | ${formatDuration(probe.seconds)} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}
