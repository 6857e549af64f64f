// Shared by bench/newcomer-upgrade.ts and bench/bisect-releases.ts: the shipped noisy neighbour
// in the background, the benchgate CLI as a child process, and the load average.
import { spawn, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..');
export const FIXTURE = join(ROOT, 'fixtures', 'tinybench-upgrade');

/** scripts/noisy-neighbour.mjs with its defaults (2 threads, bursts and gaps of 50–600 ms), bounded by `seconds`. */
export function startNeighbour(seconds: number): ChildProcess {
  return spawn(process.execPath, [join(ROOT, 'scripts', 'noisy-neighbour.mjs'), '--seconds', String(Math.ceil(seconds))], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export async function stopNeighbour(neighbour: ChildProcess): Promise<void> {
  if (neighbour.exitCode !== null) return;
  const exited = new Promise((resolve) => neighbour.once('exit', resolve));
  neighbour.kill('SIGTERM');
  await exited;
}

export const load = (): string =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** `benchgate COMMAND ARGS` as a user runs it (src/cli-entry.ts under tsx), with its exit code, output and wall time. */
export function benchgate(args: string[]): Promise<{ code: number; stdout: string; stderr: string; seconds: number }> {
  const start = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'src', 'cli-entry.ts'), ...args], {
    cwd: ROOT,
    env: { ...process.env, npm_config_prefer_offline: 'true', npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code: code ?? -1, stdout, stderr, seconds: (performance.now() - start) / 1000 }));
  });
}

/** A relative change as a signed percentage. */
export const pct = (x: number): string => `${x >= 0 ? '+' : '−'}${Math.abs(100 * x).toFixed(1)} %`;
