/**
 * npm run bench:profile-planted — issue 48's acceptance campaigns for "Where the time went", through
 * the real CLI (`benchgate run --profile`, no design flags: the defaults the README shows, adaptive
 * with the 4-minute budget and the proof of no change on), each run beside the shipped neighbour
 * (scripts/noisy-neighbour.mjs, a new seed per run, as bench/noise.ts and bench/pr-mix.ts run it).
 *
 *   npm run bench:profile-planted                         # the planted case, seeds 1–20
 *   npm run bench:profile-planted -- --runs 5 --off       # and each seed again without --profile
 *   npm run bench:profile-planted -- --off-runs 5         # the first 5 seeds again without --profile
 *   npm run bench:profile-planted -- --case upgrade --runs 3   # fixtures/real-upgrade (validator 13.1.17 → 13.5.2)
 *   npm run bench:profile-upgrade                         # the same as --case upgrade
 *   npm run bench:profile-planted -- --quiet              # without the neighbour
 *   npm run bench:profile-planted -- --runs 3 -- --binaries 3 --executions 5   # flags after `--` go to every run
 *
 * Cases: `planted`, the project of test/profile/support/planted-project.ts (five functions called
 * by one timed benchmark; head runs charlie 3× the rounds, about +25 % on the benchmark), and
 * `upgrade`, fixtures/real-upgrade's validator upgrade (built with `npm ci && npm run build`).
 *
 * Each run's row: the seed, the 1-minute load at its end, the verdict and Δ of the benchmark, the
 * first function "Where the time went" names with its Δ self and interval, the other functions
 * it calls changed, how much of the sampled time's Δ the named functions explain, and the profiled
 * executions' wall time as a share of the run's (the CLI's own "Profiling:" line). With `--off`,
 * the same seed without `--profile`: its verdict, to compare. Each run's stdout, report.json, results.json and raw
 * profiles are kept under --out (default: a new temporary directory, printed).
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { charlieRoundsFor, PLANTED_PLACE, PLANTED_UNCHANGED, plantedWork, writePlantedProject } from '../test/profile/support/planted-project.js';
import { BENCHMARK as UPGRADE_BENCHMARK, FIXTURE, makeRepository, warmCache } from './verdict-time/real-cases.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const NEIGHBOUR = join(ROOT, 'scripts', 'noisy-neighbour.mjs');
const CASES = ['planted', 'upgrade'] as const;
type CaseName = (typeof CASES)[number];

const dashDash = process.argv.indexOf('--', 2);
const args = process.argv.slice(2, dashDash === -1 ? undefined : dashDash);
const passThrough = dashDash === -1 ? [] : process.argv.slice(dashDash + 1);
function option(name: string, fallback: string): string {
  const at = args.indexOf(name);
  if (at === -1) return fallback;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return value;
}
function wholeOption(name: string, fallback: number, min: number, max: number): number {
  const value = Number(option(name, String(fallback)));
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be a whole number from ${min} to ${max}`);
  return value;
}
const caseName = option('--case', 'planted') as CaseName;
if (!CASES.includes(caseName)) throw new Error(`--case: "${caseName}" is not one of ${CASES.join(', ')}`);
const runs = wholeOption('--runs', 20, 1, 100);
const firstSeed = wholeOption('--first-seed', 1, 1, 1_000_000);
const threads = wholeOption('--threads', 2, 1, 8);
/** `--off`: every seed again without --profile; `--off-runs K`: the first K seeds only. */
const offRuns = args.includes('--off') ? runs : wholeOption('--off-runs', 0, 0, runs);
const withOff = offRuns > 0;
const quiet = args.includes('--quiet');
const outDir = args.includes('--out') ? option('--out', '') : mkdtempSync(join(tmpdir(), `benchgate-profile-${caseName}-`));

/** The planted project: 60 000 rounds per function, charlie an eighth of base's work, 200 timed iterations (40 warm-up) per process. */
const PLANTED = { rounds: 60000, charlie: charlieRoundsFor(60000, 0.25), iterations: 200, bench: { kind: 'timed', warmup: 40 } } as const;

function git(repo: string, ...gitArgs: string[]): string {
  return execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@example.com', '-c', 'commit.gpgsign=false', ...gitArgs], {
    cwd: repo,
    encoding: 'utf8',
  }).trim();
}

