import { describe, expect, it } from 'vitest';
import { formatMark, parseMark, selectLeftovers, type ProcessEntry, type SweepSelf } from '../../src/runner/process-sweep.js';
import { ProcessSweeper, commandLabel } from '../../src/runner/process-sweeper.js';
import { environValue, parseStat, type ProcessTable } from '../../src/runner/process-table.js';

// The pure core of the sweep (which processes a command left behind) and its freeze-then-kill
// loop, over a made-up process table: PID 1, a runner, benchgate (pid 100, started at tick 5000).

const CGROUP = '0::/system.slice/runner.service\n';
const self: SweepSelf = { pid: 100, uid: 1001, start: 5000, cgroup: CGROUP, nonce: 'abc123' };
const mark = (command: number) => formatMark(self, command);

function proc(pid: number, ppid: number, extra: Partial<ProcessEntry> = {}): ProcessEntry {
  return { pid, ppid, pgid: pid, sid: pid, uid: 1001, start: 6000, state: 'S', comm: `p${pid}`, cgroup: CGROUP, ...extra };
}

const base: ProcessEntry[] = [
  proc(1, 0, { uid: 0, start: 1, comm: 'systemd' }),
  proc(50, 1, { start: 100, comm: 'Runner.Listener' }),
  proc(60, 50, { start: 4000, comm: 'Runner.Worker' }),
  proc(100, 60, { start: 5000, comm: 'node' }),
];
const pids = (entries: ProcessEntry[], scope = { orphans: true }) => selectLeftovers(entries, self, scope).map((l) => l.pid);

describe('selectLeftovers', () => {
  it('finds a detached child by its mark, wherever it was reparented, and names its command', () => {
    const daemon = proc(200, 1, { mark: mark(7) });
    expect(selectLeftovers([...base, daemon], self, { orphans: false })).toEqual([{ pid: 200, start: 6000, comm: 'p200', command: 7, why: 'marked' }]);
  });

  it("after a command, takes only that command's marked processes, and none of the group it killed already", () => {
    const entries = [...base, proc(200, 1, { mark: mark(7) }), proc(201, 1, { mark: mark(8) }), proc(202, 100, { pgid: 202, mark: mark(7) })];
    expect(pids(entries, { command: 7, orphans: false, killedGroup: 202 } as never)).toEqual([200]);
    expect(pids(entries, { orphans: false })).toEqual([200, 201, 202]);
  });

  it('takes an orphan that cleared its environment, and the children of everything it takes', () => {
    const entries = [
      ...base,
      proc(300, 1),
      proc(301, 300),
      proc(302, 301, { mark: null }),
      proc(400, 1, { mark: mark(3) }),
      proc(401, 400, { mark: undefined }),
    ];
    const found = selectLeftovers(entries, self, { orphans: true });
    expect(found.map((l) => [l.pid, l.why, l.command]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [300, 'orphan', null],
      [301, 'child', null],
      [302, 'child', null],
      [400, 'marked', 3],
      [401, 'child', 3],
    ]);
    // Orphans only when no other command runs.
    expect(pids(entries, { orphans: false })).toEqual([400, 401]);
  });

  it('takes an orphan of a subreaper that is our ancestor (systemd --user)', () => {
    const user = [
      proc(1, 0, { uid: 0, start: 1, comm: 'init' }),
      proc(40, 1, { start: 50, comm: 'systemd' }),
      proc(60, 40, { start: 4000 }),
      proc(100, 60, { start: 5000 }),
    ];
    expect(pids([...user, proc(300, 40)])).toEqual([300]);
    // A child of an ordinary ancestor (a sibling of benchgate) is no orphan.
    expect(pids([...user, proc(301, 60)])).toEqual([]);
  });

  it('never takes benchgate, its ancestors, older processes, other users, zombies, other cgroups or a live benchgate’s commands', () => {
    const other: SweepSelf = { ...self, pid: 120, start: 5500, nonce: 'ffff' };
    const entries = [
      ...base,
      proc(120, 60, { start: 5500, comm: 'node' }), // another benchgate, alive
      proc(500, 1, { start: 4999 }), // older than benchgate
      proc(501, 1, { uid: 1002 }), // another user
      proc(502, 1, { state: 'Z' }), // gone already
      proc(503, 1, { cgroup: '0::/system.slice/other-runner.service\n' }), // another runner's orphan
      proc(504, 1, { mark: formatMark(other, 2) }), // the other benchgate's command
      proc(505, 120, { mark: mark(1) }), // marked ours, but the child of a process that is not
    ];
    expect(pids(entries)).toEqual([505]);
  });

  it("leaves an orphan in another live session alone (the user's `(job &)` in another shell), and takes one whose session ended", () => {
    const shell = proc(70, 60, { start: 4500, comm: 'bash' });
    expect(pids([...base, shell, proc(700, 1, { sid: 70 })])).toEqual([]);
    // The session's leader is gone (the benchmark's command, which ran in a session of its own), or a zombie.
    expect(pids([...base, proc(701, 1, { sid: 650 })])).toEqual([701]);
    expect(pids([...base, proc(650, 1, { state: 'Z' }), proc(702, 1, { sid: 650 })])).toEqual([702]);
    // The leader is a process found here (a marked daemon that started its own session).
    expect(pids([...base, proc(660, 1, { mark: mark(4) }), proc(703, 1, { sid: 660 })]).sort()).toEqual([660, 703]);
  });

  it('takes an orphan whose "other benchgate" mark names no live process (a forged mark)', () => {
    const forged = `999.5500.ffff.2`;
    expect(pids([...base, proc(600, 1, { mark: forged })])).toEqual([600]);
    expect(pids([...base, proc(601, 1, { mark: 'not a mark' })])).toEqual([601]);
  });
});

