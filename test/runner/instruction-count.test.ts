import { mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/cli/run-command.js';
import { PROCESS_METRICS } from '../../src/parsers/process-metric-names.js';
import type { BenchmarkRecord, ResultsFile } from '../../src/results/results-format.js';
import { validateResults } from '../../src/results/validate-results.js';
import { createRepo, removeDir, tempDir } from './git-fixture.js';

// `metrics: instructions` end to end: real programs (a C loop built by Debian's cc, a Node
// loop) in real git repositories whose head commit runs the loop 1.5 % more often, measured by
// `benchgate run` with real processes under the real valgrind (docs/instructions.md).
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach(removeDir));

const FIXTURES = join(import.meta.dirname, '../../fixtures/instructions');
/** The head commit's change: the loop runs this many times as often. */
const CHANGE = 1.015;

/** A fixture's text with its ITERATIONS constant multiplied by `factor`. */
function withIterations(file: string, factor: number): string {
  const text = readFileSync(join(FIXTURES, file), 'utf8');
  return text.replace(/(ITERATIONS\D*?)(\d+)/, (_, before: string, n: string) => `${before}${Math.round(Number(n) * factor)}`);
}

async function cli(args: string[], cwd: string) {
  let stdout = '';
  let stderr = '';
  const code = await runCommand(args, { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), cwd });
  return { code, stdout, stderr };
}

function setup(file: string, extra: Record<string, string> = {}) {
  const repo = createRepo({ [file]: withIterations(file, 1), ...extra }, { [file]: withIterations(file, CHANGE) });
  const out = tempDir();
  dirs.push(repo, out);
  return { repo, out };
}

