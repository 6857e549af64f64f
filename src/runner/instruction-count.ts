// Instruction counts on request (`metrics: instructions`): after each block's timed executions,
// one more execution of each of its runs under valgrind's cachegrind, whose instruction total
// is the process's count. These executions feed no time; their counts are benchmarks of their
// own, one value per process, analysed by the same nested model (docs/instructions.md).
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunSettings } from '../config/run-settings.js';
import { cachegrindInstructions, CachegrindOutputError } from '../parsers/cachegrind-out.js';
import type { OutputFormat } from '../parsers/index.js';
import { INSTRUCTIONS_METRIC } from '../parsers/process-metric-names.js';
import type { Logger } from '../ports/logger.js';
import type { BenchmarkRecord, VersionSide } from '../results/results-format.js';
import { SHARD_ENV } from '../sharding/shard-run.js';
import type { Binaries } from './build.js';
import { commandEnvironment } from './environment.js';
import { runExecution, type ExecutionOutcome } from './execute.js';
import { groupByBenchmark } from './group-results.js';
import { throwIfInterrupted } from './interrupts.js';
import { finishedVersions, markNotRun, type Executions, type RunnerExecution } from './run-record.js';
import type { Block, ScheduledExecution } from './schedule.js';
import { processMetricName, type ProcessScope } from './process-metrics.js';
import { predictableNodeCommand } from './node-counted.js';
import { mergeParts } from './split-benchmarks.js';
import { findOnPath } from './trace-inputs.js';

/** The unit of an instruction count. */
export const INSTRUCTIONS_UNIT = 'instructions';

/**
 * How much longer than `timeout` an execution under valgrind may take: cachegrind without
 * cache simulation made a process run 12–86 times as long here, Node's the most
 * (docs/instructions.md has the measured ratios).
 */
export const VALGRIND_TIMEOUT_FACTOR = 100;

/**
 * The longest a counted execution may run, whatever `timeout` is: 100 × the default timeout
 * (300 s) is 8.3 h, past the 6 h a GitHub job may run, so one count could take the whole job
 * with it. An hour leaves the job time to build, measure and report.
 */
export const COUNTED_TIMEOUT_CAP_SECONDS = 60 * 60;

/**
 * The timeout of one execution under valgrind: `VALGRIND_TIMEOUT_FACTOR` × `timeout`, at most
 * `COUNTED_TIMEOUT_CAP_SECONDS` and at most the run's budget (when it has one), in ms.
 */
export function countedTimeoutMs(timeoutSeconds: number, budgetSeconds?: number): number {
  const limits = [timeoutSeconds * VALGRIND_TIMEOUT_FACTOR, COUNTED_TIMEOUT_CAP_SECONDS];
  if (budgetSeconds !== undefined && budgetSeconds > 0) limits.push(budgetSeconds);
  return Math.min(...limits) * 1000;
}

/**
 * The benchmark an instruction count is recorded under, a whole-process metric: `instructions`
 * with `format: process` (beside its `wall`, `cpu` and `max-rss`), `process/instructions` for a
 * process that ran a suite, and `process part k/instructions` for part k (from 1) of a suite
 * run as several processes (`split-benchmarks`).
 */
export function instructionsBenchmark(format: OutputFormat, part?: number): string {
  const scope: ProcessScope = format === 'process' ? { kind: 'process' } : part === undefined ? { kind: 'suite' } : { kind: 'part', part: part + 1 };
  return processMetricName(INSTRUCTIONS_METRIC, scope);
}

/**
 * The valgrind arguments before the benchmark command, the whole process tree, one output file
 * per process in `outputDir`: cachegrind without cache simulation (a count), or callgrind (counts
 * per function, `--profile`: runner/callgrind-profile.ts).
 */
export function valgrindArguments(outputDir: string, tool: 'cachegrind' | 'callgrind' = 'cachegrind'): string[] {
  const tracing = ['--trace-children=yes', `--${tool}-out-file=${join(outputDir, `${tool}.out.%p`)}`, '--quiet', '--'];
  return tool === 'callgrind' ? ['--tool=callgrind', ...tracing] : ['--tool=cachegrind', '--cache-sim=no', '--branch-sim=no', ...tracing];
}

