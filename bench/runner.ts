// Harness overhead per execution: the runner's way (execute.ts: own process group, timeout,
// parsing, warm-up split and per-benchmark bookkeeping) against a bare child_process.spawn
// of the same command with the same clean environment that only collects stdout. Both are
// run alternately so drift of the machine hits them alike. A last line shows what the clean
// environment itself does to a node start-up compared with the inherited one (e.g.
// NODE_EXTRA_CA_CERTS makes node load certificates at start). Prints measured figures only.
//
//
// Then the per-execution cost by the slope method (issue 47): the marginal time per execution
// between 2 × 10 and 2 × 60 executions of a trivial `sh` benchmark, median of 3, for a bare
// spawn, the runner's execution without and with process metrics, and the way process metrics
// were read before issue 47 (GNU time's report in a temporary directory per execution,
// replayed here), all in the same run. Wall time, and CPU time (this process plus its waited-for
// children, /proc/self/stat, 10 ms ticks): on a loaded machine the CPU time is the steadier one.
//
// Last, what one listing of /proc costs the sweep that follows every command (issue 43): the
// first listing of a table reads every process's stat, as every listing did before issue 47; a
// later one reads the files only of new processes and of those that may be ours.
//
//   npm run bench:runner [-- ROUNDS]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { OutputFormat } from '../src/parsers/index.js';
import { commandEnvironment } from '../src/runner/environment.js';
import { runExecution } from '../src/runner/execute.js';
import { groupByBenchmark } from '../src/runner/group-results.js';
import { GNU_TIME_FORMAT, parseTimeReport } from '../src/runner/process-metrics.js';
import { linuxProcessTable } from '../src/runner/process-table.js';
import { runProcess } from '../src/runner/run-process.js';

const rounds = Number(process.argv[2] ?? 40);
const SLOPE_RUNS = 3;
const dir = mkdtempSync(join(tmpdir(), 'benchgate-bench-runner-'));
writeFileSync(join(dir, 'bench.mjs'), `for (let i = 0; i < 50; i++) console.log(JSON.stringify({ name: 'b' + (i % 2), value: 1 + i / 100, unit: 'ms' }));\n`);

/** Spawn, collect stdout, wait for the exit: the least any runner has to do. */
function bare(argv: string[], env: NodeJS.ProcessEnv = cleanEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(argv[0], argv.slice(1), { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => chunks.push(d));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`exit ${code}`))));
  });
}

const cleanEnv = commandEnvironment({}, { version: 'base', binary: 0, execution: 0 });

async function harness(argv: string[], format: OutputFormat): Promise<void> {
  const outcome = await runExecution({ bench: argv, format, dir, env: cleanEnv, timeoutMs: 60_000 });
  if (!outcome.ok) throw new Error(outcome.failure);
  const execution = { block: 0, order: 0, measurements: outcome.measurements };
  const version = { ref: 'r', sha: 's', binaries: [{ buildSeconds: null, outputHash: null, executions: [execution] }] };
  groupByBenchmark({ base: version, head: version });
}

async function time(work: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

function stats(xs: number[]): { mean: number; sd: number } {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / (xs.length - 1));
  return { mean, sd };
}

async function compare(label: string, a: () => Promise<void>, b: () => Promise<void>, names: [string, string]): Promise<void> {
  const viaA: number[] = [];
  const viaB: number[] = [];
  for (let r = -3; r < rounds; r++) {
    // Alternate which goes first, so neither always follows the other.
    const pair = r % 2 === 0 ? [await time(a), await time(b)] : [await time(b), await time(a)].reverse();
    if (r < 0) continue;
    viaA.push(pair[0]);
    viaB.push(pair[1]);
  }
  const x = stats(viaA);
  const y = stats(viaB);
  const diffs = stats(viaA.map((v, i) => v - viaB[i]));
  console.log(label);
  console.log(
    `  ${names[0]} ${x.mean.toFixed(2)} ± ${x.sd.toFixed(2)}   ${names[1]} ${y.mean.toFixed(2)} ± ${y.sd.toFixed(2)}   ` +
      `ratio ${(x.mean / y.mean).toFixed(3)}   difference ${diffs.mean.toFixed(2)} ms (± ${(diffs.sd / Math.sqrt(rounds)).toFixed(2)} standard error)`,
  );
}

const cases: { label: string; argv: string[]; format: OutputFormat }[] = [
  { label: 'true (empty process), format process', argv: ['true'], format: 'process' },
  { label: 'node bench.mjs (50 jsonl lines), format jsonl', argv: [process.execPath, 'bench.mjs'], format: 'jsonl' },
  { label: 'node bench.mjs, format process', argv: [process.execPath, 'bench.mjs'], format: 'process' },
];

try {
  console.log(`${rounds} alternating rounds per comparison, after 3 warm-up rounds; times in ms (mean ± sd)\n`);
  for (const { label, argv, format } of cases) {
    await compare(
      label,
      () => harness(argv, format),
      () => bare(argv),
      ['harness', 'bare'],
    );
  }
  const node = [process.execPath, 'bench.mjs'];
  await compare(
    'node bench.mjs, bare: clean environment vs inherited environment',
    () => bare(node),
    () => bare(node, process.env),
    ['clean', 'inherited'],
  );
  await slopes();
  sweepListing();
} finally {
  rmSync(dir, { recursive: true, force: true });
}