function outputs(out: string) {
  const results: ResultsFile = validateResults(JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')));
  const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as {
    benchmarks: { name: string; verdict: string; gate: string; delta: { relative: number; ci: [number, number] } | null }[];
  };
  return { results, report };
}

/** Every value of one version of a benchmark, process by process. */
function values(record: BenchmarkRecord, side: 'base' | 'head'): number[] {
  return record[side].binaries.flatMap((b) => b.executions.flatMap((e) => e.values));
}

function coefficientOfVariation(xs: readonly number[]): number {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  const variance = xs.reduce((a, b) => a + (b - mean) ** 2, 0) / (xs.length - 1);
  return Math.sqrt(variance) / mean;
}

function durations(record: BenchmarkRecord): number[] {
  return (['base', 'head'] as const).flatMap((side) => record[side].binaries.flatMap((b) => b.executions.map((e) => e.durationMs ?? Number.NaN)));
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Checks the counts of `name` (at least `processes` per version) and prints their spread and valgrind's slowdown (time under valgrind / time without). */
function checkCounts(out: string, name: string, timed: string, label: string, processes: number) {
  const { results, report } = outputs(out);
  const record = results.benchmarks.find((b) => b.name === name);
  expect(record, `no ${name} in ${results.benchmarks.map((b) => b.name).join(', ')}`).toBeDefined();
  if (record === undefined) return;
  expect(record.unit).toBe('instructions');
  // At least builds × executions processes per version (identical builds are skipped and their time buys extra rounds), one
  // count for each timed process.
  const timedRecord = results.benchmarks.find((b) => b.name === timed);
  for (const side of ['base', 'head'] as const) {
    const perProcess = record[side].binaries.flatMap((b) => b.executions.map((e) => e.values.length));
    expect(perProcess.length).toBeGreaterThanOrEqual(processes);
    expect(perProcess.every((n) => n === 1)).toBe(true);
    expect(perProcess).toHaveLength(timedRecord?.[side].binaries.flatMap((b) => b.executions).length ?? -1);
  }
  const base = values(record, 'base');
  const head = values(record, 'head');
  const ratio = mean(head) / mean(base) - 1;
  const row = report.benchmarks.find((b) => b.name === name);
  expect(row?.verdict).toBe('regression');
  expect(row?.delta?.relative).toBeCloseTo(ratio, 6);
  expect(row?.delta?.ci[0]).toBeGreaterThan(0);
  const slowdown = timedRecord === undefined ? Number.NaN : mean(durations(record)) / mean(durations(timedRecord));
  console.log(
    `${label}: instructions per process base ${Math.round(mean(base))}, head ${Math.round(mean(head))} (${(ratio * 100).toFixed(3)} %); ` +
      `CV across processes base ${(coefficientOfVariation(base) * 100).toFixed(4)} %, head ${(coefficientOfVariation(head) * 100).toFixed(4)} %; ` +
      `time under valgrind / time without ${slowdown.toFixed(1)}`,
  );
  return { base, head, ratio };
}

/** `binaries` builds × `executions` executions per version, instructions counted. */
const design = (binaries: number, executions: number) =>
  `--base base --head head --binaries ${binaries} --executions ${executions} --seed 7 --metrics instructions`.split(' ');
/** Gates the counts only: the exit code says what they decided, whatever wall time does. */
const gateCounts = (minEffect: string) =>
  `benchmarks:\n  - match: "**/instructions"\n    gate: gate\n    min-effect: ${minEffect}\n  - match: "instructions"\n    gate: gate\n    min-effect: ${minEffect}\n  - match: "**"\n    gate: report\n`;

describe('benchgate run --metrics instructions', () => {
  it('a C loop built by cc, 1.5 % more iterations in head: the counts flag it with 3 builds × 3 executions, and their CV is under 0.5 %', async () => {
    const { repo, out } = setup('loop.c', { '.github/benchgate.yml': gateCounts('1%') });
    const { code, stderr } = await cli([...design(3, 3), '--build', 'cc -O1 -o loop loop.c', '--bench', './loop', '--format', 'process', '--out', out], repo);
    expect(code, stderr).toBe(1);
    const counted = checkCounts(out, 'instructions', 'wall', 'C (cc -O1, format process)', 9);
    expect(counted?.ratio).toBeGreaterThan(0.014);
    expect(counted?.ratio).toBeLessThan(0.016);
    expect(coefficientOfVariation(counted?.base ?? [])).toBeLessThan(0.005);
    expect(coefficientOfVariation(counted?.head ?? [])).toBeLessThan(0.005);
    // The timed executions are as before: wall and the process metrics per process.
    const { results } = outputs(out);
    expect(results.benchmarks.map((b) => b.name)).toEqual(['wall', ...PROCESS_METRICS, 'instructions']);
  });

  // In benchgate's environment a Node process executes about 230 M instructions, most of them start-up: the loop's 1.5 % was
  // 0.21 % of the process here, far above the counts' noise (a CV of about 2e-5) but below the default min-effect of 1 %, so the
  // policy gates the counts at 0.05 %. Each process takes about 80–110 times as long under valgrind (seconds), so this test counts
  // 1 build × 2 processes per version, not the C test's 3 × 3: at that CV, 2 counts per version tell 0.21 % apart by orders of
  // magnitude (2 × 2 took 64 s of the suite, 1 × 2 about 28 s).
  it('a Node loop, 1.5 % more iterations in head: the counts of the whole process flag it', async () => {
    const { repo, out } = setup('loop.mjs', { '.github/benchgate.yml': gateCounts('0.05%') });
    const bench = `${process.execPath} --predictable --single-threaded loop.mjs`;
    const { code, stderr } = await cli([...design(1, 2), '--bench', bench, '--out', out], repo);
    expect(code, stderr).toBe(1);
    const counted = checkCounts(out, 'process/instructions', 'loop', 'Node (--predictable --single-threaded, jsonl)', 2);
    expect(counted?.ratio).toBeGreaterThan(0);
    const { results } = outputs(out);
    expect(results.benchmarks.map((b) => b.name)).toEqual(['loop', ...PROCESS_METRICS.map((m) => `process/${m}`), 'process/instructions']);
  }, 1_500_000);

  it('no valgrind on the PATH the benchmark gets: a warning, time measured as usual, exit 0', async () => {
    // Head's loop is 1.5 % longer, which the time of 2 executions per version may or may not flag on a busy machine: this
    // test is about the missing valgrind, so its policy only reports (exit 0 whatever the time says).
    const { repo, out } = setup('loop.mjs', { '.github/benchgate.yml': 'benchmarks:\n  - match: "**"\n    gate: report\n' });
    const bin = tempDir();
    dirs.push(bin);
    mkdirSync(join(bin, 'bin'));
    symlinkSync(process.execPath, join(bin, 'bin', 'node'));
    const args = ['--base', 'base', '--head', 'head', '--binaries', '1', '--executions', '2', '--seed', '7', '--metrics', 'instructions'];
    const { code, stderr } = await cli([...args, '--env', `PATH=${join(bin, 'bin')}`, '--bench', 'node loop.mjs', '--out', out], repo);
    expect(code, stderr).toBe(0);
    expect(stderr).toContain(
      'metrics: instructions: valgrind is not on the PATH the benchmark gets, so no instructions are counted; time is measured as usual',
    );
    const { results } = outputs(out);
    expect(results.benchmarks.map((b) => b.name)).toEqual(['loop', ...PROCESS_METRICS.map((m) => `process/${m}`)]);
    expect(results.meta?.failedExecutions).toEqual({ base: 0, head: 0 });
  });
});