/** valgrind on the PATH the benchmark gets (the first version's environment), or null. */
export async function findValgrind(settings: RunSettings): Promise<string | null> {
  return findOnPath('valgrind', commandEnvironment(settings.env, { version: 'base', binary: 0, execution: 0 }).PATH ?? '');
}

export interface CounterContext {
  logger: Logger;
  signal: AbortSignal;
  /** Added to every execution's environment, as for the timed ones (a shard's variables). */
  extraEnv?: Record<string, string>;
  /** `split-benchmarks`: the names each process runs; undefined: the whole suite per process. */
  parts?: string[][];
  /** Each part's number in the suite's split (from 1), when parts proved unchanged are left out; default: 1, 2, … */
  partNumbers?: number[];
  /** A shard's run: its results keep only its assigned benchmarks, so nothing is counted. */
  sharded?: boolean;
  /** The run's budget in seconds (an adaptive run): no count may run longer than the whole run may. */
  budgetSeconds?: number;
}

/**
 * The counter for a run, or null when `settings.metrics` does not ask for instructions or
 * valgrind is not on the PATH the benchmark gets (then a warning says so, and the run measures
 * time as usual).
 */
export async function instructionCounter(settings: RunSettings, context: CounterContext): Promise<InstructionCounter | null> {
  if (settings.metrics?.includes('instructions') !== true) return null;
  if (context.sharded === true) {
    context.logger.warning('metrics: instructions: not counted in a sharded run (a shard keeps only the benchmarks assigned to it); time is measured as usual');
    return null;
  }
  const valgrind = await findValgrind(settings);
  if (valgrind === null) {
    context.logger.warning(
      'metrics: instructions: valgrind is not on the PATH the benchmark gets, so no instructions are counted; time is measured as usual ' +
        '(on Debian and Ubuntu runners: sudo apt-get install valgrind)',
    );
    return null;
  }
  return new InstructionCounter(valgrind, settings, context);
}

/**
 * Counts the instructions of each run of a block, after its timed executions ran, into
 * executions of its own that mirror the timed ones (the same version, build, execution, block
 * and order). A run whose timed execution failed or did not run is not counted (its record
 * says so); a failed count is recorded with its reason and never touches the timed execution.
 */
export class InstructionCounter {
  readonly executions: Executions = { base: [], head: [] };
  private firstFailure: string | null = null;

  constructor(
    readonly valgrind: string,
    private readonly settings: RunSettings,
    private readonly context: CounterContext,
  ) {}

  async countBlock(block: Block, binaries: Binaries, timed: Executions): Promise<void> {
    for (const run of block.runs) {
      const slot = { block: block.index, order: run.order };
      const done = timed[run.version][run.binary]?.[run.execution];
      let record: RunnerExecution;
      if (done === undefined || done.notRun === true) record = { ...slot, measurements: null, failure: done?.failure ?? 'not run', notRun: true };
      else if (done.measurements === null) record = { ...slot, measurements: null, failure: 'not counted: the timed execution failed' };
      else {
        throwIfInterrupted(this.context.signal);
        const outcome = await this.count(run, binaries[run.version][run.binary].dir);
        throwIfInterrupted(this.context.signal);
        const times = { startedAt: outcome.startedAt, durationMs: outcome.durationMs, exitCode: outcome.exitCode };
        if (outcome.ok) record = { ...slot, ...times, measurements: outcome.measurements };
        else {
          record = { ...slot, ...times, measurements: null, failure: outcome.failure };
          this.firstFailure ??= outcome.failure;
          this.context.logger.warning(`${run.version} binary ${run.binary + 1}, execution ${run.execution + 1} under valgrind: ${outcome.failure}`);
        }
      }
      const builds = this.executions[run.version];
      while (builds.length <= run.binary) builds.push([]);
      builds[run.binary][run.execution] = record;
    }
  }

