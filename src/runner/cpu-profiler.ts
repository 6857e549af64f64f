// Profiles on request (`benchgate run --profile`, the action's `profile` input): after each
// block's timed executions, one more execution of each of its runs under V8's sampling
// profiler, as `metrics: instructions` runs one under valgrind (instruction-count.ts). These
// executions feed no timed value; their per-function self times are compared through the same
// model (profile/profile-diff.ts, docs/profiles.md). A benchmark that is not Node is profiled
// under callgrind instead, where valgrind is present (callgrind-profile.ts).
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RunSettings } from '../config/run-settings.js';
import { git } from '../git/run-git.js';
import type { Logger } from '../ports/logger.js';
import { parseCpuProfile, ProfileFormatError } from '../profile/cpuprofile.js';
import { functionTimes, type ProfileTimes } from '../profile/function-times.js';
import type { ProfiledExecution, ProfileSet } from '../profile/profile-set.js';
import type { ProfileScope, ProfileTopUp, RunProfiles } from '../profile/run-profiles.js';
import { VERSION_SIDES, type VersionSide } from '../results/results-format.js';
import { SHARD_ENV } from '../sharding/shard-run.js';
import type { Binaries } from './build.js';
import { callgrindTool, countsSignature, MIN_CALLGRIND_PER_VERSION } from './callgrind-profile.js';
import { commandEnvironment } from './environment.js';
import { runExecution } from './execute.js';
import { findValgrind } from './instruction-count.js';
import { throwIfInterrupted } from './interrupts.js';
import { nodeWithFlags } from './node-counted.js';
import { PROFILE_MIN_MS, readProfiles, type ProfileTool, type RawProfile } from './profile-files.js';
import { topUpRun } from './profile-top-up.js';
import type { Executions } from './run-record.js';
import type { Block, ScheduledExecution } from './schedule.js';

/** Microseconds between samples: a 100 ms benchmark gives 400 samples. */
export const PROFILE_INTERVAL_US = 250;
/**
 * The flags a profiled Node gets (NODE_OPTIONS refuses `--cpu-prof` in Node 20, so the command
 * is rewritten as for a counted execution: node-counted.ts). `--single-threaded` compiles on the
 * main thread: a compiler thread starved by a busy neighbour left some processes running
 * unoptimised code 3× longer (docs/profiles.md); no timed execution gets it.
 */
export function profileFlags(dir: string): string[] {
  return ['--cpu-prof', `--cpu-prof-dir=${dir}`, `--cpu-prof-interval=${PROFILE_INTERVAL_US}`, '--single-threaded'];
}
/**
 * Profiled executions per version: enough for the model (12 + 12 decided a planted 3× slowdown
 * at 0.999, and explained a real upgrade's Δ where 6–10 did not: docs/profiles.md), without
 * profiling every block of a long run. Rounds run every build in turn, so the first rounds spread
 * them over the builds; a run that decides with a change before it has them gets the rest after
 * the verdict (`topUp`).
 */
export const MAX_PROFILED_PER_VERSION = 12;
export { MAX_PROFILES_PER_EXECUTION, PROFILE_MIN_MS, readProfiles } from './profile-files.js';
/** Raw profiles kept for the results artifact, in bytes; later ones are left out (and counted). */
export const MAX_KEPT_PROFILE_BYTES = 64 * 1024 * 1024;
/** How much longer than `timeout` a profiled execution may run (sampling adds a few percent here). */
export const PROFILE_TIMEOUT_FACTOR = 2;
/**
 * A profiled execution may also take at most this many times its timed execution's wall time
 * (and at least PROFILE_MIN_MS): the measured code can see `--cpu-prof` on its command line, and
 * one that stalled only when profiled would spend the budget on executions that are never timed.
 */
export const PROFILE_SLOWER_LIMIT = 4;

