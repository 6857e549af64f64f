/**
 * Which processes a benchmark or build left behind, decided from a snapshot of the process
 * table (pure: the /proc reading is in process-table.ts, the freezing and killing in
 * process-sweeper.ts).
 *
 * A command's process group is killed when it ends (run-process.ts), but a child that called
 * `setsid` (`spawn(…, { detached: true })`) is in a group and session of its own, and once its
 * parent exits it is reparented to PID 1 or a subreaper. Such a process could rewrite the
 * results before they are uploaded, so it is found by two traces it cannot shed without help:
 * - the mark: every command benchgate starts gets `BENCHGATE_SWEEP_MARK` in its environment
 *   (`<benchgate's pid>.<its start>.<nonce>.<command>`), which its children inherit;
 * - being an orphan: a process that cleared its environment is still a process of our user,
 *   started after benchgate, whose parent is PID 1 or a subreaper, in benchgate's cgroup, and
 *   whose session is its own, ended, or one found here: every command runs in a session of its
 *   own, and no process can join a session it did not start. The user's own background job
 *   (`(job &)` in another shell of the same terminal) stays in that shell's live session.
 * The children of a process found are found with it. Never benchgate itself or its ancestors,
 * never a process of another user, never one older than benchgate, never an orphan in another
 * cgroup (another runner service, another terminal's scope), and never an orphan that carries
 * the mark of another benchgate that is alive.
 */

/** The environment variable that marks the processes of benchgate's commands. */
export const SWEEP_MARK_ENV = 'BENCHGATE_SWEEP_MARK';

/** One process of the snapshot. */
export interface ProcessEntry {
  pid: number;
  ppid: number;
  /** Its process group. */
  pgid: number;
  /** Its session (the pid of the process that called setsid). */
  sid: number;
  uid: number;
  /** Start time in clock ticks after boot (/proc/<pid>/stat, field 22). */
  start: number;
  /** The one-letter state: Z (zombie) and X (dead) are gone already. */
  state: string;
  /** The command name (at most 15 characters, as the kernel keeps it). */
  comm: string;
  /** /proc/<pid>/cgroup as read; null when it could not be read. */
  cgroup?: string | null;
  /** SWEEP_MARK_ENV's value in its environment; undefined: not there (or not read); null: the environment could not be read. */
  mark?: string | null;
}

/** benchgate's own process, as the sweep knows it. */
export interface SweepSelf {
  pid: number;
  uid: number;
  start: number;
  cgroup: string | null;
  /** Random, per benchgate process: part of every mark it hands out. */
  nonce: string;
}

/** What a sweep looks for. */
export interface SweepScope {
  /** Only the processes marked by this command (and their children); undefined: those of every command. */
  command?: number;
  /** Orphans without our mark as well: only when no other command of ours is running. */
  orphans: boolean;
  /** The command's own process group, killed as a whole already: its members are on their way out, not left behind. */
  killedGroup?: number;
}

export interface Leftover {
  pid: number;
  start: number;
  comm: string;
  /** The command whose mark it carries (or its parent's); null for an orphan that carries none. */
  command: number | null;
  why: 'marked' | 'child' | 'orphan';
}

/** Command names of the subreapers a user's orphans go to besides PID 1 (`systemd --user`). */
const SUBREAPERS = new Set(['systemd']);

export interface ParsedMark {
  owner: { pid: number; start: number };
  nonce: string;
  command: number;
}

/**
 * The mark a command of `self` carries. The command's number has a fixed width, so that every
 * command's environment has the same size (the size of the environment moves the stack, which
 * can move a benchmark's time).
 */
export function formatMark(self: SweepSelf, command: number): string {
  return `${self.pid}.${self.start}.${self.nonce}.${String(command).padStart(8, '0')}`;
}

export function parseMark(mark: string): ParsedMark | null {
  const match = /^(\d+)\.(\d+)\.([0-9a-f]+)\.(\d+)$/.exec(mark);
  if (match === null) return null;
  return { owner: { pid: Number(match[1]), start: Number(match[2]) }, nonce: match[3], command: Number(match[4]) };
}

