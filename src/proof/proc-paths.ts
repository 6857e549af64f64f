import { normalize } from './normalize-path.js';

/**
 * A path that goes through a process's links in /proc (`/proc/self/cwd/bin`, `/proc/123/root/etc`)
 * or /dev/fd names a file of the file system without naming it: what it names, or why it cannot
 * be placed. `plain`: not such a route, or one whose open strace resolves itself (`-y`).
 */
export type ProcRoute = { kind: 'plain' } | { kind: 'resolved'; path: string } | { kind: 'unresolved'; why: string };

const PROC_LINK = /^\/proc\/(self|thread-self|\d+)(?:\/task\/\d+)?\/(cwd|root|fd)(?:\/(.*))?$/;
const DEV_FD = /^\/dev\/fd(?:\/(.*))?$/;

/**
 * Where a path through /proc/<pid>/cwd, /proc/<pid>/root or a descriptor directory leads.
 * `cwdOf` gives a process's working directory as the trace followed it (`self` is the calling
 * process). A descriptor itself (`/proc/self/fd/3`) is plain: its open was traced; a path below
 * one (`/dev/fd/3/data`, a directory descriptor) cannot be placed.
 *
 * Example: `/proc/self/cwd/bin` in a process whose directory is `/w` → `{ resolved, '/w/bin' }`.
 */
export function procRoute(path: string, cwdOf: (pid: string) => string | undefined): ProcRoute {
  const dev = DEV_FD.exec(path);
  const proc = dev === null ? PROC_LINK.exec(path) : ['', 'self', 'fd', dev[1]];
  if (proc === null) return { kind: 'plain' };
  const [, pid, link, rest = ''] = proc;
  if (link === 'root') return { kind: 'resolved', path: normalize(`/${rest}`) };
  if (link === 'fd') return rest.includes('/') ? { kind: 'unresolved', why: 'a path below a descriptor' } : { kind: 'plain' };
  const cwd = cwdOf(pid);
  if (cwd === undefined) return { kind: 'unresolved', why: `the working directory of process ${pid} is not known to the trace` };
  return { kind: 'resolved', path: normalize(`${cwd}/${rest}`) };
}

/** The pid of a `/proc/<pid>/…` path (digits only; `self` is the caller), or null. */
export function procPid(path: string): string | null {
  return /^\/proc\/(\d+)(?:\/|$)/.exec(path)?.[1] ?? null;
}
