import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pairedNoiseOf } from '../../src/planning/paired-noise.js';
import { measuredCosts } from '../../src/planning/run-costs.js';
import type { ResultsFile } from '../../src/results/results-format.js';
import { parseResults } from '../../src/results/validate-results.js';
import { isRecord } from '../../src/util/is-record.js';
import { oracleDesign } from './oracle-design.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const FIXTURE = join(ROOT, 'fixtures', 'real-upgrade');
const LARGE = join(FIXTURE, 'large');
export const BENCHMARK = 'signup/check';
const ORACLE_POWER = 0.8;

export interface RealCase {
  name: string;
  branch: string;
  /** Overlays on fixtures/real-upgrade/base, in order. */
  overlays: string[];
  minEffect: number;
  /** The true change when known from fixtures/real-upgrade/truth.json; null: the runs' pooled estimate. */
  truth: number | null;
}

export interface DesignRun {
  design: string;
  verdict: string;
  delta: string;
  seconds: number;
  executions: number;
  results: ResultsFile;
  relative: number | null;
  /** The Δ interval (relative), or null. */
  ci: [number, number] | null;
  /** An undecided adaptive run: the budget its report says would settle min-effect. */
  budgetToSettle: number | null;
}

function git(repo: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd: repo,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'bench',
      GIT_AUTHOR_EMAIL: 'bench@example.com',
      GIT_COMMITTER_NAME: 'bench',
      GIT_COMMITTER_EMAIL: 'bench@example.com',
    },
  }).trim();
}

const copy = (from: string, to: string) => cpSync(from, to, { recursive: true, filter: (src) => !['node_modules', 'dist'].includes(basename(src)) });

/** A repository with the fixture's base on `main` and each case's overlay on its own branch. */
export function makeRepository(cases: readonly RealCase[]): string {
  const repo = mkdtempSync(join(tmpdir(), 'benchgate-verdict-time-'));
  git(repo, 'init', '-q', '-b', 'main');
  copy(join(FIXTURE, 'base'), repo);
  writeFileSync(join(repo, '.gitignore'), 'node_modules/\ndist/\n');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'base');
  for (const c of cases) {
    git(repo, 'checkout', '-q', '-b', c.branch, 'main');
    for (const overlay of c.overlays) copy(overlay, repo);
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', c.name);
  }
  git(repo, 'checkout', '-q', 'main');
  return repo;
}

/** One npm cache for every build, warmed with both lockfiles, so that builds do not download again. */
export function warmCache(): string {
  const cache = mkdtempSync(join(tmpdir(), 'benchgate-verdict-time-npm-'));
  for (const overlay of [[], [join(FIXTURE, 'head')]]) {
    const project = mkdtempSync(join(tmpdir(), 'benchgate-verdict-time-warm-'));
    for (const dir of [join(FIXTURE, 'base'), ...overlay]) copy(dir, project);
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline', '--cache', cache], { cwd: project, stdio: 'ignore' });
    rmSync(project, { recursive: true, force: true });
  }
  return cache;
}

interface Report {
  benchmarks: { name: string; verdict: string; delta: { relative: number; ci: [number, number] } | null; budgetToSettle: number | null }[];
}

/** The report's row for the benchmark, checked field by field. */
function reportRow(value: unknown): Report['benchmarks'][number] | null {
  if (!isRecord(value) || !Array.isArray(value.benchmarks)) return null;
  for (const row of value.benchmarks) {
    if (!isRecord(row) || row.name !== BENCHMARK || typeof row.verdict !== 'string') continue;
    const d = row.delta;
    const delta =
      isRecord(d) && typeof d.relative === 'number' && Array.isArray(d.ci) && typeof d.ci[0] === 'number' && typeof d.ci[1] === 'number'
        ? { relative: d.relative, ci: [d.ci[0], d.ci[1]] as [number, number] }
        : null;
    const stopping = row.stopping;
    const budgetToSettle = isRecord(stopping) && typeof stopping.budgetToSettle === 'number' ? stopping.budgetToSettle : null;
    return { name: BENCHMARK, verdict: row.verdict, delta, budgetToSettle };
  }
  return null;
}

