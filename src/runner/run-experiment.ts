import { cpus, arch, release, type } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { RunSettings } from '../config/run-settings.js';
import { formatCommand } from '../config/split-command.js';
import type { Logger } from '../ports/logger.js';
import type { DesignMeta, FailedBuildMeta } from '../results/results-meta.js';
import { RESULTS_FORMAT_VERSION, VERSION_SIDES, type BenchmarkRecord, type ResultsFile, type VersionSide } from '../results/results-format.js';
import { buildBinaries, type Binaries, type BuildFailedError, type Builder } from './build.js';
import { commandEnvironment } from './environment.js';
import { runExecution } from './execute.js';
import { groupByBenchmark, type FinishedExecution } from './group-results.js';
import { throwIfInterrupted, withInterrupts } from './interrupts.js';
import { blockProgress, budgetProgress, formatElapsed } from './progress.js';
import { buildsIdentical, executionsPerBuild, extraRounds, skippedBuildsMessage } from './rebuild-savings.js';
import { fixedDesignTooLong, planFromFirstBlock, type PlanTarget } from '../planning/long-processes.js';
import { insertBlocks, planSchedule, schedulePhase, type Block, type BlockPairing } from './schedule.js';
import { resolveCommit, Worktrees } from './worktrees.js';
import { proveUnchanged } from './trace-inputs.js';
import type { ProofMeta } from '../results/results-meta.js';
import { isAddBuild, type BlockDecision, type BlockProgress } from '../sequential/block-progress.js';
import { assignShards, compareNames, type ShardPlan } from '../sharding/assign-shards.js';
import { formatShard, type ShardId } from '../sharding/parse-shard.js';
import type { ReplicaId } from '../sharding/shard-manifest.js';
import { SHARD_ENV, shardEnvironment, toShardResults } from '../sharding/shard-run.js';
import { createRandom } from '../stats/rng.js';
import { runSplitBlock, splitParts } from './split-benchmarks.js';

/** A shard of a sharded suite: which part this runner measures (docs/sharding.md). */
export interface ExperimentShard extends ShardId {
  replica?: ReplicaId;
  /** Cost per benchmark (e.g. from history), for a balanced split; without it the split is by count. */
  costs?: ReadonlyMap<string, number>;
}

/** The discovery execution of a shard failed: without the names, no shard can be planned. */
export class DiscoveryFailedError extends Error {
  constructor(
    readonly version: VersionSide,
    readonly reason: string,
  ) {
    super(`benchmark discovery (${version} build 1, BENCHGATE_DISCOVERY=1) failed: ${reason}`);
    this.name = 'DiscoveryFailedError';
  }
}

/** The environment variable set for the discovery executions of a sharded run. */
export const DISCOVERY_ENV = 'BENCHGATE_DISCOVERY';

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
}

