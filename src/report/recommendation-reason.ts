import type { DesignBasis, RecommendationReason } from '../stats/repetition-counts.js';
import { formatDuration, formatShare } from '../util/format-numbers.js';

// Why a benchmark's recommended counts (stats/repetition-counts.ts), in words: the one place
// the recommendation's reasons become English (report/next-run.ts shows them).

const buildsPerVersion = (count: number) => `${count} build${count === 1 ? '' : 's'} per version`;

function basisText(basis: DesignBasis): string {
  if (basis.builds === 'varies') {
    const processes =
      basis.processes === 'none'
        ? `no process-to-process variation measured: ${basis.executionsPerBuild} executions per build as run`
        : basis.costsKnown
          ? 'optimal m and n for the measured costs (eq. 21)'
          : 'm and n from eq. 21 with assumed costs';
    return `${processes}; ${basis.binaries} builds`;
  }
  const builds =
    basis.identicalOutputs && basis.binaries > 1
      ? `${buildsPerVersion(basis.binaries)}, so their output hashes prove them identical`
      : buildsPerVersion(basis.binaries);
  const level = `${basis.identicalOutputs ? 'identical build outputs' : 'no build-to-build variation measured'}: ${builds}`;
  if (basis.processes === 'varies') return `${level}; ${basis.executionsInAll} executions in all × ${basis.measurements} measurements`;
  const spread = basis.spreadOver === null ? '' : ` (or the same ${basis.spreadOver} measurements per version over more executions)`;
  return (
    `${level}; no process-to-process variation measured: ${basis.executionsPerBuild} executions per build as run, and ` +
    `${basis.measurements} measurements each for the power${spread}`
  );
}

/** One reason in words. */
export function recommendationReasonText(reason: RecommendationReason): string {
  switch (reason.kind) {
    case 'design-basis':
      return `${basisText(reason.basis)} to detect ${formatShare(reason.minEffect)} with 80 % power`;
    case 'unreachable':
      return `the most recommended; ${formatShare(reason.minEffect)} may not be detectable at this noise`;
    case 'capped':
      return (
        `${formatShare(reason.minEffect)} would need about ${formatDuration(reason.neededSeconds)} of runner time; capped at what one ` +
        `${reason.jobSeconds / 60}-minute CI job can run, which detects about ±${formatShare(reason.detects)}`
      );
    case 'costs-unknown':
      return "costs unknown (no execution and build timings recorded): a build was assumed to cost as much as one execution's start-up and warm-up";
  }
}

/** Every reason of a recommendation, as one sentence: `…; …`. */
export function recommendationReasonsText(reasons: readonly RecommendationReason[]): string {
  return reasons.map(recommendationReasonText).join('; ');
}
