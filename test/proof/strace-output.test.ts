import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalize, parseStraceOutput, unescape } from '../../src/proof/strace-output.js';
import { UNSEEN_FAMILIES } from '../../src/proof/unseen-syscalls.js';

// Real strace 6.1 output of real processes (fixtures/strace/README.md says how each was made).
const DIR = '/tmp/benchgate-strace-fixture';
const fixture = (name: string) => parseStraceOutput(readFileSync(join(import.meta.dirname, '../../fixtures/strace', name), 'utf8'), { cwd: DIR });
const use = (trace: ReturnType<typeof fixture>, path: string) => trace.paths.find((p) => p.path === path)?.use;

describe('parseStraceOutput on real traces', () => {
  it('a node process tree: files read, binaries executed, split calls joined, socketpair not network', () => {
    const trace = fixture('node-read-spawn.strace');
    expect(trace.gaps).toEqual([]);
    expect(use(trace, `${DIR}/read-spawn.mjs`)).toBe('read');
    expect(use(trace, `${DIR}/data.txt`)).toBe('read');
    expect(use(trace, '/usr/bin/node')).toBe('exec');
    expect(use(trace, '/bin/sh')).toBe('exec');
    // cat's execve is split by `<unfinished ...>` / `<... execve resumed>`: joined, it succeeded.
    expect(use(trace, '/usr/bin/cat')).toBe('exec');
    expect(use(trace, '/usr/lib/x86_64-linux-gnu/libc.so.6')).toBe('read');
    expect(trace.execs).toBe(3);
    expect(trace.processes).toBeGreaterThanOrEqual(3);
  });

  it('relative paths without a printed directory resolve against the process working directory', () => {
    const trace = fixture('node-delete-input.strace');
    expect(trace.gaps).toEqual([]);
    expect(use(trace, `${DIR}/input.txt`)).toBe('read');
    // Without a starting directory, the one every `AT_FDCWD</dir>` of that process printed.
    const learned = parseStraceOutput(readFileSync(join(import.meta.dirname, '../../fixtures/strace/node-delete-input.strace'), 'utf8'));
    expect(use(learned, `${DIR}/input.txt`)).toBe('read');
    expect(learned.written).toContain(`${DIR}/input.txt`); // unlinked
    // With none printed and none given, a relative path is a gap, never a guess.
    expect(parseStraceOutput('5 access("x", F_OK) = 0').gaps.map((g) => g.kind)).toEqual(['relative-path']);
  });

  it('a socket to 127.0.0.1 is a network gap', () => {
    const trace = fixture('node-connect.strace');
    expect(trace.gaps.map((g) => (g.kind === 'network' ? g.syscall : g.kind))).toEqual(['socket', 'connect']);
  });

  it('ptrace in the tree is a gap: that process may not be followed', () => {
    const trace = fixture('python-ptrace-traceme.strace');
    expect(trace.gaps).toHaveLength(1);
    expect(trace.gaps[0]).toMatchObject({ kind: 'ptrace' });
    expect(use(trace, '/usr/bin/python3')).toBe('exec');
  });

  it('chdir, escaped names in arguments and in -y paths, and a listed directory', () => {
    const trace = fixture('sh-cd-cat-escaped.strace');
    expect(trace.gaps).toEqual([]);
    expect(use(trace, `${DIR}/ä b"q.txt`)).toBe('read');
    expect(use(trace, DIR)).toBe('read'); // `ls ..` from sub/: the listing
    expect(use(trace, `${DIR}/sub`)).toBe('probe');
  });
});