/** How long a profiled execution may run, given its timed execution's wall time (when recorded). */
export function profiledTimeoutMs(timeoutSeconds: number, timedMs: number | undefined): number {
  const cap = timeoutSeconds * PROFILE_TIMEOUT_FACTOR * 1000;
  return timedMs === undefined ? cap : Math.min(cap, Math.max(PROFILE_MIN_MS, timedMs * PROFILE_SLOWER_LIMIT));
}

export interface ProfilerContext {
  logger: Logger;
  signal: AbortSignal;
  /** Added to every execution's environment, as for the timed ones (a shard's variables). */
  extraEnv?: Record<string, string>;
  /** `split-benchmarks`: the names each process runs; undefined: the whole suite per process. */
  parts?: string[][];
  partNumbers?: number[];
  /** Where the raw profiles are copied (the results' folder); null: they are not kept. */
  keepDir: string | null;
  /** The run's budget: no profiled execution starts once it is spent (profiling counts inside it). */
  budget?: { seconds: number; start: number; now: () => number };
}

/** What a front end asks of the runner: profile, keep the raw files in `keepDir`, and hand the profiles to `done`. */
export interface ProfileRequest {
  keepDir: string | null;
  done: (profiles: RunProfiles) => void;
}

type Side = Record<VersionSide, ProfiledExecution[][]>;

/** V8's sampling profiler for Node processes (the flags reach them through nodeWithFlags). */
function v8Tool(timeoutSeconds: number): ProfileTool {
  return {
    kind: 'v8',
    command: (bench, env, outDir) => nodeWithFlags(bench, env, profileFlags(outDir)),
    timeoutMs: (timedMs) => profiledTimeoutMs(timeoutSeconds, timedMs),
    isProfile: (name) => name.endsWith('.cpuprofile'),
    parse: (text, label) => {
      try {
        return functionTimes(parseCpuProfile(text, label));
      } catch (error) {
        if (error instanceof ProfileFormatError) return error.message;
        throw error;
      }
    },
    keptName: (stem) => `${stem}.cpuprofile`,
  };
}

/**
 * Profiles each run of a block after its timed execution, into executions of its own (the
 * same version, build and execution number). A run whose timed execution failed or did not run
 * is not profiled; a failed profiled execution is logged and never touches the timed one.
 * When no process of the first profiled block wrote a profile (nothing there is Node), that
 * block is profiled again under callgrind where valgrind is on the PATH (and the blocks after
 * it while MIN_CALLGRIND_PER_VERSION says more are needed); otherwise the profiler stops, and
 * the report says so.
 */
export class CpuProfiler {
  private scopes: Side[];
  private counts: Record<VersionSide, number> = { base: 0, head: 0 };
  private tool: ProfileTool;
  /** Under callgrind: each version's distinct counts (countsSignature): identical ones need no more executions. */
  private readonly signatures: Record<VersionSide, Set<string>> = { base: new Set(), head: new Set() };
  private executions = 0;
  private profiled = 0;
  private costMs = 0;
  private note: string | null = null;
  private firstFailure: string | null = null;
  private blocks = 0;
  /** Each version's profiled executions per build (attempted), for spreading a top-up over the builds. */
  private perBuild: Record<VersionSide, number[]> = { base: [], head: [] };
  private topUpRecord: ProfileTopUp | undefined;
  private readonly kept = { files: [] as string[], bytes: 0, leftOut: 0 };

  constructor(
    private readonly settings: RunSettings,
    private readonly context: ProfilerContext,
  ) {
    this.scopes = (context.parts ?? [null]).map(() => ({ base: [], head: [] }));
    this.tool = v8Tool(settings.timeoutSeconds);
  }

  /** Whether a version wants another profiled execution: up to MAX_PROFILED_PER_VERSION, and under callgrind only while its counts are not yet known to repeat. */
  private wants(version: VersionSide): boolean {
    const n = this.counts[version];
    if (n >= MAX_PROFILED_PER_VERSION) return false;
    return this.tool.kind === 'v8' || n < MIN_CALLGRIND_PER_VERSION || this.signatures[version].size > 1;
  }

