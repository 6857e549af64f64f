// The block loop of an experiment: runs the scheduled blocks in order, asks the control after
// each, adds builds when it says so, and stops early on failures, the budget or a long run.
import type { RunSettings } from '../config/run-settings.js';
import type { Logger } from '../ports/logger.js';
import type { FailedBuildMeta } from '../results/results-meta.js';
import { OUTPUT_NOTES_LIMIT, outputNoteKey, type OutputNote } from '../results/output-notes.js';
import { RESULTS_FORMAT_VERSION, VERSION_SIDES, type ResultsFile, type VersionSide } from '../results/results-format.js';
import { outputExcerpt, type Binaries, type BuildFailedError, type Builder } from './build.js';
import { commandEnvironment } from './environment.js';
import { runExecution } from './execute.js';
import { throwIfInterrupted } from './interrupts.js';
import { blockProgress, budgetProgress, formatElapsed, ProgressLines } from './progress.js';
import { firstBlockOutOfBudget, fixedDesignTooLong } from '../planning/long-processes.js';
import { firstUsefulRound } from '../planning/look-schedule.js';
import { processMetricOf } from '../parsers/process-metric-names.js';
import { planFromFirstBlock, type PlanTarget } from '../planning/process-plan.js';
import { insertBlocks, type Block, type BlockPairing } from './schedule.js';
import { isAddBuild, type BlockDecision, type BlockProgress } from '../sequential/block-progress.js';
import { SHARD_ENV } from '../sharding/shard-run.js';
import { createRandom } from '../stats/rng.js';
import { runSplitBlock } from './split-benchmarks.js';
import { type Executions, failedBuildRecord, oneLine } from './run-record.js';
import type { InstructionCounter } from './instruction-count.js';
import type { CpuProfiler } from './cpu-profiler.js';

export interface MeasureContext {
  logger: Logger;
  /** The fixed design (no control, no budget, no shard): after its first block it stops when it would run past FIXED_DESIGN_LIMIT_SECONDS. */
  fixedDesign?: boolean;
  planTarget?: PlanTarget;
  /** Seconds the builds (and any discovery) took before the measuring, as `meta.buildSeconds` records them. */
  buildSeconds?: number;
  /** `split-benchmarks`: the names each process of an execution runs (split-benchmarks.ts); undefined: the whole suite per process. */
  parts?: string[][];
  /** Each part's number in the suite's split (from 1), when parts proved unchanged are left out; default: 1, 2, … */
  partNumbers?: number[];
  now: () => number;
  signal: AbortSignal;
  /** When the experiment started (for the budget). */
  start: number;
  afterBlock?: (progress: BlockProgress, partial: () => ResultsFile) => BlockDecision;
  budgetSeconds?: number;
  collect: (executions: Executions) => ResultsFile['benchmarks'];
  /** Added to every benchmark execution's environment (a shard's BENCHGATE_BENCHMARKS/BENCHGATE_SHARD). */
  extraEnv?: Record<string, string>;
  /**
   * Record each process's metrics (process-metrics.ts) beside the harness's measurements. Off in
   * a shard, whose processes run the suite's part the shard was assigned and whose merge keeps only
   * the benchmarks assigned to it. Format `process` records them always.
   */
  processMetrics?: boolean;
  /**
   * Called once when the scheduled blocks all ran (none stopped early), with the measured
   * seconds per block and the blocks so far: the blocks it returns run next.
   */
  moreBlocks?: (secondsPerBlock: number, scheduled: number) => Block[];
  /** Makes the builds a control adds (`AddBuild`); its `binaries` are the run's. */
  builder: Builder;
  /** `metrics: instructions`: counts each block's runs again under valgrind after their timed executions (instruction-count.ts). */
  instructions?: InstructionCounter;
  /** `--profile`: profiles each block's runs again under V8's profiler after their timed executions (cpu-profiler.ts). */
  profiler?: CpuProfiler;
  /**
   * Called once for each different note (by value) the parsers and the runner make about the
   * executions' output, when first seen: the experiment layer logs it in report/'s words.
   */
  onOutputNote?: (note: OutputNote) => void;
  /** The ABBA phase of the schedule (`schedulePhase`), for the blocks an added build brings. */
  phase: number;
  /** More builds cannot differ: both versions' builds were identical, or there is no build command. */
  identicalBuilds: boolean;
}

