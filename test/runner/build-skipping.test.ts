import { afterAll, describe, expect, it } from 'vitest';
import { resolveRunSettings, type RunSettingsInput } from '../../src/config/run-settings.js';
import type { ResultsFile, VersionSide } from '../../src/results/results-format.js';
import { validateResults } from '../../src/results/validate-results.js';
import { runExperiment } from '../../src/runner/run-experiment.js';
import type { BlockProgress } from '../../src/sequential/block-progress.js';
import { planSchedule } from '../../src/runner/schedule.js';
import { createRepo, git, jsonlBench, recordingLogger, removeDir } from './git-fixture.js';

// Copies the committed value into dist/ (ignored) and takes a while, like a real build; with
// STAMP in its environment's version it also writes a file that differs every time.
const build = (stamp: boolean) => `
import { mkdirSync, copyFileSync, writeFileSync } from 'node:fs';
mkdirSync('dist', { recursive: true });
copyFileSync('src/value.txt', 'dist/value.txt');
${stamp ? "writeFileSync('dist/stamp.txt', String(Date.now()) + Math.random());" : ''}
console.log('built in ' + process.cwd());
await new Promise((resolve) => setTimeout(resolve, Number(process.env.BUILD_MS ?? 0)));
`;
const bench = `
import { readFileSync } from 'node:fs';
const value = Number(readFileSync('dist/value.txt', 'utf8'));
for (let i = 0; i < 4; i++) console.log(JSON.stringify({ name: 'render', value: value + i * 0.01, unit: 'ms' }));
`;

const repos: string[] = [];
afterAll(() => {
  for (const repo of repos) removeDir(repo);
});

function repoWith(baseBuild: string, headBuild: string = baseBuild): string {
  const repo = createRepo(
    { 'build.mjs': baseBuild, 'bench.mjs': bench, 'src/value.txt': '10', '.gitignore': 'dist/\n' },
    { 'build.mjs': headBuild, 'src/value.txt': '11' },
  );
  repos.push(repo);
  return repo;
}

function settingsFor(repo: string, overrides: RunSettingsInput) {
  return resolveRunSettings(repo, [
    { base: 'base', head: 'head', build: ['node', 'build.mjs'], bench: ['node', 'bench.mjs'], seed: 11, timeoutSeconds: 30 },
    overrides,
  ]);
}

const binariesOf = (results: ResultsFile, side: VersionSide) => results.benchmarks[0][side].binaries;