  async profileBlock(block: Block, binaries: Binaries, timed: Executions): Promise<void> {
    if (this.note !== null) return;
    const { budget } = this.context;
    if (budget !== undefined && (budget.now() - budget.start) / 1000 >= budget.seconds) return;
    const before = this.profiled;
    let ran = false;
    for (const run of block.runs) {
      const done = timed[run.version][run.binary]?.[run.execution];
      if (done === undefined || done.notRun === true || done.measurements === null) continue;
      if (!this.wants(run.version)) continue;
      ran = true;
      await this.profileRun(run, binaries, done.durationMs, { id: String(run.execution + 1), stem: `execution-${run.execution + 1}` });
    }
    if (!ran || this.blocks++ > 0 || this.profiled > before) return;
    if (this.tool.kind === 'v8' && this.firstFailure === null) {
      // Nothing there is Node: a native process, profiled under callgrind from this block on, where valgrind is present.
      const valgrind = await findValgrind(this.settings);
      if (valgrind !== null) {
        this.tool = callgrindTool(valgrind, this.settings.timeoutSeconds, this.context.budget?.seconds);
        this.counts = { base: 0, head: 0 };
        this.perBuild = { base: [], head: [] };
        this.scopes = this.scopes.map(() => ({ base: [], head: [] }));
        this.blocks = 0;
        return this.profileBlock(block, binaries, timed);
      }
    }
    this.note =
      this.firstFailure !== null
        ? `the first profiled block wrote no usable profile, so profiling stopped: ${this.firstFailure}`
        : this.tool.kind === 'v8'
          ? 'no process of the first profiled block wrote a V8 profile (no Node process ran), and valgrind is not on the PATH the benchmark gets for callgrind: nothing was profiled after it'
          : 'the first block profiled under callgrind wrote no callgrind output: nothing was profiled after it';
  }

  /**
   * The profiles as sets per scope, each build's checkout as its root, with the files of head's
   * commit (only those are ever linked). `identical`: a version whose builds are identical has
   * no build level (as in the timed analysis).
   */
  async result(binaries: Binaries, identical: Record<VersionSide, boolean>, headSha: string): Promise<RunProfiles> {
    const roots: Record<VersionSide, string[]> = { base: [], head: [] };
    for (const side of VERSION_SIDES)
      for (const binary of binaries[side]) {
        // V8 names scripts by their real path; a checkout the measured code removed keeps its own.
        const checkout = checkoutOf(binary.dir, this.settings.workdir);
        roots[side].push(`${pathToFileURL(await realpath(checkout).catch(() => checkout)).href}/`);
      }
    const set = (side: VersionSide, builds: ProfiledExecution[][]): ProfileSet => ({
      builds: builds.flatMap((executions, k) => (executions.length === 0 ? [] : [{ id: String(k + 1), executions, root: roots[side][k] }])),
      sourceIsProgram: identical[side],
      ...(this.tool.kind === 'callgrind' ? { unit: 'instructions' as const } : {}),
    });
    const scopes: ProfileScope[] = this.scopes.map((scope, p) => ({
      part: this.context.parts === undefined ? null : (this.context.partNumbers?.[p] ?? p + 1),
      names: this.context.parts?.[p] ?? null,
      base: set('base', scope.base),
      head: set('head', scope.head),
    }));
    const listed = await git(this.settings.repo, ['ls-tree', '-r', '-z', '--name-only', headSha], { raw: true }).catch(() => '');
    return {
      scopes,
      profiler: this.tool.kind,
      executions: this.executions,
      profiled: this.profiled,
      costMs: this.costMs,
      note: this.note,
      firstFailure: this.firstFailure,
      kept: { ...this.kept, files: [...this.kept.files] },
      headFiles: new Set(listed.split('\0').filter((path) => path !== '')),
      ...(this.topUpRecord === undefined ? {} : { topUp: { ...this.topUpRecord } }),
    };
  }