/** An execution as the runner keeps it: `notRun` when the run stopped early before it. */
type RunnerExecution = FinishedExecution & { notRun?: true };
type Executions = Record<VersionSide, RunnerExecution[][]>;

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
  return withInterrupts(logger, async (signal) => {
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
      // prove-unchanged: one traced execution per version; identical inputs leave nothing to measure.
      const proof = settings.proveUnchanged === true && shard === undefined ? await traceBoth(settings, binaries, shas, logger, signal) : null;
      const empty = (sharding !== null && sharding.assigned.length === 0) || proof?.proved === true;
      if (empty && shard !== undefined && sharding !== null)
        logger.info(`shard ${formatShard(shard)} has no benchmarks (${sharding.names.length} benchmarks over ${shard.count} shards): nothing to measure`);
      // One benchmark (or a few) per process: the parts of the suite, or of this shard's part of it.
      const splitStart = now();
      const perProcess = settings.splitBenchmarks;
      const split =
        perProcess === null || empty
          ? null
          : await logger.group(`Discovering the benchmarks to run ${perProcess} per process`, async () => {
              const names = sharding?.assigned ?? (await discoverNames(settings, binaries, signal));
              const parts = splitParts(names, perProcess);
              logger.info(`${names.length} benchmarks: each execution runs ${parts.length} processes of at most ${perProcess}`);
              return { names, parts, perProcess, seconds: seconds(now() - splitStart) };
            });
      const measureStart = now();
      const collect = (executions: Executions) => markNotRun(groupByBenchmark(finishedVersions(refs, shas, binaries, executions)), executions);
      const scheduled = empty ? [] : blocks;
      const extraEnv = sharding === null || shard === undefined ? {} : shardEnvironment(shard, sharding.assigned);
      // Proved unchanged: nothing is measured, so no measuring group in the log.
      const group = proof?.proved === true ? <T>(_title: string, work: () => Promise<T>) => work() : logger.group.bind(logger);
      const { executions, stoppedEarly, stoppedBy, scheduledBlocks, addedBuildSeconds, failedBuilds } = await group(
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
            builder,
            phase: schedulePhase(settings.seed),
            identicalBuilds: settings.build === null || (summary.identical.base && summary.identical.head),
            fixedDesign: !controlled && context.shard === undefined,
            ...(context.planTarget === undefined ? {} : { planTarget: context.planTarget }),
            ...(split === null ? {} : { parts: split.parts }),
            buildSeconds: seconds(measureStart - buildStart),
            ...(extend ? { moreBlocks: moreRounds } : {}),
          }),
      );
      const end = now();
      const failed = countFailures(executions);
      const total = empty ? 0 : stoppedBy === null ? scheduledBlocks : countExecutions(executions);
      const exceeded = VERSION_SIDES.filter((side) => total > 0 && failed[side] / total > settings.maxFailureShare);
      const notRun = countNotRun(executions);
      for (const side of exceeded) {
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
          ...(failedBuilds.length === 0 ? {} : { failedBuilds }),
          ...(sharding === null ? {} : { discovery: { benchmarks: sharding.names, seconds: sharding.seconds } }),
          ...(sharding !== null || split === null ? {} : { discovery: { benchmarks: split.names, seconds: split.seconds } }),
          ...(split === null ? {} : { splitBenchmarks: { perProcess: split.perProcess, processes: split.parts.length } }),
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

/** Traces one execution of each version (trace-inputs.ts) and logs what it proved or why it measures. */
async function traceBoth(
  settings: RunSettings,
  binaries: Binaries,
  shas: Record<VersionSide, string>,
  logger: Logger,
  signal: AbortSignal,
): Promise<ProofMeta> {
  const result = await logger.group('Tracing one execution of each version (prove-unchanged)', () => proveUnchanged({ settings, binaries, shas, signal }));
  throwIfInterrupted(signal);
  const { outcome } = result;
  if (outcome.proved)
    logger.info(`identical inputs: both versions read the same ${outcome.proof.filesRead} files (${outcome.proof.hash.slice(0, 19)}…); nothing to measure`);
  else logger.info(`prove-unchanged: measuring, because ${outcome.reason.kind}: ${JSON.stringify(outcome.reason).slice(0, 300)}`);
  return outcome.proved
    ? { proved: true, proof: { ...outcome.proof }, benchmarks: result.benchmarks, seconds: result.seconds }
    : { proved: false, reason: { ...outcome.reason }, benchmarks: result.benchmarks, seconds: result.seconds };
}

interface MeasureContext {
  logger: Logger;
  /** The fixed design (no control, no budget, no shard): after its first block it stops when it would run past FIXED_DESIGN_LIMIT_SECONDS. */
  fixedDesign?: boolean;
  planTarget?: PlanTarget;
  /** Seconds the builds (and any discovery) took before the measuring, as `meta.buildSeconds` records them. */
  buildSeconds?: number;
  /** `split-benchmarks`: the names each process of an execution runs (split-benchmarks.ts); undefined: the whole suite per process. */
  parts?: string[][];
  now: () => number;
  signal: AbortSignal;
  /** When the experiment started (for the budget). */
  start: number;
  afterBlock?: ExperimentContext['afterBlock'];
  budgetSeconds?: number;
  collect: (executions: Executions) => ResultsFile['benchmarks'];
  /** Added to every benchmark execution's environment (a shard's BENCHGATE_BENCHMARKS/BENCHGATE_SHARD). */
  extraEnv?: Record<string, string>;
  /**
   * Called once when the scheduled blocks all ran (none stopped early), with the measured
   * seconds per block and the blocks so far: the blocks it returns run next.
   */
  moreBlocks?: (secondsPerBlock: number, scheduled: number) => Block[];
  /** Makes the builds a control adds (`AddBuild`); its `binaries` are the run's. */
  builder: Builder;
  /** The ABBA phase of the schedule (`schedulePhase`), for the blocks an added build brings. */
  phase: number;
  /** More builds cannot differ: both versions' builds were identical, or there is no build command. */
  identicalBuilds: boolean;
}

interface Discovery {
  /** The union of the names both versions reported, sorted. */
  names: string[];
  plan: ShardPlan;
  assigned: string[];
  seconds: number;
}

/**
 * One execution per version on its first build with `BENCHGATE_DISCOVERY=1`: the names it
 * reports (values discarded) are the suite. Both versions count: a benchmark added or removed
 * by the change is still assigned to exactly one shard.
 */
async function discover(
  settings: RunSettings,
  binaries: Binaries,
  shard: ExperimentShard,
  context: { logger: Logger; now: () => number; signal: AbortSignal },
): Promise<Discovery> {
  const start = context.now();
  const sorted = await discoverNames(settings, binaries, context.signal);
  const plan = assignShards(sorted, shard.count, shard.costs);
  const assigned = plan.shards[shard.index - 1];
  context.logger.info(`${sorted.length} benchmarks; shard ${formatShard(shard)} measures ${assigned.length}: ${assigned.join(', ') || '(none)'}`);
  return { names: sorted, plan, assigned, seconds: seconds(context.now() - start) };
}

/** The suite's names, sorted: one execution per version on its first build with `BENCHGATE_DISCOVERY=1` (values discarded). */
async function discoverNames(settings: RunSettings, binaries: Binaries, signal: AbortSignal): Promise<string[]> {
  const context = { signal };
  const names = new Set<string>();
  for (const version of VERSION_SIDES) {
    throwIfInterrupted(context.signal);
    const outcome = await runExecution({
      bench: settings.bench,
      format: settings.format,
      resultFile: settings.resultFile,
      dir: binaries[version][0].dir,
      env: { ...commandEnvironment(settings.env, { version, binary: 0, execution: 0 }), [DISCOVERY_ENV]: '1' },
      timeoutMs: settings.timeoutSeconds * 1000,
      signal: context.signal,
    });
    throwIfInterrupted(context.signal);
    if (!outcome.ok) throw new DiscoveryFailedError(version, outcome.failure);
    for (const m of outcome.measurements) names.add(m.name);
  }
  return [...names].sort(compareNames);
}

/** Why the measuring ended before the schedule did, when the control, the budget or a failed added build ended it. */
interface StoppedBy {
  reason: 'control' | 'budget' | 'build-failed' | 'long-run';
  blocks: number;
  scheduledBlocks: number;
}

/**
 * Runs the blocks in order. Once a version has more failed executions than
 * max-failure-share allows, its results are inconclusive whatever follows, so the remaining
 * blocks are recorded as not run instead of spending CI time on them. With a control or a
 * budget, the measuring may also end after any block; the blocks not run are then left out.
 * A control may also add a build of each version after a block (`addBuilds`): its blocks run
 * next, and the rest of the schedule moves after them. When that build fails, the run stops
 * growing: the failure is recorded, the control gets one more call (`addedBuildFailed`) to make
 * its final look on the blocks so far, and the measuring ends.
 */
async function measure(
  settings: RunSettings,
  binaries: Binaries,
  scheduled: readonly Block[],
  context: MeasureContext,
): Promise<{
  executions: Executions;
  stoppedEarly: string | null;
  stoppedBy: StoppedBy | null;
  scheduledBlocks: number;
  addedBuildSeconds: number;
  failedBuilds: FailedBuildMeta[];
}> {
  const { logger, now, signal, budgetSeconds } = context;
  const executions: Executions = {
    base: binaries.base.map(() => []),
    head: binaries.head.map(() => []),
  };
  const failed: Record<VersionSide, number> = { base: 0, head: 0 };
  let blocks = scheduled.slice();
  let addedBuildSeconds = 0;
  const failedBuilds: FailedBuildMeta[] = [];
  let extended = context.moreBlocks === undefined;
  let stoppedEarly: string | null = null;
  let stoppedBy: StoppedBy | null = null;
  const start = now();
  const executionsRun: Record<VersionSide, number> = { base: 0, head: 0 };
  /** The order of the parts in each block (split-benchmarks), from the run's seed. */
  const splitRandom = createRandom((settings.seed ^ 0x5b1e7) >>> 0);
  /** Parser notes (lines skipped, only aggregates in the output), each logged once. */
  const notes = new Set<string>();
  for (let b = 0; b < blocks.length; b++) {
    const block = blocks[b];
    if (stoppedEarly === null && budgetSeconds !== undefined && (now() - context.start) / 1000 >= budgetSeconds) {
      stoppedBy = { reason: 'budget', blocks: block.index, scheduledBlocks: blocks.length };
      logger.warning(`stopping before block ${block.index + 1}: the budget of ${formatElapsed(budgetSeconds)} is spent`);
      break;
    }
    const parts = context.parts;
    const splitOutcomes =
      parts === undefined || stoppedEarly !== null
        ? null
        : await runSplitBlock(block.runs, parts, splitRandom, (run, part) => {
            throwIfInterrupted(signal);
            return runExecution({
              bench: settings.bench,
              format: settings.format,
              resultFile: settings.resultFile,
              dir: binaries[run.version][run.binary].dir,
              env: {
                ...commandEnvironment(settings.env, { version: run.version, binary: run.binary, execution: run.execution }),
                ...context.extraEnv,
                [SHARD_ENV.benchmarks]: part.join('\n'),
              },
              timeoutMs: settings.timeoutSeconds * 1000,
              signal,
            });
          });
    for (const run of block.runs) {
      const slot = { block: block.index, order: run.order };
      if (stoppedEarly !== null) {
        executions[run.version][run.binary][run.execution] = { ...slot, measurements: null, failure: `not run: ${stoppedEarly}`, notRun: true };
        continue;
      }
      throwIfInterrupted(signal);
      const binary = binaries[run.version][run.binary];
      const outcome =
        splitOutcomes?.get(run) ??
        (await runExecution({
          bench: settings.bench,
          format: settings.format,
          resultFile: settings.resultFile,
          dir: binary.dir,
          env: { ...commandEnvironment(settings.env, { version: run.version, binary: run.binary, execution: run.execution }), ...context.extraEnv },
          timeoutMs: settings.timeoutSeconds * 1000,
          signal,
        }));
      throwIfInterrupted(signal);
      executionsRun[run.version] += 1;
      const timing = { startedAt: outcome.startedAt, durationMs: outcome.durationMs, exitCode: outcome.exitCode };
      if (outcome.ok) {
        for (const note of outcome.notes ?? []) {
          if (!notes.has(note)) logger.warning(note);
          notes.add(note);
        }
        executions[run.version][run.binary][run.execution] = { ...slot, ...timing, measurements: outcome.measurements };
      } else {
        failed[run.version] += 1;
        executions[run.version][run.binary][run.execution] = { ...slot, ...timing, measurements: null, failure: outcome.failure };
        logger.warning(`${run.version} binary ${run.binary + 1}, execution ${run.execution + 1}: ${outcome.failure}`);
        if (outcome.stderrTail !== '') logger.debug(`its stderr ended with:\n${outcome.stderrTail}`);
      }
    }
    if (stoppedEarly === null) {
      // Builds a control added are building time, not measuring time (as in meta).
      const measureSeconds = (now() - start) / 1000 - addedBuildSeconds;
      logger.info(
        budgetSeconds === undefined
          ? blockProgress(block.index + 1, blocks.length, measureSeconds)
          : budgetProgress(block.index + 1, (now() - context.start) / 1000, budgetSeconds),
      );
      const over = VERSION_SIDES.find((side) => failed[side] > settings.maxFailureShare * blocks.length);
      if (over !== undefined && block.index + 1 < blocks.length) {
        stoppedEarly = `${over} already had ${failed[over]} failed executions, more than max-failure-share ${settings.maxFailureShare} allows`;
        logger.warning(`stopping after block ${block.index + 1}/${blocks.length}: ${stoppedEarly}`);
      }
      // Processes that take minutes: a fixed design that would run past the limit stops now, with a plan.
      if (stoppedEarly === null && context.fixedDesign === true && b === 0 && blocks.length > 1) {
        const first = block.runs.map((run) => executions[run.version][run.binary][run.execution]?.measurements ?? []);
        const elapsedSeconds = (now() - context.start) / 1000;
        const firstBlock = { version: RESULTS_FORMAT_VERSION, benchmarks: context.collect(executions) };
        // The builds' seconds as meta records them, so that the report recomputes the same plan.
        const costs = {
          blockSeconds: measureSeconds,
          buildSeconds: context.buildSeconds ?? Math.max(0, elapsedSeconds - measureSeconds),
          format: settings.format,
        };
        const plan = fixedDesignTooLong({
          elapsedSeconds,
          blocks: 1,
          measureSeconds,
          scheduledBlocks: blocks.length,
          blocksPerRound: binaries.base.length,
          benchmarks: Math.max(...first.map((m) => new Set(m.map((x) => x.name)).size)),
          format: settings.format,
          plan: context.planTarget === undefined ? null : planFromFirstBlock(firstBlock, costs, context.planTarget),
        });
        if (plan !== null) {
          logger.warning(`stopping after block 1: ${plan.detail}`);
          if (plan.lines.length > 0) logger.warning(`the plan, to copy:\n${plan.lines.join('\n')}`);
          stoppedBy = { reason: 'long-run', blocks: 1, scheduledBlocks: blocks.length };
          break;
        }
      }
      // Also after the last block: a control may still want its final look.
      if (stoppedEarly === null && context.afterBlock !== undefined) {
        const progress: BlockProgress = {
          blocks: block.index + 1,
          blocksPerRound: binaries.base.length,
          scheduledBlocks: blocks.length,
          elapsedSeconds: (now() - context.start) / 1000,
          measureSeconds,
          executions: { ...executionsRun },
          failed: { ...failed },
          identicalBuilds: context.identicalBuilds,
          buildSeconds: settings.build === null ? null : context.builder.meanSeconds(),
        };
        const partial = () => ({ version: RESULTS_FORMAT_VERSION, benchmarks: context.collect(executions) });
        const decision = context.afterBlock(progress, partial);
        if (decision === 'stop' && block.index + 1 < blocks.length) {
          stoppedBy = { reason: 'control', blocks: block.index + 1, scheduledBlocks: blocks.length };
          break;
        }
        if (isAddBuild(decision)) {
          const added = await addBuilds(decision.addBuild.blocks, block.index + 1, executions, context);
          addedBuildSeconds += added.seconds;
          if (added.failed !== undefined) {
            failedBuilds.push(failedBuildRecord(added.failed));
            // The schedule ends here: the control's answer to this last call is not followed.
            context.afterBlock(
              { ...progress, scheduledBlocks: block.index + 1, elapsedSeconds: (now() - context.start) / 1000, addedBuildFailed: oneLine(added.failed) },
              partial,
            );
            if (block.index + 1 < blocks.length) stoppedBy = { reason: 'build-failed', blocks: block.index + 1, scheduledBlocks: blocks.length };
            break;
          }
          if (added.pairings.length > 0) blocks = insertBlocks(blocks, b + 1, added.pairings, context.phase);
        }
      }
      if (!extended && context.moreBlocks !== undefined && stoppedEarly === null && b + 1 === blocks.length) {
        extended = true;
        blocks.push(...context.moreBlocks(measureSeconds / blocks.length, blocks.length));
      }
    }
  }
  return { executions, stoppedEarly, stoppedBy, scheduledBlocks: blocks.length, addedBuildSeconds, failedBuilds };
}

/**
 * What a control's `AddBuild` after block `done` does: unless more builds cannot differ or
 * the budget is spent (then it warns and adds nothing), builds one more binary of each
 * version and returns the blocks that pair them, execution 0…blocks−1 of each, with the
 * wall seconds the builds took. When one of the two builds fails, it warns and returns the
 * failure with no blocks; the pair's worktrees are gone (`Builder.addPair`).
 */
async function addBuilds(
  blocks: number,
  done: number,
  executions: Executions,
  context: MeasureContext,
): Promise<{ pairings: BlockPairing[]; seconds: number; failed?: BuildFailedError }> {
  const { logger, now, builder, budgetSeconds } = context;
  if (!Number.isInteger(blocks) || blocks < 1) throw new RangeError(`afterBlock: addBuild needs a whole number of blocks ≥ 1, got ${blocks}`);
  const k = builder.binaries.base.length;
  if (context.identicalBuilds) {
    logger.warning(
      `block ${done}: not adding build ${k + 1}: the builds of both versions are identical (or there is no build command), so another cannot differ`,
    );
    return { pairings: [], seconds: 0 };
  }
  if (budgetSeconds !== undefined && (now() - context.start) / 1000 >= budgetSeconds) {
    logger.warning(`block ${done}: not adding build ${k + 1}: the budget of ${formatElapsed(budgetSeconds)} is spent`);
    return { pairings: [], seconds: 0 };
  }
  const started = now();
  const pair = await builder.addPair();
  if ('failed' in pair) {
    const { failed } = pair;
    logger.warning(
      `block ${done}: adding build ${k + 1} of each version failed: ${oneLine(failed)}; the run goes on without it and ends with a final look at ` +
        `the ${k} builds per version it measured` +
        (failed.outputTail === '' ? '' : `; last lines of its output:\n${failed.outputTail}`),
    );
    return { pairings: [], seconds: (now() - started) / 1000, failed };
  }
  const { built } = pair;
  for (const side of VERSION_SIDES) {
    executions[side].push([]);
    logger.debug(`${side} build ${k + 1} (added)${built[side].detail}`);
  }
  const buildTime = (side: VersionSide) => {
    const s = built[side].binary.buildSeconds;
    return s === null ? 'no build command' : `${s.toFixed(1)} s`;
  };
  logger.info(
    `adding build ${k + 1} of each version: base ${buildTime('base')}, head ${buildTime('head')}; its ${blocks} block${blocks === 1 ? '' : 's'} run next`,
  );
  return {
    pairings: Array.from({ length: blocks }, (_, j) => ({ binary: k, headBinary: k, execution: j })),
    seconds: (now() - started) / 1000,
  };
}

/** Characters of a failed added build's output kept in `meta.failedBuilds` (its last lines, cut from the start). */
const FAILED_BUILD_OUTPUT_CHARS = 4000;

function failedBuildRecord(error: BuildFailedError): FailedBuildMeta {
  const kept = error.outputTail.slice(-FAILED_BUILD_OUTPUT_CHARS).replace(/^[\udc00-\udfff]/, ''); // not half a surrogate pair
  const tail = error.outputTail.length > FAILED_BUILD_OUTPUT_CHARS ? `…${kept}` : error.outputTail;
  return { version: error.version, binary: error.binary, reason: error.reason, command: error.command, exitCode: error.exitCode, outputTail: tail };
}

/** `base build 3: \`make\` exited with code 2`: a failed build in one line, without its output. */
function oneLine(error: BuildFailedError): string {
  return `${error.version} build ${error.binary + 1}: \`${error.command}\` ${error.reason}`;
}

/**
 * `meta.design`: the design as planned (l, m) and what the run made of it (`kept` builds per
 * version before any were added). A run that a control or budget stops has no executions per
 * build to record (null): its planned number is only a cap, not what was measured.
 */
function designRecord(settings: RunSettings, binaries: Binaries, kept: number, executionsPerBuild: number | null, extraRounds: number): DesignMeta {
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

function finishedVersions(
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
function countExecutions(executions: Executions): number {
  return executions.base.reduce((sum, binary) => sum + binary.length, 0);
}

/** Failed executions per version; those not run after an early stop are not failures. */
function countFailures(executions: Executions): Record<VersionSide, number> {
  const count = (side: VersionSide): number => executions[side].flat().filter((e) => e.measurements === null && e.notRun !== true).length;
  return { base: count('base'), head: count('head') };
}

function countNotRun(executions: Executions): Record<VersionSide, number> {
  const count = (side: VersionSide): number => executions[side].flat().filter((e) => e.notRun === true).length;
  return { base: count('base'), head: count('head') };
}

function failureList(executions: Executions): { version: VersionSide; binary: number; execution: number; block: number; reason: string }[] {
  return VERSION_SIDES.flatMap((version) =>
    executions[version].flatMap((binary, k) =>
      binary.flatMap((e, j) =>
        e.measurements === null && e.notRun !== true ? [{ version, binary: k, execution: j, block: e.block, reason: e.failure ?? 'failed' }] : [],
      ),
    ),
  );
}

/** Sets `notRun: true` on every benchmark's record of an execution the run never ran. */
function markNotRun(benchmarks: BenchmarkRecord[], executions: Executions): BenchmarkRecord[] {
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

function runnerInfo(): Record<string, unknown> {
  const cores = cpus();
  return {
    os: `${type()} ${release()} ${arch()}`,
    cpu: cores[0]?.model.trim() ?? 'unknown',
    cpus: cores.length,
    node: process.version,
  };
}

function seconds(ms: number): number {
  return Math.round(ms) / 1000;
}

/** `main (0123456789ab)`, or the short SHA alone when the ref is that commit's SHA (as the action passes it). */
function refAndSha(ref: string, sha: string): string {
  const short = sha.slice(0, 12);
  return ref.toLowerCase() === sha.toLowerCase() ? short : `${ref} (${short})`;
}