/** CPU time (ms) of this process and of the children it has waited for (10 ms ticks for those). */
function cpuMs(): number {
  const own = process.cpuUsage();
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (own.user + own.system) / 1000 + (Number(fields[13]) + Number(fields[14])) * 10;
}

/** The time of `count` executions one after the other: wall and CPU, ms. */
async function timeMany(count: number, once: () => Promise<unknown>): Promise<{ wall: number; cpu: number }> {
  const cpu = cpuMs();
  const start = performance.now();
  for (let i = 0; i < count; i++) await once();
  return { wall: performance.now() - start, cpu: cpuMs() - cpu };
}

function median(xs: number[]): number {
  return [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
}

async function slopes(): Promise<void> {
  const argv = ['sh', '-c', `echo '{"name":"b","value":1,"unit":"ms"}'`];
  const execution = (processMetrics: boolean) => async () => {
    const outcome = await runExecution({
      bench: argv,
      format: 'jsonl',
      dir,
      env: cleanEnv,
      timeoutMs: 60_000,
      ...(processMetrics ? { processMetrics: { kind: 'suite' as const } } : {}),
    });
    if (!outcome.ok) throw new Error(outcome.failure);
  };
  // Before issue 47: GNU time's report written to a file in a temporary directory made, read and removed per execution.
  const before = async () => {
    const temporary = await mkdtemp(join(tmpdir(), 'benchgate-time-'));
    try {
      const report = join(temporary, 'time.txt');
      const result = await runProcess(['/usr/bin/time', '-f', GNU_TIME_FORMAT, '-o', report, '--', ...argv], { cwd: dir, env: cleanEnv, timeoutMs: 60_000 });
      if (result.exitCode !== 0 || parseTimeReport(await readFile(report, 'utf8')) === null) throw new Error('GNU time failed');
    } finally {
      await rm(temporary, { recursive: true, force: true });
    }
  };
  const ways: [string, () => Promise<unknown>][] = [
    ['bare spawn (child_process.spawn, stdout collected)', () => bare(argv)],
    ['runExecution, no process metrics (own group, sweep, parse)', execution(false)],
    ['runExecution with process metrics (GNU time, report by fd 3)', execution(true)],
    ['before issue 47: GNU time, report in a temporary directory', before],
  ];
  const wall = ways.map(() => [] as number[]);
  const cpu = ways.map(() => [] as number[]);
  for (let run = 0; run < SLOPE_RUNS; run++) {
    for (const [index, [, once]] of ways.entries()) {
      // 2 × 10 and 2 × 60 executions (two versions' worth), as a fixed design runs them back to back.
      const small = await timeMany(20, once);
      const large = await timeMany(120, once);
      wall[index].push((large.wall - small.wall) / 100);
      cpu[index].push((large.cpu - small.cpu) / 100);
    }
  }
  const bareWall = median(wall[0]);
  const bareCpu = median(cpu[0]);
  console.log(`\nPer-execution cost, slope between 2 × 10 and 2 × 60 executions of \`sh -c echo …\`, median of ${SLOPE_RUNS} (ms per execution)`);
  console.log('| way | wall | beyond a bare spawn | ratio to a bare spawn | CPU | CPU beyond a bare spawn |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const [index, [label]] of ways.entries()) {
    const w = median(wall[index]);
    const c = median(cpu[index]);
    console.log(`| ${label} | ${w.toFixed(2)} | ${(w - bareWall).toFixed(2)} | ${(w / bareWall).toFixed(2)} | ${c.toFixed(2)} | ${(c - bareCpu).toFixed(2)} |`);
  }
}

/** CPU and wall time of one listing of /proc by the sweep's table: a first listing (every process read) and a later one. */
function sweepListing(): void {
  const table = linuxProcessTable();
  if (table === null) return;
  const self = { ...table.self(), nonce: '00' };
  const cpu = () => {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1000;
  };
  const count = 200;
  const measure = (list: () => unknown) => {
    const [c, w] = [cpu(), performance.now()];
    for (let i = 0; i < count; i++) list();
    return { wall: (performance.now() - w) / count, cpu: (cpu() - c) / count };
  };
  const first = { wall: [] as number[], cpu: [] as number[] };
  const later = { wall: [] as number[], cpu: [] as number[] };
  const reused = linuxProcessTable();
  reused?.list(self);
  for (let run = 0; run < SLOPE_RUNS; run++) {
    const a = measure(() => linuxProcessTable()?.list(self));
    const b = measure(() => reused?.list(self));
    first.wall.push(a.wall);
    first.cpu.push(a.cpu);
    later.wall.push(b.wall);
    later.cpu.push(b.cpu);
  }
  const processes = table.list(self).length;
  console.log(`\nOne listing of /proc by the sweep (${processes} processes), ${count} listings × ${SLOPE_RUNS}, median (ms per listing)`);
  console.log('| listing | wall | CPU |');
  console.log('|---|---:|---:|');
  console.log(`| first (reads every process, as every listing before issue 47) | ${median(first.wall).toFixed(3)} | ${median(first.cpu).toFixed(3)} |`);
  console.log(`| later (new processes and those that may be ours) | ${median(later.wall).toFixed(3)} | ${median(later.cpu).toFixed(3)} |`);
  console.log(`ratio later / first: wall ${(median(later.wall) / median(first.wall)).toFixed(2)}, CPU ${(median(later.cpu) / median(first.cpu)).toFixed(2)}`);
}