  /**
   * After the measuring stopped early (after `blocks` blocks) with a change detected: profiles
   * more executions, never timed, until each version has MAX_PROFILED_PER_VERSION (under
   * callgrind, while `wants` asks for more), base and head in turn (ABBA), spread over the builds
   * (profile-top-up.ts). No execution starts that would end past the budget, judged by the mean
   * profiled execution so far: the top-up then stops, and says so. Nothing when profiling
   * stopped or no profile was usable.
   */
  async topUp(binaries: Binaries, timed: Executions, blocks: number): Promise<void> {
    if (this.note !== null || this.profiled === 0 || !VERSION_SIDES.some((side) => this.wants(side))) return;
    const before = { ...this.counts };
    const start = { executions: this.executions, costMs: this.costMs };
    const extra: Record<VersionSide, number> = { base: 0, head: 0 };
    let stopped: 'budget' | null = null;
    this.context.logger.info(
      `the run stopped after ${blocks} blocks with a change detected: profiling more executions (never timed) for "Where the time went", ` +
        `up to ${MAX_PROFILED_PER_VERSION} per version`,
    );
    for (let pair = 0; stopped === null; pair++) {
      let ran = false;
      for (const version of pair % 2 === 0 ? VERSION_SIDES : [...VERSION_SIDES].reverse()) {
        if (!this.wants(version)) continue;
        const next = topUpRun(version, timed, this.perBuild[version]);
        if (next === null) continue;
        if (!this.fitsBudget()) {
          stopped = 'budget';
          break;
        }
        extra[version] += 1;
        const name = `extra-${extra[version]}`;
        await this.profileRun(next.run, binaries, next.timedMs, { id: name, stem: name });
        ran = true;
      }
      if (!ran) break;
    }
    const after = { ...this.counts };
    this.topUpRecord = {
      target: MAX_PROFILED_PER_VERSION,
      blocks,
      before,
      after,
      executions: this.executions - start.executions,
      costMs: this.costMs - start.costMs,
      stopped,
    };
    if (stopped === 'budget')
      this.context.logger.warning(
        `profiling: stopped adding profiled executions at ${after.base} base and ${after.head} head: another would run past the budget`,
      );
  }

  /** Whether one more profiled execution (every part), as long as the mean one so far, ends within the run's budget. */
  private fitsBudget(): boolean {
    const { budget } = this.context;
    if (budget === undefined) return true;
    const mean = this.executions === 0 ? 0 : this.costMs / this.executions;
    return budget.now() - budget.start + mean * (this.context.parts?.length ?? 1) <= budget.seconds * 1000;
  }

  /** One profiled execution of `run`'s version and build (each part of a split suite in turn), added to its profiles. */
  private async profileRun(run: ScheduledExecution, binaries: Binaries, timedMs: number | undefined, name: { id: string; stem: string }): Promise<void> {
    this.counts[run.version] += 1;
    const perBuild = this.perBuild[run.version];
    perBuild[run.binary] = (perBuild[run.binary] ?? 0) + 1;
    const counted: ProfileTimes[][] = [];
    for (const [p, part] of (this.context.parts ?? [null]).entries()) {
      throwIfInterrupted(this.context.signal);
      const profiles = await this.profileProcess(run, binaries[run.version][run.binary].dir, part, p, timedMs, name.stem);
      throwIfInterrupted(this.context.signal);
      if (profiles === null) continue;
      counted.push(profiles);
      const builds = this.scopes[p][run.version];
      while (builds.length <= run.binary) builds.push([]);
      builds[run.binary].push({ id: name.id, profiles });
    }
    if (this.tool.kind === 'callgrind' && counted.length > 0) this.signatures[run.version].add(counted.map(countsSignature).join('|'));
  }

