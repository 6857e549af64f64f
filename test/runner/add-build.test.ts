import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveRunSettings, type RunSettingsInput } from '../../src/config/run-settings.js';
import type { ResultsFile, VersionSide } from '../../src/results/results-format.js';
import { validateResults } from '../../src/results/validate-results.js';
import { BuildFailedError } from '../../src/runner/build.js';
import { runExperiment } from '../../src/runner/run-experiment.js';
import { planSchedule, schedulePhase } from '../../src/runner/schedule.js';
import type { BlockDecision, BlockProgress } from '../../src/sequential/block-progress.js';
import { resultsUpToBlock } from '../../src/sequential/truncate-results.js';
import { DEFAULT_ANALYSIS_OPTIONS } from '../../src/config/analysis-options.js';
import { analyse } from '../../src/experiment/analyse.js';
import { buildReport } from '../../src/experiment/build-report.js';
import { SequentialController } from '../../src/sequential/sequential-controller.js';
import { createRepo, git, recordingLogger, removeDir, tempDir } from './git-fixture.js';

// Copies the committed value into dist/ (ignored); with STAMP=1 it also writes a file that
// differs every time, so no two builds are identical. FAIL_BINARY=k makes build k fail;
// FAIL_AT=n makes the n-th build of the run fail, counted in the file COUNTER.
const BUILD = `
import { existsSync, mkdirSync, copyFileSync, readFileSync, writeFileSync } from 'node:fs';
if (process.env.FAIL_BINARY === process.env.BENCHGATE_BINARY) { console.error('error: build ' + process.env.BENCHGATE_BINARY + ' broken'); process.exit(4); }
if (process.env.COUNTER) {
  const n = (existsSync(process.env.COUNTER) ? Number(readFileSync(process.env.COUNTER, 'utf8')) : 0) + 1;
  writeFileSync(process.env.COUNTER, String(n));
  if (String(n) === process.env.FAIL_AT) { console.log('compiling'); console.error('error: build #' + n + ' of the run broken'); process.exit(4); }
}
mkdirSync('dist', { recursive: true });
copyFileSync('src/value.txt', 'dist/value.txt');
if (process.env.STAMP === '1') writeFileSync('dist/stamp.txt', String(Date.now()) + Math.random());
console.log('built in ' + process.cwd());
`;
// Fails unless it runs in the worktree of the binary its environment names (worktrees are
// named <version>-<k>), so every successful execution ran the binary it was scheduled for.
// NOISE=1 adds a large noise, fixed by version, build and execution, so no look decides early.
const BENCH = `
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
const expected = process.env.BENCHGATE_VERSION + '-' + process.env.BENCHGATE_BINARY;
if (basename(process.cwd()) !== expected) { console.error('Error: ran in ' + process.cwd() + ', expected ' + expected); process.exit(9); }
const value = Number(readFileSync(existsSync('dist/value.txt') ? 'dist/value.txt' : 'src/value.txt', 'utf8'));
let state = [...expected + process.env.BENCHGATE_EXECUTION].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 1000003, 7);
const noise = () => process.env.NOISE === '1' ? ((state = (state * 7919 + 13) % 1000003) / 1000003) * 8 : 0;
for (let i = 0; i < 3; i++) console.log(JSON.stringify({ name: 'render', value: value + i * 0.01 + noise(), unit: 'ms' }));
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
    expect(results.meta!.design).toMatchObject({ binaries: 2, executions: 3, builds: { base: 3, head: 3 }, addedBuilds: 1 });
    // A control decided the length: the planned executions were a cap, not recorded as executions per build.
    expect(results.meta!.design).not.toHaveProperty('executionsPerBuild');
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

  it('records an added build that fails, removes its worktrees, and ends with a last call for the final look, keeping every measurement', async () => {
    const logger = recordingLogger();
    const counter = join(tempDir(), 'builds');
    // Builds 1–4 are the first builds (base, head, head, base); the 5th is base build 3, the 6th head build 3.
    const { seen, partials, afterBlock } = control({ 2: 2 });
    const worktreesAtLastCall: number[] = [];
    const results = await runExperiment(settingsFor({ env: { STAMP: '1', COUNTER: counter, FAIL_AT: '6' } }), {
      logger,
      afterBlock: (progress, partial) => {
        if (progress.addedBuildFailed !== undefined) worktreesAtLastCall.push(worktreeCount());
        return afterBlock(progress, partial);
      },
    });
    expect(readFileSync(counter, 'utf8')).toBe('6');
    expect(() => validateResults(JSON.parse(JSON.stringify(results)))).not.toThrow();

    // Blocks 1 and 2, then the control's last call after block 2, told what failed and that the schedule ends there.
    expect(seen.map((p) => [p.blocks, p.scheduledBlocks, p.addedBuildFailed])).toEqual([
      [1, 6, undefined],
      [2, 6, undefined],
      [2, 2, 'head build 3: `node build.mjs` exited with code 4'],
    ]);
    expect(seen[2].blocksPerRound).toBe(2);
    expect(seen[2].elapsedSeconds).toBeGreaterThan(seen[1].elapsedSeconds);
    expect(asSeenAfter(results, 2)).toEqual(partials.get(2));
    // Base build 3 was made before head build 3 failed: both worktrees are gone by the last call (main + 2 + 2 left).
    expect(worktreesAtLastCall).toEqual([5]);

    const meta = results.meta!;
    expect(meta.failedBuilds).toHaveLength(1);
    const [failed] = meta.failedBuilds!;
    expect(failed).toMatchObject({ version: 'head', binary: 2, command: 'node build.mjs', exitCode: 4, reason: 'exited with code 4' });
    expect(failed.outputTail).toContain('compiling');
    expect(failed.outputTail).toContain('error: build #6 of the run broken');
    expect(meta.stoppedBy).toEqual({ reason: 'build-failed', blocks: 2, scheduledBlocks: 6 });
    expect(meta.executionsPerVersion).toBe(2);
    expect(meta.failedExecutions).toEqual({ base: 0, head: 0 });
    expect(meta.failures).toEqual([]);
    expect(meta.design).toMatchObject({ builds: { base: 2, head: 2 } });
    expect(meta.design!.addedBuilds).toBeUndefined();
    // Every measurement taken stays: blocks 0 and 1, one execution of each first build, 3 values each.
    for (const side of ['base', 'head'] as const) {
      const binaries = binariesOf(results, side);
      expect(binaries).toHaveLength(2);
      const executions = binaries.flatMap((b) => b.executions);
      expect(executions.map((e) => e.block).sort()).toEqual([0, 1]);
      expect(executions.every((e) => e.failure === undefined && e.values.length === 3)).toBe(true);
    }
    expect(logger.lines).toContainEqual(
      expect.stringMatching(
        /^warning: block 2: adding build 3 of each version failed: head build 3: `node build.mjs` exited with code 4; the run goes on without it and ends with a final look at the 2 builds per version it measured; last lines of its output:\n[^]*error: build #6 of the run broken/,
      ),
    );
    expect(worktreeCount()).toBe(1);
  });

  it('records a failed added build on the last scheduled block without a stoppedBy (the schedule was over anyway)', async () => {
    const { seen, afterBlock } = control({ 6: 1 });
    const results = await runExperiment(settingsFor({ env: { STAMP: '1', FAIL_BINARY: '2' } }), { logger: recordingLogger(), afterBlock });
    expect(seen.map((p) => [p.blocks, p.addedBuildFailed])).toEqual([
      ...[1, 2, 3, 4, 5, 6].map((b) => [b, undefined]),
      [6, 'base build 3: `node build.mjs` exited with code 4'],
    ]);
    expect(results.meta!.stoppedBy).toBeUndefined();
    expect(results.meta!.executionsPerVersion).toBe(6);
    expect(results.meta!.failedBuilds).toMatchObject([{ version: 'base', binary: 2, exitCode: 4 }]);
    expect(binariesOf(results, 'head').flatMap((b) => b.executions)).toHaveLength(6);
    expect(worktreeCount()).toBe(1);
  });

  it('records an added build whose worktree git cannot make, and ends the same way', async () => {
    const logger = recordingLogger();
    const { seen, afterBlock } = control({ 2: 2 });
    const results = await runExperiment(settingsFor(), {
      logger,
      afterBlock: (progress, partial) => {
        if (progress.blocks === 2 && progress.addedBuildFailed === undefined) {
          // The run's worktrees live side by side: a file where base build 3's would go stops git.
          const first = logger.lines.find((l) => l.includes('built in ') && l.endsWith('/base-0'))!;
          writeFileSync(join(dirname(first.slice(first.indexOf('built in ') + 'built in '.length)), 'base-2'), 'in the way');
        }
        return afterBlock(progress, partial);
      },
    });
    expect(seen.map((p) => p.blocks)).toEqual([1, 2, 2]);
    expect(seen[2].addedBuildFailed).toMatch(/^base build 3: `git worktree add --detach [0-9a-f]{12}` could not make its worktree: /);
    const [failed] = results.meta!.failedBuilds!;
    expect(failed).toMatchObject({ version: 'base', binary: 2, outputTail: '' });
    expect(failed.reason).toMatch(/^could not make its worktree: .*already exists/);
    expect(binariesOf(results, 'base')).toHaveLength(2);
    expect(worktreeCount()).toBe(1);
  });

  it('still throws BuildFailedError when one of the first builds fails, and removes every worktree', async () => {
    const { seen, afterBlock } = control({ 2: 2 });
    const error = await runExperiment(settingsFor({ env: { STAMP: '1', FAIL_BINARY: '1' } }), { logger: recordingLogger(), afterBlock }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BuildFailedError);
    expect(error).toMatchObject({ version: 'head', binary: 1, exitCode: 4 });
    expect(seen).toEqual([]);
    expect(worktreeCount()).toBe(1);
  });
});

describe('an adaptive run whose added build fails', () => {
  it('ends with the controller’s final look on the builds it had, and analyses and reports the failure', async () => {
    const options = { ...DEFAULT_ANALYSIS_OPTIONS, bootstrapReplicates: 0 };
    const controller = new SequentialController(
      { alpha: 0.05, spending: { kind: 'hsd', gamma: -1 }, maxLooks: 4, budgetSeconds: 600, maxFailureShare: 0.25, waveBlocks: 2 },
      options,
    );
    const counter = join(tempDir(), 'builds');
    // Noisy A/A-like values: nothing is decided at round 2, so the controller asks for build 3 (the 5th build, base's), which fails.
    const settings = settingsFor({ executions: 20, env: { STAMP: '1', NOISE: '1', COUNTER: counter, FAIL_AT: '5' } });
    const results = await runExperiment(settings, { logger: recordingLogger(), afterBlock: controller.afterBlock, budgetSeconds: 600 });
    results.meta = { ...results.meta, sequential: controller.record() };

    const record = results.meta.sequential!;
    expect(record.growth).toBe('builds');
    expect(record.looks.map((l) => [l.blocks, l.final])).toEqual([
      [4, false],
      [4, true],
    ]);
    expect(record.looks[1].fraction).toBeGreaterThan(record.looks[0].fraction);
    expect(record.stop).toMatchObject({ reason: 'build-failed', blocks: 4 });
    expect(record.stop.detail).toContain('base build 3: `node build.mjs` exited with code 4');
    expect(results.meta.failedBuilds).toMatchObject([{ version: 'base', binary: 2, exitCode: 4 }]);
    expect(results.meta.stoppedBy).toEqual({ reason: 'build-failed', blocks: 4, scheduledBlocks: 40 });

    const read = validateResults(JSON.parse(JSON.stringify(results)));
    expect(read.meta!.failedBuilds).toEqual(results.meta.failedBuilds);
    const analysed = analyse(read, options);
    expect(analysed.failures).toEqual([]);
    expect(analysed.report.sequential).toMatchObject({ looks: 2, blocks: 4, stop: { reason: 'build-failed' } });
    const [render] = analysed.report.benchmarks;
    expect(render.stopping).toMatchObject({ decided: false, look: 2, looks: 2, blocks: 4 });
    expect(render.verdict).toBe('inconclusive');

    const { markdown } = buildReport({ results: read, analysed, gate: { failOnRegression: true, accepted: false, decides: true } });
    expect(markdown).toContain(
      'Build failed: base build 3, added during the run: node build.mjs exited with code 4 (its output ended with “error: build \\#5 of the run broken”). ' +
        'The run ended with a final analysis of the 2 builds per version it had measured.',
    );
    expect(markdown).toContain('because a build added during the run failed');
  });
});
