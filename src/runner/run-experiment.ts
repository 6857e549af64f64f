import { performance } from 'node:perf_hooks';
import type { RunSettings } from '../config/run-settings.js';
import { formatCommand } from '../config/split-command.js';
import type { Logger } from '../ports/logger.js';
import { RESULTS_FORMAT_VERSION, VERSION_SIDES, type ResultsFile, type VersionSide } from '../results/results-format.js';
import { buildBinaries, type Binaries } from './build.js';
import { groupByBenchmark } from './group-results.js';
import { throwIfInterrupted, withInterrupts } from './interrupts.js';
import { executionsPerBuild, extraRounds, skippedBuildsMessage } from './rebuild-savings.js';
import { type PlanTarget } from '../planning/process-plan.js';
import { planSchedule, schedulePhase, type Block } from './schedule.js';
import { resolveCommit, Worktrees } from './worktrees.js';
import { proveUnchanged, straceOnPath } from './trace-inputs.js';
import { STRACE_INSTALL_HINT } from '../proof/tracer-hint.js';
import type { ProofMeta } from '../results/results-meta.js';
import type { OutputNote } from '../results/output-notes.js';
import { type BlockDecision, type BlockProgress } from '../sequential/block-progress.js';
import { formatShard } from '../sharding/parse-shard.js';
import { shardEnvironment, toShardResults } from '../sharding/shard-run.js';
import { splitParts } from './split-benchmarks.js';
export { DISCOVERY_ENV, DiscoveryFailedError, type ExperimentShard } from './discovery.js';
import { discover, discoverNames, type ExperimentShard } from './discovery.js';
import { measure } from './block-loop.js';
import { instructionCounter } from './instruction-count.js';
import { cpuProfiler, type ProfileRequest } from './cpu-profiler.js';
import {
  Executions,
  designRecord,
  finishedVersions,
  countExecutions,
  countFailures,
  countNotRun,
  failureList,
  markNotRun,
  runnerInfo,
  seconds,
  refAndSha,
} from './run-record.js';

export interface ExperimentContext {
  logger: Logger;
  /** Monotonic clock in milliseconds, for elapsed times and estimates. */
  now?: () => number;
  /**
   * Block-wise control (the adaptive design of src/sequential/): called after every block
   * with the progress and a function returning the results so far; `stop` ends the measuring
   * after this block. Blocks not run are left out of the results (not recorded as failures).
   * `{ addBuild: { blocks } }` builds one more binary of each version and runs that many
   * blocks pairing the two new binaries before the rest of the schedule (docs/runner.md).
   * When such a build fails, it is recorded (`meta.failedBuilds`), the control is called once
   * more with `addedBuildFailed` for its final look, and the measuring ends there.
   */
  afterBlock?: (progress: BlockProgress, partial: () => ResultsFile) => BlockDecision;
  /** Hard limit in seconds on the whole experiment (builds and measuring): no block starts once it is spent. */
  budgetSeconds?: number;
  /** What a fixed design stopped for long processes plans for (min-effect, confidence, correction): its process length and budget. */
  planTarget?: PlanTarget;
  /**
   * Measure only this shard's part of the suite: after the builds, one discovery execution per
   * version (first build, `BENCHGATE_DISCOVERY=1`, values discarded) lists the benchmarks; they
   * are assigned with `assignShards`, every execution gets `shardEnvironment`, and the results
   * are `toShardResults` (only the assigned benchmarks, manifest in `meta.shard`).
   */
  shard?: ExperimentShard;
  /**
   * Stops the experiment from outside (a caller's deadline): aborting kills the running build or
   * execution, removes the worktrees and rejects with the signal's reason, as SIGINT does.
   */
  signal?: AbortSignal;
  /**
   * `--profile`: after each block's timed executions, one more execution of each of its runs under
   * V8's sampling profiler (cpu-profiler.ts); `done` gets the profiles once the measuring is over.
   * Not in a shard (its results keep only its assigned benchmarks).
   */
  profile?: ProfileRequest;
  /**
   * Whether the control's looks so far detected a change in a benchmark: when the measuring
   * stopped before its scheduled blocks and it did, profiling adds profiled executions after it
   * (cpu-profiler.ts `topUp`), never timed. Absent: never.
   */
  changeDetected?: () => boolean;
  /**
   * Called once for each different note the parsers and the runner make about the executions'
   * output (results/output-notes.ts), when first seen: the caller logs it in report/'s words. The
   * notes are recorded in `meta.outputNotes` whether or not it is given.
   */
  onOutputNote?: (note: OutputNote) => void;
}

