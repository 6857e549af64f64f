/**
 * Benchmark scripts (ES modules, as project files) that the action tests share. Each measures the
 * CPU time of a few milliseconds of integer arithmetic per measurement (5 per benchmark, the first
 * marked warm-up), like the tiny project's bench.src.mjs (runner.ts `projectFiles`).
 */

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
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const discovery = process.env.BENCHGATE_DISCOVERY === '1';
const listed = process.env.BENCHGATE_BENCHMARKS;
${assignment}const wanted = discovery || listed === undefined ? Object.keys(work) : listed.split('\\n').filter(Boolean);
let sink = 0;
function spin(units) {
  let x = 1;
  for (let i = 0; i < units * 250000; i++) x = (x * 48271 + i) % 2147483647;
  return x;
}
for (const name of wanted) {
  if (discovery) {
    console.log(JSON.stringify({ name, value: 0, unit: 'ms' }));
    continue;
  }
  const printed = silent.has(name) ? 'decoy' : name;
  for (let i = 0; i < 5; i++) {
    const start = cpuMs();
    sink ^= spin(work[name]);
    console.log(JSON.stringify({ name: printed, value: cpuMs() - start, unit: 'ms', ...(i === 0 ? { warmup: true } : {}) }));
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
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
for (const name of names) {
  if (discovery) {
    console.log(JSON.stringify({ name, value: 0, unit: 'ms' }));
    continue;
  }
  const { run } = await import(pathToFileURL(\`\${process.cwd()}/benches/\${name}.mjs\`).href);
  for (let i = 0; i < 5; i++) {
    const start = cpuMs();
    run();
    console.log(JSON.stringify({ name, value: cpuMs() - start, unit: 'ms', ...(i === 0 ? { warmup: true } : {}) }));
  }
}
`;
}

/** One benchmark's file for `splitRunner`: `run()` does `units` units of work. */
export const spinModule = (units: number) => `export function run() {
  let x = 1;
  for (let i = 0; i < ${units} * 250000; i++) x = (x * 48271 + i) % 2147483647;
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
