import type { ProfileSet } from './profile-set.js';

/**
 * The profiles of one kind of process: the whole suite per process, or one part of a suite run
 * as several processes (`split-benchmarks`), whose benchmarks `names` lists.
 */
export interface ProfileScope {
  /** The part's number in the suite's split (from 1); null for the whole suite per process. */
  part: number | null;
  /** The benchmarks this part runs; null for the whole suite. */
  names: string[] | null;
  base: ProfileSet;
  head: ProfileSet;
}

/** What a run's profiled executions gave (runner/cpu-profiler.ts), for the report. */
export interface RunProfiles {
  scopes: ProfileScope[];
  /** What profiled the executions: V8's sampling profiler, or callgrind for a benchmark that is not Node. */
  profiler: 'v8' | 'callgrind';
  /** Profiled executions run (both versions, every part counted once per execution). */
  executions: number;
  /** Of those, how many wrote a usable profile. */
  profiled: number;
  /** Wall milliseconds the profiled executions took: what profiling cost the run. */
  costMs: number;
  /** Why nothing was profiled, or why profiling stopped early (no Node process, every profile failed). */
  note: string | null;
  /** The first failure of a profiled execution, when one failed. */
  firstFailure: string | null;
  /** The raw `.cpuprofile` (or `callgrind.out.*`) files kept, relative to the folder they were kept in, and how many were left out to keep it bounded. */
  kept: { files: string[]; bytes: number; leftOut: number };
  /** The files head's commit holds (`git ls-tree`): only these are linked from the report. */
  headFiles: ReadonlySet<string>;
  /** The profiled executions run after the measuring stopped early with a change detected; absent when none were due. */
  topUp?: ProfileTopUp;
}

/**
 * A run that decides early has profiled few executions (one per version per block), too few for
 * the attribution (docs/profiles.md): when it stopped before its scheduled blocks with a change
 * detected, more executions of each version are profiled after it, never timed, up to `target`
 * per version while the run's budget allows. Its executions and cost are counted in the run's too.
 */
export interface ProfileTopUp {
  /** Profiled executions each version should have. */
  target: number;
  /** Blocks measured when the run stopped. */
  blocks: number;
  /** Each version's profiled executions before the top-up. */
  before: { base: number; head: number };
  /** Each version's profiled executions after it. */
  after: { base: number; head: number };
  /** Profiled executions the top-up ran (every part counted once per execution), and their wall milliseconds. */
  executions: number;
  costMs: number;
  /** `budget`: it stopped short of the target because the next profiled execution would have run past the run's budget. */
  stopped: 'budget' | null;
}
