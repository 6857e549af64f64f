import { normalize } from './normalize-path.js';
import { procPid, procRoute } from './proc-paths.js';
import { namespaceFlags, UNSEEN_SYSCALLS, unseenFamily } from './unseen-syscalls.js';

export { normalize } from './normalize-path.js';

/**
 * Reads the output of `strace -f -q -y -s 4096 -o FILE -e trace=<TRACED_SYSCALLS>` (strace 5
 * and 6): one syscall per line, `PID +++ exited with 0 +++` when a traced process ends, `PID name(args) = result`, a call split by another process's
 * line as `PID name(args <unfinished ...>` … `PID <... name resumed>rest`. With `-y` every file
 * descriptor, and AT_FDCWD, is followed by its path in angle brackets, so a relative path
 * resolves against the directory strace printed.
 *
 * Pure: text in, the paths the process tree touched out. What the trace cannot vouch for is
 * returned as gaps, never dropped (a line it cannot read, a path strace cut short, ptrace).
 */

/**
 * The syscalls traced: file and process classes, the network class, directory reads, ptrace,
 * and every syscall that reads what no traced path names (unseen-syscalls.ts).
 */
export const TRACED_SYSCALLS = ['%file,%process,%network,getdents,getdents64,fchdir,ptrace', ...UNSEEN_SYSCALLS].join(',');

/** What the process tree did with one path. */
export type PathUse =
  /** Opened for reading (or read and write), or listed (a directory). */
  | 'read'
  /** Executed (execve/execveat), successfully. */
  | 'exec'
  /** Looked at without reading the contents: stat, access, readlink, an open that failed… */
  | 'probe';

export interface TracedPath {
  /** Absolute path, as resolved from strace's `-y` decoration or the argument. */
  path: string;
  use: PathUse;
}

/** Why the trace is not a complete record of what the process tree read. */
export type TraceGap =
  | { kind: 'network'; syscall: string; detail: string }
  | { kind: 'ptrace'; detail: string }
  | { kind: 'unreadable-line'; line: string }
  | { kind: 'truncated-path'; line: string }
  | { kind: 'relative-path'; line: string }
  /** A call of a family that reads what no traced path names (io_uring, System V IPC…): `detail` names the family. */
  | { kind: 'unseen-syscall'; syscall: string; detail: string }
  /** A process the tracer does not follow: started with CLONE_UNTRACED, or never seen after its clone. */
  | { kind: 'untraced-child'; syscall: string; detail: string }
  /** A file named through /proc or /dev/fd that cannot be placed, or executed through them. */
  | { kind: 'proc-path'; syscall: string; detail: string };

export interface TraceSummary {
  /** Every path touched, once per path with its strongest use (exec > read > probe). */
  paths: TracedPath[];
  /** Paths the tree wrote, created, truncated, removed or renamed (sorted): outputs, or state it changes. */
  written: string[];
  /** Written paths the tree read, executed or looked at before it first wrote them (sorted): what it saw is gone. */
  beforeWrite?: string[];
  /** Processes seen (pids). */
  processes: number;
  /** execve/execveat calls that succeeded. */
  execs: number;
  gaps: TraceGap[];
}

const LINE = /^(\d+)\s+(?:<\.\.\. (\w+) resumed>(.*)|(\w+)\((.*))$/;
const UNFINISHED = ' <unfinished ...>';
/** The result at the end of a call: `) = 3</path>`, `) = -1 ENOENT (No such file or directory)`, `) = ?`. */
const RESULT = /\)\s+=\s+(-?\d+|\?|0x[0-9a-f]+)(?:<((?:[^>\\]|\\.)*)>)?(?:\s+(E[A-Z0-9]+))?(?:\s+\([^()]*\))?$/;
/** Sockets that reach outside the traced tree: a socketpair between its own processes does not. */
const NETWORK_CALLS = new Set(['socket', 'connect', 'bind', 'accept', 'accept4', 'sendto', 'sendmsg', 'sendmmsg', 'recvfrom', 'recvmsg', 'listen']);
const OPENS = new Set(['open', 'openat', 'openat2', 'creat']);
const EXECS = new Set(['execve', 'execveat']);
/** Path calls that change what is at the path (the first path argument; the second too for TWO_PATHS). */
const CHANGES = new Set([
  'unlink',
  'unlinkat',
  'rename',
  'renameat',
  'renameat2',
  'truncate',
  'mkdir',
  'mkdirat',
  'rmdir',
  'symlink',
  'symlinkat',
  'link',
  'linkat',
  'mknod',
  'mknodat',
]);
/** Calls whose second path is the one they change (rename's and link's new name, symlink's link). */
const TWO_PATHS = new Set(['rename', 'renameat', 'renameat2', 'symlink', 'symlinkat', 'link', 'linkat']);
/** Calls whose result is a new process (or thread): it starts in its parent's directory. */
const CLONES = new Set(['clone', 'clone3', 'fork', 'vfork']);
const STRENGTH: Record<PathUse, number> = { probe: 0, read: 1, exec: 2 };

