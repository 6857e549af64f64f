// npm run bench:long-suite — the full-size case of issue 35 on fixtures/long-suite (a real
// benchmark.js suite of 32 benchmarks, validator 13.1.17 → 13.5.2, `npm ci` builds):
//   1. as a new user runs it: benchmark.js's defaults (maxTime 5 s: minutes per process) and
//      benchgate's default fixed design (no budget): it must end after one block with a plan;
//   2. following the plan: the maxTime and the budget it names (`--max-budget M` caps the budget).
// Prints the wall time of each run, the plan, and the verdicts with their Δ intervals; needs the
// npm registry once (or a warm npm cache) and tens of minutes.
//
//   npm run bench:long-suite
//   npm run bench:long-suite -- --advised-only --max-time 0.3 [--budget 20] [--split 1]   # step 2 alone
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCommand } from '../src/cli/run-command.js';
import { createRepo, tempDir } from '../test/runner/git-fixture.js';
import { fixtureFiles } from '../test/e2e/support/fixture-files.js';

const ROOT = join(import.meta.dirname, '..');
const FIXTURE = join(ROOT, 'fixtures', 'long-suite');
const argValue = (flag: string): string | undefined => {
  const index = process.argv.indexOf(flag);
  return index >= 0 ? process.argv[index + 1] : undefined;
};

/**
 * The fixture's truth (fixtures/long-suite/README.md, "Truth": both validator versions in one
 * process, alternated, by CPU time): the benchmarks whose ops/s change by 10 % or more. The
 * others lie within ±5 %.
 */
const CHANGED_BY_TEN_PERCENT: Record<string, number> = {
  'isFQDN fqdn': -0.34,
  'isEmail email quoted': -0.18,
  'isEmail email plain': -0.14,
  'isURL url long': -0.13,
  'isURL url https': -0.12,
  'isEmail email subdomain': -0.12,
  'isEmail email invalid': -0.11,
};

interface Row {
  name: string;
  verdict: string;
  delta: { relative: number; ci: [number, number] } | null;
}

async function run(label: string, repo: string, extra: string[]): Promise<{ log: string; rows: Row[]; seconds: number }> {
  const out = tempDir();
  let log = '';
  const start = performance.now();
  const code = await runCommand(
    ['--base', 'base', '--head', 'head', '--build', 'npm ci --no-audit --no-fund --prefer-offline', '--format', 'benchmarkjs', '--out', out, ...extra],
    { stdout: () => {}, stderr: (s) => (log += s), cwd: repo },
  );
  const seconds = (performance.now() - start) / 1000;
  const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as { benchmarks: Row[] };
  console.log(`\n## ${label}: exit ${code}, ${seconds.toFixed(0)} s wall (${extra.join(' ')})`);
  const lines = log.split('\n');
  // The first and the last block's progress line, and the plan and stopping lines.
  const lastBlock = lines.filter((l) => /block \d+(\/\d+)? done/.test(l)).at(-1);
  for (const line of lines.filter((l) => /stopping|adaptive design|plan|budget:|maxTime =|block 1(\/\d+)? done/.test(l) || l === lastBlock))
    console.log(`  log: ${line}`);
  console.log(`  results: ${join(out, 'results.json')}`);
  const decided = report.benchmarks.filter((b) => b.verdict !== 'inconclusive');
  console.log(`  ${decided.length} of ${report.benchmarks.length} decided`);
  for (const b of report.benchmarks) {
    const d = b.delta;
    const text = d === null ? '—' : `${(100 * d.relative).toFixed(1)} % [${(100 * d.ci[0]).toFixed(1)}, ${(100 * d.ci[1]).toFixed(1)}]`;
    const truth = CHANGED_BY_TEN_PERCENT[b.name];
    console.log(`  ${b.name.padEnd(32)} ${b.verdict.padEnd(13)} ${text}${truth === undefined ? '' : `   (true ${(100 * truth).toFixed(0)} %)`}`);
  }
  const large = report.benchmarks.filter((b) => Object.hasOwn(CHANGED_BY_TEN_PERCENT, b.name));
  const decidedLarge = large.filter((b) => b.verdict === 'regression' || b.verdict === 'improvement');
  const covered = large.filter((b) => b.delta !== null && b.delta.ci[0] <= CHANGED_BY_TEN_PERCENT[b.name] && CHANGED_BY_TEN_PERCENT[b.name] <= b.delta.ci[1]);
  const flaggedOthers = report.benchmarks.filter(
    (b) => !Object.hasOwn(CHANGED_BY_TEN_PERCENT, b.name) && (b.verdict === 'regression' || b.verdict === 'improvement'),
  );
  console.log(
    `  against the truth: ${decidedLarge.length} of ${large.length} benchmarks with a change ≥ 10 % decided, ${covered.length} of ${large.length} ` +
      `intervals hold the true change; ${flaggedOthers.length} of ${report.benchmarks.length - large.length} others flagged` +
      (flaggedOthers.length === 0 ? '' : ` (${flaggedOthers.map((b) => b.name).join(', ')})`),
  );
  return { log, rows: report.benchmarks, seconds };
}

const repo = createRepo(fixtureFiles(join(FIXTURE, 'base')), fixtureFiles(join(FIXTURE, 'head')));
let maxTime = argValue('--max-time');
let budget = argValue('--budget');
if (!process.argv.includes('--advised-only')) {
  const first = await run('defaults (benchmark.js maxTime 5 s, fixed design)', repo, ['--bench', 'node bench/suite.cjs', '--seed', '35']);
  // The plan's copy-paste lines: `Benchmark.options.maxTime = X;` and `budget: N`.
  maxTime ??= /Benchmark\.options\.maxTime = ([\d.]+);/.exec(first.log)?.[1];
  budget ??= /^\s*budget: (\d+)/m.exec(first.log)?.[1];
}
if (maxTime === undefined) throw new Error('no plan to follow: give --max-time');
// A shared machine's deadline may not allow the whole budget: --max-budget caps it (and says so).
const cap = argValue('--max-budget');
if (cap !== undefined && budget !== undefined && Number(budget) > Number(cap)) {
  console.log(`\nthe plan's budget of ${budget} min is capped at ${cap} min (--max-budget)`);
  budget = cap;
}
// --split N: the same, with N benchmarks per process (split-benchmarks), to compare with the whole suite per process.
const split = argValue('--split');
await run(
  `the plan's advice (maxTime ${maxTime} s${budget === undefined ? '' : `, budget ${budget} min`}${split === undefined ? '' : `, ${split} per process`})`,
  repo,
  [
    '--bench',
    `node bench/suite.cjs --max-time ${maxTime}`,
    ...(split === undefined ? [] : ['--split-benchmarks', split]),
    ...(budget === undefined ? [] : ['--budget', budget]),
    '--seed',
    '35',
  ],
);