/**
 * The whole experiment: resolve both refs, build each version `binaries` times in fresh
 * worktrees, run every binary `executions` times in interleaved base/head blocks, and return
 * the raw results, one record per benchmark. Worktrees are removed at the end, also after a
 * failure or SIGINT/SIGTERM. Throws `BuildFailedError` when one of the first builds fails,
 * `UnknownRefError` for a ref that is not a commit; failing executions, and builds a control
 * added that failed, are recorded, not thrown.
 */
export async function runExperiment(settings: RunSettings, context: ExperimentContext): Promise<ResultsFile> {
  const { logger } = context;
  const now = context.now ?? (() => performance.now());
  const startedAt = new Date();
  const start = now();
  const refs: Record<VersionSide, string> = { base: settings.base, head: settings.head };
  const shas: Record<VersionSide, string> = {
    base: await resolveCommit(settings.repo, settings.base),
    head: await resolveCommit(settings.repo, settings.head),
  };
  if (shas.base === shas.head) logger.warning(`base and head are the same commit ${shas.base.slice(0, 12)}: this is an A/A comparison`);
  return withInterrupts(logger, async (interrupt) => {
    const signal = context.signal === undefined ? interrupt : AbortSignal.any([interrupt, context.signal]);
    throwIfInterrupted(signal);
    const worktrees = await Worktrees.create(settings.repo);
    try {
      const buildStart = now();
      const { binaries, summary, builder } = await logger.group(
        `Building base ${refAndSha(refs.base, shas.base)} and head ${refAndSha(refs.head, shas.head)}, ` +
          `${settings.binaries === 1 ? 'once' : `up to ${settings.binaries} times`} each`,
        () => buildBinaries({ settings, shas, worktrees, logger, signal }),
      );
      const kept = summary.kept;
      const perBuild = kept === settings.binaries ? settings.executions : executionsPerBuild(settings.binaries, settings.executions, kept);
      const blocks = planSchedule({ binaries: kept, executions: perBuild, seed: settings.seed });
      // A control or budget sets its own length: its executions setting is only a cap.
      const controlled = context.afterBlock !== undefined || context.budgetSeconds !== undefined;
      if (kept < settings.binaries)
        logger.info(
          controlled
            ? `measuring on ${kept} builds per version, until the analysis decides or the budget is spent`
            : `the planned ${settings.binaries * settings.executions} executions per version run on ${kept} builds: ${perBuild} each`,
        );
      // Saved build time buys more rounds only in the fixed design; the shards of a suite must keep one design.
      const extend = !controlled && context.shard === undefined && summary.savedSeconds > 0;
      let added = 0;
      const moreRounds = (secondsPerBlock: number, scheduled: number): Block[] => {
        added = extraRounds({
          plannedExecutions: settings.binaries * settings.executions,
          kept,
          executionsPerBuild: perBuild,
          savedSeconds: summary.savedSeconds,
          secondsPerBlock,
        });
        logger.info(
          skippedBuildsMessage({ kept, planned: settings.binaries, savedSeconds: summary.savedSeconds, added, secondsPerRound: secondsPerBlock * kept }),
        );
        return planSchedule({ binaries: kept, executions: perBuild + added, seed: settings.seed }).slice(scheduled);
      };
      const shard = context.shard;
      const sharding =
        shard === undefined
          ? null
          : await logger.group(`Discovering the benchmarks for shard ${formatShard(shard)}`, () =>
              discover(settings, binaries, shard, { logger, now, signal }),
            );
      const emptyShard = sharding !== null && sharding.assigned.length === 0;
      if (emptyShard && shard !== undefined && sharding !== null)
        logger.info(`shard ${formatShard(shard)} has no benchmarks (${sharding.names.length} benchmarks over ${shard.count} shards): nothing to measure`);
      // One benchmark (or a few) per process: the parts of the suite, or of this shard's part of it.
      const perProcess = settings.splitBenchmarks;
      const discovered =
        perProcess === null || emptyShard
          ? null
          : await logger.group(`Discovering the benchmarks to run ${perProcess} per process`, async () => {
              const splitStart = now();
              const names = sharding?.assigned ?? (await discoverNames(settings, binaries, signal));
              const parts = splitParts(names, perProcess);
              logger.info(`${names.length} benchmarks: each execution runs ${parts.length} processes of at most ${perProcess}`);
              return { names, parts, perProcess, seconds: seconds(now() - splitStart) };
            });
      // prove-unchanged: one traced execution per version (per part when split); identical inputs leave nothing to measure.
      // A shard proves its own benchmarks as parts are proved (its part of the suite is one part
      // unless split), with the shard's environment; the merge checks and combines the proofs.
      const shardEnv = sharding === null || shard === undefined ? {} : shardEnvironment(shard, sharding.assigned);
      const proofParts = sharding === null ? discovered?.parts : (discovered?.parts ?? [sharding.assigned]);
      const proof = settings.proveUnchanged === true && !emptyShard ? await traceBoth(settings, binaries, shas, logger, signal, proofParts, shardEnv) : null;
      const empty = emptyShard || proof?.proved === true;
      // A part proved unchanged is not run: the others keep their numbers in the split.
      const measuredParts = (discovered?.parts ?? []).map((names, i) => ({ names, number: i + 1 })).filter((_, i) => proof?.parts?.[i]?.proved !== true);
      const split =
        discovered === null || empty ? null : { ...discovered, parts: measuredParts.map((p) => p.names), numbers: measuredParts.map((p) => p.number) };
      const scheduled = empty ? [] : blocks;
      const extraEnv = shardEnv;
      // metrics: instructions: counts of their own, under valgrind, beside the timed executions.
      const instructions = empty
        ? null
        : await instructionCounter(settings, {
            logger,
            signal,
            extraEnv,
            sharded: shard !== undefined,
            ...(context.budgetSeconds === undefined ? {} : { budgetSeconds: context.budgetSeconds }),
            ...(split === null ? {} : { parts: split.parts, partNumbers: split.numbers }),
          });
      if (context.profile !== undefined && shard !== undefined)
        logger.warning('profile: not profiled in a sharded run (a shard keeps only the benchmarks assigned to it); time is measured as usual');
      const profiler =
        empty || shard !== undefined
          ? null
          : cpuProfiler(settings, context.profile, {
              logger,
              signal,
              extraEnv,
              ...(split === null ? {} : { parts: split.parts, partNumbers: split.numbers }),
              ...(context.budgetSeconds === undefined ? {} : { budget: { seconds: context.budgetSeconds, start, now } }),
            });
      const measureStart = now();
      const collect = (executions: Executions) => [
        ...markNotRun(groupByBenchmark(finishedVersions(refs, shas, binaries, executions)), executions),
        ...(instructions?.benchmarks(refs, shas, binaries) ?? []),
      ];
      // Proved unchanged: nothing is measured, so no measuring group in the log.
      const group = proof?.proved === true ? <T>(_title: string, work: () => Promise<T>) => work() : logger.group.bind(logger);
      const { executions, stoppedEarly, stoppedBy, scheduledBlocks, addedBuildSeconds, failedBuilds, outputNotes } = await group(
        controlled
          ? `Measuring: blocks of one base and one head execution, up to ${scheduled.length}, until the analysis decides or the budget is spent`
          : `Measuring: ${scheduled.length} blocks of one base and one head execution`,
        () =>
          measure(settings, binaries, scheduled, {
            logger,
            now,
            signal,
            start,
            afterBlock: context.afterBlock,
            budgetSeconds: context.budgetSeconds,
            collect,
            extraEnv,
            processMetrics: sharding === null,
            builder,
            phase: schedulePhase(settings.seed),
            identicalBuilds: settings.build === null || (summary.identical.base && summary.identical.head),
            fixedDesign: !controlled && context.shard === undefined,
            ...(context.planTarget === undefined ? {} : { planTarget: context.planTarget }),
            ...(split === null ? {} : { parts: split.parts, partNumbers: split.numbers }),
            buildSeconds: seconds(measureStart - buildStart),
            ...(extend ? { moreBlocks: moreRounds } : {}),
            ...(instructions === null ? {} : { instructions }),
            ...(profiler === null ? {} : { profiler }),
            ...(context.onOutputNote === undefined ? {} : { onOutputNote: context.onOutputNote }),
          }),
      );
      instructions?.reportNoCounts();
      // Decided early with a change: the attribution needs more profiles than the blocks gave (docs/profiles.md).
      if (profiler !== null && stoppedBy !== null && stoppedBy.blocks < stoppedBy.scheduledBlocks && context.changeDetected?.() === true)
        await profiler.topUp(binaries, executions, stoppedBy.blocks);
      if (profiler !== null) context.profile?.done(await profiler.result(binaries, summary.identical, shas.head));
      const end = now();
      const failed = countFailures(executions);
      const total = empty ? 0 : stoppedBy === null ? scheduledBlocks : countExecutions(executions);
      const exceeded = VERSION_SIDES.filter((side) => total > 0 && failed[side] / total > settings.maxFailureShare);
      const notRun = countNotRun(executions);
      // A format that read nothing was warned about once, when the run stopped.
      for (const side of stoppedBy?.reason === 'unreadable-output' ? [] : exceeded) {
        const ran = notRun[side] > 0 ? ` (${total - notRun[side]} ran before the measuring stopped)` : '';
        logger.warning(
          `${side}: ${failed[side]} of ${total} executions failed${ran}, more than max-failure-share ${settings.maxFailureShare}: its results are inconclusive`,
        );
      }
      const results: ResultsFile = {
        version: RESULTS_FORMAT_VERSION,
        benchmarks: collect(executions),
        meta: {
          tool: 'benchgate run',
          refs,
          shas,
          seed: settings.seed,
          design: designRecord(settings, binaries, kept, controlled ? null : perBuild, added),
          format: settings.format,
          ...(settings.resultFile === null ? {} : { resultFile: settings.resultFile }),
          commands: {
            build: settings.build === null ? null : formatCommand(settings.build),
            clean: settings.clean === null ? null : formatCommand(settings.clean),
            bench: formatCommand(settings.bench),
          },
          workdir: settings.workdir,
          timeoutSeconds: settings.timeoutSeconds,
          // Names only: values may be secrets.
          envNames: Object.keys(settings.env),
          runner: runnerInfo(),
          startedAt: startedAt.toISOString(),
          totalSeconds: seconds(end - start),
          // Builds added while measuring count as building.
          buildSeconds: seconds(measureStart - buildStart + addedBuildSeconds * 1000),
          measureSeconds: seconds(end - measureStart - addedBuildSeconds * 1000),
          executionsPerVersion: total,
          failedExecutions: failed,
          // Once per execution, whatever the benchmarks: the reasons survive even when no benchmark reported anything.
          failures: failureList(executions),
          // Scheduled but never run after an early stop: neither measured nor failed.
          ...(stoppedEarly === null ? {} : { notRunExecutions: countNotRun(executions) }),
          maxFailureShare: settings.maxFailureShare,
          failureShareExceeded: exceeded,
          ...(stoppedEarly === null ? {} : { stoppedEarly }),
          ...(stoppedBy === null ? {} : { stoppedBy }),
          ...(outputNotes.length === 0 ? {} : { outputNotes }),
          ...(failedBuilds.length === 0 ? {} : { failedBuilds }),
          ...(sharding === null ? {} : { discovery: { benchmarks: sharding.names, seconds: sharding.seconds } }),
          ...(sharding !== null || discovered === null ? {} : { discovery: { benchmarks: discovered.names, seconds: discovered.seconds } }),
          ...(discovered === null
            ? {}
            : {
                splitBenchmarks: {
                  perProcess: discovered.perProcess,
                  processes: empty ? 0 : measuredParts.length,
                  ...(proof?.parts === undefined ? {} : { proved: proof.parts.filter((p) => p.proved).length }),
                },
              }),
          ...(proof === null ? {} : { proof }),
        },
      };
      if (sharding === null || shard === undefined) return results;
      return toShardResults(results, { shard: { index: shard.index, count: shard.count }, replica: shard.replica, plan: sharding.plan });
    } finally {
      await worktrees.removeAll();
    }
  });
}