/**
 * Parses strace output (see the module comment); throws nothing: what it cannot read is a gap.
 * `cwd` is the directory the first process started in: a relative path in a call that prints
 * no directory (`access("x")`, `unlink("x")`) resolves against its process's working
 * directory, followed through chdir, fchdir and every `AT_FDCWD</dir>` strace prints, and
 * inherited by a child from the process that cloned it. `exitLines`: the trace was made with
 * `-q` (not `-qq`), so every traced process ends with a `+++` line, and a child that a clone
 * returned but the trace never shows was not followed (a gap).
 */
export function parseStraceOutput(text: string, options: { cwd?: string; exitLines?: boolean } = {}): TraceSummary {
  const pending = new Map<string, string>();
  const cwds = new Map<string, string>();
  let firstPid: string | null = null;
  const uses = new Map<string, PathUse>();
  const written = new Set<string>();
  const beforeWrite = new Set<string>();
  const pids = new Set<string>();
  /** Pids clone/fork returned, with the line; pids a /proc/<pid> path named, with the line. */
  const children = new Map<string, { syscall: string; line: string }>();
  const procPids = new Map<string, string>();
  const write = (path: string) => {
    if (uses.has(path) && !written.has(path)) beforeWrite.add(path);
    written.add(path);
  };
  const gaps: TraceGap[] = [];
  let execs = 0;
  const use = (path: string, kind: PathUse) => {
    const known = uses.get(path);
    if (known === undefined || STRENGTH[kind] > STRENGTH[known]) uses.set(path, kind);
  };
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    if (line === '') continue;
    const match = LINE.exec(line);
    if (match === null) {
      // `+++ exited with 0 +++` and `--- SIGCHLD …` lines carry no syscall (-qq drops most of them).
      const event = /^(\d+)\s+(\+\+\+|---)/.exec(line);
      if (event !== null) {
        pids.add(event[1]);
        continue;
      }
      gaps.push({ kind: 'unreadable-line', line: line.slice(0, 200) });
      continue;
    }
    const [, pid, resumedName, resumedRest, name, args] = match;
    pids.add(pid);
    if (firstPid === null) {
      firstPid = pid;
      if (options.cwd !== undefined) cwds.set(pid, normalize(options.cwd));
    }
    let call: string;
    let syscall: string;
    if (resumedName !== undefined) {
      const start = pending.get(`${pid} ${resumedName}`);
      pending.delete(`${pid} ${resumedName}`);
      if (start === undefined) {
        gaps.push({ kind: 'unreadable-line', line: line.slice(0, 200) });
        continue;
      }
      syscall = resumedName;
      call = start + resumedRest;
    } else {
      syscall = name;
      if (args.endsWith(UNFINISHED)) {
        pending.set(`${pid} ${name}`, args.slice(0, -UNFINISHED.length));
        continue;
      }
      call = args;
    }
    interpret(pid, syscall, call, line);
  }
  if (options.exitLines === true)
    for (const [child, { syscall, line }] of children)
      if (!pids.has(child)) gaps.push({ kind: 'untraced-child', syscall, detail: `process ${child} never appeared in the trace: ${line.slice(0, 160)}` });
  for (const [other, line] of procPids)
    if (!pids.has(other)) gaps.push({ kind: 'proc-path', syscall: 'open', detail: `another process's /proc/${other}: ${line.slice(0, 160)}` });
  return {
    paths: [...uses].map(([path, kind]) => ({ path, use: kind })).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
    written: [...written].sort(),
    beforeWrite: [...beforeWrite].sort(),
    processes: pids.size,
    execs,
    gaps,
  };

  function interpret(pid: string, syscall: string, call: string, line: string): void {
    const cwd = /^AT_FDCWD<((?:[^>\\]|\\.)*)>/.exec(call);
    if (cwd !== null) cwds.set(pid, unescape(cwd[1]));
    if (syscall === 'ptrace') {
      gaps.push({ kind: 'ptrace', detail: line.slice(0, 200) });
      return;
    }
    if (NETWORK_CALLS.has(syscall)) {
      gaps.push({ kind: 'network', syscall, detail: call.slice(0, 200) });
      return;
    }
    const result = RESULT.exec(call);
    const ok = result !== null && result[1] !== '-1' && result[1] !== '?';
    const family = unseenFamily(syscall, result?.[1] ?? null);
    if (family !== null) {
      gaps.push({ kind: 'unseen-syscall', syscall, detail: `${family.family}: ${family.why}` });
      return;
    }
    if (CLONES.has(syscall)) {
      if (/\bCLONE_UNTRACED\b/.test(call))
        gaps.push({ kind: 'untraced-child', syscall, detail: `CLONE_UNTRACED: strace does not follow the child (${call.slice(0, 160)})` });
      const spaces = namespaceFlags(call);
      if (spaces.length > 0) gaps.push({ kind: 'unseen-syscall', syscall, detail: `mounts and namespaces: ${spaces.join('|')}` });
      const parent = cwds.get(pid);
      if (ok && result !== null) children.set(result[1], { syscall, line });
      if (ok && result !== null && parent !== undefined) cwds.set(result[1], parent);
      return;
    }
    if (syscall === 'fchdir') {
      const dir = /^\d+<((?:[^>\\]|\\.)*)>/.exec(call);
      if (ok && dir !== null) cwds.set(pid, unescape(dir[1]));
      else if (ok) cwds.delete(pid);
      return;
    }
    if (syscall === 'getdents' || syscall === 'getdents64') {
      const dir = /^\d+<((?:[^>\\]|\\.)*)>/.exec(call);
      if (dir !== null) use(unescape(dir[1]), 'read');
      return;
    }
    const first = firstString(call);
    if (first === null) return; // fd-only calls (fstat, fchmod…): the open already named the file
    if (first.truncated) {
      gaps.push({ kind: 'truncated-path', line: line.slice(0, 200) });
      return;
    }
    const base = baseDirectory(call) ?? cwds.get(pid) ?? null;
    // AT_EMPTY_PATH on a pipe, socket or anonymous inode (stdio's fstat of stdout): no file.
    if (first.value === '' && base !== null && !base.startsWith('/')) return;
    const named = resolvePath(base, first.value);
    if (named === null) {
      gaps.push({ kind: 'relative-path', line: line.slice(0, 200) });
      return;
    }
    const other = procPid(named);
    if (other !== null && !procPids.has(other)) procPids.set(other, line);
    if (EXECS.has(syscall) && /^\/(proc|dev)(\/|$)/.test(named)) {
      gaps.push({ kind: 'proc-path', syscall, detail: `executed through ${named}: the file is not named` });
      return;
    }
    // An open strace resolved (`= 3</real/path>`) names its file; anything else through /proc/<pid>/cwd is placed here.
    const opened = OPENS.has(syscall) && ok && result?.[2]?.startsWith('/') === true;
    const route = opened ? ({ kind: 'plain' } as const) : procRoute(named, (p) => cwds.get(p === 'self' || p === 'thread-self' ? pid : p));
    if (route.kind === 'unresolved') {
      gaps.push({ kind: 'proc-path', syscall, detail: `${named}: ${route.why}` });
      return;
    }
    const path = route.kind === 'resolved' ? route.path : named;
    if (OPENS.has(syscall)) {
      if (!ok) return use(path, 'probe');
      const resolved = result?.[2] === undefined ? undefined : unescape(result[2]);
      const target = resolved !== undefined && resolved.startsWith('/') ? resolved : path;
      // Opened only for writing: an output of the benchmark, not an input.
      const writeOnly = syscall === 'creat' || /\bO_WRONLY\b/.test(call);
      if (writeOnly || /\bO_(RDWR|CREAT|TRUNC|APPEND)\b/.test(call)) write(target);
      if (target !== path) use(path, 'probe'); // a symbolic link on the way: it mattered too
      use(target, writeOnly ? 'probe' : 'read');
      return;
    }
    if (EXECS.has(syscall)) {
      if (ok) {
        execs += 1;
        use(path, 'exec');
      } else use(path, 'probe');
      return;
    }
    if (syscall === 'chdir' && ok) cwds.set(pid, path);
    if (ok && CHANGES.has(syscall)) {
      const second = TWO_PATHS.has(syscall) ? secondPath(call, cwds.get(pid) ?? null) : null;
      if (TWO_PATHS.has(syscall) && second === null) {
        gaps.push({ kind: 'relative-path', line: line.slice(0, 200) });
        return;
      }
      // symlink(target, link) changes only the link: its first string is the link's text.
      if (syscall !== 'symlink' && syscall !== 'symlinkat') write(path);
      if (second !== null) write(second);
    }
    use(path, 'probe');
  }
}

