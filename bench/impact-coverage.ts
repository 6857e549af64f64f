// Coverage of the impact-factor intervals (src/stats/impact-factors.ts) by simulation: how often
// the reported 95 % interval contains the true factor, per design and noise shape. Called by
// bench/stats.ts; also runnable alone: node --import tsx bench/impact-coverage.ts [--runs N]
import { summarizeExecution, type NestedSummaries } from '../src/stats/execution-summary.js';
import { impactFactors } from '../src/stats/impact-factors.js';
import { createRandom, randomNormal, type Random } from '../src/stats/rng.js';
import { withinDependence } from '../src/stats/within-dependence.js';
import { pct, printTable } from './markdown-table.js';

type Shape = 'gaussian' | 'heavy-tailed' | 'outliers' | 'ar1' | 'unbalanced';

interface CoverageCase {
  label: string;
  shape: Shape;
  builds: number;
  executions: number;
  measurements: number;
  /** σ build / process / measurement, in % of the mean. */
  sd: [number, number, number];
}

const CASES: CoverageCase[] = [
  { label: '3 × 5 × 30, σ 1/2/5 % (the default design)', shape: 'gaussian', builds: 3, executions: 5, measurements: 30, sd: [1, 2, 5] },
  { label: '6 × 5 × 30, σ 1/2/5 %', shape: 'gaussian', builds: 6, executions: 5, measurements: 30, sd: [1, 2, 5] },
  { label: '6 × 5 × 30, σ 3.24/2/5 % (true build factor 1.78)', shape: 'gaussian', builds: 6, executions: 5, measurements: 30, sd: [3.24, 2, 5] },
  { label: '10 × 5 × 30, σ 3.24/2/5 %', shape: 'gaussian', builds: 10, executions: 5, measurements: 30, sd: [3.24, 2, 5] },
  { label: '6 × 10 × 10, σ 0/2/5 % (no build effect)', shape: 'gaussian', builds: 6, executions: 10, measurements: 10, sd: [0, 2, 5] },
  { label: '1 × 10 × 30, σ –/2/5 % (one build)', shape: 'gaussian', builds: 1, executions: 10, measurements: 30, sd: [0, 2, 5] },
  { label: '6 × 5 × 30, heavy-tailed (t₅ effects and noise)', shape: 'heavy-tailed', builds: 6, executions: 5, measurements: 30, sd: [3.24, 2, 5] },
  {
    label: '6 × 5 × 30, log-normal noise, 0.5 % outliers at 10× (bench:stats heavy-tailed)',
    shape: 'outliers',
    builds: 6,
    executions: 5,
    measurements: 30,
    sd: [3.24, 2, 5],
  },
  { label: '6 × 5 × 30, unbalanced (2–8 processes, 10–40 values)', shape: 'unbalanced', builds: 6, executions: 5, measurements: 30, sd: [3.24, 2, 5] },
  { label: '6 × 5 × 30, AR(1) ρ = 0.7 in a process', shape: 'ar1', builds: 6, executions: 5, measurements: 30, sd: [3.24, 2, 5] },
];

/** Unit-variance draw of the case's shape (t₅ scaled to variance 1 for heavy tails). */
function draw(random: Random, shape: Shape): number {
  if (shape !== 'heavy-tailed') return randomNormal(random);
  let chi = 0;
  for (let i = 0; i < 5; i++) chi += randomNormal(random) ** 2;
  return randomNormal(random) / Math.sqrt(chi / 5) / Math.sqrt(5 / 3);
}

function simulate(c: CoverageCase, random: Random): { summaries: NestedSummaries; series: number[][] } {
  const [sv, sb, se] = c.sd;
  const series: number[][] = [];
  const summaries = Array.from({ length: c.builds }, () => {
    const v = sv * draw(random, c.shape);
    const executions = c.shape === 'unbalanced' ? 2 + Math.floor(random() * 7) : c.executions;
    return Array.from({ length: executions }, () => {
      const b = sb * draw(random, c.shape);
      const n = c.shape === 'unbalanced' ? 10 + Math.floor(random() * 31) : c.measurements;
      const values = new Array<number>(n);
      let e = se * draw(random, c.shape);
      for (let i = 0; i < n; i++) {
        if (c.shape === 'ar1' && i > 0) e = 0.7 * e + se * Math.sqrt(1 - 0.49) * randomNormal(random);
        else if (c.shape === 'outliers') e = random() < 0.005 ? 900 : 100 * (Math.exp((randomNormal(random) * se) / 100 - (se / 100) ** 2 / 2) - 1);
        else if (c.shape !== 'ar1') e = se * draw(random, c.shape);
        values[i] = 100 + v + b + e;
      }
      series.push(values);
      return summarizeExecution(values);
    });
  });
  return { summaries, series };
}

/** True factors: the execution one from σ_B, σ_E (marginal); the build one with n the mean count. */
function truth(c: CoverageCase): { execution: number; binary: number } {
  const [sv, sb, se] = c.sd;
  const n = c.shape === 'unbalanced' ? 25 : c.measurements;
  // Outliers: 0.5 % at +900 (10× the level of 100) add about 0.005·0.995·900² to the measurement variance.
  const measurement = c.shape === 'outliers' ? 0.995 * 100 ** 2 * (Math.exp((se / 100) ** 2) - 1) + 0.005 * 0.995 * 900 ** 2 : se ** 2;
  const w = sb ** 2 + measurement / n;
  return { execution: Math.sqrt((sb ** 2 + measurement) / measurement), binary: Math.sqrt((sv ** 2 + w) / w) };
}

export function printImpactCoverage(runs: number, seed: number): void {
  const rows = CASES.map((c, index) => {
    const random = createRandom(seed + index);
    const t = truth(c);
    const shown = { execution: 0, binary: 0 };
    const covered = { execution: 0, binary: 0 };
    const started = performance.now();
    for (let r = 0; r < runs; r++) {
      const { summaries, series } = simulate(c, random);
      const factors = impactFactors(summaries, { confidence: 0.95, dependence: withinDependence(series) });
      for (const key of ['execution', 'binary'] as const) {
        const ci = factors[key].ci;
        if (!ci) continue;
        shown[key]++;
        if (ci[0] <= t[key] && t[key] <= ci[1]) covered[key]++;
      }
    }
    const cell = (key: 'execution' | 'binary') => (shown[key] === 0 ? 'no interval (note)' : `${pct(covered[key] / shown[key])} of ${shown[key]}`);
    return [
      c.label,
      t.execution.toFixed(3),
      cell('execution'),
      c.builds > 1 ? t.binary.toFixed(3) : '–',
      cell('binary'),
      ((performance.now() - started) / runs).toFixed(3),
    ];
  });
  printTable(
    `Impact-factor interval coverage at nominal 95 % (${runs} simulated versions per row; target ≥ 90 % wherever an interval is shown)`,
    [
      'design and noise',
      'true execution factor',
      'execution: interval covers',
      'true build factor',
      'build: interval covers',
      'ms per version (simulation included)',
    ],
    rows,
    'Exact F interval of the variance ratio (impact-factors.ts). Fewer than 6 builds: no build interval, the report gives the reason instead.',
  );
}

if (process.argv[1]?.endsWith('impact-coverage.ts')) {
  const index = process.argv.indexOf('--runs');
  printImpactCoverage(index >= 0 ? Number(process.argv[index + 1]) : 2000, 7_000_000);
}
