import { analysisOptions } from '../../src/config/analysis-options.js';
/**
 * Re-gating a run from its written results gives the run's verdict (issue 30): `benchgate run`
 * of each kind of run (fixed, adaptive, prior-planned with one build per version, adaptive with
 * a history prior, sharded and merged), then `benchgate analyze` of the results.json it wrote, with no flags. Real git
 * repositories, real builds and benchmark processes; the benchmark prints computed values, so
 * the verdicts do not depend on the machine's load.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { analyzeCommand } from '../../src/cli/analyze-command.js';
import { mergeCommand } from '../../src/cli/merge-command.js';
import { runCommand } from '../../src/cli/run-command.js';
import { createRepo, removeDir, tempDir } from '../runner/git-fixture.js';
import { historyEntryFrom } from '../../src/history/history-entry.js';
import { serializeHistory } from '../../src/history/parse-history.js';
import { parseResults } from '../../src/results/validate-results.js';
import { analyzeWithStopping } from '../../src/sequential/analyze-sequential.js';
import { calibrationPrior } from '../support/calibration-prior.js';
import { commandOutput as call } from '../support/command-output.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach(removeDir));

// Two benchmarks around `center` (and a flat one) with a fixed spread that differs by execution and build.
const bench = (center: number) => `
const j = Number(process.env.BENCHGATE_EXECUTION), k = Number(process.env.BENCHGATE_BINARY);
for (let i = 0; i < 8; i++) {
  const spread = 1 + 0.01 * ((i * 7 + j * 3 + k) % 5);
  console.log(JSON.stringify({ name: 'work', value: ${center} * spread, unit: 'ms' }));
  console.log(JSON.stringify({ name: 'flat', value: 5 * spread, unit: 'ms' }));
}
`;
// Every build writes the time and a random number: no two builds are identical.
const BUILD =
  "import { mkdirSync, writeFileSync } from 'node:fs'; mkdirSync('out', { recursive: true }); writeFileSync('out/stamp.txt', `${Date.now()} ${Math.random()}`);\n";

// A calibration prior whose builds differ: 1 % build-to-build noise (binary = 2σ_V²/μ²).
const prior = calibrationPrior(
  ['work', 'flat'],
  { buildSeconds: 0.2, executionSeconds: 0.1, startupSeconds: 0.05 },
  { buildSpread: 0.01, variance: 0.0004, measurements: 8, warmup: 0 },
);

function project() {
  // Head is 30 % slower in `work`: far outside any interval these data give.
  const repo = createRepo({ 'bench.mjs': bench(10), 'build.mjs': BUILD }, { 'bench.mjs': bench(13) });
  const out = tempDir();
  dirs.push(repo, out);
  return { repo, out };
}

/** A history.json of three earlier runs, each recording what `results.json` at `path` recorded (as a trend run writes it). */
function historyOf(path: string): string {
  const results = parseResults(readFileSync(path, 'utf8'), path);
  const entry = historyEntryFrom(results, analyzeWithStopping(results, analysisOptions()), { sha: 'a'.repeat(40), date: '2026-01-01T00:00:00Z', runId: '1' });
  const entries = [1, 2, 3].map((n) => ({ ...entry, runId: String(n), date: `2026-01-0${n}T00:00:00Z`, measuredAt: `2026-01-0${n}T00:00:00Z` }));
  return serializeHistory({ version: 1, entries });
}

const verdicts = (report: { benchmarks: { name: string; verdict: string }[] }) =>
  Object.fromEntries(report.benchmarks.map((b) => [b.name, b.verdict]).sort(([a], [b]) => (a < b ? -1 : 1)));

/** `benchgate analyze` of a written results file, no flags: its exit code and verdicts. */
async function regate(results: string, cwd: string) {
  const analysed = await call(analyzeCommand, [results, '--json'], cwd);
  return { code: analysed.code, stderr: analysed.stderr, report: JSON.parse(analysed.stdout) as { benchmarks: { name: string; verdict: string }[] } };
}

const RUN = ['--base', 'base', '--head', 'head', '--build', 'node build.mjs', '--bench', 'node bench.mjs', '--seed', '5', '--min-effect', '5%'];