/**
 * The directory a path argument is relative to: the `-y` path after a leading descriptor
 * (`AT_FDCWD</w>` or `3</w/src>`); null when the call has none (then the argument must be absolute).
 */
function baseDirectory(call: string): string | null {
  const match = /^(?:AT_FDCWD|\d+)<((?:[^>\\]|\\.)*)>,/.exec(call);
  return match === null ? null : unescape(match[1]);
}

function resolvePath(base: string | null, path: string): string | null {
  if (path.startsWith('/')) return normalize(path);
  if (path === '') return base; // AT_EMPTY_PATH: the descriptor itself
  if (base === null) return null;
  return normalize(`${base}/${path}`);
}

/**
 * The second path of rename/link/symlink, resolved: after its own `-y` directory
 * (`renameat(3</a>, "x", 4</b>, "y")`), else against the process's directory.
 */
function secondPath(call: string, cwd: string | null): string | null {
  const strings = [...call.matchAll(/(?:(?:AT_FDCWD|\d+)<((?:[^>\\]|\\.)*)>, )?"((?:[^"\\]|\\.)*)"(\.\.\.)?/g)];
  if (strings.length < 2 || strings[1][3] !== undefined) return null;
  const dir = strings[1][1] === undefined ? cwd : unescape(strings[1][1]);
  return resolvePath(dir, unescape(strings[1][2]));
}

