import { analysisOptions } from '../../src/config/analysis-options.js';
/**
 * `benchgate analyze --history-prior PATH` (and `run`, through the same reader): the history of
 * earlier runs on the results' runner as a prior for each benchmark's noise. Simulated results
 * and a history written as trend runs write it, seeded: +5 % that the run's own noise leaves
 * undecided (3 builds × 5 × 30, σ 1/2/5 %).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GENERATORS, generate } from '../../bench/simulation/generators.js';
import { historyPool, onSimulatedRunner } from '../../bench/simulation/history.js';
import { analyzeCommand } from '../../src/cli/analyze-command.js';
import { runCommand } from '../../src/cli/run-command.js';
import { analyzeResults } from '../../src/analysis/analyze-results.js';
import { analyzeWithStopping } from '../../src/sequential/analyze-sequential.js';
import { historyEntryFrom } from '../../src/history/history-entry.js';
import { parseResults } from '../../src/results/validate-results.js';
import { serializeHistory } from '../../src/history/parse-history.js';
import { createRepo, removeDir, tempDir } from '../runner/git-fixture.js';
import { runArgs } from '../support/run-args.js';
import { runInProcess } from '../support/run-in-process.js';
import { readFileSync } from 'node:fs';
import { commandOutput } from '../support/command-output.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach(removeDir));

const analyze = (args: string[], cwd: string) => commandOutput(analyzeCommand, args, cwd);

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

/** The entry of the run in `first`, analysed by `analyse`, recorded in `historyDir` as three earlier runs. */
function writeThreeEarlierRuns(first: string, historyDir: string, analyse: typeof analyzeResults | typeof analyzeWithStopping): void {
  const results = parseResults(readFileSync(join(first, 'results.json'), 'utf8'), 'results.json');
  const entry = historyEntryFrom(results, analyse(results, analysisOptions()), { sha: 'a'.repeat(40), date: '2026-01-01T00:00:00Z', runId: '1' });
  expect(entry.benchmarks[0].noise).toBeDefined();
  const entries = [1, 2, 3].map((n) => ({ ...entry, runId: String(n), date: `2026-01-0${n}T00:00:00Z`, measuredAt: `2026-01-0${n}T00:00:00Z` }));
  writeFileSync(join(historyDir, 'history.json'), serializeHistory({ version: 1, entries }));
}

