import { readdirSync, readFileSync, statSync } from 'node:fs';
import { ancestorsOf, mayBeOurs, parseMark, SWEEP_MARK_ENV, type ProcessEntry, type SweepSelf } from './process-sweep.js';

/** The process table the sweep reads and signals (process-sweeper.ts); `linuxProcessTable` reads /proc. */
export interface ProcessTable {
  /** benchgate's own process (without the nonce). */
  self(): Omit<SweepSelf, 'nonce'>;
  /** Every process; the mark and cgroup only of those that may be ours (`mayBeOurs`). */
  list(self: SweepSelf): ProcessEntry[];
  /** Sends `signal` to `pid` if it is still the process that started at `start`; false when it is gone. */
  signal(pid: number, start: number, signal: 'SIGSTOP' | 'SIGKILL'): boolean;
}

/**
 * What the table reads of /proc (a port, so that tests can fake and count it): `linuxProcFs` is
 * the real one.
 */
export interface ProcFs {
  /** benchgate's own pid and user. */
  readonly self: { pid: number; uid: number };
  /** The pids listed in /proc. */
  pids(): number[];
  /**
   * The inode number and owner of the directory /proc/<pid>; null when it is gone. The kernel
   * makes a new inode (with a new number) for a new process, also one that reuses a pid.
   */
  identity(pid: number): { ino: number; uid: number } | null;
  /** A file's text; null when it cannot be read. */
  read(path: string): string | null;
}

export const linuxProcFs: ProcFs = {
  get self() {
    return { pid: process.pid, uid: typeof process.getuid === 'function' ? process.getuid() : -1 };
  },
  pids() {
    const pids: number[] = [];
    for (const name of readdirSync('/proc')) if (/^\d+$/.test(name)) pids.push(Number(name));
    return pids;
  },
  identity(pid) {
    const stats = statSync(`/proc/${pid}`, { throwIfNoEntry: false });
    return stats === undefined ? null : { ino: stats.ino, uid: stats.uid };
  },
  read(path) {
    try {
      return readFileSync(path, 'utf8');
    } catch {
      return null;
    }
  },
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

/** The process `pid` as its stat shows it now, owned by `uid`; null when it is gone. */
function entryOf(fs: ProcFs, pid: number, uid: number): ProcessEntry | null {
  const stat = fs.read(`/proc/${pid}/stat`);
  const parsed = stat === null ? null : parseStat(stat);
  if (parsed === null) return null;
  return { pid, ppid: parsed.ppid, pgid: parsed.pgid, sid: parsed.sid, uid, start: parsed.start, state: parsed.state, comm: parsed.comm };
}

function currentEntry(fs: ProcFs, pid: number): ProcessEntry | null {
  const identity = fs.identity(pid);
  return identity === null ? null : entryOf(fs, pid, identity.uid);
}

/**
 * The table of a Linux /proc; null elsewhere (no sweep there).
 *
 * The sweep lists the table after every command, so a listing reads little (issue 47): the
 * directory /proc and one stat of each /proc/<pid> (its inode number and owner). A process's
 * files are read when its /proc/<pid> inode is one not seen at the last listing (a new process,
 * or a reused pid: the kernel gives every process a new inode), when it may be ours
 * (`mayBeOurs`, by its current owner), and for what the decision looks at besides: benchgate and
 * its ancestors, and the parent, session leader and mark owner of every process that may be ours.
 * Everything else is a process older than benchgate or another user's, whose start and pid do
 * not change; its state, parent and session are read again when one of ours points at it.
 */
export function linuxProcessTable(fs: ProcFs = linuxProcFs): ProcessTable | null {
  if (fs === linuxProcFs && (process.platform !== 'linux' || fs.read('/proc/self/stat') === null || typeof process.getuid !== 'function')) return null;
  /** The last listing: each process with the inode of its /proc directory. */
  let known = new Map<number, { ino: number; entry: ProcessEntry }>();
  return {
    self() {
      const { pid, uid } = fs.self;
      const own = currentEntry(fs, pid);
      return { pid, uid, start: own?.start ?? 0, cgroup: fs.read('/proc/self/cgroup') };
    },
    list(self) {
      const listed = new Map<number, { ino: number; entry: ProcessEntry }>();
      const fresh = new Set<number>();
      for (const pid of fs.pids()) {
        const identity = fs.identity(pid);
        if (identity === null) continue;
        const seen = known.get(pid);
        let entry: ProcessEntry | null;
        if (seen !== undefined && seen.ino === identity.ino) {
          // Unchanged, as almost every process is: the same object, no copy.
          if (seen.entry.uid === identity.uid && seen.entry.mark === undefined && seen.entry.cgroup === undefined) {
            listed.set(pid, seen);
            continue;
          }
          const { cgroup: _cgroup, mark: _mark, ...kept } = seen.entry;
          entry = { ...kept, uid: identity.uid };
        } else {
          entry = entryOf(fs, pid, identity.uid);
          fresh.add(pid);
        }
        if (entry !== null) listed.set(pid, { ino: identity.ino, entry });
      }
      /** Reads `pid`'s stat again unless it was read in this listing. */
      const refresh = (pid: number): void => {
        const item = listed.get(pid);
        if (item === undefined || fresh.has(pid)) return;
        fresh.add(pid);
        const entry = entryOf(fs, pid, item.entry.uid);
        if (entry === null) listed.delete(pid);
        else item.entry = entry;
      };
      // benchgate and its ancestors, whose parents may have changed.
      const chain = new Set<number>();
      for (let pid = self.pid; pid > 0 && !chain.has(pid); pid = listed.get(pid)?.entry.ppid ?? 0) {
        chain.add(pid);
        refresh(pid);
      }
      const entries = () => [...listed.values()].map((item) => item.entry);
      const ancestors = ancestorsOf(self.pid, entries());
      const ours = [...listed.values()].filter((item) => mayBeOurs(item.entry, self, ancestors));
      for (const item of ours) refresh(item.entry.pid);
      for (const item of ours) {
        const entry = listed.get(item.entry.pid)?.entry;
        if (entry === undefined || !mayBeOurs(entry, self, ancestors)) continue;
        entry.cgroup = fs.read(`/proc/${entry.pid}/cgroup`);
        const environ = fs.read(`/proc/${entry.pid}/environ`);
        entry.mark = environ === null ? null : environValue(environ, SWEEP_MARK_ENV);
        const owner = typeof entry.mark === 'string' ? parseMark(entry.mark)?.owner.pid : undefined;
        for (const pid of [entry.ppid, entry.sid, owner]) if (pid !== undefined) refresh(pid);
      }
      known = listed;
      return entries();
    },
    signal(pid, start, signal) {
      const now = currentEntry(fs, pid);
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