/** Why the measuring ended before the schedule did, when the control, the budget or a failed added build ended it. */
export interface StoppedBy {
  reason: 'control' | 'budget' | 'build-failed' | 'long-run' | 'unreadable-output';
  blocks: number;
  scheduledBlocks: number;
  /** A budget smaller than one block, found during the first block (firstBlockOutOfBudget): the block as its first process priced it, and a budget that reaches a decision. */
  oneBlockSeconds?: number;
  suggestedBudgetSeconds?: number;
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
export async function measure(
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
  /** Each different note about the executions' output, first seen first (at most OUTPUT_NOTES_LIMIT). */
  outputNotes: OutputNote[];
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
  /** Parser and runner notes (lines skipped, only aggregates in the output), each different one once. */
  const notes = new Map<string, OutputNote>();
  const progressLines = new ProgressLines(logger.live === true);
  for (let b = 0; b < blocks.length; b++) {
    const block = blocks[b];
    /** Block 1's executions whose format read nothing: warned about at the end of the block, once when all were such (`unreadableFirstBlock`). */
    const unreadable: { version: VersionSide; failure: string; warning: string }[] = [];
    if (stoppedEarly === null && budgetSeconds !== undefined && (now() - context.start) / 1000 >= budgetSeconds) {
      stoppedBy = { reason: 'budget', blocks: block.index, scheduledBlocks: blocks.length };
      logger.warning(`stopping before block ${block.index + 1}: the budget of ${formatElapsed(budgetSeconds)} is spent`);
      break;
    }
    const parts = context.parts;
    const splitOutcomes =
      parts === undefined || stoppedEarly !== null
        ? null
        : await runSplitBlock(block.runs, parts, splitRandom, (run, part, index) => {
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
              ...(context.processMetrics === true ? { processMetrics: { kind: 'part' as const, part: context.partNumbers?.[index] ?? index + 1 } } : {}),
            });
          });
    for (const [r, run] of block.runs.entries()) {
      if (stoppedBy !== null) break;
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
          ...(context.processMetrics === true ? { processMetrics: { kind: 'suite' as const } } : {}),
        }));
      throwIfInterrupted(signal);
      executionsRun[run.version] += 1;
      const timing = { startedAt: outcome.startedAt, durationMs: outcome.durationMs, exitCode: outcome.exitCode };
      if (outcome.ok) {
        for (const note of outcome.notes ?? []) {
          const key = outputNoteKey(note);
          if (notes.has(key)) continue;
          notes.set(key, note);
          context.onOutputNote?.(note);
        }
        executions[run.version][run.binary][run.execution] = { ...slot, ...timing, measurements: outcome.measurements };
      } else {
        failed[run.version] += 1;
        executions[run.version][run.binary][run.execution] = { ...slot, ...timing, measurements: null, failure: outcome.failure };
        const warning = `${run.version} binary ${run.binary + 1}, execution ${run.execution + 1}: ${outcome.failure}`;
        if (b === 0 && outcome.unreadable === true) unreadable.push({ version: run.version, failure: outcome.failure, warning });
        else logger.warning(warning);
        if (outcome.stderrTail !== '') logger.debug(`its stderr ended with:\n${outcome.stderrTail}`);
      }
      if (b === 0 && parts === undefined)
        stoppedBy = firstBlockCheck(block, r, executions, context, { format: settings.format, scheduledBlocks: blocks.length });
    }
    if (stoppedBy === null && b === 0 && stoppedEarly === null && unreadableFirstBlock(block, unreadable)) {
      logger.warning(
        `stopping after block 1: the format ${settings.format} read nothing in the first process of either version, so no later one can ` +
          `measure anything (check --format / format); the first: ${unreadable[0].failure}`,
      );
      stoppedBy = { reason: 'unreadable-output', blocks: 1, scheduledBlocks: blocks.length };
    } else for (const { warning } of unreadable) logger.warning(warning);
    if (stoppedBy !== null) break;
    if (context.instructions !== undefined) await context.instructions.countBlock(block, binaries, executions);
    if (context.profiler !== undefined) await context.profiler.profileBlock(block, binaries, executions);
    if (stoppedEarly === null) {
      // Builds a control added are building time, not measuring time (as in meta).
      const measureSeconds = (now() - start) / 1000 - addedBuildSeconds;
      const spentSeconds = (now() - context.start) / 1000;
      if (budgetSeconds === undefined) {
        if (progressLines.show(block.index + 1, block.index + 1, blocks.length)) logger.info(blockProgress(block.index + 1, blocks.length, measureSeconds));
      } else if (progressLines.show(block.index + 1, spentSeconds, budgetSeconds)) logger.info(budgetProgress(block.index + 1, spentSeconds, budgetSeconds));
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
          benchmarks: Math.max(...first.map((m) => new Set(m.filter((x) => processMetricOf(x.name) === null).map((x) => x.name)).size)),
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
  const outputNotes = [...notes.values()].slice(0, OUTPUT_NOTES_LIMIT);
  return { executions, stoppedEarly, stoppedBy, scheduledBlocks: blocks.length, addedBuildSeconds, failedBuilds, outputNotes };
}