interface Subject {
  repo: string;
  base: string;
  head: string;
  benchmark: string;
  build: string[];
  bench: string;
  env: Record<string, string>;
  slowed: string[];
  unchanged: string[];
  cleanup: () => void;
}

function plantedSubject(): Subject {
  const repo = mkdtempSync(join(tmpdir(), 'benchgate-profile-planted-repo-'));
  git(repo, 'init', '-q', '-b', 'main');
  writePlantedProject(repo, PLANTED);
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'base');
  git(repo, 'checkout', '-q', '-b', 'head');
  writeFileSync(join(repo, 'lib', 'work.js'), plantedWork(PLANTED.rounds, 3 * PLANTED.charlie));
  git(repo, 'commit', '-q', '-am', 'charlie 3x');
  git(repo, 'checkout', '-q', 'main');
  return {
    repo,
    base: 'main',
    head: 'head',
    benchmark: 'work',
    build: [],
    bench: 'node bench.js',
    env: {},
    slowed: [PLANTED_PLACE.name],
    unchanged: [...PLANTED_UNCHANGED],
    cleanup: () => rmSync(repo, { recursive: true, force: true }),
  };
}

function upgradeSubject(): Subject {
  const cache = warmCache();
  const repo = makeRepository([{ name: 'validator 13.1.17 -> 13.5.2', branch: 'upgrade', overlays: [join(FIXTURE, 'head')], minEffect: 0.02, truth: null }]);
  return {
    repo,
    base: 'main',
    head: 'upgrade',
    benchmark: UPGRADE_BENCHMARK,
    build: ['--build', "sh -c 'npm ci && npm run build'"],
    bench: 'node bench/run.mjs',
    env: {
      npm_config_cache: cache,
      npm_config_prefer_offline: 'true',
      npm_config_audit: 'false',
      npm_config_fund: 'false',
      npm_config_update_notifier: 'false',
    },
    // The release's own change (checked against its diff in docs/profiles.md); here only recorded.
    slowed: [],
    unchanged: [],
    cleanup: () => {
      rmSync(repo, { recursive: true, force: true });
      rmSync(cache, { recursive: true, force: true });
    },
  };
}