describe('runExperiment with identical builds', () => {
  it('skips builds 3+ once the first two of both versions hash alike, keeps l·m executions per version and gives the saved time to more rounds', async () => {
    const repo = repoWith(build(false));
    const logger = recordingLogger();
    const results = await runExperiment(settingsFor(repo, { binaries: 3, executions: 2, env: { BUILD_MS: '1000' } }), { logger });
    expect(() => validateResults(JSON.parse(JSON.stringify(results)))).not.toThrow();

    const design = results.meta!.design as Record<string, unknown>;
    const extra = design.extraRounds as number;
    expect(design).toEqual({
      binaries: 3,
      executions: 2,
      interleaving: 'blocks of one base and one head execution, ABBA order, rounds of shuffled binaries',
      builds: { base: 2, head: 2 },
      executionsPerBuild: 3,
      extraRounds: extra,
      identicalBuilds: { base: true, head: true },
    });
    // Two skipped builds of ≥ 1 s each buy at least one round of two blocks; the cap is 4 × l·m = 24 executions per version.
    expect(extra).toBeGreaterThanOrEqual(1);
    expect(2 * (3 + extra)).toBeLessThanOrEqual(24);

    for (const side of ['base', 'head'] as const) {
      const binaries = binariesOf(results, side);
      expect(binaries).toHaveLength(2);
      expect(binaries[0].outputHash).toMatch(/^sha256:/);
      expect(binaries[1].outputHash).toBe(binaries[0].outputHash);
      expect(binaries.every((b) => b.outputDiff === undefined)).toBe(true);
      for (const binary of binaries) {
        expect(binary.executions).toHaveLength(3 + extra);
        expect(binary.executions.every((e) => e.failure === undefined && e.values.length > 0)).toBe(true);
      }
    }
    expect(results.meta!.executionsPerVersion).toBe(2 * (3 + extra));
    expect(results.meta!.executionsPerVersion).toBeGreaterThanOrEqual(3 * 2);

    // The planned blocks ran as planned for 2 builds × 3 executions; the extra rounds follow them.
    const planned = planSchedule({ binaries: 2, executions: 3, seed: 11 });
    for (const block of planned) {
      for (const run of block.runs)
        expect(binariesOf(results, run.version)[run.binary].executions[run.execution]).toMatchObject({ block: block.index, order: run.order });
    }
    const blocks = (['base', 'head'] as const).flatMap((side) => binariesOf(results, side).flatMap((b) => b.executions.map((e) => e.block!)));
    expect(new Set(blocks).size).toBe(2 * (3 + extra));

    expect(logger.lines.filter((l) => /built in /.test(l))).toHaveLength(4);
    expect(logger.lines).toContainEqual(
      expect.stringMatching(/^info: base and head: the first 2 builds are identical; skipping build 3 \(about \d+ s of building\)$/),
    );
    expect(logger.lines).toContainEqual(
      expect.stringMatching(new RegExp(`^info: skipped build 3: its \\d+ s go to ${extra} more rounds? \\(${2 * extra} blocks\\)$`)),
    );
    expect(
      git(repo, 'worktree', 'list', '--porcelain')
        .split('\n')
        .filter((l) => l.startsWith('worktree ')),
    ).toHaveLength(1);
  });

  it('skips but does not extend when a control drives the run: the rounds it sees are of the kept builds', async () => {
    const repo = repoWith(build(false));
    const seen: BlockProgress[] = [];
    const results = await runExperiment(settingsFor(repo, { binaries: 3, executions: 3, env: { BUILD_MS: '600' } }), {
      logger: recordingLogger(),
      afterBlock: (progress) => {
        seen.push(progress);
        return 'continue';
      },
    });
    // ceil(3 · 3 / 2) = 5 executions per kept build, 10 blocks, nothing added.
    expect(seen.map((p) => p.blocks)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(seen.every((p) => p.blocksPerRound === 2 && p.scheduledBlocks === 10)).toBe(true);
    expect(results.meta!.design).toMatchObject({ builds: { base: 2, head: 2 }, extraRounds: 0 });
    expect(binariesOf(results, 'head').map((b) => b.executions.length)).toEqual([5, 5]);
    // The control could have stopped it anywhere: the 5 was a cap, not a design, and is not recorded as one.
    expect(results.meta!.design).not.toHaveProperty('executionsPerBuild');
  });

  it('treats no build command as deterministic: source:<tree> hashes, builds 3+ skipped', async () => {
    const repo = createRepo({ 'bench.mjs': jsonlBench(['a']) }, { 'bench.mjs': jsonlBench(['a'], { value: 12 }) });
    repos.push(repo);
    const results = await runExperiment(settingsFor(repo, { build: null, binaries: 3, executions: 1 }), { logger: recordingLogger() });
    for (const side of ['base', 'head'] as const) {
      const hashes = binariesOf(results, side).map((b) => b.outputHash);
      expect(hashes).toEqual([`source:${git(repo, 'rev-parse', `${side}^{tree}`)}`, `source:${git(repo, 'rev-parse', `${side}^{tree}`)}`]);
    }
    expect(results.meta!.design).toMatchObject({ builds: { base: 2, head: 2 }, executionsPerBuild: 2, identicalBuilds: { base: true, head: true } });

    const single = await runExperiment(settingsFor(repo, { build: null, binaries: 1, executions: 2 }), { logger: recordingLogger() });
    expect(single.meta!.design).toMatchObject({
      builds: { base: 1, head: 1 },
      executionsPerBuild: 2,
      extraRounds: 0,
      identicalBuilds: { base: true, head: true },
    });
  });
});

describe('runExperiment with builds that differ', () => {
  it('keeps every build, records which files differ and says so', async () => {
    // Base's build is deterministic, head's writes a stamp: both must be proven to skip.
    const repo = repoWith(build(false), build(true));
    const logger = recordingLogger();
    const results = await runExperiment(settingsFor(repo, { binaries: 3, executions: 1 }), { logger });
    expect(() => validateResults(JSON.parse(JSON.stringify(results)))).not.toThrow();
    expect(results.meta!.design).toMatchObject({
      builds: { base: 3, head: 3 },
      executionsPerBuild: 1,
      extraRounds: 0,
      identicalBuilds: { base: true, head: false },
    });

    const head = binariesOf(results, 'head');
    expect(new Set(head.map((b) => b.outputHash)).size).toBe(3);
    expect(head[0].outputDiff).toBeUndefined();
    expect(head[1].outputDiff).toEqual(['dist/stamp.txt']);
    expect(head[2].outputDiff).toEqual(['dist/stamp.txt']);
    expect(binariesOf(results, 'base').every((b) => b.outputDiff === undefined)).toBe(true);
    expect(logger.lines.filter((l) => l.startsWith('warning: head build') && l.includes('differs from build 1 in 1 file: dist/stamp.txt;'))).toHaveLength(2);
    expect(logger.lines.some((l) => l.includes('skipping'))).toBe(false);
  });
});
