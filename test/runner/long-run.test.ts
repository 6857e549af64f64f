import { afterAll, describe, expect, it } from 'vitest';
import { resolveRunSettings } from '../../src/config/run-settings.js';
import { analysisOptions, DEFAULT_ANALYSIS_OPTIONS } from '../../src/config/analysis-options.js';
import { analyzeResults } from '../../src/analysis/analyze-results.js';
import { runExperiment } from '../../src/runner/run-experiment.js';
import { longRunLines, PLAN_TO_COPY } from '../../src/report/long-run-notes.js';
import { fixedDesignTooLong } from '../../src/planning/long-processes.js';
import { planFromFirstBlock } from '../../src/planning/process-plan.js';
import { createRepo, jsonlBench, recordingLogger, removeDir } from './git-fixture.js';

const repo = createRepo(
  { 'bench.mjs': jsonlBench(['parse', 'render'], { count: 4, warmup: 1 }) },
  { 'bench.mjs': jsonlBench(['parse', 'render'], { count: 4, warmup: 1, value: 12 }) },
);
afterAll(() => removeDir(repo));

const settings = resolveRunSettings(repo, [
  { base: 'base', head: 'head', bench: ['node', 'bench.mjs'], binaries: 2, executions: 3, seed: 5, timeoutSeconds: 30 },
]);

describe('a fixed design whose processes take minutes', () => {
  it('stops after its first block when it would run past the limit, and the log and the comment carry the plan', async () => {
    let clock = 0;
    const logger = recordingLogger();
    // Each reading of the clock advances it by 1,000 s: a block (two processes) reads it several times.
    const results = await runExperiment(settings, { logger, now: () => (clock += 1_000_000) });
    expect(results.meta!.stoppedBy).toEqual({ reason: 'long-run', blocks: 1, scheduledBlocks: 6 });
    const ran = results.benchmarks[0].base.binaries.reduce((sum, b) => sum + b.executions.filter((e) => e.values.length > 0).length, 0);
    expect(ran).toBe(1);
    expect(logger.lines).toContainEqual(
      expect.stringMatching(
        /^warning: stopping after block 1: the fixed design's 6 blocks would take about .*, and a fixed design stops after its first block when it would run past 30 min\. To decide: a budget of \d+ min, which stops as soon as every benchmark is decided \(its first look comes after 4 blocks\)/,
      ),
    );
    const lines = longRunLines(analyzeResults(results, analysisOptions()));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^The fixed design stopped after its first block: its processes are too long for it: the fixed design's 6 blocks would take about .* To decide: a budget of \d+ min/,
    );
  });

  it('plans process length and budget together from the first block when the suite has 3 or more benchmarks', async () => {
    const names = ['parse', 'render', 'diff', 'merge', 'split'];
    const many = createRepo(
      { 'bench.mjs': jsonlBench(names, { count: 4, warmup: 1 }) },
      { 'bench.mjs': jsonlBench(names, { count: 4, warmup: 1, value: 12 }) },
    );
    try {
      const five = resolveRunSettings(many, [
        { base: 'base', head: 'head', bench: ['node', 'bench.mjs'], binaries: 2, executions: 3, seed: 5, timeoutSeconds: 30 },
      ]);
      let clock = 0;
      const logger = recordingLogger();
      const results = await runExperiment(five, { logger, now: () => (clock += 1_000_000), planTarget: DEFAULT_ANALYSIS_OPTIONS });
      expect(results.meta!.stoppedBy).toMatchObject({ reason: 'long-run', blocks: 1 });
      // Every benchmark changed alike: no spread, so min-effect (1 %) itself; the processes' own durations are the block's cost.
      expect(logger.lines).toContainEqual(
        expect.stringMatching(
          /To decide: the first block's changes spread by ±0\.00 % across the 5 benchmarks .*detect ±1\.0 % with 80 % power: processes as they are \(.*\) and a budget of \d+ min, which stops/,
        ),
      );
      const copied = logger.lines.find((line) => line.startsWith('warning: the plan, to copy:\n'));
      expect(copied).toMatch(/^warning: the plan, to copy:\nbudget: (\d+) {3}# benchgate's input \(CLI: --budget \1\)$/);
      // The comment recomputes the same plan from results.json, and shows the same lines.
      const report = analyzeResults(results, analysisOptions());
      const plan = planFromFirstBlock(results, { blockSeconds: 0, buildSeconds: results.meta!.buildSeconds! }, report.options)!;
      expect(`warning: the plan, to copy:\n${plan.lines.join('\n')}`).toBe(copied);
      const lines = longRunLines(report, results);
      expect(lines[0]).toContain(`To decide: ${plan.sentence}, which stops as soon as every benchmark is decided.`);
      expect(lines.slice(1)).toEqual([PLAN_TO_COPY, ['```', ...plan.lines, '```'].join('\n')]);
      // Without the results (a report alone), the plan cannot be recomputed: the reason stays.
      expect(longRunLines(analyzeResults(results, analysisOptions()))).toHaveLength(1);
    } finally {
      removeDir(many);
    }
  });

  it('runs all its blocks when they fit the limit (a real clock)', async () => {
    const results = await runExperiment(settings, { logger: recordingLogger() });
    expect(results.meta!.stoppedBy).toBeUndefined();
    expect(longRunLines(analyzeResults(results, analysisOptions()))).toEqual([]);
  });
});

describe('fixedDesignTooLong', () => {
  it("projects issue 35's run (16 blocks of 229 s after 20 s of builds) to an hour, and plans a budget and a maxTime", () => {
    const plan = fixedDesignTooLong({
      elapsedSeconds: 249,
      blocks: 1,
      measureSeconds: 229,
      scheduledBlocks: 16,
      blocksPerRound: 2,
      benchmarks: 33,
      format: 'benchmarkjs',
    })!;
    expect(plan.projectedSeconds).toBe(249 + 15 * 229);
    // Builds and twice the first look's 4 blocks: 20 + 8 · 229 = 1,852 s → 31 min.
    expect(plan.suggestedBudgetSeconds).toBe(31 * 60);
    // (1,800 − 20) / 32 processes = 55.6 s a process; for 33 benchmarks, half a share: 0.84 → 0.8 s.
    expect(plan.processSecondsToFit).toBeCloseTo(1780 / 32, 10);
    expect(plan.advice).toMatch(/set maxTime to about 0\.8 s$/);
    expect(fixedDesignTooLong({ elapsedSeconds: 249, blocks: 1, measureSeconds: 229, scheduledBlocks: 7, blocksPerRound: 2 })).toBeNull();
  });
});