/**
 * Traces one execution of each version (trace-inputs.ts), per part when `parts` is given, with
 * `env` added (a shard's assignment), and logs what it proved or why it measures.
 */
async function traceBoth(
  settings: RunSettings,
  binaries: Binaries,
  shas: Record<VersionSide, string>,
  logger: Logger,
  signal: AbortSignal,
  parts: string[][] | undefined,
  env: Readonly<Record<string, string>>,
): Promise<ProofMeta> {
  const title =
    parts === undefined
      ? 'Tracing one execution of each version (prove-unchanged)'
      : `Tracing one execution of each version per part, ${parts.length} parts (prove-unchanged)`;
  const prove = () => proveUnchanged({ settings, binaries, shas, signal, env, ...(parts === undefined ? {} : { parts }) });
  // No strace: nothing is traced, and one line (not one per part) says so and how to get it.
  const noTracer = (await straceOnPath(settings)) === null;
  if (noTracer) logger.warning(`prove-unchanged: strace is not on the PATH, so the run is measured without the proof; ${STRACE_INSTALL_HINT}.`);
  const result = noTracer ? await prove() : await logger.group(title, prove);
  throwIfInterrupted(signal);
  const { outcome } = result;
  for (const [i, part] of (noTracer ? [] : (result.parts ?? [])).entries()) {
    const label = `part ${i + 1} (${part.names.join(', ')})`;
    if (part.outcome.proved) logger.info(`${label}: identical inputs (${part.outcome.proof.hash.slice(0, 19)}…); not measured`);
    else logger.info(`${label}: measuring, because ${part.outcome.reason.kind}: ${JSON.stringify(part.outcome.reason).slice(0, 300)}`);
  }
  if (outcome.proved)
    logger.info(`identical inputs: both versions read the same ${outcome.proof.filesRead} files (${outcome.proof.hash.slice(0, 19)}…); nothing to measure`);
  else if (result.parts === undefined && !noTracer)
    logger.info(`prove-unchanged: measuring, because ${outcome.reason.kind}: ${JSON.stringify(outcome.reason).slice(0, 300)}`);
  // The keys behind the counts stay in memory: results.json keeps the counts.
  const meta = (o: typeof outcome) => {
    if (!o.proved) return { proved: false, reason: { ...o.reason } };
    const { counted: _counted, ...proof } = o.proof;
    return { proved: true, proof };
  };
  return {
    ...meta(outcome),
    benchmarks: result.benchmarks,
    seconds: result.seconds,
    ...(result.parts === undefined ? {} : { parts: result.parts.map((part) => ({ names: part.names, ...meta(part.outcome), benchmarks: part.benchmarks })) }),
  };
}
