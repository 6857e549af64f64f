import { readdir, readFile } from 'node:fs/promises';

/**
 * Polls in a row that find strace running without a child of its own before giving up on the
 * trace: strace forks the benchmark as it starts, so 2 s without one means the benchmark is gone.
 */
const GONE_POLLS = 8;

/**
 * Under `strace -f`, a process the benchmark leaves running (a daemon) keeps strace, and with it
 * the traced execution, alive until the execution's timeout: minutes, twice, before anything is
 * measured. Watches the strace whose command line names `output` (its unique trace file): once
 * strace's own child, the benchmark, is gone while strace still runs, `onOutlived` is called,
 * once; the caller stops the execution, and the proof is refused (a traced process outlived the
 * benchmark), never invented. Without /proc's `children` files nothing is watched. Returns a
 * function that stops watching.
 */
export function watchTracer(output: string, onOutlived: () => void, intervalMs = 250): () => void {
  let pid: number | null = null;
  let gonePolls = 0;
  let busy = false;
  const poll = async (): Promise<void> => {
    pid ??= await findTracer(output);
    if (pid === null) return;
    const children = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => null);
    if (children === null) return;
    // The benchmark may be gone before the first poll: a child seen earlier is not required.
    if (children.trim() !== '') {
      gonePolls = 0;
      return;
    }
    if (++gonePolls >= GONE_POLLS) {
      clearInterval(timer);
      onOutlived();
    }
  };
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    void poll().finally(() => {
      busy = false;
    });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** The pid of the process whose command line holds `output` as an argument (the strace writing it), or null. */
async function findTracer(output: string): Promise<number | null> {
  const entries = await readdir('/proc').catch(() => [] as string[]);
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.split('\0').includes(output)) return Number(entry);
  }
  return null;
}
