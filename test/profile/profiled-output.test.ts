/**
 * The folder a profiled execution writes its `.cpuprofile` files to is within the measured
 * code's reach (it knows the path from its own command line): what is read there is bounded and
 * read defensively (runner/cpu-profiler.ts `readProfiles`).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { callgrindTimeoutMs } from '../../src/runner/callgrind-profile.js';
import { CpuProfiler, MAX_PROFILES_PER_EXECUTION, PROFILE_MIN_MS, readProfiles } from '../../src/runner/cpu-profiler.js';
import type { RunSettings } from '../../src/config/run-settings.js';
import type { Binaries } from '../../src/runner/build.js';
import type { Block } from '../../src/runner/schedule.js';
import { MAX_PROFILE_BYTES } from '../../src/profile/cpuprofile.js';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const fresh = () => (dir = mkdtempSync(join(tmpdir(), 'benchgate-profiled-out-')));

/**
 * Profiles one block in which only head's timed execution (of `durationMs`) is recorded, so only
 * head's run is profiled, with `bench` as the pull request's benchmark: what the profiler made
 * of it, and the warnings it logged.
 */
async function profileHeadOnce(bench: string[], timeoutSeconds: number, durationMs: number) {
  fresh();
  const warnings: string[] = [];
  const logger = {
    info: () => undefined,
    warning: (m: string) => warnings.push(m),
    debug: () => undefined,
    group: <T>(_: string, f: () => Promise<T>) => f(),
  };
  const settings = { bench, env: {}, format: 'jsonl', resultFile: null, timeoutSeconds, workdir: null, repo: dir } as unknown as RunSettings;
  const profiler = new CpuProfiler(settings, { logger, signal: new AbortController().signal, keepDir: null });
  const block: Block = {
    index: 0,
    binary: 0,
    headBinary: 0,
    execution: 0,
    runs: [
      { version: 'base', binary: 0, execution: 0, order: 0 },
      { version: 'head', binary: 0, execution: 0, order: 1 },
    ],
  };
  const binary = (version: 'base' | 'head') => ({ version, index: 0, dir, buildSeconds: null, outputHash: null });
  const binaries: Binaries = { base: [binary('base')], head: [binary('head')] };
  const done = { block: 0, order: 0, durationMs, measurements: [{ name: 'x', value: 1, unit: 'ms', better: 'lower' as const }] };
  await profiler.profileBlock(block, binaries, { base: [[]], head: [[done]] });
  return { result: await profiler.result(binaries, { base: true, head: true }, 'a'.repeat(40)), warnings };
}

describe('readProfiles', () => {
  it('reads the regular .cpuprofile files, nothing else', async () => {
    fresh();
    writeFileSync(join(dir, 'CPU.1.cpuprofile'), '{"a":1}');
    writeFileSync(join(dir, 'notes.txt'), 'x');
    const read = await readProfiles(dir);
    expect(typeof read === 'string' ? read : read.map((p) => p.text)).toEqual(['{"a":1}']);
  });

  it('refuses a link (to a file outside the folder), a FIFO, an oversized file and too many files, saying why', async () => {
    fresh();
    writeFileSync(join(dir, 'secret'), 'outside');
    symlinkSync(join(dir, 'secret'), join(dir, 'CPU.link.cpuprofile'));
    expect(await readProfiles(dir)).toBe('"CPU.link.cpuprofile" is not a regular file');
    rmSync(join(dir, 'CPU.link.cpuprofile'));
    execFileSync('mkfifo', [join(dir, 'CPU.fifo.cpuprofile')]);
    // A FIFO with no writer would block a plain open: it is opened non-blocking and refused.
    expect(await readProfiles(dir)).toBe('"CPU.fifo.cpuprofile" is not a regular file');
    rmSync(join(dir, 'CPU.fifo.cpuprofile'));
    writeFileSync(join(dir, 'CPU.big.cpuprofile'), '');
    truncateSync(join(dir, 'CPU.big.cpuprofile'), MAX_PROFILE_BYTES + 1);
    expect(await readProfiles(dir)).toBe(`a profile of ${MAX_PROFILE_BYTES + 1} bytes, more than the 64 MiB read`);
    rmSync(join(dir, 'CPU.big.cpuprofile'));
    for (let i = 0; i <= MAX_PROFILES_PER_EXECUTION; i++) writeFileSync(join(dir, `CPU.${i}.cpuprofile`), '{}');
    expect(await readProfiles(dir)).toBe(
      `${MAX_PROFILES_PER_EXECUTION + 1} profiles written, more than the ${MAX_PROFILES_PER_EXECUTION} one execution may write`,
    );
  });
});

