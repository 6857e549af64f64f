/**
 * npm run bench:pr-mix — the everyday pull requests of issue 44 on a real npm project
 * (fixtures/real-upgrade/base: validator pinned by its lockfile, `npm ci` builds), each gated by the
 * bundled action exactly as a runner runs the README's pull-request workflow: its `with:` block
 * as written (test/e2e/support/readme-workflow.ts) over action.yml's defaults for every other
 * input (test/action/support/runner.ts), so the design, budget, proof of no change and estimator
 * are the action's own defaults, not a copy of them.
 *
 *   npm run bench:pr-mix                                        # 1 rep of every kind, quiet and beside the neighbour
 *   npm run bench:pr-mix -- --reps 10 --kinds docs,tests --conditions quiet,neighbour
 *   npm run bench:pr-mix -- --reps 10 --kinds plus12,plus30 --conditions neighbour --out /tmp/pr-mix
 *   npm run bench:pr-mix -- --reps 10 --max-minutes 30        # no new run starts after 30 minutes (whole reps first)
 *   npm run bench:pr-mix -- --from /tmp/a,/tmp/b               # the tables of earlier runs together (their runs.json)
 *
 * Kinds (overlays on base under fixtures/real-upgrade/pr-mix/, described in its README.md):
 * docs (a README section), tests (a new test file the benchmark never loads), noop (a refactor
 * of src/ that changes the built output, not the speed), plus5 / plus12 / plus30 (extra
 * validation work in src/, about +5, +12 and +30 %), and aa (fixtures/real-upgrade/aa, a README
 * sentence, gated with `prove-unchanged: false` so that it is measured: under the defaults it is
 * a docs-only pull request). Truths: fixtures/real-upgrade/pr-mix/truth.json (measured apart by
 * scripts/real-case.mjs --dirs) and fixtures/real-upgrade/truth.json's `aa`; docs and tests
 * change nothing the benchmark reads, so their truth is no change by construction.
 *
 * Conditions: `quiet` (whatever else the machine runs) and `neighbour` (scripts/noisy-neighbour.mjs
 * started in the background at normal priority for the run, a new seed each run). Runs are
 * interleaved rep by rep, condition by condition, kind by kind. Runner minutes: the wall time of
 * the action's process (checkout to outputs: builds, proof and measuring). Each run's report.json,
 * results.json and log are kept under --out (default: a new temporary directory, printed).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { BenchmarkReport, SuiteReport } from '../src/analysis/report-types.js';
import type { ResultsFile } from '../src/results/results-format.js';
import { actionBundle, REPO_ROOT } from '../test/action/support/action-bundle.js';
import { Origin, pullRequestRun, removeTempDirs, runBundledAction, tempDir } from '../test/action/support/runner.js';
import { fixtureFiles } from '../test/e2e/support/fixture-files.js';
import { readmePullRequestSettings } from '../test/e2e/support/readme-workflow.js';
import { startGitHubApiServer } from '../test/support/github-api-server.js';

const FIXTURE = join(REPO_ROOT, 'fixtures', 'real-upgrade');
const MIX = join(FIXTURE, 'pr-mix');
const NEIGHBOUR = join(REPO_ROOT, 'scripts', 'noisy-neighbour.mjs');
const BENCHMARK = 'signup/check';
/** The default budget's 4 minutes, the builds and the proof, with a wide margin: only a hung action meets it. */
const RUN_LIMIT_MS = 15 * 60_000;

const KINDS = ['docs', 'tests', 'noop', 'plus5', 'plus12', 'plus30', 'aa'] as const;
const CONDITIONS = ['quiet', 'neighbour'] as const;
type Kind = (typeof KINDS)[number];
type Condition = (typeof CONDITIONS)[number];

const args = process.argv.slice(2);
function option(name: string, fallback: string): string {
  const at = args.indexOf(name);
  if (at === -1) return fallback;
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return value;
}
function listOption<T extends string>(name: string, fallback: string, allowed: readonly T[]): T[] {
  const values = option(name, fallback).split(',');
  for (const v of values) if (!allowed.includes(v as T)) throw new Error(`${name}: "${v}" is not one of ${allowed.join(', ')}`);
  return values as T[];
}
const reps = Number(option('--reps', '1'));
if (!Number.isInteger(reps) || reps < 1 || reps > 100) throw new Error('--reps must be a whole number from 1 to 100');
const threads = Number(option('--threads', '2'));
if (!Number.isInteger(threads) || threads < 1 || threads > 8) throw new Error('--threads must be a whole number from 1 to 8');
const kinds = listOption('--kinds', KINDS.join(','), KINDS);
const conditions = listOption('--conditions', CONDITIONS.join(','), CONDITIONS);
const maxMinutes = Number(option('--max-minutes', '0'));
if (!(maxMinutes >= 0)) throw new Error('--max-minutes must be a number of minutes (0: no limit)');
const outDir = args.includes('--out') ? option('--out', '') : args.includes('--from') ? '' : mkdtempSync(join(tmpdir(), 'benchgate-pr-mix-'));

