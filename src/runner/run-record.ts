// The run record: what an experiment's results file says about its executions, failures,
// failed added builds, design and runner, from the executions the block loop kept.
import { cpus, arch, release, type } from 'node:os';
import type { RunSettings } from '../config/run-settings.js';
import type { DesignMeta, FailedBuildMeta } from '../results/results-meta.js';
import { VERSION_SIDES, type BenchmarkRecord, type VersionSide } from '../results/results-format.js';
import { type Binaries, type BuildFailedError } from './build.js';
import { groupByBenchmark, type FinishedExecution } from './group-results.js';
import { buildsIdentical } from './rebuild-savings.js';

/** An execution as the runner keeps it: `notRun` when the run stopped early before it. */
export type RunnerExecution = FinishedExecution & { notRun?: true };
export type Executions = Record<VersionSide, RunnerExecution[][]>;

/** Characters of a failed added build's output kept in `meta.failedBuilds` (its last lines, cut from the start). */
export const FAILED_BUILD_OUTPUT_CHARS = 4000;

export function failedBuildRecord(error: BuildFailedError): FailedBuildMeta {
  const kept = error.outputTail.slice(-FAILED_BUILD_OUTPUT_CHARS).replace(/^[\udc00-\udfff]/, ''); // not half a surrogate pair
  const tail = error.outputTail.length > FAILED_BUILD_OUTPUT_CHARS ? `…${kept}` : error.outputTail;
  return { version: error.version, binary: error.binary, reason: error.reason, command: error.command, exitCode: error.exitCode, outputTail: tail };
}

/** `base build 3: \`make\` exited with code 2`: a failed build in one line, without its output. */
export function oneLine(error: BuildFailedError): string {
  return `${error.version} build ${error.binary + 1}: \`${error.command}\` ${error.reason}`;
}

/**
 * `meta.design`: the design as planned (l, m) and what the run made of it (`kept` builds per
 * version before any were added). A run that a control or budget stops has no executions per
 * build to record (null): its planned number is only a cap, not what was measured.
 */
export function designRecord(settings: RunSettings, binaries: Binaries, kept: number, executionsPerBuild: number | null, extraRounds: number): DesignMeta {
  const hashes = (side: VersionSide) => binaries[side].map((b) => b.outputHash);
  const addedBuilds = binaries.base.length - kept;
  return {
    binaries: settings.binaries,
    executions: settings.executions,
    interleaving: 'blocks of one base and one head execution, ABBA order, rounds of shuffled binaries',
    builds: { base: binaries.base.length, head: binaries.head.length },
    ...(executionsPerBuild === null ? {} : { executionsPerBuild }),
    extraRounds,
    identicalBuilds: { base: buildsIdentical(hashes('base')), head: buildsIdentical(hashes('head')) },
    ...(addedBuilds > 0 ? { addedBuilds } : {}),
  };
}

export function finishedVersions(
  refs: Record<VersionSide, string>,
  shas: Record<VersionSide, string>,
  binaries: Binaries,
  executions: Executions,
): Parameters<typeof groupByBenchmark>[0] {
  return Object.fromEntries(
    VERSION_SIDES.map((side) => [
      side,
      {
        ref: refs[side],
        sha: shas[side],
        binaries: binaries[side].map((binary, k) => ({
          buildSeconds: binary.buildSeconds,
          outputHash: binary.outputHash,
          ...(binary.outputDiff === undefined ? {} : { outputDiff: binary.outputDiff }),
          executions: executions[side][k],
        })),
      },
    ]),
  ) as Parameters<typeof groupByBenchmark>[0];
}

/** Executions that ran (or were recorded as not run) per version; the same for both. */
export function countExecutions(executions: Executions): number {
  return executions.base.reduce((sum, binary) => sum + binary.length, 0);
}

/** Failed executions per version; those not run after an early stop are not failures. */
export function countFailures(executions: Executions): Record<VersionSide, number> {
  const count = (side: VersionSide): number => executions[side].flat().filter((e) => e.measurements === null && e.notRun !== true).length;
  return { base: count('base'), head: count('head') };
}

export function countNotRun(executions: Executions): Record<VersionSide, number> {
  const count = (side: VersionSide): number => executions[side].flat().filter((e) => e.notRun === true).length;
  return { base: count('base'), head: count('head') };
}

export function failureList(executions: Executions): { version: VersionSide; binary: number; execution: number; block: number; reason: string }[] {
  return VERSION_SIDES.flatMap((version) =>
    executions[version].flatMap((binary, k) =>
      binary.flatMap((e, j) =>
        e.measurements === null && e.notRun !== true ? [{ version, binary: k, execution: j, block: e.block, reason: e.failure ?? 'failed' }] : [],
      ),
    ),
  );
}

/** Sets `notRun: true` on every benchmark's record of an execution the run never ran. */
export function markNotRun(benchmarks: BenchmarkRecord[], executions: Executions): BenchmarkRecord[] {
  for (const benchmark of benchmarks) {
    for (const side of VERSION_SIDES) {
      benchmark[side].binaries.forEach((binary, k) => {
        binary.executions.forEach((record, j) => {
          if (executions[side][k]?.[j]?.notRun === true) record.notRun = true;
        });
      });
    }
  }
  return benchmarks;
}

export function runnerInfo(): Record<string, unknown> {
  const cores = cpus();
  return {
    os: `${type()} ${release()} ${arch()}`,
    cpu: cores[0]?.model.trim() ?? 'unknown',
    cpus: cores.length,
    node: process.version,
  };
}

export function seconds(ms: number): number {
  return Math.round(ms) / 1000;
}

/** `main (0123456789ab)`, or the short SHA alone when the ref is that commit's SHA (as the action passes it). */
export function refAndSha(ref: string, sha: string): string {
  const short = sha.slice(0, 12);
  return ref.toLowerCase() === sha.toLowerCase() ? short : `${ref} (${short})`;
}