describe('readProfiles, callgrind output', () => {
  const callgrindOut = (name: string) => name.startsWith('callgrind.out.');

  it('reads the regular callgrind.out.* files only, and refuses a link to a file outside the folder', async () => {
    fresh();
    writeFileSync(join(dir, 'callgrind.out.12'), 'events: Ir');
    writeFileSync(join(dir, 'CPU.1.cpuprofile'), '{}');
    const read = await readProfiles(dir, callgrindOut);
    expect(typeof read === 'string' ? read : read.map((p) => p.text)).toEqual(['events: Ir']);
    writeFileSync(join(dir, 'secret'), 'outside');
    symlinkSync(join(dir, 'secret'), join(dir, 'callgrind.out.13'));
    expect(await readProfiles(dir, callgrindOut)).toBe('"callgrind.out.13" is not a regular file');
    rmSync(join(dir, 'callgrind.out.13'));
    truncateSync(join(dir, 'callgrind.out.12'), MAX_PROFILE_BYTES + 1);
    expect(await readProfiles(dir, callgrindOut)).toBe(`a profile of ${MAX_PROFILE_BYTES + 1} bytes, more than the 64 MiB read`);
  });
});

describe('CpuProfiler', () => {
  it("starts no profiled execution once the run's budget is spent: profiling counts inside it", async () => {
    fresh();
    const logger = { info: () => undefined, warning: () => undefined, debug: () => undefined, group: <T>(_: string, f: () => Promise<T>) => f() };
    const settings = {
      bench: ['node', '-e', '1'],
      env: {},
      format: 'jsonl',
      resultFile: null,
      timeoutSeconds: 10,
      workdir: null,
      repo: dir,
    } as unknown as RunSettings;
    const profiler = new CpuProfiler(settings, {
      logger: logger,
      signal: new AbortController().signal,
      keepDir: null,
      budget: { seconds: 60, start: 0, now: () => 61_000 },
    });
    const block: Block = {
      index: 0,
      binary: 0,
      headBinary: 0,
      execution: 0,
      runs: [
        { version: 'base', binary: 0, execution: 0, order: 0 },
        { version: 'head', binary: 0, execution: 0, order: 1 },
      ],
    };
    const binary = (version: 'base' | 'head') => ({ version, index: 0, dir, buildSeconds: null, outputHash: null });
    const binaries: Binaries = { base: [binary('base')], head: [binary('head')] };
    const done = { block: 0, order: 0, measurements: [{ name: 'x', value: 1, unit: 'ms', better: 'lower' as const }] };
    await profiler.profileBlock(block, binaries, { base: [[done]], head: [[{ ...done, order: 1 }]] });
    const result = await profiler.result(binaries, { base: true, head: true }, 'a'.repeat(40));
    expect(result.executions).toBe(0);
    expect(result.costMs).toBe(0);
  });

  it('tops up to 12 profiled executions per version after an early verdict, spread over the builds, and stops where the budget would be passed', async () => {
    fresh();
    const logger = { info: () => undefined, warning: () => undefined, debug: () => undefined, group: <T>(_: string, f: () => Promise<T>) => f() };
    const bench = ['node', '-e', "console.log(JSON.stringify({ name: 'x', value: 1, unit: 'ms' }))"];
    const settings = { bench, env: {}, format: 'jsonl', resultFile: null, timeoutSeconds: 10, workdir: null, repo: dir } as unknown as RunSettings;
    const binary = (version: 'base' | 'head', index: number) => ({ version, index, dir, buildSeconds: null, outputHash: null });
    const binaries: Binaries = { base: [binary('base', 0), binary('base', 1)], head: [binary('head', 0), binary('head', 1)] };
    const done = { block: 0, order: 0, durationMs: 50, measurements: [{ name: 'x', value: 1, unit: 'ms', better: 'lower' as const }] };
    // Two blocks, one per build: build 1's execution 1 and build 2's execution 1 of each version.
    const timed = { base: [[done], [done]], head: [[done], [done]] };
    const blocks: Block[] = [0, 1].map((k) => ({
      index: k,
      binary: k,
      headBinary: k,
      execution: 0,
      runs: [
        { version: 'base', binary: k, execution: 0, order: 2 * k },
        { version: 'head', binary: k, execution: 0, order: 2 * k + 1 },
      ],
    }));
    let clock = 0;
    const budget = { seconds: 600, start: 0, now: () => clock };
    const keepDir = join(dir, 'kept');
    const profiler = new CpuProfiler(settings, { logger, signal: new AbortController().signal, keepDir, budget });
    for (const block of blocks) await profiler.profileBlock(block, binaries, timed);
    await profiler.topUp(binaries, timed, 2);
    const full = await profiler.result(binaries, { base: false, head: false }, 'a'.repeat(40));
    expect(full.topUp, `${full.note}`).toMatchObject({
      target: 12,
      blocks: 2,
      before: { base: 2, head: 2 },
      after: { base: 12, head: 12 },
      executions: 20,
      stopped: null,
    });
    expect(full.executions).toBe(24);
    for (const side of ['base', 'head'] as const) expect(full.scopes[0][side].builds.map((b) => b.executions.length)).toEqual([6, 6]);
    // The extra profiles are kept under names of their own, beside the blocks' ones.
    expect(full.kept.files.filter((f) => f.startsWith('base/build-2/')).sort()).toEqual(
      ['base/build-2/execution-1-1.cpuprofile', ...[2, 4, 6, 8, 10].map((t) => `base/build-2/extra-${t}-1.cpuprofile`)].sort(),
    );

    // A run whose budget leaves less than one more profiled execution: none starts, and the record says why.
    const short = new CpuProfiler(settings, { logger, signal: new AbortController().signal, keepDir: null, budget });
    clock = 0;
    for (const block of blocks) await short.profileBlock(block, binaries, timed);
    clock = 600_000 - 1;
    await short.topUp(binaries, timed, 2);
    const cut = await short.result(binaries, { base: false, head: false }, 'a'.repeat(40));
    expect(cut.topUp).toEqual({
      target: 12,
      blocks: 2,
      before: { base: 2, head: 2 },
      after: { base: 2, head: 2 },
      executions: 0,
      costMs: 0,
      stopped: 'budget',
    });
  });

  it('stops a benchmark that stalls only when it sees the profiler: a profiled execution may take 4× its timed one (at least 5 s), not 2× timeout', async () => {
    // The pull request's benchmark: quick when timed, 60 s when `--cpu-prof` is on its command line.
    const stall =
      "if (process.execArgv.some((a) => a.startsWith('--cpu-prof'))) setTimeout(() => {}, 60000); " +
      "else console.log(JSON.stringify({ name: 'x', value: 1 }))";
    const { result, warnings } = await profileHeadOnce(['node', '-e', stall], 60, 100);
    expect(result.executions).toBe(1);
    expect(result.profiled).toBe(0);
    // Killed at the 5 s floor, far from the 120 s that 2 × timeout allowed (60 s, the stall, on main).
    expect(result.costMs).toBeGreaterThanOrEqual(PROFILE_MIN_MS - 100);
    expect(result.costMs).toBeLessThan(40_000);
    expect(warnings.join('\n')).toMatch(/profiled: .*tim/);
  });

  it('stops a native benchmark that stalls only under valgrind: an execution under callgrind may take 100× its timed one (at least 5 s)', async () => {
    // Quick when timed and when given the V8 profiler (it is not Node), 60 s when it finds valgrind's preload in its environment.
    const stall = 'case "$LD_PRELOAD" in *vgpreload*) sleep 60 ;; *) echo \'{"name": "x", "value": 1, "unit": "ms"}\' ;; esac';
    const { result, warnings } = await profileHeadOnce(['sh', '-c', stall], 300, 20);
    expect(result.profiler, `${result.note} ${warnings.join('; ')}`).toBe('callgrind');
    // One execution under the V8 profiler (no profile: not Node), one under callgrind, killed at the 5 s floor.
    expect(result.executions).toBe(2);
    expect(result.profiled).toBe(0);
    expect(callgrindTimeoutMs(300, 20)).toBe(PROFILE_MIN_MS);
    expect(result.costMs).toBeGreaterThanOrEqual(PROFILE_MIN_MS - 100);
    expect(result.costMs).toBeLessThan(40_000);
    expect(warnings.join('\n')).toMatch(/profiled: .*tim/);
    // 100 × the timed execution, never more than a count under cachegrind may take (100 × timeout, at most the budget).
    expect(callgrindTimeoutMs(300, 2000)).toBe(200_000);
    expect(callgrindTimeoutMs(1, 2000)).toBe(100_000);
    expect(callgrindTimeoutMs(300, 2000, 60)).toBe(60_000);
  });

  it('says so and stops when the benchmark is not Node and valgrind is not on the PATH it gets', async () => {
    fresh();
    const logger = { info: () => undefined, warning: () => undefined, debug: () => undefined, group: <T>(_: string, f: () => Promise<T>) => f() };
    const settings = {
      bench: ['/bin/sh', '-c', 'echo \'{"name": "x", "value": 1, "unit": "ms"}\''],
      env: { PATH: dir },
      format: 'jsonl',
      resultFile: null,
      timeoutSeconds: 60,
      workdir: null,
      repo: dir,
    } as unknown as RunSettings;
    const profiler = new CpuProfiler(settings, { logger, signal: new AbortController().signal, keepDir: null });
    const block: Block = {
      index: 0,
      binary: 0,
      headBinary: 0,
      execution: 0,
      runs: [
        { version: 'base', binary: 0, execution: 0, order: 0 },
        { version: 'head', binary: 0, execution: 0, order: 1 },
      ],
    };
    const binary = (version: 'base' | 'head') => ({ version, index: 0, dir, buildSeconds: null, outputHash: null });
    const binaries: Binaries = { base: [binary('base')], head: [binary('head')] };
    const done = { block: 0, order: 0, durationMs: 20, measurements: [{ name: 'x', value: 1, unit: 'ms', better: 'lower' as const }] };
    await profiler.profileBlock(block, binaries, { base: [[]], head: [[done]] });
    const result = await profiler.result(binaries, { base: true, head: true }, 'a'.repeat(40));
    expect(result).toMatchObject({ profiler: 'v8', executions: 1, profiled: 0 });
    expect(result.note).toBe(
      'no process of the first profiled block wrote a V8 profile (no Node process ran), and valgrind is not on the PATH the benchmark gets for callgrind: nothing was profiled after it',
    );
  });
});
