/**
 * Process metrics of real processes (runExecution under GNU time). This machine, like GitHub's
 * Ubuntu runners, has GNU time at /usr/bin/time; the tests say so first rather than pass vacuously.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ParsedMeasurement } from '../../src/parsers/index.js';
import { gnuTimeAvailable, runExecution, type ExecutionOutcome } from '../../src/runner/execute.js';

const env = { PATH: process.env.PATH ?? '/usr/bin:/bin' };
const dir = mkdtempSync(join(tmpdir(), 'benchgate-procmetrics-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A JSON-lines benchmark that keeps a filled buffer of `mib` MiB (its pages resident) while it prints one measurement. */
const jsonl = (mib: number) => [
  'node',
  '-e',
  `const kept = Buffer.alloc(${mib} * 1024 * 1024, 1); console.log('log line'); console.log(JSON.stringify({ name: 'parse', value: kept[7], unit: 'ms' }));`,
];

function measurements(outcome: ExecutionOutcome): ParsedMeasurement[] {
  if (!outcome.ok) throw new Error(`the execution failed: ${outcome.failure}`);
  return outcome.measurements;
}

const value = (list: ParsedMeasurement[], name: string) => list.find((m) => m.name === name)?.value;

describe('runExecution records the process metrics of every execution', () => {
  it('runs on a machine with GNU time', () => {
    expect(gnuTimeAvailable()).toBe(true);
  });

  it('adds process/<metric> beside a JSON-lines benchmark, whose own output is parsed as without them', async () => {
    const outcome = await runExecution({ bench: jsonl(8), format: 'jsonl', dir, env, timeoutMs: 60_000, processMetrics: { kind: 'suite' } });
    const list = measurements(outcome);
    expect(list[0]).toEqual({ name: 'parse', value: 1, unit: 'ms' });
    expect(list.slice(1).map((m) => [m.name, m.unit, m.better])).toEqual([
      ['process/cpu', 'ms', 'lower'],
      ['process/max-rss', 'KiB', 'lower'],
      ['process/ctx-voluntary', 'switches', 'lower'],
      ['process/ctx-involuntary', 'switches', 'lower'],
      ['process/major-faults', 'faults', 'lower'],
    ]);
    // Node and an 8 MiB buffer: tens of MiB resident, CPU time above zero.
    expect(value(list, 'process/max-rss')).toBeGreaterThan(8 * 1024);
    expect(value(list, 'process/cpu')).toBeGreaterThan(0);
    expect(outcome.ok && outcome.notes).toBeFalsy();
  });

  it('peak RSS follows the memory the process touched: +64 MiB of buffer is +64 MiB of RSS, to within a few MiB', async () => {
    const rss = async (mib: number) =>
      value(
        measurements(await runExecution({ bench: jsonl(mib), format: 'jsonl', dir, env, timeoutMs: 60_000, processMetrics: { kind: 'suite' } })),
        'process/max-rss',
      )!;
    const difference = (await rss(80)) - (await rss(16));
    expect(difference).toBeGreaterThan(60 * 1024);
    expect(difference).toBeLessThan(72 * 1024);
  });

  it('names them for the part of the suite the process ran (split-benchmarks)', async () => {
    const list = measurements(await runExecution({ bench: jsonl(1), format: 'jsonl', dir, env, timeoutMs: 60_000, processMetrics: { kind: 'part', part: 3 } }));
    expect(list.map((m) => m.name)).toContain('process part 3/max-rss');
  });

  it('leaves nothing in the temporary directory: the report file is unlinked before the process starts (issue 47)', async () => {
    const temporary = mkdtempSync(join(tmpdir(), 'benchgate-procmetrics-tmp-'));
    const saved = process.env.TMPDIR;
    process.env.TMPDIR = temporary;
    try {
      const bench = ['sh', '-c', `echo '{"name":"b","value":1,"unit":"ms"}'`];
      const outcome = await runExecution({ bench, format: 'jsonl', dir, env, timeoutMs: 60_000, processMetrics: { kind: 'suite' } });
      expect(measurements(outcome).map((m) => m.name)).toContain('process/max-rss');
      expect(readdirSync(temporary)).toEqual([]);
    } finally {
      if (saved === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = saved;
      rmSync(temporary, { recursive: true, force: true });
    }
  });

  it('keeps the report in memory (tmpfs at /dev/shm), not on a disk: closing a report file on ext4 wrote it out, some 2 ms per execution (issue 47)', async () => {
    const shm = spawnSync('stat', ['-f', '-c', '%T', '/dev/shm'], { encoding: 'utf8' }).stdout.trim();
    expect(shm).toBe('tmpfs');
    const before = readdirSync('/dev/shm').filter((name) => name.startsWith('benchgate-time-'));
    // The benchmark gets GNU time's report file as its fd 3 too: it writes down what filesystem it is on.
    const bench = ['sh', '-c', `stat -L -f -c %T /dev/fd/3 > report-fs.txt; echo '{"name":"b","value":1,"unit":"ms"}'`];
    const outcome = await runExecution({ bench, format: 'jsonl', dir, env, timeoutMs: 60_000, processMetrics: { kind: 'suite' } });
    expect(measurements(outcome).map((m) => m.name)).toContain('process/max-rss');
    expect(readFileSync(join(dir, 'report-fs.txt'), 'utf8').trim()).toBe('tmpfs');
    expect(readdirSync('/dev/shm').filter((name) => name.startsWith('benchgate-time-'))).toEqual(before);
  });

  it('records none without the request (a traced or discovery execution)', async () => {
    const list = measurements(await runExecution({ bench: jsonl(1), format: 'jsonl', dir, env, timeoutMs: 60_000 }));
    expect(list.map((m) => m.name)).toEqual(['parse']);
  });

  it("a benchmark printed under a process metric's name is renamed harness/…, and the measured metrics are recorded as ever (issue 43)", async () => {
    const bench = ['node', '-e', `console.log(JSON.stringify({ name: 'process/cpu', value: 5, unit: 'ms' }))`];
    const outcome = await runExecution({ bench, format: 'jsonl', dir, env, timeoutMs: 60_000, processMetrics: { kind: 'suite' } });
    const list = measurements(outcome);
    expect(list[0]).toEqual({ name: 'harness/process/cpu', value: 5, unit: 'ms' });
    expect(list.slice(1).map((m) => m.name)).toEqual([
      'process/cpu',
      'process/max-rss',
      'process/ctx-voluntary',
      'process/ctx-involuntary',
      'process/major-faults',
    ]);
    expect(list.find((m) => m.name === 'process/cpu')?.unit).toBe('ms');
    expect(outcome.ok && outcome.notes).toEqual([{ kind: 'reserved-name', name: 'process/cpu', recordedAs: 'harness/process/cpu' }]);
  });

  it('format process: wall, then every process metric under its bare name', async () => {
    const list = measurements(await runExecution({ bench: jsonl(1), format: 'process', dir, env, timeoutMs: 60_000 }));
    expect(list.map((m) => m.name)).toEqual(['wall', 'cpu', 'max-rss', 'ctx-voluntary', 'ctx-involuntary', 'major-faults']);
  });

  it('under GNU time, a failure reads as without it', async () => {
    const underTime = (bench: string[], timeoutMs = 60_000) => runExecution({ bench, format: 'jsonl', dir, env, timeoutMs, processMetrics: { kind: 'suite' } });
    const exit = await underTime(['node', '-e', 'console.error("Error: boom"); process.exit(3)']);
    expect(exit.ok ? '' : exit.failure).toBe('exited with code 3: Error: boom');
    const killed = await underTime(['node', '-e', 'process.kill(process.pid, "SIGKILL")']);
    expect(killed.ok ? '' : killed.failure).toBe('killed by SIGKILL');
    const missing = await underTime(['benchgate-no-such-command']);
    expect(missing.ok ? '' : missing.failure).toMatch(/^could not start: benchgate-no-such-command: No such file or directory$/);
    const timedOut = await underTime(['sleep', '30'], 500);
    expect(timedOut.ok ? '' : timedOut.failure).toMatch(/^timed out after /);
  }, 60_000);
});