/** `args` with `--json --history-prior historyDir`: the run says it used the history, and its report has the prior's note. */
async function runWithHistoryPrior(call: (args: string[]) => ReturnType<typeof runInProcess>, args: string[], historyDir: string) {
  const run = await call([...args, '--json', '--history-prior', historyDir]);
  expect(run.stderr).toContain('note: --history-prior: 1 benchmark with the noise of earlier runs on');
  const report = JSON.parse(run.stdout) as { benchmarks: { name: string; verdict: string; notes: { kind: string; text: string }[] }[] };
  // Used (by the deciding or last look, with --budget), or (in about 1 run in 20, the agreement test's level) not, because this run's random noise disagreed.
  expect(report.benchmarks[0].notes.map((note) => note.text).join('\n')).toMatch(
    /history prior (used: the noise of 3 earlier runs on this runner with this design|not used: this run's noise is)/,
  );
  return { run, report };
}

describe('benchgate run --history-prior', () => {
  // Random noise of 1 % per process and 2 % per value: the run's noise is measured, not fixed.
  const bench = (center: number) => `
const process1 = 1 + 0.01 * (Math.random() - 0.5);
for (let i = 0; i < 8; i++) console.log(JSON.stringify({ name: 'work', value: ${center} * process1 * (1 + 0.02 * (Math.random() - 0.5)), unit: 'ms' }));
`;
  const BUILD =
    "import { existsSync, mkdirSync, writeFileSync } from 'node:fs'; mkdirSync('out', { recursive: true }); writeFileSync('out/stamp.txt', String(Math.random()));\n";
  const RUN = runArgs({ base: 'base', head: 'head', build: 'node build.mjs', bench: 'node bench.mjs', seed: 5, binaries: 2, executions: 3 });

  it('fits the prior for the runner the results record, records it in meta.analysis, and analyze of the results agrees', async () => {
    const repo = createRepo({ 'bench.mjs': bench(10), 'build.mjs': BUILD }, { 'bench.mjs': bench(10.2) });
    const first = tempDir('benchgate-out-');
    const second = tempDir('benchgate-out-');
    const historyDir = tempDir('benchgate-history-');
    dirs.push(repo, first, second, historyDir);
    const call = (args: string[]) => runInProcess(args, repo);
    const alone = await call([...RUN, '--out', first, '--json']);
    expect([0, 1]).toContain(alone.code);
    // Three earlier runs of this design on this machine: the first run's entry, recorded three times.
    writeThreeEarlierRuns(first, historyDir, analyzeResults);
    const { run, report } = await runWithHistoryPrior(call, [...RUN, '--out', second], historyDir);
    const written = parseResults(readFileSync(join(second, 'results.json'), 'utf8'), 'results.json');
    expect(Object.keys((written.meta!.analysis as { historyPriors: object }).historyPriors)).toEqual(['work']);
    const again = await analyze([join(second, 'results.json'), '--json'], repo);
    expect(again.code).toBe(run.code);
    expect(JSON.parse(again.stdout)).toEqual(report);
  }, 120_000);

  it('a fixed design fits the prior before measuring, as the action does: a path that is not a history measures nothing (issue 45)', async () => {
    // The benchmark leaves a mark when it runs: a prior fitted after measuring finds the bad path only after the work.
    const marks = tempDir('benchgate-marks-');
    const marking = (center: number) =>
      `import { appendFileSync } from 'node:fs'; appendFileSync(${JSON.stringify(join(marks, 'ran'))}, 'x');\n${bench(center)}`;
    const repo = createRepo({ 'bench.mjs': marking(10), 'build.mjs': BUILD }, { 'bench.mjs': marking(10.2) });
    const out = tempDir('benchgate-out-');
    dirs.push(repo, out, marks);
    writeFileSync(join(repo, 'not-history.json'), '{"version": 1, "benchmarks": []}');
    let stderr = '';
    const code = await runCommand([...RUN, '--out', out, '--history-prior', 'not-history.json'], { stdout: () => {}, stderr: (s) => (stderr += s), cwd: repo });
    expect(code).toBe(2);
    expect(stderr).toContain('--history-prior: not-history.json: entries: expected an array, got nothing');
    expect(existsSync(join(marks, 'ran'))).toBe(false);
  }, 120_000);

  it('with --budget, fits the prior before measuring and the looks use it; analyze of the results agrees', async () => {
    // No build command: each version is its checked-out source, one deterministic build, and the looks compare by the paired t.
    const repo = createRepo({ 'bench.mjs': bench(10) }, { 'bench.mjs': bench(10.2) });
    const first = tempDir('benchgate-out-');
    const second = tempDir('benchgate-out-');
    const historyDir = tempDir('benchgate-history-');
    dirs.push(repo, first, second, historyDir);
    const call = (args: string[]) => runInProcess(args, repo);
    const ADAPTIVE = ['--base', 'base', '--head', 'head', '--bench', 'node bench.mjs', '--seed', '5', '--budget', '0.2'];
    const alone = await call([...ADAPTIVE, '--out', first, '--json']);
    expect([0, 1]).toContain(alone.code);
    // Three earlier adaptive runs on this machine: the first run's entry, recorded three times.
    writeThreeEarlierRuns(first, historyDir, analyzeWithStopping);
    const { run, report } = await runWithHistoryPrior(call, [...ADAPTIVE, '--out', second], historyDir);
    const written = parseResults(readFileSync(join(second, 'results.json'), 'utf8'), 'results.json');
    const priors = (written.meta!.analysis as { historyPriors: Record<string, { design: string }> }).historyPriors;
    // Fitted for the looks: what the noise per block depends on (measurements per process, interleaving), not the run's length.
    expect(Object.keys(priors)).toEqual(['work']);
    expect(priors.work.design).toMatch(/^\*x(\*|\d+)x\d+\/\*x(\*|\d+)x\d+\/interleaved$/);
    const again = await analyze([join(second, 'results.json'), '--json'], repo);
    expect(again.code).toBe(run.code);
    expect(JSON.parse(again.stdout)).toEqual(report);
  }, 120_000);
});
