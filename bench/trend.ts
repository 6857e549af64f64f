// npm run bench:trend (node --import tsx bench/trend.ts) — accuracy of change points on
// synthetic run series with known steps, and the time for 500 runs. Prints measured figures only.
//
// A series is one benchmark's per-run means on a shared CI runner: the true level steps by
// ±size at known runs; every run adds runner noise (normal, `--runner-sd`, default 2 % of the
// level) and its own measurement error (normal, se drawn from 0.5–1.5 %, given to the
// detector as the run's variance); 2 % of runs are outliers, 10–50 % slow (a bad runner).
// A detection within ±k runs of a true step counts (one detection per step).
import { DEFAULT_E_DIVISIVE_OPTIONS, eDivisive, type EDivisiveOptions, type SeriesPoint } from '../src/stats/e-divisive.js';
import { createRandom, randomNormal, type Random } from '../src/stats/rng.js';

const arg = (flag: string, fallback: number) => {
  const index = process.argv.indexOf(flag);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const TRIALS = arg('--trials', 40);
const RUNNER_SD = arg('--runner-sd', 0.02);
const TOLERANCE = arg('--k', 3);
const SIZES = [0.01, 0.02, 0.05, 0.1, 0.2];
const LENGTHS = [30, 100, 200, 500];

interface Synthetic {
  points: SeriesPoint[];
  steps: number[];
}

function stepsFor(length: number, random: Random, minGap: number): number[] {
  const count = Math.max(1, Math.round(length / 60));
  for (;;) {
    const steps = Array.from({ length: count }, () => minGap + Math.floor(random() * (length - 2 * minGap + 1))).sort((a, b) => a - b);
    if (steps.every((s, i) => i === 0 || s - steps[i - 1] >= minGap)) return steps;
  }
}

/** `drift`: runner noise is AR(1) with φ = 0.7 (slow phases of a shared runner) instead of independent. */
function synthetic(length: number, size: number, random: Random, minGap: number, drift = false): Synthetic {
  const steps = size === 0 ? [] : stepsFor(length, random, minGap);
  let level = 1000;
  let runner = RUNNER_SD * randomNormal(random);
  const points: SeriesPoint[] = [];
  for (let i = 0; i < length; i++) {
    if (steps.includes(i)) level *= 1 + (random() < 0.5 ? -size : size);
    const se = level * (0.005 + 0.01 * random());
    runner = drift ? 0.7 * runner + Math.sqrt(1 - 0.49) * RUNNER_SD * randomNormal(random) : RUNNER_SD * randomNormal(random);
    let value = level * (1 + runner) + se * randomNormal(random);
    if (random() < 0.02) value *= 1.1 + 0.4 * random();
    points.push({ value, variance: se * se });
  }
  return { points, steps };
}

function matchCount(found: number[], truth: number[]): number {
  const free = truth.slice();
  let matched = 0;
  for (const index of found) {
    const j = free.findIndex((t) => Math.abs(t - index) <= TOLERANCE);
    if (j >= 0) {
      free.splice(j, 1);
      matched++;
    }
  }
  return matched;
}

interface Tally {
  found: number;
  truth: number;
  matched: number;
}

function evaluate(options: EDivisiveOptions, seed: number): { recall: Map<string, Tally>; falsePer100: number[]; driftFalsePer100: number[] } {
  const random = createRandom(seed);
  const recall = new Map<string, Tally>();
  for (const length of LENGTHS) {
    for (const size of SIZES) {
      const tally: Tally = { found: 0, truth: 0, matched: 0 };
      for (let t = 0; t < TRIALS; t++) {
        const s = synthetic(length, size, random, 2 * options.minSegment);
        const found = eDivisive(s.points, { ...options, seed: seed + t }).changePoints.map((c) => c.index);
        tally.found += found.length;
        tally.truth += s.steps.length;
        tally.matched += matchCount(found, s.steps);
      }
      recall.set(`${length}/${size}`, tally);
    }
  }
  const falseRate = (drift: boolean) =>
    LENGTHS.map((length) => {
      let found = 0;
      for (let t = 0; t < TRIALS; t++) found += eDivisive(synthetic(length, 0, random, 1, drift).points, { ...options, seed: seed + t }).changePoints.length;
      return (100 * found) / (TRIALS * length);
    });
  return { recall, falsePer100: falseRate(false), driftFalsePer100: falseRate(true) };
}

const pct = (x: number) => (Number.isFinite(x) ? `${(100 * x).toFixed(0)}%` : '—');

function printTables(options: EDivisiveOptions, result: ReturnType<typeof evaluate>): void {
  console.log(
    `\nOptions: min segment ${options.minSegment}, significance ${options.significance}, ${options.permutations} permutations, noise factor ${options.noiseFactor}, min relative step ${options.minRelativeStep}.`,
  );
  console.log(`Recall (true steps found within ±${TOLERANCE} runs) / precision (detections that are true steps), ${TRIALS} series per cell:`);
  console.log(`| runs | ${SIZES.map((s) => `step ${s * 100} %`).join(' | ')} | precision, all sizes |`);
  console.log(`|---:|${SIZES.map(() => '---:').join('|')}|---:|`);
  for (const length of LENGTHS) {
    const cells = SIZES.map((size) => result.recall.get(`${length}/${size}`)!);
    const found = cells.reduce((n, c) => n + c.found, 0);
    const matched = cells.reduce((n, c) => n + c.matched, 0);
    console.log(`| ${length} | ${cells.map((c) => `${pct(c.matched / c.truth)} / ${pct(c.matched / c.found)}`).join(' | ')} | ${pct(matched / found)} |`);
  }
  const rates = (r: number[]) => LENGTHS.map((l, i) => `${l} runs ${r[i].toFixed(2)}`).join(', ');
  console.log(
    `False change points per 100 runs on series without steps: independent runner noise: ${rates(result.falsePer100)}; AR(1) runner drift (φ 0.7): ${rates(result.driftFalsePer100)}`,
  );
}

function timing(options: EDivisiveOptions): string {
  const random = createRandom(99);
  const times: number[] = [];
  for (let t = 0; t < 20; t++) {
    const s = synthetic(500, 0.05, random, 2 * options.minSegment);
    const started = performance.now();
    eDivisive(s.points, { ...options, seed: t + 1 });
    times.push(performance.now() - started);
  }
  const noise: number[] = [];
  for (let t = 0; t < 20; t++) {
    const s = synthetic(500, 0, random, 1);
    const started = performance.now();
    eDivisive(s.points, { ...options, seed: t + 1 });
    noise.push(performance.now() - started);
  }
  const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[xs.length >> 1];
  return `Time for 500 runs (${options.permutations} permutations per tested split), median of 20: ${median(times).toFixed(0)} ms with 8 steps (max ${Math.max(...times).toFixed(0)} ms), ${median(noise).toFixed(0)} ms without steps.`;
}

// The acceptance table of the serial-correlation work: 40-run series of one benchmark's run
// means with 2 % runner noise, independent or AR(1), no step or one step at run 20 (or at a
// uniform run 10–30); the share of series with any change point, for the default test
// ('ar1') and for the permutation test of exchangeable runs ('independent').
const SHORT_SERIES = arg('--short', 1000);
function shortSeries(random: Random, rho: number, step: number, at: number): SeriesPoint[] {
  let u = RUNNER_SD * randomNormal(random);
  return Array.from({ length: 40 }, (_, i) => {
    if (i > 0) u = rho * u + RUNNER_SD * Math.sqrt(1 - rho * rho) * randomNormal(random);
    return { value: 1000 * (1 + (i >= at ? step : 0)) * (1 + u) };
  });
}

function shortSeriesTable(): void {
  const cells = [
    { label: 'no step, independent noise', rho: 0, step: 0, middle: true },
    { label: 'no step, AR(1) ρ = 0.5', rho: 0.5, step: 0, middle: true },
    { label: 'no step, AR(1) ρ = 0.8', rho: 0.8, step: 0, middle: true },
    { label: '+3 % at run 20, independent noise', rho: 0, step: 0.03, middle: true },
    { label: '+5 % at run 20, independent noise', rho: 0, step: 0.05, middle: true },
    { label: '+5 % at a uniform run 10–30, independent noise', rho: 0, step: 0.05, middle: false },
    { label: '+5 % at run 20, AR(1) ρ = 0.5', rho: 0.5, step: 0.05, middle: true },
  ];
  console.log(`\n### Change points on 40-run series (${SHORT_SERIES} series per row, runner noise ${RUNNER_SD * 100} %)\n`);
  console.log(
    'Share of series with any change point (no step: false alarms, target ≤ 5 %; with a step: power, target ≥ 95 % at +5 % with independent noise); for a step, how often the interval of the change found within ±3 runs contains the true step (nominal 95 %).\n',
  );
  console.log('| series | default test (AR(1) null) | its step interval covers | permutation test (independent runs) | its step interval covers |');
  console.log('|---|---:|---:|---:|---:|');
  cells.forEach((cell, c) => {
    const results = (['ar1', 'independent'] as const).map((mode) => {
      const random = createRandom(4_000_000 + 1000 * c);
      let any = 0;
      let withInterval = 0;
      let covered = 0;
      for (let i = 0; i < SHORT_SERIES; i++) {
        const at = cell.middle ? 20 : 10 + Math.floor(random() * 21);
        const found = eDivisive(shortSeries(random, cell.rho, cell.step, at), { seed: i + 1, serialCorrelation: mode }).changePoints;
        if (found.length > 0) any++;
        const near = found.find((f) => Math.abs(f.index - at) <= TOLERANCE);
        if (cell.step > 0 && near?.ci) {
          withInterval++;
          if (near.ci[0] <= cell.step && cell.step <= near.ci[1]) covered++;
        }
      }
      return [
        `${((100 * any) / SHORT_SERIES).toFixed(1)} %`,
        cell.step > 0 ? `${((100 * covered) / Math.max(1, withInterval)).toFixed(1)} % of ${withInterval}` : '–',
      ];
    });
    console.log(`| ${cell.label} | ${results[0][0]} | ${results[0][1]} | ${results[1][0]} | ${results[1][1]} |`);
  });
}

// Re-testing the same history every night: a null series grows by one run a night for a year
// and is analysed in full each night (the default retention keeps 1,000 runs). Per series:
// was a change point ever reported, and on how many nights.
const YEAR_SERIES = arg('--year', 40);
function yearOfNightlyRuns(): void {
  console.log(`\n### A year of nightly runs without any change (${YEAR_SERIES} series per row, each analysed on every night from run 8 to 365)\n`);
  console.log('| runner noise | series ever showing a change point | nights with a change point shown, of all nights analysed |');
  console.log('|---|---:|---:|');
  for (const rho of [0, 0.5, 0.8]) {
    const random = createRandom(5_000_000 + Math.round(rho * 10));
    let ever = 0;
    let nights = 0;
    let flagged = 0;
    for (let s = 0; s < YEAR_SERIES; s++) {
      let u = RUNNER_SD * randomNormal(random);
      const points: SeriesPoint[] = [];
      let seen = false;
      for (let night = 0; night < 365; night++) {
        if (night > 0) u = rho * u + RUNNER_SD * Math.sqrt(1 - rho * rho) * randomNormal(random);
        points.push({ value: 1000 * (1 + u) });
        if (points.length < 2 * DEFAULT_E_DIVISIVE_OPTIONS.minSegment) continue;
        nights++;
        if (eDivisive(points, { seed: night + 1 }).changePoints.length > 0) {
          flagged++;
          seen = true;
        }
      }
      if (seen) ever++;
    }
    console.log(
      `| ${rho === 0 ? 'independent' : `AR(1) ρ = ${rho}`} | ${((100 * ever) / YEAR_SERIES).toFixed(1)} % | ${((100 * flagged) / nights).toFixed(2)} % |`,
    );
  }
}

const started = performance.now();
console.log(
  `Synthetic series: runner noise ${RUNNER_SD * 100} % (normal), per-run se 0.5–1.5 %, 2 % outlier runs (+10–50 %); steps of ± size, about one per 60 runs.`,
);
if (process.argv.includes('--sweep')) {
  for (const significance of [0.05, 0.01]) {
    for (const noiseFactor of [1, 1.5, 2]) {
      const options = { ...DEFAULT_E_DIVISIVE_OPTIONS, significance, noiseFactor };
      printTables(options, evaluate(options, 1));
    }
  }
} else {
  shortSeriesTable();
  yearOfNightlyRuns();
  printTables(DEFAULT_E_DIVISIVE_OPTIONS, evaluate(DEFAULT_E_DIVISIVE_OPTIONS, 1));
  console.log(timing(DEFAULT_E_DIVISIVE_OPTIONS));
}
console.log(`Total bench time ${((performance.now() - started) / 1000).toFixed(1)} s.`);