interface Truth {
  ratio: number;
  ci: [number, number];
  measuredBy: string;
}
interface KindDef {
  label: string;
  overlay: string;
  /** Inputs over the README's `with:` block. */
  extra: Record<string, string>;
  truth: Truth;
}

const NO_CHANGE: Truth = { ratio: 1, ci: [1, 1], measuredBy: 'by construction: the benchmark reads nothing the pull request changes' };
const mixTruth = JSON.parse(readFileSync(join(MIX, 'truth.json'), 'utf8')) as { kinds: Record<string, Truth> };
const aaTruth = (JSON.parse(readFileSync(join(FIXTURE, 'truth.json'), 'utf8')) as { aa: { measuredBy: string; benchmarks: Record<string, Truth> } }).aa;
function measuredTruth(kind: string): Truth {
  const t = mixTruth.kinds[kind];
  if (!t || typeof t.ratio !== 'number' || !Array.isArray(t.ci)) throw new Error(`fixtures/real-upgrade/pr-mix/truth.json: no truth for "${kind}"`);
  return t;
}
const KIND_DEFS: Record<Kind, () => KindDef> = {
  docs: () => ({ label: 'docs-only (README section)', overlay: join(MIX, 'docs'), extra: {}, truth: NO_CHANGE }),
  tests: () => ({ label: 'tests-only (new test file)', overlay: join(MIX, 'tests'), extra: {}, truth: NO_CHANGE }),
  noop: () => ({ label: 'code, no effect (refactor)', overlay: join(MIX, 'noop'), extra: {}, truth: measuredTruth('noop') }),
  plus5: () => ({ label: 'real change, about +5 %', overlay: join(MIX, 'plus5'), extra: {}, truth: measuredTruth('plus5') }),
  plus12: () => ({ label: 'real change, about +12 %', overlay: join(MIX, 'plus12'), extra: {}, truth: measuredTruth('plus12') }),
  plus30: () => ({ label: 'real change, about +30 %', overlay: join(MIX, 'plus30'), extra: {}, truth: measuredTruth('plus30') }),
  aa: () => ({
    label: 'A/A twin, measured (prove-unchanged: false)',
    overlay: join(FIXTURE, 'aa'),
    extra: { 'prove-unchanged': 'false' },
    truth: { ...aaTruth.benchmarks[BENCHMARK], measuredBy: aaTruth.measuredBy },
  }),
};

const settings = readmePullRequestSettings();
const minEffect = Number.parseFloat(settings['min-effect'] ?? '') / 100;
if (!(minEffect > 0)) throw new Error(`README.md: the pull-request workflow's min-effect "${settings['min-effect']}" is not a percentage`);

/**
 * A verdict that contradicts the truth (relative interval [lo, hi]): `regression` when the truth
 * rules out a slowdown of min-effect (hi < min-effect), `improvement` when it rules out a speed-up
 * of min-effect, `unchanged` when the truth lies wholly beyond ±min-effect. Inconclusive is never wrong.
 */
