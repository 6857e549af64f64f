/**
 * Instruction counts against wall time (`npm run bench:instructions`, docs/instructions.md).
 * For each fixture of fixtures/instructions/ (a C loop built by cc, a Node loop), a real git
 * repository whose head commit runs the loop 1.5 % more often, measured by
 * `benchgate run --binaries 3 --executions 3 --metrics instructions` beside
 * scripts/noisy-neighbour.mjs (or quiet with --quiet). Prints, per fixture: the verdicts of the
 * time benchmark and of the counts, their Δ and interval, the coefficient of variation of the
 * counts across processes, and valgrind's slowdown (time under valgrind / time without).
 *
 *   npm run bench:instructions                  # beside the neighbour (2 threads)
 *   npm run bench:instructions -- --quiet       # no neighbour
 *   npm run bench:instructions -- --repeat 3    # each fixture 3 times
 *   npm run bench:instructions -- --only c      # one fixture (c or node)
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCommand } from '../src/cli/run-command.js';
import type { BenchmarkRecord, ResultsFile } from '../src/results/results-format.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const FIXTURES = join(ROOT, 'fixtures', 'instructions');
const NEIGHBOUR = join(ROOT, 'scripts', 'noisy-neighbour.mjs');
const CHANGE = 1.015;
const args = process.argv.slice(2);
const quiet = args.includes('--quiet');
const repeatAt = args.indexOf('--repeat');
const repeat = repeatAt === -1 ? 1 : Math.max(1, Number(args[repeatAt + 1]) || 1);
const onlyAt = args.indexOf('--only');
const only = onlyAt === -1 ? null : args[onlyAt + 1];

interface Fixture {
  label: string;
  file: string;
  run: string[];
  time: string;
  counts: string;
}

const FIXTURE_LIST: Fixture[] = [
  {
    label: 'C (cc -O1)',
    file: 'loop.c',
    run: ['--build', 'cc -O1 -o loop loop.c', '--bench', './loop', '--format', 'process'],
    time: 'wall',
    counts: 'instructions',
  },
  {
    label: 'Node (--predictable --single-threaded)',
    file: 'loop.mjs',
    run: ['--bench', `${process.execPath} --predictable --single-threaded loop.mjs`],
    time: 'loop',
    counts: 'process/instructions',
  },
];

function git(cwd: string, ...rest: string[]): void {
  execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@benchgate.invalid', '-c', 'commit.gpgsign=false', ...rest], {
    cwd,
    env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' },
    stdio: 'ignore',
  });
}

function withIterations(file: string, factor: number): string {
  const text = readFileSync(join(FIXTURES, file), 'utf8');
  return text.replace(/(ITERATIONS\D*?)(\d+)/, (_, before: string, n: string) => `${before}${Math.round(Number(n) * factor)}`);
}

function makeRepository(file: string): string {
  const repo = realpathSync(mkdtempSync(join(tmpdir(), 'benchgate-instructions-')));
  git(repo, 'init', '--quiet', '--initial-branch=main');
  // Counts and time both report (the exit code is not what this bench reads).
  mkdirSync(join(repo, '.github'));
  writeFileSync(join(repo, '.github', 'benchgate.yml'), 'benchmarks:\n  - match: "**"\n    gate: report\n');
  writeFileSync(join(repo, file), withIterations(file, 1));
  git(repo, 'add', '--all');
  git(repo, 'commit', '--quiet', '-m', 'base');
  git(repo, 'branch', 'base');
  writeFileSync(join(repo, file), withIterations(file, CHANGE));
  git(repo, 'commit', '--quiet', '-am', 'head: 1.5 % more iterations');
  git(repo, 'branch', 'head');
  return repo;
}

function startNeighbour(): Promise<ChildProcess> {
  const child = spawn(process.execPath, [NEIGHBOUR, '--threads', '2', '--seconds', '1800', '--seed', '7'], { stdio: ['ignore', 'ignore', 'pipe'] });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.stderr?.once('data', () => resolve(child));
  });
}

function stopNeighbour(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
function cv(xs: readonly number[]): number {
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / (xs.length - 1)) / m;
}
const values = (r: BenchmarkRecord, side: 'base' | 'head') => r[side].binaries.flatMap((b) => b.executions.flatMap((e) => e.values));
const durations = (r: BenchmarkRecord) =>
  (['base', 'head'] as const).flatMap((side) => r[side].binaries.flatMap((b) => b.executions.map((e) => e.durationMs ?? Number.NaN)));
const percent = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(2)} %`;

interface Row {
  verdict: string;
  delta: { relative: number; ci: [number, number] } | null;
}

async function measureOnce(fixture: Fixture, seed: number): Promise<string> {
  const repo = makeRepository(fixture.file);
  const out = realpathSync(mkdtempSync(join(tmpdir(), 'benchgate-instructions-out-')));
  try {
    const design = ['--base', 'base', '--head', 'head', '--binaries', '3', '--executions', '3', '--seed', String(seed), '--metrics', 'instructions'];
    let stderr = '';
    const code = await runCommand([...design, ...fixture.run, '--out', out], { stdout: () => {}, stderr: (s) => (stderr += s), cwd: repo });
    if (code !== 0) return `${fixture.label}: benchgate run exited with ${code}\n${stderr.slice(-2000)}`;
    const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as ResultsFile;
    const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as { benchmarks: (Row & { name: string })[] };
    const row = (name: string) => report.benchmarks.find((b) => b.name === name);
    const record = (name: string) => results.benchmarks.find((b) => b.name === name);
    const counts = record(fixture.counts);
    const time = record(fixture.time);
    if (counts === undefined || time === undefined) return `${fixture.label}: no ${fixture.counts} or ${fixture.time} in the results`;
    const show = (r: Row | undefined) =>
      r?.delta == null ? (r?.verdict ?? 'missing') : `${r.verdict} ${percent(r.delta.relative)} [${percent(r.delta.ci[0])}, ${percent(r.delta.ci[1])}]`;
    const base = values(counts, 'base');
    const head = values(counts, 'head');
    return (
      `${fixture.label}, seed ${seed}: time (${fixture.time}) ${show(row(fixture.time))}; counts ${show(row(fixture.counts))}; ` +
      `instructions base ${(mean(base) / 1e6).toFixed(3)} M, head ${(mean(head) / 1e6).toFixed(3)} M; ` +
      `CV of counts across processes base ${(cv(base) * 100).toPrecision(2)} %, head ${(cv(head) * 100).toPrecision(2)} %; ` +
      `time under valgrind / time without ${(mean(durations(counts)) / mean(durations(time))).toFixed(1)} ` +
      `(${(mean(durations(counts)) / 1000).toFixed(2)} s / ${(mean(durations(time)) / 1000).toFixed(3)} s per process)`
    );
  } finally {
    rmSync(repo, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  console.log(`${quiet ? 'quiet machine' : 'beside scripts/noisy-neighbour.mjs (2 threads, seed 7)'}; head runs the loop ${percent(CHANGE - 1)} more often`);
  const neighbour = quiet ? null : await startNeighbour();
  try {
    for (let r = 0; r < repeat; r++) {
      for (const fixture of FIXTURE_LIST) {
        if (only === null || fixture.file.endsWith(only === 'c' ? '.c' : '.mjs')) console.log(await measureOnce(fixture, 7 + r));
      }
    }
  } finally {
    if (neighbour !== null) await stopNeighbour(neighbour);
  }
}

await main();
