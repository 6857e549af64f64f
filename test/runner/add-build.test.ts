import { afterAll, describe, expect, it } from 'vitest';
import { resolveRunSettings, type RunSettingsInput } from '../../src/config/run-settings.js';
import type { ResultsFile, VersionSide } from '../../src/results/results-format.js';
import { validateResults } from '../../src/results/validate-results.js';
import { BuildFailedError } from '../../src/runner/build.js';
import { runExperiment } from '../../src/runner/run-experiment.js';
import { planSchedule, schedulePhase } from '../../src/runner/schedule.js';
import type { BlockDecision, BlockProgress } from '../../src/sequential/block-progress.js';
import { resultsUpToBlock } from '../../src/sequential/truncate-results.js';
import { createRepo, git, recordingLogger, removeDir } from './git-fixture.js';

// Copies the committed value into dist/ (ignored); with STAMP=1 it also writes a file that
// differs every time, so no two builds are identical. FAIL_BINARY=k makes build k fail.
const BUILD = `
import { mkdirSync, copyFileSync, writeFileSync } from 'node:fs';
if (process.env.FAIL_BINARY === process.env.BENCHGATE_BINARY) { console.error('error: build ' + process.env.BENCHGATE_BINARY + ' broken'); process.exit(4); }
mkdirSync('dist', { recursive: true });
copyFileSync('src/value.txt', 'dist/value.txt');
if (process.env.STAMP === '1') writeFileSync('dist/stamp.txt', String(Date.now()) + Math.random());
console.log('built in ' + process.cwd());
`;
// Fails unless it runs in the worktree of the binary its environment names (worktrees are
// named <version>-<k>), so every successful execution ran the binary it was scheduled for.
const BENCH = `
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
const expected = process.env.BENCHGATE_VERSION + '-' + process.env.BENCHGATE_BINARY;
if (basename(process.cwd()) !== expected) { console.error('Error: ran in ' + process.cwd() + ', expected ' + expected); process.exit(9); }
const value = Number(readFileSync(existsSync('dist/value.txt') ? 'dist/value.txt' : 'src/value.txt', 'utf8'));
for (let i = 0; i < 3; i++) console.log(JSON.stringify({ name: 'render', value: value + i * 0.01, unit: 'ms' }));
`;

const repo = createRepo({ 'build.mjs': BUILD, 'bench.mjs': BENCH, 'src/value.txt': '10', '.gitignore': 'dist/\n' }, { 'src/value.txt': '11' });
afterAll(() => removeDir(repo));

const SEED = 3;

function settingsFor(overrides: RunSettingsInput = {}) {
  return resolveRunSettings(repo, [
    {
      base: 'base',
      head: 'head',
      build: ['node', 'build.mjs'],
      bench: ['node', 'bench.mjs'],
      binaries: 2,
      executions: 3,
      seed: SEED,
      timeoutSeconds: 30,
      env: { STAMP: '1' },
    },
    overrides,
  ]);
}

const binariesOf = (results: ResultsFile, side: VersionSide) => results.benchmarks[0][side].binaries;

function worktreeCount(): number {
  return git(repo, 'worktree', 'list', '--porcelain')
    .split('\n')
    .filter((line) => line.startsWith('worktree ')).length;
}

/** Block index → whether base ran first, from the recorded `order` of every execution. */
function baseFirstByBlock(results: ResultsFile): Map<number, boolean> {
  const byBlock = new Map<number, boolean>();
  for (const binary of binariesOf(results, 'base')) for (const e of binary.executions) byBlock.set(e.block!, e.order === 2 * e.block!);
  return byBlock;
}

/** What the replay reads for a look after `blocks` blocks: the truncation alone (resultsUpToBlock drops the builds not made by then). */
function asSeenAfter(results: ResultsFile, blocks: number): ResultsFile['benchmarks'] {
  return resultsUpToBlock(results, blocks).benchmarks;
}

/** A control that asks for builds after the given blocks and continues otherwise, recording what it saw. */
function control(adds: Record<number, number>) {
  const seen: BlockProgress[] = [];
  const partials = new Map<number, ResultsFile['benchmarks']>();
  const afterBlock = (progress: BlockProgress, partial: () => ResultsFile): BlockDecision => {
    seen.push(progress);
    partials.set(progress.blocks, partial().benchmarks);
    const blocks = adds[progress.blocks];
    return blocks === undefined ? 'continue' : { addBuild: { blocks } };
  };
  return { seen, partials, afterBlock };
}

