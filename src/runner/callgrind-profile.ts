// Profiles of native processes (`--profile`, issue 48): when no process of the first profiled
// block wrote a V8 profile and valgrind is on the PATH, each profiled execution runs under
// valgrind's callgrind instead, as `metrics: instructions` runs one under cachegrind
// (instruction-count.ts): exact instruction counts (`Ir`) per function (docs/profiles.md).
import { CallgrindFormatError, callgrindTimes, parseCallgrind } from '../profile/callgrind-out.js';
import { countedTimeoutMs, valgrindArguments, VALGRIND_TIMEOUT_FACTOR } from './instruction-count.js';
import { PROFILE_MIN_MS, type ProfileTool } from './profile-files.js';

/**
 * Executions per version under callgrind before its counts are trusted as exact. Counts are
 * deterministic for most native programs, so one execution could do; but the model needs two to
 * see any process-to-process variation (with one it gives no interval), and a program whose work
 * depends on time, randomness or threads varies. With two whose counts are identical, the
 * differences are read as exact; when they differ, more are profiled (up to the V8 profiler's
 * MAX_PROFILED_PER_VERSION) and compared through the model.
 */
export const MIN_CALLGRIND_PER_VERSION = 2;

/**
 * How long an execution under callgrind may run: as a count under cachegrind may
 * (`countedTimeoutMs`), and at most VALGRIND_TIMEOUT_FACTOR × its timed execution's wall time
 * (at least PROFILE_MIN_MS): the measured code can see valgrind, and one that stalled only under
 * it would spend the budget on executions that are never timed (S76, S78).
 */
export function callgrindTimeoutMs(timeoutSeconds: number, timedMs: number | undefined, budgetSeconds?: number): number {
  const counted = countedTimeoutMs(timeoutSeconds, budgetSeconds);
  return timedMs === undefined ? counted : Math.min(counted, Math.max(PROFILE_MIN_MS, timedMs * VALGRIND_TIMEOUT_FACTOR));
}

export function callgrindTool(valgrind: string, timeoutSeconds: number, budgetSeconds: number | undefined): ProfileTool {
  return {
    kind: 'callgrind',
    command: async (bench, env, outDir) => ({ bench: [valgrind, ...valgrindArguments(outDir, 'callgrind'), ...bench], env }),
    timeoutMs: (timedMs) => callgrindTimeoutMs(timeoutSeconds, timedMs, budgetSeconds),
    isProfile: (name) => name.startsWith('callgrind.out.'),
    parse: (text, label) => {
      // A process valgrind could not follow (an exec it does not trace) leaves its file empty: no counts, not a bad file.
      if (text === '') return { functions: [], sampledMs: 0 };
      try {
        return callgrindTimes(parseCallgrind(text, label));
      } catch (error) {
        if (error instanceof CallgrindFormatError) return error.message;
        throw error;
      }
    },
    // KCachegrind lists files named callgrind.out.*.
    keptName: (stem) => `callgrind.out.${stem}`,
  };
}

/**
 * The counts of one execution, for telling whether a version's executions counted the same: each
 * function's self count, sorted, and the total (names and paths left out: each build runs from
 * a checkout of its own).
 */
export function countsSignature(profiles: readonly { functions: readonly { selfMs: number }[]; sampledMs: number }[]): string {
  return profiles
    .map(
      (p) =>
        `${p.sampledMs}:${p.functions
          .map((f) => f.selfMs)
          .sort((a, b) => a - b)
          .join(',')}`,
    )
    .join(';');
}