describe('parseStraceOutput on edge lines', () => {
  it('a path strace cut short, and a line it cannot read, are gaps', () => {
    const trace = parseStraceOutput(
      ['7 openat(AT_FDCWD</w>, "/very/long"..., O_RDONLY) = 3</very/long/path>', '7 garbage', '7 +++ exited with 0 +++', ''].join('\n'),
    );
    expect(trace.gaps.map((g) => g.kind)).toEqual(['truncated-path', 'unreadable-line']);
  });

  it('a resumed call with no start is a gap; a failed open is a probe; write-only opens are not inputs', () => {
    const trace = parseStraceOutput(
      [
        '1 <... openat resumed>) = 3</a>',
        '1 openat(AT_FDCWD</w>, "missing", O_RDONLY) = -1 ENOENT (No such file or directory)',
        '1 openat(AT_FDCWD</w>, "out.json", O_WRONLY|O_CREAT|O_TRUNC, 0666) = 4</w/out.json>',
      ].join('\n'),
    );
    expect(trace.gaps.map((g) => g.kind)).toEqual(['unreadable-line']);
    expect(trace.paths).toEqual([
      { path: '/w/missing', use: 'probe' },
      { path: '/w/out.json', use: 'probe' },
    ]);
  });

  it('fstat through AT_EMPTY_PATH of a socket or pipe names no file; of a file, the file', () => {
    const trace = parseStraceOutput(
      [
        '1 newfstatat(1<socket:[152307]>, "", {st_mode=S_IFSOCK|0777, st_size=0, ...}, AT_EMPTY_PATH) = 0',
        '1 newfstatat(0<pipe:[7]>, "", {st_mode=S_IFIFO|0600, st_size=0, ...}, AT_EMPTY_PATH) = 0',
        '1 newfstatat(3</w/data>, "", {st_mode=S_IFREG|0644, st_size=3, ...}, AT_EMPTY_PATH) = 0',
      ].join('\n'),
    );
    expect(trace.gaps).toEqual([]);
    expect(trace.paths).toEqual([{ path: '/w/data', use: 'probe' }]);
  });

  it('a child inherits its parent directory and keeps its own after chdir', () => {
    const trace = parseStraceOutput(
      ['1 chdir("/a") = 0', '1 clone(child_stack=NULL, flags=SIGCHLD) = 2', '2 chdir("b") = 0', '2 access("x", F_OK) = 0', '1 access("y", F_OK) = 0'].join(
        '\n',
      ),
    );
    expect(trace.paths.map((p) => p.path)).toEqual(['/a', '/a/b', '/a/b/x', '/a/y']);
  });

  it('unescape and normalize', () => {
    expect(unescape('\\303\\244 b\\"q\\\\')).toBe('ä b"q\\');
    expect(unescape('\\xc3\\xa4\\n')).toBe('ä\n');
    expect(normalize('/a/./b//../c/')).toBe('/a/c');
  });
});

// Traces made with `-q` (exit lines kept), as prove-unchanged makes them now: fixtures/strace/README.md.
const traced = (name: string) =>
  parseStraceOutput(readFileSync(join(import.meta.dirname, '../../fixtures/strace', name), 'utf8'), { cwd: DIR, exitLines: true });

