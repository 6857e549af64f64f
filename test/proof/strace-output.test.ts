import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalize, parseStraceOutput, unescape } from '../../src/proof/strace-output.js';

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
