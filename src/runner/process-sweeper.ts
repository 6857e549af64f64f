import { randomBytes } from 'node:crypto';
import { formatMark, selectLeftovers, SWEEP_MARK_ENV, type Leftover, type SweepScope, type SweepSelf } from './process-sweep.js';
import { linuxProcessTable, type ProcessTable } from './process-table.js';
import type { EndedProcessRecord } from '../results/results-meta.js';

/** A process a benchmark or build left behind that the sweep ended. */
export type EndedProcess = EndedProcessRecord;

/** A command of ours while it runs: its mark goes into its environment. */
export interface SweptCommand {
  id: number;
  label: string;
  env: Record<string, string>;
}

/**
 * Passes that freeze what they find before everything is killed: a process that forks between
 * the snapshot and its SIGSTOP is caught by the next pass. Past this many, what is frozen is
 * killed and the rest is left to the next sweep.
 */
const MAX_PASSES = 50;

/**
 * Ends what benchgate's commands leave behind (process-sweep.ts decides which processes): after
 * each command those carrying its mark, and, when no other command runs, orphans too; at the
 * points the front ends name (before the results are written, before the upload, at the end),
 * everything. Found processes are frozen (SIGSTOP) in repeated passes until a pass finds nothing
 * new, so that a daemon cannot fork away from a kill, and then killed (SIGKILL).
 */
export class ProcessSweeper {
  private readonly self: SweepSelf | null;
  private readonly labels = new Map<number, string>();
  private nextCommand = 1;
  private running = 0;
  private readonly listeners = new Set<(ended: EndedProcess[]) => void>();
  /** Every process ended so far, in order. */
  readonly ended: EndedProcess[] = [];

  constructor(private readonly table: ProcessTable | null) {
    this.self = table === null ? null : { ...table.self(), nonce: randomBytes(8).toString('hex') };
  }

  /** Whether this platform can be swept (Linux with /proc). */
  get available(): boolean {
    return this.self !== null;
  }

  /** Calls `listener` with what each sweep ended (when it ended something); returns the way to stop. */
  onEnded(listener: (ended: EndedProcess[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A command about to start: its mark, for its environment. */
  begin(label: string): SweptCommand {
    const id = this.nextCommand++;
    this.labels.set(id, label);
    this.running += 1;
    const env: Record<string, string> = this.self === null ? {} : { [SWEEP_MARK_ENV]: formatMark(this.self, id) };
    return { id, label, env };
  }

  /** The command ended and its process group `group` was killed: ends what it left outside that group. */
  end(command: SweptCommand, group?: number): EndedProcess[] {
    this.running = Math.max(0, this.running - 1);
    const killedGroup = group === undefined ? {} : { killedGroup: group };
    return this.sweep({ command: command.id, orphans: this.running === 0, ...killedGroup }, `after ${command.label}`);
  }

  /** Ends every process any command left, and orphans, at `point` ("before the results are written"). */
  sweepAll(point: string): EndedProcess[] {
    return this.sweep({ orphans: this.running === 0 }, point);
  }

  /** What the table shows for `scope`; nothing when /proc cannot be read (the sweep never fails a run). */
  private list(scope: SweepScope): Leftover[] {
    const { table, self } = this;
    if (table === null || self === null) return [];
    try {
      return selectLeftovers(table.list(self), self, scope);
    } catch {
      return [];
    }
  }

  private sweep(scope: SweepScope, foundAfter: string): EndedProcess[] {
    const { table, self } = this;
    if (table === null || self === null) return [];
    const frozen = new Map<number, Leftover>();
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      const found = this.list(scope).filter((leftover) => !frozen.has(leftover.pid));
      if (found.length === 0) break;
      for (const leftover of found) if (table.signal(leftover.pid, leftover.start, 'SIGSTOP')) frozen.set(leftover.pid, leftover);
      // Nothing could be stopped (all gone by now): another pass would find the same.
      if (found.every((leftover) => !frozen.has(leftover.pid))) break;
    }
    const ended: EndedProcess[] = [];
    for (const leftover of frozen.values()) {
      if (!table.signal(leftover.pid, leftover.start, 'SIGKILL')) continue;
      const leftBy = leftover.command === null ? null : (this.labels.get(leftover.command) ?? null);
      ended.push({ pid: leftover.pid, name: leftover.comm, leftBy, foundAfter });
    }
    if (ended.length > 0) {
      this.ended.push(...ended);
      for (const listener of this.listeners) listener(ended);
    }
    return ended;
  }
}

let shared: ProcessSweeper | undefined;

/** The process's one sweeper (made on first use): every command gets its mark, every front end sweeps with it. */
export function processSweeper(): ProcessSweeper {
  shared ??= new ProcessSweeper(linuxProcessTable());
  return shared;
}

const WRAPPERS = new Set(['time', 'valgrind']);

/** "head binary 1, execution 2 (node)", "base build 1 (npm)", from the command's environment (environment.ts) and program. */
export function commandLabel(argv: readonly string[], env: Readonly<Record<string, string>>): string {
  const name = (word: string | undefined) => (word ?? '').split(/[\\/]/).pop() ?? '';
  // GNU time and valgrind run the benchmark after their own `--`.
  const wrapped = WRAPPERS.has(name(argv[0])) ? argv.indexOf('--') : -1;
  const program = name(wrapped >= 0 && wrapped + 1 < argv.length ? argv[wrapped + 1] : argv[0]);
  const version = env.BENCHGATE_VERSION;
  const binary = Number(env.BENCHGATE_BINARY);
  if (version === undefined || !Number.isInteger(binary)) return `the command ${program}`;
  const execution = env.BENCHGATE_EXECUTION === undefined ? null : Number(env.BENCHGATE_EXECUTION);
  const what = execution === null || !Number.isInteger(execution) ? `build ${binary + 1}` : `binary ${binary + 1}, execution ${execution + 1}`;
  return `${version} ${what} (${program})`;
}
