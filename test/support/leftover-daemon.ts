/**
 * A benchmark that leaves a daemon behind: once, in head's first execution, it starts a process
 * with `spawn(…, { detached: true, stdio: 'ignore' })` (a session of its own, outside the
 * benchmark's process group) that appends to a file every 100 ms for two minutes. The benchmark
 * writes the daemon's pid to `dir/daemon-<pid>.pid` before it goes on, so the test knows whom to look for.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The lines a benchmark (ES module) adds to start the daemon, with `dir` for its files. With
 * `clearEnvironment` the daemon starts through `env -i`: none of the benchmark's variables,
 * benchgate's mark included, reach it.
 */
export function daemonStarter(dir: string, options: { clearEnvironment?: boolean } = {}): string {
  const [program, args] = options.clearEnvironment
    ? [`'env'`, `['-i', process.execPath, '-e', daemonCode, ${JSON.stringify(dir)}]`]
    : ['process.execPath', `['-e', daemonCode, ${JSON.stringify(dir)}]`];
  return `import { spawn as spawnDaemon } from 'node:child_process';
import { writeFileSync as writeDaemonPid } from 'node:fs';
if (process.env.BENCHGATE_VERSION === 'head' && process.env.BENCHGATE_BINARY === '0' && process.env.BENCHGATE_EXECUTION === '0') {
  const daemonCode = "const { appendFileSync } = require('node:fs'); const end = Date.now() + 120000; " +
    "setInterval(() => { appendFileSync(process.argv[1] + '/beat-' + process.pid, '.'); if (Date.now() > end) process.exit(0); }, 100);";
  const daemon = spawnDaemon(${program}, ${args}, { detached: true, stdio: 'ignore' });
  writeDaemonPid(${JSON.stringify(dir)} + '/daemon-' + daemon.pid + '.pid', String(daemon.pid));
  daemon.unref();
}
`;
}

/** The pids of the daemons started so far. */
export function daemonPids(dir: string): number[] {
  return readdirSync(dir)
    .filter((file) => /^daemon-\d+\.pid$/.test(file))
    .map((file) => Number(readFileSync(join(dir, file), 'utf8')));
}

/** Whether `pid` is a live process (not gone, not a zombie). */
export function isAlive(pid: number): boolean {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return false;
  }
  const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
  return state !== 'Z' && state !== 'X';
}

/**
 * The daemons still alive once a SIGKILL sent to them has had time to land: a killed process can
 * stay listed for a moment on a busy machine, so this waits up to `boundMs` (a bound, not a timing).
 */
export async function aliveAfterKill(pids: number[], boundMs = 10_000): Promise<number[]> {
  const until = Date.now() + boundMs;
  for (;;) {
    const alive = pids.filter(isAlive);
    if (alive.length === 0 || Date.now() > until) return alive;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Ends the daemons a failed test left (the test's clean-up; on main they are still running). */
export function killDaemons(pids: number[]): void {
  for (const pid of pids.filter(isAlive)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone already
    }
  }
}
