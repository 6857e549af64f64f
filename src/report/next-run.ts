import type { SuiteReport } from '../analysis/report-types.js';
import { recommendNextRun, type NextRun } from '../planning/next-run.js';
import { escapeMarkdown } from './escape-markdown.js';
import { formatDuration, formatPercent } from './format-numbers.js';
import { recommendationReasonsText } from './recommendation-reason.js';

/** The recommendation for the next run (planning/next-run.ts) in words, or null when there is none. */
export function suiteRecommendation(report: SuiteReport): string | null {
  const next = recommendNextRun(report);
  return next === null ? null : renderNextRun(next);
}

const settle = (minEffect: number) => `±${formatPercent(minEffect, 1).replace('+', '')}`;

export function renderNextRun(next: NextRun): string {
  const name = escapeMarkdown(next.benchmark);
  switch (next.kind) {
    case 'unsettleable':
      return (
        `Next time: no single run of up to a day settles ${name} at ${settle(next.minEffect)} at the noise this run measured; ` +
        'a larger min-effect for it, or a quieter runner, would.'
      );
    case 'same-budget': {
      const scope = next.of > 1 ? `, the most any of the ${next.of} undecided benchmarks needs` : '';
      // Power is 80 %: a budget that suffices still leaves about one run in five undecided.
      return (
        `Next time: the same budget (${formatDuration(next.budgetSeconds)}) should settle ${name}${scope === '' ? '' : `${scope},`} at ` +
        `${settle(next.minEffect)} in 4 of 5 runs or more at the noise this run measured; this run was not one of them.`
      );
    }
    case 'budget': {
      const scope = next.of > 1 ? `, the most any of the ${next.of} undecided benchmarks needs` : '';
      return (
        `Next time: a budget of about ${formatDuration(next.seconds)} (for ${name}${scope}: what settles ${settle(next.minEffect)} at the ` +
        'noise and costs this run measured, with 80 % power).'
      );
    }
    case 'counts': {
      const { counts } = next;
      const scope = next.of > 1 ? `, the most any of the ${next.of} ${next.undecided ? 'undecided ' : ''}benchmarks needs` : '';
      return (
        `Next time: ${counts.binaries} build${counts.binaries === 1 ? '' : 's'} × ${counts.executions} executions × ${counts.measurements} ` +
        `measurements (for ${name}${scope}: ${recommendationReasonsText(counts.reasons)}).`
      );
    }
  }
}