export function runDesign(repo: string, cache: string, c: RealCase, design: string, flags: string[]): DesignRun {
  const out = mkdtempSync(join(tmpdir(), 'benchgate-verdict-time-out-'));
  const args = [
    '--import',
    'tsx',
    join(ROOT, 'src', 'cli-entry.ts'),
    'run',
    '--repo',
    repo,
    '--base',
    'main',
    '--head',
    c.branch,
    '--build',
    "sh -c 'npm ci && npm run build'",
    '--bench',
    'node bench/run.mjs',
    '--min-effect',
    String(c.minEffect),
    '--out',
    out,
    ...flags,
  ];
  const env = {
    ...process.env,
    npm_config_cache: cache,
    npm_config_prefer_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
  };
  const child = spawnSync(process.execPath, args, { cwd: ROOT, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if ((child.status !== 0 && child.status !== 1) || !existsSync(join(out, 'report.json')))
    throw new Error(`${c.name}, ${design}: benchgate run exited ${child.status} without a report\n${child.stderr.slice(-3000)}`);
  const report: unknown = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8'));
  const results = parseResults(readFileSync(join(out, 'results.json'), 'utf8'), 'results.json');
  rmSync(out, { recursive: true, force: true });
  const row = reportRow(report);
  if (!row) throw new Error(`${c.name}, ${design}: no ${BENCHMARK} in the report`);
  const meta = results.meta ?? {};
  const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)} %`;
  const d = row.delta;
  return {
    design,
    verdict: row.verdict,
    delta: d ? `${pct(d.relative)} [${pct(d.ci[0])}, ${pct(d.ci[1])}]` : '—',
    seconds: typeof meta.totalSeconds === 'number' ? meta.totalSeconds : NaN,
    executions: typeof meta.executionsPerVersion === 'number' ? meta.executionsPerVersion : NaN,
    results,
    relative: d ? d.relative : null,
    ci: d ? d.ci : null,
    budgetToSettle: row.budgetToSettle,
  };
}

/** truth.json's ratio for the benchmark, or undefined. */
export function truthRatio(value: unknown): number | undefined {
  if (!isRecord(value) || !isRecord(value.benchmarks)) return undefined;
  const row = value.benchmarks[BENCHMARK];
  return isRecord(row) && typeof row.ratio === 'number' ? row.ratio : undefined;
}

function decided(c: RealCase, verdict: string): boolean {
  return c.truth === 0 ? verdict === 'unchanged' : verdict === 'regression';
}

/**
 * The real npm cases: the validator upgrade (+13.5 %, truth.json), its A/A twin and a large
 * change (fixtures/real-upgrade/large: every field checked twice), each through `benchgate run`
 * as a user runs it, with the README's fixed design and with `--budget`, and the oracle from
 * the noise and costs the runs measured (pairedNoiseOf and measuredCosts on the longest run).
 */
/** The designs compared here are measured: the A/A twin (a README change) would otherwise be proved unchanged with nothing measured. */
const MEASURED = ['--no-prove-unchanged'];

export async function runRealCases(settings: { minEffect: number; confidence: number; budgetMinutes: number; repeats?: number }): Promise<void> {
  const repeats = Math.max(1, settings.repeats ?? 1);
  const upgrade = truthRatio(JSON.parse(readFileSync(join(FIXTURE, 'truth.json'), 'utf8')));
  const cases: RealCase[] = [
    { name: 'large change (every field checked twice)', branch: 'large', overlays: [LARGE], minEffect: settings.minEffect, truth: null },
    {
      name: 'validator 13.1.17 → 13.5.2 (moderate)',
      branch: 'upgrade',
      overlays: [join(FIXTURE, 'head')],
      minEffect: settings.minEffect,
      truth: upgrade === undefined ? null : upgrade - 1,
    },
    { name: 'A/A twin (README change only), min-effect 5 %', branch: 'aa', overlays: [join(FIXTURE, 'aa')], minEffect: 0.05, truth: 0 },
  ];
  const started = Date.now();
  const cache = warmCache();
  const repo = makeRepository(cases);
  console.log(
    `\n## Real npm cases (fixtures/real-upgrade), \`benchgate run\` as a user runs it; builds \`sh -c 'npm ci && npm run build'\` from a warm npm cache`,
  );
  console.log(
    `Fixed: --binaries 3 --executions 5 (the README's); adaptive: --budget ${settings.budgetMinutes}. Time: the experiment's runner seconds ` +
      `(meta.totalSeconds: builds and measuring). Oracle: the least time of a z-test on the noise and costs measured by the adaptive run, for ` +
      `${ORACLE_POWER * 100} % power at the true change; t-oracle: the best fixed design for that noise analysed with benchgate's t interval.\n`,
  );
  console.log(
    '| case | design | verdict | Δ [interval] | executions per version | runner s | oracle s | design / oracle | t-oracle s | design / t-oracle | ' +
      'adaptive / fixed | budget the report says would settle |',
  );
  console.log('|---|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  const adaptiveToTOracle = new Map<string, number[]>();
  try {
    for (let repeat = 0; repeat < repeats; repeat++)
      for (const c of cases) {
        const label = repeats > 1 ? ` (run ${repeat + 1})` : '';
        const fixed = runDesign(repo, cache, c, `fixed 3 × 5${label}`, ['--binaries', '3', '--executions', '5', ...MEASURED]);
        const adaptive = runDesign(repo, cache, c, `adaptive, budget ${settings.budgetMinutes} min${label}`, [
          '--budget',
          String(settings.budgetMinutes),
          ...MEASURED,
        ]);
        const record = adaptive.results.benchmarks.find((b) => b.name === BENCHMARK);
        const change = c.truth ?? [fixed.relative, adaptive.relative].filter((r): r is number => r !== null).reduce((s, r, _, all) => s + r / all.length, 0);
        let oracle: number | null = null;
        let tOracle: number | null = null;
        if (record) {
          const noise = pairedNoiseOf(record);
          const costs = measuredCosts(adaptive.results);
          const trueNoise = {
            binary: noise.binary / 2,
            execution: noise.execution / 2,
            executionMean: noise.measurement / noise.measurements,
            deterministicBuild: noise.deterministicBuild,
          };
          const design = oracleDesign(trueNoise, costs, change, c.minEffect, ORACLE_POWER, settings.confidence);
          const tDesign = oracleDesign(trueNoise, costs, change, c.minEffect, ORACLE_POWER, settings.confidence, 't');
          oracle = design?.seconds ?? null;
          tOracle = tDesign?.seconds ?? null;
          if (tOracle !== null) adaptiveToTOracle.set(c.name, [...(adaptiveToTOracle.get(c.name) ?? []), adaptive.seconds / tOracle]);
          console.error(
            `${c.name}: noise ${JSON.stringify(noise)}; costs ${JSON.stringify(costs)}; oracle ${JSON.stringify(design)}; t-oracle ${JSON.stringify(tDesign)}`,
          );
        }
        for (const run of [fixed, adaptive]) {
          const ratio = oracle === null ? '—' : (run.seconds / oracle).toFixed(2);
          const tRatio = tOracle === null ? '—' : (run.seconds / tOracle).toFixed(2);
          console.log(
            `| ${c.name} | ${run.design} | ${run.verdict}${decided(c, run.verdict) ? '' : ' (not decided)'} | ${run.delta} | ${run.executions} | ` +
              `${run.seconds.toFixed(1)} | ${oracle === null ? '—' : oracle.toFixed(1)} | ${ratio} | ${tOracle === null ? '—' : tOracle.toFixed(1)} | ${tRatio} | ` +
              `${run === adaptive ? (adaptive.seconds / fixed.seconds).toFixed(2) : ''} | ` +
              `${run.budgetToSettle === null ? '' : `${Math.round(run.budgetToSettle)} s`} |`,
          );
        }
      }
  } finally {
    rmSync(repo, { recursive: true, force: true });
    rmSync(cache, { recursive: true, force: true });
  }
  if (repeats > 1)
    for (const [name, ratios] of adaptiveToTOracle)
      console.log(`\n${name}: adaptive / t-oracle over ${ratios.length} runs: ${ratios.map((r) => r.toFixed(2)).join(', ')}`);
  console.log(`\nReal cases: ${((Date.now() - started) / 1000).toFixed(0)} s (true change of the large case: the mean of its two runs' Δ).`);
}
