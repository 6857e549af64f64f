#!/usr/bin/env node
// The embedded demo: a throw-away git repository made from fixtures/demo (base) plus
// fixtures/demo-head (head: sort/numbers sorts 11 000 numbers instead of 10 000, ~10 % more
// work), then `benchgate run` on it with the defaults a user gets (adaptive, 4-minute budget; the
// proof of no change on, refused here as the code differs). Expected: CHANGE DETECTED for
// sort/numbers, not for hash/strings.
//
//   npm run demo                 # extra arguments go to `benchgate run`, e.g. -- --seed 5
//   npm run demo -- --keep       # keep the temporary repository
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const keep = args.includes('--keep');
const extra = args.filter((a) => a !== '--keep');

function git(cwd, ...gitArgs) {
  const result = spawnSync('git', ['-c', 'user.name=benchgate demo', '-c', 'user.email=demo@benchgate.invalid', '-c', 'commit.gpgsign=false', ...gitArgs], {
    cwd,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`git ${gitArgs.join(' ')} failed: ${result.stderr}`);
}

const work = mkdtempSync(join(tmpdir(), 'benchgate-demo-'));
const repo = join(work, 'repo');
const out = join(work, 'out');
cpSync(join(root, 'fixtures/demo'), repo, { recursive: true });
git(repo, 'init', '--quiet', '--initial-branch=main');
git(repo, 'add', '--all');
git(repo, 'commit', '--quiet', '-m', 'Demo project: sort/numbers and hash/strings benchmarks');
git(repo, 'branch', 'base');
cpSync(join(root, 'fixtures/demo-head'), repo, { recursive: true });
git(repo, 'commit', '--quiet', '--all', '-m', 'sort/numbers: sort the archived records too');
git(repo, 'branch', 'head');

// The bundle when built (npm run build), the TypeScript sources through tsx otherwise.
const bundle = join(root, 'dist/cli/index.js');
const cli = existsSync(bundle) ? [bundle] : ['--import', 'tsx', join(root, 'src/cli-entry.ts')];
const runArgs = [
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
  '--out',
  out,
  ...extra,
];
console.error(`demo repository: ${repo}\nrunning: benchgate ${runArgs.join(' ')}\n`);
const start = Date.now();
const result = spawnSync(process.execPath, [...cli, ...runArgs], { cwd: root, stdio: 'inherit' });
const seconds = ((Date.now() - start) / 1000).toFixed(1);
if (!keep) rmSync(repo, { recursive: true, force: true });

console.error(`\nbenchgate exited with ${result.status ?? result.signal} after ${seconds} s; outputs in ${out}`);
const reportPath = join(out, 'report.json');
if (!existsSync(reportPath)) process.exit(result.status ?? 1);
const report = JSON.parse(readFileSync(reportPath, 'utf8'));
const verdict = (name) => report.benchmarks.find((b) => b.name === name)?.verdict ?? 'missing';
const sort = verdict('sort/numbers');
const hash = verdict('hash/strings');
if (sort === 'regression' && hash !== 'regression' && hash !== 'improvement') {
  console.error(`as planted: sort/numbers ${sort}, hash/strings ${hash} (exit code 1 is the gate failing on the regression)`);
  process.exit(0);
}
console.error(`not what was planted: sort/numbers ${sort} (expected regression), hash/strings ${hash} (expected no change)`);
process.exit(1);