  /** One process under the profiler; its profiles, or null (logged) when it failed or wrote none. */
  private async profileProcess(
    run: ScheduledExecution,
    dir: string,
    part: string[] | null,
    p: number,
    timedMs: number | undefined,
    stem: string,
  ): Promise<ProfileTimes[] | null> {
    const { settings, context } = this;
    const { tool } = this;
    const work = await mkdtemp(join(tmpdir(), 'benchgate-cpu-prof-'));
    const label = `${run.version} build ${run.binary + 1}, ${stem.replace('-', ' ')}${part === null ? '' : `, part ${context.partNumbers?.[p] ?? p + 1}`} profiled`;
    let wrappers: string | undefined;
    try {
      const env = {
        ...commandEnvironment(settings.env, { version: run.version, binary: run.binary, execution: run.execution }),
        ...context.extraEnv,
        ...(part === null ? {} : { [SHARD_ENV.benchmarks]: part.join('\n') }),
      };
      const profiledCommand = await tool.command(settings.bench, env, join(work, 'out'));
      wrappers = profiledCommand.wrappers;
      await mkdir(join(work, 'out'));
      const outcome = await runExecution({
        bench: profiledCommand.bench,
        format: settings.format,
        resultFile: settings.resultFile,
        dir,
        env: profiledCommand.env,
        timeoutMs: tool.timeoutMs(timedMs),
        signal: context.signal,
      });
      this.executions += 1;
      this.costMs += outcome.durationMs;
      if (!outcome.ok) return this.failed(label, outcome.failure);
      const read = await readProfiles(join(work, 'out'), tool.isProfile);
      if (typeof read === 'string') return this.failed(label, read);
      if (read.length === 0) return null;
      const times: ProfileTimes[] = [];
      for (const [i, profile] of read.entries()) {
        const parsed = tool.parse(profile.text, `${label}, profile ${i + 1}`);
        if (typeof parsed === 'string') return this.failed(label, parsed);
        times.push(parsed);
      }
      await this.keep(read, run, stem, part === null ? null : (context.partNumbers?.[p] ?? p + 1));
      this.profiled += 1;
      return times;
    } finally {
      await rm(work, { recursive: true, force: true });
      if (wrappers !== undefined) await rm(wrappers, { recursive: true, force: true });
    }
  }

  private failed(label: string, failure: string): null {
    this.firstFailure ??= failure;
    this.context.logger.warning(`${label}: ${failure}`);
    return null;
  }

  /**
   * Copies the raw profiles under keepDir as VERSION/build-K/STEM[-part-P]-N.cpuprofile
   * (callgrind.out.STEM[-part-P]-N under callgrind), STEM `execution-J` or a top-up's `extra-T`,
   * while the kept total stays bounded.
   */
  private async keep(read: readonly RawProfile[], run: ScheduledExecution, stem: string, part: number | null): Promise<void> {
    const keepDir = this.context.keepDir;
    if (keepDir === null) return;
    for (const [i, profile] of read.entries()) {
      if (this.kept.bytes + profile.bytes > MAX_KEPT_PROFILE_BYTES) {
        this.kept.leftOut += 1;
        continue;
      }
      const name = join(run.version, `build-${run.binary + 1}`, this.tool.keptName(`${stem}${part === null ? '' : `-part-${part}`}-${i + 1}`));
      await mkdir(join(keepDir, run.version, `build-${run.binary + 1}`), { recursive: true });
      // What was read and parsed, not the file again: the measured code could have rewritten it since.
      await writeFile(join(keepDir, name), profile.data, { flag: 'wx' });
      this.kept.files.push(name);
      this.kept.bytes += profile.bytes;
    }
  }
}

/** The checkout a build ran in: its commands' folder without `workdir`. */
function checkoutOf(dir: string, workdir: string | null): string {
  return workdir === null ? dir : resolve(dir, relative(resolve('/', workdir), '/'));
}

/** The profiler for a run, or null when profiling is off. */
export function cpuProfiler(settings: RunSettings, request: ProfileRequest | undefined, context: Omit<ProfilerContext, 'keepDir'>): CpuProfiler | null {
  if (request === undefined) return null;
  return new CpuProfiler(settings, { ...context, keepDir: request.keepDir });
}