describe('marks, /proc lines and labels', () => {
  it('parses what it formats', () => {
    expect(parseMark(mark(12))).toEqual({ owner: { pid: 100, start: 5000 }, nonce: 'abc123', command: 12 });
    expect(parseMark('100.5000.abc123')).toBeNull();
  });

  it('reads a stat line whose command name holds spaces and parentheses', () => {
    const line =
      '4242 (evil) (name) S 1 4242 4242 0 -1 4194560 96 0 0 0 0 0 0 0 20 0 1 0 987654 1000 100 18446744073709551615 0 0 0 0 0 0 0 0 0 0 0 0 17 1 0 0 0 0 0\n';
    expect(parseStat(line)).toEqual({ pid: 4242, comm: 'evil) (name', state: 'S', ppid: 1, pgid: 4242, sid: 4242, start: 987654 });
  });

  it('finds a variable in an environ block', () => {
    expect(environValue('A=1\0BENCHGATE_SWEEP_MARK=1.2.ab.3\0B=2\0', 'BENCHGATE_SWEEP_MARK')).toBe('1.2.ab.3');
    expect(environValue('A=1\0', 'BENCHGATE_SWEEP_MARK')).toBeUndefined();
  });

  it('labels a command by its version, build and execution', () => {
    expect(commandLabel(['/usr/bin/node', 'b.mjs'], { BENCHGATE_VERSION: 'head', BENCHGATE_BINARY: '0', BENCHGATE_EXECUTION: '2' })).toBe(
      'head binary 1, execution 3 (node)',
    );
    expect(commandLabel(['npm', 'run', 'build'], { BENCHGATE_VERSION: 'base', BENCHGATE_BINARY: '1' })).toBe('base build 2 (npm)');
    expect(commandLabel(['git'], {})).toBe('the command git');
    const timed = ['/usr/bin/time', '-f', '%U', '-o', '/tmp/t', '--', 'node', 'bench.mjs'];
    expect(commandLabel(timed, { BENCHGATE_VERSION: 'head', BENCHGATE_BINARY: '0', BENCHGATE_EXECUTION: '0' })).toBe('head binary 1, execution 1 (node)');
  });
});

/** A process table in memory: SIGSTOP freezes, SIGKILL removes; `onStop` lets a process fork as it is frozen. */
class FakeTable implements ProcessTable {
  readonly signals: string[] = [];
  readonly stopped = new Set<number>();
  constructor(
    public entries: ProcessEntry[],
    private readonly onStop: (pid: number, table: FakeTable) => void = () => {},
  ) {}
  self() {
    return { pid: self.pid, uid: self.uid, start: self.start, cgroup: self.cgroup };
  }
  list() {
    return this.entries.map((e) => ({ ...e }));
  }
  signal(pid: number, start: number, signal: 'SIGSTOP' | 'SIGKILL') {
    const entry = this.entries.find((e) => e.pid === pid && e.start === start);
    if (entry === undefined) return false;
    this.signals.push(`${signal} ${pid}`);
    if (signal === 'SIGKILL') this.entries = this.entries.filter((e) => e !== entry);
    else if (!this.stopped.has(pid)) {
      this.stopped.add(pid);
      this.onStop(pid, this);
    }
    return true;
  }
}

describe('ProcessSweeper', () => {
  it('freezes in passes until nothing new appears, then kills, and says what it ended', () => {
    // The daemon forks a child just as it is frozen (the child appears in the next pass), which forks again.
    const table = new FakeTable([...base], (pid, t) => {
      if (pid === 200) t.entries.push(proc(201, 200, { mark: undefined }));
      if (pid === 201) t.entries.push(proc(202, 201, { mark: null }));
    });
    const sweeper = new ProcessSweeper(table);
    const command = sweeper.begin('head binary 1, execution 1 (node)');
    table.entries.push(proc(200, 1, { mark: command.env.BENCHGATE_SWEEP_MARK, comm: 'daemon' }));
    const heard: number[] = [];
    sweeper.onEnded((ended) => heard.push(...ended.map((e) => e.pid)));
    const ended = sweeper.end(command, 150);
    expect(table.signals).toEqual(['SIGSTOP 200', 'SIGSTOP 201', 'SIGSTOP 202', 'SIGKILL 200', 'SIGKILL 201', 'SIGKILL 202']);
    expect(ended[0]).toEqual({ pid: 200, name: 'daemon', leftBy: 'head binary 1, execution 1 (node)', foundAfter: 'after head binary 1, execution 1 (node)' });
    expect(ended.map((e) => e.leftBy)).toEqual(Array(3).fill('head binary 1, execution 1 (node)'));
    expect(heard).toEqual([200, 201, 202]);
    expect(sweeper.ended).toHaveLength(3);
    expect(sweeper.sweepAll('at the end')).toEqual([]);
  });

  it('leaves orphans alone while another command runs, and takes them once none does', () => {
    const table = new FakeTable([...base, proc(300, 1, { comm: 'cleared' })]);
    const sweeper = new ProcessSweeper(table);
    const first = sweeper.begin('base build 1 (npm)');
    const second = sweeper.begin('head build 1 (npm)');
    expect(sweeper.end(first)).toEqual([]);
    expect(sweeper.end(second)).toEqual([{ pid: 300, name: 'cleared', leftBy: null, foundAfter: 'after head build 1 (npm)' }]);
  });

  it('does nothing where there is no process table', () => {
    const sweeper = new ProcessSweeper(null);
    expect(sweeper.available).toBe(false);
    expect(sweeper.begin('x').env).toEqual({});
    expect(sweeper.sweepAll('end')).toEqual([]);
  });
});
