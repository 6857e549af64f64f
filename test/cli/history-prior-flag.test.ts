/**
 * `benchgate analyze --history-prior PATH` (and `run`, through the same reader): the history of
 * earlier runs on the results' runner as a prior for each benchmark's noise. Simulated results
 * and a history written as trend runs write it, seeded: +5 % that the run's own noise leaves
 * undecided (3 builds × 5 × 30, σ 1/2/5 %).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GENERATORS, generate } from '../../bench/simulation/generators.js';
import { historyPool, onSimulatedRunner } from '../../bench/simulation/history.js';
import { analyzeCommand } from '../../src/cli/analyze-command.js';
import type { CliIo } from '../../src/cli/cli-io.js';
import { serializeHistory } from '../../src/history/parse-history.js';
import { removeDir, tempDir } from '../runner/git-fixture.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach(removeDir));

async function analyze(args: string[], cwd: string) {
  let stdout = '';
  let stderr = '';
  const io: CliIo = { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), cwd };
  return { code: await analyzeCommand(args, io), stdout, stderr };
}

function workspace() {
  const dir = tempDir('benchgate-history-prior-');
  dirs.push(dir);
  writeFileSync(join(dir, 'results.json'), JSON.stringify(onSimulatedRunner(generate(GENERATORS.gaussian, 6, 0.05, 'work'))));
  mkdirSync(join(dir, 'history'));
  writeFileSync(join(dir, 'history', 'history.json'), serializeHistory({ version: 1, entries: historyPool(GENERATORS.gaussian, 10, 3_000_000, 'work') }));
  return dir;
}

describe('benchgate analyze --history-prior', () => {
  it('a history directory decides what the run alone leaves undecided, and the report says it', async () => {
    const dir = workspace();
    const alone = await analyze([join(dir, 'results.json')], dir);
    expect(alone.code).toBe(0);
    expect(alone.stdout).not.toContain('history prior');
    const withPrior = await analyze([join(dir, 'results.json'), '--history-prior', 'history'], dir);
    expect(withPrior.code).toBe(1);
    expect(withPrior.stderr).toContain('note: --history-prior: 1 benchmark with the noise of earlier runs on Simulated OS · Simulated CPU × 2');
    expect(withPrior.stdout).toContain('history prior used: the noise of 10 earlier runs on this runner with this design');
    // The file itself works as well as its directory.
    expect((await analyze([join(dir, 'results.json'), '--history-prior', join('history', 'history.json')], dir)).code).toBe(1);
  });

  it('a history from another runner gives no prior', async () => {
    const dir = workspace();
    const results = JSON.parse(JSON.stringify(onSimulatedRunner(generate(GENERATORS.gaussian, 6, 0.05, 'work'))));
    results.meta.runner = { os: 'Other OS', cpu: 'Other CPU', cpus: 8 };
    writeFileSync(join(dir, 'other.json'), JSON.stringify(results));
    const run = await analyze([join(dir, 'other.json'), '--history-prior', 'history'], dir);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('holds no 3 earlier runs of a benchmark with one design on Other OS · Other CPU × 8; no history prior');
  });

  it('a path that is not a history is a usage error naming it (exit 2)', async () => {
    const dir = workspace();
    writeFileSync(join(dir, 'not-history.json'), '{"version": 1, "benchmarks": []}');
    // A UsageError: the CLI's front door prints it and exits 2.
    const results = join(dir, 'results.json');
    await expect(analyze([results, '--history-prior', 'not-history.json'], dir)).rejects.toThrow(
      '--history-prior: not-history.json: entries: expected an array, got nothing',
    );
    await expect(analyze([results, '--history-prior', 'missing'], dir)).rejects.toThrow('cannot read missing: no such file');
  });
});
