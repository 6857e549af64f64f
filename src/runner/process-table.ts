import { readdirSync, readFileSync, statSync } from 'node:fs';
import { ancestorsOf, mayBeOurs, SWEEP_MARK_ENV, type ProcessEntry, type SweepSelf } from './process-sweep.js';

/** The process table the sweep reads and signals (process-sweeper.ts); `linuxProcessTable` reads /proc. */
export interface ProcessTable {
  /** benchgate's own process (without the nonce). */
  self(): Omit<SweepSelf, 'nonce'>;
  /** Every process; the mark and cgroup only of those that may be ours (`mayBeOurs`). */
  list(self: SweepSelf): ProcessEntry[];
  /** Sends `signal` to `pid` if it is still the process that started at `start`; false when it is gone. */
  signal(pid: number, start: number, signal: 'SIGSTOP' | 'SIGKILL'): boolean;
}

const read = (path: string): string | null => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
};

/** `pid (comm) state ppid …`: the comm may hold spaces and parentheses, so the fields start after the last `)`. */
export function parseStat(text: string): { pid: number; comm: string; state: string; ppid: number; pgid: number; sid: number; start: number } | null {
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  if (open < 0 || close < open) return null;
  const fields = text.slice(close + 2).split(' ');
  // After the comm: state (3), ppid (4), pgrp (5), session (6), …, starttime (22).
  const [ppid, pgid, sid, start] = [Number(fields[1]), Number(fields[2]), Number(fields[3]), Number(fields[19])];
  if (![ppid, pgid, sid, start].every(Number.isFinite)) return null;
  return { pid: Number(text.slice(0, open).trim()), comm: text.slice(open + 1, close), state: fields[0], ppid, pgid, sid, start };
}

/** The value of `name` in a NUL-separated environment (/proc/<pid>/environ); undefined when it is not there. */
export function environValue(environ: string, name: string): string | undefined {
  const prefix = `${name}=`;
  for (const entry of environ.split('\0')) if (entry.startsWith(prefix)) return entry.slice(prefix.length);
  return undefined;
}

/** The process `pid`; its owner is looked up only when it started at `ownerFrom` or later (-1 otherwise: an older process is never swept). */
function entryOf(pid: number, ownerFrom = 0): Omit<ProcessEntry, 'cgroup' | 'mark'> | null {
  const stat = read(`/proc/${pid}/stat`);
  const parsed = stat === null ? null : parseStat(stat);
  if (parsed === null) return null;
  let uid = -1;
  try {
    if (parsed.start >= ownerFrom) uid = statSync(`/proc/${pid}`).uid;
  } catch {
    return null;
  }
  return { pid, ppid: parsed.ppid, pgid: parsed.pgid, sid: parsed.sid, uid, start: parsed.start, state: parsed.state, comm: parsed.comm };
}

/** The table of a Linux /proc; null elsewhere (no sweep there). */
export function linuxProcessTable(): ProcessTable | null {
  if (process.platform !== 'linux' || read('/proc/self/stat') === null || typeof process.getuid !== 'function') return null;
  const getuid = process.getuid;
  return {
    self() {
      const own = entryOf(process.pid);
      return { pid: process.pid, uid: getuid(), start: own?.start ?? 0, cgroup: read('/proc/self/cgroup') };
    },
    list(self) {
      const entries: ProcessEntry[] = [];
      for (const name of readdirSync('/proc')) {
        if (!/^\d+$/.test(name)) continue;
        const entry = entryOf(Number(name), self.start);
        if (entry !== null) entries.push(entry);
      }
      const ancestors = ancestorsOf(self.pid, entries);
      for (const entry of entries) {
        if (!mayBeOurs(entry, self, ancestors)) continue;
        entry.cgroup = read(`/proc/${entry.pid}/cgroup`);
        const environ = read(`/proc/${entry.pid}/environ`);
        entry.mark = environ === null ? null : environValue(environ, SWEEP_MARK_ENV);
      }
      return entries;
    },
    signal(pid, start, signal) {
      const now = entryOf(pid);
      if (now === null || now.start !== start || now.state === 'Z' || now.state === 'X') return false;
      try {
        process.kill(pid, signal);
        return true;
      } catch {
        return false;
      }
    },
  };
}