describe('runExperiment with builds added by the control', () => {
  it('builds one more binary of each version after block 2 and runs its blocks next, the rest of the schedule after them', async () => {
    const logger = recordingLogger();
    const { seen, partials, afterBlock } = control({ 2: 2 });
    const results = await runExperiment(settingsFor(), { logger, afterBlock });
    expect(() => validateResults(JSON.parse(JSON.stringify(results)))).not.toThrow();

    // 6 planned blocks + 2 inserted, every one of them looked at.
    expect(seen.map((p) => p.blocks)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(seen.map((p) => p.blocksPerRound)).toEqual([2, 2, 3, 3, 3, 3, 3, 3]);
    expect(seen.map((p) => p.scheduledBlocks)).toEqual([6, 6, 8, 8, 8, 8, 8, 8]);
    expect(seen.every((p) => p.identicalBuilds === false && typeof p.buildSeconds === 'number' && p.buildSeconds > 0)).toBe(true);
    expect(results.meta!.stoppedBy).toBeUndefined();
    expect(results.meta!.executionsPerVersion).toBe(8);
    expect(results.meta!.design).toMatchObject({ binaries: 2, executions: 3, builds: { base: 3, head: 3 }, addedBuilds: 1, executionsPerBuild: 3 });
    expect(results.meta!.design!.identicalBuilds).toEqual({ base: false, head: false });

    for (const side of ['base', 'head'] as const) {
      const binaries = binariesOf(results, side);
      expect(binaries).toHaveLength(3);
      // Every execution succeeded, so each ran in its own binary's worktree (the benchmark checks).
      expect(binaries.flatMap((b) => b.executions).every((e) => e.failure === undefined && e.values.length === 3)).toBe(true);
      expect(new Set(binaries.map((b) => b.outputHash)).size).toBe(3);
      expect(binaries[2].outputHash).toMatch(/^sha256:/);
      expect(binaries[2].outputDiff).toEqual(['dist/stamp.txt']);
      expect(binaries[2].buildSeconds).toBeGreaterThan(0);
      // The new binary: blocks 2 and 3, its executions 0 and 1.
      expect(binaries[2].executions.map((e) => e.block)).toEqual([2, 3]);
      expect(binaries.slice(0, 2).map((b) => b.executions.length)).toEqual([3, 3]);
    }
    for (const k of [0, 1, 2]) {
      const worktree = (side: VersionSide) => logger.lines.find((l) => l.includes(`built in `) && l.endsWith(`/${side}-${k}`));
      expect(worktree('base')).toBeDefined();
      expect(worktree('head')).toBeDefined();
    }

    // The planned blocks keep their pairings: 0 and 1 where they were, the rest two positions later.
    for (const block of planSchedule({ binaries: 2, executions: 3, seed: SEED })) {
      const index = block.index < 2 ? block.index : block.index + 2;
      for (const run of block.runs) expect(binariesOf(results, run.version)[run.binary].executions[run.execution].block).toBe(index);
    }
    // Base and head share every block index once, and the ABBA cycle runs over the whole run.
    const baseFirst = baseFirstByBlock(results);
    expect([...baseFirst.keys()].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const phase = schedulePhase(SEED);
    for (const [index, first] of baseFirst) expect(first).toBe([true, false, false, true][(index + phase) % 4]);
    for (const binary of binariesOf(results, 'head')) for (const e of binary.executions) expect(e.order).toBe(2 * e.block! + (baseFirst.get(e.block!) ? 1 : 0));

    // The replay's truncation gives back what each look saw.
    for (const [blocks, partial] of partials) expect(asSeenAfter(results, blocks)).toEqual(partial);

    expect(logger.lines).toContainEqual(expect.stringMatching(/^info: adding build 3 of each version: base \d+\.\d s, head \d+\.\d s; its 2 blocks run next$/));
    expect(logger.lines.filter((l) => /^warning: (base|head) build 3 differs from build 1 in 1 file: dist\/stamp.txt;/.test(l))).toHaveLength(2);
    expect(worktreeCount()).toBe(1);
  });

  it('adds a second build while the first one’s blocks are pending: its blocks run first, then the first one’s rest', async () => {
    const { seen, partials, afterBlock } = control({ 1: 2, 2: 1 });
    const results = await runExperiment(settingsFor(), { logger: recordingLogger(), afterBlock });
    expect(seen.map((p) => p.blocksPerRound)).toEqual([2, 3, 4, 4, 4, 4, 4, 4, 4]);
    expect(seen.map((p) => p.scheduledBlocks)).toEqual([6, 8, 9, 9, 9, 9, 9, 9, 9]);
    expect(results.meta!.design).toMatchObject({ builds: { base: 4, head: 4 }, addedBuilds: 2 });
    for (const side of ['base', 'head'] as const) {
      const binaries = binariesOf(results, side);
      expect(binaries[2].executions.map((e) => e.block)).toEqual([1, 3]);
      expect(binaries[3].executions.map((e) => e.block)).toEqual([2]);
      expect(binaries.flatMap((b) => b.executions).every((e) => e.failure === undefined)).toBe(true);
    }
    const phase = schedulePhase(SEED);
    for (const [index, first] of baseFirstByBlock(results)) expect(first).toBe([true, false, false, true][(index + phase) % 4]);
    for (const [blocks, partial] of partials) expect(asSeenAfter(results, blocks)).toEqual(partial);
  });

  it('does not start an added build once the budget is spent, and stops as the budget says', async () => {
    const logger = recordingLogger();
    let clock = 0;
    const { seen, afterBlock } = control({ 2: 2 });
    const results = await runExperiment(settingsFor(), {
      logger,
      now: () => clock,
      budgetSeconds: 60,
      afterBlock: (progress, partial) => {
        if (progress.blocks === 2) clock = 61_000;
        return afterBlock(progress, partial);
      },
    });
    expect(seen.map((p) => p.blocks)).toEqual([1, 2]);
    expect(results.meta!.stoppedBy).toEqual({ reason: 'budget', blocks: 2, scheduledBlocks: 6 });
    expect(binariesOf(results, 'base')).toHaveLength(2);
    expect(results.meta!.design).toMatchObject({ builds: { base: 2, head: 2 } });
    expect(results.meta!.design!.addedBuilds).toBeUndefined();
    expect(logger.lines).toContain('warning: block 2: not adding build 3: the budget of 1m 00s is spent');
    expect(logger.lines.some((l) => l.includes('adding build 3 of each'))).toBe(false);
    expect(logger.lines.filter((l) => l.includes('built in '))).toHaveLength(4);
  });

  it.each([
    { what: 'identical builds', overrides: { env: { STAMP: '0' } }, buildSeconds: 'number' },
    { what: 'no build command', overrides: { build: null }, buildSeconds: 'null' },
  ])('with $what, warns and continues instead of building', async ({ overrides, buildSeconds }) => {
    const logger = recordingLogger();
    const { seen, afterBlock } = control({ 2: 2 });
    const results = await runExperiment(settingsFor(overrides), { logger, afterBlock });
    expect(seen.map((p) => p.blocks)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(seen.every((p) => p.identicalBuilds === true && p.blocksPerRound === 2 && p.scheduledBlocks === 6)).toBe(true);
    expect(seen.every((p) => (p.buildSeconds === null ? 'null' : typeof p.buildSeconds) === buildSeconds)).toBe(true);
    expect(binariesOf(results, 'head')).toHaveLength(2);
    expect(results.meta!.design).toMatchObject({ builds: { base: 2, head: 2 }, identicalBuilds: { base: true, head: true } });
    expect(results.meta!.design!.addedBuilds).toBeUndefined();
    expect(logger.lines).toContainEqual(expect.stringMatching(/^warning: block 2: not adding build 3: the builds of both versions are identical/));
  });

  it('throws BuildFailedError when an added build fails, and removes every worktree', async () => {
    const { afterBlock } = control({ 2: 2 });
    const error = await runExperiment(settingsFor({ env: { STAMP: '1', FAIL_BINARY: '2' } }), { logger: recordingLogger(), afterBlock }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BuildFailedError);
    expect(error).toMatchObject({ version: 'base', binary: 2, exitCode: 4 });
    expect((error as BuildFailedError).message).toMatch(/^base build 3 failed: `node build.mjs` exited with code 4/);
    expect(worktreeCount()).toBe(1);
  });
});