/** The first C string in the arguments, unescaped; `truncated` when strace cut it (`"…"...`). */
function firstString(call: string): { value: string; truncated: boolean } | null {
  const match = /"((?:[^"\\]|\\.)*)("(\.\.\.)?)?/.exec(call);
  if (match === null) return null;
  return { value: unescape(match[1]), truncated: match[2] === undefined || match[3] !== undefined };
}

const SIMPLE_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', v: '\v', f: '\f', a: '\x07', b: '\b' };

/** Undoes strace's C escapes (`\"`, `\\`, `\n`, `\303` octal, `\xc3` hex): bytes, read back as UTF-8. */
export function unescape(text: string): string {
  const bytes = text.replace(/\\(x[0-9a-fA-F]{1,2}|[0-7]{1,3}|.)/g, (_, code: string) => {
    if (code[0] === 'x') return String.fromCharCode(parseInt(code.slice(1), 16));
    if (/^[0-7]/.test(code)) return String.fromCharCode(parseInt(code, 8));
    return SIMPLE_ESCAPES[code] ?? code;
  });
  return decodeBytes(bytes);
}

/** strace escapes bytes, not characters: the collected byte values read back as UTF-8. */
function decodeBytes(latin1: string): string {
  return /[\u0080-\u00ff]/.test(latin1) ? Buffer.from(latin1, 'latin1').toString('utf8') : latin1;
}