  /**
   * The counts as benchmark records, one per benchmark name (instructionsBenchmark), over every
   * build in `binaries`. When no execution under valgrind succeeded there is no record, and a
   * warning gives the first failure.
   */
  benchmarks(refs: Record<VersionSide, string>, shas: Record<VersionSide, string>, binaries: Binaries): BenchmarkRecord[] {
    const executions: Executions = {
      base: binaries.base.map((_, k) => this.executions.base[k] ?? []),
      head: binaries.head.map((_, k) => this.executions.head[k] ?? []),
    };
    return markNotRun(groupByBenchmark(finishedVersions(refs, shas, binaries, executions)), executions);
  }

  /** Logs, once the measuring is over, that no count succeeded (with the first reason), when that is so. */
  reportNoCounts(): void {
    const counted = [...this.executions.base, ...this.executions.head].some((build) => build.some((e) => e.measurements !== null));
    if (!counted && this.firstFailure !== null)
      this.context.logger.warning(
        `metrics: instructions: no execution under valgrind succeeded, so no instructions are reported; the first: ${this.firstFailure}`,
      );
  }

  /** One run under valgrind: the whole suite, or each part of it in turn (merged as the timed parts are). */
  private async count(run: ScheduledExecution, dir: string): Promise<ExecutionOutcome> {
    const parts = this.context.parts;
    if (parts === undefined) return this.countProcess(run, dir, instructionsBenchmark(this.settings.format), {});
    const outcomes: ExecutionOutcome[] = [];
    for (const [k, part] of parts.entries()) {
      const outcome = await this.countProcess(run, dir, instructionsBenchmark(this.settings.format, (this.context.partNumbers?.[k] ?? k + 1) - 1), {
        [SHARD_ENV.benchmarks]: part.join('\n'),
      });
      outcomes.push(outcome);
      if (!outcome.ok) break;
    }
    return mergeParts(outcomes, parts.slice(0, outcomes.length));
  }

  private async countProcess(run: ScheduledExecution, dir: string, name: string, partEnv: Record<string, string>): Promise<ExecutionOutcome> {
    const { settings } = this;
    const work = await mkdtemp(join(tmpdir(), 'benchgate-cachegrind-'));
    try {
      // Node's counts are deterministic only with V8 made predictable: for this execution only (node-counted.ts).
      const counted = await predictableNodeCommand(settings.bench, {
        ...commandEnvironment(settings.env, { version: run.version, binary: run.binary, execution: run.execution }),
        ...this.context.extraEnv,
        ...partEnv,
      });
      const outcome = await runExecution({
        bench: [this.valgrind, ...valgrindArguments(work), ...counted.bench],
        format: settings.format,
        resultFile: settings.resultFile,
        dir,
        env: counted.env,
        timeoutMs: countedTimeoutMs(settings.timeoutSeconds, this.context.budgetSeconds),
        signal: this.context.signal,
      });
      if (!outcome.ok) return outcome;
      const files = (await readdir(work)).filter((file) => file.startsWith('cachegrind.out.'));
      const failed = (failure: string): ExecutionOutcome => ({ ...timing(outcome), ok: false, failure, canceled: false });
      if (files.length === 0) return failed('valgrind wrote no cachegrind output');
      let total = 0;
      for (const file of files) {
        try {
          total += cachegrindInstructions(await readFile(join(work, file), 'utf8'));
        } catch (error) {
          if (!(error instanceof CachegrindOutputError)) throw error;
          return failed(error.message);
        }
      }
      return { ...timing(outcome), ok: true, measurements: [{ name, value: total, unit: INSTRUCTIONS_UNIT, better: 'lower' }] };
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }
}

function timing(outcome: ExecutionOutcome): Pick<ExecutionOutcome, 'startedAt' | 'durationMs' | 'exitCode' | 'stderrTail'> {
  return { startedAt: outcome.startedAt, durationMs: outcome.durationMs, exitCode: outcome.exitCode, stderrTail: outcome.stderrTail };
}
