/**
 * What a busy runner does to a verdict: the real npm case of fixtures/real-upgrade (a validator
 * upgrade, +12–14 %, and its A/A twin) through `benchgate run` as a user runs it, on a quiet
 * machine and beside scripts/noisy-neighbour.mjs, with each design several times.
 *
 *   npm run bench:noise                                  # 3 repeats of every cell
 *   npm run bench:noise -- --repeats 10                  # the acceptance's 10
 *   npm run bench:noise -- --designs default,fixed --conditions noisy --cases upgrade
 *   npm run bench:noise -- --budget 4 --min-effect 0.02 --threads 2
 *
 * Designs: `default` (no design flags: the default `benchgate run` and the action share, adaptive
 * with DEFAULT_BUDGET_MINUTES and the proof of no change on, so the A/A twin, a README change,
 * is proved unchanged with nothing measured), `fixed` (--binaries 3 --executions 5) and `budget`
 * (--budget N minutes); these two measure without the proof (--no-prove-unchanged), so their
 * A/A rows are the noise of a measured run. Runs are
 * interleaved (repeat by repeat, condition by condition) so that other load on the machine falls
 * on every cell alike. Runner seconds are the experiment's own (results meta.totalSeconds: builds
 * and measuring), not the bench's setup. The neighbour gets a new seed per run (the run's index),
 * so the table is reproducible in the neighbour's schedule, not in the machine's other load.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

const cpusCount = () => cpus().length;
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_BUDGET_MINUTES } from '../src/experiment/prior-file.js';
import { BENCHMARK, FIXTURE, makeRepository, runDesign, truthRatio, warmCache, type DesignRun, type RealCase } from './verdict-time/real-cases.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const NEIGHBOUR = join(ROOT, 'scripts', 'noisy-neighbour.mjs');

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
function numberOption(name: string, fallback: number, min: number, max: number): number {
  const value = Number(option(name, String(fallback)));
  if (!Number.isFinite(value) || value < min || value > max) throw new Error(`${name} must be a number from ${min} to ${max}`);
  return value;
}

const DESIGNS = ['default', 'fixed', 'budget'] as const;
const CONDITIONS = ['quiet', 'noisy'] as const;
const CASES = ['upgrade', 'aa'] as const;
type Design = (typeof DESIGNS)[number];
type Condition = (typeof CONDITIONS)[number];
type CaseName = (typeof CASES)[number];

const repeats = numberOption('--repeats', 3, 1, 100);
const budget = numberOption('--budget', 4, 0.5, 60);
const minEffect = numberOption('--min-effect', 0.02, 0.001, 0.5);
const threads = numberOption('--threads', 2, 1, 8);
const designs = listOption('--designs', 'default,fixed,budget', DESIGNS);
const conditions = listOption('--conditions', 'quiet,noisy', CONDITIONS);
const caseNames = listOption('--cases', 'upgrade,aa', CASES);

const DESIGN_FLAGS: Record<Design, { label: string; flags: string[] }> = {
  default: { label: `default (no design flags: adaptive ${DEFAULT_BUDGET_MINUTES} min, proof on)`, flags: [] },
  fixed: { label: 'fixed 3 × 5', flags: ['--binaries', '3', '--executions', '5', '--no-prove-unchanged'] },
  budget: { label: `budget ${budget} min`, flags: ['--budget', String(budget), '--no-prove-unchanged'] },
};

const upgradeRatio = truthRatio(JSON.parse(readFileSync(join(FIXTURE, 'truth.json'), 'utf8')));
const CASE_DEFS: Record<CaseName, RealCase> = {
  upgrade: {
    name: `validator upgrade (${upgradeRatio === undefined ? 'truth unknown' : `+${((upgradeRatio - 1) * 100).toFixed(1)} %`})`,
    branch: 'upgrade',
    overlays: [join(FIXTURE, 'head')],
    minEffect,
    truth: upgradeRatio === undefined ? null : upgradeRatio - 1,
  },
  aa: { name: 'A/A twin', branch: 'aa', overlays: [join(FIXTURE, 'aa')], minEffect, truth: 0 },
};

/** Starts the neighbour and resolves once it has started its threads. */
function startNeighbour(seed: number): Promise<ChildProcess> {
  // Its own limit is a safety net: one run never takes 30 minutes.
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

interface Cell {
  condition: Condition;
  design: Design;
  caseName: CaseName;
  runs: DesignRun[];
  /** The 1-minute load average at the end of each run (the neighbour's threads included). */
  loads: number[];
}

/** A verdict that settles the question: the upgrade flagged, the A/A shown unchanged within min-effect. */
const decided = (c: CaseName, verdict: string) => (c === 'upgrade' ? verdict === 'regression' : verdict === 'unchanged');
/** A verdict that is false: anything flagged on the A/A, an improvement or "unchanged" on the upgrade. */
const wrong = (c: CaseName, verdict: string) =>
  c === 'upgrade' ? verdict === 'improvement' || verdict === 'unchanged' : verdict === 'regression' || verdict === 'improvement';

/** A markdown table. */
function markdownTable(header: string[], rows: string[][]): string {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function main(): Promise<void> {
  const started = Date.now();
  console.error(`bench:noise: warming the npm cache and making the repository…`);
  const cache = warmCache();
  const repo = makeRepository(caseNames.map((c) => CASE_DEFS[c]));
  const cells = new Map<string, Cell>();
  let seed = 0;
  try {
    for (let r = 0; r < repeats; r++)
      for (const condition of conditions)
        for (const caseName of caseNames)
          for (const design of designs) {
            const key = `${condition}/${design}/${caseName}`;
            const cell = cells.get(key) ?? { condition, design, caseName, runs: [], loads: [] };
            cells.set(key, cell);
            const loadBefore = loadavg()[0];
            const neighbour = condition === 'noisy' ? await startNeighbour(++seed) : null;
            let run: DesignRun;
            try {
              run = runDesign(repo, cache, CASE_DEFS[caseName], DESIGN_FLAGS[design].label, DESIGN_FLAGS[design].flags);
            } finally {
              if (neighbour) await stopNeighbour(neighbour);
            }
            cell.runs.push(run);
            cell.loads.push(loadavg()[0]);
            const stop = run.results.meta?.sequential?.stop;
            console.error(
              `[${((Date.now() - started) / 1000).toFixed(0)} s] run ${r + 1}/${repeats} ${condition}, ${DESIGN_FLAGS[design].label}, ${caseName}: ` +
                `${run.verdict}, Δ ${run.delta}, ${run.seconds.toFixed(1)} runner s${stop ? `, stopped: ${stop.reason}` : ''}, ` +
                `load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after`,
            );
          }
  } finally {
    rmSync(repo, { recursive: true, force: true });
    rmSync(cache, { recursive: true, force: true });
  }

  console.log(
    `\n## bench:noise: fixtures/real-upgrade through \`benchgate run\`, min-effect ${pct(minEffect)}, ${repeats} run(s) per cell, ` +
      `neighbour: ${threads} thread(s) of scripts/noisy-neighbour.mjs (bursts and gaps 50–600 ms)\n`,
  );
  console.log(
    'Decided: the upgrade flagged as a regression, the A/A shown unchanged within min-effect. Wrong: the A/A flagged, or the upgrade ' +
      'called an improvement or unchanged. Half-width: of the Δ interval. Runner s: builds and measuring (results meta.totalSeconds). ' +
      `Load average: the machine's 1-minute load at the end of each run (${cpusCount()} cores), the neighbour included.\n`,
  );
  const rows = [...cells.values()].map((cell) => {
    const { runs, caseName } = cell;
    const halfWidths = runs.filter((r) => r.ci).map((r) => (r.ci![1] - r.ci![0]) / 2);
    const seconds = runs.map((r) => r.seconds);
    const verdicts = new Map<string, number>();
    for (const run of runs) verdicts.set(run.verdict, (verdicts.get(run.verdict) ?? 0) + 1);
    const stops = new Map<string, number>();
    for (const run of runs) {
      const reason = run.results.meta?.proof?.proved === true ? 'identical inputs' : (run.results.meta?.sequential?.stop.reason ?? 'fixed design');
      stops.set(reason, (stops.get(reason) ?? 0) + 1);
    }
    return [
      cell.condition,
      DESIGN_FLAGS[cell.design].label,
      CASE_DEFS[caseName].name,
      `${runs.filter((r) => decided(caseName, r.verdict)).length} / ${runs.length}`,
      String(runs.filter((r) => wrong(caseName, r.verdict)).length),
      [...verdicts].map(([v, n]) => `${v} ${n}`).join(', '),
      halfWidths.length ? `±${pct(median(halfWidths))} (±${pct(Math.min(...halfWidths))} … ±${pct(Math.max(...halfWidths))})` : '—',
      `${median(seconds).toFixed(0)} (${Math.min(...seconds).toFixed(0)} … ${Math.max(...seconds).toFixed(0)})`,
      [...stops].map(([v, n]) => `${v} ${n}`).join(', '),
      median(cell.loads).toFixed(1),
    ];
  });
  console.log(
    markdownTable(
      [
        'machine',
        'design',
        'case',
        'decided',
        'wrong',
        'verdicts',
        'Δ half-width, median (min … max)',
        'runner s, median (min … max)',
        'stopped',
        'load average (median)',
      ],
      rows,
    ),
  );
  console.log(`\nEvery run (${BENCHMARK}):\n`);
  console.log(
    markdownTable(
      ['machine', 'design', 'case', 'verdict', 'Δ [interval]', 'runner s'],
      [...cells.values()].flatMap((cell) =>
        cell.runs.map((run) => [cell.condition, DESIGN_FLAGS[cell.design].label, cell.caseName, run.verdict, run.delta, run.seconds.toFixed(1)]),
      ),
    ),
  );
  console.log(`\nbench:noise: ${((Date.now() - started) / 1000).toFixed(0)} s in all.`);
}

await main();
