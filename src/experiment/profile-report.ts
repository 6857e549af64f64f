import type { AnalysisOptions } from '../config/analysis-options.js';
import { diffProfiles } from '../profile/profile-diff.js';
import type { ProfileSet } from '../profile/profile-set.js';
import type { RunProfiles } from '../profile/run-profiles.js';
import type { ResultsFile } from '../results/results-format.js';
import type { ProfileReport, ProfileSection } from '../report/where-time-went.js';

const executionsOf = (set: ProfileSet) => set.builds.reduce((sum, b) => sum + b.executions.length, 0);

/**
 * The run's profiles compared function by function (profile/profile-diff.ts) at the run's own
 * confidence and correction, one comparison per kind of process (the suite, or each part of a
 * split one), with what profiling cost beside the run's wall time.
 */
export function profileReport(profiles: RunProfiles, options: AnalysisOptions, results: ResultsFile): ProfileReport {
  const { scopes, ...run } = profiles;
  const sections: ProfileSection[] = scopes.map((scope) => {
    const missing = (['base', 'head'] as const).filter((side) => executionsOf(scope[side]) === 0);
    if (missing.length > 0)
      return { part: scope.part, names: scope.names, diff: null, notCompared: `no profiled execution of ${missing.join(' or ')} wrote a profile` };
    return {
      part: scope.part,
      names: scope.names,
      diff: diffProfiles(scope.base, scope.head, { confidence: options.confidence, correction: options.correction }),
    };
  });
  const total = results.meta?.totalSeconds;
  return { sections, run, totalSeconds: typeof total === 'number' && Number.isFinite(total) ? total : null };
}
