// npm run bench:newcomer — issue 44's newcomer acceptance figure on fixtures/tinybench-upgrade (a
// real tinybench suite of 10 release checks over semver 7.5.4 → 7.6.3, `npm ci` builds): beside
// the shipped noisy neighbour, `benchgate run` with no design flags (adaptive, the 4-minute
// default budget, the proof on, the default estimator), --runs times. Prints each run's wall
// time, load, verdicts and Δ intervals against the truth (fixtures/tinybench-upgrade/truth.json),
// and how many of the truth's four changes of 12 % or more it decided.
//
//   npm run bench:newcomer [-- --runs 3] [--quiet]     # --quiet: without the neighbour
//   npm run bench:newcomer -- --truth [--rounds 200]     # re-measure the truth instead (no benchgate)
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRepo, tempDir } from '../test/runner/git-fixture.js';
import { fixtureFiles } from '../test/e2e/support/fixture-files.js';
import { benchgate, FIXTURE, load, pct, startNeighbour, stopNeighbour } from './newcomer-support.js';

const argValue = (flag: string): string | undefined => {
  const index = process.argv.indexOf(flag);
  return index >= 0 ? process.argv[index + 1] : undefined;
};

interface TruthRow {
  change: number;
  ci: [number, number];
}
const truth = (JSON.parse(readFileSync(join(FIXTURE, 'truth.json'), 'utf8')) as { benchmarks: Record<string, TruthRow> }).benchmarks;
/** The real changes the acceptance counts: a true change of 12 % or more either way. */
const REAL = Object.keys(truth).filter((name) => Math.abs(truth[name].change) >= 0.12);

interface Row {
  name: string;
  verdict: string;
  delta: { relative: number; ci: [number, number] } | null;
}

function installed(overlay: boolean): string {
  const dir = tempDir('benchgate-newcomer-');
  cpSync(join(FIXTURE, 'base'), dir, { recursive: true, filter: (src) => !/node_modules|dist$/.test(src) });
  if (overlay) cpSync(join(FIXTURE, 'head'), dir, { recursive: true });
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: dir, stdio: 'ignore' });
  execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: 'ignore' });
  return dir;
}

if (process.argv.includes('--truth')) {
  const [base, head] = [installed(false), installed(true)];
  console.log(`truth: ${new Date().toISOString()}, load ${load()}`);
  execFileSync(process.execPath, [join(FIXTURE, 'truth.mjs'), base, head, argValue('--rounds') ?? '200'], { stdio: ['ignore', 'inherit', 'inherit'] });
  console.log(`load ${load()}, ${new Date().toISOString()}`);
  process.exit(0);
}

const runs = Number(argValue('--runs') ?? 3);
const quiet = process.argv.includes('--quiet');
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
console.log(`# bench:newcomer, benchgate ${commit}, ${runs} runs, ${quiet ? 'no neighbour' : 'beside scripts/noisy-neighbour.mjs (defaults)'}`);
console.log(`real changes (truth ≥ 12 %): ${REAL.map((n) => `${n} ${pct(truth[n].change)}`).join(', ')}`);
const summary: string[] = [];
for (let run = 1; run <= runs; run++) {
  const repo = createRepo(fixtureFiles(join(FIXTURE, 'base')), fixtureFiles(join(FIXTURE, 'head')));
  const out = tempDir('benchgate-newcomer-out-');
  const neighbour = quiet ? null : startNeighbour(900);
  const started = new Date().toISOString();
  const loadBefore = load();
  const result = await benchgate([
    'run',
    '--repo',
    repo,
    '--base',
    'base',
    '--head',
    'head',
    '--build',
    "sh -c 'npm ci --no-audit --no-fund --prefer-offline && npm run build'",
    '--bench',
    'node bench/semver.bench.mjs',
    '--format',
    'tinybench',
    '--out',
    out,
  ]);
  const loadAfter = load();
  if (neighbour) await stopNeighbour(neighbour);
  let rows: Row[];
  try {
    rows = (JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as { benchmarks: Row[] }).benchmarks;
  } catch {
    console.log(`\n## run ${run}: exit ${result.code}, no report.json\n${result.stderr.slice(-3000)}`);
    summary.push(`| ${run} | ${started} | ${loadBefore} → ${loadAfter} | ${result.seconds.toFixed(0)} s | exit ${result.code}, no report | | |`);
    continue;
  }
  const lines = result.stderr.split('\n');
  console.log(`\n## run ${run}: ${started}, exit ${result.code}, ${result.seconds.toFixed(0)} s wall, load ${loadBefore} → ${loadAfter}`);
  for (const line of lines.filter((l) => /stopping|stopped|adaptive|proof|proved|budget|look \d|block \d+.* done/.test(l)).slice(-8))
    console.log(`  log: ${line}`);
  console.log(`  results: ${join(out, 'results.json')}`);
  console.log(`  ${result.stdout.split('\n').find((l) => l.trim() !== '') ?? ''}`);
  console.log('  | benchmark | verdict | Δ [95 % CI] | truth |');
  console.log('  |---|---|---|---|');
  for (const b of rows) {
    const d = b.delta;
    const t = truth[b.name];
    console.log(
      `  | ${b.name} | ${b.verdict} | ${d === null ? '—' : `${pct(d.relative)} [${pct(d.ci[0])}, ${pct(d.ci[1])}]`} | ${t ? `${pct(t.change)}${REAL.includes(b.name) ? ' (real)' : ''}` : '?'} |`,
    );
  }
  const decided = rows.filter((b) => REAL.includes(b.name) && (b.verdict === 'regression' || b.verdict === 'improvement'));
  const wrong = rows.filter((b) => {
    const t = truth[b.name];
    if (!t || b.delta === null) return false;
    const flagged = b.verdict === 'regression' || b.verdict === 'improvement';
    return (flagged && Math.sign(b.delta.relative) !== Math.sign(t.change)) || (b.verdict === 'unchanged' && REAL.includes(b.name));
  });
  const covered = rows.filter(
    (b) => REAL.includes(b.name) && b.delta !== null && b.delta.ci[0] <= truth[b.name].change && truth[b.name].change <= b.delta.ci[1],
  );
  const others = rows.filter((b) => !REAL.includes(b.name));
  const othersFlagged = others.filter((b) => b.verdict === 'regression' || b.verdict === 'improvement');
  console.log(
    `  ${decided.length} of ${REAL.length} real changes decided (${decided.map((b) => b.name).join(', ') || 'none'}); ${covered.length} of ${REAL.length} intervals hold the truth; ` +
      `others: ${others.length - othersFlagged.length} not flagged, ${othersFlagged.length} flagged (${othersFlagged.map((b) => `${b.name} ${b.verdict}`).join(', ') || '—'}); wrong verdicts: ${wrong.length}`,
  );
  summary.push(
    `| ${run} | ${started.slice(0, 16).replace('T', ' ')} | ${loadBefore} → ${loadAfter} | ${result.seconds.toFixed(0)} s | ${decided.length} of ${REAL.length} | ${othersFlagged.length} of ${others.length} | ${wrong.length} |`,
  );
}
console.log('\n| run | start (UTC) | load 1/5/15 min, before → after | wall | real changes decided | others flagged | wrong verdicts |');
console.log('|---|---|---|---|---|---|---|');
for (const line of summary) console.log(line);
