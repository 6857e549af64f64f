/**
 * Benchmark scripts (ES modules, as project files) that the action tests share. Each measurement
 * (5 per benchmark, the first marked warm-up) is `MEASURE_SOURCE`'s `measure(units)`: the CPU time
 * of about 0.5 ms of integer arithmetic per unit, the least of 5 tries.
 */

/**
 * The measuring code every bench script here starts with: `measure(units)` prints nothing and
 * returns the least CPU time (ms) of 5 runs of `spin(units)`.
 *
 * The least of 5, not one run: on this 2-core VM under load, CPU time is not load-proof. A
 * process's CPU time counts its other threads (V8's compiler and GC threads), and a loaded host
 * can steal time from a running thread. One 4 ms run in about 40 read 90–100 ms (taskset beside a
 * busy core, load 15); one such value in an execution's four makes its mean 7× too high, and a 2×
 * slowdown or an unchanged benchmark then read inconclusive at 2 builds × 6 executions (sharded-run,
 * cut-replies at load 4–5). A spike hits one try, not the least of 5: 12 processes beside the busy
 * core (load 14) read every value within 3 % of 0.505 ms (1 unit) and 1.010 ms (2 units). Units of
 * about 0.5 ms keep the 5 tries (2.5 ms) cheaper than the one 4 ms run they replace.
 */
export const MEASURE_SOURCE = `const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
let sink = 0;
function spin(units) {
  let x = 1;
  for (let i = 0; i < units * 31250; i++) x = (x * 48271 + i) % 2147483647;
  return x;
}
function measure(units, run = () => spin(units)) {
  let least = Infinity;
  for (let t = 0; t < 5; t++) {
    const start = cpuMs();
    sink ^= run();
    least = Math.min(least, cpuMs() - start);
  }
  return least;
}
`;

export interface ShardedBenchOptions {
  /** Units of work of `sort` (`hash` and `parse` do 1). */
  sortWork: number;
  /** Names the discovery lists but a measuring process never prints: it prints a benchmark `decoy` instead. */
  silent?: string[];
  /** Exit 9 when a measuring process lacks its assignment (BENCHGATE_BENCHMARKS, and BENCHGATE_SHARD `i/<shards>`), so a shard that ignores it fails visibly. */
  shards?: string;
}

/** A suite of `hash`, `parse` and `sort` that runs only the names in BENCHGATE_BENCHMARKS (all of them when unset). */
export function shardedBench({ sortWork, silent = [], shards }: ShardedBenchOptions): string {
  const assignment =
    shards === undefined
      ? ''
      : `if (!discovery && (listed === undefined || !/^\\d+\\/(${shards})$/.test(process.env.BENCHGATE_SHARD ?? ''))) {
  console.error('measured without a shard assignment');
  process.exit(9);
}
`;
  return `const work = { hash: 1, parse: 1, sort: ${sortWork} };
const silent = new Set(${JSON.stringify(silent)});
const discovery = process.env.BENCHGATE_DISCOVERY === '1';
const listed = process.env.BENCHGATE_BENCHMARKS;
${assignment}const wanted = discovery || listed === undefined ? Object.keys(work) : listed.split('\\n').filter(Boolean);
${MEASURE_SOURCE}for (const name of wanted) {
  if (discovery) {
    console.log(JSON.stringify({ name, value: 0, unit: 'ms' }));
    continue;
  }
  const printed = silent.has(name) ? 'decoy' : name;
  for (let i = 0; i < 5; i++) {
    const value = measure(work[name]);
    console.log(JSON.stringify({ name: printed, value, unit: 'ms', ...(i === 0 ? { warmup: true } : {}) }));
  }
}
if (sink === 42) console.error('unlikely');
`;
}

/**
 * A runner (`node bench.mjs`) that loads one file per benchmark, benches/<name>.mjs for `parse`
 * and `sort`, and runs only those named in BENCHGATE_BENCHMARKS. With `shards`, a process that is
 * not the discovery exits 9 unless BENCHGATE_SHARD is `i/<shards>`.
 */
export function splitRunner(options: { shards?: string } = {}): string {
  const assignment =
    options.shards === undefined
      ? ''
      : `if (!discovery && !/^\\d+\\/${options.shards}$/.test(process.env.BENCHGATE_SHARD ?? '')) {
  console.error('run without a shard assignment');
  process.exit(9);
}
`;
  return `import { pathToFileURL } from 'node:url';
const all = ['parse', 'sort'];
const discovery = process.env.BENCHGATE_DISCOVERY === '1';
${assignment}const wanted = process.env.BENCHGATE_BENCHMARKS;
const names = discovery || wanted === undefined ? all : all.filter((n) => wanted.split('\\n').includes(n));
${MEASURE_SOURCE}for (const name of names) {
  if (discovery) {
    console.log(JSON.stringify({ name, value: 0, unit: 'ms' }));
    continue;
  }
  const { run } = await import(pathToFileURL(\`\${process.cwd()}/benches/\${name}.mjs\`).href);
  for (let i = 0; i < 5; i++) {
    const value = measure(1, run);
    console.log(JSON.stringify({ name, value, unit: 'ms', ...(i === 0 ? { warmup: true } : {}) }));
  }
}
`;
}

/** One benchmark's file for `splitRunner`: `run()` does `units` units of work (`spin`'s, about 0.5 ms each). */
export const spinModule = (units: number) => `export function run() {
  let x = 1;
  for (let i = 0; i < ${units} * 31250; i++) x = (x * 48271 + i) % 2147483647;
  return x;
}
`;

/** The project `splitRunner` measures: package.json, bench.mjs and benches/{parse,sort}.mjs of 1 unit each. */
export function splitProject(name: string, options: { shards?: string } = {}): Record<string, string> {
  return {
    'package.json': `${JSON.stringify({ name, private: true, type: 'module' }, null, 2)}\n`,
    'bench.mjs': splitRunner(options),
    'benches/parse.mjs': spinModule(1),
    'benches/sort.mjs': spinModule(1),
    'README.md': '# widgets\n',
  };
}