/** Whether `entry` may be ours at all: cheap, so that the adapter reads marks and cgroups only for these. */
export function mayBeOurs(entry: Pick<ProcessEntry, 'pid' | 'uid' | 'start' | 'state'>, self: SweepSelf, ancestors: ReadonlySet<number>): boolean {
  return (
    entry.uid === self.uid && entry.start >= self.start && entry.pid !== self.pid && !ancestors.has(entry.pid) && entry.state !== 'Z' && entry.state !== 'X'
  );
}

/** The pids of `pid`'s ancestors in the snapshot (its parent, its parent's parent, … up to PID 1). */
export function ancestorsOf(pid: number, entries: readonly Pick<ProcessEntry, 'pid' | 'ppid'>[]): Set<number> {
  const parent = new Map(entries.map((e) => [e.pid, e.ppid]));
  const ancestors = new Set<number>();
  for (let p = parent.get(pid); p !== undefined && p > 0 && !ancestors.has(p); p = parent.get(p)) ancestors.add(p);
  return ancestors;
}

/** The processes of `entries` to end for `scope`, in the order found (marked, orphans, then their children). */
export function selectLeftovers(entries: readonly ProcessEntry[], self: SweepSelf, scope: SweepScope): Leftover[] {
  const byPid = new Map(entries.map((e) => [e.pid, e]));
  const ancestors = ancestorsOf(self.pid, entries);
  const candidates = entries.filter((e) => mayBeOurs(e, self, ancestors) && e.pgid !== scope.killedGroup);
  const found = new Map<number, Leftover>();
  const add = (e: ProcessEntry, command: number | null, why: Leftover['why']) => {
    if (!found.has(e.pid)) found.set(e.pid, { pid: e.pid, start: e.start, comm: e.comm, command, why });
  };
  // Their children, however deep, whatever their environment; true when any was added.
  const addChildren = (): boolean => {
    let added = false;
    for (let grew = true; grew;) {
      grew = false;
      for (const e of candidates) {
        const parent = found.get(e.ppid);
        if (parent === undefined || found.has(e.pid)) continue;
        add(e, parent.command, 'child');
        grew = added = true;
      }
    }
    return added;
  };
  const ownMark = (e: ProcessEntry): ParsedMark | null => {
    const parsed = typeof e.mark === 'string' ? parseMark(e.mark) : null;
    if (parsed === null || parsed.owner.pid !== self.pid || parsed.owner.start !== self.start || parsed.nonce !== self.nonce) return null;
    return parsed;
  };
  for (const e of candidates) {
    const mark = ownMark(e);
    if (mark !== null && (scope.command === undefined || mark.command === scope.command)) add(e, mark.command, 'marked');
  }
  if (scope.orphans) {
    const isOrphan = (e: ProcessEntry): boolean => {
      if (e.ppid === 1) return true;
      const parent = byPid.get(e.ppid);
      return parent !== undefined && ancestors.has(parent.pid) && SUBREAPERS.has(parent.comm);
    };
    // Another benchgate's command: its owner is alive (same pid and start) and not us.
    const markedByOther = (e: ProcessEntry): boolean => {
      const parsed = typeof e.mark === 'string' ? parseMark(e.mark) : null;
      if (parsed === null || ownMark(e) !== null) return false;
      const owner = byPid.get(parsed.owner.pid);
      return owner !== undefined && owner.start === parsed.owner.start && owner.state !== 'Z' && owner.pid !== self.pid;
    };
    // A session that is the process's own, whose leader is gone, or whose leader was found.
    const ownSession = (e: ProcessEntry): boolean => {
      const leader = byPid.get(e.sid);
      return e.sid === e.pid || (e.sid > 0 && (leader === undefined || leader.state === 'Z' || leader.state === 'X')) || found.has(e.sid);
    };
    const orphans = candidates.filter((e) => isOrphan(e) && !markedByOther(e) && self.cgroup !== null && e.cgroup === self.cgroup);
    for (let grew = true; grew;) {
      grew = addChildren();
      for (const e of orphans) {
        if (found.has(e.pid) || !ownSession(e)) continue;
        add(e, null, 'orphan');
        grew = true;
      }
    }
  }
  addChildren();
  return [...found.values()];
}
