import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A C helper that reads a loop count where `strace -f` does not see it (FINDINGS.md, "What
 * strace -f does not see"), with raw syscalls (no liburing): the same binary for both versions,
 * outside the checkout, as a helper tool identical in both would be.
 *
 *   hostile cat FILE         prints FILE, opened and read plainly (the control)
 *   hostile uring FILE       prints FILE, opened and read through io_uring only
 *   hostile untraced FILE    a clone(CLONE_UNTRACED) child prints FILE
 *   hostile untraced3 FILE   the same with clone3
 *   hostile shm KEY          prints the System V shared memory segment KEY
 *   hostile shm-put KEY TEXT creates segment KEY holding TEXT (the test's setup, not traced;
 *                            `ipcrm -M KEY` removes it)
 */
const SOURCE = String.raw`
#define _GNU_SOURCE
#include <fcntl.h>
#include <linux/io_uring.h>
#include <linux/sched.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/mman.h>
#include <sys/shm.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

/* write(2), not stdio: stdio's fstat of the stdout socket would refuse the proof on its own. */
static int say(const char *text) { return write(1, text, strlen(text)) < 0; }

static int ring;
static unsigned *sq_tail, *sq_mask, *sq_array, *cq_head, *cq_mask;
static struct io_uring_sqe *sqes;
static struct io_uring_cqe *cqes;

static int submit(struct io_uring_sqe *e) {
  unsigned t = *sq_tail, i = t & *sq_mask;
  sqes[i] = *e; sq_array[i] = i;
  __atomic_store_n(sq_tail, t + 1, __ATOMIC_RELEASE);
  if (syscall(__NR_io_uring_enter, ring, 1, 1, IORING_ENTER_GETEVENTS, NULL, 0) < 0) return -1;
  unsigned h = *cq_head;
  int res = cqes[h & *cq_mask].res;
  __atomic_store_n(cq_head, h + 1, __ATOMIC_RELEASE);
  return res;
}

static int uring_cat(const char *path) {
  struct io_uring_params p; memset(&p, 0, sizeof p);
  ring = syscall(__NR_io_uring_setup, 4, &p);
  if (ring < 0) { perror("io_uring_setup"); return 1; }
  char *sq = mmap(0, p.sq_off.array + p.sq_entries * 4, PROT_READ | PROT_WRITE, MAP_SHARED, ring, IORING_OFF_SQ_RING);
  char *cq = mmap(0, p.cq_off.cqes + p.cq_entries * sizeof(struct io_uring_cqe), PROT_READ | PROT_WRITE, MAP_SHARED, ring, IORING_OFF_CQ_RING);
  sqes = mmap(0, p.sq_entries * sizeof(struct io_uring_sqe), PROT_READ | PROT_WRITE, MAP_SHARED, ring, IORING_OFF_SQES);
  sq_tail = (unsigned *)(sq + p.sq_off.tail); sq_mask = (unsigned *)(sq + p.sq_off.ring_mask);
  sq_array = (unsigned *)(sq + p.sq_off.array);
  cq_head = (unsigned *)(cq + p.cq_off.head); cq_mask = (unsigned *)(cq + p.cq_off.ring_mask);
  cqes = (struct io_uring_cqe *)(cq + p.cq_off.cqes);
  struct io_uring_sqe e; memset(&e, 0, sizeof e);
  e.opcode = IORING_OP_OPENAT; e.fd = AT_FDCWD; e.addr = (unsigned long)path; e.open_flags = O_RDONLY;
  int fd = submit(&e);
  if (fd < 0) { fprintf(stderr, "io_uring openat: %d\n", fd); return 1; }
  static char buf[256]; memset(&e, 0, sizeof e);
  e.opcode = IORING_OP_READ; e.fd = fd; e.addr = (unsigned long)buf; e.len = sizeof buf - 1;
  if (submit(&e) < 0) return 1;
  return say(buf);
}

static int cat(void *path) {
  char buf[256] = {0};
  int fd = open((const char *)path, O_RDONLY);
  if (fd < 0 || read(fd, buf, sizeof buf - 1) < 0) return 1;
  return say(buf);
}

static char stack[65536];

int main(int argc, char **argv) {
  if (argc < 3) return 2;
  if (!strcmp(argv[1], "cat")) return cat(argv[2]);
  if (!strcmp(argv[1], "uring")) return uring_cat(argv[2]);
  if (!strcmp(argv[1], "untraced") || !strcmp(argv[1], "untraced3")) {
    long pid;
    if (!strcmp(argv[1], "untraced")) pid = clone(cat, stack + sizeof stack, CLONE_UNTRACED | SIGCHLD, argv[2]);
    else {
      struct clone_args a; memset(&a, 0, sizeof a);
      a.flags = CLONE_UNTRACED; a.exit_signal = SIGCHLD;
      pid = syscall(SYS_clone3, &a, sizeof a);
      if (pid == 0) _exit(cat(argv[2]));
    }
    int status = 1;
    if (pid < 0 || waitpid(pid, &status, 0) < 0) return 1;
    return WEXITSTATUS(status);
  }
  if (!strcmp(argv[1], "shm") || !strcmp(argv[1], "shm-put")) {
    int put = !strcmp(argv[1], "shm-put");
    int id = shmget(atoi(argv[2]), 64, put ? IPC_CREAT | 0600 : 0);
    char *at = id < 0 ? (char *)-1 : shmat(id, NULL, 0);
    if (at == (char *)-1) { perror("shm"); return 1; }
    if (put) { strncpy(at, argc > 3 ? argv[3] : "", 63); return 0; }
    return say(at);
  }
  return 2;
}
`;

/** Compiles the helper with gcc into `dir` and returns its path. */
export function compileHostileHelper(dir: string): string {
  writeFileSync(join(dir, 'hostile.c'), SOURCE);
  const binary = join(dir, 'hostile');
  execFileSync('gcc', ['-O1', '-o', binary, join(dir, 'hostile.c')]);
  return binary;
}

/**
 * A benchmark (`bench.mjs`) that runs the helper with `args` (`$HOSTILE` is its path), takes its
 * output as the loop count, and prints 4 values of one benchmark `work` proportional to it.
 */
export function helperBench(args: string): string {
  return `import { execFileSync } from 'node:child_process';
const n = Number(execFileSync(process.env.HOSTILE, ${args}, { encoding: 'utf8' }).trim());
if (!Number.isFinite(n) || n < 1) throw new Error('no loop count: ' + n);
for (let i = 0; i < 4; i++) console.log(JSON.stringify({ name: 'work', value: 10 * n + (i % 2), unit: 'ms' }));
`;
}
