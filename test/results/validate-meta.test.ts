/**
 * `meta` as the real writers produce it (`benchgate run` fixed, adaptive and sharded, and
 * `benchgate merge`, run as the CLI runs them on a real repository) reads back through
 * `validateResults` unchanged: the typed ResultsMeta covers every field they write, with its type.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mergeCommand } from '../../src/cli/merge-command.js';
import { runCommand } from '../../src/cli/run-command.js';
import { ResultsFormatError, validateResults } from '../../src/results/validate-results.js';
import { validateMeta } from '../../src/results/validate-meta.js';
import { createRepo, jsonlBench, removeDir, tempDir } from '../runner/git-fixture.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs.splice(0)) removeDir(dir);
});

async function cli(command: typeof runCommand, args: string[], cwd: string): Promise<{ code: number; stderr: string }> {
  let stderr = '';
  const code = await command(args, { stdout: () => undefined, stderr: (s) => (stderr += s), cwd });
  return { code, stderr };
}

function readJson(path: string): { meta?: unknown } {
  const value: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (typeof value !== 'object' || value === null) throw new Error(`${path} holds no object`);
  return value;
}

// meta.analysis as written before the settings were recorded whole (test/results/analysis-record.test.ts reads the whole record).
const RECORDED_ANALYSIS = {
  confidence: 0.9,
  minEffect: 0.02,
  correction: 'bh',
  rule: 'interval',
  design: 'auto',
  robust: false,
  detectWarmup: true,
  policies: 0,
};

describe('ResultsMeta', () => {
  it('reads back what benchgate run (fixed, adaptive, sharded) and benchgate merge write, field for field', async () => {
    const repo = createRepo(
      { 'bench.mjs': jsonlBench(['parse', 'render'], { count: 4 }) },
      { 'bench.mjs': jsonlBench(['parse', 'render'], { count: 4, value: 11 }) },
    );
    const out = tempDir();
    dirs.push(repo, out);
    const common = ['--base', 'base', '--head', 'head', '--bench', 'node bench.mjs', '--seed', '5', '--env', 'EXTRA=1'];
    const runs = {
      fixed: [...common, '--binaries', '2', '--executions', '2', '--out', join(out, 'fixed')],
      adaptive: [...common, '--budget', '0.1', '--min-effect', '0.05', '--out', join(out, 'adaptive')],
      shard1: [...common, '--binaries', '1', '--executions', '2', '--shard', '1/2', '--out', join(out, 'shards', '1')],
      shard2: [...common, '--binaries', '1', '--executions', '2', '--shard', '2/2', '--out', join(out, 'shards', '2')],
    };
    for (const [name, args] of Object.entries(runs)) {
      const { code, stderr } = await cli(runCommand, args, repo);
      expect([0, 1], `${name}: ${stderr}`).toContain(code);
    }
    expect((await cli(mergeCommand, [join(out, 'shards'), '--expect', '2', '-o', join(out, 'merged.json')], out)).code).toBe(0);

    const files = [
      join(out, 'fixed', 'results.json'),
      join(out, 'adaptive', 'results.json'),
      join(out, 'shards', '1', 'results.json'),
      join(out, 'merged.json'),
    ];
    for (const file of files) {
      const raw = readJson(file);
      expect(validateResults(raw).meta, file).toEqual(raw.meta);
    }
    const adaptive = validateResults(readJson(files[1])).meta;
    expect(adaptive?.plan?.source).toBe('settings');
    expect(adaptive?.sequential?.looks.length).toBeGreaterThan(0);
    const shard = validateResults(readJson(files[2])).meta;
    expect(shard?.shard).toMatchObject({ index: 1, count: 2, plan: [['parse'], ['render']] });
    expect(shard?.envNames).toEqual(['EXTRA']);
    const merged = validateResults(readJson(files[3])).meta;
    expect(merged?.merge?.inputs.map((input) => input.shard)).toEqual(['1/2', '2/2']);
    expect(merged?.tool).toBe('benchgate merge');
  }, 120_000);

  it.each([
    ['a seed that is not a whole number', { seed: 1.5 }, 'meta.seed: expected a whole number ≥ 0, got number 1.5'],
    ['refs that are not strings', { refs: { base: 3 } }, 'meta.refs.base: expected a string, got number 3'],
    ['a failure of an unknown version', { failures: [{ version: 'middle', reason: 'x' }] }, 'meta.failures[0].version: expected one of "base", "head"'],
    ['a share above 1', { maxFailureShare: 2 }, 'meta.maxFailureShare: expected a share between 0 and 1, got 2'],
    [
      'plan reasons that are not text',
      { plan: { source: 'settings', binaries: 1, budgetSeconds: 60, reasons: [{ text: 'x' }] } },
      'meta.plan.reasons[0]: expected a string, got an object',
    ],
    ['a sequential record of another version', { sequential: { version: 2 } }, 'meta.sequential.version: expected 1, got number 2'],
    [
      'a shard without its plan',
      { shard: { index: 1, count: 2, assigned: [], shas: { base: 'a', head: 'b' }, settings: 's' } },
      'meta.shard.plan: expected an array, got nothing',
    ],
    [
      'a pull request that is not a number',
      { github: { event: 'pull_request', pullRequest: '7', runUrl: 'https://x' } },
      'meta.github.pullRequest: expected a whole number ≥ 1, got the string "7"',
    ],
    ['a runner of another type', { runner: 4 }, 'meta.runner: expected an object, got number 4'],
    [
      'a failed build whose output is not text',
      { failedBuilds: [{ version: 'head', binary: 2, reason: 'exited with code 2', outputTail: ['x'] }] },
      'meta.failedBuilds[0].outputTail: expected a string, got an array',
    ],
    ['a failed build of no version', { failedBuilds: [{ version: 'both', binary: 2, reason: 'r' }] }, 'meta.failedBuilds[0].version'],
    ['a stoppedBy of an unknown reason', { stoppedBy: { reason: 'tired', blocks: 2, scheduledBlocks: 6 } }, 'meta.stoppedBy.reason'],
    ['recorded analysis settings with an empty correction', { analysis: { ...RECORDED_ANALYSIS, correction: '' } }, 'meta.analysis.correction'],
    ['a recorded confidence of 1', { analysis: { ...RECORDED_ANALYSIS, confidence: 1 } }, 'meta.analysis.confidence: expected a level between 0 and 1, got 1'],
    ['a negative recorded min-effect', { analysis: { ...RECORDED_ANALYSIS, minEffect: -0.02 } }, 'meta.analysis.minEffect'],
  ])('refuses %s, naming the path', (_, meta, message) => {
    expect(() => validateResults({ version: 1, benchmarks: [], meta })).toThrow(ResultsFormatError);
    expect(() => validateResults({ version: 1, benchmarks: [], meta })).toThrow(message);
  });

  it('reads back the partial analysis record of an older file as it was, names this version does not know included', () => {
    expect(validateMeta({ analysis: RECORDED_ANALYSIS })).toEqual({ analysis: RECORDED_ANALYSIS });
    const newer = { ...RECORDED_ANALYSIS, correction: 'sidak', rule: 'bayes-factor' };
    expect(validateMeta({ analysis: newer })).toEqual({ analysis: newer });
  });

  it('reads a stop reason this version does not know (a newer writer’s) instead of refusing the file', () => {
    const sequential = {
      version: 1,
      method: 'repeated confidence intervals',
      spending: { kind: 'hsd', gamma: -1 },
      alpha: 0.05,
      blocksPerRound: 2,
      maxRounds: 40,
      maxLooks: 12,
      budgetSeconds: 240,
      looks: [],
      stop: { reason: 'paused-for-lunch', round: 3, blocks: 6, elapsedSeconds: 20, detail: 'x' },
    };
    expect(validateMeta({ sequential }).sequential?.stop.reason).toBe('paused-for-lunch');
    expect(() => validateMeta({ sequential: { ...sequential, stop: { ...sequential.stop, reason: 7 } } })).toThrow('meta.sequential.stop.reason');
  });

  it('reads back a failed added build, with or without the optional fields', () => {
    const failedBuilds = [
      { version: 'head', binary: 2, reason: 'exited with code 2', command: 'make', exitCode: 2, outputTail: 'error: x' },
      { version: 'base', binary: 3, reason: 'was killed by SIGKILL', exitCode: null },
      { version: 'base', binary: 4, reason: 'could not make its worktree: fatal' },
    ];
    const stoppedBy = { reason: 'build-failed', blocks: 4, scheduledBlocks: 40 };
    expect(validateMeta({ failedBuilds, stoppedBy })).toEqual({ failedBuilds, stoppedBy });
  });

  it('drops keys it does not know (a newer or older writer’s extras are ignored, not refused)', () => {
    expect(validateMeta({ seed: 3, futureField: { any: 'thing' }, runner: 'ci-box' })).toEqual({ seed: 3, runner: 'ci-box' });
  });

  it('accepts files without meta and with an empty one', () => {
    expect(validateResults({ version: 1, benchmarks: [] }).meta).toBeUndefined();
    expect(validateResults({ version: 1, benchmarks: [], meta: {} }).meta).toEqual({});
  });
});