function wrong(verdict: string, truth: Truth): boolean {
  const [lo, hi] = [truth.ci[0] - 1, truth.ci[1] - 1];
  if (verdict === 'regression') return hi < minEffect;
  if (verdict === 'improvement') return lo > -minEffect;
  if (verdict === 'unchanged') return lo > minEffect || hi < -minEffect;
  return false;
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

interface Run {
  condition: Condition;
  kind: Kind;
  rep: number;
  verdict: string;
  headline: string;
  exitCode: number | null;
  seconds: number;
  /** Executions with values (base and head); 0 when nothing was measured. */
  executions: number;
  proof: string;
  stop: string;
  estimator: string;
  delta: string;
  load: number;
  dir: string;
  commit: string;
  /** ISO time the run ended. */
  at: string;
}

function markdownTable(header: string[], rows: string[][]): string {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)} %`;

function measuredExecutions(results: ResultsFile): number {
  let n = 0;
  for (const b of results.benchmarks)
    for (const side of [b.base, b.head]) for (const binary of side.binaries) n += binary.executions.filter((e) => e.values.length > 0).length;
  return n;
}

function proofOf(results: ResultsFile): string {
  const proof = results.meta?.proof as { proved?: boolean; reason?: { kind?: string } } | undefined;
  if (!proof) return 'off';
  return proof.proved === true ? 'proved' : `measured: ${proof.reason?.kind ?? 'not proved'}`;
}

async function main(): Promise<void> {
  const started = Date.now();
  mkdirSync(outDir, { recursive: true });
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  console.error(`bench:pr-mix: commit ${commit}; runs kept in ${outDir}; bundling the action, warming the npm cache…`);
  const bundle = await actionBundle();
  const api = await startGitHubApiServer({ owner: 'acme', repo: 'widgets' });
  const origin = new Origin(fixtureFiles(join(FIXTURE, 'base')));
  // Every kind keeps base's lockfile: one install warms the cache for all builds.
  const npmCache = tempDir('benchgate-pr-mix-npm-');
  const warm = tempDir('benchgate-pr-mix-warm-');
  cpSync(join(FIXTURE, 'base'), warm, { recursive: true, filter: (src) => !['node_modules', 'dist'].includes(basename(src)) });
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline', '--cache', npmCache], { cwd: warm, stdio: 'ignore' });

  const runs: Run[] = [];
  let number = 100;
  let seed = 0;
  const overTime = () => maxMinutes > 0 && Date.now() - started > maxMinutes * 60_000;
  try {
    for (let rep = 1; rep <= reps && !overTime(); rep++)
      for (const condition of conditions)
        for (const kind of kinds) {
          if (overTime()) break;
          const def = KIND_DEFS[kind]();
          const prNumber = ++number;
          const pr = origin.addPullRequest(prNumber, fixtureFiles(def.overlay));
          api.setPullRequestRefs(prNumber, {
            head: { sha: pr.head, ref: `feature-${prNumber}`, owner: 'acme' },
            base: { sha: pr.base, ref: 'main' },
          });
          const neighbour = condition === 'neighbour' ? await startNeighbour(++seed) : null;
          const start = performance.now();
          let run;
          try {
            run = await runBundledAction({
              bundle,
              apiUrl: api.url,
              ...pullRequestRun(origin, pr),
              runId: 8_000_000_000 + prNumber,
              inputs: { ...settings, ...def.extra, token: api.token, 'artifact-dir': tempDir('benchgate-pr-mix-artifacts-') },
              env: {
                npm_config_cache: npmCache,
                npm_config_prefer_offline: 'true',
                npm_config_audit: 'false',
                npm_config_fund: 'false',
                npm_config_update_notifier: 'false',
              },
              timeoutMs: RUN_LIMIT_MS,
            });
          } finally {
            if (neighbour) await stopNeighbour(neighbour);
          }
          const seconds = (performance.now() - start) / 1000;
          const load = loadavg()[0];
          const dir = join(outDir, `${String(runs.length + 1).padStart(3, '0')}-${condition}-${kind}-${rep}`);
          mkdirSync(dir, { recursive: true });
          writeFileSync(join(dir, 'stdout.txt'), run.stdout);
          writeFileSync(join(dir, 'stderr.txt'), run.stderr);
          writeFileSync(join(dir, 'summary.md'), run.summary);
          const reportPath = run.outputs['report-json'];
          const resultsPath = run.outputs['results-json'];
          let row: BenchmarkReport | undefined;
          let results: ResultsFile | undefined;
          if (reportPath && resultsPath) {
            copyFileSync(reportPath, join(dir, 'report.json'));
            copyFileSync(resultsPath, join(dir, 'results.json'));
            row = (JSON.parse(readFileSync(reportPath, 'utf8')) as SuiteReport).benchmarks.find((b) => b.name === BENCHMARK);
            results = JSON.parse(readFileSync(resultsPath, 'utf8')) as ResultsFile;
          }
          const d = row?.delta;
          const headline = /^#+ .*$/m.exec(run.summary)?.[0].replace(/^#+ /, '') ?? '';
          const r: Run = {
            condition,
            kind,
            rep,
            verdict: row?.verdict ?? `no report (exit ${run.exitCode})`,
            headline,
            exitCode: run.exitCode,
            seconds,
            executions: results ? measuredExecutions(results) : 0,
            proof: results ? proofOf(results) : '—',
            stop: results && proofOf(results) !== 'proved' ? (results.meta?.sequential?.stop.reason ?? '—') : '—',
            estimator: (results?.meta?.analysis as { estimator?: string } | undefined)?.estimator ?? '—',
            delta: d ? `${pct(d.relative)} [${pct(d.ci[0])}, ${pct(d.ci[1])}]` : '—',
            load,
            dir,
            commit,
            at: new Date().toISOString(),
          };
          runs.push(r);
          writeFileSync(join(outDir, 'runs.json'), JSON.stringify(runs, null, 2));
          console.error(
            `[${((Date.now() - started) / 1000).toFixed(0)} s] rep ${rep}/${reps} ${condition} ${kind}: ${r.verdict}, Δ ${r.delta}, ` +
              `${seconds.toFixed(1)} runner s, ${r.executions} executions, proof ${r.proof}, stop ${r.stop}, exit ${r.exitCode}, load ${load.toFixed(1)}`,
          );
        }
  } finally {
    await api.close();
    removeTempDirs();
  }
  printTables(runs, commit, started);
}

function printTables(runs: Run[], commit: string, started: number): void {
  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  };
  const minutes = (s: number) => (s / 60).toFixed(2);
  console.log(
    `\n## bench:pr-mix: fixtures/real-upgrade through the bundled action, the README's pull-request settings (min-effect ${pct(minEffect)}) ` +
      `over action.yml's defaults; commit ${commit}; runs ended ${runs[0]?.at.slice(0, 16).replace('T', ' ')} … ${runs.at(-1)?.at.slice(11, 16)} UTC; ${cpus().length} cores; ` +
      `neighbour: ${threads} thread(s) of scripts/noisy-neighbour.mjs\n`,
  );
  console.log(
    'Decided: any verdict but inconclusive. Wrong: a verdict the truth contradicts (regression when the truth rules out +min-effect, ' +
      'improvement likewise, unchanged when the truth lies beyond ±min-effect). Runner min: wall time of the action (builds, proof, measuring). ' +
      'Measured: runs with any execution measured. Load: 1-minute load average at the end of each run.\n',
  );
  const rows: string[][] = [];
  for (const condition of CONDITIONS)
    for (const kind of KINDS) {
      const cell = runs.filter((r) => r.condition === condition && r.kind === kind);
      if (cell.length === 0) continue;
      const def = KIND_DEFS[kind]();
      const verdicts = new Map<string, number>();
      for (const r of cell) verdicts.set(r.verdict, (verdicts.get(r.verdict) ?? 0) + 1);
      const seconds = cell.map((r) => r.seconds);
      rows.push([
        condition,
        def.label,
        `${pct(def.truth.ratio - 1)} [${pct(def.truth.ci[0] - 1)}, ${pct(def.truth.ci[1] - 1)}]`,
        `${cell.filter((r) => r.verdict !== 'inconclusive' && !r.verdict.startsWith('no report')).length} / ${cell.length}`,
        String(cell.filter((r) => wrong(r.verdict, def.truth)).length),
        [...verdicts].map(([v, n]) => `${v} ${n}`).join(', '),
        `${minutes(seconds.reduce((a, s) => a + s, 0) / cell.length)} (${minutes(Math.min(...seconds))} … ${minutes(Math.max(...seconds))})`,
        `${cell.filter((r) => r.executions > 0).length} / ${cell.length}`,
        median(cell.map((r) => r.load)).toFixed(1),
      ]);
    }
  console.log(
    markdownTable(['machine', 'pull request', 'truth', 'decided', 'wrong', 'verdicts', 'runner min, mean (min … max)', 'measured', 'load (median)'], rows),
  );
  console.log('');
  for (const condition of CONDITIONS) {
    const cell = runs.filter((r) => r.condition === condition);
    if (cell.length === 0) continue;
    // Each kind weighs the same, whatever its number of runs: the mix is one pull request of each kind.
    const perKind = KINDS.map((k) => cell.filter((r) => r.kind === k)).filter((c) => c.length > 0);
    const mean = perKind.reduce((a, c) => a + c.reduce((s, r) => s + r.seconds, 0) / c.length, 0) / perKind.length;
    console.log(`- ${condition}: mean runner minutes per pull request over the ${perKind.length} kinds run, each weighed alike: ${minutes(mean)}`);
  }
  console.log(`\nEvery run (${BENCHMARK}):\n`);
  console.log(
    markdownTable(
      [
        'machine',
        'kind',
        'rep',
        'verdict',
        'Δ [interval]',
        'runner s',
        'execution records (benchmark and process metrics)',
        'proof',
        'stopped',
        'estimator',
        'load',
      ],
      runs.map((r) => [
        r.condition,
        r.kind,
        String(r.rep),
        r.verdict,
        r.delta,
        r.seconds.toFixed(1),
        String(r.executions),
        r.proof,
        r.stop,
        r.estimator,
        r.load.toFixed(1),
      ]),
    ),
  );
  if (outDir) console.log(`\nbench:pr-mix: ${((Date.now() - started) / 1000).toFixed(0)} s in all; runs kept in ${outDir}.`);
}

/** `--from DIR,DIR…`: the tables of earlier runs (their runs.json), judged against today's truth files; nothing is run. */
function reprint(dirs: string[]): void {
  const runs = dirs.flatMap((dir) => JSON.parse(readFileSync(join(dir, 'runs.json'), 'utf8')) as Run[]);
  const commits = [...new Set(runs.map((r) => r.commit))].join(', ');
  printTables(runs, commits, Date.now());
}

if (args.includes('--from')) reprint(option('--from', '').split(','));
else await main();