/**
 * Every process of the first block ran, and its format read nothing, in both versions: a wrong
 * format, not a change, so every later process would fail the same way. One version alone
 * failing so is the change's doing (or a real difference) and is measured as usual.
 */
function unreadableFirstBlock(block: Block, unreadable: readonly { version: VersionSide }[]): boolean {
  return unreadable.length === block.runs.length && VERSION_SIDES.every((side) => unreadable.some((u) => u.version === side));
}

/**
 * A budgeted adaptive run, after process `r` of its first block: when the rest of the block
 * would end past the budget, stop now with the plan rather than spend the budget on a block
 * no look can use (a suite whose processes take minutes, issue of long processes).
 */
function firstBlockCheck(
  block: Block,
  r: number,
  executions: Executions,
  context: MeasureContext,
  run: { format: string; scheduledBlocks: number },
): StoppedBy | null {
  const { budgetSeconds, now, logger } = context;
  if (budgetSeconds === undefined || context.afterBlock === undefined || r + 1 >= block.runs.length) return null;
  const ran = block.runs.slice(0, r + 1).map((run) => executions[run.version][run.binary][run.execution]);
  const measured = ran.reduce((sum, e) => sum + (e?.durationMs ?? 0), 0) / 1000;
  // The suite's own benchmarks, not the process metrics recorded beside them.
  const first = (ran[0]?.measurements ?? []).filter((m) => processMetricOf(m.name) === null);
  const plan = firstBlockOutOfBudget({
    budgetSeconds,
    elapsedSeconds: (now() - context.start) / 1000,
    processSeconds: measured / ran.length,
    processesPerBlock: block.runs.length,
    processesLeft: block.runs.length - ran.length,
    blocksToFirstLook: firstUsefulRound(context.builder.binaries.base.length) * context.builder.binaries.base.length,
    format: run.format,
    ...(first.length === 0 ? {} : { benchmarks: new Set(first.map((m) => m.name)).size }),
  });
  if (plan === null) return null;
  logger.warning(`stopping in block 1: ${plan.detail}`);
  return {
    reason: 'budget',
    blocks: 0,
    scheduledBlocks: run.scheduledBlocks,
    oneBlockSeconds: plan.blockSeconds,
    suggestedBudgetSeconds: plan.suggestedBudgetSeconds,
  };
}

/**
 * What a control's `AddBuild` after block `done` does: unless more builds cannot differ or
 * the budget is spent (then it warns and adds nothing), builds one more binary of each
 * version and returns the blocks that pair them, execution 0…blocks−1 of each, with the
 * wall seconds the builds took. When one of the two builds fails, it warns and returns the
 * failure with no blocks; the pair's worktrees are gone (`Builder.addPair`).
 */
export async function addBuilds(
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
        (failed.outputTail === '' ? '' : outputExcerpt(failed.outputHead, failed.outputTail)),
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