describe('benchgate analyze of a run’s results gives the run’s verdict', () => {
  it('a prior-planned adaptive run with one build per version, whose builds differ (the prior’s build variance decides)', async () => {
    const { repo, out } = project();
    writeFileSync(join(out, 'prior.json'), JSON.stringify(prior));
    const run = await call(runCommand, [...RUN, '--budget', '0.5', '--prior', join(out, 'prior.json'), '--binaries', '1', '--out', out, '--json'], repo);
    expect(run.code, run.stderr).toBe(1);
    const report = JSON.parse(run.stdout);
    expect(verdicts(report)).toEqual({ flat: 'unchanged', work: 'regression' });
    const again = await regate(join(out, 'results.json'), repo);
    expect(verdicts(again.report)).toEqual(verdicts(report));
    expect(again.code, again.stderr).toBe(run.code);
    expect(again.stderr).toBe('');
  }, 120_000);

  it('a fixed design, with the run’s min-effect and correction', async () => {
    const { repo, out } = project();
    const run = await call(runCommand, [...RUN, '--correction', 'bh', '--binaries', '2', '--executions', '3', '--out', out, '--json'], repo);
    expect(run.code, run.stderr).toBe(1);
    const report = JSON.parse(run.stdout);
    const again = await regate(join(out, 'results.json'), repo);
    expect(again.report).toEqual(report);
    expect(again.code).toBe(run.code);
  }, 120_000);

  it('an adaptive run without a prior', async () => {
    const { repo, out } = project();
    const run = await call(runCommand, [...RUN, '--budget', '0.3', '--out', out, '--json'], repo);
    expect(run.code, run.stderr).toBe(1);
    const report = JSON.parse(run.stdout);
    const again = await regate(join(out, 'results.json'), repo);
    expect(verdicts(again.report)).toEqual(verdicts(report));
    expect(again.report.benchmarks).toEqual(report.benchmarks);
    expect(again.code).toBe(run.code);
  }, 120_000);

  it('an adaptive run with a history prior: its looks borrowed the prior, and the record gives it to the re-gate', async () => {
    // Random noise (1 % per process, 2 % per value) and no build command: one deterministic build, paired t looks.
    const noisy = (center: number) => `
const p = 1 + 0.01 * (Math.random() - 0.5);
for (let i = 0; i < 8; i++) console.log(JSON.stringify({ name: 'work', value: ${center} * p * (1 + 0.02 * (Math.random() - 0.5)), unit: 'ms' }));
`;
    const repo = createRepo({ 'bench.mjs': noisy(10) }, { 'bench.mjs': noisy(10.5) });
    const out = tempDir();
    const historyDir = tempDir();
    dirs.push(repo, out, historyDir);
    const adaptive = ['--base', 'base', '--head', 'head', '--bench', 'node bench.mjs', '--seed', '5', '--min-effect', '2%', '--budget', '0.2'];
    const first = await call(runCommand, [...adaptive, '--out', join(out, 'first'), '--json'], repo);
    expect([0, 1]).toContain(first.code);
    // A history of three earlier runs on this machine recording the first run's noise.
    writeFileSync(join(historyDir, 'history.json'), historyOf(join(out, 'first', 'results.json')));
    const run = await call(runCommand, [...adaptive, '--history-prior', historyDir, '--out', out, '--json'], repo);
    expect([0, 1], run.stderr).toContain(run.code);
    const report = JSON.parse(run.stdout) as { benchmarks: { historyPrior?: { used: boolean } }[] };
    expect(report.benchmarks[0].historyPrior).toBeDefined();
    const again = await regate(join(out, 'results.json'), repo);
    expect(again.report.benchmarks).toEqual(report.benchmarks);
    expect(again.code).toBe(run.code);
    expect(again.stderr).toBe('');
  }, 180_000);

  it('the shards of a sharded run, merged: the merged file records the settings its analysis uses', async () => {
    const { repo, out } = project();
    const shardArgs = [...RUN, '--correction', 'bh', '--binaries', '2', '--executions', '3'];
    const files: string[] = [];
    for (const shard of ['1/2', '2/2']) {
      const dir = join(out, `shard-${shard[0]}`);
      // Each shard draws its own seed, as shard jobs without a configured seed do.
      const run = await call(runCommand, [...shardArgs.filter((a, i, all) => a !== '--seed' && all[i - 1] !== '--seed'), '--shard', shard, '--out', dir], repo);
      expect(run.code, run.stderr).toBe(0);
      files.push(join(dir, 'results.json'));
    }
    const merged = join(out, 'merged.json');
    const merge = await call(mergeCommand, [...files, '-o', merged], repo);
    expect(merge.code, merge.stderr).toBe(0);
    const recorded = JSON.parse(readFileSync(merged, 'utf8')).meta.analysis;
    expect(recorded).toMatchObject({ minEffect: 0.05, correction: 'bh', maxFailureShare: 0.25, buildVariancePriors: {} });
    expect(Number.isInteger(recorded.seed)).toBe(true);
    const first = await regate(merged, repo);
    expect(verdicts(first.report)).toEqual({ flat: 'unchanged', work: 'regression' });
    expect(first.code).toBe(1);
    expect(first.stderr).toBe('');
  }, 180_000);
});
