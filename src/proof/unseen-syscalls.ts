/**
 * The syscall families through which a process can read state that no path in the trace
 * names, so that equal hashes of the traced paths would not cover it. Each is traced, and a
 * call that did not fail refuses the proof (docs/proof.md, "What the proof does and does not
 * prove", lists every family of `man 2 syscalls` and why the others are harmless).
 */
export interface UnseenFamily {
  family: string;
  /** What the family lets a process read that the trace does not name. */
  why: string;
  syscalls: readonly string[];
}

export const UNSEEN_FAMILIES: readonly UnseenFamily[] = [
  {
    family: 'io_uring',
    why: 'opens and reads files inside the kernel, with no openat or read line',
    syscalls: ['io_uring_setup', 'io_uring_enter', 'io_uring_register'],
  },
  { family: 'file handles', why: 'opens a file by its handle, without a path', syscalls: ['open_by_handle_at'] },
  {
    family: "another process's descriptors or memory",
    why: 'takes a descriptor from, or reads the memory of, a process the trace may not cover',
    syscalls: ['pidfd_getfd', 'process_vm_readv', 'process_vm_writev'],
  },
  {
    family: 'System V IPC',
    why: 'shared memory, message queues and semaphores named by a key, not a path, that processes outside the tree can fill',
    syscalls: ['shmget', 'shmat', 'msgget', 'msgrcv', 'msgsnd', 'semget', 'semop', 'semtimedop'],
  },
  { family: 'POSIX message queues', why: 'queues named outside the file system', syscalls: ['mq_open', 'mq_timedreceive', 'mq_getsetattr'] },
  { family: 'userfaultfd', why: "pages of a process's memory supplied by another thread or process", syscalls: ['userfaultfd'] },
  { family: 'bpf', why: 'maps and programs shared with other processes', syscalls: ['bpf'] },
  { family: 'fanotify', why: 'descriptors of files other processes open, handed over without an open', syscalls: ['fanotify_init', 'fanotify_mark'] },
  { family: 'perf events', why: 'records of other processes and of the kernel', syscalls: ['perf_event_open'] },
  { family: 'kernel keyrings', why: 'keys stored by earlier processes (a build), named by a description', syscalls: ['add_key', 'request_key', 'keyctl'] },
  {
    family: 'mounts and namespaces',
    why: 'paths that mean other files inside the tree than when they are hashed',
    syscalls: [
      'unshare',
      'setns',
      'mount',
      'umount2',
      'pivot_root',
      'chroot',
      'fsopen',
      'fsconfig',
      'fsmount',
      'fspick',
      'move_mount',
      'open_tree',
      'mount_setattr',
    ],
  },
  {
    family: 'extended attributes',
    why: 'values stored beside a file, which its hash does not cover (refused only when a value was there)',
    syscalls: ['getxattr', 'lgetxattr', 'fgetxattr', 'listxattr', 'llistxattr', 'flistxattr'],
  },
];

const FAMILY_OF = new Map(UNSEEN_FAMILIES.flatMap((f) => f.syscalls.map((s) => [s, f] as const)));

/** The names added to strace's `-e trace=`: every syscall of every family. */
export const UNSEEN_SYSCALLS: readonly string[] = UNSEEN_FAMILIES.flatMap((f) => f.syscalls);

/**
 * The family that refuses this call, or null. `result` is the call's return value as strace
 * printed it (`-1`, `3`, `?`). A failed call read nothing; an extended attribute refuses only
 * when one was there (a list of none reads as nothing, as on every file of both versions).
 */
export function unseenFamily(syscall: string, result: string | null): UnseenFamily | null {
  const family = FAMILY_OF.get(syscall);
  if (family === undefined || result === '-1') return null;
  if (family.family === 'extended attributes' && syscall.includes('listxattr') && result === '0') return null;
  return family;
}

/** clone/clone3 flags that start a process in new namespaces (mount, user, pid…): its paths may mean other files. */
export function namespaceFlags(call: string): string[] {
  return [...new Set(call.match(/\bCLONE_NEW[A-Z]+\b/g) ?? [])];
}
