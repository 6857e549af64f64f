import { describe, expect, it } from 'vitest';
import { formatMark, selectLeftovers, type SweepSelf } from '../../src/runner/process-sweep.js';
import { linuxProcessTable, type ProcFs } from '../../src/runner/process-table.js';

// The /proc adapter of the sweep (issue 47): after the first listing it reads a process's files
// again only when it may be ours, or when /proc/<pid> is a new directory (a new process, or a pid
// reused by one), so the sweep after every execution costs a directory listing and one stat per
// process instead of reading them all; and it is never fooled by a pid that was reused.

interface FakeProcess {
  ino: number;
  uid: number;
  ppid: number;
  sid: number;
  start: number;
  state?: string;
  comm?: string;
  environ?: string;
}

const CGROUP = '0::/runner.service\n';

/** A /proc in memory that counts what is read. */
class FakeProc implements ProcFs {
  readonly reads: string[] = [];
  readonly self = { pid: 100, uid: 1001 };
  constructor(public procs: Map<number, FakeProcess>) {}
  pids() {
    return [...this.procs.keys()];
  }
  identity(pid: number) {
    const p = this.procs.get(pid);
    return p === undefined ? null : { ino: p.ino, uid: p.uid };
  }
  read(path: string) {
    this.reads.push(path);
    const [, pidText, file] = /^\/proc\/(\d+|self)\/(\w+)$/.exec(path) ?? [];
    const pid = pidText === 'self' ? 100 : Number(pidText);
    const p = this.procs.get(pid);
    if (p === undefined) return null;
    if (file === 'stat') {
      // pid (comm) state ppid pgrp session … starttime (field 22)
      const fields = [p.state ?? 'S', p.ppid, pid, p.sid, 0, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 20, 0, 1, 0, p.start];
      return `${pid} (${p.comm ?? `p${pid}`}) ${fields.join(' ')} 1000 100\n`;
    }
    if (file === 'cgroup') return CGROUP;
    if (file === 'environ') return p.environ ?? 'PATH=/bin\0';
    return null;
  }
  clear() {
    this.reads.length = 0;
  }
}

const proc = (ino: number, ppid: number, start: number, extra: Partial<FakeProcess> = {}): FakeProcess => ({ ino, uid: 1001, ppid, sid: 0, start, ...extra });

function machine(): FakeProc {
  return new FakeProc(
    new Map([
      [1, proc(1, 0, 1, { uid: 0, comm: 'systemd' })],
      [60, proc(60, 1, 4000, { sid: 60, comm: 'Runner.Worker' })],
      [100, proc(100, 60, 5000, { sid: 60, comm: 'node' })],
      // Older than benchgate, or another user's: never ours.
      ...Array.from({ length: 50 }, (_, i) => [200 + i, proc(200 + i, 1, 10 + i, { sid: 200 + i })] as const),
      [300, proc(300, 1, 6000, { uid: 0, sid: 300 })],
    ]),
  );
}

const statReads = (fs: FakeProc) => fs.reads.filter((path) => path.endsWith('/stat'));

describe('linuxProcessTable over /proc', () => {
  it('reads the stat of a process it has seen before only when it may be ours, and re-reads a pid whose /proc directory is new', () => {
    const fs = machine();
    const table = linuxProcessTable(fs)!;
    const self: SweepSelf = { ...table.self(), nonce: 'abc' };
    expect(self).toMatchObject({ pid: 100, uid: 1001, start: 5000 });
    fs.clear();
    expect(table.list(self)).toHaveLength(54);
    expect(statReads(fs)).toHaveLength(54);

    // The second listing: no new process, so only benchgate and its ancestors are read again.
    fs.clear();
    expect(table.list(self)).toHaveLength(54);
    expect(statReads(fs).sort()).toEqual(['/proc/1/stat', '/proc/100/stat', '/proc/60/stat']);

    // Pid 210 was an old process; it ended and the pid was given to a daemon of ours (a new /proc inode).
    const mark = formatMark(self, 3);
    fs.procs.set(210, proc(9999, 1, 7000, { sid: 210, comm: 'daemon', environ: `BENCHGATE_SWEEP_MARK=${mark}\0` }));
    fs.clear();
    const entries = table.list(self);
    expect(statReads(fs)).toContain('/proc/210/stat');
    expect(entries.find((e) => e.pid === 210)).toMatchObject({ start: 7000, mark, comm: 'daemon' });
    expect(selectLeftovers(entries, self, { orphans: true }).map((l) => l.pid)).toEqual([210]);
  });

  it('sees a process of another user that became ours (its owner is read at every listing)', () => {
    const fs = machine();
    const table = linuxProcessTable(fs)!;
    const self: SweepSelf = { ...table.self(), nonce: 'abc' };
    table.list(self);
    fs.procs.set(300, { ...fs.procs.get(300)!, uid: 1001 });
    const entries = table.list(self);
    expect(selectLeftovers(entries, self, { orphans: true }).map((l) => l.pid)).toEqual([300]);
  });

  it('reads again the session leader of a process that may be ours: a leader that died since the last listing no longer shields it', () => {
    const fs = machine();
    // A leader started after benchgate by another user (never ours itself, so it stays cached), and an orphan of ours in its session.
    fs.procs.set(400, proc(400, 1, 6500, { uid: 0, sid: 400 }));
    const table = linuxProcessTable(fs)!;
    const self: SweepSelf = { ...table.self(), nonce: 'abc' };
    table.list(self);
    fs.procs.set(401, proc(401, 1, 6600, { sid: 400 }));
    expect(selectLeftovers(table.list(self), self, { orphans: true })).toEqual([]);
    // The leader is now a zombie: its /proc directory is the same, but the session has ended.
    fs.procs.set(400, { ...fs.procs.get(400)!, state: 'Z' });
    expect(selectLeftovers(table.list(self), self, { orphans: true }).map((l) => l.pid)).toEqual([401]);
  });
});