describe('parseStraceOutput: what strace -f does not see is a gap', () => {
  it('a node tree with threads, /proc/self files and a stat through /proc/self/cwd: every child seen, the stat placed', () => {
    const trace = traced('node-threads-q.strace');
    // The exec through /proc/self/cwd, and the io_uring calls of what it ran.
    expect(trace.gaps.map((g) => g.kind)).toEqual(['proc-path', 'unseen-syscall', 'unseen-syscall', 'unseen-syscall']);
    expect(trace.gaps[0]).toMatchObject({ syscall: 'execve', detail: expect.stringContaining('/proc/self/cwd/uring') });
    expect(use(trace, `${DIR}/count.txt`)).toBe('read');
    expect(trace.paths.some((p) => p.path.startsWith('/proc/self/cwd'))).toBe(false);
  });

  it('clone3 with CLONE_UNTRACED: a gap naming the flag, and one for the child the trace never shows', () => {
    const trace = traced('c-clone3-untraced.strace');
    expect(trace.gaps.map((g) => [g.kind, 'syscall' in g ? g.syscall : ''])).toEqual([
      ['untraced-child', 'clone3'],
      ['untraced-child', 'clone3'],
    ]);
    expect(trace.gaps.map((g) => ('detail' in g ? g.detail : ''))).toEqual([
      expect.stringContaining('CLONE_UNTRACED'),
      expect.stringContaining('never appeared'),
    ]);
    // The child's read of count.txt is not in the trace at all.
    expect(use(trace, `${DIR}/count.txt`)).toBeUndefined();
  });

  it('io_uring: a gap per call, and the file it read is nowhere in the trace', () => {
    const trace = traced('c-io-uring.strace');
    expect(trace.gaps.map((g) => ('syscall' in g ? g.syscall : g.kind))).toEqual(['io_uring_setup', 'io_uring_enter', 'io_uring_enter']);
    expect(use(trace, `${DIR}/count.txt`)).toBeUndefined();
  });

  it.each(UNSEEN_FAMILIES.flatMap((f) => f.syscalls.map((s) => [s, f.family])))(
    '%s (%s): a gap when it did not fail, none when it failed',
    (syscall, family) => {
      const ok = parseStraceOutput(`1 ${syscall}(0x1, 0x2) = 3`);
      expect(ok.gaps).toEqual([{ kind: 'unseen-syscall', syscall, detail: expect.stringContaining(family) }]);
      expect(parseStraceOutput(`1 ${syscall}(0x1, 0x2) = -1 ENOSYS (Function not implemented)`).gaps).toEqual([]);
    },
  );

  it('an extended attribute list of none is nothing read; a value is a gap', () => {
    expect(parseStraceOutput('1 llistxattr("/w/a", "", 0) = 0').gaps).toEqual([]);
    expect(parseStraceOutput('1 lgetxattr("/w/a", "user.n", "10", 255) = 2').gaps.map((g) => g.kind)).toEqual(['unseen-syscall']);
  });

  it('a clone whose child never appears (exit lines expected), namespace flags, another process in /proc: gaps', () => {
    const lines = ['1 clone(child_stack=NULL, flags=SIGCHLD) = 2', '1 clone(child_stack=NULL, flags=SIGCHLD) = 3', '3 +++ exited with 0 +++'];
    expect(parseStraceOutput(lines.join('\n'), { exitLines: true }).gaps).toEqual([
      { kind: 'untraced-child', syscall: 'clone', detail: expect.stringContaining('process 2 never appeared') },
    ]);
    expect(parseStraceOutput(lines.join('\n')).gaps).toEqual([]); // -qq traces (the older fixtures) print no exit lines
    const spaces = parseStraceOutput('1 clone3({flags=CLONE_NEWUSER|CLONE_NEWNS, exit_signal=SIGCHLD}, 88) = 2\n2 +++ exited with 0 +++');
    expect(spaces.gaps).toEqual([{ kind: 'unseen-syscall', syscall: 'clone3', detail: 'mounts and namespaces: CLONE_NEWUSER|CLONE_NEWNS' }]);
    const other = parseStraceOutput('1 openat(AT_FDCWD</w>, "/proc/77/environ", O_RDONLY) = 3</proc/77/environ>');
    expect(other.gaps).toEqual([{ kind: 'proc-path', syscall: 'open', detail: expect.stringContaining("another process's /proc/77") }]);
  });

  it('paths through /proc/<pid>/cwd and root are placed; below a descriptor, or an unknown directory, they are gaps', () => {
    const trace = parseStraceOutput(
      [
        '1 chdir("/w") = 0',
        '1 access("/proc/self/cwd/a", F_OK) = 0',
        '1 newfstatat(AT_FDCWD</w>, "/proc/1/root/etc/x", 0x1, 0) = 0',
        '1 access("/dev/fd/3/b", F_OK) = -1 ENOENT (No such file or directory)',
        '1 access("/proc/9/cwd/c", F_OK) = 0',
      ].join('\n'),
    );
    expect(trace.paths.map((p) => p.path)).toEqual(['/etc/x', '/w', '/w/a']);
    expect(trace.gaps.map((g) => ('detail' in g ? g.detail : ''))).toEqual([
      '/dev/fd/3/b: a path below a descriptor',
      '/proc/9/cwd/c: the working directory of process 9 is not known to the trace',
      expect.stringContaining("another process's /proc/9"),
    ]);
  });

  it('rename and link change their second path; a path looked at before the tree wrote it is recorded', () => {
    const trace = parseStraceOutput(
      [
        '1 newfstatat(AT_FDCWD</w>, "data", {st_size=10}, 0) = 0',
        '1 openat(AT_FDCWD</w>, "tmp", O_WRONLY|O_CREAT|O_TRUNC, 0666) = 3</w/tmp>',
        '1 renameat2(AT_FDCWD</w>, "tmp", AT_FDCWD</w>, "data", 0) = 0',
        '1 symlinkat("target", AT_FDCWD</w>, "link") = 0',
      ].join('\n'),
    );
    expect(trace.written).toEqual(['/w/data', '/w/link', '/w/tmp']);
    expect(trace.beforeWrite).toEqual(['/w/data']);
  });
});
