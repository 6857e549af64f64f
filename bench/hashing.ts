// What detecting deterministic builds costs: a temporary project with a few popular npm
// dependencies and a committed lockfile, built with `npm ci` (first with an empty npm cache,
// then with the cache warm, as on a CI runner that caches ~/.npm), and after each build the
// hashing benchgate does without configuration (git lists what the build created, every file
// is read and hashed: build.ts hashBuild). Prints measured figures only.
//
//   npm run bench:hash [-- BUILDS HASHES]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { execa } from 'execa';
import { hashBuild } from '../src/runner/build.js';

const builds = Number(process.argv[2] ?? 3);
const hashes = Number(process.argv[3] ?? 5);
const DEPENDENCIES = { 'date-fns': '4.1.0', lodash: '4.17.21', rxjs: '7.8.2', typescript: '5.9.3', marked: '17.0.1' };

const dir = mkdtempSync(join(tmpdir(), 'benchgate-bench-hash-'));
const env = {
  ...process.env,
  npm_config_cache: join(dir, '.npm-cache'),
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
};
const project = join(dir, 'project');

async function run(command: string, args: string[]): Promise<number> {
  const start = performance.now();
  await execa(command, args, { cwd: project, env, stdio: ['ignore', 'ignore', 'inherit'] });
  return (performance.now() - start) / 1000;
}

const git = (...args: string[]) => run('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@benchgate.invalid', '-c', 'commit.gpgsign=false', ...args]);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const s = (seconds: number) => `${seconds.toFixed(3)} s`;

try {
  await execa('mkdir', ['-p', project]);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'hash-bench', version: '1.0.0', private: true, dependencies: DEPENDENCIES }, null, 2));
  writeFileSync(join(project, '.gitignore'), 'node_modules/\n');
  await git('init', '--quiet');
  await run('npm', ['install', '--package-lock-only', '--ignore-scripts']);
  await git('add', '--all');
  await git('commit', '--quiet', '-m', 'project with a lockfile');
  const sha = (await execa('git', ['rev-parse', 'HEAD'], { cwd: project })).stdout.trim();

  const ciSeconds: number[] = [];
  const hashSeconds: number[] = [];
  let files = 0;
  let firstHash = '';
  for (let b = 0; b < builds; b++) {
    rmSync(join(project, 'node_modules'), { recursive: true, force: true });
    ciSeconds.push(await run('npm', ['ci', '--ignore-scripts']));
    for (let h = 0; h < hashes; h++) {
      const start = performance.now();
      const result = await hashBuild({ build: ['npm', 'ci'], artifacts: [] }, sha, project, project);
      hashSeconds.push((performance.now() - start) / 1000);
      files = result.files;
      if (firstHash === '') firstHash = result.hash!;
      else if (result.hash !== firstHash) throw new Error(`npm ci gave a different output hash: ${result.hash} vs ${firstHash}`);
    }
  }
  const warm = ciSeconds.slice(1);
  const hash = median(hashSeconds);
  console.log(
    `dependencies: ${Object.entries(DEPENDENCIES)
      .map(([name, version]) => `${name}@${version}`)
      .join(', ')}`,
  );
  console.log(`node_modules after npm ci: ${files} files hashed (one hash for all ${builds} builds: ${firstHash.slice(0, 19)}…)`);
  console.log(`npm ci, empty cache:        ${s(ciSeconds[0])}`);
  if (warm.length > 0) console.log(`npm ci, warm cache:         median ${s(median(warm))} of ${warm.length} (${warm.map(s).join(', ')})`);
  console.log(
    `listing + hashing outputs:  median ${s(hash)} of ${hashSeconds.length} (min ${s(Math.min(...hashSeconds))}, max ${s(Math.max(...hashSeconds))})`,
  );
  console.log(
    `hashing / npm ci:           ${((100 * hash) / ciSeconds[0]).toFixed(1)} % of the empty-cache build` +
      (warm.length > 0 ? `, ${((100 * hash) / median(warm)).toFixed(1)} % of the warm-cache build` : ''),
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
