// Harness overhead per execution: the runner's way (execute.ts: own process group, timeout,
// parsing, warm-up split and per-benchmark bookkeeping) against a bare child_process.spawn
// of the same command with the same clean environment that only collects stdout. Both are
// run alternately so drift of the machine hits them alike. A last line shows what the clean
// environment itself does to a node start-up compared with the inherited one (e.g.
// NODE_EXTRA_CA_CERTS makes node load certificates at start). Prints measured figures only.
//
//   npm run bench:runner [-- ROUNDS]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { OutputFormat } from '../src/parsers/index.js';
import { commandEnvironment } from '../src/runner/environment.js';
import { runExecution } from '../src/runner/execute.js';
import { groupByBenchmark } from '../src/runner/group-results.js';

const rounds = Number(process.argv[2] ?? 40);
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
} finally {
  rmSync(dir, { recursive: true, force: true });
}
