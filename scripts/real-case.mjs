#!/usr/bin/env node
// The truth of the real case in fixtures/real-upgrade, measured without benchgate: install
// base and head once (npm ci from the committed lockfiles, then npm run build), then run
// `node bench/run.mjs` in many interleaved base/head blocks (the order alternates block by
// block) and print, per benchmark, the ratio of the mean process means (head / base) with a
// rough 95 % interval from the block-paired differences.
//
//   node scripts/real-case.mjs                  # the upgrade (fixtures/real-upgrade/head)
//   node scripts/real-case.mjs --aa             # the A/A twin (fixtures/real-upgrade/aa)
//   node scripts/real-case.mjs --blocks 200     # default 120
//   node scripts/real-case.mjs --skip 40        # also drop the first 40 values after the marked
//                                               # warm-up (the warm regime, nearer what the gate keeps)
//   node scripts/real-case.mjs --dirs A B       # two already installed and built projects
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const fixture = join(root, 'fixtures/real-upgrade');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args[at + 1];
};
const blocks = Number(option('--blocks', '120'));
const skip = Number(option('--skip', '0'));
const twin = args.includes('--aa') ? 'aa' : 'head';

function sh(cwd, command, commandArgs) {
  const result = spawnSync(command, commandArgs, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} in ${cwd} failed:\n${result.stderr}`);
  return result.stdout;
}

let work;
let dirs;
if (args.includes('--dirs')) {
  const at = args.indexOf('--dirs');
  dirs = { base: resolve(args[at + 1]), head: resolve(args[at + 2]) };
} else {
  work = mkdtempSync(join(tmpdir(), 'benchgate-real-case-'));
  dirs = { base: join(work, 'base'), head: join(work, twin) };
  cpSync(join(fixture, 'base'), dirs.base, { recursive: true });
  cpSync(join(fixture, 'base'), dirs.head, { recursive: true });
  cpSync(join(fixture, twin), dirs.head, { recursive: true });
  for (const dir of Object.values(dirs)) {
    sh(dir, 'npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline']);
    sh(dir, 'npm', ['run', 'build']);
  }
}
/** The project's dependencies as installed, `name version` each. */
const installed = (dir) =>
  sh(dir, process.execPath, [
    '-e',
    "const p = require('./package.json'); console.log(Object.keys(p.dependencies ?? {}).map((d) => `${d} " +
      "${require(`./node_modules/${d}/package.json`).version}`).join(', '))",
  ]).trim();
const versions = { base: installed(dirs.base), head: installed(dirs.head) };
console.error(`base: ${versions.base} in ${dirs.base}\nhead: ${versions.head} in ${dirs.head}`);

/** One process: the mean of its post-warm-up values per benchmark. */
function execute(dir) {
  const sums = new Map();
  for (const line of sh(dir, process.execPath, ['bench/run.mjs']).split('\n')) {
    if (!line.startsWith('{')) continue;
    const { name, value, warmup } = JSON.parse(line);
    if (warmup) continue;
    const s = sums.get(name) ?? { total: 0, count: 0, seen: 0 };
    sums.set(name, s);
    if (s.seen++ < skip) continue;
    s.total += value;
    s.count += 1;
  }
  return new Map([...sums].map(([name, s]) => [name, s.total / s.count]));
}

const rows = { base: [], head: [] };
const start = Date.now();
for (let b = 0; b < blocks; b++) {
  const order = b % 2 === 0 ? ['base', 'head'] : ['head', 'base'];
  for (const side of order) rows[side].push(execute(dirs[side]));
  if ((b + 1) % 20 === 0) console.error(`${b + 1}/${blocks} blocks, ${((Date.now() - start) / 1000).toFixed(0)} s`);
}

const mean = (xs) => xs.reduce((a, x) => a + x, 0) / xs.length;
const sd = (xs) => {
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1));
};
console.log(
  `${twin === 'aa' ? 'A/A twin' : 'upgrade'}${skip ? ` (first ${skip} values after warm-up dropped)` : ''}: ${blocks} blocks of one base and one ` +
    `head process, ${((Date.now() - start) / 1000).toFixed(0)} s`,
);
console.log(`base: ${versions.base}; head: ${versions.head}; Node ${process.versions.node}`);
console.log('| benchmark | base mean (ms) | head mean (ms) | head / base | 95 % interval | CV of process means (base, head) | block correlation |');
console.log('|---|---|---|---|---|---|---|');
for (const name of rows.base[0].keys()) {
  const base = rows.base.map((r) => r.get(name));
  const head = rows.head.map((r) => r.get(name));
  const mb = mean(base);
  const mh = mean(head);
  // Delta method on the log of the ratio of means, paired by block.
  const d = head.map((h, i) => h / mh - base[i] / mb);
  const se = sd(d) / Math.sqrt(blocks);
  const ratio = mh / mb;
  const pct = (x) => `${x >= 1 ? '+' : ''}${((x - 1) * 100).toFixed(1)} %`;
  const corr = base.reduce((a, x, i) => a + (x - mb) * (head[i] - mh), 0) / ((blocks - 1) * sd(base) * sd(head));
  console.log(
    `| ${name} | ${(mb / 1e6).toFixed(3)} | ${(mh / 1e6).toFixed(3)} | ${pct(ratio)} | [${pct(ratio * Math.exp(-1.96 * se))}, ` +
      `${pct(ratio * Math.exp(1.96 * se))}] | ` +
      `${((sd(base) / mb) * 100).toFixed(0)} %, ${((sd(head) / mh) * 100).toFixed(0)} % | ${corr.toFixed(2)} |`,
  );
}
if (work) rmSync(work, { recursive: true, force: true });