function startNeighbour(seed: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [NEIGHBOUR, '--threads', String(threads), '--seconds', '1800', '--seed', String(seed)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.stderr.once('data', () => resolve(child));
  });
}
function stopNeighbour(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** A row of "Where the time went" as the CLI printed it. */
interface NamedFunction {
  name: string;
  where: string;
  base: string;
  head: string;
  change: string;
  deltaMs: string;
  share: string;
}
interface Attribution {
  sampled: string;
  named: NamedFunction[];
  /** "N functions changed" (the table shows at most 5). */
  decided: number;
  explained: string;
  /** "(N base and M head profiled executions": what the comparison used. */
  profiled: { base: number; head: number } | null;
  /** The named functions' Δ in ms: the share they explain times the sampled time's Δ. */
  explainedMs: number | null;
}
interface Run {
  seed: number;
  profile: boolean;
  load: number;
  seconds: number;
  exitCode: number | null;
  verdict: string;
  delta: string;
  attribution: Attribution | null;
  /** The CLI's "Profiling:" line: executions, usable, took, share of the run's wall time. */
  cost: { line: string; took: string; share: string; of: string } | null;
  /** Blocks measured when the run stopped (meta.sequential), or null. */
  blocks: number | null;
  /** The run's own process/cpu metric, base and head means (ms), or null. */
  cpu: { base: number; head: number } | null;
  at: string;
}

function markdownTable(header: string[], rows: string[][]): string {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)} %`;

/** The "Where the time went" section the CLI printed for `benchmark`, read back from its markdown. */
function readAttribution(stdout: string, benchmark: string): Attribution | null {
  const at = stdout.indexOf(`<details><summary>Where the time went: ${benchmark}</summary>`);
  if (at === -1) return null;
  const section = stdout.slice(at, stdout.indexOf('</details>', at));
  const sampled = /Sampled time per execution: (.*?) \(\d+ base/.exec(section)?.[1] ?? '—';
  const named = section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Function') && !line.startsWith('| ---'))
    .map((line) => {
      const [name, where, base, head, change, deltaMs, share] = line.slice(2, -2).split(' | ');
      return { name, where, base, head, change, deltaMs, share };
    });
  const decided = Number(/(\d+) functions? changed/.exec(section)?.[1] ?? 0);
  const explained = /They explain (.*?) of the sampled time's Δ/.exec(section)?.[1] ?? '—';
  const counts = /\((\d+) base and (\d+) head profiled executions/.exec(section);
  const profiled = counts === null ? null : { base: Number(counts[1]), head: Number(counts[2]) };
  // "They explain 75.8 % of the sampled time's Δ (+158 ms)."
  const ms = /They explain ([\d.,]+) % of the sampled time's Δ \(([+\-−]?[\d.,]+) ms\)/.exec(section);
  const number = (text: string) => Number(text.replace(/,/g, '').replace('−', '-'));
  const explainedMs = ms === null ? null : (number(ms[1]) / 100) * number(ms[2]);
  return { sampled, named, decided, explained, profiled, explainedMs };
}

/** The lower end of an interval as the report prints it (`+206 % [+129, +309]`), or NaN. */
function lowerEnd(change: string): number {
  const m = /\[([+\-−]?)([\d.,]+)/.exec(change);
  if (!m) return Number.NaN;
  return (m[1] === '-' || m[1] === '−' ? -1 : 1) * Number(m[2].replace(/,/g, ''));
}

function runOnce(subject: Subject, seed: number, profile: boolean): Omit<Run, 'load' | 'at'> {
  const out = join(outDir, `seed-${seed}-${profile ? 'profile' : 'off'}`);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const cliArgs = [
    '--import',
    'tsx',
    join(ROOT, 'src', 'cli-entry.ts'),
    'run',
    '--repo',
    subject.repo,
    '--base',
    subject.base,
    '--head',
    subject.head,
    ...subject.build,
    '--bench',
    subject.bench,
    '--seed',
    String(seed),
    '--out',
    out,
    ...(profile ? ['--profile'] : []),
    ...passThrough,
  ];
  const start = performance.now();
  const child = spawnSync(process.execPath, cliArgs, {
    cwd: ROOT,
    env: { ...process.env, ...subject.env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (performance.now() - start) / 1000;
  writeFileSync(join(out, 'stdout.md'), child.stdout);
  writeFileSync(join(out, 'stderr.txt'), child.stderr);
  let verdict = `no report (exit ${child.status})`;
  let delta = '—';
  let cpu: Run['cpu'] = null;
  let blocks: number | null = null;
  if (existsSync(join(out, 'results.json'))) {
    const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as { meta?: { sequential?: { stop?: { blocks?: number } } } };
    blocks = results.meta?.sequential?.stop?.blocks ?? null;
  }
  if (existsSync(join(out, 'report.json'))) {
    const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as {
      benchmarks: { name: string; verdict: string; delta: { relative: number; ci: [number, number] } | null }[];
      metrics?: { name: string; base: { mean: number }; head: { mean: number } }[];
    };
    const metric = report.metrics?.find((m) => m.name === 'process/cpu');
    if (metric) cpu = { base: metric.base.mean, head: metric.head.mean };
    const row = report.benchmarks.find((b) => b.name === subject.benchmark);
    if (row) {
      verdict = row.verdict;
      delta = row.delta ? `${pct(row.delta.relative)} [${pct(row.delta.ci[0])}, ${pct(row.delta.ci[1])}]` : '—';
    }
  }
  const costLine = /^.*Profiling: .*$/m.exec(child.stdout)?.[0] ?? null;
  const costParts = costLine === null ? null : /took (.+?), ([\d.]+ %) of the run's (.+?)\.(?: |$)/.exec(costLine);
  return {
    seed,
    profile,
    seconds,
    exitCode: child.status,
    verdict,
    delta,
    attribution: profile ? readAttribution(child.stdout, subject.benchmark) : null,
    cost: costLine === null ? null : { line: costLine.trim(), took: costParts?.[1] ?? '—', share: costParts?.[2] ?? '—', of: costParts?.[3] ?? '—' },
    blocks,
    cpu,
  };
}

/** The run's process/cpu Δ (ms and %), the CPU time the timed executions measured. */
function cpuDelta(r: Run): string {
  if (r.cpu === null) return '—';
  const ms = r.cpu.head - r.cpu.base;
  return `${ms >= 0 ? '+' : ''}${ms.toFixed(0)} ms (${pct(ms / r.cpu.base)})`;
}

/** The named functions' Δ in ms and its share of the process/cpu Δ: how much of the measured change the attribution explains. */
function explainedOfCpu(r: Run): string {
  const ms = r.attribution?.explainedMs ?? null;
  if (ms === null) return '—';
  const cpu = r.cpu === null ? null : r.cpu.head - r.cpu.base;
  return `${ms.toFixed(0)} ms${cpu === null || cpu === 0 ? '' : `, ${((100 * ms) / cpu).toFixed(0)} %`}`;
}

/** The planted case's acceptance for one run: the slowed function named first, its interval above 0, none of the unchanged called changed. */
function accepted(subject: Subject, run: Run): { ok: boolean; why: string } {
  const a = run.attribution;
  if (a === null) return { ok: false, why: 'no "Where the time went"' };
  const first = a.named[0];
  if (first === undefined) return { ok: false, why: 'no function named' };
  if (!subject.slowed.includes(first.name)) return { ok: false, why: `${first.name} named first` };
  if (!(lowerEnd(first.change) > 0)) return { ok: false, why: `interval ${first.change} does not exclude 0` };
  const wrong = a.named.filter((f) => subject.unchanged.includes(f.name)).map((f) => f.name);
  if (wrong.length > 0) return { ok: false, why: `${wrong.join(', ')} called changed` };
  if (a.decided > a.named.length) return { ok: false, why: `${a.decided} functions changed, ${a.named.length} shown: the rest unknown` };
  return { ok: true, why: '' };
}

async function main(): Promise<void> {
  const started = Date.now();
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  const dirty = execFileSync('git', ['status', '--porcelain', 'src'], { cwd: ROOT, encoding: 'utf8' }).trim() !== '';
  mkdirSync(outDir, { recursive: true });
  console.error(`bench:profile-${caseName}: commit ${commit}${dirty ? ' (src/ modified)' : ''}; runs kept in ${outDir}`);
  const subject = caseName === 'planted' ? plantedSubject() : upgradeSubject();
  const done: Run[] = [];
  try {
    for (let seed = firstSeed; seed < firstSeed + runs; seed++)
      for (const profile of seed < firstSeed + offRuns ? [true, false] : [true]) {
        const neighbour = quiet ? null : await startNeighbour(seed);
        let run: Omit<Run, 'load' | 'at'>;
        try {
          run = runOnce(subject, seed, profile);
        } finally {
          if (neighbour) await stopNeighbour(neighbour);
        }
        const r: Run = { ...run, load: loadavg()[0], at: new Date().toISOString() };
        done.push(r);
        writeFileSync(join(outDir, 'runs.json'), JSON.stringify({ case: caseName, commit, dirty, runs: done }, null, 2));
        const a = r.attribution;
        console.error(
          `[${((Date.now() - started) / 1000).toFixed(0)} s] seed ${seed}${profile ? '' : ' (no --profile)'}: ${r.verdict}, Δ ${r.delta}, ` +
            (a ? `first ${a.named[0]?.name ?? '—'} ${a.named[0]?.change ?? ''}, ${a.decided} changed, explain ${a.explained}, ` : '') +
            `profiling ${r.cost?.share ?? '—'} of ${r.cost?.of ?? '—'}, ${r.seconds.toFixed(0)} s, load ${r.load.toFixed(1)}`,
        );
      }
  } finally {
    subject.cleanup();
  }
  printTables(subject, done, commit, dirty, started);
}

function printTables(subject: Subject, done: Run[], commit: string, dirty: boolean, started: number): void {
  const profiled = done.filter((r) => r.profile);
  console.log(
    `\n## bench:profile-${caseName}: \`benchgate run --profile\` (no design flags${passThrough.length ? `; ${passThrough.join(' ')}` : ''}), ` +
      `${quiet ? 'no neighbour' : `beside scripts/noisy-neighbour.mjs (${threads} thread(s), seed = run seed)`}; commit ${commit}${dirty ? ' + uncommitted src/' : ''}; ` +
      `${done[0]?.at.slice(0, 16).replace('T', ' ')} … ${done.at(-1)?.at.slice(11, 16)} UTC; ${cpus().length} cores\n`,
  );
  const rows = profiled.map((r) => {
    const a = r.attribution;
    const first = a?.named[0];
    const others =
      a === null
        ? '—'
        : a.named
            .slice(1)
            .map((f) => f.name)
            .join(', ') || 'none';
    const off = done.find((o) => !o.profile && o.seed === r.seed);
    return [
      String(r.seed),
      r.load.toFixed(1),
      r.verdict,
      r.delta,
      first ? `${first.name} (${first.where})` : '—',
      first ? `${first.deltaMs}, ${first.change}` : '—',
      others,
      String(r.blocks ?? '—'),
      a?.profiled ? `${a.profiled.base} + ${a.profiled.head}` : '—',
      a?.explained ?? '—',
      a?.sampled ?? '—',
      cpuDelta(r),
      explainedOfCpu(r),
      r.cost ? `${r.cost.took}, ${r.cost.share} of ${r.cost.of}` : '—',
      ...(withOff ? [off ? `${off.verdict}, ${off.delta}` : '—'] : []),
    ];
  });
  console.log(
    markdownTable(
      [
        'seed',
        'load',
        'verdict',
        'Δ [interval]',
        'first function named',
        'its Δ self: ms, % [interval]',
        'others called changed',
        'blocks',
        'profiled (base + head)',
        "explained (of the sampled time's Δ)",
        'sampled time per execution',
        'process/cpu Δ',
        'named functions: Δ ms, of the process/cpu Δ',
        'profiled executions: wall time, share of the run',
        ...(withOff ? ['same seed, no --profile: verdict, Δ'] : []),
      ],
      rows,
    ),
  );
  for (const r of profiled) {
    const named = r.attribution?.named ?? [];
    if (named.length === 0) continue;
    console.log(`\nSeed ${r.seed}, the functions "Where the time went" names:\n`);
    console.log(
      markdownTable(
        ['function', 'where', 'base self', 'head self', 'Δ self [interval]', 'Δ ms', "share of the sampled time's Δ"],
        named.map((f) => [f.name, f.where, f.base, f.head, f.change, f.deltaMs, f.share]),
      ),
    );
  }
  const shares = profiled.map((r) => Number.parseFloat(r.cost?.share ?? '')).filter(Number.isFinite);
  const sorted = [...shares].sort((x, y) => x - y);
  const shareText = sorted.length
    ? `profiled executions' share of the run's wall time ${sorted[0]}–${sorted.at(-1)} % (median ${sorted[Math.floor(sorted.length / 2)]} %)`
    : '';
  const sameVerdict = withOff ? done.filter((o) => !o.profile && profiled.find((r) => r.seed === o.seed)?.verdict === o.verdict).length : 0;
  const summary = [
    subject.slowed.length
      ? `accepted ${profiled.filter((r) => accepted(subject, r).ok).length} of ${profiled.length} (${subject.slowed.join(', ')} named first with an interval above 0, none of ${subject.unchanged.join(', ')} called changed)`
      : `functions named first: ${[...new Set(profiled.map((r) => r.attribution?.named[0]?.name ?? '—'))].join(', ')}`,
    `verdicts: ${[...new Set(profiled.map((r) => r.verdict))].map((v) => `${v} ${profiled.filter((r) => r.verdict === v).length}`).join(', ')}`,
    shareText,
    withOff ? `same verdict with and without --profile: ${sameVerdict} of ${done.filter((o) => !o.profile).length} seeds` : '',
  ].filter((s) => s !== '');
  console.log(`\nSummary: ${summary.join('; ')}.`);
  for (const r of profiled) {
    const verdict = accepted(subject, r);
    if (subject.slowed.length && !verdict.ok) console.log(`- seed ${r.seed}: not accepted: ${verdict.why}`);
  }
  console.log(`\nbench:profile-${caseName}: ${((Date.now() - started) / 1000).toFixed(0)} s in all; runs kept in ${outDir}.`);
}

await main();
