#!/usr/bin/env node
// Measures the results behind the comment's golden file and picture: a throw-away git
// repository with eight small benchmarks of different magnitudes (ns to ms, one in ops/s with
// `better: higher`), whose head commit makes two of them slower and one faster, gated by the
// bundled CLI (dist/cli) with real builds and processes. Writes fixtures/results/comment-suite.json.
//
//   node scripts/comment-fixture.mjs [--out FILE]
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outIndex = process.argv.indexOf('--out');
const target = outIndex > 0 ? process.argv[outIndex + 1] : join(root, 'fixtures/results/comment-suite.json');

// The workloads; the head commit flips HEAD, which switches three of them to other code.
const workloads = (head) => `// Workloads of the comment fixture's suite.
import { createHash } from 'node:crypto';

const HEAD = ${head};
const words = Array.from({ length: 4000 }, (_, i) => 'w' + ((i * 7919) % 4001).toString(36));
const numbers = Array.from({ length: 20000 }, (_, i) => (i * 2654435761) % 1000003);
const small = JSON.stringify({ id: 7, name: 'widget', tags: ['a', 'b'], price: 9.5 });
const large = JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ id: i, name: 'item ' + i, ok: i % 3 === 0 })));
const emails = Array.from({ length: 200 }, (_, i) => (i % 10 === 0 ? 'broken@' : 'user' + i + '@example.com'));
const PATTERN = '^[^@ ]+@[^@ ]+[.][a-z]+$';
const COMPILED = new RegExp(PATTERN, 'i');
const block = Buffer.alloc(1 << 18, 7);

function sortNumbers() {
  let r = [...numbers].sort((a, b) => a - b);
  if (HEAD) r = [...r].reverse().sort((a, b) => a - b); // planted slowdown: sorts twice
  return r[0];
}
function validateEmails() {
  let n = 0;
  // planted speed-up: the head drops a redundant lower-casing and split before the pattern
  for (const e of emails) n += (HEAD ? COMPILED.test(e) : e.split('@').length === 2 && COMPILED.test(e.toLowerCase().normalize('NFC'))) ? 1 : 0;
  return n;
}
function joinWords() {
  // planted slowdown: the head copies the words and joins them twice
  return HEAD ? [...words].join(' ').length + words.join('').length * 0 : words.join(' ').length;
}

export const benchmarks = {
  'json/parse-small': { unit: 'ns', per: 200, run: () => { let n = 0; for (let i = 0; i < 200; i++) n += JSON.parse(small).id; return n; } },
  'json/parse-large': { unit: 'ms', per: 1, run: () => JSON.parse(large).length },
  'sort/numbers': { unit: 'ms', per: 1, run: sortNumbers },
  'validate/email': { unit: 'ns', per: 200, run: validateEmails },
  'hash/sha256-256KiB': { unit: 'us', per: 1, run: () => createHash('sha256').update(block).digest()[0] },
  'text/join-words': { unit: 'us', per: 1, run: joinWords },
  'map/inserts': { unit: 'ops/s', better: 'higher', per: 5000, rate: true, run: () => { const m = new Map(); for (let i = 0; i < 5000; i++) m.set(i, i); return m.size; } },
  'object/spread': { unit: 'us', per: 1, run: () => { let o = { a: 1, b: 2, c: 3 }; for (let i = 0; i < 1000; i++) o = { ...o, a: i }; return o.a; } },
};
`;

const bench = `// One benchgate JSON line per iteration, in CPU time of this process.
import { benchmarks } from './workloads.mjs';

const WARMUP = 5;
const MEASURED = 15;
const INNER = 4;
const cpu = () => { const { user, system } = process.cpuUsage(); return (user + system) / 1e3; };
const scale = { ns: 1e6, us: 1e3, ms: 1 };
let sink = 0;
for (const [name, b] of Object.entries(benchmarks)) {
  for (let i = 0; i < WARMUP + MEASURED; i++) {
    const start = cpu();
    for (let k = 0; k < INNER; k++) sink ^= b.run();
    const ms = Math.max(cpu() - start, 1e-3) / INNER;
    const value = b.rate ? (b.per * 1000) / ms : (ms * scale[b.unit]) / b.per;
    console.log(JSON.stringify({ name, value, unit: b.unit, ...(b.better ? { better: b.better } : {}), ...(i < WARMUP ? { warmup: true } : {}) }));
  }
}
if (sink === 0.5) console.error('unreachable');
`;

function git(cwd, ...args) {
  const result = spawnSync('git', ['-c', 'user.name=benchgate fixture', '-c', 'user.email=fixture@benchgate.invalid', '-c', 'commit.gpgsign=false', ...args], {
    cwd,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`);
}

const work = mkdtempSync(join(tmpdir(), 'benchgate-comment-fixture-'));
const repo = join(work, 'repo');
mkdirSync(join(repo, 'src'), { recursive: true });
writeFileSync(join(repo, 'package.json'), '{ "private": true, "type": "module" }\n');
// Like many real builds, each build stamps its output (an id and the time), so no two builds are identical.
writeFileSync(
  join(repo, 'build.mjs'),
  "import { cpSync, rmSync, writeFileSync } from 'node:fs';\nrmSync('dist', { recursive: true, force: true });\ncpSync('src', 'dist', { " +
    "recursive: true });\nwriteFileSync('dist/build-id.txt', `${Date.now()} ${Math.random()}\\n`);\n",
);
writeFileSync(join(repo, 'src/bench.mjs'), bench);
writeFileSync(join(repo, 'src/workloads.mjs'), workloads(false));
git(repo, 'init', '--quiet', '--initial-branch=main');
git(repo, 'add', '--all');
git(repo, 'commit', '--quiet', '-m', 'Suite of eight benchmarks');
git(repo, 'branch', 'base');
writeFileSync(join(repo, 'src/workloads.mjs'), workloads(true));
git(repo, 'commit', '--quiet', '--all', '-m', 'Two slower, one faster');
git(repo, 'branch', 'head');

const out = join(work, 'out');
const args = [
  'run',
  '--repo',
  repo,
  '--base',
  'base',
  '--head',
  'head',
  '--build',
  'node build.mjs',
  '--bench',
  'node dist/bench.mjs',
  '--binaries',
  '5',
  '--executions',
  '4',
  '--seed',
  '19',
  '--min-effect',
  '0.02',
  '--out',
  out,
];
console.error(`benchgate ${args.join(' ')}`);
const result = spawnSync(process.execPath, [join(root, 'dist/cli/index.js'), ...args], { stdio: ['ignore', 'ignore', 'inherit'] });
if (result.status !== 0 && result.status !== 1) throw new Error(`benchgate run exited with ${result.status ?? result.signal}`);
copyFileSync(join(out, 'results.json'), target);
rmSync(work, { recursive: true, force: true });
console.error(`wrote ${target}`);
